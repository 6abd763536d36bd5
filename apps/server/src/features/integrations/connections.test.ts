import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase, openSharedPostgres } from '../../test/databases.ts';
import {
  connectionTokenAccess,
  consumeConnectState,
  createConnectState,
  findConnection,
  pkceChallenge,
  refreshConnection,
  saveConnection,
} from './connections.store.ts';
import { integrationConnectStates } from './connections.table.ts';
import { integrationConnections } from './connections.table.ts';
import { connectorFor } from './connectors.ts';
import { PartnerHttp } from './partner-http.ts';
import { QboClient } from './qbo.client.ts';

const CONNECT_PATH = '/access/connectToQuickBooks';

function qboEnv(fake: RunningQboFake): Record<string, string> {
  return {
    INTEGRATIONS_QBO_CLIENTID: fake.clientId,
    INTEGRATIONS_QBO_CLIENTSECRET: fake.clientSecret,
    INTEGRATIONS_QBO_AUTHORIZEURL: `${fake.url}/connect/oauth2`,
    INTEGRATIONS_QBO_TOKENURL: `${fake.url}/oauth2/v1/tokens/bearer`,
    INTEGRATIONS_QBO_REVOKEURL: `${fake.url}/v2/oauth2/tokens/revoke`,
    INTEGRATIONS_QBO_APIBASEURL: fake.url,
  };
}

const tokenCalls = (fake: RunningQboFake) =>
  fake.requests.filter((request) => request.path === '/oauth2/v1/tokens/bearer').length;

async function control(fake: RunningQboFake, name: string): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: '{}' });
}

/** The message the popup's page posts to its opener. */
function postedMessage(html: string): Record<string, unknown> {
  const match = /var message = (\{.*?\});/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : {};
}

/** Clicks Connect: the connect path's redirect, the partner's consent and its redirect back. */
async function startConnect(client: TestClient): Promise<{ start: URL; callback: URL }> {
  const started = await client.request({ url: CONNECT_PATH });
  expect(started.statusCode).toBe(302);
  const start = new URL(String(started.headers.location));
  const consent = await fetch(start, { redirect: 'manual' });
  return { start, callback: new URL(consent.headers.get('location') ?? '') };
}

const finish = (client: TestClient, callback: URL) =>
  client.request({ url: `${callback.pathname}${callback.search}` });

describeEachDatabase('QuickBooks connections', (kind) => {
  let fake: RunningQboFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let owner: TestClient;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: qboEnv(fake) });
    cast = await createCast(database);
    owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  const integration = async () =>
    (
      await owner.graphql(
        '/access/graphql',
        '{ oAuthIntegration(partner: QBO) { connected configured accountId accountName needsReconnect } }',
      )
    ).body.data?.oAuthIntegration;

  it('connects through the popup: state, code exchange, realm and company stored, tokens sealed', async () => {
    const { start, callback } = await startConnect(owner);
    expect(start.searchParams.get('redirect_uri')).toBe(`http://file1099.test${CONNECT_PATH}`);
    expect(start.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const page = await finish(owner, callback);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.body).toContain('postMessage(message, "http://file1099.test")');
    expect(postedMessage(page.body)).toEqual({ connectionStatus: 'Success', partner: 'QBO' });
    expect(await integration()).toEqual({
      connected: true,
      configured: true,
      accountId: fake.realmId,
      accountName: 'Harbor Lights Cafe LLC',
      needsReconnect: false,
    });
    const [row] = await database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.domainId, cast.acme.domain.id));
    expect(row?.accessTokenSealed).toMatch(/^v1:/);
    expect(row?.refreshTokenSealed).not.toContain('qbo-rt');
    // The same callback again: the state was used.
    const replay = await finish(owner, callback);
    expect(postedMessage(replay.body)).toMatchObject({
      connectionStatus: 'Fail',
      errorMessage: 'Failed to connect to QuickBooks Online',
      errorCode: 'STATE_USED',
    });
  });

  it('refuses a state it did not issue, one of another user, and an expired one', async () => {
    const forged = await owner.request({ url: `${CONNECT_PATH}?state=forged-state&code=x&realmId=1` });
    expect(postedMessage(forged.body)).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'STATE_INVALID',
    });
    const { callback } = await startConnect(owner);
    const other = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    expect(postedMessage((await finish(other, callback)).body)).toMatchObject({ errorCode: 'STATE_INVALID' });
    const { state } = await createConnectState(database.db, t.services.encryptor, {
      domainId: cast.acme.domain.id,
      userId: cast.acme.user.id,
      partner: 'QBO',
      pkce: false,
      now: new Date(Date.now() - 11 * 60 * 1000),
    });
    const expired = await owner.request({ url: `${CONNECT_PATH}?state=${state}&code=x&realmId=1` });
    expect(postedMessage(expired.body)).toMatchObject({ errorCode: 'STATE_EXPIRED' });
    expect(expired.body).not.toContain(state);
  });

  it('says a denied consent, and a signed-out start, with the spec message', async () => {
    await control(fake, 'deny-next');
    const { callback } = await startConnect(owner);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const denied = postedMessage((await finish(owner, callback)).body);
    expect(denied).toMatchObject({
      connectionStatus: 'Fail',
      errorMessage: 'Failed to connect to QuickBooks Online',
      errorCode: 'ACCESS_DENIED',
      detail: 'The connection was not allowed in QuickBooks Online.',
    });
    const signedOut = await t.client().request({ url: CONNECT_PATH });
    expect(postedMessage(signedOut.body)).toMatchObject({ errorCode: 'SIGNED_OUT' });
  });

  it('after a 401 refreshes once, stores the rotated refresh token and retries', async () => {
    const connector = connectorFor(t.config, 'QBO', {
      http: new PartnerHttp({ partnerName: 'QuickBooks Online', sleep: async () => undefined }),
    });
    if (!connector) throw new Error('QBO not configured');
    const before = await findConnection(database.db, cast.acme.domain.id, 'QBO');
    if (!before) throw new Error('not connected');
    await control(fake, 'expire-tokens');
    const calls = tokenCalls(fake);
    const client = new QboClient({
      endpoints: {
        authorize: `${fake.url}/connect/oauth2`,
        token: `${fake.url}/oauth2/v1/tokens/bearer`,
        revoke: `${fake.url}/v2/oauth2/tokens/revoke`,
        api: fake.url,
      },
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
    });
    const access = connectionTokenAccess(database.db, t.services.encryptor, connector, before.id);
    expect((await client.books(fake.realmId, access).company()).name).toBe('Harbor Lights Cafe');
    expect(tokenCalls(fake)).toBe(calls + 1);
    const after = await findConnection(database.db, cast.acme.domain.id, 'QBO');
    const open = (sealed: string | undefined) => t.services.encryptor.decrypt(sealed ?? '');
    expect(open(after?.refreshTokenSealed)).not.toBe(open(before.refreshTokenSealed));
    expect(after?.lastRefreshedAt).not.toBeNull();
  });

  it('shows the super admin masked tokens and takes token JSON with the spec messages', async () => {
    const admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    const refreshToken = 'admin-refresh-token-0001-abcd';
    await saveConnection(database.db, t.services.encryptor, {
      domainId: cast.admin.domain.id,
      partner: 'QBO',
      userId: cast.admin.user.id,
      tenantId: fake.realmId,
      tenantName: 'Ops books',
      tokens: {
        accessToken: 'admin-access-token-0001-wxyz',
        refreshToken,
        accessExpiresAt: Date.now() + 3_600_000,
        refreshExpiresAt: null,
      },
    });
    const viewed = await admin.graphql('/access/graphql', '{ oAuthTokenData(partner: QBO) }');
    const text = String(viewed.body.data?.oAuthTokenData);
    expect(text).toContain(`••••${refreshToken.slice(-4)}`);
    expect(text).not.toContain(refreshToken);
    const update = (tokenData: string) =>
      admin.graphql(
        '/access/graphql',
        'mutation($d: String!) { updateOAuthToken(partner: QBO, tokenData: $d) }',
        { d: tokenData },
      );
    expect((await update('  ')).body.errors?.[0]?.message).toBe('Enter token data as a string.');
    const broken = await update('{"accessToken": "secret-token-value-1"');
    expect(broken.body.errors?.[0]?.message).toBe('Error updating tokens...');
    expect(JSON.stringify(broken.body)).not.toContain('secret-token-value-1');
    const edited = JSON.parse(text) as Record<string, unknown>;
    edited.accessToken = 'replaced-access-token-1234';
    expect((await update(JSON.stringify(edited))).body.data?.updateOAuthToken).toBe(true);
    const after = await findConnection(database.db, cast.admin.domain.id, 'QBO');
    expect(t.services.encryptor.decrypt(after?.accessTokenSealed ?? '')).toBe('replaced-access-token-1234');
    expect(t.services.encryptor.decrypt(after?.refreshTokenSealed ?? '')).toBe(refreshToken);
    const asOwner = await owner.graphql('/access/graphql', '{ oAuthTokenData(partner: QBO) }');
    expect(asOwner.body.data?.oAuthTokenData ?? null).toBeNull();
  });

  it('refreshes on opening, then disconnects: revoked at QuickBooks and deleted here', async () => {
    const refreshed = await owner.graphql(
      '/access/graphql',
      'mutation { hardRefreshTokens(partner: QBO) { connected } }',
    );
    expect(refreshed.body.data?.hardRefreshTokens).toEqual({ connected: true });
    const stored = await findConnection(database.db, cast.acme.domain.id, 'QBO');
    const refreshToken = t.services.encryptor.decrypt(stored?.refreshTokenSealed ?? '');
    const revokes = fake.requests.filter((request) => request.path === '/v2/oauth2/tokens/revoke').length;
    const answer = await owner.graphql(
      '/access/graphql',
      'mutation { disconnectOAuthIntegration(partner: QBO) }',
    );
    expect(answer.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(fake.requests.filter((request) => request.path === '/v2/oauth2/tokens/revoke')).toHaveLength(
      revokes + 1,
    );
    expect(await findConnection(database.db, cast.acme.domain.id, 'QBO')).toBeUndefined();
    const connector = connectorFor(t.config, 'QBO');
    await expect(connector?.refresh(refreshToken)).rejects.toMatchObject({ kind: 'grant-refused' });
    expect(await integration()).toMatchObject({ connected: false, accountId: null });
  });

  it('marks the connection NeedsReconnect when QuickBooks refuses the refresh token', async () => {
    const connector = connectorFor(t.config, 'QBO');
    if (!connector) throw new Error('QBO not configured');
    const row = await saveConnection(database.db, t.services.encryptor, {
      domainId: cast.globex.domain.id,
      partner: 'QBO',
      userId: cast.globex.user.id,
      tenantId: fake.realmId,
      tenantName: null,
      tokens: {
        accessToken: 'stale-access',
        refreshToken: 'refresh-token-the-fake-never-issued',
        accessExpiresAt: Date.now() - 1000,
        refreshExpiresAt: null,
      },
    });
    const refused = await refreshConnection(database.db, t.services.encryptor, connector, row.id).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((refused as Error).message)).not.toContain('refresh-token-the-fake-never-issued');
    expect((await findConnection(database.db, cast.globex.domain.id, 'QBO'))?.status).toBe('NeedsReconnect');
  });

  it('keeps the PKCE verifier sealed with the state and gives it back once', async () => {
    const { state, codeChallenge } = await createConnectState(database.db, t.services.encryptor, {
      domainId: cast.acme.domain.id,
      userId: cast.acme.user.id,
      partner: 'Xero',
      pkce: true,
    });
    const [row] = await database.db.select().from(integrationConnectStates);
    expect(row?.stateHash).not.toBe(state);
    const taken = await consumeConnectState(database.db, t.services.encryptor, {
      state,
      partner: 'Xero',
      userId: cast.acme.user.id,
    });
    if (!taken.ok || taken.codeVerifier === undefined) throw new Error('state not taken');
    expect(pkceChallenge(taken.codeVerifier)).toBe(codeChallenge);
    expect(
      await consumeConnectState(database.db, t.services.encryptor, {
        state,
        partner: 'Xero',
        userId: cast.acme.user.id,
      }),
    ).toEqual({ ok: false, reason: 'STATE_USED' });
  });

  it("a partner without a client id and secret is 'not configured'", async () => {
    const bare = await createTestApp(database);
    try {
      const client = await bare.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
      const page = await client.request({ url: CONNECT_PATH });
      expect(postedMessage(page.body)).toMatchObject({ errorCode: 'NOT_CONFIGURED' });
      const cards = await client.graphql(
        '/rs/graphql',
        '{ accountingIntegrationPartner { partner available configured settingNames } }',
      );
      expect(cards.body.data?.accountingIntegrationPartner).toContainEqual({
        partner: 'QBO',
        available: true,
        configured: false,
        settingNames: null,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636, appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

// Two servers (each its own pool) on one PostgreSQL database refresh the same connection at once.
describe('token refresh across two servers [postgres]', () => {
  let fake: RunningQboFake;
  let databases: Database[] | undefined;

  beforeAll(async () => {
    fake = await startFake();
    databases = await openSharedPostgres(2);
  });
  afterAll(async () => {
    for (const database of databases ?? []) await database.close();
    await fake.close();
  });

  it('sends one refresh to QuickBooks and both get the rotated tokens', async (context) => {
    if (!databases) return context.skip();
    const [first, second] = databases as [Database, Database];
    const t = await createTestApp(first, { envOverrides: qboEnv(fake) });
    try {
      const cast = await createCast(first);
      const encryptor = createEncryptor(Buffer.alloc(32, 7));
      const connector = connectorFor(t.config, 'QBO');
      if (!connector) throw new Error('QBO not configured');
      const redirect = `http://file1099.test${CONNECT_PATH}`;
      const consent = await fetch(connector.authorizeUrl({ state: 's', redirectUri: redirect }), {
        redirect: 'manual',
      });
      const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const tokens = await connector.exchangeCode({ code, redirectUri: redirect });
      const row = await saveConnection(first.db, encryptor, {
        domainId: cast.acme.domain.id,
        partner: 'QBO',
        userId: cast.acme.user.id,
        tenantId: fake.realmId,
        tenantName: null,
        tokens,
      });
      const calls = tokenCalls(fake);
      // Both saw the access token refused (401) and refresh with the same stored refresh token.
      const results = await Promise.all(
        [first, second].map((database) =>
          refreshConnection(database.db, encryptor, connector, row.id, {
            staleAccessToken: tokens.accessToken,
          }),
        ),
      );
      expect(tokenCalls(fake)).toBe(calls + 1);
      expect(results[0]?.refreshToken).toBe(results[1]?.refreshToken);
      expect(results[0]?.refreshToken).not.toBe(tokens.refreshToken);
      const stored = await findConnection(second.db, cast.acme.domain.id, 'QBO');
      expect(encryptor.decrypt(stored?.refreshTokenSealed ?? '')).toBe(results[0]?.refreshToken);
      expect(stored?.status).toBe('Connected');
    } finally {
      await t.close();
    }
  });
});
