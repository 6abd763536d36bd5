import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRateToCents,
  formatCents,
  formatCentsAsDecimal,
  isCents,
  MONEY_MESSAGES,
  parseMoneyToCents,
  parseSpreadsheetMoneyToCents,
  sumCents,
  sumCentsExact,
} from './cents.ts';

describe('parseMoneyToCents', () => {
  it.each([
    ['1,234.5', 123_450],
    ['$10', 1_000],
    ['  $ 1,000,000.01 ', 100_000_001],
    ['.5', 50],
    ['7.', 700],
    ['0.29', 29],
    ['1.00', 100],
    ['0', 0],
    ['-0.00', 0],
    [12.34, 1_234],
    [0.1 + 0.2, 30],
  ])('%j → %i cents', (input, cents) => {
    expect(parseMoneyToCents(input, { extraDecimals: 'round' })).toEqual({ ok: true, cents });
  });

  it.each([
    ['abc', 'invalid'],
    ['12,34', 'invalid'],
    ['1,2345', 'invalid'],
    ['$', 'invalid'],
    ['.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['(5', 'invalid'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    [true, 'invalid'],
    [{}, 'invalid'],
    ['1.234', 'tooManyDecimals'],
    ['(5.00)', 'negative'],
    ['-5', 'negative'],
    ['$-5', 'negative'],
    ['99999999999999', 'tooLarge'],
    ['90071992547409.92', 'tooLarge'],
    ['123456789012345', 'tooLarge'],
  ] as const)('%j is rejected as %s', (input, code) => {
    expect(parseMoneyToCents(input)).toEqual({ ok: false, code, message: MONEY_MESSAGES[code] });
  });

  it('allows negatives when asked, including accounting parentheses', () => {
    expect(parseMoneyToCents('(5.00)', { negative: 'allow' })).toEqual({ ok: true, cents: -500 });
    expect(parseMoneyToCents('-$1,000', { negative: 'allow' })).toEqual({ ok: true, cents: -100_000 });
    expect(parseMoneyToCents('(-5)', { negative: 'allow' })).toEqual({ ok: true, cents: 500 });
    expect(parseMoneyToCents('+5', { negative: 'allow' })).toEqual({ ok: true, cents: 500 });
  });

  it('rounds extra decimals half away from zero only when asked', () => {
    expect(parseMoneyToCents('1.005', { extraDecimals: 'round' })).toEqual({ ok: true, cents: 101 });
    expect(parseMoneyToCents('1.0049', { extraDecimals: 'round' })).toEqual({ ok: true, cents: 100 });
    expect(parseMoneyToCents('-1.005', { extraDecimals: 'round', negative: 'allow' })).toEqual({
      ok: true,
      cents: -101,
    });
    expect(parseMoneyToCents(1e-7, { extraDecimals: 'round' })).toEqual({ ok: true, cents: 0 });
  });

  it('reads blanks as null, or 0 in spreadsheets', () => {
    expect(parseMoneyToCents('  ')).toEqual({ ok: true, cents: null });
    expect(parseMoneyToCents(undefined)).toEqual({ ok: true, cents: null });
    expect(parseSpreadsheetMoneyToCents(null)).toEqual({ ok: true, cents: 0 });
    expect(parseSpreadsheetMoneyToCents('')).toEqual({ ok: true, cents: 0 });
    expect(parseSpreadsheetMoneyToCents(1234.565)).toEqual({ ok: true, cents: 123_457 });
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0.00', '0.00'],
    [5, '$0.05', '0.05'],
    [123_450, '$1,234.50', '1234.50'],
    [100_000_001, '$1,000,000.01', '1000000.01'],
    [-500, '-$5.00', '-5.00'],
    [999_999_999_999, '$9,999,999,999.99', '9999999999.99'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91', '90071992547409.91'],
    [9_007_199_254_740_899, '$90,071,992,547,408.99', '90071992547408.99'],
    [-Number.MAX_SAFE_INTEGER, '-$90,071,992,547,409.91', '-90071992547409.91'],
  ])('%i cents → %s / %s', (cents, usd, decimal) => {
    expect(formatCents(cents)).toBe(usd);
    expect(formatCentsAsDecimal(cents)).toBe(decimal);
  });

  it('formats bigint sums past 2^53 exactly', () => {
    // 10,000 × $9,999,999,999.99: a float sum would end in other digits.
    const total = 999_999_999_999n * 10_000n;
    expect(formatCents(total)).toBe('$99,999,999,999,900.00');
    expect(formatCentsAsDecimal(total)).toBe('99999999999900.00');
    expect(formatCentsAsDecimal(-(2n ** 64n) - 1n)).toBe('-184467440737095516.17');
  });

  it('shows a number that is not whole cents as it is, never rounded', () => {
    expect(formatCents(1.5)).toBe('$1.5');
    expect(formatCentsAsDecimal(1.5)).toBe('1.5');
    expect(formatCentsAsDecimal(2 ** 60)).toBe(String(2 ** 60));
  });
});

describe('money properties', () => {
  const safeCents = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

  it('parse(format(c)) = c for every amount', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        expect(parseMoneyToCents(formatCents(cents))).toEqual({ ok: true, cents });
        expect(parseMoneyToCents(formatCentsAsDecimal(cents))).toEqual({ ok: true, cents });
      }),
    );
  });

  it('round trips negatives when negatives are allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -1 }), (cents) => {
        expect(parseMoneyToCents(formatCents(cents), { negative: 'allow' })).toEqual({ ok: true, cents });
      }),
    );
  });

  it('reads any dollars.cents text exactly, without float drift', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        (dollars, cents) => {
          const text = `${dollars}.${String(cents).padStart(2, '0')}`;
          expect(parseMoneyToCents(text)).toEqual({ ok: true, cents: dollars * 100 + cents });
        },
      ),
    );
  });

  it('reads spreadsheet numbers to the nearest cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseSpreadsheetMoneyToCents(cents / 100)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('cents arithmetic', () => {
  it('checks and sums cents', () => {
    expect(isCents(5)).toBe(true);
    expect(isCents(5.5)).toBe(false);
    expect(isCents('5')).toBe(false);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });

  it('sums exactly past 2^53, and refuses to round a number sum', () => {
    const amounts = Array.from({ length: 10_000 }, () => 999_999_999_999);
    expect(sumCentsExact(amounts)).toBe(9_999_999_999_990_000n);
    expect(sumCentsExact([1n, 2, -3n])).toBe(0n);
    expect(() => sumCents(amounts)).toThrow(RangeError);
    expect(() => sumCents([-Number.MAX_SAFE_INTEGER, -1])).toThrow(RangeError);
    expect(sumCents([Number.MAX_SAFE_INTEGER - 1, 1])).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => sumCentsExact([0.5])).toThrow('0.5 is not a whole number of cents');
  });

  it('applies a rate exactly to amounts whose product passes 2^53', () => {
    // 9,007,199,254,740,991 × 350 is far past 2^53; float arithmetic would round it.
    expect(applyRateToCents(Number.MAX_SAFE_INTEGER, 350)).toBe(315_251_973_915_935);
    expect(applyRateToCents(Number.MAX_SAFE_INTEGER, 1)).toBe(900_719_925_474);
  });

  it('parses the largest safe amount and refuses one cent more', () => {
    expect(parseMoneyToCents('90071992547409.91')).toEqual({ ok: true, cents: Number.MAX_SAFE_INTEGER });
    expect(parseMoneyToCents('90071992547409.92')).toMatchObject({ ok: false, code: 'tooLarge' });
    expect(parseMoneyToCents('99999999999999.99')).toMatchObject({ ok: false, code: 'tooLarge' });
  });

  it.each([
    [10_000, 350, 350],
    [100, 350, 4],
    [10, 350, 0],
    [15, 300, 0],
    [17, 300, 1],
    [-100, 350, -4],
  ])('%i cents at %i bp → %i', (cents, basisPoints, expected) => {
    expect(applyRateToCents(cents, basisPoints)).toBe(expected);
  });
});
