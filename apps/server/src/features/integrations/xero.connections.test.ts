import { startFake, type RunningXeroFake } from '@file1099/fakes/xero';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { connectionTokenAccess, findConnection, pkceChallenge } from './connections.store.ts';
import { connectorFor } from './connectors.ts';
import { PartnerHttp } from './partner-http.ts';
import {
  finishConnect,
  postedMessage,
  startConnect as startPartnerConnect,
} from './test-support/connect-tests.ts';
import { XeroClient } from './xero.client.ts';
import { readXeroSettings } from './xero.config.ts';

const CONNECT_PATH = '/access/connectToXero';

function xeroEnv(fake: RunningXeroFake): Record<string, string> {
  return {
    INTEGRATIONS_XERO_CLIENTID: fake.clientId,
    INTEGRATIONS_XERO_CLIENTSECRET: fake.clientSecret,
    INTEGRATIONS_XERO_AUTHORIZEURL: `${fake.url}/identity/connect/authorize`,
    INTEGRATIONS_XERO_TOKENURL: `${fake.url}/connect/token`,
    INTEGRATIONS_XERO_REVOKEURL: `${fake.url}/connect/revocation`,
    INTEGRATIONS_XERO_CONNECTIONSURL: `${fake.url}/connections`,
    INTEGRATIONS_XERO_APIBASEURL: `${fake.url}/api.xro/2.0`,
  };
}

const calls = (fake: RunningXeroFake, path: string) =>
  fake.requests.filter((request) => request.path === path).length;

const startConnect = (client: TestClient) => startPartnerConnect(client, CONNECT_PATH);
const finish = finishConnect;

describeEachDatabase('Xero connections', (kind) => {
  let fake: RunningXeroFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let owner: TestClient;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: xeroEnv(fake) });
    cast = await createCast(database);
    owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  const auth = (client: TestClient, query: string, variables?: Record<string, unknown>) =>
    client.graphql('/access/graphql', query, variables);
  const integration = async () =>
    (
      await auth(
        owner,
        '{ oAuthIntegration(partner: Xero) { connected configured accountId accountName needsReconnect } }',
      )
    ).body.data?.oAuthIntegration;

  it('connects with PKCE through the callback, records the first organisation and offers both', async () => {
    const { start, callback } = await startConnect(owner);
    expect(start.searchParams.get('redirect_uri')).toBe(`http://file1099.test${CONNECT_PATH}`);
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback.searchParams.get('state')).toBe(start.searchParams.get('state'));
    const page = await finish(owner, callback);
    expect(postedMessage(page.body)).toEqual({ connectionStatus: 'Success', partner: 'Xero' });
    const [main, demo] = fake.tenants;
    expect(await integration()).toEqual({
      connected: true,
      configured: true,
      accountId: main?.tenantId,
      accountName: main?.tenantName,
      needsReconnect: false,
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'Xero');
    expect(row?.accessTokenSealed).toMatch(/^v1:/);
    expect(row?.refreshTokenSealed).not.toContain('xero');
    const accounts = await auth(owner, '{ oAuthAccounts(partner: Xero) { accountId accountName } }');
    expect(accounts.body.data?.oAuthAccounts).toEqual([
      { accountId: main?.tenantId, accountName: main?.tenantName },
      { accountId: demo?.tenantId, accountName: 'Demo Company (US)' },
    ]);
    const chosen = await auth(
      owner,
      'mutation($id: String!) { connectOAuthAccount(partner: Xero, accountId: $id, accountName: "Demo Company (US)") { accountId accountName } }',
      { id: demo?.tenantId },
    );
    expect(chosen.body.data?.connectOAuthAccount).toEqual({
      accountId: demo?.tenantId,
      accountName: 'Demo Company (US)',
    });
    const foreign = await auth(
      owner,
      'mutation { connectOAuthAccount(partner: Xero, accountId: "not-an-organisation", accountName: "X") { accountId } }',
    );
    expect(foreign.body.errors?.[0]?.message).toBe('Failed to connect to Xero');
    // The same callback again: the state was used.
    expect(postedMessage((await finish(owner, callback)).body)).toMatchObject({
      connectionStatus: 'Fail',
      errorMessage: 'Failed to connect to Xero',
      errorCode: 'STATE_USED',
    });
  });

  it('refuses a forged state, another user’s state, a verifier that does not match, and a denial', async () => {
    const forged = await owner.request({ url: `${CONNECT_PATH}?state=forged-state&code=x` });
    expect(postedMessage(forged.body)).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'STATE_INVALID',
    });
    const { callback } = await startConnect(owner);
    const other = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    expect(postedMessage((await finish(other, callback)).body)).toMatchObject({ errorCode: 'STATE_INVALID' });
    // A code obtained with another challenge than the one the stored verifier answers.
    const started = await owner.request({ url: CONNECT_PATH });
    const start = new URL(String(started.headers.location));
    start.searchParams.set('code_challenge', pkceChallenge('another-verifier-of-somebody-else-0123456789'));
    const consent = await fetch(start, { redirect: 'manual' });
    const swapped = new URL(consent.headers.get('location') ?? '');
    expect(postedMessage((await finish(owner, swapped)).body)).toMatchObject({ errorCode: 'TOKEN_REFUSED' });
    await fetch(`${fake.url}/__fake/deny-next`, { method: 'POST', body: '{}' });
    const denied = await startConnect(owner);
    expect(postedMessage((await finish(owner, denied.callback)).body)).toMatchObject({
      errorCode: 'ACCESS_DENIED',
      detail: 'The connection was not allowed in Xero.',
    });
  });

  it('after a 401 refreshes once through the store and keeps the rotated refresh token', async () => {
    const connector = connectorFor(t.config, 'Xero');
    const settings = readXeroSettings(t.config);
    const before = await findConnection(database.db, cast.acme.domain.id, 'Xero');
    if (!connector || !settings || !before) throw new Error('Xero not connected');
    await fetch(`${fake.url}/__fake/expire-tokens`, { method: 'POST', body: '{}' });
    const tokenCalls = calls(fake, '/connect/token');
    const client = new XeroClient({
      ...settings,
      http: new PartnerHttp({ partnerName: 'Xero', sleep: async () => undefined }),
    });
    const access = connectionTokenAccess(database.db, t.services.encryptor, connector, before.id);
    const tenantId = before.tenantId ?? '';
    expect((await client.books(tenantId, access).company()).name).toBe('Demo Company (US)');
    expect(calls(fake, '/connect/token')).toBe(tokenCalls + 1);
    const after = await findConnection(database.db, cast.acme.domain.id, 'Xero');
    const open = (sealed: string | undefined) => t.services.encryptor.decrypt(sealed ?? '');
    expect(open(after?.refreshTokenSealed)).not.toBe(open(before.refreshTokenSealed));
    expect(after?.lastRefreshedAt).not.toBeNull();
    // The old refresh token was rotated away: Xero refuses it.
    await expect(connector.refresh(open(before.refreshTokenSealed))).rejects.toMatchObject({
      kind: 'grant-refused',
    });
  });

  it('disconnects: the refresh token is revoked at Xero and the connection deleted', async () => {
    const stored = await findConnection(database.db, cast.acme.domain.id, 'Xero');
    const refreshToken = t.services.encryptor.decrypt(stored?.refreshTokenSealed ?? '');
    const revokes = calls(fake, '/connect/revocation');
    const answer = await auth(owner, 'mutation { disconnectOAuthIntegration(partner: Xero) }');
    expect(answer.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(calls(fake, '/connect/revocation')).toBe(revokes + 1);
    expect(await findConnection(database.db, cast.acme.domain.id, 'Xero')).toBeUndefined();
    await expect(connectorFor(t.config, 'Xero')?.refresh(refreshToken)).rejects.toMatchObject({
      kind: 'grant-refused',
    });
    expect(await integration()).toMatchObject({ connected: false, accountId: null });
    const accounts = await auth(owner, '{ oAuthAccounts(partner: Xero) { accountId } }');
    expect(accounts.body.data?.oAuthAccounts).toEqual([]);
  });

  it("is 'not configured' without a client id", async () => {
    const bare = await createTestApp(database);
    try {
      const client = await bare.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
      const page = await client.request({ url: CONNECT_PATH });
      expect(postedMessage(page.body)).toMatchObject({ errorCode: 'NOT_CONFIGURED' });
      const cards = await client.graphql(
        '/rs/graphql',
        '{ accountingIntegrationPartner { partner available configured } }',
      );
      expect(cards.body.data?.accountingIntegrationPartner).toContainEqual({
        partner: 'Xero',
        available: true,
        configured: false,
      });
    } finally {
      await bare.close();
    }
  });
});
