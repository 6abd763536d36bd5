import { startFake, waveId, type RunningWaveFake } from '@file1099/fakes/wave';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { memoryTokens } from './test-support/partner-tests.ts';
import { WAVE_NO_PAYMENTS, WaveClient } from './wave.client.ts';

const REDIRECT = 'http://127.0.0.1:9/access/connectToWave';

let fake: RunningWaveFake;
let client: WaveClient;

beforeAll(async () => {
  fake = await startFake();
  client = new WaveClient({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    endpoints: {
      authorize: `${fake.url}/oauth2/authorize/`,
      token: `${fake.url}/oauth2/token/`,
      graphql: `${fake.url}/graphql/public`,
    },
    pageSize: 25,
    http: new PartnerHttp({ partnerName: 'Wave', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

async function connect() {
  const response = await fetch(client.authorizeUrl({ state: 's1', redirectUri: REDIRECT }), {
    redirect: 'manual',
  });
  const redirect = new URL(response.headers.get('location') ?? '').searchParams;
  const tokens = await client.exchangeCode({ code: redirect.get('code') ?? '', redirectUri: REDIRECT });
  return memoryTokens(tokens, (refreshToken) => client.refresh(refreshToken));
}

const businessId = () => fake.businesses[0]?.id ?? '';

describe('Wave client against the fake', () => {
  it('connects, rotates the refresh token, and lists the businesses', async () => {
    const tokens = await connect();
    const renewed = await client.refresh(tokens.current.refreshToken);
    expect(renewed.refreshToken).not.toBe(tokens.current.refreshToken);
    const reused = await client.refresh(tokens.current.refreshToken).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(PartnerError);
    expect(reused).toMatchObject({ kind: 'grant-refused' });
    expect(String((reused as Error).message)).not.toContain(tokens.current.refreshToken);
    tokens.current = renewed;
    expect(await client.businesses(tokens)).toEqual([
      { businessId: businessId(), name: 'Harbor Lights Cafe LLC', isPersonal: false },
      { businessId: fake.businesses[1]?.id, name: 'Hana Walsh (personal)', isPersonal: true },
    ]);
  });

  it('reads the business, the vendors over several pages and the accounts; no TIN or 1099 flag', async () => {
    const books = client.books(businessId(), await connect());
    expect(await books.company()).toMatchObject({
      legalName: 'Harbor Lights Cafe LLC',
      currency: 'USD',
      address: { city: 'Boston', state: 'MA', country: 'US' },
    });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    expect(fake.requests.length - before).toBe(3);
    expect(vendors.map((vendor) => vendor.vendorId)).toEqual(
      fake.books.vendors.map((vendor) => waveId('Vendor', vendor.id)),
    );
    expect(vendors.every((vendor) => vendor.tinHint === '' && !vendor.is1099Vendor)).toBe(true);
    expect(vendors.filter((vendor) => !vendor.active)).toHaveLength(1);
    const accounts = await books.accounts();
    expect(accounts).toHaveLength(fake.books.accounts.length);
    expect(accounts.find((account) => account.accountId === waveId('Account', '41'))).toMatchObject({
      accountType: 'LIABILITY',
      accountSubType: 'credit card',
    });
  });

  it('says that Wave does not give the payments, and the fake refuses a transactions query as Wave does', async () => {
    const tokens = await connect();
    const error = await client
      .books(businessId(), tokens)
      .paymentLines(2026)
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'refused', message: WAVE_NO_PAYMENTS });
    expect(WAVE_NO_PAYMENTS).toContain('CSV');
    await expect(
      client.query(
        'query($id: ID!) { business(id: $id) { transactions { id } } }',
        { id: businessId() },
        tokens,
      ),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('refreshes once after a 401, waits out a 429, and asks to reconnect after a second 401', async () => {
    const tokens = await connect();
    const books = client.books(businessId(), tokens);
    await control('expire-tokens');
    expect((await books.company()).name).toBe('Harbor Lights Cafe LLC');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
    const stale: TokenAccess = {
      accessToken: async () => 'Wq1-stale-token-z9',
      refreshAfterUnauthorized: async () => 'Wq2-stale-token-z9',
    };
    const failure = await client
      .books(businessId(), stale)
      .vendors()
      .catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((failure as Error).message)).not.toMatch(/Wq[12]-stale/);
  });
});
