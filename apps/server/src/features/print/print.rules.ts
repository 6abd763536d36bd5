import { checkMailingAddress, pickAddress, type AddressValues, type PrintStatus } from '@file1099/forms';

/**
 * The in-house mail room (docs/print-mail.md). A paid print copy waits on the IRS (WaitingOnEfile),
 * is Queued once the federal filing is accepted (or at once without one), is printed ('Mark as
 * Printing' sets Mailing, spec part 2 §4), Mailed, and may come back (ReturnedToSender).
 */

/** The statuses the back office sets with updatePrintRequests. */
export const SETTABLE_PRINT_STATUSES: readonly PrintStatus[] = [
  'Queued',
  'Mailing',
  'Mailed',
  'ReturnedToSender',
];

/** Statuses after the envelope left: only these can come back to the sender. */
export const MAILED_PRINT_STATUSES: readonly PrintStatus[] = [
  'Mailed',
  'InTransit',
  'InLocalArea',
  'ProcessedForDelivery',
  'ReRouted',
];

/** Where each settable status may be reached from (the same status again is a no-op). */
export const PRINT_MOVES: Readonly<Partial<Record<PrintStatus, readonly PrintStatus[]>>> = {
  // Printed again after a failed print run, a return (address fixed) or an address error.
  Queued: ['Mailing', 'ReturnedToSender', 'Errored'],
  Mailing: ['Queued'],
  Mailed: ['Mailing'],
  ReturnedToSender: MAILED_PRINT_STATUSES,
};

/** Days from the mail room's Mailed to the expected delivery (USPS First-Class: 1 to 5 days). */
export const MAIL_DELIVERY_DAYS = 5;

/** The most requests one page of the table holds and one update or mailing file takes. */
export const MAX_PRINT_REQUESTS = 1_000;
export const MAX_MAILING_PDF_REQUESTS = 200;

export const PRINT_MESSAGES = {
  notSettable: (status: string) =>
    `The print status cannot be set to ${status} here: choose Queued, Mailing (mark as printing), Mailed or ReturnedToSender.`,
  tooMany: `Update at most ${MAX_PRINT_REQUESTS} requests at once.`,
  notFound: 'Some of the selected requests were not found (paid print copies only).',
  illegalMove: (to: PrintStatus, rows: readonly { id: number; status: string }[]) => {
    const from = PRINT_MOVES[to] ?? [];
    const list = rows
      .slice(0, 5)
      .map((row) => `filing ${row.id} is ${row.status}`)
      .join(', ');
    const more = rows.length > 5 ? ` and ${rows.length - 5} more` : '';
    return `Only requests in ${from.join(', ')} can be set to ${to}: ${list}${more}. Nothing was changed.`;
  },
  noRequests: 'Select at least one request.',
  tooManyForPdf: `Download the mailing copies of at most ${MAX_MAILING_PDF_REQUESTS} requests at once.`,
  notPrintable: (rows: readonly { id: number; status: string }[]) =>
    `Only Queued requests and requests being printed (Mailing) have a mailing copy: ${rows
      .slice(0, 5)
      .map((row) => `filing ${row.id} is ${row.status}`)
      .join(', ')}${rows.length > 5 ? ` and ${rows.length - 5} more` : ''}.`,
  undeliverableInPdf: (rows: readonly { id: number; reasons: readonly string[] }[]) =>
    `Undeliverable address: ${rows
      .slice(0, 5)
      .map((row) => `filing ${row.id} (${row.reasons.join('; ')})`)
      .join(
        ', ',
      )}${rows.length > 5 ? ` and ${rows.length - 5} more` : ''}. Mark as Printing sets these aside as Errored.`,
} as const;

/** The printStatusDesc of each step (what the payer sees on the filings grid). */
export const PRINT_DESCRIPTIONS = {
  waitingOnEfile: 'Waiting for the IRS to accept the federal filing.',
  federalRejected:
    'The IRS rejected the federal filing; the copy is held until a corrected filing is accepted.',
  queued: 'The IRS accepted the federal filing; the copy is queued for printing.',
  queuedNoFederal: 'No federal filing was ordered; the copy is queued for printing.',
  printing: 'Being printed by the mail room.',
  mailed: 'Mailed by the mail room (USPS First-Class Mail).',
  returned: 'The envelope came back to the sender.',
  requeued: 'Queued again for printing by the back office.',
  undeliverable: (reasons: string) => `Undeliverable address: ${reasons}`,
} as const;

/** The federal filing decides when the copy may go: accepted, or none ordered. */
export function initialPrintStatus(filing: { status: string; fedSub: { selected: boolean } }): {
  status: PrintStatus;
  desc: string;
} {
  if (!filing.fedSub.selected) return { status: 'Queued', desc: PRINT_DESCRIPTIONS.queuedNoFederal };
  if (filing.status === 'Accepted') return { status: 'Queued', desc: PRINT_DESCRIPTIONS.queued };
  if (filing.status === 'Agency_Rejected' || filing.status === 'System_Rejected')
    return { status: 'WaitingOnEfile', desc: PRINT_DESCRIPTIONS.federalRejected };
  return { status: 'WaitingOnEfile', desc: PRINT_DESCRIPTIONS.waitingOnEfile };
}

/**
 * Whether the mail room can put the recipient's address on an envelope: the form package's mailing
 * address rule (a US address needs a street, city, valid state and ZIP; a foreign one a known country).
 * Returns the reasons, empty when deliverable.
 */
export function undeliverableReasons(address: AddressValues): string[] {
  return checkMailingAddress(pickAddress(address)).map((problem) => problem.message);
}
