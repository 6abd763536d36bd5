import { eq } from 'drizzle-orm';
import type { Encryptor } from '../../lib/encryption.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { isPaymentPartner } from './payment-partner.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import { billingPayments } from './billing.table.ts';
import { reconcilePayment } from './charge.service.ts';

/**
 * `billing.reconcile`: settles a payment whose answer was lost (a time-out, a stopped server) or that
 * the provider held for review. It asks the provider with the same request, never charges anew; while
 * the outcome is still open it fails retryably, and the queue asks again later with backoff.
 */
export function createReconcileJobHandler(services: {
  payments: PaymentProviders;
  encryptor: Encryptor;
}): JobHandler {
  return async (payload, { db }) => {
    const paymentId = (payload as { paymentId?: unknown }).paymentId;
    if (typeof paymentId !== 'number')
      throw new JobError('billing.reconcile needs a paymentId', { retryable: false });
    const [payment] = await db.select().from(billingPayments).where(eq(billingPayments.id, paymentId));
    if (!payment) return { skipped: true };
    if (payment.status === 'captured' || payment.status === 'declined') return { status: payment.status };
    const provider = isPaymentPartner(payment.partner) ? services.payments.get(payment.partner) : undefined;
    if (!provider)
      throw new JobError(`No ${payment.partner} provider is configured to settle payment ${payment.id}`, {
        retryable: true,
      });
    const settled = await reconcilePayment({ db, encryptor: services.encryptor }, payment, provider);
    if (settled.payment.status === 'captured' || settled.payment.status === 'declined')
      return { status: settled.payment.status };
    throw new JobError(`Payment ${payment.id} is still ${settled.payment.status}`, { retryable: true });
  };
}
