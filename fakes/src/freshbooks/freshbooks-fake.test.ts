import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, type RunningFreshBooksFake } from './index.ts';

let fake: RunningFreshBooksFake;
let accessToken = '';
const REDIRECT = 'https://127.0.0.1:9/cb';

beforeAll(async () => {
  fake = await startFake({ booksOptions: { vendors: 250, billsPerVendor: 1 } });
  const location = new URL(
    (
      await fetch(
        `${fake.url}/oauth/authorize?client_id=${fake.clientId}&response_type=code&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
        {
          redirect: 'manual',
        },
      )
    ).headers.get('location') ?? '',
  );
  // The token endpoint takes a form as well as JSON.
  const answer = await fetch(`${fake.url}/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      code: location.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
    }).toString(),
  });
  accessToken = ((await answer.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await fake.close();
});

async function get(path: string) {
  const response = await fetch(
    `${fake.url}/accounting/account/${fake.businesses[0]?.accountId ?? ''}/${path}`,
    {
      headers: { authorization: `Bearer ${accessToken}` },
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as { response: { result: Record<string, unknown> } },
  };
}

describe('the FreshBooks fake', () => {
  it('pages with page and per_page, at most 100 a page, 15 by default', async () => {
    const capped = await get('bill_vendors/bill_vendors?page=3&per_page=500');
    expect(capped.body.response.result).toMatchObject({ page: 3, pages: 3, per_page: 100, total: 250 });
    expect(capped.body.response.result.bill_vendors).toHaveLength(50);
    expect((await get('bill_vendors/bill_vendors')).body.response.result.per_page).toBe(15);
  });

  it('gives bill lines only when asked, and filters expenses by date', async () => {
    const bare = (await get('bills/bills')).body.response.result.bills as Record<string, unknown>[];
    expect(bare[0]?.lines).toBeUndefined();
    const full = (await get('bills/bills?include[]=lines')).body.response.result.bills as Record<
      string,
      unknown
    >[];
    expect(Array.isArray(full[0]?.lines)).toBe(true);
    const january = (
      await get('expenses/expenses?search[date_min]=2026-01-01&search[date_max]=2026-01-31&per_page=100')
    ).body.response.result.expenses as { date: string }[];
    expect(january.every((expense) => expense.date.startsWith('2026-01'))).toBe(true);
  });

  it('refuses a redirect URI with a query string, an unknown token and an unknown account', async () => {
    const refused = await fetch(
      `${fake.url}/oauth/authorize?client_id=${fake.clientId}&redirect_uri=${encodeURIComponent(`${REDIRECT}?x=1`)}&state=s`,
      { redirect: 'manual' },
    );
    expect(refused.status).toBe(400);
    const denied = await fetch(`${fake.url}/auth/api/v1/users/me`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: 'unauthenticated' });
    const unknown = await fetch(`${fake.url}/accounting/account/nope/bills/bills`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(unknown.status).toBe(404);
  });
});
