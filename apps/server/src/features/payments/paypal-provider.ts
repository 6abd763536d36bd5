import {
  ApiError,
  CheckoutPaymentIntent,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Client,
  type Order,
} from '@paypal/paypal-server-sdk';
import { formatCentsAsDecimal, parseMoneyToCents } from '@file1099/forms';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';
import type { PayPalSettings } from './payment-settings.ts';
import { createPayPalClient, type PayPalClientOptions } from './paypal-client.ts';
import { PROVIDER_MESSAGES, checkChargeRequest } from './provider-messages.ts';

/**
 * PayPal checkout through Orders v2 with `@paypal/paypal-server-sdk` (docs/payments.md): the server
 * creates the order, the buyer approves it in PayPal's window, and `charge` captures it with the
 * attempt's idempotency key as PayPal-Request-Id. Only a COMPLETED capture of exactly the requested
 * amount is credited.
 */
const ORDER_ID = /^[A-Z0-9]{1,36}$/;
const MAX_DESCRIPTION = 127;
const MAX_NOTE_TO_PAYER = 255;

/** What PayPal said went wrong: the HTTP status and the issues of its error body. */
interface PayPalFailure {
  status: number;
  issues: string[];
}

function readFailure(error: unknown): PayPalFailure | null {
  if (!(error instanceof ApiError)) return null;
  const result: unknown = error.result;
  const details =
    result && typeof result === 'object' && 'details' in result && Array.isArray(result.details)
      ? (result.details as unknown[])
      : [];
  const issues = details.flatMap((detail) =>
    detail && typeof detail === 'object' && 'issue' in detail && typeof detail.issue === 'string'
      ? [detail.issue]
      : [],
  );
  return { status: error.statusCode, issues };
}

const unknown = (): ChargeResult => ({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
const captureFailed = (): ChargeResult => ({ outcome: 'declined', message: PROVIDER_MESSAGES.captureFailed });

export function createPayPalProvider(
  settings: PayPalSettings,
  options: PayPalClientOptions = {},
): PaymentProvider {
  let client: Client | null = null;
  const sdk = () => {
    client ??= createPayPalClient(settings, options);
    return { orders: new OrdersController(client), payments: new PaymentsController(client) };
  };
  /**
   * The SDK keeps a failed token request and rethrows it on every later call, and does not renew a
   * token PayPal refused: after such a failure the next call starts from a new client.
   */
  function forgetClientAfter(error: unknown): void {
    const failure = readFailure(error);
    if (!failure || failure.status === 401 || failure.status === 400) client = null;
  }

  /** The order PayPal answered, as a charge outcome for the amount we asked for. */
  async function outcomeOfOrder(order: Order, request: ChargeRequest): Promise<ChargeResult> {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (!capture?.id) return order.status === 'COMPLETED' ? unknown() : captureFailed();
    if (capture.status === 'PENDING') return { outcome: 'pending', paymentId: capture.id };
    if (capture.status !== 'COMPLETED') return captureFailed();
    const amount = capture.amount;
    const parsed = amount?.currencyCode === 'USD' ? parseMoneyToCents(amount.value) : null;
    const cents = parsed?.ok ? parsed.cents : null;
    if (cents !== request.amountCents) {
      // Not what the user asked for: give the money back rather than credit another amount.
      const refund = await refundCapture({
        paymentId: capture.id,
        amountCents: cents ?? 0,
        idempotencyKey: `${request.idempotencyKey}-amount-mismatch`,
        reason: 'The captured amount differs from the requested amount.',
        full: true,
      });
      return refund.outcome === 'refunded' || refund.outcome === 'pending' ? captureFailed() : unknown();
    }
    return {
      outcome: 'captured',
      paymentId: capture.id,
      amountCents: cents,
      source: 'paypal',
      brand: 'PayPal',
      last4: null,
    };
  }

  async function capture(request: ChargeRequest): Promise<ChargeResult> {
    const invalid = checkChargeRequest(request);
    if (invalid) return { outcome: 'declined', message: invalid };
    if (!request.orderId || !ORDER_ID.test(request.orderId))
      return { outcome: 'declined', message: PROVIDER_MESSAGES.orderFailed };
    try {
      const { result } = await sdk().orders.captureOrder({
        id: request.orderId,
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=representation',
      });
      return await outcomeOfOrder(result, request);
    } catch (error) {
      forgetClientAfter(error);
      const failure = readFailure(error);
      if (!failure || failure.status >= 500 || failure.status === 408 || failure.status === 409)
        return unknown();
      if (failure.status === 404 || failure.status === 401 || failure.status === 403)
        return { outcome: 'declined', message: PROVIDER_MESSAGES.orderFailed };
      // INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED (by another attempt, credited
      // under its own key), TRANSACTION_REFUSED…: the spec's capture message.
      return captureFailed();
    }
  }

  async function refundCapture(request: RefundRequest & { full?: boolean }): Promise<RefundResult> {
    try {
      const { result } = await sdk().payments.refundCapturedPayment({
        captureId: request.paymentId,
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=representation',
        body: {
          ...(request.full
            ? {}
            : { amount: { currencyCode: 'USD', value: formatCentsAsDecimal(request.amountCents) } }),
          noteToPayer: request.reason.slice(0, MAX_NOTE_TO_PAYER),
        },
      });
      if (!result.id) return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
      if (result.status === 'COMPLETED') return { outcome: 'refunded', refundId: result.id };
      if (result.status === 'PENDING') return { outcome: 'pending', refundId: result.id };
      return { outcome: 'declined', message: PROVIDER_MESSAGES.refundRefused };
    } catch (error) {
      forgetClientAfter(error);
      const failure = readFailure(error);
      if (!failure || failure.status >= 500 || failure.status === 408 || failure.status === 409)
        return { outcome: 'unknown', message: PROVIDER_MESSAGES.unknown };
      if (
        failure.issues.some(
          (issue) => issue === 'REFUND_AMOUNT_EXCEEDED' || issue === 'CAPTURE_FULLY_REFUNDED',
        )
      )
        return { outcome: 'declined', message: PROVIDER_MESSAGES.refundTooLarge };
      if (failure.status === 404) return { outcome: 'declined', message: PROVIDER_MESSAGES.refundNotFound };
      return { outcome: 'declined', message: PROVIDER_MESSAGES.refundRefused };
    }
  }

  return {
    partner: 'paypal',
    source: 'paypal',
    async createOrder({ amountCents, description, requestId }) {
      if (checkChargeRequest({ amountCents, idempotencyKey: requestId }))
        throw new Error(PROVIDER_MESSAGES.orderFailed);
      try {
        const { result } = await sdk().orders.createOrder({
          paypalRequestId: requestId,
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                amount: { currencyCode: 'USD', value: formatCentsAsDecimal(amountCents) },
                description: description.slice(0, MAX_DESCRIPTION),
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  userAction: PaypalExperienceUserAction.PayNow,
                },
              },
            },
          },
        });
        if (!result.id) throw new Error(PROVIDER_MESSAGES.orderFailed);
        return result.id;
      } catch (error) {
        forgetClientAfter(error);
        // The spec's words only; PayPal's own text and the SDK's message stay out of it.
        throw new Error(PROVIDER_MESSAGES.orderFailed, { cause: readFailure(error) ?? undefined });
      }
    },
    charge: capture,
    async reconcile(request) {
      if (!request.orderId || !ORDER_ID.test(request.orderId))
        return { outcome: 'declined', message: PROVIDER_MESSAGES.orderFailed };
      try {
        const { result } = await sdk().orders.getOrder({ id: request.orderId });
        // Approved but not captured: the capture never happened, so capture now with the same key.
        if (result.status === 'APPROVED') return await capture(request);
        if (result.status === 'COMPLETED') return await outcomeOfOrder(result, request);
        return captureFailed();
      } catch (error) {
        forgetClientAfter(error);
        const failure = readFailure(error);
        if (failure?.status === 404) return { outcome: 'declined', message: PROVIDER_MESSAGES.orderFailed };
        return unknown();
      }
    },
    refund(request) {
      const invalid = checkChargeRequest(request);
      if (invalid) return Promise.resolve({ outcome: 'declined', message: invalid });
      return refundCapture(request);
    },
  };
}
