import { startFake, type RunningPayPalFake } from '@file1099/fakes/paypal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider } from './payment-provider.ts';
import type { PayPalSettings } from './payment-settings.ts';
import { createPayPalProvider } from './paypal-provider.ts';
import { PROVIDER_MESSAGES } from './provider-messages.ts';

const CLIENT_ID = 'AbcPayPalClientId';
const CLIENT_SECRET = 'EFG-paypal-client-secret-value';
let fake: RunningPayPalFake;
let settings: PayPalSettings;
let paypal: PaymentProvider;
let counter = 0;

beforeAll(async () => {
  fake = await startFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  settings = {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    environment: 'sandbox',
    baseUrl: fake.url,
    sdkBaseUrl: null,
  };
  paypal = createPayPalProvider(settings, { timeoutMs: 5_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.faults.reset());

function createOrder(provider: PaymentProvider, amountCents: number, requestId: string): Promise<string> {
  if (!provider.createOrder) throw new Error('PayPal creates orders');
  return provider.createOrder({ amountCents, description: 'File1099 funds', requestId });
}

/** An order created through the provider and approved at the fake, as the buyer's window does. */
async function approvedOrder(amountCents: number, outcome = 'completed'): Promise<ChargeRequest> {
  counter += 1;
  const orderId = await createOrder(paypal, amountCents, `order-${counter}-${Date.now()}`);
  const approved = await fetch(`${fake.url}/__fake/orders/${orderId}/approve`, {
    method: 'POST',
    body: JSON.stringify({ payerId: `PAYER${counter}`, outcome }),
  });
  expect(approved.status).toBe(200);
  return {
    amountCents,
    description: 'File1099 funds',
    idempotencyKey: `capture-${counter}-${Date.now()}`,
    nonce: null,
    buyerId: `PAYER${counter}`,
    orderId,
  };
}

function captures(orderId: string) {
  return fake.requests.filter((seen) => seen.path === `/v2/checkout/orders/${orderId}/capture`);
}

describe('PayPal provider against the PayPal fake', () => {
  it('creates an order of the USD amount to two decimals, with no shipping', async () => {
    const orderId = await createOrder(paypal, 100_005, 'order-amount');
    const sent = fake.requests.find((seen) => seen.path === '/v2/checkout/orders' && seen.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '1000.05' }, description: 'File1099 funds' }],
      payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
    });
    expect(sent?.headers['paypal-request-id']).toBe('order-amount');
    expect(fake.state.orders.get(orderId)).toMatchObject({
      amountCents: 100_005,
      status: 'PAYER_ACTION_REQUIRED',
    });
    expect(await createOrder(paypal, 100_005, 'order-amount')).toBe(orderId);
    // The SDK fetched one client-credentials token and reused it.
    const tokenCalls = fake.requests.filter((seen) => seen.path === '/v1/oauth2/token');
    expect(tokenCalls.length).toBeGreaterThanOrEqual(1);
    expect(tokenCalls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
  });

  it('captures an approved order with the key as PayPal-Request-Id', async () => {
    const charge = await approvedOrder(2_599);
    const result = await paypal.charge(charge);
    expect(result).toMatchObject({
      outcome: 'captured',
      amountCents: 2_599,
      source: 'paypal',
      brand: 'PayPal',
    });
    expect(captures(charge.orderId ?? '')[0]?.headers['paypal-request-id']).toBe(charge.idempotencyKey);
  });

  it('captures once for a repeated key; another key on the captured order is refused', async () => {
    const charge = await approvedOrder(1_500);
    const [first, second] = await Promise.all([paypal.charge(charge), paypal.charge(charge)]);
    expect(first).toMatchObject({ outcome: 'captured' });
    expect(second).toEqual(first);
    expect(fake.state.orders.get(charge.orderId ?? '')?.captures).toHaveLength(1);
    expect(await paypal.charge({ ...charge, idempotencyKey: `${charge.idempotencyKey}-2` })).toEqual({
      outcome: 'declined',
      message: PROVIDER_MESSAGES.captureFailed,
    });
  });

  it('reports a declined instrument and an unapproved order with the spec message', async () => {
    const declined = await approvedOrder(1_000, 'declined');
    expect(await paypal.charge(declined)).toEqual({
      outcome: 'declined',
      message: 'Error capturing the payment.',
    });
    const orderId = await createOrder(paypal, 1_000, `unapproved-${Date.now()}`);
    expect(await paypal.charge({ ...declined, orderId, idempotencyKey: `unapproved-${Date.now()}` })).toEqual(
      {
        outcome: 'declined',
        message: 'Error capturing the payment.',
      },
    );
    expect(await paypal.charge({ ...declined, orderId: 'NOSUCHORDER', idempotencyKey: 'k-404' })).toEqual({
      outcome: 'declined',
      message: 'Unable to process the order. Please try again.',
    });
  });

  it('holds a PENDING capture as pending, also on reconcile', async () => {
    const charge = await approvedOrder(1_000, 'pending');
    const result = await paypal.charge(charge);
    expect(result).toMatchObject({ outcome: 'pending' });
    expect(await paypal.reconcile(charge)).toEqual(result);
  });

  it('reports a lost capture answer as unknown; reconcile finds the one capture', async () => {
    const charge = await approvedOrder(3_000);
    fake.faults.dropNext(1);
    expect(await paypal.charge(charge)).toEqual({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
    const reconciled = await paypal.reconcile(charge);
    expect(reconciled).toMatchObject({ outcome: 'captured', amountCents: 3_000 });
    expect(await paypal.charge(charge)).toEqual(reconciled);
    expect(fake.state.orders.get(charge.orderId ?? '')?.captures).toHaveLength(1);
  });

  it('times out as unknown; reconcile captures an order that was approved but not captured', async () => {
    const quick = createPayPalProvider(settings, { timeoutMs: 500 });
    const charge = await approvedOrder(3_100);
    fake.faults.script({ status: 503, path: '/v2/checkout/orders/', body: {} });
    expect(await quick.charge(charge)).toMatchObject({ outcome: 'unknown' });
    expect(fake.state.orders.get(charge.orderId ?? '')?.status).toBe('APPROVED');
    expect(await quick.reconcile(charge)).toMatchObject({ outcome: 'captured', amountCents: 3_100 });
    const slow = await approvedOrder(3_200);
    fake.faults.delayNext(1_500);
    expect(await quick.charge(slow)).toEqual({ outcome: 'unknown', message: PROVIDER_MESSAGES.unknown });
    expect(await quick.reconcile(slow)).toMatchObject({ outcome: 'captured', amountCents: 3_200 });
    expect(fake.state.orders.get(slow.orderId ?? '')?.captures).toHaveLength(1);
  });

  it('refunds a capture captured for another amount instead of crediting it', async () => {
    const charge = await approvedOrder(2_000);
    const result = await paypal.charge({ ...charge, amountCents: 9_999 });
    expect(result).toEqual({ outcome: 'declined', message: 'Error capturing the payment.' });
    const [capture] = fake.state.orders.get(charge.orderId ?? '')?.captures ?? [];
    expect(capture).toMatchObject({ status: 'REFUNDED', refundedCents: 2_000 });
  });

  it('refunds in part and in full, and refuses an over-refund', async () => {
    const captured = await paypal.charge(await approvedOrder(1_000));
    if (captured.outcome !== 'captured') throw new Error('expected a capture');
    const refund = (amountCents: number, key: string) =>
      paypal.refund({
        paymentId: captured.paymentId,
        amountCents,
        idempotencyKey: key,
        reason: 'Unused funds',
      });
    const partial = await refund(250, `${captured.paymentId}-r1`);
    expect(partial).toMatchObject({ outcome: 'refunded' });
    expect(await refund(250, `${captured.paymentId}-r1`)).toEqual(partial);
    const sent = fake.requests.find((seen) => seen.path.endsWith(`/captures/${captured.paymentId}/refund`));
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ amount: { currency_code: 'USD', value: '2.50' } });
    expect(await refund(751, `${captured.paymentId}-r2`)).toEqual({
      outcome: 'declined',
      message: PROVIDER_MESSAGES.refundTooLarge,
    });
    expect(await refund(750, `${captured.paymentId}-r3`)).toMatchObject({ outcome: 'refunded' });
    expect(fake.state.captures.get(captured.paymentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await refund(1, `${captured.paymentId}-r4`)).toMatchObject({
      message: PROVIDER_MESSAGES.refundTooLarge,
    });
    expect(
      await paypal.refund({ paymentId: 'NOPE', amountCents: 1, idempotencyKey: 'r-x', reason: 'x' }),
    ).toEqual({
      outcome: 'declined',
      message: PROVIDER_MESSAGES.refundNotFound,
    });
  });

  it('keeps secrets out of every message, and asks for a new token after refused credentials', async () => {
    const wrong = createPayPalProvider({ ...settings, clientSecret: 'wrong-secret-value' });
    const charge = await approvedOrder(1_200);
    const results = [
      await wrong.charge(charge),
      await wrong.reconcile(charge),
      await wrong.refund({ paymentId: 'CAP1', amountCents: 100, idempotencyKey: 'r-sec', reason: 'x' }),
    ];
    const thrown = await createOrder(wrong, 1_000, 'wrong-order').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Unable to process the order. Please try again.');
    const texts = JSON.stringify(results) + (thrown as Error).message;
    for (const secret of ['wrong-secret-value', CLIENT_SECRET, ...fake.tokens])
      expect(texts).not.toContain(secret);
    expect(results[0]).toEqual({
      outcome: 'declined',
      message: 'Unable to process the order. Please try again.',
    });
    // The SDK would rethrow the first token failure forever; the provider starts a new client instead.
    const tokenCalls = () => fake.requests.filter((seen) => seen.path === '/v1/oauth2/token').length;
    const before = tokenCalls();
    await wrong.charge(charge);
    expect(tokenCalls()).toBeGreaterThan(before);
  });
});
