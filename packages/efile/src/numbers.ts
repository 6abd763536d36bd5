import { formatCentsAsDecimal } from '@file1099/forms';

/**
 * Whole numbers as decimal text without `String(number)`. V8 keeps the text of recently converted
 * numbers in a number-string cache that lives in the old generation; converting a million distinct
 * numbers (record ids, amounts, TINs) keeps thousands of fresh strings alive at every scavenge, so
 * the young generation grows to its maximum and garbage is promoted. Joining precomputed digit groups
 * gives the same text with none of that.
 */
const PLAIN = Array.from({ length: 1000 }, (_, value) => String(value));
const PADDED = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

/** The same text as String(value); for other values than safe non-negative integers it is String(value). */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return String(value);
  if (value < 1000) return PLAIN[value] ?? String(value);
  if (value <= INT32_MAX) return formatInt32(value | 0);
  let group = value % 1000;
  let rest = (value - group) / 1000;
  let text = PADDED[group] ?? '';
  while (rest >= 1000) {
    group = rest % 1000;
    rest = (rest - group) / 1000;
    text = (PADDED[group] ?? '') + text;
  }
  return (PLAIN[rest] ?? '') + text;
}

/** The largest int32: below it, digits come from integer division, which V8 compiles to multiplications. */
export const INT32_MAX = 0x7fffffff;

/**
 * formatWholeNumber of a non-negative int32 of 1000 or more, with integer division by 1000 (it
 * compiles to a multiplication; the general loop needs a floating-point remainder per group).
 */
function formatInt32(value: number): string {
  let rest = (value / 1000) | 0;
  let text = PADDED[value - rest * 1000] ?? '';
  while (rest >= 1000) {
    const next = (rest / 1000) | 0;
    text = (PADDED[rest - next * 1000] ?? '') + text;
    rest = next;
  }
  return (PLAIN[rest] ?? '') + text;
}

const CENTS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

/**
 * Cents as '1234.50', '-0.05', exact for every whole number of cents: a safe integer, or a bigint for
 * sums beyond 2^53 (999999999999 → '9999999999.99'). Made from digit groups (see above) with integer
 * arithmetic only; for safe integers the text is that of formatCentsAsDecimal (forms package).
 */
export function formatCents(cents: number | bigint): string {
  if (typeof cents === 'bigint') return formatBigCents(cents);
  const magnitude = Math.abs(cents);
  // Not whole cents, which the model does not allow: the forms package's text, as before.
  if (!Number.isSafeInteger(magnitude)) return formatCentsAsDecimal(cents);
  // Integer division below 2^31; above, magnitude - its remainder is a multiple of 100 below 2^53, so
  // the division is exact.
  const dollars = magnitude <= INT32_MAX ? (magnitude / 100) | 0 : (magnitude - (magnitude % 100)) / 100;
  return `${cents < 0 ? '-' : ''}${formatWholeNumber(dollars)}.${CENTS[magnitude - dollars * 100] ?? ''}`;
}

/** Whole-dollar part and cents of a non-negative bigint amount of cents, as exact text. */
function formatBigCents(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const fraction = Number(magnitude % 100n);
  return `${cents < 0n ? '-' : ''}${String(magnitude / 100n)}.${CENTS[fraction] ?? ''}`;
}

/**
 * A running sum of whole cents, exact at any size: it adds numbers while the sum is a safe integer
 * and carries the rest in a bigint, so a million small amounts cost no bigint arithmetic at all.
 */
export class CentsSum {
  private small = 0;
  private big = 0n;

  /** Add whole cents (a safe integer). */
  add(cents: number): void {
    const next = this.small + cents;
    // Both operands are safe integers: the float sum is exact whenever it is itself a safe integer.
    if (Number.isSafeInteger(next)) this.small = next;
    else {
      this.big += BigInt(this.small) + BigInt(cents);
      this.small = 0;
    }
  }

  /** Add whole cents of any size. */
  addBig(cents: bigint): void {
    this.big += cents;
  }

  /** The exact sum. */
  get value(): bigint {
    return this.big + BigInt(this.small);
  }

  /** Whether nothing but zeros was added. */
  get isZero(): boolean {
    return this.small === 0 && this.big === 0n;
  }
}

/** Exact sum of whole cents (safe integers) as a bigint. */
export function sumCentsExactly(values: Iterable<number>): bigint {
  const sum = new CentsSum();
  for (const value of values) sum.add(value);
  return sum.value;
}

/**
 * Cents as zero-filled digits of exactly `width` characters ('000000012345'), or null when the amount
 * is negative, not whole, or has more digits than the width holds.
 */
export function formatCentsDigits(cents: number | bigint, width: number): string | null {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) return null;
  if (cents < 0) return null;
  const digits = typeof cents === 'bigint' ? String(cents) : formatWholeNumber(cents);
  return digits.length > width ? null : digits.padStart(width, '0');
}

/** Cents from digits ('000000012345'), exact at any length; null when the text is not all digits. */
export function parseCentsDigits(text: string): bigint | null {
  return /^\d+$/.test(text) ? BigInt(text) : null;
}

const DECIMAL_CENTS = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Exact cents of an xsd:decimal text ('1234.5', '-0.05', '.5', '99999999999999999.99'), at any size;
 * null for anything else or for a fraction of a cent ('1.005').
 */
export function parseDecimalCents(text: string): bigint | null {
  const match = DECIMAL_CENTS.exec(text.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '') || /[^0]/.test(fraction.slice(2))) return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
