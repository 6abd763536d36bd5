import { and, eq, ne, sql } from 'drizzle-orm';
import { calculateRefund, getPromoAmountCents, validatePromoCredit, validateRefund } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { domains } from '../accounts/accounts.table.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import { billingPayments, billingRefunds, type BillingTransactionRow } from './billing.table.ts';
import { CHARGE_MESSAGES } from './charge.service.ts';
import { addLedgerEntry, appendLedger, findTransaction, formatDollars, lockAccountFunds } from './ledger.ts';
import { isPaymentPartner } from './payment-partner.ts';

export const ADMIN_BILLING_MESSAGES = {
  promoWholeCents: 'The promo amount must be a whole number of cents above zero.',
  accountNotFound: 'Account not found',
  notAPayment: 'Only a payment can be refunded.',
  feeMismatch: (fee: number, refund: number) =>
    `The processing fee is ${formatDollars(fee)} and the refund ${formatDollars(refund)} for this amount. Please review the refund.`,
  moreThanRefundable: (left: number) =>
    `The refund is more than what remains refundable of this payment (${formatDollars(left)}).`,
  keyRequired: 'A refund needs an idempotency key of 1 to 100 characters.',
  keyReused: 'This refund key was already used for another refund.',
  refundUnknown:
    'The refund was sent, but the payment provider did not answer. Try again with the same refund.',
  noProvider: 'The payment provider that took this payment is not configured.',
} as const;

/** `addPromoCredits` (super admin): a PromoCredit row, 'Credit adjustment'; $10.00 when zero. */
export async function addPromoCredits(
  db: Db,
  input: { sandbox: boolean; userId: number; domainId: number; credits: number; description: string },
): Promise<BillingTransactionRow> {
  if (input.sandbox) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.sandboxCharge);
  const problems = validatePromoCredit(input.description, input.credits);
  if (problems[0]) throw new AppError('BAD_USER_INPUT', problems[0]);
  const amount = getPromoAmountCents(input.credits);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.promoWholeCents);
  const [domain] = await db.select({ id: domains.id }).from(domains).where(eq(domains.id, input.domainId));
  if (!domain) throw new AppError('NOT_FOUND', ADMIN_BILLING_MESSAGES.accountNotFound);
  return addLedgerEntry(db, input.domainId, {
    type: 'PromoCredit',
    amountCents: amount,
    description: input.description.trim(),
    userId: input.userId,
  });
}

export interface RefundInput {
  sandbox: boolean;
  userId: number;
  /** The PurchaseCredit ledger row. */
  transactionId: number;
  requestedAmount: number;
  processingFee: number;
  refundAmount: number;
  reason: string;
  idempotentKey: string;
}

/** What of a payment can still be refunded: its amount less refunds not declined. */
export async function getRefundableCents(db: Db, paymentId: number, amountCents: number): Promise<number> {
  const [row] = await db
    .select({ taken: sql<string>`coalesce(sum(${billingRefunds.requestedCents}), 0)` })
    .from(billingRefunds)
    .where(and(eq(billingRefunds.paymentId, paymentId), ne(billingRefunds.status, 'declined')));
  return amountCents - Number(row?.taken ?? 0);
}

/**
 * `requestRefund` (super admin): the fee recomputed here and compared with the form's; never more
 * than what remains refundable of the payment, nor than the account's funds. The requested amount
 * leaves the funds first (a Refund row), then the provider that took the payment returns the refund
 * amount; a decline puts the funds back with a second Refund row. One refund per key.
 */
export async function requestRefund(
  db: Db,
  payments: PaymentProviders,
  input: RefundInput,
): Promise<BillingTransactionRow> {
  if (input.sandbox) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.sandboxCharge);
  const key = input.idempotentKey.trim();
  if (key.length === 0 || key.length > 100)
    throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.keyRequired);
  const credit = await findTransaction(db, input.transactionId);
  if (!credit) throw new AppError('NOT_FOUND', 'Transaction not found');
  const [payment] = credit.paymentId
    ? await db.select().from(billingPayments).where(eq(billingPayments.id, credit.paymentId))
    : [];
  if (credit.transactionType !== 'PurchaseCredit' || !payment || payment.status !== 'captured')
    throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.notAPayment);
  const expected = calculateRefund(input.requestedAmount, payment.source === 'card' ? 'card' : 'other');
  const problems = validateRefund(expected, input.reason);
  if (!Number.isSafeInteger(input.requestedAmount)) problems.unshift(CHARGE_MESSAGES.wholeCents);
  if (problems[0]) throw new AppError('BAD_USER_INPUT', problems[0]);
  if (expected.processingFee !== input.processingFee || expected.refundAmount !== input.refundAmount)
    throw new AppError(
      'BAD_USER_INPUT',
      ADMIN_BILLING_MESSAGES.feeMismatch(expected.processingFee, expected.refundAmount),
      {
        details: { processingFee: expected.processingFee, refundAmount: expected.refundAmount },
      },
    );
  const provider = isPaymentPartner(payment.partner) ? payments.get(payment.partner) : undefined;
  if (!provider || !payment.providerPaymentId)
    throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.noProvider);

  const refund = await db.transaction(async (tx) => {
    const balance = await lockAccountFunds(tx, payment.domainId);
    const [existing] = await tx
      .select()
      .from(billingRefunds)
      .where(and(eq(billingRefunds.paymentId, payment.id), eq(billingRefunds.idempotencyKey, key)));
    if (existing) {
      if (existing.requestedCents !== input.requestedAmount)
        throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.keyReused);
      return existing;
    }
    const left = await getRefundableCents(tx, payment.id, payment.amountCents);
    if (input.requestedAmount > left)
      throw new AppError('BAD_USER_INPUT', ADMIN_BILLING_MESSAGES.moreThanRefundable(left));
    const row = await appendLedger(tx, payment.domainId, balance, {
      type: 'Refund',
      amountCents: -input.requestedAmount,
      description: `Refund: ${input.reason.trim()}`,
      userId: input.userId,
      paymentId: payment.id,
    });
    const [created] = await tx
      .insert(billingRefunds)
      .values({
        paymentId: payment.id,
        idempotencyKey: key,
        requestedCents: expected.requestedAmount,
        processingFeeCents: expected.processingFee,
        refundCents: expected.refundAmount,
        reason: input.reason.trim(),
        transactionId: row.id,
        userId: input.userId,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'The refund was not recorded');
    return created;
  });
  const ledgerRow = await findTransaction(db, refund.transactionId);
  if (!ledgerRow) throw new AppError('INTERNAL', 'The refund was not recorded');
  if (refund.status !== 'processing') {
    if (refund.status === 'declined')
      throw new AppError('BAD_USER_INPUT', refund.message ?? CHARGE_MESSAGES.orderFailed);
    return ledgerRow;
  }
  let result: Awaited<ReturnType<typeof provider.refund>>;
  try {
    result = await provider.refund({
      paymentId: payment.providerPaymentId,
      amountCents: refund.refundCents,
      idempotencyKey: `${payment.id}-${key}`.slice(0, 45),
      reason: refund.reason,
    });
  } catch {
    result = { outcome: 'unknown', message: ADMIN_BILLING_MESSAGES.refundUnknown };
  }
  if (result.outcome === 'unknown') throw new AppError('CONFLICT', ADMIN_BILLING_MESSAGES.refundUnknown);
  if (result.outcome === 'declined') {
    await db.transaction(async (tx) => {
      const balance = await lockAccountFunds(tx, payment.domainId);
      const [current] = await tx
        .select()
        .from(billingRefunds)
        .where(eq(billingRefunds.id, refund.id))
        .for('update');
      if (current?.status !== 'processing') return;
      await appendLedger(tx, payment.domainId, balance, {
        type: 'Refund',
        amountCents: refund.requestedCents,
        description: `Refund declined: ${result.message}`,
        userId: input.userId,
        paymentId: payment.id,
      });
      await tx
        .update(billingRefunds)
        .set({ status: 'declined', message: result.message })
        .where(eq(billingRefunds.id, refund.id));
    });
    throw new AppError('BAD_USER_INPUT', result.message);
  }
  await db
    .update(billingRefunds)
    .set({ status: 'refunded', providerRefundId: result.refundId })
    .where(and(eq(billingRefunds.id, refund.id), eq(billingRefunds.status, 'processing')));
  return ledgerRow;
}
