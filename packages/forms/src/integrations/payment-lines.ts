/**
 * Payments read from a partner's books, as one neutral shape for every partner: money paid to a vendor
 * on a day, booked to an expense account. Cash basis (reference §0.2 rule 6): the payment's date
 * decides the year; a bill only splits its payment across accounts.
 */

/** Where the money came from. Card and PayPal payments are reported on Form 1099-K by the processor. */
export const FUNDING_KINDS = ['bank', 'card', 'paypal', 'other'] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number];

/** Excluded from 1099-NEC/MISC unless the user includes them (reference §0.2 rule 5). */
export const DEFAULT_EXCLUDED_FUNDING: ReadonlySet<FundingKind> = new Set(['card', 'paypal']);

export interface PartnerPaymentLine {
  /** The partner's transaction id (payment, check, expense), for the payment details. */
  transactionId: string;
  /** The partner's vendor id; null when the partner names none (shown as 'Unknown Vendor'). */
  vendorId: string | null;
  /** YYYY-MM-DD: the day the money was paid. */
  paidOn: string;
  /** The expense account the line is booked to; null, '' or '0' when the partner gives none. */
  accountId: string | null;
  /** Signed cents: a refund or vendor credit is negative. */
  amountCents: number;
  /** ISO 4217 code of the amount. */
  currency: string;
  funding: FundingKind;
  /** Why the line could not be read, in the user's words; the line is then Unknown. */
  error?: string;
  description?: string;
}

/** One line of a bill (or another accrual document) that a payment settles. */
export interface BillLine {
  accountId: string | null;
  amountCents: number;
}

export interface PaymentSplit {
  accountId: string | null;
  amountCents: number;
}

/** a / b rounded to the nearest whole number, halves away from zero; b is not 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absoluteA = a < 0n ? -a : a;
  const absoluteB = b < 0n ? -b : b;
  const rounded = (2n * absoluteA + absoluteB) / (2n * absoluteB);
  return negative ? -rounded : rounded;
}

/**
 * Splits a payment over the lines of the bill it pays, pro rata to the lines' amounts, in whole cents
 * that add up to the payment exactly: each line gets the rounded share of the running total minus what
 * the lines before it got, so no line is more than a cent from its exact share. A partial payment
 * splits the same way. A bill whose lines add up to nothing gives one line without an account.
 */
export function splitPaymentByBill(paymentCents: number, billLines: readonly BillLine[]): PaymentSplit[] {
  const total = billLines.reduce((sum, line) => sum + BigInt(line.amountCents), 0n);
  if (billLines.length === 0 || total === 0n) return [{ accountId: null, amountCents: paymentCents }];
  const payment = BigInt(paymentCents);
  let running = 0n;
  let given = 0n;
  return billLines.map((line) => {
    running += BigInt(line.amountCents);
    const upToHere = divideRounded(payment * running, total);
    const share = upToHere - given;
    given = upToHere;
    return { accountId: line.accountId, amountCents: Number(share) };
  });
}

/** Whether a line has no usable account (spec part 2 §4: a blank or '0' account is Unknown). */
export function hasNoAccount(line: Pick<PartnerPaymentLine, 'accountId'>): boolean {
  const id = line.accountId?.trim() ?? '';
  return id === '' || id === '0';
}
