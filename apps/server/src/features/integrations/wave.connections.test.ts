import { startFake, type RunningWaveFake } from '@file1099/fakes/wave';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { findConnection } from './connections.store.ts';
import { finishConnect, postedMessage, startConnect } from './test-support/connect-tests.ts';
import { waveSettings } from './test-support/wave-tests.ts';

const CONNECT_PATH = '/access/connectToWave';

describeEachDatabase('Wave connections', (kind) => {
  let fake: RunningWaveFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: waveSettings(fake) });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  it('connects, records the business, offers the others, picks one, refreshes and disconnects', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const { callback } = await startConnect(owner, CONNECT_PATH);
    expect(postedMessage((await finishConnect(owner, callback)).body)).toEqual({
      connectionStatus: 'Success',
      partner: 'Wave',
    });
    const [main, personal] = fake.businesses;
    const integration = await auth('{ oAuthIntegration(partner: Wave) { connected accountId accountName } }');
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      accountId: main?.id,
      accountName: main?.name,
    });
    const accounts = await auth('{ oAuthAccounts(partner: Wave) { accountId accountName } }');
    expect(accounts.body.data?.oAuthAccounts).toEqual([
      { accountId: main?.id, accountName: main?.name },
      { accountId: personal?.id, accountName: personal?.name },
    ]);
    const picked = await owner.graphql(
      '/access/graphql',
      'mutation($id: String!) { connectOAuthAccount(partner: Wave, accountId: $id, accountName: "Personal") { accountId } }',
      { id: personal?.id },
    );
    expect(picked.body.data?.connectOAuthAccount).toEqual({ accountId: personal?.id });
    const row = await findConnection(database.db, cast.acme.domain.id, 'Wave');
    const refreshToken = t.services.encryptor.decrypt(row?.refreshTokenSealed ?? '');
    const refreshed = await auth('mutation { hardRefreshTokens(partner: Wave) { connected } }');
    expect(refreshed.body.data?.hardRefreshTokens).toEqual({ connected: true });
    const after = await findConnection(database.db, cast.acme.domain.id, 'Wave');
    expect(t.services.encryptor.decrypt(after?.refreshTokenSealed ?? '')).not.toBe(refreshToken);
    const gone = await auth('mutation { disconnectOAuthIntegration(partner: Wave) }');
    expect(gone.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(await findConnection(database.db, cast.acme.domain.id, 'Wave')).toBeUndefined();
  });

  it('reports a denied consent (a business not on Wave Pro) as a failure', async () => {
    const owner = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    await fetch(`${fake.url}/__fake/deny-next`, { method: 'POST' });
    const { callback } = await startConnect(owner, CONNECT_PATH);
    expect(postedMessage((await finishConnect(owner, callback)).body)).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'ACCESS_DENIED',
      errorMessage: 'Failed to connect to Wave',
    });
    expect(await findConnection(database.db, cast.globex.domain.id, 'Wave')).toBeUndefined();
  });
});
