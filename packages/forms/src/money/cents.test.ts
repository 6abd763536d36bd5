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
  ])('%i cents → %s / %s', (cents, usd, decimal) => {
    expect(formatCents(cents)).toBe(usd);
    expect(formatCentsAsDecimal(cents)).toBe(decimal);
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
