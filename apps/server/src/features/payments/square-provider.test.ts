import { startFake, type RunningSquareFake } from '@file1099/fakes/square';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';
import type { SquareSettings } from './payment-settings.ts';
import { PROVIDER_MESSAGES } from './provider-messages.ts';
import { createSquareProvider } from './square-provider.ts';

const ACCESS_TOKEN = 'EAAAl-secret-square-access-token';
let fake: RunningSquareFake;
let settings: SquareSettings;
let square: PaymentProvider;
let counter = 0;

beforeAll(async () => {
  fake = await startFake({ accessToken: ACCESS_TOKEN, locationId: 'L1' });
  settings = {
    accessToken: ACCESS_TOKEN,
    applicationId: 'sandbox-sq0idb-app',
    locationId: 'L1',
    environment: 'sandbox',
    baseUrl: fake.url,
    scriptSrc: null,
  };
  // One retry keeps the 503 test short; production uses the default of two.
  square = createSquareProvider(settings, { timeoutSeconds: 5, maxRetries: 1 });
});
afterAll(() => fake.close());
beforeEach(() => fake.faults.reset());

function request(nonce: string | null, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  counter += 1;
  return {
    amountCents: 2_500,
    description: 'File1099 funds',
    idempotencyKey: `key-${counter}-${Date.now()}`,
    nonce: nonce === null ? null : `${nonce}-${counter}`,
    buyerId: null,
    orderId: null,
    ...overrides,
  };
}

function paymentPosts(key: string) {
  return fake.requests.filter(
    (seen) => seen.method === 'POST' && seen.path === '/v2/payments' && seen.body.includes(`"${key}"`),
  );
}

function expectNoSecret(result: ChargeResult | { message?: string }, secrets: string[]) {
  const text = JSON.stringify(result);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('Square provider against the Square fake', () => {
  it('captures a card payment in cents with the key, location and note', async () => {
    const charge = request('cnon:card-nonce-ok');
    const result = await square.charge(charge);
    expect(result).toMatchObject({ outcome: 'captured', amountCents: 2_500, brand: 'VISA', last4: '1111' });
    const [sent] = paymentPosts(charge.idempotencyKey);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      idempotency_key: charge.idempotencyKey,
      amount_money: { amount: 2_500, currency: 'USD' },
      location_id: 'L1',
      note: 'File1099 funds',
      reference_id: charge.idempotencyKey,
    });
    expect(sent?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it.each([
    ['cnon:card-nonce-declined', PROVIDER_MESSAGES.declined],
    ['cnon:card-nonce-rejected-cvv', PROVIDER_MESSAGES.cvv],
    ['cnon:card-nonce-rejected-postalcode', PROVIDER_MESSAGES.postalCode],
    ['cnon:card-nonce-rejected-expiration', PROVIDER_MESSAGES.expiration],
    ['cnon:fake-insufficient-funds', PROVIDER_MESSAGES.insufficientFunds],
    ['cnon:fake-verification-required', PROVIDER_MESSAGES.verificationRequired],
    ['cnon:card-nonce-already-used', PROVIDER_MESSAGES.cardTokenUsed],
    ['cnon:fake-declined-no-payment', PROVIDER_MESSAGES.declined],
    ['cnon:fake-multiple-errors', PROVIDER_MESSAGES.declined],
  ])('declines %s with a message for the user and no secret', async (nonce, message) => {
    const charge = request(nonce);
    const result = await square.charge(charge);
    expect(result).toEqual({ outcome: 'declined', message });
    expectNoSecret(result, [ACCESS_TOKEN, charge.nonce ?? '', charge.idempotencyKey]);
  });

  it('sends the verification token when given, which the fake then accepts', async () => {
    const charge = request('cnon:fake-verification-required', { buyerId: 'verf:fake-token' });
    expect(await square.charge(charge)).toMatchObject({ outcome: 'captured' });
    expect(JSON.parse(paymentPosts(charge.idempotencyKey)[0]?.body ?? '{}')).toMatchObject({
      verification_token: 'verf:fake-token',
    });
  });

  it('takes a repeated idempotency key as the same payment: one payment at Square', async () => {
    const charge = request('cnon:card-nonce-ok');
    const before = fake.state.payments.size;
    const [first, second] = await Promise.all([square.charge(charge), square.charge(charge)]);
    const third = await square.charge(charge);
    expect(first).toMatchObject({ outcome: 'captured' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(fake.state.payments.size).toBe(before + 1);
    // A new attempt with the spent token is refused, not charged again.
    expect(await square.charge({ ...charge, idempotencyKey: `${charge.idempotencyKey}-b` })).toEqual({
      outcome: 'declined',
      message: PROVIDER_MESSAGES.cardTokenUsed,
    });
  });

  it('reports a lost answer as unknown, and reconciles it to the one stored payment', async () => {
    const charge = request('cnon:card-nonce-ok');
    const before = fake.state.payments.size;
    await fetch(`${fake.url}/__fake/drop-next`, { method: 'POST', body: '{"count":1}' });
    const lost = await square.charge(charge);
    expect(lost).toEqual({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
    expectNoSecret(lost, [ACCESS_TOKEN, charge.nonce ?? '']);
    expect(fake.state.payments.size).toBe(before + 1);
    const reconciled = await square.reconcile(charge);
    expect(reconciled).toMatchObject({ outcome: 'captured', amountCents: 2_500 });
    expect(await square.charge(charge)).toEqual(reconciled);
    expect(fake.state.payments.size).toBe(before + 1);
  });

  it('reconciles without the token by listing the payment of that reference', async () => {
    const charge = request('cnon:card-nonce-ok', { amountCents: 4_321 });
    fake.faults.dropNext(1);
    expect(await square.charge(charge)).toMatchObject({ outcome: 'unknown' });
    const found = await square.reconcile({ ...charge, nonce: null });
    expect(found).toMatchObject({ outcome: 'captured', amountCents: 4_321 });
    expect(fake.requests.some((seen) => seen.method === 'GET' && seen.query.get('total') === '4321')).toBe(
      true,
    );
    expect(await square.reconcile({ ...request(null), amountCents: 4_321 })).toMatchObject({
      outcome: 'unknown',
    });
  });

  it('times out as unknown, then the retry with the same key is credited once', async () => {
    const quick = createSquareProvider(settings, { timeoutSeconds: 1, maxRetries: 0 });
    const charge = request('cnon:card-nonce-ok');
    const before = fake.state.payments.size;
    fake.faults.delayNext(3_000);
    expect(await quick.charge(charge)).toEqual({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
    expect(await quick.reconcile(charge)).toMatchObject({ outcome: 'captured' });
    expect(fake.state.payments.size).toBe(before + 1);
  });

  it('retries a 503 with the same key, and reports unknown when Square stays down', async () => {
    const charge = request('cnon:card-nonce-ok');
    fake.faults.failNext(1, 503);
    expect(await square.charge(charge)).toMatchObject({ outcome: 'captured' });
    expect(paymentPosts(charge.idempotencyKey)).toHaveLength(2);
    const down = request('cnon:card-nonce-ok');
    fake.faults.failNext(5, 503);
    expect(await square.charge(down)).toEqual({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
    expect(paymentPosts(down.idempotencyKey)).toHaveLength(2);
  });

  it('waits out a 429 (Retry-After) and pays; a lasting rate limit is a decline that took nothing', async () => {
    const charge = request('cnon:card-nonce-ok');
    fake.faults.failNext(1, 429);
    expect(await square.charge(charge)).toMatchObject({ outcome: 'captured' });
    const limited = request('cnon:card-nonce-ok');
    const before = fake.state.payments.size;
    fake.faults.failNext(2, 429);
    expect(await square.charge(limited)).toEqual({ outcome: 'declined', message: PROVIDER_MESSAGES.busy });
    expect(fake.state.payments.size).toBe(before);
  });

  it('holds an APPROVED or PENDING payment as pending', async () => {
    expect(await square.charge(request('cnon:fake-pending'))).toMatchObject({ outcome: 'pending' });
  });

  it('refuses keys over 45 characters and bad amounts before calling Square', async () => {
    const before = fake.requests.length;
    expect(
      await square.charge(request('cnon:card-nonce-ok', { idempotencyKey: 'k'.repeat(46) })),
    ).toMatchObject({
      outcome: 'declined',
    });
    expect(await square.charge(request('cnon:card-nonce-ok', { amountCents: 12.5 }))).toMatchObject({
      outcome: 'declined',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('declines with a generic message when the access token is refused, without echoing it', async () => {
    const wrong = createSquareProvider({ ...settings, accessToken: 'EAAAl-wrong-secret' }, { maxRetries: 0 });
    const result = await wrong.charge(request('cnon:card-nonce-ok'));
    expect(result).toEqual({ outcome: 'declined', message: PROVIDER_MESSAGES.orderFailed });
    expectNoSecret(result, ['EAAAl-wrong-secret', ACCESS_TOKEN]);
  });

  it('refunds in full and in part, and refuses an over-refund', async () => {
    const captured = await square.charge(request('cnon:card-nonce-ok', { amountCents: 1_000 }));
    if (captured.outcome !== 'captured') throw new Error('expected a capture');
    const refund = (amountCents: number, key: string) =>
      square.refund({
        paymentId: captured.paymentId,
        amountCents,
        idempotencyKey: key,
        reason: 'Unused funds',
      });
    const partial = await refund(400, `r-${captured.paymentId}-1`);
    expect(partial).toMatchObject({ outcome: 'pending' });
    expect(await refund(400, `r-${captured.paymentId}-1`)).toEqual(partial);
    expect(await refund(700, `r-${captured.paymentId}-2`)).toEqual({
      outcome: 'declined',
      message: PROVIDER_MESSAGES.refundTooLarge,
    });
    expect(await refund(600, `r-${captured.paymentId}-3`)).toMatchObject({ outcome: 'pending' });
    expect(fake.state.payments.get(captured.paymentId)).toMatchObject({ refunded_money: { amount: 1_000 } });
    expect(
      await square.refund({ paymentId: 'NOPE', amountCents: 100, idempotencyKey: 'r-x', reason: 'x' }),
    ).toEqual({ outcome: 'declined', message: PROVIDER_MESSAGES.refundNotFound });
    if (partial.outcome !== 'pending') throw new Error('expected a pending refund');
    fake.state.setRefundStatus(partial.refundId, 'COMPLETED');
    expect(fake.state.refunds.get(partial.refundId)).toMatchObject({ status: 'COMPLETED' });
  });

  it('reports a refund as refunded when Square completes it at once', async () => {
    const captured = await square.charge(request('cnon:card-nonce-ok'));
    if (captured.outcome !== 'captured') throw new Error('expected a capture');
    fake.faults.script({
      status: 200,
      path: '/v2/refunds',
      body: { refund: { id: 'R1', status: 'COMPLETED', amount_money: { amount: 100, currency: 'USD' } } },
    });
    expect(
      await square.refund({
        paymentId: captured.paymentId,
        amountCents: 100,
        idempotencyKey: 'r-now',
        reason: 'x',
      }),
    ).toEqual({ outcome: 'refunded', refundId: 'R1' });
  });
});
