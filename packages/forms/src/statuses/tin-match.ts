/**
 * TIN verification (spec part 2 §4): InProgress, Valid, InvalidTINType, InValid, or not verified
 * (no status). 'Ignore' on InValid resets the payee to not verified.
 */
export const TIN_MATCH_STATUSES = ['InProgress', 'Valid', 'InvalidTINType', 'InValid'] as const;
export type TinMatchStatus = (typeof TIN_MATCH_STATUSES)[number];

export const TIN_MATCH_STATUS_LABELS: Readonly<Record<TinMatchStatus | 'NotVerified', string>> = {
  InProgress: 'In Progress',
  Valid: 'Valid',
  InvalidTINType: 'Invalid TIN Type',
  InValid: 'Invalid',
  NotVerified: 'Not Verified',
};

export function isTinMatchStatus(value: unknown): value is TinMatchStatus {
  return typeof value === 'string' && (TIN_MATCH_STATUSES as readonly string[]).includes(value);
}

/** Label of a payee's TIN status; anything unknown or missing is 'Not Verified'. */
export function getTinMatchStatusLabel(status: string | null | undefined): string {
  return isTinMatchStatus(status) ? TIN_MATCH_STATUS_LABELS[status] : TIN_MATCH_STATUS_LABELS.NotVerified;
}

/** Only an InValid result can be ignored. */
export function canIgnoreTinMatch(status: string | null | undefined): boolean {
  return status === 'InValid';
}

/** A TIN check can be requested unless one is running or the TIN already matched (spec part 2 §4 cascade). */
export function canRequestTinMatch(status: string | null | undefined): boolean {
  return status !== 'InProgress' && status !== 'Valid';
}

/** Warnings a filing carries for its payee's TIN status. */
export const TIN_MATCH_WARNINGS: Readonly<Record<string, { code: string; message: string } | undefined>> = {
  InValid: {
    code: 'TIN_MATCH_INVALID',
    message: 'TIN verification found that the payee name and TIN do not match IRS records.',
  },
  InvalidTINType: {
    code: 'TIN_MATCH_INVALID_TIN_TYPE',
    message: 'TIN verification found that the TIN type does not match IRS records.',
  },
};

export interface TinMatchResultCode {
  code: number;
  description: string;
  matched: boolean;
}

/**
 * IRS TIN Matching result indicators (Pub 2108-A; reference/tin-matching.md §4). The spec lists 1-8;
 * 0 is the plain match. Spec part 2 §4 reads "4 and 5 duplicate request"; the IRS defines 4 as an
 * invalid request and 5 as a duplicate (docs/decisions/forms.md).
 */
export const TIN_MATCH_RESULT_CODES: readonly TinMatchResultCode[] = [
  { code: 0, description: 'Name and TIN match IRS records', matched: true },
  { code: 1, description: 'Invalid TIN: missing or not nine digits', matched: false },
  { code: 2, description: 'TIN not currently issued', matched: false },
  { code: 3, description: 'Name and TIN do not match IRS records', matched: false },
  { code: 4, description: 'Invalid request', matched: false },
  { code: 5, description: 'Duplicate request', matched: false },
  { code: 6, description: 'Matched on SSN', matched: true },
  { code: 7, description: 'Matched on EIN', matched: true },
  { code: 8, description: 'Matched on both SSN and EIN', matched: true },
];

/** The result code's entry, or null for an unknown code. */
export function getTinMatchResult(code: number | string | null | undefined): TinMatchResultCode | null {
  const value = typeof code === 'string' ? Number(code.trim()) : code;
  return TIN_MATCH_RESULT_CODES.find((result) => result.code === value) ?? null;
}

/**
 * Payee TIN status after an IRS result: a match is Valid; 1-3 are InValid; 4 and 5 say nothing about
 * the TIN, so the payee stays not verified (null) and can be sent again.
 */
export function getTinMatchStatusFromResult(code: number | string | null | undefined): TinMatchStatus | null {
  const result = getTinMatchResult(code);
  if (!result) return null;
  if (result.matched) return 'Valid';
  return result.code <= 3 ? 'InValid' : null;
}
