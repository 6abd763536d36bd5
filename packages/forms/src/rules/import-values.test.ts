import { describe, expect, it } from 'vitest';
import {
  dedupeRowsByTin,
  IMPORT_MESSAGES,
  normalizeSpreadsheetText,
  parseSpreadsheetBoolean,
} from './import-values.ts';

describe('spreadsheet values', () => {
  it.each([
    [true, true],
    ['TRUE', true],
    [' yes ', true],
    ['Y', true],
    ['no', false],
    ['1', false],
    [false, false],
    [null, false],
  ])('boolean %j → %j', (value, expected) => {
    expect(parseSpreadsheetBoolean(value)).toBe(expected);
  });

  it('turns blank strings into null', () => {
    expect(normalizeSpreadsheetText('  ')).toBeNull();
    expect(normalizeSpreadsheetText(undefined)).toBeNull();
    expect(normalizeSpreadsheetText(' Acme ')).toBe('Acme');
    expect(normalizeSpreadsheetText(42)).toBe('42');
  });

  it('drops rows without a TIN and later duplicates', () => {
    const rows = [
      { tin: '12-3456789', n: 1 },
      { tin: '', n: 2 },
      { tin: '123456789', n: 3 },
      { n: 4 },
      { tin: '98-7654321', n: 5 },
    ];
    expect(dedupeRowsByTin(rows).map((row) => row.n)).toEqual([1, 5]);
  });

  it('has the spec texts', () => {
    expect(IMPORT_MESSAGES.noData).toBe('There is no data to import. Please upload a valid file with data.');
    expect(IMPORT_MESSAGES.unsupported('Type_1099_INT', 2023)).toBe(
      'Importing "Type_1099_INT" for the year "2023" is not currently supported. If you have any questions or need assistance, please contact our support team.',
    );
  });
});
