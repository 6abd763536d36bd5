/** Printed recipient copy statuses (spec part 1 §4, part 2 §4), in their order of progress. */
export const PRINT_STATUSES = [
  'None',
  'Submitted',
  'WaitingOnEfile',
  'Queued',
  'Mailing',
  'Mailed',
  'InTransit',
  'InLocalArea',
  'ProcessedForDelivery',
  'ReRouted',
  'ReturnedToSender',
  'Cancelled',
  'Errored',
] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

/** Spec: Mailing is shown 'Mailed'. The other labels are ours. */
export const PRINT_STATUS_LABELS: Readonly<Record<PrintStatus, string>> = {
  None: 'Not Requested',
  Submitted: 'Submitted',
  WaitingOnEfile: 'Waiting on eFile',
  Queued: 'Queued',
  Mailing: 'Mailed',
  Mailed: 'Mailed',
  InTransit: 'In Transit',
  InLocalArea: 'In Local Area',
  ProcessedForDelivery: 'Processed for Delivery',
  ReRouted: 'Re-Routed',
  ReturnedToSender: 'Returned to Sender',
  Cancelled: 'Cancelled',
  Errored: 'Errored',
};

/** E-mailed recipient copy statuses. */
export const EMAIL_STATUSES = [
  'None',
  'Submitted',
  'WaitingOnEfile',
  'Queued',
  'Emailed',
  'Bounced',
  'Cancelled',
  'Errored',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = {
  None: 'Not Requested',
  Submitted: 'Submitted',
  WaitingOnEfile: 'Waiting on eFile',
  Queued: 'Queued',
  Emailed: 'Emailed',
  Bounced: 'Bounced',
  Cancelled: 'Cancelled',
  Errored: 'Errored',
};

/** Print details (tracking, expected delivery) show only past Queued (spec part 2 §4). */
export function isPrintDetailVisible(status: PrintStatus | null | undefined): boolean {
  return PRINT_STATUSES.indexOf(status ?? 'None') > PRINT_STATUSES.indexOf('Queued');
}

/** E-mail details likewise show only once the copy has left the queue. */
export function isEmailDetailVisible(status: EmailStatus | null | undefined): boolean {
  return EMAIL_STATUSES.indexOf(status ?? 'None') > EMAIL_STATUSES.indexOf('Queued');
}

export function getPrintStatusLabel(status: PrintStatus | null | undefined): string {
  return PRINT_STATUS_LABELS[status ?? 'None'];
}

export function getEmailStatusLabel(status: EmailStatus | null | undefined): string {
  return EMAIL_STATUS_LABELS[status ?? 'None'];
}

/** Back-office filters: print statuses an admin works with, default WaitingOnEfile; Mailing is "mark as printing". */
export const ADMIN_PRINT_STATUSES: readonly { status: PrintStatus; label: string }[] = [
  { status: 'WaitingOnEfile', label: 'Waiting on eFile' },
  { status: 'Mailing', label: 'Mark as Printing' },
  { status: 'Mailed', label: 'Mailed' },
  { status: 'Queued', label: 'Queued' },
  { status: 'ReturnedToSender', label: 'Returned to Sender' },
];
export const ADMIN_DEFAULT_PRINT_STATUS: PrintStatus = 'WaitingOnEfile';
export const ADMIN_DEFAULT_EMAIL_STATUS: EmailStatus = 'WaitingOnEfile';
/** Default year of the print and e-mail request filters (spec part 2 §9). */
export const ADMIN_DEFAULT_REQUEST_YEAR = 2023;

/** Print ETA: expected delivery plus 8 hours (spec part 2 §9). Takes and returns epoch milliseconds. */
export function getPrintEtaMs(expectedDeliveryMs: number): number {
  return expectedDeliveryMs + 8 * 60 * 60 * 1000;
}
