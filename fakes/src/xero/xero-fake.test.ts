import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWhere } from './entities.ts';
import { startFake, type RunningXeroFake } from './index.ts';

let fake: RunningXeroFake;
let accessToken = '';
const REDIRECT = 'http://127.0.0.1:9/cb';

beforeAll(async () => {
  fake = await startFake({ booksOptions: { vendors: 250, billsPerVendor: 1 } });
  const verifier = 'v'.repeat(50);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorise = new URL(`${fake.url}/identity/connect/authorize`);
  authorise.search = new URLSearchParams({
    response_type: 'code',
    client_id: fake.clientId,
    redirect_uri: REDIRECT,
    scope: 'offline_access accounting.settings.read',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const location = new URL((await fetch(authorise, { redirect: 'manual' })).headers.get('location') ?? '');
  // A PKCE grant may be exchanged with the client id alone.
  const answer = await fetch(`${fake.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: fake.clientId,
      code: location.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    }).toString(),
  });
  accessToken = ((await answer.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await fake.close();
});

async function get(path: string, tenantId = fake.tenants[0]?.tenantId ?? '') {
  const response = await fetch(`${fake.url}/api.xro/2.0/${path}`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      'xero-tenant-id': tenantId,
      accept: 'application/json',
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the Xero fake', () => {
  it('pages contacts with page and pageSize, and leaves archived ones out unless asked', async () => {
    const first = await get('Contacts?page=1&pageSize=100&includeArchived=true');
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 3, itemCount: 251 });
    const last = await get('Contacts?page=3&pageSize=100&includeArchived=true');
    expect(last.body.Contacts).toHaveLength(51);
    const active = await get('Contacts');
    expect(active.body.Contacts).toHaveLength(250);
    expect(active.body.pagination).toBeUndefined();
  });

  it('filters with where and IDs, and gives invoice lines only when a page is asked for', async () => {
    const payments = await get(
      'Payments?where=' +
        encodeURIComponent(
          'PaymentType=="ACCPAYPAYMENT" AND Date>=DateTime(2026,01,01) AND Date<=DateTime(2026,01,31)',
        ),
    );
    const rows = payments.body.Payments as { DateString: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.DateString.startsWith('2026-01'))).toBe(true);
    const invoice = (await get('Invoices')).body.Invoices as { InvoiceID: string; LineItems?: unknown }[];
    expect(invoice[0]?.LineItems).toBeUndefined();
    const paged = await get(`Invoices?page=1&IDs=${invoice[0]?.InvoiceID ?? ''}`);
    expect((paged.body.Invoices as { LineItems: unknown[] }[])[0]?.LineItems.length).toBeGreaterThan(0);
    expect(typeof parseWhere('Name=="x" OR 1==1')).toBe('string');
    expect((await get('Payments?where=Amount>5')).status).toBe(400);
  });

  it('refuses a call without a connected organisation (403) or with an unknown token (401)', async () => {
    expect((await get('Organisation', 'not-a-tenant')).status).toBe(403);
    const denied = await fetch(`${fake.url}/api.xro/2.0/Organisation`, {
      headers: { authorization: 'Bearer nope', 'xero-tenant-id': fake.tenants[0]?.tenantId ?? '' },
    });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ Title: 'Unauthorized', Status: 401 });
  });
});
