import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signWebhook } from './letters.ts';
import { startFake, type RunningLobFake } from './index.ts';

let fake: RunningLobFake;
let receiver: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  fake = await startFake({
    apiKey: 'test_key',
    webhookSecret: 'whsec',
    webhookUrl: `http://127.0.0.1:${port}/hook`,
  });
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const auth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

function letterForm(overrides: Record<string, string> = {}, pdf = '%PDF-1.7\n%fake\n') {
  const form = new FormData();
  const fields: Record<string, string> = {
    'to[name]': 'Pat Mailbox',
    'to[address_line1]': '1 Elm Street',
    'to[address_city]': 'Madison',
    'to[address_state]': 'WI',
    'to[address_zip]': '53703',
    'from[name]': 'Acme Supplies',
    'from[address_line1]': '100 Main St',
    'from[address_city]': 'Springfield',
    'from[address_state]': 'IL',
    'from[address_zip]': '62704',
    address_placement: 'insert_blank_page',
    color: 'false',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'copy.pdf');
  return form;
}

const create = (form: FormData, key = 'test_key', idempotencyKey?: string) =>
  fetch(`${fake.url}/v1/letters`, {
    method: 'POST',
    headers: { authorization: auth(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: form,
  });

it('creates a letter, returns the same one for a repeated Idempotency-Key, refuses a wrong key', async () => {
  const first = await create(letterForm(), 'test_key', 'k-1');
  expect(first.status).toBe(200);
  const letter = (await first.json()) as {
    id: string;
    to: Record<string, string>;
    expected_delivery_date: string;
  };
  expect(letter.id).toMatch(/^ltr_/);
  expect(letter.to.address_zip).toBe('53703');
  expect(letter.expected_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const again = (await (await create(letterForm(), 'test_key', 'k-1')).json()) as { id: string };
  expect(again.id).toBe(letter.id);
  const other = (await (await create(letterForm(), 'test_key', 'k-2')).json()) as { id: string };
  expect(other.id).not.toBe(letter.id);
  const denied = await create(letterForm(), 'live_wrong');
  expect(denied.status).toBe(401);
});

it('refuses a bad ZIP, an undeliverable address and a file that is not a PDF', async () => {
  const zip = await create(letterForm({ 'to[address_zip]': '537' }));
  expect(zip.status).toBe(422);
  expect(JSON.stringify(await zip.json())).toContain('address_zip');
  const undeliverable = await create(letterForm({ 'to[address_line1]': '9 UNDELIVERABLE Rd' }));
  expect(undeliverable.status).toBe(422);
  expect(JSON.stringify(await undeliverable.json())).toContain('undeliverable');
  const notPdf = await create(letterForm({}, 'hello'));
  expect(notPdf.status).toBe(422);
  const foreign = await create(
    letterForm({ 'to[address_country]': 'CA', 'to[address_state]': '', 'to[address_zip]': 'M5V 2T6' }),
  );
  expect(foreign.status).toBe(200);
});

it('sends a signed tracking webhook for a letter', async () => {
  const letter = (await (await create(letterForm())).json()) as { id: string };
  const sent = await fetch(`${fake.url}/__fake/events`, {
    method: 'POST',
    body: JSON.stringify({ letterId: letter.id, type: 'letter.in_transit', eventId: 'evt_1' }),
  });
  expect(await sent.json()).toMatchObject({ eventId: 'evt_1', status: 200 });
  const hook = received.at(-1);
  if (!hook) throw new Error('no webhook');
  const timestamp = String(hook.headers['lob-signature-timestamp']);
  expect(hook.headers['lob-signature']).toBe(signWebhook('whsec', timestamp, hook.body));
  expect(JSON.parse(hook.body)).toMatchObject({
    id: 'evt_1',
    event_type: { id: 'letter.in_transit' },
    body: { id: letter.id },
  });
  const forged = await fetch(`${fake.url}/__fake/events`, {
    method: 'POST',
    body: JSON.stringify({ letterId: letter.id, type: 'letter.mailed', badSignature: true }),
  });
  expect(forged.status).toBe(200);
  const last = received.at(-1);
  if (!last) throw new Error('no webhook');
  expect(last.headers['lob-signature']).not.toBe(
    signWebhook('whsec', String(last.headers['lob-signature-timestamp']), last.body),
  );
});
