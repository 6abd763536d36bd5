import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_TYPES, type FormType } from '@file1099/forms';
import type { EfileParty, EfileReturn } from '../model.ts';
import { listFixtures, toPub1220Input } from '../test-support/fixtures.ts';
import { AMOUNT_CODE_TABLES, CFSF_STATE_CODES, isPub1220TaxYear, type Pub1220TaxYear } from './codes.ts';
import { readPub1220 } from './reader.ts';
import { TAIL_FIELDS } from './tail-fields.ts';
import { validatePub1220 } from './validate.ts';
import { writePub1220ToString, type Pub1220Input } from './writer.ts';

/** Values already in the form Pub 1220 keeps them (upper case, allowed characters), so read(write(x)) = x. */
const word = fc.stringMatching(/^[A-Z][A-Z]{1,9}$/);
const street = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), word)
  .map(([number, name]) => `${number} ${name} ST`);
const usAddress = fc.record({
  line1: street,
  city: word,
  state: fc.constantFrom('CA', 'NY', 'TX', 'MA', 'IL'),
  postalCode: fc.stringMatching(/^\d{5}(\d{4})?$/),
});
const foreignAddress = fc.record({
  line1: street,
  city: word,
  country: fc.constantFrom('CA', 'GM', 'UK', 'JA', 'MX'),
});
const tin = fc.stringMatching(/^[1-8]\d{8}$/);
const individual = fc.record({
  entityType: fc.constant('Individual' as const),
  tinType: fc.constant('SSN' as const),
  tin,
  firstName: word,
  lastName: word,
  address: fc.oneof(usAddress, foreignAddress),
});
const business = fc.record({
  entityType: fc.constant('Business' as const),
  tinType: fc.constant('EIN' as const),
  tin,
  businessName: fc.tuple(word, word).map(([first, second]) => `${first} ${second} INC`),
  address: fc.oneof(usAddress, foreignAddress),
});

function createReturn(formType: FormType, taxYear: Pub1220TaxYear) {
  const table = AMOUNT_CODE_TABLES[taxYear][formType];
  const moneyBoxes = Object.values(table).filter((box): box is string => typeof box === 'string');
  const cents = fc.integer({ min: 1, max: 99_999_999_99 });
  const amounts = fc.dictionary(fc.constantFrom(...moneyBoxes), cents, { minKeys: 1, maxKeys: 4 });
  const tails = TAIL_FIELDS[formType];
  const flags = fc.record(
    Object.fromEntries(
      tails
        .filter((spec) => spec.kind.startsWith('checkbox'))
        .map((spec) => [spec.box, fc.constantFrom(true, undefined)]),
    ),
  );
  const texts = fc.record(
    Object.fromEntries(tails.filter((spec) => spec.kind === 'text').map((spec) => [spec.box, word])),
  );
  const date = fc.integer({ min: 1, max: 28 }).map((day) => `${taxYear}-05-${String(day).padStart(2, '0')}`);
  return fc
    .record({
      payee: fc.oneof(individual, business) as fc.Arbitrary<EfileParty>,
      amounts,
      flags,
      texts,
      date,
      account: fc.option(fc.stringMatching(/^[A-Z0-9]{1,20}$/), { nil: undefined }),
      state: fc.constantFrom(...Object.keys(CFSF_STATE_CODES)),
      correction: fc.constantFrom('', 'G', 'C'),
    })
    .map(({ payee, amounts, flags, texts, date, account, state, correction }): EfileReturn => {
      const filingData: Record<string, string | number | boolean> = { ...amounts };
      for (const [box, value] of Object.entries({ ...flags, ...texts }))
        if (value !== undefined) filingData[box] = value;
      if (formType === 'Type_1099_S') filingData.dateOfClosing = date;
      else filingData.state1Code = state;
      if (account) filingData.payeeAccountNumber = account;
      const ret: EfileReturn = { formType, taxYear, payee, filingData };
      if (correction === 'G' || correction === 'C') ret.correction = correction;
      return ret;
    });
}

const fileArbitrary = fc
  .record({ taxYear: fc.constantFrom<Pub1220TaxYear>(2024, 2025), formType: fc.constantFrom(...FORM_TYPES) })
  .chain(({ taxYear, formType }) =>
    fc.record({
      taxYear: fc.constant(taxYear),
      formType: fc.constant(formType),
      correction: fc.constantFrom<'' | 'G' | 'C'>('', 'G', 'C'),
      returns: fc.array(createReturn(formType, taxYear), { minLength: 1, maxLength: 5 }),
    }),
  );

const base = listFixtures().find((fixture) => fixture.year === 2025 && fixture.kind === 'original');

describe('Pub 1220 round trip', () => {
  it('read(write(x)) = x for generated files of every form', () => {
    if (!base) throw new Error('fixture missing');
    fc.assert(
      fc.property(fileArbitrary, ({ taxYear, formType, correction, returns }) => {
        const same = returns.map((ret) => {
          const copy: EfileReturn = { ...ret };
          if (correction) copy.correction = correction;
          else delete copy.correction;
          return copy;
        });
        const input: Pub1220Input = {
          ...toPub1220Input(base.input),
          taxYear,
          lineEnding: '\r\n',
          groups: [
            {
              payer: {
                ...base.input.payer,
                businessName: 'ACME WIDGETS & CO',
                address: {
                  line1: '1 INDUSTRIAL WAY',
                  city: 'SPRINGFIELD',
                  state: 'IL',
                  postalCode: '627010000',
                },
              },
              formType,
              combinedFederalState: formType !== 'Type_1099_S',
              returns: same,
            },
          ],
        };
        const text = writePub1220ToString(input);
        const read = readPub1220(text);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(read.file.groups[0]?.returns).toEqual(same);
        expect(writePub1220ToString({ ...read.file, groups: read.file.groups })).toBe(text);
      }),
      { numRuns: 150 },
    );
  });

  it('every golden file reads back and re-writes to the same bytes', () => {
    for (const fixture of listFixtures().filter((item) => isPub1220TaxYear(item.year))) {
      const text = writePub1220ToString(toPub1220Input(fixture.input));
      const read = readPub1220(text);
      if (!read.ok) throw new Error(read.message);
      expect(writePub1220ToString(read.file)).toBe(text);
      expect(validatePub1220(text).errorCount).toBe(0);
    }
  });

  it('reads records written back to back without CR/LF', () => {
    if (!base) throw new Error('fixture missing');
    const text = writePub1220ToString({ ...toPub1220Input(base.input), lineEnding: '  ' });
    expect(text.length % 750).toBe(0);
    expect(validatePub1220(text).errorCount).toBe(0);
    expect(readPub1220(text).ok).toBe(true);
  });
});
