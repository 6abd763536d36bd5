import type { FilingStatus } from './filing-status.ts';

/**
 * State filing statuses (spec part 2 §4). None means no state submission yet. Filed is ours (the spec
 * names no end state for CFSF, a direct state e-file or a manual filing): the IRS forwards the record
 * (CFSF), or the payer files it (SelfFile); the description says which. System_Rejected is a direct
 * state eFile the operator rejected on the EFS screen, with the reason; Accepted is a direct state eFile
 * the operator recorded as accepted by the state there (docs/state-filing.md).
 */
export const STATE_FILING_STATUSES = [
  'None',
  'Submitted',
  'WaitingOnTINMatch',
  'Received',
  'Queued',
  'Processing',
  'ReadyForDownload',
  'Filed',
  'Accepted',
  'System_Rejected',
] as const;
export type StateFilingStatus = (typeof STATE_FILING_STATUSES)[number];

export const STATE_FILING_STATUS_GROUPS: Readonly<Record<StateFilingStatus, string>> = {
  None: 'Draft',
  Submitted: 'Processing',
  WaitingOnTINMatch: 'Processing',
  Received: 'Processing',
  Queued: 'Processing',
  Processing: 'Processing',
  ReadyForDownload: 'Ready for Download',
  Filed: 'Filed',
  Accepted: 'Accepted',
  System_Rejected: 'Rejected',
};

export const WAITING_FOR_FEDERAL_LABEL = 'Waiting for Federal eFile';

/**
 * Label of a state filing: a submitted state filing shows 'Waiting for Federal eFile' until the federal
 * status is Accepted (a state-only filing never waits); then Processing or Ready for Download. No
 * submission shows Draft.
 */
export function getStateFilingStatusLabel(
  stateStatus: StateFilingStatus | null | undefined,
  federalStatus: FilingStatus,
  /** A state-only filing (no federal transmission) waits for nothing federal. */
  stateOnly = false,
): string {
  const status = stateStatus ?? 'None';
  if (status !== 'None' && !stateOnly && federalStatus !== 'Accepted') return WAITING_FOR_FEDERAL_LABEL;
  return STATE_FILING_STATUS_GROUPS[status];
}

/** Self-e-file state files download only when ReadyForDownload and the IRS has the federal return. */
export function isStateFilingDownloadable(
  stateStatus: StateFilingStatus | null | undefined,
  federalStatus: FilingStatus,
): boolean {
  return (
    stateStatus === 'ReadyForDownload' && (federalStatus === 'Sent_To_Agency' || federalStatus === 'Accepted')
  );
}

/** How a state return is filed (spec part 2 §4). */
export const STATE_FILING_METHODS = ['CFSF', 'EFile', 'SelfEFile', 'SelfFile'] as const;
export type StateFilingMethod = (typeof STATE_FILING_METHODS)[number];

export const STATE_FILING_METHOD_LABELS: Readonly<Record<StateFilingMethod, string>> = {
  CFSF: 'Combined Federal/State Filing',
  EFile: 'Direct State eFile',
  SelfEFile: 'Self eFile',
  SelfFile: 'Manual',
};

export function isStateFilingMethod(value: unknown): value is StateFilingMethod {
  return typeof value === 'string' && (STATE_FILING_METHODS as readonly string[]).includes(value);
}
