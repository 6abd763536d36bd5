import {
  BILLING_TRANSACTION_TYPE_LABELS,
  calculateRefund,
  formatCentsAsDecimal,
  getPromoAmountCents,
  PACIFIC_TIME_ZONE,
  parseMoneyToCents,
  validatePromoCredit,
  validateRefund,
  type RefundCalculation,
} from '@file1099/forms';

/** The ledger's row types: the spec's four (part 2 §3) and our refunds. */
export const TRANSACTION_TYPE_LABELS = { ...BILLING_TRANSACTION_TYPE_LABELS, Refund: 'Refund' } as const;
export type TransactionType = keyof typeof TRANSACTION_TYPE_LABELS;

export function getTransactionTypeLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_TYPE_LABELS, type)
    ? TRANSACTION_TYPE_LABELS[type as TransactionType]
    : type;
}

/**
 * The time zone the transaction list shows its dates in (spec part 2 §2: "dates in a fixed time zone";
 * §9: converted to a configured time zone). The app's one configured zone is the season's Pacific time.
 */
export const BILLING_TIME_ZONE = PACIFIC_TIME_ZONE;

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** MM/DD/YYYY of an instant, in the billing time zone; the text as it came when it is not a date. */
export function formatTransactionDate(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : DATE_FORMAT.format(date);
}

/** Newest first: rows sorted by id descending (spec part 2 §2). */
export function sortTransactions<T extends { id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.id - a.id);
}

/** The receipt (PDF) and CSV export of the billing feature (session-authenticated REST paths). */
export const BILLING_CSV_URL = '/rs/api/billing/transactions.csv';
export const getReceiptUrl = (transactionId: number) => `/rs/api/billing/receipts/${transactionId}.pdf`;

export const BILLING_MESSAGES = {
  refundTooLarge: (refundableCents: number) =>
    `Refund requested amount can not be more than $${formatCentsAsDecimal(refundableCents)}, what remains refundable of this payment.`,
  promoAdded: 'Added promo funds',
  refundIssued: 'Issued the refund',
  promoFailed: 'Failed to add promo funds',
  refundFailed: 'Failed to issue the refund',
} as const;

/** A text amount as cents for the billing forms; null when it is blank or not an amount. */
export function readAmountCents(text: string): number | null {
  const parsed = parseMoneyToCents(text);
  return parsed.ok ? parsed.cents : null;
}

export interface RefundForm {
  calculation: RefundCalculation;
  messages: string[];
}

/**
 * The Issue Refund form's figures and messages (spec part 2 §5, §9): fee and refund recomputed from the
 * requested amount with the card or the other fee, never more than what remains refundable.
 */
export function getRefundForm(input: {
  requestedText: string;
  reason: string;
  paymentSource: string | null | undefined;
  refundableCents: number;
}): RefundForm {
  const requested = readAmountCents(input.requestedText) ?? 0;
  const calculation = calculateRefund(requested, input.paymentSource === 'card' ? 'card' : 'other');
  const messages = validateRefund(calculation, input.reason);
  if (requested > input.refundableCents)
    messages.push(BILLING_MESSAGES.refundTooLarge(input.refundableCents));
  return { calculation, messages };
}

export interface PromoForm {
  credits: number;
  messages: string[];
}

/** The Add Promo Funds form (spec part 2 §5): a description, the amount or $10.00 when blank or zero. */
export function getPromoForm(input: { amountText: string; description: string }): PromoForm {
  const parsed = parseMoneyToCents(input.amountText, { negative: 'allow' });
  // Text that is not an amount counts as a negative one: 'Charge Amount is required'.
  const cents = parsed.ok ? parsed.cents : -1;
  return { credits: getPromoAmountCents(cents), messages: validatePromoCredit(input.description, cents) };
}
