import { eq, inArray } from 'drizzle-orm';
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
import { FILING_MESSAGES, saveFiling, setFilingStatus } from '../filings/filings.service.ts';
import { filings } from '../filings/filings.table.ts';
import { savePayee } from '../payees/payees.service.ts';
import { SERVICE_MESSAGES } from '@file1099/forms';
import { MAX_BULK_FILINGS, SERVICES_MESSAGES, updateFilingServices } from './services.service.ts';

const SUBS = `fedSub { selected isPaid } stateSub { selected isPaid filingMethod stateCode }
  printSub { selected isPaid } emailSub { selected isPaid } tinMatchSub { selected isPaid }`;
const FIELDS = `id ${SUBS} stateFiling { stateCode isFilingSupported isFilingRequired supportedMethods }
  serviceToggles { fed state print email tinMatch }`;

interface Sub {
  selected: boolean;
  isPaid: boolean;
}
interface FilingAnswer {
  id: number;
  fedSub: Sub;
  stateSub: Sub & { filingMethod: string | null; stateCode: string | null };
  printSub: Sub;
  emailSub: Sub;
  tinMatchSub: Sub;
  stateFiling: { stateCode: string | null; isFilingSupported: boolean; supportedMethods: string[] };
  serviceToggles: Record<'fed' | 'state' | 'print' | 'email' | 'tinMatch', boolean>;
}

const off = { selected: false, isPaid: false };
const on = { selected: true, isPaid: false };

describeEachDatabase('services per filing', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
  let counter = 0;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const gql = (client: TestClient, query: string, variables?: Record<string, unknown>) =>
    client.graphql('/rs/graphql', query, variables);

  /** A draft 1099-NEC of a new payee of the account, with the state fields given. */
  async function draft(
    options: { domainId?: number; email?: string | null; state?: Record<string, unknown> } = {},
  ): Promise<number> {
    counter += 1;
    const domainId = options.domainId ?? cast.acme.domain.id;
    const payee = await savePayee(database.db, t.services.tinVault, domainId, {
      entityType: 'Business',
      businessName: `Vendor ${counter}`,
      tinType: 'EIN',
      tin: `27-${String(3_000_000 + counter)}`,
      emailAddress: options.email === undefined ? `v${counter}@vendor.test` : options.email,
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    });
    const filing = await saveFiling(database.db, t.services.tinVault, domainId, {
      payeeId: payee.id,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 250_000, ...options.state },
    });
    return filing.id;
  }

  async function mutate(name: string, args: string, variables: Record<string, unknown>) {
    const result = await gql(
      acme,
      `mutation(${args.split('|')[0]}) { ${name}(${args.split('|')[1]}) { ${FIELDS} } }`,
      variables,
    );
    return {
      data: result.body.data?.[name] as FilingAnswer | FilingAnswer[] | undefined,
      error: result.body.errors?.[0],
    };
  }
  const fed = (id: number, selected: boolean) =>
    mutate('updateFedSub', '$id: Int!, $s: Boolean!|filingId: $id, selected: $s', { id, s: selected });
  const state = (id: number, selected: boolean, method?: string) =>
    mutate(
      'updateStateSub',
      '$id: Int!, $s: Boolean!, $m: StateFilingMethod|filingId: $id, selected: $s, filingMethod: $m',
      {
        id,
        s: selected,
        m: method,
      },
    );
  const bulk = (name: string, ids: number[], selected: boolean) =>
    mutate(name, '$ids: [Int!]!, $s: Boolean!|filingIds: $ids, selected: $s', { ids, s: selected });

  async function stored(ids: number[]) {
    return database.db
      .select({
        id: filings.id,
        fedSub: filings.fedSub,
        stateSub: filings.stateSub,
        printSub: filings.printSub,
      })
      .from(filings)
      .where(inArray(filings.id, ids))
      .orderBy(filings.id);
  }

  it('selects state (CFSF for California), print, e-mail and TIN check with federal eFile, and clears them after', async () => {
    const id = await draft({ state: { state1Code: 'CA', state1Income: 250_000 } });
    const before = await gql(acme, `query($id: Int!) { filing(id: $id) { ${FIELDS} } }`, { id });
    expect(before.body.data?.filing).toMatchObject({
      stateFiling: {
        stateCode: 'CA',
        isFilingSupported: true,
        isFilingRequired: true,
        supportedMethods: ['CFSF', 'EFile', 'SelfEFile', 'SelfFile'],
      },
      serviceToggles: { fed: true, state: false, print: false, email: false, tinMatch: true },
    });
    const selected = await fed(id, true);
    expect(selected.error).toBeUndefined();
    expect(selected.data).toMatchObject({
      fedSub: on,
      stateSub: { ...on, filingMethod: 'CFSF', stateCode: 'CA' },
      printSub: on,
      emailSub: on,
      tinMatchSub: on,
      serviceToggles: { fed: true, state: true, print: true, email: true, tinMatch: true },
    });
    const cleared = await fed(id, false);
    expect(cleared.data).toMatchObject({
      fedSub: off,
      stateSub: { ...off, filingMethod: null },
      printSub: off,
      emailSub: off,
      tinMatchSub: on,
    });
  });

  it('leaves the state off where the state takes no filing and e-mail off without a payee e-mail', async () => {
    const id = await draft({ email: null, state: { state1Code: 'TX', state1Income: 250_000 } });
    const selected = await fed(id, true);
    expect(selected.data).toMatchObject({
      stateSub: { ...off, filingMethod: null },
      printSub: on,
      emailSub: off,
      stateFiling: { stateCode: 'TX', isFilingSupported: false, supportedMethods: [] },
      serviceToggles: { state: false, email: false, print: true },
    });
    const email = await mutate('updateEmailSub', '$id: Int!|filingId: $id, selected: true', { id });
    expect(email.error?.message).toBe(SERVICE_MESSAGES.noEmail);
    expect((await state(id, true)).error?.message).toBe(SERVICE_MESSAGES.stateNotSupported);
  });

  it("offers only the state's methods and needs federal eFile for state, print and e-mail", async () => {
    const id = await draft({ state: { state1Code: 'DE', state1Income: 250_000 } });
    expect((await state(id, true)).error?.message).toBe(SERVICE_MESSAGES.needsFederal('state'));
    const print = await mutate('updatePrintSub', '$id: Int!|filingId: $id, selected: true', { id });
    expect(print.error?.message).toBe(SERVICE_MESSAGES.needsFederal('print'));
    expect((await fed(id, true)).data).toMatchObject({
      stateSub: { filingMethod: 'EFile', stateCode: 'DE' },
    });
    expect((await state(id, true, 'CFSF')).error?.message).toBe(
      SERVICE_MESSAGES.methodNotOffered('CFSF', 'DE'),
    );
    expect((await state(id, true, 'SelfEFile')).data).toMatchObject({
      stateSub: { ...on, filingMethod: 'SelfEFile' },
    });
    const [row] = await stored([id]);
    expect(row?.stateSub).toMatchObject({ selected: true, filingMethod: 'SelfEFile', stateCode: 'DE' });
  });

  it('never switches off or buys again a paid service', async () => {
    const id = await draft({ state: { state1Code: 'CA', state1Income: 250_000 } });
    await fed(id, true);
    const [row] = await stored([id]);
    if (!row) throw new Error('The draft was not stored');
    await database.db
      .update(filings)
      .set({ fedSub: { ...row.fedSub, isPaid: true }, stateSub: { ...row.stateSub, isPaid: true } })
      .where(eq(filings.id, id));
    expect((await fed(id, false)).error?.message).toBe(SERVICE_MESSAGES.paid('fed'));
    expect((await state(id, false)).error?.message).toBe(SERVICE_MESSAGES.paid('state'));
    expect((await state(id, true, 'EFile')).error?.message).toBe(SERVICE_MESSAGES.alreadyPaid('state'));
    const bulkOff = await bulk('bulkUpdateFedSub', [id], false);
    expect(bulkOff.error?.message).toBe(SERVICE_MESSAGES.paid('fed'));
    const printOff = await mutate('updatePrintSub', '$id: Int!|filingId: $id, selected: false', { id });
    expect(printOff.data).toMatchObject({ fedSub: { selected: true, isPaid: true }, printSub: off });
    expect((await fed(id, true)).data).toMatchObject({ serviceToggles: { fed: false, state: false } });
  });

  it('drops the state selection when an edit moves the filing to a state that takes no filing', async () => {
    const id = await draft({ state: { state1Code: 'CA', state1Income: 250_000 } });
    await fed(id, true);
    const [before] = await stored([id]);
    const payeeId = (
      await database.db.select({ p: filings.payeeId }).from(filings).where(eq(filings.id, id))
    )[0]?.p;
    await saveFiling(database.db, t.services.tinVault, cast.acme.domain.id, {
      id,
      payeeId: payeeId ?? 0,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 250_000, state1Code: 'TX', state1Income: 250_000 },
    });
    const [after] = await stored([id]);
    expect(before?.stateSub).toMatchObject({ selected: true, stateCode: 'CA' });
    expect(after?.stateSub).toMatchObject({ selected: false, filingMethod: null, stateCode: 'TX' });
    expect(after?.fedSub.selected).toBe(true);
  });

  it('changes only drafts', async () => {
    const id = await draft();
    await setFilingStatus(database.db, [id], 'Submitted', 'Submitted');
    expect((await fed(id, true)).error?.message).toBe(SERVICE_MESSAGES.notDraft);
    expect((await stored([id]))[0]?.fedSub.selected).toBe(false);
  });

  it('changes a page of filings in one go, all or nothing, and never another account’s', async () => {
    const ids = [
      await draft({ state: { state1Code: 'GA', state1Income: 1 } }),
      await draft({ email: null }),
      await draft({ state: { state1Code: 'MA', state1Income: 1 } }),
    ];
    const selected = await bulk('bulkUpdateFedSub', ids, true);
    expect(selected.error).toBeUndefined();
    expect(
      (selected.data as FilingAnswer[]).map((f) => [f.id, f.stateSub.filingMethod, f.emailSub.selected]),
    ).toEqual([
      [ids[0], 'CFSF', true],
      [ids[1], null, false],
      [ids[2], 'EFile', true],
    ]);
    const printOff = await bulk('bulkUpdatePrintSub', ids, false);
    expect((printOff.data as FilingAnswer[]).every((f) => !f.printSub.selected && f.fedSub.selected)).toBe(
      true,
    );
    const tin = await bulk('updateTINMatchByFilingIds', ids, false);
    expect((tin.data as FilingAnswer[]).every((f) => !f.tinMatchSub.selected)).toBe(true);
    // The payee without e-mail stops the whole page; nothing changes.
    const email = await bulk('bulkUpdateEmailSub', ids, false);
    expect(email.error).toBeUndefined();
    const emailOn = await bulk('bulkUpdateEmailSub', ids, true);
    expect(emailOn.error?.message).toBe(SERVICE_MESSAGES.noEmail);
    const after = await gql(acme, `query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { ${SUBS} } }`, {
      ids,
    });
    expect((after.body.data?.filingsByIds as FilingAnswer[]).map((f) => f.emailSub.selected)).toEqual([
      false,
      false,
      false,
    ]);

    const states = await mutate('bulkUpdateStateSub', '$s: [StateSubInput!]!|stateSubs: $s', {
      s: [
        { filingId: ids[0], selected: true, filingMethod: 'SelfFile' },
        { filingId: ids[2], selected: false },
      ],
    });
    expect(
      (states.data as FilingAnswer[]).map((f) => [f.stateSub.selected, f.stateSub.filingMethod]),
    ).toEqual([
      [true, 'SelfFile'],
      [false, null],
    ]);

    const foreign = await draft({
      domainId: cast.globex.domain.id,
      state: { state1Code: 'CA', state1Income: 1 },
    });
    const refused = await bulk('bulkUpdateFedSub', [...ids, foreign], false);
    expect(refused.error?.message).toBe(FILING_MESSAGES.notFound);
    expect(refused.data ?? null).toBeNull();
    expect((await stored([...ids, foreign])).map((row) => row.fedSub.selected)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    const sent = await draft();
    await setFilingStatus(database.db, [sent], 'Submitted', 'Submitted');
    expect((await bulk('bulkUpdateFedSub', [...ids, sent], false)).error?.message).toBe(
      SERVICE_MESSAGES.notDraft,
    );
    expect((await stored(ids)).every((row) => row.fedSub.selected)).toBe(true);
  });

  it('limits a bulk change to a page of filings', async () => {
    const tooMany = Array.from({ length: MAX_BULK_FILINGS + 1 }, (_v, index) => index + 1);
    const byIds = await bulk('bulkUpdateFedSub', tooMany, true);
    expect(byIds.error).toBeDefined();
    expect(byIds.data ?? null).toBeNull();
    const byInputs = await mutate('bulkUpdateStateSub', '$s: [StateSubInput!]!|stateSubs: $s', {
      s: tooMany.map((filingId) => ({ filingId, selected: false })),
    });
    expect(byInputs.error?.message).toBe(SERVICES_MESSAGES.tooMany);
    expect((await bulk('bulkUpdateFedSub', [], true)).error?.message).toBe(SERVICES_MESSAGES.none);
  });

  it('orders no TIN check when the feature is off or the TIN is verified', async () => {
    const id = await draft();
    const [changed] = await updateFilingServices(database.db, cast.acme.domain.id, false, [
      { filingId: id, change: { service: 'fed', selected: true } },
    ]);
    expect(changed?.filing.tinMatchSub).toEqual(off);
    await expect(
      updateFilingServices(database.db, cast.acme.domain.id, false, [
        { filingId: id, change: { service: 'tinMatch', selected: true } },
      ]),
    ).rejects.toThrow(SERVICE_MESSAGES.tinMatchDisabled);
  });
});
