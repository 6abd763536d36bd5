import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type RunningZohoFake } from './index.ts';

let fake: RunningZohoFake;
let accessToken = '';
const REDIRECT = 'http://127.0.0.1:9/cb';

beforeAll(async () => {
  fake = await startFake({ booksOptions: { vendors: 450, billsPerVendor: 1 } });
  const location = new URL(
    (
      await fetch(
        `${fake.url}/oauth/v2/auth?client_id=${fake.clientId}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
        {
          redirect: 'manual',
        },
      )
    ).headers.get('location') ?? '',
  );
  expect(location.searchParams.get('accounts-server')).toBe(fake.url);
  // Zoho takes the token call's parameters in the query string too.
  const query = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
    code: location.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT,
  });
  const answer = (await (await fetch(`${fake.url}/oauth/v2/token?${query}`, { method: 'POST' })).json()) as {
    access_token: string;
    api_domain: string;
  };
  expect(answer.api_domain).toBe(fake.url);
  accessToken = answer.access_token;
});

afterAll(async () => {
  await fake.close();
});

async function get(path: string, organizationId = fake.organizations[0]?.organizationId ?? '') {
  const response = await fetch(
    `${fake.url}/books/v3/${path}${path.includes('?') ? '&' : '?'}organization_id=${organizationId}`,
    {
      headers: { authorization: `Zoho-oauthtoken ${accessToken}` },
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the Zoho Books fake', () => {
  it('pages vendors by page and per_page (200 at most) with has_more_page', async () => {
    const first = await get('contacts?contact_type=vendor&per_page=500');
    expect(first.body.contacts).toHaveLength(200);
    expect(first.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: true });
    const last = await get('contacts?contact_type=vendor&page=3');
    expect(last.body.contacts).toHaveLength(50);
    expect(last.body.page_context).toMatchObject({ has_more_page: false });
  });

  it('gives bill lines and the bills a payment settles on the details only', async () => {
    const payments = (await get('vendorpayments?date_start=2026-03-01&date_end=2026-03-31')).body
      .vendorpayments as {
      payment_id: string;
      date: string;
      bills?: unknown;
    }[];
    expect(
      payments.every((payment) => payment.date.startsWith('2026-03') && payment.bills === undefined),
    ).toBe(true);
    const detail = (await get(`vendorpayments/${payments[0]?.payment_id ?? ''}`)).body.vendorpayment as {
      bills: { bill_id: string }[];
    };
    const bill = (await get(`bills/${detail.bills[0]?.bill_id ?? ''}`)).body.bill as {
      line_items: unknown[];
    };
    expect(bill.line_items.length).toBeGreaterThan(0);
    expect((await get('bills/123')).status).toBe(404);
  });

  it('refuses an unknown organisation, a garbled header and an unknown token', async () => {
    expect(await get('contacts', 'nope')).toMatchObject({ status: 400, body: { code: 6041 } });
    const garbled = await fetch(`${fake.url}/books/v3/organizations`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toMatchObject({ code: 14 });
    const unknown = await fetch(`${fake.url}/books/v3/organizations`, {
      headers: { authorization: 'Zoho-oauthtoken nope' },
    });
    expect(await unknown.json()).toMatchObject({ code: 57 });
  });
});
