import { makeId } from '../lib/control.ts';

/**
 * The Square fake's in-memory Payments and Refunds API state (shared/reference/payments.md §2, §8.1).
 * Answers are Square's snake_case JSON. Magic source ids are Square's sandbox values, matched by
 * prefix so the browser fake can hand out a fresh single-use token per card (`cnon:card-nonce-ok-…`).
 */
export type Json = Record<string, unknown>;

export interface ApiAnswer {
  status: number;
  body: Json;
}

interface SquareError {
  category: string;
  code: string;
  detail?: string;
  field?: string;
}

const DECLINES: readonly (readonly [string, readonly string[], boolean])[] = [
  // [source id prefix, error codes, whether a FAILED payment comes with the errors]
  ['cnon:card-nonce-declined', ['GENERIC_DECLINE'], true],
  ['cnon:card-nonce-rejected-cvv', ['CVV_FAILURE'], true],
  ['cnon:card-nonce-rejected-postalcode', ['ADDRESS_VERIFICATION_FAILURE'], true],
  ['cnon:card-nonce-rejected-expiration', ['INVALID_EXPIRATION'], true],
  ['cnon:card-nonce-already-used', ['CARD_TOKEN_USED'], false],
  ['cnon:fake-insufficient-funds', ['INSUFFICIENT_FUNDS'], true],
  ['cnon:fake-multiple-errors', ['GENERIC_DECLINE', 'CVV_FAILURE'], true],
  ['cnon:fake-declined-no-payment', ['GENERIC_DECLINE'], false],
];

function paymentError(code: string): SquareError {
  return { category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` };
}

export function errorAnswer(status: number, errors: SquareError[], extra: Json = {}): ApiAnswer {
  return { status, body: { errors, ...extra } };
}

export function invalidRequest(code: string, detail: string, field?: string): ApiAnswer {
  return errorAnswer(400, [{ category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) }]);
}

function money(amount: number): Json {
  return { amount, currency: 'USD' };
}

function readMoney(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null;
  const amount = (value as Json).amount;
  return typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amount : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export class SquareState {
  readonly payments = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** idempotency key → the request body and the answer it got, replayed for the same body. */
  private readonly paymentKeys = new Map<string, { body: string; answer: ApiAnswer }>();
  private readonly refundKeys = new Map<string, { body: string; answer: ApiAnswer }>();
  private readonly usedTokens = new Set<string>();
  private counter = 0;

  constructor(private readonly locationId: string) {}

  private nextId(prefix: string): string {
    this.counter += 1;
    return makeId(prefix, this.counter);
  }

  createPayment(rawBody: string): ApiAnswer {
    const body = JSON.parse(rawBody) as Json;
    const key = text(body.idempotency_key);
    if (!key) return invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'idempotency_key');
    if (key.length > 45)
      return invalidRequest('VALUE_TOO_LONG', 'Field must not be greater than 45 length', 'idempotency_key');
    const earlier = this.paymentKeys.get(key);
    if (earlier) {
      if (earlier.body === rawBody) return earlier.answer;
      return invalidRequest(
        'IDEMPOTENCY_KEY_REUSED',
        'The idempotency key can only be retried with the same request data.',
      );
    }
    const answer = this.chargeSource(body);
    this.paymentKeys.set(key, { body: rawBody, answer });
    return answer;
  }

  private chargeSource(body: Json): ApiAnswer {
    const sourceId = text(body.source_id) ?? '';
    const amount = readMoney(body.amount_money);
    if (!sourceId) return invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'source_id');
    if (amount === null)
      return invalidRequest('INVALID_VALUE', 'Invalid amount_money', 'amount_money.amount');
    if (this.usedTokens.has(sourceId)) return errorAnswer(400, [paymentError('CARD_TOKEN_USED')]);
    const decline = DECLINES.find(([prefix]) => sourceId.startsWith(prefix));
    if (decline) {
      const [, codes, withPayment] = decline;
      this.usedTokens.add(sourceId);
      const payment = withPayment ? this.storePayment(body, amount, 'FAILED') : undefined;
      return errorAnswer(400, codes.map(paymentError), payment ? { payment } : {});
    }
    if (sourceId.startsWith('cnon:fake-verification-required') && !text(body.verification_token))
      return errorAnswer(400, [paymentError('CARD_DECLINED_VERIFICATION_REQUIRED')]);
    const known = ['cnon:card-nonce-ok', 'cnon:fake-verification-required', 'cnon:fake-pending'];
    if (!known.some((prefix) => sourceId.startsWith(prefix)))
      return errorAnswer(404, [
        {
          category: 'INVALID_REQUEST_ERROR',
          code: 'NOT_FOUND',
          detail: 'Card nonce not found in this application.',
        },
      ]);
    this.usedTokens.add(sourceId);
    const status = sourceId.startsWith('cnon:fake-pending')
      ? 'PENDING'
      : body.autocomplete === false
        ? 'APPROVED'
        : 'COMPLETED';
    return { status: 200, body: { payment: this.storePayment(body, amount, status) } };
  }

  private storePayment(body: Json, amount: number, status: string): Json {
    const now = new Date().toISOString();
    const id = this.nextId('FAKEPAY');
    const completed = status === 'COMPLETED';
    const payment: Json = {
      id,
      created_at: now,
      updated_at: now,
      amount_money: money(amount),
      total_money: money(amount),
      approved_money: money(status === 'FAILED' ? 0 : amount),
      status,
      source_type: 'CARD',
      card_details: {
        status: status === 'FAILED' ? 'FAILED' : completed ? 'CAPTURED' : 'AUTHORIZED',
        card: { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2030, card_type: 'CREDIT' },
        entry_method: 'KEYED',
        cvv_status: 'CVV_ACCEPTED',
        avs_status: 'AVS_ACCEPTED',
      },
      location_id: text(body.location_id) ?? this.locationId,
      order_id: this.nextId('FAKEORD'),
      reference_id: text(body.reference_id),
      note: text(body.note),
      ...(completed
        ? { receipt_number: id.slice(0, 4), receipt_url: `https://squareup.example/receipt/${id}` }
        : {}),
      version_token: this.nextId('v'),
    };
    this.payments.set(id, payment);
    return payment;
  }

  listPayments(query: URLSearchParams): ApiAnswer {
    const total = query.get('total');
    const begin = query.get('begin_time');
    const end = query.get('end_time');
    const limit = Math.min(Number(query.get('limit') ?? 100) || 100, 100);
    const start = Number(query.get('cursor') ?? 0) || 0;
    const matching = [...this.payments.values()]
      .filter((payment) => total === null || readMoney(payment.total_money) === Number(total))
      .filter((payment) => !begin || String(payment.created_at) >= begin)
      .filter((payment) => !end || String(payment.created_at) < end)
      .reverse();
    const page = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : undefined;
    return { status: 200, body: { payments: page, ...(next ? { cursor: next } : {}) } };
  }

  getPayment(id: string): ApiAnswer {
    const payment = this.payments.get(id);
    return payment
      ? { status: 200, body: { payment } }
      : errorAnswer(404, [
          {
            category: 'INVALID_REQUEST_ERROR',
            code: 'NOT_FOUND',
            detail: `Could not find payment with id: ${id}`,
          },
        ]);
  }

  cancelByKey(rawBody: string): ApiAnswer {
    const key = text((JSON.parse(rawBody) as Json).idempotency_key);
    const earlier = key ? this.paymentKeys.get(key) : undefined;
    const payment = earlier?.answer.body.payment as Json | undefined;
    if (payment?.status === 'APPROVED') payment.status = 'CANCELED';
    return { status: 200, body: {} };
  }

  refundPayment(rawBody: string): ApiAnswer {
    const body = JSON.parse(rawBody) as Json;
    const key = text(body.idempotency_key);
    if (!key) return invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'idempotency_key');
    if (key.length > 45)
      return invalidRequest('VALUE_TOO_LONG', 'Field must not be greater than 45 length', 'idempotency_key');
    const earlier = this.refundKeys.get(key);
    if (earlier) {
      if (earlier.body === rawBody) return earlier.answer;
      return invalidRequest(
        'IDEMPOTENCY_KEY_REUSED',
        'The idempotency key can only be retried with the same request data.',
      );
    }
    const answer = this.refund(body);
    this.refundKeys.set(key, { body: rawBody, answer });
    return answer;
  }

  private refund(body: Json): ApiAnswer {
    const paymentId = text(body.payment_id) ?? '';
    const payment = this.payments.get(paymentId);
    if (!payment) return this.getPayment(paymentId);
    const amount = readMoney(body.amount_money);
    if (amount === null)
      return invalidRequest('INVALID_VALUE', 'Invalid amount_money', 'amount_money.amount');
    if (payment.status !== 'COMPLETED')
      return errorAnswer(400, [
        { category: 'REFUND_ERROR', code: 'PAYMENT_NOT_REFUNDABLE', detail: 'The payment is not completed.' },
      ]);
    const refunded = readMoney(payment.refunded_money) ?? 0;
    if (refunded + amount > (readMoney(payment.amount_money) ?? 0))
      return errorAnswer(400, [
        {
          category: 'REFUND_ERROR',
          code: 'REFUND_AMOUNT_INVALID',
          detail: 'The requested refund amount exceeds the amount available to refund.',
        },
      ]);
    const now = new Date().toISOString();
    const refund: Json = {
      id: this.nextId('FAKEREF'),
      status: 'PENDING',
      amount_money: money(amount),
      payment_id: paymentId,
      order_id: payment.order_id,
      reason: text(body.reason),
      location_id: payment.location_id,
      destination_type: 'CARD',
      created_at: now,
      updated_at: now,
    };
    this.refunds.set(String(refund.id), refund);
    payment.refunded_money = money(refunded + amount);
    payment.refund_ids = [...((payment.refund_ids as string[] | undefined) ?? []), refund.id];
    return { status: 200, body: { refund } };
  }

  getRefund(id: string): ApiAnswer {
    const refund = this.refunds.get(id);
    return refund
      ? { status: 200, body: { refund } }
      : errorAnswer(404, [
          {
            category: 'INVALID_REQUEST_ERROR',
            code: 'NOT_FOUND',
            detail: `Could not find refund with id: ${id}`,
          },
        ]);
  }

  /** Control: move a refund on (COMPLETED, REJECTED, FAILED), as Square does later. */
  setRefundStatus(id: string, status: string): boolean {
    const refund = this.refunds.get(id);
    if (!refund) return false;
    refund.status = status;
    refund.updated_at = new Date().toISOString();
    return true;
  }
}
