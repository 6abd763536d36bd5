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
} as const;

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
 * asterisks may stand for digits. Returns the message, or null when the TIN is acceptable.
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
  return getMaskPattern(tinType).test(trimmed) ? null : INVALID_MESSAGE[tinType];
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
