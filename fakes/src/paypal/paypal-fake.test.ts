import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFake, type RunningPayPalFake } from './index.ts';
import { parseUsd, usd } from './orders.ts';

let fake: RunningPayPalFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

async function token(): Promise<string> {
  const answer = await fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

it('converts USD amounts with integer arithmetic', () => {
  expect(usd(100_005)).toEqual({ currency_code: 'USD', value: '1000.05' });
  expect(parseUsd('0.07')).toBe(7);
  expect(parseUsd('1.5')).toBeNull();
});

it('serves the JS SDK fake and runs create, approve, capture', async () => {
  expect(await (await fetch(`${fake.url}/sdk/js?client-id=x`)).text()).toContain('window.paypal');
  const headers = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
  const created = await fetch(`${fake.url}/v2/checkout/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '5.00' } }],
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const early = await fetch(`${fake.url}/v2/checkout/orders/${id}/capture`, { method: 'POST', headers });
  expect(await early.json()).toMatchObject({ details: [{ issue: 'ORDER_NOT_APPROVED' }] });
  const approve = await fetch(`${fake.url}/__fake/orders/${id}/approve`, { method: 'POST', body: '{}' });
  expect(approve.headers.get('access-control-allow-origin')).toBe('*');
  const captured = await fetch(`${fake.url}/v2/checkout/orders/${id}/capture`, { method: 'POST', headers });
  expect(captured.status).toBe(201);
  expect(await captured.json()).toMatchObject({
    status: 'COMPLETED',
    purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', amount: { value: '5.00' } }] } }],
  });
});

it('refuses unknown bearer tokens and bad amounts', async () => {
  const denied = await fetch(`${fake.url}/v2/checkout/orders/X`, {
    headers: { authorization: 'Bearer nope' },
  });
  expect(denied.status).toBe(401);
  const headers = { authorization: `Bearer ${await token()}` };
  const bad = await fetch(`${fake.url}/v2/checkout/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '5.001' } }],
    }),
  });
  expect(await bad.json()).toMatchObject({ details: [{ issue: 'DECIMAL_PRECISION' }] });
});
