import { describe, expect, it } from 'vitest';
import { listFixtures, toPub1220Input } from '../test-support/fixtures.ts';
import { writePub1220ToString } from './writer.ts';
import { validatePub1220 } from './validate.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
);

function writeRecords(): string[] {
  if (!fixture) throw new Error('fixture missing');
  return writePub1220ToString(toPub1220Input(fixture.input)).split('\r\n').filter(Boolean);
}

function setField(record: string, start: number, value: string): string {
  return record.slice(0, start - 1) + value + record.slice(start - 1 + value.length);
}

function getCodes(records: readonly string[], maxProblems?: number): string[] {
  const options = maxProblems ? { maxProblems } : {};
  return validatePub1220(records.map((record) => `${record}\r\n`).join(''), options).problems.map(
    (problem) => `${problem.recordNumber}:${problem.code}`,
  );
}

describe('validatePub1220: what FIRE checks', () => {
  it('finds C totals and counts that do not match the B records, and every problem at once', () => {
    const records = writeRecords();
    records[2] = setField(records[2] ?? '', 55, '000000000001'); // B amount 1 changed, C not
    records[3] = setField(records[3] ?? '', 500, '00000009'); // sequence number wrong
    expect(getCodes(records)).toEqual(['4:SEQUENCE_NUMBER', '6:C_TOTAL_MISMATCH', '7:K_TOTAL_MISMATCH']);
  });

  it('finds amounts without their amount code, mixed corrections and record order errors', () => {
    const records = writeRecords();
    records[2] = setField(setField(records[2] ?? '', 6, 'G'), 67, '000000000500');
    expect(getCodes(records)).toEqual(
      expect.arrayContaining(['3:AMOUNT_NOT_FOR_FORM', '4:CORRECTIONS_MIXED', '6:C_TOTAL_MISMATCH']),
    );
    const swapped = [records[0] ?? '', records[2] ?? '', records[1] ?? '', ...records.slice(3)];
    expect(getCodes(swapped)).toContain('2:RECORD_OUT_OF_ORDER');
  });

  it('finds bad record lengths, non-ASCII characters and a missing F record', () => {
    const records = writeRecords();
    records[2] = `${(records[2] ?? '').slice(0, 300)}É${(records[2] ?? '').slice(301, 740)}`;
    const codes = getCodes(records.slice(0, -1));
    expect(codes).toEqual(expect.arrayContaining(['3:RECORD_LENGTH', '3:NOT_ASCII', '0:MISSING_F_RECORD']));
  });

  it('finds an indicator holding a value its field does not allow, and takes every value it does', () => {
    const records = writeRecords();
    const message = (changed: string[]) =>
      validatePub1220(changed.map((record) => `${record}\r\n`).join('')).problems.find(
        (problem) => problem.code === 'INDICATOR_INVALID',
      )?.message;
    // B 11 Type of TIN: blank, 1 or 2; B 6 Corrected Return Indicator: blank, G or C.
    for (const value of ['3', 'X', '0', 'É', '~'])
      expect(
        message([...records.slice(0, 2), setField(records[2] ?? '', 11, value), ...records.slice(3)]),
      ).toBe(`Type of TIN holds "${value}"; allowed: blank or "1" or "2".`);
    for (const value of [' ', '1', '2'])
      expect(
        message([...records.slice(0, 2), setField(records[2] ?? '', 11, value), ...records.slice(3)]),
      ).toBe(undefined);
    expect(message([...records.slice(0, 2), setField(records[2] ?? '', 6, 'g'), ...records.slice(3)])).toBe(
      'Corrected Return Indicator holds "g"; allowed: blank or "G" or "C".',
    );
  });

  it('caps the problem list but keeps counting', () => {
    const records = writeRecords().map((record) =>
      record.startsWith('B') ? setField(record, 45, 'XXXXXXXXXX') : record,
    );
    const result = validatePub1220(records.map((record) => `${record}\r\n`).join(''), { maxProblems: 2 });
    expect(result.problems).toHaveLength(2);
    expect(result.errorCount).toBe(3);
    expect(result.omittedCount).toBe(1);
  });

  it('explains an empty file', () => {
    expect(validatePub1220('').problems.map((problem) => problem.message)).toEqual([
      'The file is empty: a Pub 1220 file has at least a T, an A, a B, a C and an F record.',
    ]);
  });
});
