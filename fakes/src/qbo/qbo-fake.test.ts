import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks } from '../lib/books.ts';
import { parseQuery } from './entities.ts';
import { startFake, type RunningQboFake } from './index.ts';

let fake: RunningQboFake;
let accessToken = '';

beforeAll(async () => {
  fake = await startFake({ booksOptions: { vendors: 2_500, billsPerVendor: 1 } });
  const location = new URL(
    (
      await fetch(
        `${fake.url}/connect/oauth2?client_id=${fake.clientId}&redirect_uri=${encodeURIComponent('http://127.0.0.1:9/cb')}&state=s`,
        { redirect: 'manual' },
      )
    ).headers.get('location') ?? '',
  );
  const tokens = (await (
    await fetch(`${fake.url}/oauth2/v1/tokens/bearer`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') ?? '',
        redirect_uri: 'http://127.0.0.1:9/cb',
      }).toString(),
    })
  ).json()) as { access_token: string };
  accessToken = tokens.access_token;
});

afterAll(async () => {
  await fake.close();
});

async function query(statement: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(
    `${fake.url}/v3/company/${fake.realmId}/query?query=${encodeURIComponent(statement)}&minorversion=75`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the QuickBooks Online fake', () => {
  it('makes the same books from the same seed', () => {
    expect(createBooks({ seed: 7 })).toEqual(createBooks({ seed: 7 }));
    expect(createBooks({ seed: 7 })).not.toEqual(createBooks({ seed: 8 }));
  });

  it('pages by startposition and maxresults, and leaves inactive vendors out unless asked', async () => {
    const first = await query(
      'select * from Vendor where Active in (true, false) startposition 1 maxresults 1000',
    );
    const third = await query(
      'select * from Vendor where Active in (true, false) startposition 2001 maxresults 1000',
    );
    const response = (page: typeof first) => page.body.QueryResponse as { Vendor?: unknown[] };
    expect(response(first).Vendor).toHaveLength(1000);
    expect(response(third).Vendor).toHaveLength(500);
    const active = await query('select count(*) from Vendor');
    expect(active.body.QueryResponse).toEqual({ totalCount: 2_499 });
    const none = await query("select * from Vendor where Id in ('nope')");
    expect(none.body.QueryResponse).toEqual({});
  });

  it('takes a query POSTed as application/text, and finds rows by id in the books order', async () => {
    const order = fake.books.vendors.map((vendor) => vendor.id);
    const ids = [order[1500], order[7], 'nope', order[42], order[7]].map(String);
    const response = await fetch(`${fake.url}/v3/company/${fake.realmId}/query?minorversion=75`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/text' },
      body: `select * from Vendor where Active in (true, false) and Id in (${ids.map((id) => `'${id}'`).join(', ')})`,
    });
    const body = (await response.json()) as { QueryResponse: { Vendor?: { Id: string }[] } };
    expect(body.QueryResponse.Vendor?.map((vendor) => vendor.Id)).toEqual([order[7], order[42], order[1500]]);
  });

  it('answers a query it cannot parse with a ValidationFault, and an unknown token with 401', async () => {
    const bad = await query('select name from Vendor or 1=1');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ValidationFault');
    expect(parseQuery('select * from Bill maxresults 1001')).toBe(
      'QueryValidationError: maxresults must be 1000 or less',
    );
    const denied = await fetch(`${fake.url}/v3/company/${fake.realmId}/companyinfo/${fake.realmId}`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(denied.status).toBe(401);
  });
});
