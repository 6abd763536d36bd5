import {
  getSuggestedTopUpCents,
  hasEnoughFunds,
  type Invoice,
  type SeasonCalendar,
  type SeasonWarning,
  type Service,
  SUBMISSION_NEEDS_MESSAGES,
} from '@file1099/forms';

/** The submit wizard's texts: the spec's words where it gives them (part 2 §5 and §8), ours otherwise. */
export const SUBMIT_MESSAGES = {
  filingsHaveErrors: SUBMISSION_NEEDS_MESSAGES.filingsHaveErrors,
  filingsHaveWarnings:
    'Some of the filings you are submitting have warnings. Please review and fix them, or click Ignore to submit them as they are.',
  ignoreWarnings: 'Ignore warnings and submit anyways',
  selectAtLeastOne: SUBMISSION_NEEDS_MESSAGES.selectAtLeastOne,
  noFederal: SUBMISSION_NEEDS_MESSAGES.noFederal,
  validateFailed: 'Error validating forms',
  submitFailed: 'Failed to submit filings..',
  notEnoughFunds:
    "Your available funds don't cover this order. Click 'Add Funds' to add the difference, then pay.",
  emailNotConfirmed: SUBMISSION_NEEDS_MESSAGES.emailNotConfirmed,
  acknowledgeAll: 'Please check each acknowledgement to continue.',
  acknowledgeTin: 'Please authorize the TIN verification to continue.',
  totalChanged: 'The order total changed. Please review the new order below and pay again.',
} as const;

/** The acknowledgements the user checks before paying (spec part 2 §5: agreement checkboxes). */
export const ACKNOWLEDGEMENTS = [
  'I have reviewed the payer, the payees and the filings; the information is correct and complete.',
  'I understand that submitted filings cannot be changed; a change needs a correction filing.',
  'I agree that the order total is taken from my available funds when I submit.',
] as const;

export const TIN_AUTHORIZATION =
  "I authorize File1099 to check my payees' names and TINs with the IRS TIN Matching program on my behalf.";

/** Per filing what `validateFilings` answered (errors block; warnings need the user's confirmation). */
export interface FilingCheck {
  id: number;
  errors: readonly { message: string }[];
  warnings: readonly { message: string }[];
}

export type ValidationOutcome =
  { kind: 'ok' } | { kind: 'errors'; filingIds: number[] } | { kind: 'warnings'; filingIds: number[] };

/** What a validation run means for the wizard: any error blocks, warnings alone ask for confirmation. */
export function getValidationOutcome(checks: readonly FilingCheck[]): ValidationOutcome {
  const withErrors = checks.filter((check) => check.errors.length > 0).map((check) => check.id);
  if (withErrors.length > 0) return { kind: 'errors', filingIds: withErrors };
  const withWarnings = checks.filter((check) => check.warnings.length > 0).map((check) => check.id);
  if (withWarnings.length > 0) return { kind: 'warnings', filingIds: withWarnings };
  return { kind: 'ok' };
}

/** Units of a service this order charges for (ordered and not paid before). */
export function getOrderedQuantity(invoice: Invoice, service: Service): number {
  return invoice.serviceItems
    .filter((item) => item.service === service)
    .reduce((total, item) => total + Math.max(0, item.quantity - item.alreadyPaid), 0);
}

/** The TIN authorisation is asked for only when the order verifies TINs (spec part 2 §5). */
export function needsTinAuthorization(invoice: Invoice): boolean {
  return getOrderedQuantity(invoice, 'TIN_MATCH') > 0;
}

export interface PayState {
  invoice: Invoice;
  availableCents: number;
  emailConfirmed: boolean;
  acknowledged: readonly boolean[];
  tinAuthorized: boolean;
}

export type PayBlocker =
  | { kind: 'email'; message: string }
  | { kind: 'funds'; message: string; suggestedTopUpCents: number }
  | { kind: 'acknowledge'; message: string }
  | { kind: 'tin'; message: string };

/**
 * Why the order cannot be paid and submitted yet, first reason first: a confirmed e-mail, funds that
 * cover the total (the Add Funds dialog opens with the suggested top-up), every acknowledgement, and
 * the TIN authorisation when TINs are verified. Null when nothing holds it back.
 */
export function getPayBlocker(state: PayState): PayBlocker | null {
  if (!state.emailConfirmed) return { kind: 'email', message: SUBMIT_MESSAGES.emailNotConfirmed };
  const total = state.invoice.totalAmount;
  if (!hasEnoughFunds(total, state.availableCents))
    return {
      kind: 'funds',
      message: SUBMIT_MESSAGES.notEnoughFunds,
      suggestedTopUpCents: getSuggestedTopUpCents(total, state.availableCents),
    };
  if (state.acknowledged.length < ACKNOWLEDGEMENTS.length || state.acknowledged.some((checked) => !checked))
    return { kind: 'acknowledge', message: SUBMIT_MESSAGES.acknowledgeAll };
  if (needsTinAuthorization(state.invoice) && !state.tinAuthorized)
    return { kind: 'tin', message: SUBMIT_MESSAGES.acknowledgeTin };
  return null;
}

const FEDERAL_WARNINGS: ReadonlySet<SeasonWarning['code']> = new Set([
  'IRS_DOWN',
  'FEDERAL_MAY_BE_LATE',
  'FEDERAL_WILL_BE_LATE',
]);
const PRINT_WARNINGS: ReadonlySet<SeasonWarning['code']> = new Set(['PRINT_MAY_MISS', 'PRINT_WILL_MISS']);

/** The season's warnings that concern this order: federal ones when it e-files, print ones when it mails. */
export function getOrderWarnings(calendar: SeasonCalendar, invoice: Invoice): SeasonWarning[] {
  const files = getOrderedQuantity(invoice, 'FED_EFILE') > 0;
  const mails = getOrderedQuantity(invoice, 'RECIPIENT_PRINT_DELIVERY') > 0;
  return calendar.warnings.filter(
    (warning) => (FEDERAL_WARNINGS.has(warning.code) && files) || (PRINT_WARNINGS.has(warning.code) && mails),
  );
}

/** The services a submission bought (what was debited plus what an earlier payment covered). */
function getSubmittedServices(invoice: Invoice): Set<Service> {
  return new Set(invoice.serviceItems.filter((item) => item.quantity > 0).map((item) => item.service));
}

/**
 * 'What happens next' on the Congratulations page (spec part 2 §9): federal and state transmission
 * within 12-24 hours (or once the IRS opens), TIN checks within a couple of hours, print and e-mail
 * copies, and where to follow it all.
 */
export function getNextSteps(invoice: Invoice, calendar: SeasonCalendar): string[] {
  const services = getSubmittedServices(invoice);
  const steps: string[] = [];
  if (services.has('TIN_MATCH'))
    steps.push(
      "Your payees' TINs are checked with the IRS within a couple of hours. Filings with a TIN check wait for its result before they go to the IRS (in the last 2 days of January they go to the IRS before the TIN check).",
    );
  if (services.has('FED_EFILE'))
    steps.push(
      calendar.isIrsDown
        ? `The IRS is not accepting e-filed returns right now: your filings go to the IRS on or after ${calendar.irsReopensOn}, within 12-24 hours of its opening.`
        : 'Your federal filings are transmitted to the IRS within 12-24 hours.',
    );
  if (services.has('STATE_CFSF') || services.has('STATE_EFILE'))
    steps.push(
      'Your state filings are transmitted within 12-24 hours; combined federal/state filings go to the state through the IRS.',
    );
  if (services.has('RECIPIENT_PRINT_DELIVERY'))
    steps.push(
      `Recipient copies are printed and mailed once the federal filing is transmitted; each copy's expected delivery date shows on the Processing tab when it is mailed. The postmark deadline is ${calendar.postmarkDeadline}.`,
    );
  if (services.has('RECIPIENT_EMAIL_DELIVERY'))
    steps.push(
      'Payees with an e-mail address receive a link to their copy once the federal filing is transmitted.',
    );
  steps.push('You can follow every filing on the Processing tab of the Filings page, with its status.');
  return steps;
}
