import { describe, expect, it } from 'vitest';
import { listFixtures, toPub1220Input } from '../test-support/fixtures.ts';
import { getStateFileLayoutYear, writeStatePub1220, type StatePub1220Input } from './state-file.ts';
import { validatePub1220 } from './validate.ts';
import { writePub1220ToString } from './writer.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
);

function base(overrides: Partial<StatePub1220Input> = {}): StatePub1220Input {
  if (!fixture) throw new Error('fixture missing');
  const input = toPub1220Input(fixture.input);
  const groups = [...input.groups].map((group) => ({ ...group, returns: [...group.returns] }));
  return { state: 'CA', taxYear: 2025, transmitter: input.transmitter, groups, ...overrides };
}

const records = (text: string, type: string) => text.split('\r\n').filter((line) => line.startsWith(type));
/** 1-based inclusive positions, as Pub 1220 and the reference give them. */
const at = (line: string | undefined, from: number, to = from) => (line ?? '').slice(from - 1, to);

describe('state Pub 1220 files (Self eFile)', () => {
  it('California: A 46 L, B 432 X on a non-California return only, C 707-724 state withholding total', () => {
    const text = writeStatePub1220(base());
    expect(at(records(text, 'A')[0], 46)).toBe('L');
    const b = records(text, 'B');
    // Two California payees, then a Massachusetts return with a Canadian address.
    expect(b.map((line) => at(line, 432))).toEqual([' ', ' ', 'X']);
    expect(b.map((line) => at(line, 723, 734))).toEqual(['000000005000', '000000010000', '000000015000']);
    expect(at(records(text, 'C')[0], 707, 724)).toBe('000000000000030000');
    expect(at(records(text, 'A')[0], 6)).toBe(' ');
    expect(records(text, 'K')).toEqual([]);
    // The IRS checker flags only the state's own positions, which are blank in the IRS layout.
    const errors = validatePub1220(text).problems.filter((problem) => problem.severity === 'error');
    expect(new Set(errors.map((p) => `${p.recordType} ${p.code} ${p.start}`))).toEqual(
      new Set(['A FIELD_NOT_BLANK 46', 'B FIELD_NOT_BLANK 408', 'C FIELD_NOT_BLANK 508']),
    );
  });

  it('leaves the California positions alone in other states', () => {
    const text = writeStatePub1220(base({ state: 'DE' }));
    expect(at(records(text, 'A')[0], 46)).toBe(' ');
    expect(records(text, 'B').map((line) => at(line, 432))).toEqual([' ', ' ', ' ']);
    expect(at(records(text, 'C')[0], 707, 724)).toBe(' '.repeat(18));
  });

  it("Maryland: the payer's CRN in B 715-722, refused when missing or not 8 characters", () => {
    const text = writeStatePub1220(base({ state: 'MD', marylandCrn: '1234-5678' }));
    expect(records(text, 'B').map((line) => at(line, 715, 722))).toEqual([
      '12345678',
      '12345678',
      '12345678',
    ]);
    expect(records(text, 'B').map((line) => at(line, 723, 734))[0]).toBe('000000005000');
    expect(() => writeStatePub1220(base({ state: 'MD' }))).toThrow(/Central Registration Number/);
    expect(() => writeStatePub1220(base({ state: 'MD', marylandCrn: '1234567' }))).toThrow(/CRN/);
  });

  it('West Virginia: the IT-103 reconciliation in C 508-622', () => {
    const text = writeStatePub1220(
      base({
        state: 'WV',
        westVirginia: { accountNumber: '5555-1234', quarterlyTaxDueDollars: [100, 0, 75, 125] },
      }),
    );
    const c = records(text, 'C')[0];
    expect(at(c, 508)).toBe('C');
    expect(at(c, 509, 510)).toBe('54');
    expect(at(c, 511, 517)).toBe('WVIT103');
    expect(at(c, 518, 521)).toBe('2025');
    expect(at(c, 522, 530)).toBe('041234567');
    expect(at(c, 531, 538)).toBe('55551234');
    expect([539, 551, 563, 575].map((from) => at(c, from, from + 11))).toEqual([
      '000000000100',
      '000000000000',
      '000000000075',
      '000000000125',
    ]);
    expect(at(c, 587, 598)).toBe('000000000300');
    expect(at(c, 599, 610)).toBe('000000000003');
    // $50 + $100 + $150 withheld.
    expect(at(c, 611, 622)).toBe('000000000300');
    expect(at(c, 623, 748)).toBe(' '.repeat(126));
    expect(() => writeStatePub1220(base({ state: 'WV' }))).toThrow(/West Virginia account/);
    expect(() =>
      writeStatePub1220(
        base({ state: 'WV', westVirginia: { accountNumber: '55551234', quarterlyTaxDueDollars: [1, 2] } }),
      ),
    ).toThrow(/four quarters/);
  });

  it('TY2026: the TY2025 layout with payment year 2026 in T, A and B', () => {
    expect(getStateFileLayoutYear(2024)).toBe(2024);
    expect(getStateFileLayoutYear(2026)).toBe(2025);
    expect(getStateFileLayoutYear(2027)).toBeNull();
    const input = base({ state: 'DE', taxYear: 2026 });
    const groups = input.groups.map((group) => ({
      ...group,
      returns: group.returns.map((ret) => ({ ...ret, taxYear: 2026 })),
    }));
    const text = writeStatePub1220({ ...input, groups });
    for (const type of ['T', 'A', 'B'])
      for (const line of records(text, type)) expect(at(line, 2, 5)).toBe('2026');
    // Apart from the year, the TY2025 file.
    const ty2025 = writeStatePub1220(base({ state: 'DE' }));
    expect(text.replace(/^([TAB])2026/gm, '$12025')).toBe(ty2025);
    expect(() => writeStatePub1220({ ...input, taxYear: 2027 })).toThrow(/no Pub 1220 layout/);
  });

  it('is the IRS file without CF/SF for a state that adds nothing', () => {
    const input = base({ state: 'DE' });
    const irs = writePub1220ToString({
      taxYear: 2025,
      transmitter: input.transmitter,
      groups: input.groups.map((group) => ({ ...group, combinedFederalState: false })),
    });
    expect(writeStatePub1220(input)).toBe(irs);
  });
});
