import { applyRateToCents } from '../money/cents.ts';

/** Add Funds limits (spec part 2 §9): min $3.99, max $1000.00, default $100.00. */
export const MIN_CHARGE_CENTS = 399;
export const MAX_CHARGE_CENTS = 100_000;
export const DEFAULT_CHARGE_CENTS = 10_000;
/** Suggested top-up when nothing is short (spec part 2 §9). */
export const DEFAULT_TOP_UP_CENTS = 999;
/** Promo credit used when the amount is empty or zero. */
export const DEFAULT_PROMO_CENTS = 1_000;

/** Payment and refund texts, word for word (spec part 2 §5 and §8). */
export const PAYMENT_MESSAGES = {
  chargeGreaterThanZero: 'Charge Amount must be greater than zero',
  chargeAtLeastMin: 'Charge Amount must be at least $3.99',
  chargeLessThanMax: 'Charge Amount must be less than $1000.00',
  serverChargeBelowMin: 'Charge amount must be at least $3.99',
  serverChargeAboveMax: 'Charge amount is higher than max charge amount of $1000.00',
  sandboxCharge: 'Can not charge in a sandbox environment.',
  orderFailed: 'Unable to process the order. Please try again.',
  paymentCancelled: 'You have cancelled the payment.',
  captureFailed: 'Error capturing the payment.',
  promoAmountRequired: 'Charge Amount is required',
  refundRequestedGreaterThanZero: 'Refund requested amount must be greater than zero',
  refundGreaterThanZero: 'Refund amount must be greater than zero',
} as const;

/**
 * The Add Funds form's check (spec part 2 §5). The maximum itself is allowed: the server's message says
 * "higher than max charge amount of $1000.00", so only amounts above it fail.
 */
export function validateChargeAmount(amountCents: number | null | undefined): string | null {
  if (typeof amountCents !== 'number' || !(amountCents > 0)) return PAYMENT_MESSAGES.chargeGreaterThanZero;
  if (amountCents < MIN_CHARGE_CENTS) return PAYMENT_MESSAGES.chargeAtLeastMin;
  if (amountCents > MAX_CHARGE_CENTS) return PAYMENT_MESSAGES.chargeLessThanMax;
  return null;
}

/** The server's limit check (spec part 2 §8), for `chargeWithNonce`. */
export function getChargeLimitError(amountCents: number): string | null {
  if (amountCents < MIN_CHARGE_CENTS) return PAYMENT_MESSAGES.serverChargeBelowMin;
  if (amountCents > MAX_CHARGE_CENTS) return PAYMENT_MESSAGES.serverChargeAboveMax;
  return null;
}

/**
 * The amount the Add Funds dialog suggests: the shortfall of the available funds against the order, or
 * $9.99 when nothing is short. Kept within the charge limits so the suggestion can always be charged.
 */
export function getSuggestedTopUpCents(orderTotalCents: number, availableCents: number): number {
  const shortfall = orderTotalCents - availableCents;
  const suggestion = shortfall > 0 ? shortfall : DEFAULT_TOP_UP_CENTS;
  return Math.min(Math.max(suggestion, MIN_CHARGE_CENTS), MAX_CHARGE_CENTS);
}

/** Whether the funds cover the order (the payment button proceeds only then). */
export function hasEnoughFunds(orderTotalCents: number, availableCents: number): boolean {
  return availableCents >= orderTotalCents;
}

export type RefundPaymentSource = 'card' | 'other';

/** Processing fee: card 3.5% + $0.49, otherwise 3% + $0.30 (spec part 2 §9). */
const REFUND_FEES: Readonly<Record<RefundPaymentSource, { basisPoints: number; fixedCents: number }>> = {
  card: { basisPoints: 350, fixedCents: 49 },
  other: { basisPoints: 300, fixedCents: 30 },
};

export interface RefundCalculation {
  requestedAmount: number;
  processingFee: number;
  refundAmount: number;
}

/** Refund = requested − fee; the percentage rounds half up to the cent. Cents in and out. */
export function calculateRefund(
  requestedCents: number,
  paymentSource: RefundPaymentSource,
): RefundCalculation {
  const fee = REFUND_FEES[paymentSource];
  const processingFee = applyRateToCents(requestedCents, fee.basisPoints) + fee.fixedCents;
  return { requestedAmount: requestedCents, processingFee, refundAmount: requestedCents - processingFee };
}

/** The refund form (spec part 2 §5): a reason, a requested amount above zero, a refund above zero. */
export function validateRefund(refund: RefundCalculation, reason: string | null | undefined): string[] {
  const messages: string[] = [];
  if ((reason ?? '').trim() === '') messages.push('Reason is required');
  if (!(refund.requestedAmount > 0)) messages.push(PAYMENT_MESSAGES.refundRequestedGreaterThanZero);
  else if (!(refund.refundAmount > 0)) messages.push(PAYMENT_MESSAGES.refundGreaterThanZero);
  return messages;
}

/** Promo credit amount: $10.00 when empty or zero (spec part 2 §5). */
export function getPromoAmountCents(amountCents: number | null | undefined): number {
  return typeof amountCents === 'number' && amountCents !== 0 ? amountCents : DEFAULT_PROMO_CENTS;
}

/** The promo form: a description, and an amount that is not negative. */
export function validatePromoCredit(
  description: string | null | undefined,
  amountCents: number | null | undefined,
): string[] {
  const messages: string[] = [];
  if ((description ?? '').trim() === '') messages.push('Description is required');
  if (getPromoAmountCents(amountCents) < 0) messages.push(PAYMENT_MESSAGES.promoAmountRequired);
  return messages;
}
