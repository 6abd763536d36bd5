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

const CENTS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
/** Below this many cents Math.floor(cents / 100) is exact, so the fast path gives the same text. */
const FAST_CENTS_LIMIT = 2 ** 40;

/**
 * Cents as '1234.50', '-0.05': the text of formatCentsAsDecimal (forms package), made from digit groups
 * (see above); other values than whole cents below 2^40 go to formatCentsAsDecimal itself.
 */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  if (!Number.isSafeInteger(magnitude) || magnitude >= FAST_CENTS_LIMIT) return formatCentsAsDecimal(cents);
  const fraction = magnitude % 100;
  const whole = formatWholeNumber((magnitude - fraction) / 100);
  return `${cents < 0 ? '-' : ''}${whole}.${CENTS[fraction] ?? ''}`;
}
