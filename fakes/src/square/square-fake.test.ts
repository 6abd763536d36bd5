import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFake, type RunningSquareFake } from './index.ts';

let fake: RunningSquareFake;
beforeAll(async () => {
  fake = await startFake({ accessToken: 'token' });
});
afterAll(() => fake.close());

const headers = { authorization: 'Bearer token', 'square-version': '2026-09-16' };
const pay = (body: Record<string, unknown>) =>
  fetch(`${fake.url}/v2/payments`, { method: 'POST', headers, body: JSON.stringify(body) });

it('serves the browser script and answers the Payments API in snake_case', async () => {
  const script = await fetch(`${fake.url}/__fake/square.js`);
  expect(script.headers.get('content-type')).toContain('javascript');
  expect(await script.text()).toContain('window.Square');
  const answer = await pay({
    source_id: 'cnon:card-nonce-ok',
    idempotency_key: 'a',
    amount_money: { amount: 500, currency: 'USD' },
  });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    payment: { status: 'COMPLETED', amount_money: { amount: 500 } },
  });
});

it('refuses a wrong token, an over-long key and a changed body under one key', async () => {
  const denied = await fetch(`${fake.url}/v2/payments`, {
    method: 'POST',
    headers: { ...headers, authorization: 'Bearer x' },
    body: '{}',
  });
  expect(denied.status).toBe(401);
  const long = await pay({
    source_id: 'cnon:card-nonce-ok-2',
    idempotency_key: 'k'.repeat(46),
    amount_money: { amount: 500, currency: 'USD' },
  });
  expect(await long.json()).toMatchObject({ errors: [{ code: 'VALUE_TOO_LONG', field: 'idempotency_key' }] });
  await pay({
    source_id: 'cnon:card-nonce-ok-3',
    idempotency_key: 'same',
    amount_money: { amount: 500, currency: 'USD' },
  });
  const changed = await pay({
    source_id: 'cnon:card-nonce-ok-3',
    idempotency_key: 'same',
    amount_money: { amount: 600, currency: 'USD' },
  });
  expect(await changed.json()).toMatchObject({ errors: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] });
});

it('fails the next calls with 503 when told to, then answers again', async () => {
  await fetch(`${fake.url}/__fake/fail-next`, { method: 'POST', body: JSON.stringify({ count: 2 }) });
  const body = {
    source_id: 'cnon:card-nonce-ok-4',
    idempotency_key: 'retry',
    amount_money: { amount: 500, currency: 'USD' },
  };
  expect((await pay(body)).status).toBe(503);
  expect((await pay(body)).status).toBe(503);
  expect((await pay(body)).status).toBe(200);
});
