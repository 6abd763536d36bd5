import { startFake, type RunningZohoFake } from '@file1099/fakes/zoho';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { findConnection } from './connections.store.ts';
import { connectorFor } from './connectors.ts';
import { finishConnect, postedMessage, startConnect } from './test-support/connect-tests.ts';
import { zohoTokenParts } from './zoho.connector.ts';

const CONNECT_PATH = '/access/connectToZoho';

describeEachDatabase('Zoho Books connections', (kind) => {
  let fake: RunningZohoFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, {
      envOverrides: {
        INTEGRATIONS_ZOHO_CLIENTID: fake.clientId,
        INTEGRATIONS_ZOHO_CLIENTSECRET: fake.clientSecret,
        INTEGRATIONS_ZOHO_DATACENTRES: JSON.stringify([
          { location: 'us', accounts: fake.url, api: fake.url },
        ]),
      },
    });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  it('connects in the redirect’s data centre, records the default organisation, refreshes and disconnects', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const { start, callback } = await startConnect(owner, CONNECT_PATH);
    expect(start.origin).toBe(new URL(fake.url).origin);
    expect(callback.searchParams.get('accounts-server')).toBe(fake.url);
    expect(postedMessage((await finishConnect(owner, callback)).body)).toEqual({
      connectionStatus: 'Success',
      partner: 'Zoho',
    });
    const [main, other] = fake.organizations;
    const integration = await auth('{ oAuthIntegration(partner: Zoho) { connected accountId accountName } }');
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      accountId: main?.organizationId,
      accountName: main?.name,
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'Zoho');
    const refreshToken = t.services.encryptor.decrypt(row?.refreshTokenSealed ?? '');
    expect(zohoTokenParts(refreshToken).location).toBe('us');
    const accounts = await auth('{ oAuthAccounts(partner: Zoho) { accountId accountName } }');
    expect(accounts.body.data?.oAuthAccounts).toEqual([
      { accountId: main?.organizationId, accountName: main?.name },
      { accountId: other?.organizationId, accountName: other?.name },
    ]);
    // Zoho does not rotate refresh tokens: a hard refresh gives a new access token only.
    const refreshed = await auth('mutation { hardRefreshTokens(partner: Zoho) { connected } }');
    expect(refreshed.body.data?.hardRefreshTokens).toEqual({ connected: true });
    const after = await findConnection(database.db, cast.acme.domain.id, 'Zoho');
    expect(t.services.encryptor.decrypt(after?.refreshTokenSealed ?? '')).toBe(refreshToken);
    expect(t.services.encryptor.decrypt(after?.accessTokenSealed ?? '')).not.toBe(
      t.services.encryptor.decrypt(row?.accessTokenSealed ?? ''),
    );
    const revokes = fake.requests.filter((request) => request.path === '/oauth/v2/token/revoke').length;
    const gone = await auth('mutation { disconnectOAuthIntegration(partner: Zoho) }');
    expect(gone.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(fake.requests.filter((request) => request.path === '/oauth/v2/token/revoke')).toHaveLength(
      revokes + 1,
    );
    expect(await findConnection(database.db, cast.acme.domain.id, 'Zoho')).toBeUndefined();
    await expect(connectorFor(t.config, 'Zoho')?.refresh(refreshToken)).rejects.toMatchObject({
      kind: 'grant-refused',
    });
  });

  it('refuses a redirect that names an accounts server the app is not set up for', async () => {
    const owner = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    const { callback } = await startConnect(owner, CONNECT_PATH);
    callback.searchParams.set('accounts-server', 'https://accounts.zoho.example');
    expect(postedMessage((await finishConnect(owner, callback)).body)).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'TOKEN_REFUSED',
    });
    expect(await findConnection(database.db, cast.globex.domain.id, 'Zoho')).toBeUndefined();
  });
});

describe('Zoho token tags', () => {
  it('splits a tagged token and leaves an untagged one to the default data centre', () => {
    expect(zohoTokenParts('eu~1000.abc.def')).toEqual({ location: 'eu', token: '1000.abc.def' });
    expect(zohoTokenParts('1000.abc.def')).toEqual({ location: null, token: '1000.abc.def' });
  });
});
