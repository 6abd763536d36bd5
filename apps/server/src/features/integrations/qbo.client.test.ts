import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import { summariseImport } from '@file1099/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerError, PartnerHttp, type TokenAccess, type TokenSet } from './partner-http.ts';
import { QboClient } from './qbo.client.ts';

const REDIRECT = 'http://127.0.0.1:9/access/connectToQuickBooks';

let fake: RunningQboFake;
let client: QboClient;

beforeAll(async () => {
  fake = await startFake();
  client = new QboClient({
    endpoints: {
      authorize: `${fake.url}/connect/oauth2`,
      token: `${fake.url}/oauth2/v1/tokens/bearer`,
      revoke: `${fake.url}/v2/oauth2/tokens/revoke`,
      api: fake.url,
    },
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    http: new PartnerHttp({ partnerName: 'QuickBooks Online', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

/** Follows the authorise URL as the popup would and returns the redirect's parameters. */
async function authorise(state: string): Promise<URLSearchParams> {
  const response = await fetch(client.authorizeUrl({ state, redirectUri: REDIRECT }), { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

/** Tokens held in memory, refreshed with the client as the connection store does. */
function memoryTokens(initial: TokenSet): TokenAccess & { current: TokenSet; refreshes: number } {
  const holder = {
    current: initial,
    refreshes: 0,
    accessToken: async () => holder.current.accessToken,
    refreshAfterUnauthorized: async () => {
      holder.refreshes += 1;
      holder.current = await client.refresh(holder.current.refreshToken);
      return holder.current.accessToken;
    },
  };
  return holder;
}

async function connect(): Promise<ReturnType<typeof memoryTokens>> {
  const redirect = await authorise('s1');
  return memoryTokens(await client.exchangeCode({ code: redirect.get('code') ?? '', redirectUri: REDIRECT }));
}

describe('QuickBooks Online client against the fake', () => {
  it('connects with the authorisation code, rotates refresh tokens and refuses a used one', async () => {
    const redirect = await authorise('state-123');
    expect(redirect.get('state')).toBe('state-123');
    expect(redirect.get('realmId')).toBe(fake.realmId);
    const code = redirect.get('code') ?? '';
    const tokens = await client.exchangeCode({ code, redirectUri: REDIRECT });
    expect(tokens.accessExpiresAt).toBeGreaterThan(Date.now());
    await expect(client.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
      kind: 'grant-refused',
    });
    const rotated = await client.refresh(tokens.refreshToken);
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    const refused = await client.refresh(tokens.refreshToken).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PartnerError);
    expect(String((refused as Error).message)).not.toContain(tokens.refreshToken);
  });

  it('reports a denied consent as an error on the redirect', async () => {
    await control('deny-next');
    const redirect = await authorise('s2');
    expect(redirect.get('error')).toBe('access_denied');
    expect(redirect.get('code')).toBeNull();
  });

  it('reads the company, every vendor (inactive too, TIN masked) and the chart of accounts', async () => {
    const books = client.books(fake.realmId, await connect());
    expect(await books.company()).toMatchObject({
      name: 'Harbor Lights Cafe',
      legalName: 'Harbor Lights Cafe LLC',
      currency: 'USD',
    });
    const vendors = await books.vendors();
    expect(vendors).toHaveLength(60);
    expect(vendors.filter((vendor) => !vendor.active)).toHaveLength(1);
    expect(vendors.every((vendor) => /^\*/.test(vendor.tinHint))).toBe(true);
    const accounts = await books.accounts();
    expect(accounts.find((account) => account.accountId === '62')).toMatchObject({
      accountFullName: 'Legal & Professional Fees:Accounting',
      isSubAccount: true,
    });
    expect(accounts.some((account) => !account.isActive)).toBe(true);
  });

  it("reads the year's payments on a cash basis: per vendor, the totals the books give", async () => {
    const books = client.books(fake.realmId, await connect());
    const lines = await books.paymentLines(2026);
    // The expected totals straight from the books: what was paid in 2026, per vendor and in all, and
    // how much of it by card.
    const expected = new Map<string, { all: number; card: number }>();
    const add = (vendorId: string, cents: number, card: boolean) => {
      const entry = expected.get(vendorId) ?? { all: 0, card: 0 };
      entry.all += cents;
      if (card) entry.card += cents;
      expected.set(vendorId, entry);
    };
    for (const payment of fake.books.billPayments.filter((item) => item.date.startsWith('2026'))) {
      const paid = payment.bills.reduce((sum, bill) => sum + bill.amountCents, 0);
      const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
      add(payment.vendorId, paid - credited, payment.fromAccountId === '41');
    }
    for (const purchase of fake.books.purchases.filter(
      (item) => item.date.startsWith('2026') && item.vendorId,
    )) {
      const total = purchase.lines.reduce((sum, line) => sum + line.amountCents, 0);
      add(purchase.vendorId ?? '', total, purchase.fromAccountId === '41');
    }
    const summaries = summariseImport({
      taxYear: 2026,
      vendors: fake.books.vendors.map((vendor) => ({
        vendorId: vendor.id,
        name: vendor.displayName,
        is1099Vendor: vendor.is1099,
      })),
      lines,
      mappings: {},
      include1099VendorsOnly: false,
    });
    for (const summary of summaries.filter((item) => item.vendorId !== null)) {
      const want = expected.get(summary.vendorId ?? '') ?? { all: 0, card: 0 };
      expect(summary.allCents, `vendor ${summary.vendorId}`).toBe(want.all);
      const card = summary.lines
        .filter((line) => line.funding === 'card')
        .reduce((sum, line) => sum + line.amountCents, 0);
      expect(card, `vendor ${summary.vendorId} by card`).toBe(want.card);
    }
    expect(lines.every((line) => line.paidOn.startsWith('2026'))).toBe(true);
    expect(summaries.at(-1)?.name).toBe('Unknown Vendor');
  });

  it('refreshes once after a 401 and retries; waits out a 429 with Retry-After', async () => {
    const tokens = await connect();
    const books = client.books(fake.realmId, tokens);
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
  });

  it('gives up with a clear message after a storm of 500s, and asks to reconnect when the refresh fails', async () => {
    const tokens = await connect();
    const books = client.books(fake.realmId, tokens);
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'QuickBooks Online is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'expired',
      refreshAfterUnauthorized: async () => 'still-expired',
    };
    await expect(client.books(fake.realmId, stale).vendors()).rejects.toMatchObject({
      kind: 'needs-reconnect',
    });
  });
});
