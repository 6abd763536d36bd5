import { makeId } from '../lib/control.ts';

/**
 * The PayPal fake's in-memory Orders v2 and Payments v2 state (shared/reference/payments.md §4, §8.2).
 * Answers are PayPal's snake_case JSON; every Money has currency_code and value and every link href
 * and rel, which the real SDK insists on.
 */
export type Json = Record<string, unknown>;

export interface ApiAnswer {
  status: number;
  body: Json;
  headers?: Record<string, string>;
}

interface Order {
  id: string;
  status: string;
  intent: string;
  amountCents: number;
  description: string | undefined;
  customId: string | undefined;
  payerId: string | null;
  /** Set by the approve control: how the capture goes. */
  captureAs: 'COMPLETED' | 'PENDING' | 'DECLINED';
  captures: Capture[];
  createTime: string;
}

interface Capture {
  id: string;
  status: string;
  amountCents: number;
  refundedCents: number;
  orderId: string;
  customId: string | undefined;
  reason?: string;
}

interface Refund {
  id: string;
  status: string;
  amountCents: number;
  captureId: string;
}

/** '12.34' → 1234 with integer arithmetic; null when not a two-decimal USD amount. */
export function parseUsd(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match?.[1] || match[2] === undefined) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

export function usd(cents: number): Json {
  return {
    currency_code: 'USD',
    value: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}

export function paypalError(status: number, name: string, issue: string, description: string): ApiAnswer {
  const debugId = Math.random().toString(16).slice(2, 14);
  return {
    status,
    headers: { 'paypal-debug-id': debugId },
    body: {
      name,
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: debugId,
      details: [{ issue, description }],
      links: [
        {
          href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
  };
}

const unprocessable = (issue: string, description: string) =>
  paypalError(422, 'UNPROCESSABLE_ENTITY', issue, description);

export class PayPalState {
  readonly orders = new Map<string, Order>();
  readonly captures = new Map<string, Capture>();
  readonly refunds = new Map<string, Refund>();
  /** PayPal-Request-Id → the answer, replayed for a repeated request (per endpoint). */
  private readonly answered = new Map<string, ApiAnswer>();
  private counter = 0;

  constructor(private readonly baseUrl: () => string) {}

  private nextId(prefix: string): string {
    this.counter += 1;
    return makeId(prefix, this.counter).slice(0, 17);
  }

  /** Runs `work` once per request id and endpoint; a repeat gets the first answer. */
  once(endpoint: string, requestId: string | undefined, work: () => ApiAnswer): ApiAnswer {
    if (!requestId) return work();
    const key = `${endpoint} ${requestId}`;
    const earlier = this.answered.get(key);
    if (earlier) return earlier;
    const answer = work();
    if (answer.status < 500) this.answered.set(key, answer);
    return answer;
  }

  createOrder(rawBody: string): ApiAnswer {
    const body = JSON.parse(rawBody || '{}') as Json;
    const intent = body.intent;
    if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE')
      return paypalError(
        400,
        'INVALID_REQUEST',
        'INVALID_PARAMETER_VALUE',
        'intent must be CAPTURE or AUTHORIZE',
      );
    const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Json[]) : [];
    const unit = units[0];
    const amount = unit?.amount as Json | undefined;
    if (!unit || amount?.currency_code !== 'USD')
      return paypalError(
        400,
        'INVALID_REQUEST',
        'MISSING_REQUIRED_PARAMETER',
        'purchase_units[0].amount is required',
      );
    const cents = parseUsd(amount.value);
    if (cents === null || cents <= 0)
      return unprocessable(
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    const order: Order = {
      id: this.nextId('FAKE'),
      status: body.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent,
      amountCents: cents,
      description: typeof unit.description === 'string' ? unit.description.slice(0, 127) : undefined,
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
      payerId: null,
      captureAs: 'COMPLETED',
      captures: [],
      createTime: new Date().toISOString(),
    };
    this.orders.set(order.id, order);
    return { status: 201, body: this.orderJson(order) };
  }

  /** Control: the buyer approved the order in PayPal's window. */
  approve(id: string, payerId: string, captureAs: Order['captureAs']): boolean {
    const order = this.orders.get(id);
    if (!order || order.status === 'COMPLETED') return false;
    order.status = 'APPROVED';
    order.payerId = payerId;
    order.captureAs = captureAs;
    return true;
  }

  getOrder(id: string): ApiAnswer {
    const order = this.orders.get(id);
    return order ? { status: 200, body: this.orderJson(order) } : this.notFound(id);
  }

  capture(id: string, mockResponse: string | undefined): ApiAnswer {
    const order = this.orders.get(id);
    if (!order) return this.notFound(id);
    if (order.status === 'COMPLETED')
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        'Order already captured. If intent is CAPTURE only one capture per order is allowed.',
      );
    if (order.status !== 'APPROVED')
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    if (mockResponse?.includes('INSTRUMENT_DECLINED') || order.captureAs === 'DECLINED')
      return unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      );
    const capture: Capture = {
      id: this.nextId('CAP'),
      status: order.captureAs,
      amountCents: order.amountCents,
      refundedCents: 0,
      orderId: order.id,
      customId: order.customId,
      ...(order.captureAs === 'PENDING' ? { reason: 'PENDING_REVIEW' } : {}),
    };
    this.captures.set(capture.id, capture);
    order.captures.push(capture);
    order.status = 'COMPLETED';
    return { status: 201, body: this.orderJson(order) };
  }

  getCapture(id: string): ApiAnswer {
    const capture = this.captures.get(id);
    return capture ? { status: 200, body: this.captureJson(capture) } : this.notFound(id);
  }

  refund(captureId: string, rawBody: string): ApiAnswer {
    const capture = this.captures.get(captureId);
    if (!capture) return this.notFound(captureId);
    const remaining = capture.amountCents - capture.refundedCents;
    if (remaining <= 0)
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    const body = JSON.parse(rawBody || '{}') as Json;
    const requested = body.amount === undefined ? remaining : parseUsd((body.amount as Json).value);
    if (requested === null || requested <= 0)
      return unprocessable(
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    if (requested > remaining)
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    const refund: Refund = { id: this.nextId('REF'), status: 'COMPLETED', amountCents: requested, captureId };
    this.refunds.set(refund.id, refund);
    capture.refundedCents += requested;
    capture.status = capture.refundedCents === capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { status: 201, body: this.refundJson(refund) };
  }

  getRefund(id: string): ApiAnswer {
    const refund = this.refunds.get(id);
    return refund ? { status: 200, body: this.refundJson(refund) } : this.notFound(id);
  }

  private notFound(id: string): ApiAnswer {
    return paypalError(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `Specified resource ID ${id} does not exist.`,
    );
  }

  private link(path: string, rel: string, method = 'GET'): Json {
    return { href: `${this.baseUrl()}${path}`, rel, method };
  }

  private captureJson(capture: Capture): Json {
    const gross = capture.amountCents;
    const fee = Math.round((gross * 349) / 10_000) + 49;
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.reason ? { status_details: { reason: capture.reason } } : {}),
      amount: usd(capture.amountCents),
      final_capture: true,
      ...(capture.customId ? { custom_id: capture.customId } : {}),
      seller_receivable_breakdown: {
        gross_amount: usd(gross),
        paypal_fee: usd(fee),
        net_amount: usd(gross - fee),
      },
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      links: [this.link(`/v2/payments/captures/${capture.id}`, 'self')],
    };
  }

  private refundJson(refund: Refund): Json {
    return {
      id: refund.id,
      status: refund.status,
      amount: usd(refund.amountCents),
      links: [
        this.link(`/v2/payments/refunds/${refund.id}`, 'self'),
        this.link(`/v2/payments/captures/${refund.captureId}`, 'up'),
      ],
    };
  }

  private orderJson(order: Order): Json {
    const approving = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
    return {
      id: order.id,
      status: order.status,
      intent: order.intent,
      create_time: order.createTime,
      ...(order.payerId ? { payer: { payer_id: order.payerId, email_address: 'buyer@example.com' } } : {}),
      purchase_units: [
        {
          reference_id: 'default',
          amount: usd(order.amountCents),
          ...(order.description ? { description: order.description } : {}),
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.captures.length > 0
            ? { payments: { captures: order.captures.map((capture) => this.captureJson(capture)) } }
            : {}),
        },
      ],
      links: [
        this.link(`/v2/checkout/orders/${order.id}`, 'self'),
        ...(approving
          ? [
              this.link(
                `/checkoutnow?token=${order.id}`,
                order.status === 'CREATED' ? 'approve' : 'payer-action',
              ),
            ]
          : []),
        ...(order.status === 'APPROVED'
          ? [this.link(`/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST')]
          : []),
      ],
    };
  }
}
