/** TIN types (spec part 1 §3). NA: type not known; any 9 digits. */
export const TIN_TYPES = ['EIN', 'SSN', 'ITIN', 'ATIN', 'NA'] as const;
export type TinType = (typeof TIN_TYPES)[number];

/** Input masks (spec part 1 §5): x is a digit, or an asterisk when the TIN is shown masked. */
export const TIN_MASKS: Readonly<Record<TinType, string>> = {
  EIN: 'xx-xxxxxxx',
  SSN: 'xxx-xx-xxxx',
  ITIN: 'xxx-xx-xxxx',
  ATIN: 'xxx-xx-xxxx',
  NA: 'xxxxxxxxx',
};

/** Messages exactly as the spec gives them (spec part 1 §5, part 2 §5). */
export const TIN_MESSAGES = {
  required: 'Required',
  invalidEin: 'Please enter a valid FEIN',
  invalidSsn: 'Please enter a valid SSN/ATIN/ITIN',
  invalidTin: 'Please enter a valid 9 digit TIN',
  /** TINs in ranges the IRS never issues (see `getTinRangeMessage`). */
  ssnNeverIssued:
    'The IRS never issues this SSN: no SSN starts with 000 or 666, has 00 as its 4th and 5th digits, or ends in 0000.',
  ssnStartsWith9: 'An SSN never starts with 9. If this is an ITIN or ATIN, choose that TIN type.',
  einPrefix: (prefix: string) => `No EIN starts with ${prefix}: the IRS does not issue that prefix.`,
  itinRange: 'An ITIN starts with 9 and its 4th and 5th digits are 50-65, 70-88, 90-92 or 94-99.',
  atinRange: 'An ATIN starts with 9 and its 4th and 5th digits are 93.',
} as const;

/**
 * The EIN prefixes the IRS issues (IRS, "How EINs are assigned and valid EIN prefixes": the campus
 * prefixes 01-06, 10-16, 20-27, 30-48, 50-68, 71-77, 80-88, 90-95, 98 and 99). The others — 00,
 * 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97 — are never assigned.
 */
const VALID_EIN_PREFIX_RANGES: readonly (readonly [number, number])[] = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export function isIssuedEinPrefix(prefix: string): boolean {
  const value = Number(prefix);
  return (
    /^\d{2}$/.test(prefix) && VALID_EIN_PREFIX_RANGES.some(([low, high]) => value >= low && value <= high)
  );
}

/** ITIN 4th and 5th digits: 50-65, 70-88, 90-92, 94-99 (93 is an ATIN's). */
export function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

/**
 * Why a complete 9-digit TIN of the type cannot be one the IRS issued, or null. SSN: area (first 3
 * digits) 000, 666 or 900-999, group (4th-5th) 00, serial (last 4) 0000. EIN: a prefix outside the
 * IRS's list. ITIN: 9XX-[50-65, 70-88, 90-92, 94-99]-XXXX. ATIN: 9XX-93-XXXX. NA (type not known):
 * no range. Placeholder TINs (000-00-0000, 00-0000000, 000000000) stay allowed, as the spec keeps them
 * (they are never matched to a payee, and a warning asks for the real TIN before filing).
 */
export function getTinRangeMessage(tin: string | null | undefined, tinType: TinType): string | null {
  const digits = normalizeTin(tin);
  if (!/^\d{9}$/.test(digits) || isPlaceholderTin(digits)) return null;
  const group = Number(digits.slice(3, 5));
  switch (tinType) {
    case 'SSN':
      if (digits.startsWith('9')) return TIN_MESSAGES.ssnStartsWith9;
      return digits.startsWith('000') || digits.startsWith('666') || group === 0 || digits.endsWith('0000')
        ? TIN_MESSAGES.ssnNeverIssued
        : null;
    case 'EIN':
      return isIssuedEinPrefix(digits.slice(0, 2)) ? null : TIN_MESSAGES.einPrefix(digits.slice(0, 2));
    case 'ITIN':
      return digits.startsWith('9') && isItinGroup(group) ? null : TIN_MESSAGES.itinRange;
    case 'ATIN':
      return digits.startsWith('9') && group === 93 ? null : TIN_MESSAGES.atinRange;
    case 'NA':
      return null;
  }
}

const INVALID_MESSAGE: Readonly<Record<TinType, string>> = {
  EIN: TIN_MESSAGES.invalidEin,
  SSN: TIN_MESSAGES.invalidSsn,
  ITIN: TIN_MESSAGES.invalidSsn,
  ATIN: TIN_MESSAGES.invalidSsn,
  NA: TIN_MESSAGES.invalidTin,
};

export function isTinType(value: unknown): value is TinType {
  return typeof value === 'string' && (TIN_TYPES as readonly string[]).includes(value);
}

/** The TIN without dashes and spaces. */
export function normalizeTin(tin: string | null | undefined): string {
  return (tin ?? '').replace(/[-\s]/g, '');
}

function getMaskPattern(tinType: TinType): RegExp {
  const groups = TIN_MASKS[tinType].split('-').map((group) => `[\\d*]{${group.length}}`);
  return new RegExp(`^${groups.join('-?')}$`);
}

/**
 * The spec's TIN check: 'Required' when blank; skipped when the TIN equals the initial one (dashes and
 * spaces ignored); otherwise the TIN must fit its type's mask, with or without the dashes, where
 * asterisks may stand for digits, and a complete TIN must lie in a range the IRS issues
 * (`getTinRangeMessage`). Returns the message, or null when the TIN is acceptable.
 */
export function validateTin(
  tin: string | null | undefined,
  tinType: TinType,
  initialTin?: string | null,
): string | null {
  const trimmed = (tin ?? '').trim();
  if (trimmed === '') return TIN_MESSAGES.required;
  if (initialTin !== undefined && initialTin !== null && normalizeTin(trimmed) === normalizeTin(initialTin))
    return null;
  if (!getMaskPattern(tinType).test(trimmed)) return INVALID_MESSAGE[tinType];
  return getTinRangeMessage(trimmed, tinType);
}

/** Whether the TIN is exactly nine digits (what a return needs; a masked TIN is not). */
export function isCompleteTin(tin: string | null | undefined): boolean {
  return /^\d{9}$/.test(normalizeTin(tin));
}

/** Write nine digits in the type's mask: '12-3456789', '123-45-6789', '123456789'. */
export function formatTin(tin: string | null | undefined, tinType: TinType): string {
  const digits = normalizeTin(tin);
  if (digits.length !== 9) return tin ?? '';
  if (tinType === 'EIN') return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  if (tinType === 'NA') return digits;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * Show only the last 4 digits (spec part 2 §5). The first five digits become asterisks, as the IRS
 * allows on payee statements: '***-**-6789', EIN '**-***6789' (reference/form-rules.md §H).
 */
export function maskTin(tin: string | null | undefined, tinType: TinType): string {
  const digits = normalizeTin(tin);
  if (digits.length < 4) return '';
  const last4 = digits.slice(-4);
  if (tinType === 'EIN') return `**-***${last4}`;
  if (tinType === 'NA') return `*****${last4}`;
  return `***-**-${last4}`;
}

/**
 * A TIN as it leaves the server: masked from the last four digits kept with the record ('' when there
 * are none), so the plain TIN never has to be revealed to show it.
 */
export function maskTinLast4(last4: string | null | undefined, tinType: unknown): string {
  return last4 ? maskTin(`00000${last4}`, normalizeTinType(tinType)) : '';
}

/**
 * The TIN a form sent: a masked one shown back ('***-**-6789', anything with an asterisk) means the
 * stored TIN is kept; anything else is the new TIN, trimmed.
 */
export function resolveTinInput(input: string | null | undefined, storedPlain: string): string {
  const value = (input ?? '').trim();
  return value.includes('*') ? storedPlain : value;
}

/** The last 4 digits, e.g. as the password of a transmission zip (spec part 2 §7). */
export function getTinLast4(tin: string | null | undefined): string {
  return normalizeTin(tin).slice(-4);
}

/**
 * Placeholder TINs (000-00-0000, 00-0000000, 000000000, 0) are never matched to existing payees on
 * import (spec part 2 §5).
 */
export function isPlaceholderTin(tin: string | null | undefined): boolean {
  const digits = normalizeTin(tin);
  return digits === '0' || digits === '000000000';
}

/** Spreadsheet rule (spec part 2 §5): a TIN type outside EIN, SSN, ATIN, ITIN becomes NA. */
export function normalizeTinType(value: unknown): TinType {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isTinType(upper) ? upper : 'NA';
}
