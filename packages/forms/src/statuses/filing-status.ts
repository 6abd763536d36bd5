/** Filing statuses (spec part 2 §4). */
export const FILING_STATUSES = [
  'Draft',
  'Submitted',
  'WaitingOnTINMatch',
  'Received',
  'Queued',
  'Processing',
  'Sent_To_Agency',
  'Accepted',
  'System_Rejected',
  'Agency_Rejected',
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** 'Filed with IRS' is the spec's label for Sent_To_Agency; the others are ours. */
export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = {
  Draft: 'Draft',
  Submitted: 'Submitted',
  WaitingOnTINMatch: 'Waiting on TIN Match',
  Received: 'Received',
  Queued: 'Queued',
  Processing: 'Processing',
  Sent_To_Agency: 'Filed with IRS',
  Accepted: 'Accepted',
  System_Rejected: 'Rejected',
  Agency_Rejected: 'Rejected by IRS',
};

export const PROCESSING_STATUSES: readonly FilingStatus[] = [
  'Submitted',
  'WaitingOnTINMatch',
  'Received',
  'Queued',
  'Processing',
  'Sent_To_Agency',
];
export const REJECTED_STATUSES: readonly FilingStatus[] = ['System_Rejected', 'Agency_Rejected'];

export interface FilingTab {
  /** The `tab` query value: /file1099/filings?tab=0. */
  index: 0 | 1 | 2;
  label: string;
  /** Statuses listed in the tab. */
  listStatuses: readonly FilingStatus[];
  /** Statuses counted in the tab's badge. */
  countStatuses: readonly FilingStatus[];
}

const DRAFTS_TAB: FilingTab = {
  index: 0,
  label: 'Drafts',
  listStatuses: ['Draft'],
  countStatuses: ['Draft'],
};
const PROCESSING_TAB: FilingTab = {
  index: 1,
  label: 'Processing',
  listStatuses: [...PROCESSING_STATUSES, ...REJECTED_STATUSES],
  countStatuses: PROCESSING_STATUSES,
};
const ACCEPTED_TAB: FilingTab = {
  index: 2,
  label: 'Accepted',
  listStatuses: ['Accepted'],
  countStatuses: ['Accepted'],
};

/**
 * Filings tabs (spec part 2 §2 and §4): 0 Drafts, 1 Processing, 2 Accepted. Rejected filings are listed
 * in Processing, where the user sees them, but "excluded from the list's processing count".
 */
export const FILING_TABS: readonly [FilingTab, FilingTab, FilingTab] = [
  DRAFTS_TAB,
  PROCESSING_TAB,
  ACCEPTED_TAB,
];

export function isFilingStatus(value: unknown): value is FilingStatus {
  return typeof value === 'string' && (FILING_STATUSES as readonly string[]).includes(value);
}

export function getFilingStatusLabel(status: FilingStatus): string {
  return FILING_STATUS_LABELS[status];
}

/** The tab that lists a status. */
export function getFilingTab(status: FilingStatus): FilingTab {
  if (status === 'Draft') return DRAFTS_TAB;
  return status === 'Accepted' ? ACCEPTED_TAB : PROCESSING_TAB;
}

export type FilingStatusCounts = Readonly<Partial<Record<FilingStatus, number>>>;

function sumStatuses(counts: FilingStatusCounts, statuses: readonly FilingStatus[]): number {
  return statuses.reduce((total, status) => total + (counts[status] ?? 0), 0);
}

/** Badge counts of the three filings tabs, by tab index. */
export function countFilingsByTab(counts: FilingStatusCounts): [number, number, number] {
  return [
    sumStatuses(counts, DRAFTS_TAB.countStatuses),
    sumStatuses(counts, PROCESSING_TAB.countStatuses),
    sumStatuses(counts, ACCEPTED_TAB.countStatuses),
  ];
}

/** Dashboard cards (spec part 2 §2): anything not Draft or Accepted counts as processing. */
export function getDashboardCounts(counts: FilingStatusCounts): {
  draft: number;
  processing: number;
  accepted: number;
} {
  const others = FILING_STATUSES.filter((status) => status !== 'Draft' && status !== 'Accepted');
  return {
    draft: counts.Draft ?? 0,
    processing: sumStatuses(counts, others),
    accepted: counts.Accepted ?? 0,
  };
}

/** Only draft filings can be edited or deleted (spec part 2 §4). */
export function isFilingEditable(status: FilingStatus): boolean {
  return status === 'Draft';
}

/** 'Move to Draft Mode' returns a rejected filing to Draft so it can be fixed and submitted again. */
export function canMoveFilingToDraft(status: FilingStatus): boolean {
  return REJECTED_STATUSES.includes(status);
}

/** A correction can be made only of a filing the IRS has (Filed with IRS or Accepted). */
export function canCorrectFiling(status: FilingStatus): boolean {
  return status === 'Sent_To_Agency' || status === 'Accepted';
}

/** The filing summary report counts only these statuses (spec part 2 §2). */
export const REPORTED_STATUSES: readonly FilingStatus[] = ['Sent_To_Agency', 'Accepted'];
