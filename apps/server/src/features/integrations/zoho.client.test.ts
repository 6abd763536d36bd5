import { startFake, zohoId, type RunningZohoFake } from '@file1099/fakes/zoho';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { actualTotals, expectedCashTotals, memoryTokens } from './test-support/partner-tests.ts';
import { ZohoClient, type ZohoDataCentre } from './zoho.client.ts';

const REDIRECT = 'http://127.0.0.1:9/access/connectToZoho';

let fake: RunningZohoFake;
let client: ZohoClient;
let centre: ZohoDataCentre;

beforeAll(async () => {
  fake = await startFake();
  centre = { location: 'us', accounts: fake.url, api: fake.url };
  client = new ZohoClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    dataCentres: [centre],
    perPage: 20,
    http: new PartnerHttp({
      partnerName: 'Zoho Books',
      authScheme: 'Zoho-oauthtoken',
      sleep: async () => undefined,
    }),
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
  const { tokens, dataCentre } = await client.exchangeCode({
    code: redirect.get('code') ?? '',
    redirectUri: REDIRECT,
    accountsServer: redirect.get('accounts-server'),
  });
  return memoryTokens(tokens, (refreshToken) => client.refresh(refreshToken, dataCentre));
}

const seedId = (id: string): string => String(Number(id.slice(-6)));
const organization = () => ({
  organizationId: fake.organizations[0]?.organizationId ?? '',
  dataCentre: centre,
});
const pagesOf = (before: number, path: string) =>
  fake.requests.slice(before).filter((request) => request.path.endsWith(path)).length;

describe('Zoho Books client against the fake', () => {
  it("connects in the redirect's data centre; the refresh token stays until revoked", async () => {
    const redirect = await authorise('state-123');
    expect(redirect.get('state')).toBe('state-123');
    expect(redirect.get('location')).toBe('us');
    const code = redirect.get('code') ?? '';
    const { tokens } = await client.exchangeCode({
      code,
      redirectUri: REDIRECT,
      accountsServer: redirect.get('accounts-server'),
    });
    await expect(
      client.exchangeCode({ code, redirectUri: REDIRECT, accountsServer: redirect.get('accounts-server') }),
    ).rejects.toMatchObject({ kind: 'grant-refused' });
    const renewed = await client.refresh(tokens.refreshToken, centre);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    await client.revoke(tokens.refreshToken, centre);
    const refused = await client.refresh(tokens.refreshToken, centre).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PartnerError);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(tokens.refreshToken);
  });

  it('never sends a code to an accounts server it does not know', async () => {
    const before = fake.requests.length;
    await expect(
      client.exchangeCode({
        code: 'c',
        redirectUri: REDIRECT,
        accountsServer: 'https://accounts.zoho.example',
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
    expect(fake.requests.length).toBe(before);
  });

  it('reports a denied consent as an error on the redirect', async () => {
    await control('deny-next');
    const redirect = await authorise('s2');
    expect(redirect.get('error')).toBe('access_denied');
    expect(redirect.get('code')).toBeNull();
  });

  it('lists the organisations and reads the company, the vendors and the accounts over several pages', async () => {
    const tokens = await connect();
    expect(await client.organizations(centre, tokens)).toEqual([
      expect.objectContaining({ name: 'Harbor Lights Cafe', isDefault: true }),
      expect.objectContaining({ name: 'Harbor Lights Bakery', isDefault: false }),
    ]);
    const books = client.books(organization(), tokens);
    expect(await books.company()).toMatchObject({ name: 'Harbor Lights Cafe', currency: 'USD' });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    expect(pagesOf(before, '/contacts')).toBe(3);
    expect(vendors.map((vendor) => seedId(vendor.vendorId))).toEqual(
      fake.books.vendors.map((vendor) => vendor.id),
    );
    for (const vendor of vendors) {
      const seeded = fake.books.vendors.find((item) => item.id === seedId(vendor.vendorId));
      expect([vendor.is1099Vendor, vendor.active]).toEqual([seeded?.is1099, seeded?.active]);
    }
    const accounts = await books.accounts();
    expect(accounts).toHaveLength(fake.books.accounts.length);
    expect(accounts.find((account) => account.accountId === zohoId('62'))).toMatchObject({
      accountFullName: 'Legal & Professional Fees:Accounting',
      isSubAccount: true,
    });
    expect(accounts.some((account) => !account.isActive)).toBe(true);
    const empty = { organizationId: fake.organizations[1]?.organizationId ?? '', dataCentre: centre };
    expect(await client.books(empty, tokens).vendors()).toEqual([]);
  });

  it("reads the year's payments on a cash basis over several pages: the totals the books give", async () => {
    const books = client.books(organization(), await connect());
    const before = fake.requests.length;
    const lines = await books.paymentLines(2026);
    expect(pagesOf(before, '/vendorpayments')).toBeGreaterThan(2);
    expect(lines.every((line) => line.paidOn.startsWith('2026-') && line.currency === 'USD')).toBe(true);
    const expected = expectedCashTotals(fake.books, 2026);
    const actual = actualTotals(lines, seedId, seedId);
    expect(actual.byVendor).toEqual(expected.byVendor);
    expect(actual.cardByVendor).toEqual(expected.cardByVendor);
    expect(actual.byAccount).toEqual(expected.byAccount);
    expect(actual.byVendor.has('null')).toBe(true);
    expect(lines.some((line) => line.funding === 'paypal')).toBe(true);
  });

  it('refreshes once after a 401 and retries; waits out a 429 with Retry-After', async () => {
    const tokens = await connect();
    const books = client.books(organization(), tokens);
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
  });

  it('gives up after a storm of 500s, asks to reconnect after a second 401, and never shows a token', async () => {
    const tokens = await connect();
    const books = client.books(organization(), tokens);
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Zoho Books is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'expired-token-1',
      refreshAfterUnauthorized: async () => 'expired-token-2',
    };
    const error = await client
      .books(organization(), stale)
      .vendors()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((error as Error).message)).not.toMatch(/expired-token/);
    await client.revoke(tokens.current.refreshToken, centre);
    await control('expire-tokens');
    const refused = await books.company().catch((failure: unknown) => failure);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(tokens.current.refreshToken);
    const other = { organizationId: 'nope', dataCentre: centre };
    await expect(client.books(other, await connect()).vendors()).rejects.toMatchObject({ kind: 'refused' });
  });

  it('takes amounts as numbers or text and keeps a currency other than USD', async () => {
    const books = client.books(organization(), await connect());
    await control('next-response', {
      path: '/books/v3/expenses',
      body: {
        code: 0,
        message: 'success',
        expenses: [
          {
            expense_id: 'x1',
            date: '2026-07-07',
            account_id: zohoId('60'),
            vendor_id: zohoId('100'),
            total: 45.5,
            currency_code: 'EUR',
            paid_through_account_id: zohoId('41'),
          },
          {
            expense_id: 'x2',
            date: '2026-07-08',
            account_id: zohoId('61'),
            vendor_id: '',
            total: '7.25',
            currency_code: 'USD',
            paid_through_account_id: zohoId('35'),
          },
        ],
        page_context: { page: 1, per_page: 20, has_more_page: false },
      },
    });
    const lines = (await books.paymentLines(2026)).filter((line) =>
      line.transactionId.startsWith('Expense x'),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        vendorId: zohoId('100'),
        amountCents: 4550,
        currency: 'EUR',
        funding: 'card',
      }),
      expect.objectContaining({ vendorId: null, amountCents: 725, currency: 'USD', funding: 'bank' }),
    ]);
  });

  it('leaves a payment whose bill is gone Unknown, with the reason', async () => {
    const books = client.books(organization(), await connect());
    const payment = fake.organizations[0]?.collections.vendorpayments.find((row) =>
      String(row.date).startsWith('2026-'),
    );
    const detail = fake.organizations[0]?.collections.vendorpaymentDetails.get(String(payment?.payment_id));
    const billId = String((detail?.bills as { bill_id: string }[] | undefined)?.[0]?.bill_id);
    await control('next-response', {
      path: `/books/v3/bills/${billId}`,
      status: 404,
      body: { code: 1002, message: 'The bill does not exist.' },
    });
    const lines = (await books.paymentLines(2026)).filter(
      (line) => line.transactionId === `VendorPayment ${String(payment?.payment_id)}`,
    );
    expect(lines).toEqual([
      expect.objectContaining({ accountId: null, error: 'The bill this payment settles could not be read.' }),
    ]);
    expect(lines[0]?.amountCents).toBe(Math.round(Number(payment?.amount) * 100));
  });
});
