import { startFake, type RunningBillFake } from '@file1099/fakes/bill';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { decodeBillLogin } from './bill.client.ts';
import { findConnection } from './connections.store.ts';
import { maskToken } from './integrations.service.ts';

const CONNECT_PATH = '/access/bdcCallback';

describeEachDatabase('BILL connections', (kind) => {
  let fake: RunningBillFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, {
      envOverrides: {
        INTEGRATIONS_BILL_DEVKEY: fake.devKey,
        INTEGRATIONS_BILL_APIBASEURL: `${fake.url}/connect/v3`,
        INTEGRATIONS_BILL_LISTORGSURL: `${fake.url}/api/v2/ListOrgs.json`,
      },
    });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  const signIn = (
    client: ReturnType<TestApp['client']>,
    bdcUsername: string,
    bdcPassword: string,
    bdcOrganizationId?: string,
  ) =>
    client.request({
      method: 'PUT',
      url: CONNECT_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        bdcUsername,
        bdcPassword,
        ...(bdcOrganizationId === undefined ? {} : { bdcOrganizationId }),
      }).toString(),
    });
  const logins = () => fake.requests.filter((request) => request.path === '/connect/v3/login').length;

  it("answers the form's messages, refuses a wrong password with the spec's words, and needs a session", async () => {
    const owner = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    const empty = await signIn(owner, '', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      connectionStatus: 'Fail',
      errorMessage: 'BILL username is required',
      fieldMessages: { bdcUsername: 'BILL username is required', bdcPassword: 'BILL password is required' },
    });
    expect((await signIn(owner, 'owner', 'Zr4-p0q8')).json()).toMatchObject({
      errorMessage: 'Must be a valid email',
    });
    const wrong = await signIn(owner, fake.username, 'Kv7-wrong-Jq2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'UNAUTHORIZED',
      errorMessage: 'Unauthorized access. Please login into your BILL account first.',
    });
    expect(wrong.body).not.toContain('Kv7-wrong-Jq2');
    expect(await findConnection(database.db, cast.globex.domain.id, 'Bill')).toBeUndefined();
    const anonymous = await signIn(t.client(), fake.username, fake.password);
    expect(anonymous.statusCode).toBe(403);
    expect(t.logLines.join('\n')).not.toContain('Kv7-wrong-Jq2');
  });

  it('asks which of two organisations to connect, keeps nothing until one is chosen, and connects the chosen one', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const [cafe, bakery] = fake.organizations;
    const before = logins();
    const asked = await signIn(owner, fake.username, fake.password);
    expect(asked.statusCode).toBe(200);
    // By name: the bakery before the cafe.
    expect(asked.json()).toEqual({
      connectionStatus: 'ChooseOrganization',
      organizations: [
        { organizationId: bakery?.organizationId, name: 'Harbor Lights Bakery Inc.' },
        { organizationId: cafe?.organizationId, name: 'Harbor Lights Cafe LLC' },
      ],
    });
    expect(asked.body).not.toContain(fake.password);
    expect(logins()).toBe(before);
    expect(await findConnection(database.db, cast.acme.domain.id, 'Bill')).toBeUndefined();

    const unknown = await signIn(owner, fake.username, fake.password, '00802ZZZ000009');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      connectionStatus: 'Fail',
      errorCode: 'UNKNOWN_ORGANIZATION',
      errorMessage: 'This BILL sign-in cannot open that organization. Please choose one from the list.',
    });
    expect(logins()).toBe(before);
    expect(await findConnection(database.db, cast.acme.domain.id, 'Bill')).toBeUndefined();

    const chosen = await signIn(owner, fake.username, fake.password, bakery?.organizationId);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ connectionStatus: 'Success' });
    expect(logins()).toBe(before + 1);
    const login = fake.requests.filter((request) => request.path === '/connect/v3/login').at(-1);
    expect(JSON.parse(login?.body ?? '{}')).toMatchObject({ organizationId: bakery?.organizationId });
    const integration = await auth('{ oAuthIntegration(partner: Bill) { connected accountId accountName } }');
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      accountId: bakery?.organizationId,
      accountName: 'Harbor Lights Bakery Inc.',
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'Bill');
    expect(decodeBillLogin(t.services.encryptor.decrypt(row?.refreshTokenSealed ?? ''))).toEqual({
      username: fake.username,
      password: fake.password,
      organizationId: bakery?.organizationId,
    });
    expect(await auth('mutation { disconnectOAuthIntegration(partner: Bill) }')).toMatchObject({
      body: { data: { disconnectOAuthIntegration: true } },
    });
    expect(t.logLines.join('\n')).not.toContain(fake.password);
  });

  it('connects a sign-in with one organisation straight away, seals the sign-in, signs in again when the session ends, and disconnects', async () => {
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const auth = (query: string) => owner.graphql('/access/graphql', query);
    const { username, password } = fake.bookkeeper;
    const connected = await signIn(owner, username, password);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({ connectionStatus: 'Success' });
    const [main] = fake.organizations;
    const integration = await auth('{ oAuthIntegration(partner: Bill) { connected accountId accountName } }');
    expect(integration.body.data?.oAuthIntegration).toEqual({
      connected: true,
      accountId: main?.organizationId,
      accountName: main?.name,
    });
    const row = await findConnection(database.db, cast.acme.domain.id, 'Bill');
    expect(row?.refreshTokenSealed).not.toContain(password);
    const stored = t.services.encryptor.decrypt(row?.refreshTokenSealed ?? '');
    expect(decodeBillLogin(stored)).toEqual({ username, password, organizationId: main?.organizationId });
    // The token viewer shows four characters of it: the organisation's, never the password's.
    expect(maskToken(stored)).not.toContain(password.slice(-4));
    // BILL ends sessions after idle time: a hard refresh signs in again with the sealed sign-in.
    await fetch(`${fake.url}/__fake/expire-tokens`, { method: 'POST' });
    const before = logins();
    const refreshed = await auth('mutation { hardRefreshTokens(partner: Bill) { connected } }');
    expect(refreshed.body.data?.hardRefreshTokens).toEqual({ connected: true });
    expect(logins()).toBe(before + 1);
    const gone = await auth('mutation { disconnectOAuthIntegration(partner: Bill) }');
    expect(gone.body.data?.disconnectOAuthIntegration).toBe(true);
    expect(await findConnection(database.db, cast.acme.domain.id, 'Bill')).toBeUndefined();
    expect(t.logLines.join('\n')).not.toContain(password);
  });
});
