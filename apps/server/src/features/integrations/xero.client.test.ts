import { startFake, xeroGuid, type RunningXeroFake } from '@file1099/fakes/xero';
import { LINE_REASONS, summariseImport } from '@file1099/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { actualTotals, expectedCashTotals, memoryTokens } from './test-support/partner-tests.ts';
import { XeroClient, createPkcePair, xeroDay } from './xero.client.ts';

const REDIRECT = 'http://127.0.0.1:9/access/connectToXero';

let fake: RunningXeroFake;
let client: XeroClient;

beforeAll(async () => {
  fake = await startFake();
  client = new XeroClient({
    endpoints: {
      authorize: `${fake.url}/identity/connect/authorize`,
      token: `${fake.url}/connect/token`,
      revoke: `${fake.url}/connect/revocation`,
      connections: `${fake.url}/connections`,
      api: `${fake.url}/api.xro/2.0`,
    },
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    pageSize: 20,
    http: new PartnerHttp({ partnerName: 'Xero', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

async function authorise(state: string, codeVerifier: string): Promise<URLSearchParams> {
  const response = await fetch(client.authorizeUrl({ state, redirectUri: REDIRECT, codeVerifier }), {
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

async function connect() {
  const { verifier } = createPkcePair();
  const redirect = await authorise('s1', verifier);
  const tokens = await client.exchangeCode({
    code: redirect.get('code') ?? '',
    redirectUri: REDIRECT,
    codeVerifier: verifier,
  });
  return memoryTokens(tokens, (refreshToken) => client.refresh(refreshToken));
}

const seedId = (guid: string): string => String(Number(guid.slice(-12)));
const mainTenant = () => fake.tenants[0]?.tenantId ?? '';

describe('Xero client against the fake', () => {
  it('connects with PKCE, rotates refresh tokens and refuses a used one or a wrong verifier', async () => {
    const { verifier } = createPkcePair();
    const url = new URL(client.authorizeUrl({ state: 'st', redirectUri: REDIRECT, codeVerifier: verifier }));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('offline_access');
    const redirect = await authorise('state-123', verifier);
    expect(redirect.get('state')).toBe('state-123');
    const wrong = await client
      .exchangeCode({
        code: redirect.get('code') ?? '',
        redirectUri: REDIRECT,
        codeVerifier: createPkcePair().verifier,
      })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ kind: 'grant-refused' });
    const again = await authorise('state-124', verifier);
    const tokens = await client.exchangeCode({
      code: again.get('code') ?? '',
      redirectUri: REDIRECT,
      codeVerifier: verifier,
    });
    expect(tokens.accessExpiresAt).toBeGreaterThan(Date.now());
    const rotated = await client.refresh(tokens.refreshToken);
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    const refused = await client.refresh(tokens.refreshToken).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PartnerError);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(tokens.refreshToken);
  });

  it('reports a denied consent as an error on the redirect', async () => {
    await control('deny-next');
    const redirect = await authorise('s2', createPkcePair().verifier);
    expect(redirect.get('error')).toBe('access_denied');
    expect(redirect.get('code')).toBeNull();
  });

  it('lists the organisations and reads the company, the vendors over several pages and the accounts', async () => {
    const tokens = await connect();
    const tenants = await client.tenants(tokens);
    expect(tenants.map((tenant) => tenant.tenantName)).toEqual(['Harbor Lights Cafe', 'Demo Company (US)']);
    const books = client.books(mainTenant(), tokens);
    expect(await books.company()).toMatchObject({ name: 'Harbor Lights Cafe', currency: 'USD' });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    const contactPages = fake.requests.slice(before).filter((request) => request.path.endsWith('/Contacts'));
    expect(contactPages.length).toBeGreaterThan(2);
    // Suppliers are the contacts with bills or spend money, plus the 1099 group's members; not customers.
    const suppliers = new Set([
      ...fake.books.bills.map((bill) => bill.vendorId),
      ...fake.books.purchases.flatMap((purchase) => (purchase.vendorId ? [purchase.vendorId] : [])),
    ]);
    const wanted = fake.books.vendors.filter((vendor) => vendor.is1099 || suppliers.has(vendor.id));
    expect(vendors.map((vendor) => seedId(vendor.vendorId)).sort()).toEqual(
      wanted.map((vendor) => vendor.id).sort(),
    );
    for (const vendor of vendors) {
      const seeded = fake.books.vendors.find((item) => item.id === seedId(vendor.vendorId));
      expect(vendor.is1099Vendor).toBe(seeded?.is1099);
      expect(vendor.active).toBe(seeded?.active);
      expect(vendor.tinHint).toMatch(/^\*/);
    }
    const accounts = await books.accounts();
    expect(accounts).toHaveLength(fake.books.accounts.length);
    expect(accounts.find((account) => account.accountId === xeroGuid('account', '41'))).toMatchObject({
      accountType: 'BANK',
      accountSubType: 'CREDITCARD',
    });
    expect(accounts.some((account) => !account.isActive)).toBe(true);
    expect(await client.books(fake.tenants[1]?.tenantId ?? '', tokens).vendors()).toEqual([]);
  });

  it("reads the year's payments on a cash basis over several pages: the totals the books give", async () => {
    const books = client.books(mainTenant(), await connect());
    const before = fake.requests.length;
    const lines = await books.paymentLines(2026);
    const paymentPages = fake.requests.slice(before).filter((request) => request.path.endsWith('/Payments'));
    expect(paymentPages.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.paidOn.startsWith('2026-') && line.currency === 'USD')).toBe(true);
    const expected = expectedCashTotals(fake.books, 2026);
    const actual = actualTotals(lines, seedId, seedId);
    expect(actual.byVendor).toEqual(expected.byVendor);
    expect(actual.cardByVendor).toEqual(expected.cardByVendor);
    expect(actual.byAccount).toEqual(expected.byAccount);
    expect(actual.byVendor.has('null')).toBe(true);
  });

  it('refreshes once after a 401 and retries; waits out a 429 with Retry-After', async () => {
    const tokens = await connect();
    const books = client.books(mainTenant(), tokens);
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.accounts()).toHaveLength(fake.books.accounts.length);
  });

  it('gives up after a storm of 500s, asks to reconnect after a second 401, and never shows a token', async () => {
    const tokens = await connect();
    const books = client.books(mainTenant(), tokens);
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Xero is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'expired-token-1',
      refreshAfterUnauthorized: async () => 'expired-token-2',
    };
    const error = await client
      .books(mainTenant(), stale)
      .vendors()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((error as Error).message)).not.toMatch(/expired-token/);
    await control('expire-tokens');
    const used = tokens.current.refreshToken;
    await client.refresh(used);
    const refused = await books.company().catch((failure: unknown) => failure);
    expect(refused).toMatchObject({ kind: 'grant-refused' });
    expect(String((refused as Error).message)).not.toContain(used);
  });

  it('stops reading an organisation once it is disconnected', async () => {
    const tokens = await connect();
    const [main] = await client.tenants(tokens);
    await client.disconnectTenant(main?.connectionId ?? '', tokens);
    await expect(client.books(mainTenant(), tokens).company()).rejects.toMatchObject({
      kind: 'refused',
      httpStatus: 403,
    });
    expect((await client.tenants(tokens)).map((tenant) => tenant.tenantName)).toEqual(['Demo Company (US)']);
  });

  it('reads Xero dates in either form', () => {
    expect(xeroDay('/Date(1767225600000+0000)/')).toBe('2026-01-01');
    expect(xeroDay('/Date(1767225600000+0000)/', '2026-01-01T00:00:00')).toBe('2026-01-01');
    expect(xeroDay('2025-12-31T00:00:00')).toBe('2025-12-31');
    expect(xeroDay(null)).toBe('');
  });

  it('takes amounts as text or numbers and keeps a currency other than USD, which the summary sets apart', async () => {
    const books = client.books(mainTenant(), await connect());
    await control('next-response', {
      path: '/api.xro/2.0/BankTransactions',
      body: {
        Status: 'OK',
        BankTransactions: [
          {
            BankTransactionID: 'bt-eur',
            Type: 'SPEND',
            Status: 'AUTHORISED',
            Contact: { ContactID: xeroGuid('contact', '100') },
            Date: '/Date(1780272000000+0000)/',
            LineAmountTypes: 'Exclusive',
            LineItems: [{ AccountCode: '60', LineAmount: '1,200.50', TaxAmount: 10 }],
            BankAccount: { AccountID: xeroGuid('account', '35') },
            CurrencyCode: 'EUR',
          },
        ],
      },
    });
    const euro = (await books.paymentLines(2026)).filter(
      (line) => line.transactionId === 'BankTransaction bt-eur',
    );
    expect(euro).toEqual([
      expect.objectContaining({
        accountId: xeroGuid('account', '60'),
        amountCents: 121_050,
        currency: 'EUR',
        paidOn: '2026-06-01',
      }),
    ]);
    const [summary] = summariseImport({
      taxYear: 2026,
      vendors: [{ vendorId: xeroGuid('contact', '100'), name: 'A', is1099Vendor: true }],
      lines: euro,
      mappings: {},
      include1099VendorsOnly: false,
    });
    expect(summary?.lines[0]).toMatchObject({ category: 'Unknown', reason: LINE_REASONS.notUsd('EUR') });
  });

  it('connects an app without a secret by PKCE alone, the client id in the form', async () => {
    const publicClient = new XeroClient({
      endpoints: {
        authorize: `${fake.url}/identity/connect/authorize`,
        token: `${fake.url}/connect/token`,
        revoke: `${fake.url}/connect/revocation`,
        connections: `${fake.url}/connections`,
        api: `${fake.url}/api.xro/2.0`,
      },
      clientId: fake.clientId,
      clientSecret: '',
      http: new PartnerHttp({ partnerName: 'Xero', sleep: async () => undefined }),
    });
    const { verifier } = createPkcePair();
    const location = await fetch(
      publicClient.authorizeUrl({ state: 'p', redirectUri: REDIRECT, codeVerifier: verifier }),
      {
        redirect: 'manual',
      },
    );
    const code = new URL(location.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await publicClient.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: verifier });
    const tokenCall = fake.requests.filter((request) => request.path === '/connect/token').at(-1);
    expect(tokenCall?.headers.authorization).toBeUndefined();
    expect((await publicClient.refresh(tokens.refreshToken)).refreshToken).not.toBe(tokens.refreshToken);
  });

  it("reads a supplier's refund of a credit note as a negative payment on the credit note's accounts", async () => {
    const books = client.books(mainTenant(), await connect());
    const credit = fake.books.credits[0];
    if (!credit) throw new Error('the books have no vendor credit');
    await control('next-response', { path: '/api.xro/2.0/Payments', body: { Status: 'OK', Payments: [] } });
    await control('next-response', {
      path: '/api.xro/2.0/Payments',
      body: {
        Status: 'OK',
        Payments: [
          {
            PaymentID: 'refund-1',
            PaymentType: 'APCREDITPAYMENT',
            Status: 'AUTHORISED',
            Date: '/Date(1780272000000+0000)/',
            Amount: 10,
            Account: { AccountID: xeroGuid('account', '35') },
            CreditNote: { CreditNoteID: xeroGuid('creditNote', credit.id) },
          },
        ],
      },
    });
    const refunds = (await books.paymentLines(2026)).filter(
      (line) => line.transactionId === 'Payment refund-1',
    );
    expect(refunds).toEqual([
      expect.objectContaining({
        vendorId: xeroGuid('contact', credit.vendorId),
        accountId: xeroGuid('account', credit.lines[0]?.accountId ?? ''),
        amountCents: -1000,
        funding: 'bank',
      }),
    ]);
  });
});
