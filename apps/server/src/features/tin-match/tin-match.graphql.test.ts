import { eq } from 'drizzle-orm';
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
import { savePayee } from '../payees/payees.service.ts';
import { payees } from '../payees/payees.table.ts';
import { W9_OFF_MESSAGE } from '../w9/w9.graphql.ts';
import { TIN_MATCH_OFF_MESSAGE } from './tin-match.graphql.ts';

const PAYEE_FIELDS =
  'id displayName tinMatchStatus tinMatchRequest { status selected isPaid tinMatchResult }';

describeEachDatabase('TIN verification and W-9 over GraphQL', (kind) => {
  let database: Database;
  let test: TestApp;
  let cast: Cast;
  let payer: TestClient;
  let ids: number[] = [];

  const call = async (query: string, variables: Record<string, unknown> = {}) =>
    (await payer.graphql('/rs/graphql', query, variables)).body;
  const setFlag = async (name: 'features.w9' | 'features.tinMatch', value: boolean) => {
    const existing = (await test.config.listProperties()).some((p) => p.name === name);
    if (existing) await test.config.updateProperty(name, { value: String(value) }, 'ops@example.test');
    else
      await test.config.createProperty(
        { name, value: String(value), type: 'BOOLEAN', description: 'test' },
        'ops@example.test',
      );
  };

  beforeAll(async () => {
    database = await kind.open();
    test = await createTestApp(database);
    cast = await createCast(database, 'tinq-');
    const make = (lastName: string, tin: string) =>
      savePayee(database.db, test.services.tinVault, cast.acme.domain.id, {
        entityType: 'Individual',
        firstName: 'Rosa',
        lastName,
        tinType: 'SSN',
        tin,
        emailAddress: `${lastName.toLowerCase()}@example.test`,
      });
    ids = [(await make('Diaz', '521-12-3456')).id, (await make('Moss', '521-12-3457')).id];
    payer = await test.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await test.close();
    await database.close();
  });

  it('updateTINMatch and bulkUpdateTINMatches select (Draft) and unselect; the payee shows tinMatchRequest', async () => {
    const one = await call(
      'mutation($id: Int!) { updateTINMatch(payeeId: $id, selected: true) { status selected isPaid } }',
      { id: ids[0] },
    );
    expect(one.data?.updateTINMatch).toEqual({ status: 'Draft', selected: true, isPaid: false });
    const bulk = await call(
      'mutation($ids: [Int!]!) { bulkUpdateTINMatches(payeeIds: $ids, selected: true) { payeeId selected } }',
      { ids },
    );
    expect(bulk.data?.bulkUpdateTINMatches).toEqual(ids.map((payeeId) => ({ payeeId, selected: true })));
    const listed = await call(`{ payeesWithPageMetadata(pageSize: 25) { payees { ${PAYEE_FIELDS} } } }`);
    expect(listed.data?.payeesWithPageMetadata).toMatchObject({
      payees: [
        { displayName: 'Rosa Diaz', tinMatchRequest: { status: 'Draft', selected: true, isPaid: false } },
        { displayName: 'Rosa Moss', tinMatchRequest: { status: 'Draft', selected: true } },
      ],
    });
    const off = await call(
      'mutation($id: Int!) { updateTINMatch(payeeId: $id, selected: false) { status selected } }',
      { id: ids[1] },
    );
    expect(off.data?.updateTINMatch).toEqual({ status: 'Cancelled', selected: false });
    const cancelled = await call(
      'mutation($ids: [Int!]!) { bulkUpdateTINMatches(payeeIds: $ids, selected: false) { payeeId } }',
      { ids },
    );
    expect(cancelled.data?.bulkUpdateTINMatches).toEqual([{ payeeId: ids[0] }]);
  });

  it('filters the payees grid by TIN status on the server', async () => {
    await database.db
      .update(payees)
      .set({ tinMatchStatus: 'InValid', tinMatchResult: '3' })
      .where(eq(payees.id, ids[0] ?? 0));
    const byStatus = async (status: string) => {
      const body = await call(
        'query($s: String) { payeesWithPageMetadata(pageSize: 25, tinMatchStatus: $s) { payees { displayName tinMatchResult } pageMetadata { totalCount } } }',
        { s: status },
      );
      return body;
    };
    expect((await byStatus('InValid')).data?.payeesWithPageMetadata).toEqual({
      payees: [{ displayName: 'Rosa Diaz', tinMatchResult: '3' }],
      pageMetadata: { totalCount: 1 },
    });
    expect((await byStatus('NotVerified')).data?.payeesWithPageMetadata).toEqual({
      payees: [{ displayName: 'Rosa Moss', tinMatchResult: null }],
      pageMetadata: { totalCount: 1 },
    });
    expect((await byStatus('Sideways')).errors?.[0]?.message).toBe('Unknown TIN status: Sideways');
    // Ignore on InValid resets the payee to not verified, so the filter moves it.
    const ignored = await call('mutation($id: Int!) { ignoreTINValidation(payeeId: $id) }', { id: ids[0] });
    expect(ignored.data).toEqual({ ignoreTINValidation: true });
    expect((await byStatus('InValid')).data?.payeesWithPageMetadata).toMatchObject({
      pageMetadata: { totalCount: 0 },
    });
  });

  it('refuses W-9 and TIN requests with a clear message while their feature flags are off', async () => {
    await setFlag('features.tinMatch', false);
    await setFlag('features.w9', false);
    const refused = async (query: string, variables: Record<string, unknown>) =>
      (await call(query, variables)).errors?.[0]?.message;
    const one = { ids: [ids[1]] };
    expect(await refused('mutation($ids: [Int!]!) { createTINMatches(payeeIds: $ids) { id } }', one)).toBe(
      TIN_MATCH_OFF_MESSAGE,
    );
    expect(
      await refused(
        'mutation($ids: [Int!]!) { requestTINMatches(payeeIds: $ids) { availableCredits } }',
        one,
      ),
    ).toBe(TIN_MATCH_OFF_MESSAGE);
    expect(
      await refused(
        'mutation($ids: [Int!]!) { bulkUpdateTINMatches(payeeIds: $ids, selected: true) { id } }',
        one,
      ),
    ).toBe(TIN_MATCH_OFF_MESSAGE);
    expect(await refused('mutation($ids: [Int!]!) { createW9s(payeeIds: $ids) { id } }', one)).toBe(
      W9_OFF_MESSAGE,
    );
    expect(
      await refused('mutation($ids: [Int!]!) { requestW9s(payeeIds: $ids) { availableCredits } }', one),
    ).toBe(W9_OFF_MESSAGE);
    expect(await refused('mutation($ids: [Int!]!) { remindW9Requests(payeeIds: $ids) { id } }', one)).toBe(
      W9_OFF_MESSAGE,
    );
    // The web app reads the flags to hide the actions.
    expect((await call('{ appConfig { features { tinMatch w9 } } }')).data).toEqual({
      appConfig: { features: { tinMatch: false, w9: false } },
    });
    // Back on, the same call drafts the check.
    await setFlag('features.tinMatch', true);
    expect(
      (await call('mutation($ids: [Int!]!) { createTINMatches(payeeIds: $ids) { status } }', one)).data,
    ).toEqual({ createTINMatches: [{ status: 'Draft' }] });
  });
});
