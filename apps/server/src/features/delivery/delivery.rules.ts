import type { EmailStatus } from '@file1099/forms';

/** The disclosures' version recorded with each consent (bump it when DISCLOSURES changes). */
export const DISCLOSURE_VERSION = '2026-11-v1';

/** Days an invitation link works. */
export const CONSENT_LINK_DAYS = 30;
/** Wrong TIN suffixes in a row before the statement page locks, and for how long. */
export const MAX_TIN_TRIES = 5;
export const LOCK_MINUTES = 30;

export const DELIVERY_MESSAGES = {
  linkInvalid: 'This link is not valid or has expired. Ask the sender for a new one.',
  linkUsed:
    'This link was already used. Your answer is recorded; the link in your statement e-mail lets you change it.',
  wrongCode:
    'The code does not match the one shown in the sample PDF. Open the sample again and copy the code.',
  statementGone: (until: string) =>
    `This statement was available online through ${until}. Ask the payer for a paper copy.`,
  wrongTin: (left: number) =>
    `The digits do not match our records. ${left} ${left === 1 ? 'try' : 'tries'} left before the page locks.`,
  locked: (minutes: number) =>
    `Too many wrong tries. The download is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tinFormat: 'Enter the last four digits of your taxpayer identification number.',
  notOrdered: 'E-mail delivery was not ordered and paid for this filing.',
  notSubmitted: 'Submit the filing first.',
} as const;

/** Why a copy went another way (the filing's emailStatusDesc). */
export const FALLBACK_REASONS = {
  noEmail: 'The recipient has no e-mail address.',
  declined: 'The recipient asked for a paper copy.',
  withdrawn: 'The recipient withdrew consent to electronic statements.',
  bounced: 'The e-mail notice bounced.',
  refused: "The recipient's mail server refused the e-mail address.",
  cancelled: 'E-mail delivery was cancelled.',
  tooLate: 'The online period of this statement (through October 15 of the following year) has ended.',
} as const;

export interface Disclosure {
  title: string;
  text: string;
}

/**
 * What the recipient reads before consenting (reference §G): paper unless they consent; scope and
 * duration; paper copy after consent; withdrawal; when electronic furnishing stops; contact updates;
 * hardware and software; until when the statement stays online.
 */
export function getDisclosures(payerName: string): Disclosure[] {
  return [
    {
      title: 'Paper unless you agree',
      text: `If you do not agree, ${payerName} sends your tax statements (Forms 1099) on paper by mail, as before.`,
    },
    {
      title: 'What your consent covers',
      text: `Your consent covers every Form 1099 ${payerName} furnishes to you through File1099, for this tax year and every later year, until you withdraw it.`,
    },
    {
      title: 'A paper copy after you agree',
      text: `You can still ask ${payerName} for a paper copy of any statement, at no charge; asking for one by mail or e-mail counts as withdrawing your consent for statements not yet furnished.`,
    },
    {
      title: 'How to withdraw',
      text: 'Withdraw at any time with the link in any statement e-mail, or by writing to the payer. It takes effect when received and does not affect statements already furnished electronically; later statements come on paper.',
    },
    {
      title: 'When electronic statements stop',
      text: `${payerName} stops furnishing statements electronically when you withdraw, when your e-mail bounces, or when you no longer receive payments from ${payerName}. Statements are then sent on paper.`,
    },
    {
      title: 'Keeping your contact information current',
      text: `Tell ${payerName} directly when your e-mail or mailing address changes. A new e-mail address needs a new consent.`,
    },
    {
      title: 'What you need',
      text: 'A device with a web browser connected to the internet, an e-mail account, and software that opens PDF files (such as a current web browser or Adobe Acrobat Reader) to view, print or save the statement.',
    },
    {
      title: 'How long a statement stays online',
      text: 'Each statement stays available to download through October 15 of the year after the tax year. Download or print it for your records.',
    },
  ];
}

/** The last moment a tax year's statement can be downloaded: the end of October 15 (Pacific) of the next year. */
export function statementExpiry(filingYear: number): Date {
  return new Date(Date.UTC(filingYear + 1, 9, 16, 7, 0, 0));
}

export function statementAvailableUntilLabel(filingYear: number): string {
  return `October 15, ${filingYear + 1}`;
}

/** Statuses that end e-mail delivery for a filing; delivery starts only again by send1099Form. */
export const FINAL_EMAIL_STATUSES: readonly EmailStatus[] = ['Emailed', 'Bounced', 'Cancelled', 'Errored'];

/** Statuses still waiting for consent or for the federal filing: a withdrawal sends these to paper. */
export const PENDING_EMAIL_STATUSES: readonly EmailStatus[] = ['Submitted', 'WaitingOnEfile', 'Queued'];

/** The statement is ready once the IRS accepted the federal filing, or at once when none was ordered. */
export function isStatementReady(filing: { status: string; fedSub: { selected: boolean } }): boolean {
  return !filing.fedSub.selected || filing.status === 'Accepted';
}
