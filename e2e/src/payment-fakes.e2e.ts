import { fileURLToPath } from 'node:url';
import { startFake as startPayPalFake, type RunningPayPalFake } from '@file1099/fakes/paypal';
import { startFake as startSquareFake, type RunningSquareFake } from '@file1099/fakes/square';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_OPTIONS, launchBrowser } from './harness.ts';

// The payment fakes' browser scripts in Chromium, loaded the way the app's libraries load them, so an
// end-to-end run can pay without the internet (docs/payments.md, "The fakes").
// paypal-js's browser build, as @paypal/react-paypal-js loads the SDK (read as a file, not imported).
const PAYPAL_JS = fileURLToPath(
  new URL('../../node_modules/@paypal/paypal-js/dist/iife/paypal-js.js', import.meta.url),
);

describe('the payment fakes in a browser', () => {
  let browser: Browser;
  let square: RunningSquareFake;
  let paypal: RunningPayPalFake;
  beforeAll(async () => {
    [browser, square, paypal] = await Promise.all([launchBrowser(), startSquareFake(), startPayPalFake()]);
  });
  afterAll(async () => {
    await browser?.close();
    await square?.close();
    await paypal?.close();
  });

  it("tokenises a test card with the Square fake's card form, and the token pays once", async () => {
    const page = await browser.newPage(CONTEXT_OPTIONS);
    await page.setContent('<div id="card"></div>');
    await page.addScriptTag({ url: `${square.url}/__fake/square.js` });
    await page.evaluate(async () => {
      const win = window as unknown as {
        Square: {
          payments: (
            a: string,
            l: string,
          ) => { card: () => Promise<{ attach: (s: string) => Promise<void> }> };
        };
        card: unknown;
      };
      const card = await win.Square.payments('sandbox-sq0idb-app', 'L1').card();
      await card.attach('#card');
      win.card = card;
    });
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    const result = await page.evaluate(() =>
      (
        window as unknown as {
          card: { tokenize: (d: unknown) => Promise<{ status: string; token?: string }> };
        }
      ).card.tokenize({
        amount: '25.00',
        currencyCode: 'USD',
        intent: 'CHARGE',
        billingContact: {},
      }),
    );
    expect(result.status).toBe('OK');
    const pay = (key: string) =>
      fetch(`${square.url}/v2/payments`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'square-version': '2026-09-16' },
        body: JSON.stringify({
          source_id: result.token,
          idempotency_key: key,
          amount_money: { amount: 2500, currency: 'USD' },
        }),
      });
    expect((await pay('k1')).status).toBe(200);
    expect(await (await pay('k2')).json()).toMatchObject({ errors: [{ code: 'CARD_TOKEN_USED' }] });
    await page.getByLabel('Card number').fill('1234');
    const invalid = await page.evaluate(() =>
      (window as unknown as { card: { tokenize: () => Promise<{ status: string }> } }).card.tokenize(),
    );
    expect(invalid.status).toBe('Invalid');
    await page.close();
  });

  it("runs PayPal's buttons from the fake JS SDK: create, approve, onApprove, capture", async () => {
    const token = (await (
      await fetch(`${paypal.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' };
    const order = (await (
      await fetch(`${paypal.url}/v2/checkout/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: '25.00' } }],
        }),
      })
    ).json()) as { id: string };
    const page = await browser.newPage(CONTEXT_OPTIONS);
    await page.setContent('<div id="paypal"></div>');
    await page.addScriptTag({ path: PAYPAL_JS });
    await page.evaluate(
      async ({ sdkBaseUrl, orderId }) => {
        const win = window as unknown as {
          paypalLoadScript: (
            options: Record<string, string>,
          ) => Promise<{ Buttons: (o: unknown) => { render: (s: string) => Promise<void> } }>;
          approved?: unknown;
          cancelled?: boolean;
        };
        const sdk = await win.paypalLoadScript({
          clientId: 'fake',
          currency: 'USD',
          intent: 'capture',
          sdkBaseUrl,
        });
        await sdk
          .Buttons({
            createOrder: () => Promise.resolve(orderId),
            onApprove: (data: unknown) => {
              win.approved = data;
              return Promise.resolve();
            },
            onCancel: () => {
              win.cancelled = true;
            },
          })
          .render('#paypal');
      },
      { sdkBaseUrl: `${paypal.url}/sdk/js`, orderId: order.id },
    );
    await page.getByRole('button', { name: 'PayPal', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { approved?: unknown }).approved !== undefined);
    const approved = await page.evaluate(
      () => (window as unknown as { approved: { orderID: string; payerID: string } }).approved,
    );
    expect(approved).toMatchObject({ orderID: order.id, payerID: expect.stringMatching(/^FAKEPAYER/) });
    const captured = await fetch(`${paypal.url}/v2/checkout/orders/${order.id}/capture`, {
      method: 'POST',
      headers,
    });
    expect(await captured.json()).toMatchObject({ status: 'COMPLETED' });
    await page.getByRole('button', { name: 'Cancel PayPal' }).click();
    await page.waitForFunction(() => (window as unknown as { cancelled?: boolean }).cancelled === true);
    await page.close();
  });
});
