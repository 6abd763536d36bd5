import { describe, expect, it } from 'vitest';
import { CentsSum, formatCents, formatCentsDigits, parseDecimalCents, sumCentsExactly } from './numbers.ts';
import { showCents } from './pub1220/problems.ts';

const SAFE = Number.MAX_SAFE_INTEGER; // 2^53 - 1
const PAST_SAFE = 2n ** 53n + 1n;

describe('cents formatting', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [101, '1.01'],
    [-5, '-0.05'],
    [-100, '-1.00'],
    [999_999_999_999, '9999999999.99'],
    [SAFE, '90071992547409.91'],
    [-SAFE, '-90071992547409.91'],
  ])('formatCents(%s) is %s, as a number and as a bigint', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
    expect(formatCents(BigInt(cents))).toBe(text);
  });

  it('formats bigint sums past 2^53 exactly', () => {
    expect(formatCents(PAST_SAFE)).toBe('90071992547409.93');
    expect(formatCents(-PAST_SAFE)).toBe('-90071992547409.93');
    expect(formatCents(99_999_999_999_999_999n)).toBe('999999999999999.99');
    expect(formatCents(0n)).toBe('0.00');
  });

  it('writes zero-filled digits of an exact width and refuses what does not fit', () => {
    expect(formatCentsDigits(0, 12)).toBe('000000000000');
    expect(formatCentsDigits(1, 12)).toBe('000000000001');
    expect(formatCentsDigits(99, 12)).toBe('000000000099');
    expect(formatCentsDigits(100, 12)).toBe('000000000100');
    expect(formatCentsDigits(999_999_999_999, 12)).toBe('999999999999');
    expect(formatCentsDigits(1_000_000_000_000, 12)).toBeNull();
    expect(formatCentsDigits(PAST_SAFE, 18)).toBe('009007199254740993');
    expect(formatCentsDigits(10n ** 18n - 1n, 18)).toBe('999999999999999999');
    expect(formatCentsDigits(10n ** 18n, 18)).toBeNull();
    expect(formatCentsDigits(-1, 12)).toBeNull();
    expect(formatCentsDigits(-1n, 18)).toBeNull();
    expect(formatCentsDigits(0.5, 12)).toBeNull();
    expect(formatCentsDigits(2 ** 53, 18)).toBeNull(); // not a safe integer: maybe not the amount meant
  });

  it('shows cents in messages with thousands separators, exactly', () => {
    expect(showCents(0)).toBe('0.00');
    expect(showCents(99)).toBe('0.99');
    expect(showCents(123_456_789)).toBe('1,234,567.89');
    expect(showCents(-100)).toBe('-1.00');
    expect(showCents(PAST_SAFE)).toBe('90,071,992,547,409.93');
  });
});

describe('exact sums', () => {
  it('keeps a sum exact where a float sum loses a cent', () => {
    const sum = new CentsSum();
    sum.add(SAFE);
    sum.add(1);
    sum.add(1);
    expect(sum.value).toBe(PAST_SAFE);
    expect(BigInt(SAFE + 1 + 1)).not.toBe(PAST_SAFE); // the float sum: 2^53 + 1 is not a double
    expect(formatCents(sum.value)).toBe('90071992547409.93');
  });

  it('adds small values with no bigint and handles signs across the safe limit', () => {
    expect(sumCentsExactly([])).toBe(0n);
    expect(sumCentsExactly([0, 1, 99, 100])).toBe(200n);
    expect(sumCentsExactly([SAFE, SAFE, -SAFE, 2])).toBe(BigInt(SAFE) + 2n);
    expect(sumCentsExactly([-SAFE, -SAFE])).toBe(-2n * BigInt(SAFE));
    const sum = new CentsSum();
    expect(sum.isZero).toBe(true);
    sum.addBig(PAST_SAFE);
    sum.add(-1);
    expect(sum.value).toBe(2n ** 53n);
    expect(sum.isZero).toBe(false);
  });

  it('reads decimal amounts to exact cents', () => {
    expect(parseDecimalCents('0')).toBe(0n);
    expect(parseDecimalCents('0.01')).toBe(1n);
    expect(parseDecimalCents('.99')).toBe(99n);
    expect(parseDecimalCents('1')).toBe(100n);
    expect(parseDecimalCents('1.5')).toBe(150n);
    expect(parseDecimalCents(' 1.50 ')).toBe(150n);
    expect(parseDecimalCents('-0.05')).toBe(-5n);
    expect(parseDecimalCents('+2.000')).toBe(200n);
    expect(parseDecimalCents('90071992547409.93')).toBe(PAST_SAFE);
    expect(parseDecimalCents('999999999999999.99')).toBe(99_999_999_999_999_999n);
    for (const bad of ['', '.', '1.005', '1,000.00', '$5', '1e3', 'abc', '--1'])
      expect(parseDecimalCents(bad)).toBeNull();
  });
});
