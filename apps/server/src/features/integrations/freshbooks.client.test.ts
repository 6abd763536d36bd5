import { startFake, type RunningFreshBooksFake } from '@file1099/fakes/freshbooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreshBooksClient } from './freshbooks.client.ts';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { actualTotals, expectedCashTotals, memoryTokens } from './test-support/partner-tests.ts';

const REDIRECT = 'https://127.0.0.1:9/access/connectToFB';

let fake: RunningFreshBooksFake;
let client: FreshBooksClient;

beforeAll(async () => {
  fake = await startFake();
  client = new FreshBooksClient({
    endpoints: {
      authorize: `${fake.url}/oauth/authorize`,
      token: `${fake.url}/auth/oauth/token`,
      revoke: `${fake.url}/auth/oauth/revoke`,
      api: fake.url,
    },
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    perPage: 20,
    http: new PartnerHttp({ partnerName: 'FreshBooks', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

async function authorise(state: string): Promise<URLSearchParams> {
  const response = await fetch(client.authorizeUrl({ state, redirectUri: REDIRECT }), { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

async function connect() {
  const redirect = await authorise('s1');
  const tokens = await client.exchangeCode({ code: redirect.get('code') ?? '', redirectUri: REDIRECT });
  return memoryTokens(tokens, (refreshToken) => client.refresh(refreshToken, REDIRECT));
}

const accountId = () => fake.businesses[0]?.accountId ?? '';
const pagesOf = (before: number, path: string) =>
  fake.requests.slice(before).filter((request) => request.path.endsWith(path)).length;

describe('FreshBooks client against the fake', () => {
  it('connects with the authorisation code, rotates refresh tokens and refuses a used one', async () => {
    const redirect = await authorise('state-123');
    expect(redirect.get('state')).toBe('state-123');
    const code = redirect.get('code') ?? '';
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens.accessExpiresAt).toBeGreaterThan(Date.now() + 11 * 3600_000);
    await expect(client.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
      kind: 'grant-refused',
    });
    const rotated = await client.refresh(tokens.refreshToken, REDIRECT);
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    const refused = await client.refresh(tokens.refreshToken, REDIRECT).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PartnerError);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(tokens.refreshToken);
  });

  it('reports a denied consent as an error on the redirect', async () => {
    await control('deny-next');
    const redirect = await authorise('s2');
    expect(redirect.get('error')).toBe('access_denied');
    expect(redirect.get('code')).toBeNull();
  });

  it('lists the businesses and reads the company, the vendors and the expense categories over several pages', async () => {
    const tokens = await connect();
    expect((await client.businesses(tokens)).map((business) => [business.accountId, business.name])).toEqual([
      [accountId(), 'Harbor Lights Cafe'],
      [fake.businesses[1]?.accountId, 'Harbor Lights Catering'],
    ]);
    const books = client.books(accountId(), tokens);
    expect(await books.company()).toMatchObject({ name: 'Harbor Lights Cafe', currency: 'USD' });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    expect(pagesOf(before, '/bill_vendors/bill_vendors')).toBe(3);
    expect(vendors.map((vendor) => vendor.vendorId)).toEqual(fake.books.vendors.map((vendor) => vendor.id));
    for (const vendor of vendors) {
      const seeded = fake.books.vendors.find((item) => item.id === vendor.vendorId);
      expect([vendor.is1099Vendor, vendor.active, vendor.tinHint]).toEqual([
        seeded?.is1099,
        seeded?.active,
        '',
      ]);
    }
    const accounts = await books.accounts();
    expect(accounts.find((account) => account.accountId === '62')).toMatchObject({
      accountFullName: 'Legal & Professional Fees:Accounting',
      isSubAccount: true,
    });
    expect(accounts.find((account) => account.accountId === '65')?.accountType).toBe('Cost of Goods Sold');
    expect(accounts.some((account) => !account.isActive)).toBe(true);
    expect(await client.books(fake.businesses[1]?.accountId ?? '', tokens).vendors()).toEqual([]);
  });

  it("reads the year's payments on a cash basis over several pages: the totals the books give", async () => {
    const books = client.books(accountId(), await connect());
    const before = fake.requests.length;
    const lines = await books.paymentLines(2026);
    expect(pagesOf(before, '/bill_payments/bill_payments')).toBeGreaterThan(2);
    expect(pagesOf(before, '/bills/bills')).toBeGreaterThan(2);
    expect(lines.every((line) => line.paidOn.startsWith('2026-') && line.currency === 'USD')).toBe(true);
    // An expense names its vendor in free text: only a name one vendor has finds that vendor.
    const names = new Map<string, number>();
    for (const vendor of fake.books.vendors)
      names.set(vendor.displayName.toLowerCase(), (names.get(vendor.displayName.toLowerCase()) ?? 0) + 1);
    const byName = (vendorId: string | null) => {
      const name =
        fake.books.vendors.find((vendor) => vendor.id === vendorId)?.displayName.toLowerCase() ?? '';
      return name !== '' && names.get(name) === 1 ? vendorId : null;
    };
    const expected = expectedCashTotals(fake.books, 2026, byName);
    const actual = actualTotals(lines, String, String);
    expect(actual.byVendor).toEqual(expected.byVendor);
    expect(actual.cardByVendor).toEqual(expected.cardByVendor);
    expect(actual.byAccount).toEqual(expected.byAccount);
    expect(actual.byVendor.has('null')).toBe(true);
    expect(lines.some((line) => line.funding === 'paypal')).toBe(true);
  });

  it('refreshes once after a 401 and retries; waits out a 429 with Retry-After', async () => {
    const tokens = await connect();
    const books = client.books(accountId(), tokens);
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
  });

  it('gives up after a storm of 500s, asks to reconnect after a second 401, and never shows a token', async () => {
    const tokens = await connect();
    const books = client.books(accountId(), tokens);
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'FreshBooks is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'expired-token-1',
      refreshAfterUnauthorized: async () => 'expired-token-2',
    };
    const error = await client
      .books(accountId(), stale)
      .vendors()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((error as Error).message)).not.toMatch(/expired-token/);
    await control('expire-tokens');
    const used = tokens.current.refreshToken;
    await client.refresh(used, REDIRECT);
    const refused = await books.company().catch((failure: unknown) => failure);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(used);
    await expect(client.books('nope', await connect()).vendors()).rejects.toMatchObject({ kind: 'refused' });
  });

  it('takes amounts as numbers or text and keeps a currency other than USD; a nameless expense has no vendor', async () => {
    const books = client.books(accountId(), await connect());
    await control('next-response', {
      path: `/accounting/account/${accountId()}/expenses/expenses`,
      body: {
        response: {
          result: {
            expenses: [
              {
                id: 1,
                expenseid: 1,
                date: '2026-05-05',
                amount: { amount: 99, code: 'CAD' },
                categoryid: 60,
                vendor: '',
                vis_state: 0,
              },
              {
                id: 2,
                expenseid: 2,
                date: '2026-05-06',
                amount: { amount: '12.34', code: 'USD' },
                categoryid: 61,
                vendor: 'Nobody We Know',
                account_name: 'PayPal',
                vis_state: 0,
              },
            ],
            page: 1,
            pages: 1,
          },
        },
      },
    });
    const lines = (await books.paymentLines(2026)).filter(
      (line) => line.transactionId.startsWith('Expense ') && line.paidOn.startsWith('2026-05-0'),
    );
    expect(lines).toEqual([
      expect.objectContaining({ vendorId: null, accountId: '60', amountCents: 9900, currency: 'CAD' }),
      expect.objectContaining({
        vendorId: null,
        accountId: '61',
        amountCents: 1234,
        currency: 'USD',
        funding: 'paypal',
        description: 'Expense to Nobody We Know',
      }),
    ]);
  });
});
