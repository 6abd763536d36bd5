import { startFake, type RunningBqeFake } from '@file1099/fakes/bqe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { bqeTokenParts } from './bqe.connector.ts';
import { findConnection } from './connections.store.ts';
import { finishConnect, postedMessage, startConnect } from './test-support/connect-tests.ts';

const CONNECT_PATH = '/access/connectToBQECORE';

describeEachDatabase('BQE CORE connections', (kind) => {
  let fake: RunningBqeFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, {
      envOverrides: {
        INTEGRATIONS_BQE_CLIENTID: fake.clientId,
        INTEGRATIONS_BQE_CLIENTSECRET: fake.clientSecret,
        INTEGRATIONS_BQE_AUTHORIZEURL: `${fake.url}/idp/connect/authorize`,
        INTEGRATIONS_BQE_TOKENURL: `${fake.url}/idp/connect/token`,
        INTEGRATIONS_BQE_REVOKEURL: `${fake.url}/idp/connect/revocation`,
        INTEGRATIONS_BQE_APIBASEURL: `${fake.url}/api`,
      },
    });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  it('connects with PKCE, keeps the API base with the token, rotates the refresh token and disconnects', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const { start, callback } = await startConnect(owner, CONNECT_PATH);
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(postedMessage((await finishConnect(owner, callback)).body)).toEqual({
      connectionStatus: 'Success',
      partner: 'BQECore',
    });
    const integration = await auth(
      '{ oAuthIntegration(partner: BQECore) { connected accountId accountName } }',
    );
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      accountId: 'company',
      accountName: 'Harbor Lights Cafe LLC',
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'BQECore');
    const access = t.services.encryptor.decrypt(row?.accessTokenSealed ?? '');
    expect(bqeTokenParts(access).endpoint).toBe(`${fake.url}/api`);
    const refreshToken = t.services.encryptor.decrypt(row?.refreshTokenSealed ?? '');
    const refreshed = await auth('mutation { hardRefreshTokens(partner: BQECore) { connected } }');
    expect(refreshed.body.data?.hardRefreshTokens).toEqual({ connected: true });
    const after = await findConnection(database.db, cast.acme.domain.id, 'BQECore');
    expect(t.services.encryptor.decrypt(after?.refreshTokenSealed ?? '')).not.toBe(refreshToken);
    const revokes = () =>
      fake.requests.filter((request) => request.path === '/idp/connect/revocation').length;
    const before = revokes();
    const gone = await auth('mutation { disconnectOAuthIntegration(partner: BQECore) }');
    expect(gone.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(revokes()).toBe(before + 1);
    expect(await findConnection(database.db, cast.acme.domain.id, 'BQECore')).toBeUndefined();
  });

  it('reports a denied consent and a replayed callback as failures', async () => {
    const owner = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    await fetch(`${fake.url}/__fake/deny-next`, { method: 'POST' });
    const denied = await startConnect(owner, CONNECT_PATH);
    expect(postedMessage((await finishConnect(owner, denied.callback)).body)).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'ACCESS_DENIED',
    });
    expect(postedMessage((await finishConnect(owner, denied.callback)).body)).toMatchObject({
      errorCode: 'STATE_USED',
    });
    expect(await findConnection(database.db, cast.globex.domain.id, 'BQECore')).toBeUndefined();
  });
});

describe('BQE token tags', () => {
  it('splits a tagged token and leaves an untagged one to the configured API base', () => {
    expect(bqeTokenParts('https://api.bqecore.com/api#eyJ.abc')).toEqual({
      endpoint: 'https://api.bqecore.com/api',
      token: 'eyJ.abc',
    });
    expect(bqeTokenParts('eyJ.abc#x')).toEqual({ endpoint: '', token: 'eyJ.abc#x' });
  });
});
