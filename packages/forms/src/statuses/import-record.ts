/** Import record statuses (spec part 2 §4); on abort every remaining record becomes Aborted. */
export const IMPORT_RECORD_STATUSES = ['Added', 'Updated', 'Skipped', 'Aborted', 'Errored'] as const;
export type ImportRecordStatus = (typeof IMPORT_RECORD_STATUSES)[number];

export const NOT_APPLICABLE_LABEL = 'Not Applicable';

/** The record status label; any other value shows as not applicable. */
export function getImportRecordStatusLabel(status: string | null | undefined): string {
  const known = typeof status === 'string' && (IMPORT_RECORD_STATUSES as readonly string[]).includes(status);
  return known ? status : NOT_APPLICABLE_LABEL;
}

/** Import processing states. */
export const IMPORT_PROCESSING_STATES = ['NotStarted', 'Processing', 'Processed'] as const;
export type ImportProcessingState = (typeof IMPORT_PROCESSING_STATES)[number];

/** Why an import skips a record (spec part 2 §4 and §5), word for word. */
export const IMPORT_SKIP_MESSAGES = {
  noBoxAmounts: 'There are no box amounts.',
  notA1099Vendor: 'Not a 1099 Vendor',
  noPayments: 'No payments',
  belowThreshold: 'Amount below threshold',
  alreadySubmitted:
    'You have already submitted this filing. Please create a correction filing if you need to make changes to already submitted filing.',
} as const;

/** Conflict answers in the import dialog. */
export const IMPORT_CONFLICT_ACTIONS = ['Stop', 'Skip', 'AddAsDuplicate', 'Overwrite'] as const;
export type ImportConflictAction = (typeof IMPORT_CONFLICT_ACTIONS)[number];
