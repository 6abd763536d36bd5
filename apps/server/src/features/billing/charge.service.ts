import { and, eq } from 'drizzle-orm';
import { getChargeLimitError, PAYMENT_MESSAGES } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { domains } from '../accounts/accounts.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentPartner,
  PaymentProvider,
  PaymentSource,
} from '../payments/payment-provider.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import { billingPayments, type BillingPaymentRow, type BillingTransactionRow } from './billing.table.ts';
import { appendLedger, findTransaction, lockAccountFunds } from './ledger.ts';

export const CHARGE_MESSAGES = {
  ...PAYMENT_MESSAGES,
  wholeCents: 'The charge amount must be a whole number of cents.',
  notPositive: 'Charge Amount must be greater than zero',
  noProvider: 'This payment method is not available.',
  keyRequired: 'A payment needs an idempotency key of 1 to 100 characters.',
  keyReused: 'This payment key was already used for another payment.',
  pending: 'The payment is being reviewed by the payment provider. The funds are added once it is approved.',
  descriptionTooLong: 'The charge description is at most 500 characters.',
} as const;

/** The durable job that settles payments whose outcome was lost or held (docs/billing.md). */
export const RECONCILE_JOB_KIND = 'billing.reconcile';
/** When the job looks first; a retryable failure backs off from there (features/jobs). */
export const RECONCILE_DELAY_MS = 60_000;

export interface ChargeInput {
  domainId: number;
  userId: number | null;
  amount: number;
  chargeDesc: string;
  paymentPartner: PaymentPartner;
  paymentSource: PaymentSource;
  nonce: string | null;
  buyerId: string | null;
  idempotencyKey: string;
  orderId: string | null;
}

export interface ChargeDeps {
  db: Db;
  payments: PaymentProviders;
  encryptor: Encryptor;
  /** The `sandbox` config property. */
  sandbox: boolean;
}

/** Integer cents within the limits, or the message that says what is wrong. */
export function checkChargeAmount(amount: number): string | null {
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return CHARGE_MESSAGES.wholeCents;
  if (amount <= 0) return CHARGE_MESSAGES.notPositive;
  return getChargeLimitError(amount);
}

async function requireChargeable(deps: ChargeDeps, domainId: number): Promise<void> {
  if (deps.sandbox) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.sandboxCharge);
  const [domain] = await deps.db
    .select({ isTestAccount: domains.isTestAccount })
    .from(domains)
    .where(eq(domains.id, domainId));
  if (!domain) throw new AppError('NOT_FOUND', 'Account not found');
  if (domain.isTestAccount) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.sandboxCharge);
}

function sealRequest(encryptor: Encryptor, input: Pick<ChargeInput, 'nonce' | 'buyerId'>): string {
  return encryptor.encrypt(JSON.stringify({ nonce: input.nonce, buyerId: input.buyerId }));
}

/** The provider request of a stored payment, for reconcile: the same key, amount and card token. */
export function toChargeRequest(encryptor: Encryptor, payment: BillingPaymentRow): ChargeRequest {
  let secret: { nonce: string | null; buyerId: string | null } = { nonce: null, buyerId: null };
  if (payment.sealedRequest) {
    const parsed = JSON.parse(encryptor.decrypt(payment.sealedRequest)) as Partial<typeof secret>;
    secret = { nonce: parsed.nonce ?? null, buyerId: parsed.buyerId ?? null };
  }
  return {
    amountCents: payment.amountCents,
    description: payment.description,
    idempotencyKey: payment.idempotencyKey,
    nonce: secret.nonce,
    buyerId: secret.buyerId,
    orderId: payment.orderId,
  };
}

/**
 * Records a provider's answer for a payment, once: a capture credits the account (PurchaseCredit)
 * under the account's funds lock and the payment's row lock, so a retry, a second tab or the job
 * that settles it later finds it credited and credits nothing.
 */
export async function settlePayment(
  db: Db,
  paymentId: number,
  result: ChargeResult,
): Promise<{ payment: BillingPaymentRow; transaction: BillingTransactionRow | undefined }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingPayments).where(eq(billingPayments.id, paymentId));
    if (!before) throw new AppError('NOT_FOUND', 'Payment not found');
    const balance = await lockAccountFunds(tx, before.domainId);
    const [payment] = await tx
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.id, paymentId))
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    if (payment.status === 'captured' || payment.status === 'declined')
      return {
        payment,
        transaction: payment.transactionId ? await findTransaction(tx, payment.transactionId) : undefined,
      };
    const now = new Date();
    if (result.outcome === 'captured') {
      const transaction = await appendLedger(tx, payment.domainId, balance, {
        type: 'PurchaseCredit',
        amountCents: result.amountCents,
        description: payment.description,
        userId: payment.userId,
        paymentId: payment.id,
      });
      const [updated] = await tx
        .update(billingPayments)
        .set({
          status: 'captured',
          providerPaymentId: result.paymentId,
          source: result.source,
          brand: result.brand,
          last4: result.last4,
          transactionId: transaction.id,
          sealedRequest: null,
          message: null,
          updatedAt: now,
        })
        .where(eq(billingPayments.id, payment.id))
        .returning();
      return { payment: updated ?? payment, transaction };
    }
    const set =
      result.outcome === 'declined'
        ? { status: 'declined' as const, message: result.message, sealedRequest: null }
        : result.outcome === 'pending'
          ? { status: 'pending' as const, providerPaymentId: result.paymentId, message: null }
          : { status: 'unknown' as const, message: result.message };
    const [updated] = await tx
      .update(billingPayments)
      .set({ ...set, updatedAt: now })
      .where(eq(billingPayments.id, payment.id))
      .returning();
    return { payment: updated ?? payment, transaction: undefined };
  });
}

/** A provider that throws has given no answer: it is asked again later, never charged twice. */
async function ask(call: () => Promise<ChargeResult>): Promise<ChargeResult> {
  try {
    return await call();
  } catch {
    return { outcome: 'unknown', message: CHARGE_MESSAGES.orderFailed };
  }
}

function outcomeToAnswer(settled: Awaited<ReturnType<typeof settlePayment>>): BillingTransactionRow {
  const { payment, transaction } = settled;
  if (payment.status === 'captured' && transaction) return transaction;
  if (payment.status === 'declined')
    throw new AppError('BAD_USER_INPUT', payment.message ?? CHARGE_MESSAGES.orderFailed, {
      developerMessage: 'payment declined',
    });
  if (payment.status === 'pending')
    throw new AppError('CONFLICT', CHARGE_MESSAGES.pending, { developerMessage: 'payment pending' });
  throw new AppError('CONFLICT', CHARGE_MESSAGES.orderFailed, {
    developerMessage: 'payment outcome unknown',
  });
}

/**
 * `chargeWithNonce`: takes the money through the configured provider and credits the account once
 * per idempotency key. A repeat of a key (a retry, a double click, a second tab) never charges again:
 * it returns the credit, repeats the decline, or asks the provider what became of the first attempt.
 */
export async function chargeWithNonce(deps: ChargeDeps, input: ChargeInput): Promise<BillingTransactionRow> {
  const amountError = checkChargeAmount(input.amount);
  if (amountError)
    throw new AppError('BAD_USER_INPUT', amountError, { fieldMessages: { amount: amountError } });
  const key = input.idempotencyKey.trim();
  if (key.length === 0 || key.length > 100) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.keyRequired);
  if (input.chargeDesc.length > 500) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.descriptionTooLong);
  await requireChargeable(deps, input.domainId);
  const provider = deps.payments.get(input.paymentPartner);
  if (!provider) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.noProvider);
  const [created] = await deps.db
    .insert(billingPayments)
    .values({
      domainId: input.domainId,
      idempotencyKey: key,
      partner: input.paymentPartner,
      source: input.paymentSource,
      amountCents: input.amount,
      description: input.chargeDesc.trim() || 'Add Funds',
      orderId: input.orderId,
      sealedRequest: sealRequest(deps.encryptor, input),
      userId: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    // Settles it should this process stop before the answer is recorded.
    await enqueueJob(
      deps.db,
      RECONCILE_JOB_KIND,
      { paymentId: created.id },
      {
        domainId: input.domainId,
        runAt: new Date(Date.now() + RECONCILE_DELAY_MS),
        maxAttempts: 20,
      },
    );
    const result = await ask(() => provider.charge(toChargeRequest(deps.encryptor, created)));
    return outcomeToAnswer(await settlePayment(deps.db, created.id, result));
  }
  const [existing] = await deps.db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.domainId, input.domainId), eq(billingPayments.idempotencyKey, key)));
  if (!existing) throw new AppError('INTERNAL', CHARGE_MESSAGES.orderFailed);
  if (existing.amountCents !== input.amount || existing.partner !== input.paymentPartner)
    throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.keyReused);
  return outcomeToAnswer(await reconcilePayment(deps, existing, provider));
}

/** Asks the provider what became of an unsettled payment and records the answer. */
export async function reconcilePayment(
  deps: Pick<ChargeDeps, 'db' | 'encryptor'>,
  payment: BillingPaymentRow,
  provider: PaymentProvider,
): Promise<Awaited<ReturnType<typeof settlePayment>>> {
  if (payment.status === 'captured' || payment.status === 'declined')
    return {
      payment,
      transaction: payment.transactionId ? await findTransaction(deps.db, payment.transactionId) : undefined,
    };
  const result = await ask(() => provider.reconcile(toChargeRequest(deps.encryptor, payment)));
  return settlePayment(deps.db, payment.id, result);
}

/** `createPaymentOrder`: the PayPal order the buyer approves before chargeWithNonce captures it. */
export async function createPaymentOrder(
  deps: ChargeDeps,
  input: { domainId: number; amount: number; chargeDesc: string; requestId: string },
): Promise<string> {
  const amountError = checkChargeAmount(input.amount);
  if (amountError)
    throw new AppError('BAD_USER_INPUT', amountError, { fieldMessages: { amount: amountError } });
  await requireChargeable(deps, input.domainId);
  const provider = deps.payments.get('paypal');
  if (!provider?.createOrder) throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.noProvider);
  try {
    return await provider.createOrder({
      amountCents: input.amount,
      description: input.chargeDesc.trim().slice(0, 127) || 'Add Funds',
      requestId: input.requestId,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_USER_INPUT', CHARGE_MESSAGES.orderFailed, { cause: error });
  }
}
