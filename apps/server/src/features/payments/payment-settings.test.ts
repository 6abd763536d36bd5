import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from './payment-providers.ts';
import { readPaymentSettings } from './payment-settings.ts';
import { TEST_CARD_MESSAGES, TEST_CARDS, toTestCardNonce } from './test-provider.ts';

const SQUARE = { SQUARE_ACCESS_TOKEN: 'sq-token', SQUARE_APPLICATION_ID: 'sq-app', SQUARE_LOCATION_ID: 'L1' };

describe('payment settings', () => {
  it('uses the test provider when nothing is configured', () => {
    expect(readPaymentSettings({}).partners).toEqual(['test']);
  });

  it('refuses the test provider in production unless enabled', () => {
    expect(() => readPaymentSettings({ NODE_ENV: 'production' })).toThrow(/off in production/);
    expect(readPaymentSettings({ NODE_ENV: 'production', PAYMENT_TEST_PROVIDER: 'true' }).partners).toEqual([
      'test',
    ]);
  });

  it('takes every configured provider, and PAYMENT_PROVIDERS orders them', () => {
    expect(
      readPaymentSettings({ ...SQUARE, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }).partners,
    ).toEqual(['square', 'paypal']);
    expect(
      readPaymentSettings({
        ...SQUARE,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
        PAYMENT_PROVIDERS: 'paypal, square',
      }).partners,
    ).toEqual(['paypal', 'square']);
  });

  it('names what is missing without echoing secrets', () => {
    expect(() => readPaymentSettings({ SQUARE_ACCESS_TOKEN: 'sq-secret' })).toThrow(
      'Square payments needs SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID.',
    );
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: 'square' })).toThrow(
      /SQUARE_ACCESS_TOKEN is not set/,
    );
    expect(() => readPaymentSettings({ PAYMENT_PROVIDERS: 'stripe' })).toThrow(/lists stripe/);
    expect(() => readPaymentSettings({ ...SQUARE, SQUARE_ENVIRONMENT: 'live' })).toThrow(
      /sandbox or production/,
    );
  });

  it('tells the browser nothing secret', () => {
    const settings = readPaymentSettings({ ...SQUARE, SQUARE_SCRIPT_SRC: 'http://127.0.0.1:9/square.js' });
    const providers = createPaymentProviders(settings, {
      square: createPaymentProviders(readPaymentSettings({})).list()[0],
    });
    expect(JSON.stringify(providers.browserConfig())).not.toContain('sq-token');
    expect(providers.browserConfig()).toEqual([
      {
        partner: 'square',
        applicationId: 'sq-app',
        locationId: 'L1',
        scriptSrc: 'http://127.0.0.1:9/square.js',
      },
    ]);
  });
});

describe('the test payment provider', () => {
  const [provider] = createPaymentProviders(readPaymentSettings({})).list();
  if (!provider) throw new Error('the test provider is configured by default');
  const request = (cardNumber: string | null, idempotencyKey = 'key-1') => ({
    amountCents: 10_000,
    description: 'Add funds',
    idempotencyKey,
    nonce: cardNumber === null ? null : toTestCardNonce(cardNumber),
    buyerId: null,
    orderId: null,
  });

  it('captures the success card, with the same payment id for the same key', async () => {
    const first = await provider.charge(request('4111 1111 1111 1111'));
    expect(first).toMatchObject({ outcome: 'captured', amountCents: 10_000, last4: '1111', source: 'card' });
    expect(await provider.reconcile(request(TEST_CARDS.success))).toEqual(first);
    expect(await provider.charge(request(TEST_CARDS.success, 'key-2'))).not.toEqual(first);
  });

  it('declines the decline cards and unknown numbers with a message for the user', async () => {
    expect(await provider.charge(request(TEST_CARDS.declined))).toEqual({
      outcome: 'declined',
      message: TEST_CARD_MESSAGES.declined,
    });
    expect(await provider.charge(request(TEST_CARDS.insufficientFunds))).toMatchObject({
      outcome: 'declined',
    });
    expect(await provider.charge(request('5555555555554444'))).toMatchObject({
      message: TEST_CARD_MESSAGES.unknownCard,
    });
    expect(await provider.charge(request(null))).toMatchObject({ message: TEST_CARD_MESSAGES.noCard });
  });

  it('refunds only its own payments', async () => {
    const charge = await provider.charge(request(TEST_CARDS.success));
    if (charge.outcome !== 'captured') throw new Error('expected a capture');
    const refund = { paymentId: charge.paymentId, amountCents: 500, idempotencyKey: 'r1', reason: 'Unused' };
    expect(await provider.refund(refund)).toMatchObject({ outcome: 'refunded' });
    expect(await provider.refund({ ...refund, paymentId: 'sq_123' })).toMatchObject({ outcome: 'declined' });
  });
});

describe('fake base URLs', () => {
  it('are refused with a production account, and the registry builds the real clients', () => {
    expect(() =>
      readPaymentSettings({
        ...SQUARE,
        SQUARE_ENVIRONMENT: 'production',
        SQUARE_BASE_URL: 'http://127.0.0.1:9',
      }),
    ).toThrow(/SQUARE_BASE_URL can not be used with SQUARE_ENVIRONMENT=production/);
    expect(() =>
      readPaymentSettings({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
        PAYPAL_ENVIRONMENT: 'production',
        PAYPAL_SDK_BASE_URL: 'http://127.0.0.1:9/sdk/js',
      }),
    ).toThrow(/PAYPAL_SDK_BASE_URL can not be used/);
    const providers = createPaymentProviders(
      readPaymentSettings({ ...SQUARE, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }),
    );
    expect(providers.list().map((provider) => [provider.partner, provider.source])).toEqual([
      ['square', 'card'],
      ['paypal', 'paypal'],
    ]);
    expect(typeof providers.get('paypal')?.createOrder).toBe('function');
  });
});
