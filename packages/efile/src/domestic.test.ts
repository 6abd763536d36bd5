import { describe, expect, it } from 'vitest';
import type { EfileReturn } from './model.ts';
import { listFixtures, toIrisInput, toPub1220Input, type FixtureInput } from './test-support/fixtures.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { readPub1220 } from './pub1220/reader.ts';
import { sliceRecord } from './pub1220/records.ts';
import { B_LAYOUTS } from './pub1220/layout-b.ts';
import { A_LAYOUT } from './pub1220/layout-t-a.ts';
import { writeIrisCsvFiles } from './csv/writer.ts';

/** Ways users write the United States; every writer must treat each as a domestic address. */
const US_VARIANTS = [
  'US', 'us', 'USA', 'usa', 'U.S.', 'U.S.A.', 'u.s.a', 'United States', 'united states', 'UNITED STATES',
  'United States of America', 'united states of america', ' USA ', 'the United States',
]; // prettier-ignore

function getInput(country: string): { input: FixtureInput; payee: EfileReturn } {
  const fixture = listFixtures().find(
    (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
  );
  const template = fixture?.input.returns[0];
  if (!fixture || !template) throw new Error('fixture missing');
  const payee: EfileReturn = {
    ...template,
    payee: { ...template.payee, address: { ...template.payee.address, country } },
  };
  return { input: { ...fixture.input, returns: [payee] }, payee };
}

describe.each(US_VARIANTS)('country %j is domestic', (country) => {
  it('IRIS writes a USAddress with state and ZIP', () => {
    const { input, payee } = getInput(country);
    const [xml = ''] = writeIrisXmlToStrings(toIrisInput(input));
    const recipient = /<RecipientDetail>([\s\S]*?)<\/RecipientDetail>/.exec(xml)?.[1] ?? '';
    expect(recipient).toContain('<USAddress>');
    expect(recipient).not.toContain('ForeignAddress');
    expect(recipient).toContain(
      `<StateAbbreviationCd>${payee.payee.address.state ?? ''}</StateAbbreviationCd>`,
    );
  });

  it('Pub 1220 leaves the foreign country indicator blank and writes state and ZIP', () => {
    const { input, payee } = getInput(country);
    const text = writePub1220ToString(toPub1220Input(input));
    const b = text.split('\r\n').find((record) => record.startsWith('B')) ?? '';
    const fields = sliceRecord(b, B_LAYOUTS.Type_1099_NEC);
    expect(fields.foreignCountryIndicator).toBe(' ');
    expect(fields.payeeState).toBe(payee.payee.address.state);
    const read = readPub1220(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.file.groups[0]?.returns[0]?.payee.address.country ?? '').toBe('');
  });

  it("Pub 1220 writes the payer's city, state and ZIP in their A record fields", () => {
    const { input } = getInput(country);
    const payer = { ...input.payer, address: { ...input.payer.address, country } };
    const text = writePub1220ToString(toPub1220Input({ ...input, payer }));
    const a = text.split('\r\n').find((record) => record.startsWith('A')) ?? '';
    const fields = sliceRecord(a, A_LAYOUT);
    expect(fields.payerCity?.trim()).toBe('SPRINGFIELD');
    expect(fields.payerState).toBe('IL');
    expect(fields.payerZipCode).toBe('627010000');
  });

  it('the portal CSV writes country US and the state in the state column', () => {
    const { input, payee } = getInput(country);
    const [file] = writeIrisCsvFiles({
      taxYear: 2025,
      formType: input.formType,
      payer: input.payer,
      returns: input.returns,
    });
    const [header = '', row = ''] = file?.text.split('\r\n') ?? [];
    const headers = header.split(',');
    const cells = row.split(',');
    // The payer's columns come first; the recipient's country and state are the second of each.
    const countries = headers.flatMap((name, index) => (/country/i.test(name) ? [cells[index]] : []));
    const states = headers.flatMap((name, index) => (/state\/province/i.test(name) ? [cells[index]] : []));
    expect(countries).toEqual(['US', 'US']);
    expect(states[1]).toBe(payee.payee.address.state);
  });
});

describe('a foreign country stays foreign', () => {
  it.each(['CA', 'Canada', 'canada'])('%j', (country) => {
    const { input } = getInput(country);
    const [xml = ''] = writeIrisXmlToStrings(toIrisInput(input));
    expect(xml).toContain('<CountryCd>CA</CountryCd>');
    const b = writePub1220ToString(toPub1220Input(input))
      .split('\r\n')
      .find((record) => record.startsWith('B'));
    expect(sliceRecord(b ?? '', B_LAYOUTS.Type_1099_NEC).foreignCountryIndicator).toBe('1');
    expect(b).toContain('CANADA');
  });
});
