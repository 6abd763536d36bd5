/**
 * Reading partners' JSON without trusting its shape: every field may be missing, null, a number where
 * a string was expected, or the other way round (shared/reference/accounting-integrations.md §0.2
 * rule 8: money comes as JSON numbers, numeric strings or `{amount, code}` objects).
 */
import type { FundingKind } from '@file1099/forms';

export type Json = Record<string, unknown>;

export const record = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : []);

/** Dollars as a JSON number or a numeric string ('1,234.50' too), as whole cents; null when unreadable. */
export function partnerCents(value: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?[\d,]*\.?\d+\s*$/.test(value)
        ? Number(value.replaceAll(',', ''))
        : Number.NaN;
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** Whether a day (YYYY-MM-DD) falls in the calendar year. */
export function isInYear(day: string, year: number): boolean {
  return day.startsWith(`${year}-`);
}

/** Card and PayPal funding from the paying account's or the payment method's name. */
export function fundingFromName(name: string): FundingKind {
  if (/paypal/i.test(name)) return 'paypal';
  if (/credit ?card|\b(visa|master ?card|amex|american express|discover|diners|jcb)\b/i.test(name))
    return 'card';
  return 'bank';
}

/** Runs `read` over pages 1, 2, … until `more` says the last page was read (at most 10,000 pages). */
export async function readPages<T>(
  read: (page: number) => Promise<{ rows: T[]; more: boolean }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= 10_000; page += 1) {
    const answer = await read(page);
    rows.push(...answer.rows);
    if (!answer.more || answer.rows.length === 0) return rows;
  }
  return rows;
}
