import { startFake, type RunningLobFake } from '@file1099/fakes/lob';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createLobClient, LobError, lobIdempotencyKey, type LobLetterRequest } from './lob.client.ts';
import { checkLobSignature, LOB_WEBHOOK_MESSAGES, signLobWebhook } from './lob.webhook.ts';

const API_KEY = 'test_0123456789abcdef';
let fake: RunningLobFake;

beforeAll(async () => {
  fake = await startFake({ apiKey: API_KEY });
});
afterAll(() => fake.close());
beforeEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
});

const pdf = new TextEncoder().encode('%PDF-1.7\n% a recipient copy\n');
const letter = (overrides: Partial<LobLetterRequest['to']> = {}, filingId = 41): LobLetterRequest => ({
  filingId,
  to: {
    name: 'Pat Mailbox',
    line1: '1 Elm Street',
    line2: 'Apt 2',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    country: 'US',
    ...overrides,
  },
  from: {
    name: 'Acme Supplies',
    line1: '100 Main St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    country: 'US',
  },
  pdf,
  description: 'NEC 2026 filing 41',
});

it('creates a letter with basic auth, the PDF, Lob’s address page and a key from the filing id', async () => {
  const client = createLobClient({ apiKey: API_KEY, baseUrl: fake.url });
  const created = await client.createLetter(letter());
  expect(created.id).toMatch(/^ltr_/);
  expect(created.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const stored = fake.state.letters.get(created.id);
  expect(stored).toMatchObject({
    to: { name: 'Pat Mailbox', address_line2: 'Apt 2', address_zip: '53703', address_country: 'US' },
    address_placement: 'insert_blank_page',
    double_sided: true,
    color: false,
    mail_type: 'usps_first_class',
    metadata: { filing_id: '41' },
    file_bytes: pdf.length,
  });
  const request = fake.requests.find((r) => r.path === '/v1/letters');
  expect(request?.headers['idempotency-key']).toBe(lobIdempotencyKey(41));
});

it('never mails twice: a retry after a lost answer gets the same letter', async () => {
  const client = createLobClient({ apiKey: API_KEY, baseUrl: fake.url });
  await fetch(`${fake.url}/__fake/drop-next`, { method: 'POST', body: '{"count":1}' });
  await expect(client.createLetter(letter())).rejects.toMatchObject({ kind: 'unavailable' });
  const again = await client.createLetter(letter());
  expect(fake.state.letters.size).toBe(1);
  expect(fake.state.letters.has(again.id)).toBe(true);
  expect(lobIdempotencyKey(41)).not.toBe(lobIdempotencyKey(42));
});

it('says in plain words why Lob refused, without the key', async () => {
  const wrongKey = 'test_wrong_secret_value';
  const denied = await createLobClient({ apiKey: wrongKey, baseUrl: fake.url })
    .createLetter(letter())
    .catch((error: unknown) => error);
  expect(denied).toBeInstanceOf(LobError);
  expect((denied as LobError).kind).toBe('refused');
  expect((denied as LobError).message).not.toContain(wrongKey);
  const client = createLobClient({ apiKey: API_KEY, baseUrl: fake.url });
  const address = await client.createLetter(letter({ zip: '537' })).catch((error: unknown) => error);
  expect(address).toMatchObject({ kind: 'address' });
  expect((address as LobError).message).toContain('address_zip');
  expect((address as LobError).message).not.toContain(API_KEY);
  await fetch(`${fake.url}/__fake/fail-next`, { method: 'POST', body: '{"count":1,"status":503}' });
  await expect(client.createLetter(letter())).rejects.toMatchObject({ kind: 'unavailable' });
  const down = createLobClient({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1' });
  await expect(down.createLetter(letter())).rejects.toMatchObject({ kind: 'unavailable' });
});

it('checks Lob’s webhook signature and refuses one older than 5 minutes', () => {
  const now = Date.now();
  const body = '{"id":"evt_1"}';
  const timestamp = String(now);
  const signature = signLobWebhook('whsec', timestamp, body);
  expect(checkLobSignature({ secret: 'whsec', signature, timestamp, body, now })).toBeNull();
  expect(checkLobSignature({ secret: 'whsec', signature, timestamp, body: `${body} `, now })).toBe(
    LOB_WEBHOOK_MESSAGES.badSignature,
  );
  expect(checkLobSignature({ secret: 'other', signature, timestamp, body, now })).toBe(
    LOB_WEBHOOK_MESSAGES.badSignature,
  );
  const old = String(now - 6 * 60_000);
  expect(
    checkLobSignature({
      secret: 'whsec',
      signature: signLobWebhook('whsec', old, body),
      timestamp: old,
      body,
      now,
    }),
  ).toBe(LOB_WEBHOOK_MESSAGES.stale);
  expect(checkLobSignature({ secret: '', signature, timestamp, body, now })).toBe(
    LOB_WEBHOOK_MESSAGES.notConfigured,
  );
});
