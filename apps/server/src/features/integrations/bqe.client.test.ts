import { bqeIds, startFake, type RunningBqeFake } from '@file1099/fakes/bqe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BqeClient } from './bqe.client.ts';
import { pkceChallenge } from './connections.store.ts';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { actualTotals, expectedCashTotals, memoryTokens } from './test-support/partner-tests.ts';

const REDIRECT = 'http://127.0.0.1:9/access/connectToBQECORE';
const VERIFIER = 'Vb7q-2Lk9-PkceVerifier-x81mZ0aQw3eR5tY7uI9oP1aS3dF5gH7jK9';

let fake: RunningBqeFake;
let client: BqeClient;

beforeAll(async () => {
  fake = await startFake();
  client = new BqeClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    endpoints: {
      authorize: `${fake.url}/idp/connect/authorize`,
      token: `${fake.url}/idp/connect/token`,
      revoke: `${fake.url}/idp/connect/revocation`,
      api: `${fake.url}/api`,
    },
    pageSize: 25,
    http: new PartnerHttp({ partnerName: 'BQE CORE', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

async function authorise(state: string): Promise<URLSearchParams> {
  const url = client.authorizeUrl({ state, redirectUri: REDIRECT, codeChallenge: pkceChallenge(VERIFIER) });
  const response = await fetch(url, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

async function connect() {
  const redirect = await authorise('s1');
  const { tokens, endpoint } = await client.exchangeCode({
    code: redirect.get('code') ?? '',
    redirectUri: REDIRECT,
    codeVerifier: VERIFIER,
  });
  const held = memoryTokens(tokens, async (refreshToken) => (await client.refresh(refreshToken)).tokens);
  return { tokens: held, books: client.books(endpoint, held) };
}

const seedId = (id: string): string => String(Number(id.slice(-12)));

describe('BQE CORE client against the fake', () => {
  it('connects with PKCE, takes the API base from the token answer, and rotates the refresh token', async () => {
    const redirect = await authorise('state-7Qx');
    expect(redirect.get('state')).toBe('state-7Qx');
    const code = redirect.get('code') ?? '';
    await expect(
      client.exchangeCode({
        code,
        redirectUri: REDIRECT,
        codeVerifier: 'Wrong-verifier-7Zq1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      }),
    ).rejects.toMatchObject({ kind: 'grant-refused' });
    const again = await authorise('state-8Qx');
    const { tokens, endpoint } = await client.exchangeCode({
      code: again.get('code') ?? '',
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
    });
    expect(endpoint).toBe(`${fake.url}/api`);
    const renewed = await client.refresh(tokens.refreshToken);
    expect(renewed.tokens.refreshToken).not.toBe(tokens.refreshToken);
    const reused = await client.refresh(tokens.refreshToken).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(PartnerError);
    expect(reused).toMatchObject({ kind: 'grant-refused' });
    expect(String((reused as Error).message)).not.toContain(tokens.refreshToken);
    await client.revoke(renewed.tokens.refreshToken);
    await expect(client.refresh(renewed.tokens.refreshToken)).rejects.toMatchObject({
      kind: 'grant-refused',
    });
  });

  it('never trusts an http API base on another host', () => {
    expect(() => client.apiBase('http://evil.example/api/')).toThrow(PartnerError);
    expect(client.apiBase('https://api.bqecore.com/api/')).toBe('https://api.bqecore.com/api');
  });

  it('reads the company, the vendors over several pages and the accounts', async () => {
    const { books } = await connect();
    expect(await books.company()).toMatchObject({ legalName: 'Harbor Lights Cafe LLC', currency: 'USD' });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    expect(fake.requests.slice(before).filter((request) => request.path === '/api/vendor')).toHaveLength(3);
    expect(vendors.map((vendor) => seedId(vendor.vendorId))).toEqual(
      fake.books.vendors.map((vendor) => vendor.id),
    );
    for (const vendor of vendors) {
      const seeded = fake.books.vendors.find((item) => item.id === seedId(vendor.vendorId));
      expect([vendor.is1099Vendor, vendor.active, vendor.address.country]).toEqual([
        seeded?.is1099,
        seeded?.active,
        'US',
      ]);
      expect(vendor.tinHint.slice(-4)).toBe(seeded?.tin.slice(-4));
    }
    const accounts = await books.accounts();
    expect(accounts).toHaveLength(fake.books.accounts.length);
    expect(accounts.find((account) => account.accountId === bqeIds.account('62'))).toMatchObject({
      accountFullName: 'Legal & Professional Fees:Accounting',
      isSubAccount: true,
    });
  });

  it("reads the year's checks and card charges on a cash basis: the totals the books give, void left out", async () => {
    const { books } = await connect();
    const lines = await books.paymentLines(2026);
    expect(lines.every((line) => line.paidOn.startsWith('2026-'))).toBe(true);
    expect(lines.some((line) => line.transactionId === `Check ${bqeIds.check('999999')}`)).toBe(false);
    const expected = expectedCashTotals(fake.books, 2026);
    const actual = actualTotals(lines, seedId, seedId);
    expect(actual.byVendor).toEqual(expected.byVendor);
    expect(actual.cardByVendor).toEqual(expected.cardByVendor);
    expect(actual.byAccount).toEqual(expected.byAccount);
    expect(actual.byVendor.has('null')).toBe(true);
    expect(lines.some((line) => line.funding === 'paypal')).toBe(true);
  });

  it('refreshes once after a 401, waits out a 429, and explains a 409 permissions answer', async () => {
    const { tokens, books } = await connect();
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe LLC');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
    await control('permissions');
    await expect(books.accounts()).rejects.toMatchObject({ kind: 'refused', httpStatus: 409 });
  });

  it('gives up after a storm of 500s and asks to reconnect after a second 401, without showing a token', async () => {
    const { books } = await connect();
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'BQE CORE is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'Qb1-stale-token-x7',
      refreshAfterUnauthorized: async () => 'Qb2-stale-token-x7',
    };
    const error = await client
      .books(`${fake.url}/api`, stale)
      .vendors()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((error as Error).message)).not.toMatch(/Qb[12]-stale/);
  });
});
