import { SquareClient, SquareEnvironment, SquareError, SquareTimeoutError, type Square } from 'square';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';
import type { SquareSettings } from './payment-settings.ts';
import { PROVIDER_MESSAGES, checkChargeRequest, messageForSquareCodes } from './provider-messages.ts';

/**
 * Card payments through Square's Payments API with the official `square` SDK (docs/payments.md).
 * The browser tokenises the card (Square's card form, verification details with intent CHARGE); the
 * server creates the payment with the token, the amount in cents and the attempt's idempotency key.
 */
export interface SquareProviderOptions {
  /**
   * Seconds before a call is given up (outcome unknown, then reconciled). Square answers a payment
   * within seconds; 20 s leaves room for a slow issuer without holding the user for a minute.
   */
  timeoutSeconds?: number;
  /**
   * Retries on 408, 429 and 5xx. Safe for POSTs because every retry resends the same idempotency key
   * and Square answers a repeated key with the first result. Network errors and time-outs are not
   * retried by the SDK: they come back as "unknown" and the billing service reconciles.
   */
  maxRetries?: number;
}

/** How far back a reconciliation looks for a payment whose answer was lost. */
const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Square's reference_id holds up to 40 characters; longer keys are only replayed, not listed. */
const MAX_REFERENCE_ID = 40;
const MAX_NOTE = 500;
const MAX_REASON = 192;
/** Pages of ListPayments a reconciliation reads at most (100 payments each). */
const MAX_LIST_PAGES = 10;

export function createSquareClient(
  settings: SquareSettings,
  options: SquareProviderOptions = {},
): SquareClient {
  return new SquareClient({
    token: settings.accessToken,
    environment:
      settings.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
    // SQUARE_BASE_URL (a local fake of the sandbox) wins over the environment's host.
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    timeoutInSeconds: options.timeoutSeconds ?? 20,
    maxRetries: options.maxRetries ?? 2,
  });
}

function errorCodes(error: SquareError): string[] {
  return error.errors.map((entry) => String(entry.code));
}

/** A FAILED payment Square may send along with the errors (snake_case, as on the wire). */
function failedPaymentIn(error: SquareError): boolean {
  const body = error.body;
  if (!body || typeof body !== 'object' || !('payment' in body)) return false;
  const payment = (body as { payment?: { status?: unknown } }).payment;
  return payment?.status === 'FAILED';
}

/**
 * What an SDK failure means for the money. No status (network error, the SDK's string "timeout"),
 * a time-out, 408 or 5xx after the retries: the payment may exist → unknown. 429: nothing was done.
 * Any other 4xx: nothing was charged → declined, with the message of the first code we know.
 */
export function outcomeOfSquareError(error: unknown): ChargeResult {
  if (error instanceof SquareTimeoutError || !(error instanceof SquareError))
    return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  const status = error.statusCode;
  if (status === undefined || status === 408 || status >= 500)
    return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  const codes = errorCodes(error);
  // The key was used before with other data: a payment may exist under it, so nothing is certain.
  if (codes.includes('IDEMPOTENCY_KEY_REUSED') && !failedPaymentIn(error))
    return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  if (status === 429) return { outcome: 'declined', message: PROVIDER_MESSAGES.busy };
  return { outcome: 'declined', message: messageForSquareCodes(codes) };
}

function outcomeOfPayment(payment: Square.Payment | undefined): ChargeResult {
  const id = payment?.id;
  if (!payment || !id) return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  switch (payment.status) {
    case 'COMPLETED': {
      const amount = payment.amountMoney?.amount;
      if (typeof amount !== 'bigint') return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
      const card = payment.cardDetails?.card;
      return {
        outcome: 'captured',
        paymentId: id,
        amountCents: Number(amount),
        source: 'card',
        brand: card?.cardBrand ? String(card.cardBrand) : null,
        last4: card?.last4 ?? null,
      };
    }
    case 'APPROVED':
    case 'PENDING':
      return { outcome: 'pending', paymentId: id };
    case 'FAILED':
    case 'CANCELED':
      return {
        outcome: 'declined',
        message: messageForSquareCodes(
          (payment.cardDetails?.errors ?? []).map((entry) => String(entry.code)),
        ),
      };
    default:
      return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  }
}

function paymentRequest(settings: SquareSettings, request: ChargeRequest): Square.CreatePaymentRequest {
  return {
    sourceId: request.nonce ?? '',
    idempotencyKey: request.idempotencyKey,
    amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
    autocomplete: true,
    locationId: settings.locationId,
    ...(request.idempotencyKey.length <= MAX_REFERENCE_ID ? { referenceId: request.idempotencyKey } : {}),
    ...(request.buyerId ? { verificationToken: request.buyerId } : {}),
    note: request.description.slice(0, MAX_NOTE),
  };
}

export function createSquareProvider(
  settings: SquareSettings,
  options: SquareProviderOptions = {},
): PaymentProvider {
  const client = createSquareClient(settings, options);

  async function create(request: ChargeRequest): Promise<ChargeResult> {
    const invalid = checkChargeRequest(request);
    if (invalid) return { outcome: 'declined', message: invalid };
    if (!request.nonce) return { outcome: 'declined', message: 'Please enter the card details.' };
    try {
      const response = await client.payments.create(paymentRequest(settings, request));
      return outcomeOfPayment(response.payment);
    } catch (error) {
      return outcomeOfSquareError(error);
    }
  }

  /** The payment Square holds under this attempt's reference id, by ListPayments of the amount. */
  async function findByReference(request: ChargeRequest): Promise<ChargeResult> {
    if (request.idempotencyKey.length > MAX_REFERENCE_ID)
      return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
    try {
      let page = await client.payments.list({
        beginTime: new Date(Date.now() - RECONCILE_WINDOW_MS).toISOString(),
        total: BigInt(request.amountCents),
        locationId: settings.locationId,
        limit: 100,
      });
      for (let pages = 1; pages <= MAX_LIST_PAGES; pages += 1) {
        const found = page.data.find((payment) => payment.referenceId === request.idempotencyKey);
        if (found) return outcomeOfPayment(found);
        if (!page.hasNextPage()) break;
        page = await page.getNextPage();
      }
    } catch {
      // Whatever the look-up's failure, the charge's outcome is still not known.
    }
    // Not (yet) listed: Square's list is eventually consistent, so this stays unknown for a later look.
    return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
  }

  return {
    partner: 'square',
    source: 'card',
    charge: create,
    async reconcile(request) {
      // Square's documented path: resend the identical request with the same key; it answers with the
      // stored result and charges nothing again. Without the token, look the payment up instead.
      if (request.nonce) {
        const replayed = await create(request);
        if (replayed.outcome !== 'unknown') return replayed;
      }
      return findByReference(request);
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      const invalid = checkChargeRequest(request);
      if (invalid) return { outcome: 'declined', message: invalid };
      try {
        const { refund } = await client.refunds.refundPayment({
          idempotencyKey: request.idempotencyKey,
          paymentId: request.paymentId,
          amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
          reason: request.reason.slice(0, MAX_REASON),
        });
        if (!refund?.id) return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
        if (refund.status === 'COMPLETED') return { outcome: 'refunded', refundId: refund.id };
        if (refund.status === 'PENDING') return { outcome: 'pending', refundId: refund.id };
        return { outcome: 'declined', message: PROVIDER_MESSAGES.refundRefused };
      } catch (error) {
        const outcome = outcomeOfSquareError(error);
        if (outcome.outcome !== 'declined') return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
        const codes = error instanceof SquareError ? errorCodes(error) : [];
        if (codes.includes('REFUND_AMOUNT_INVALID'))
          return { outcome: 'declined', message: PROVIDER_MESSAGES.refundTooLarge };
        if (codes.includes('NOT_FOUND'))
          return { outcome: 'declined', message: PROVIDER_MESSAGES.refundNotFound };
        return { outcome: 'declined', message: PROVIDER_MESSAGES.refundRefused };
      }
    },
  };
}
