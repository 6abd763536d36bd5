import { startFake, type RunningFreshBooksFake } from '@file1099/fakes/freshbooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { findConnection } from './connections.store.ts';
import { connectorFor } from './connectors.ts';
import { finishConnect, postedMessage, startConnect } from './test-support/connect-tests.ts';

const CONNECT_PATH = '/access/connectToFB';

describeEachDatabase('FreshBooks connections', (kind) => {
  let fake: RunningFreshBooksFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, {
      envOverrides: {
        INTEGRATIONS_FRESHBOOKS_CLIENTID: fake.clientId,
        INTEGRATIONS_FRESHBOOKS_CLIENTSECRET: fake.clientSecret,
        INTEGRATIONS_FRESHBOOKS_AUTHORIZEURL: `${fake.url}/oauth/authorize`,
        INTEGRATIONS_FRESHBOOKS_TOKENURL: `${fake.url}/auth/oauth/token`,
        INTEGRATIONS_FRESHBOOKS_REVOKEURL: `${fake.url}/auth/oauth/revoke`,
        INTEGRATIONS_FRESHBOOKS_APIBASEURL: fake.url,
      },
    });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  it('connects through the callback, records the first business, offers both and disconnects', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const { start, callback } = await startConnect(owner, CONNECT_PATH);
    expect(start.searchParams.get('redirect_uri')).toBe(`http://file1099.test${CONNECT_PATH}`);
    expect(start.searchParams.has('code_challenge')).toBe(false);
    expect(postedMessage((await finishConnect(owner, callback)).body)).toEqual({
      connectionStatus: 'Success',
      partner: 'FreshBooks',
    });
    const [main, other] = fake.businesses;
    const integration = await auth(
      '{ oAuthIntegration(partner: FreshBooks) { connected configured accountId accountName } }',
    );
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      configured: true,
      accountId: main?.accountId,
      accountName: main?.name,
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'FreshBooks');
    expect(row?.refreshTokenSealed).toMatch(/^v1:/);
    const accounts = await auth('{ oAuthAccounts(partner: FreshBooks) { accountId accountName } }');
    expect(accounts.body.data?.oAuthAccounts).toEqual([
      { accountId: main?.accountId, accountName: main?.name },
      { accountId: other?.accountId, accountName: other?.name },
    ]);
    expect(postedMessage((await finishConnect(owner, callback)).body)).toMatchObject({
      errorCode: 'STATE_USED',
    });
    const refreshToken = t.services.encryptor.decrypt(row?.refreshTokenSealed ?? '');
    const revokes = fake.requests.filter((request) => request.path === '/auth/oauth/revoke').length;
    const gone = await auth('mutation { disconnectOAuthIntegration(partner: FreshBooks) }');
    expect(gone.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(fake.requests.filter((request) => request.path === '/auth/oauth/revoke')).toHaveLength(
      revokes + 1,
    );
    expect(await findConnection(database.db, cast.acme.domain.id, 'FreshBooks')).toBeUndefined();
    await expect(connectorFor(t.config, 'FreshBooks')?.refresh(refreshToken)).rejects.toMatchObject({
      kind: 'grant-refused',
    });
  });
});
