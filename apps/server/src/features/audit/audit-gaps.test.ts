import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { giveConsent, recordWithdrawal } from '../delivery/delivery-portal.service.ts';
import { setEmailStatus } from '../delivery/delivery.service.ts';
import { emailConsents } from '../delivery/delivery.table.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { buildWorkbook, filingHeaders, uploadFile } from '../imports/import-test-files.ts';
import { createImportJobHandler } from '../imports/imports.job.ts';
import { IMPORT_JOB_KIND } from '../imports/imports.service.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { payees } from '../payees/payees.table.ts';
import { startPrintRequests, updatePrintRequests } from '../print/print.service.ts';
import { updateFilingServices } from '../services/services.service.ts';
import { acceptStateEFileFilings } from '../state-filing/state-efs.ts';
import { markStateFilingsSubmitted } from '../state-filing/state-filing.service.ts';
import { auditEvents, type AuditEventRow } from './audit.table.ts';

const ADDRESS = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

describeEachDatabase('audit trail: quick add, delivery statuses, consent, imports', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
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

  const gql = (query: string, variables?: Record<string, unknown>) =>
    acme.graphql('/rs/graphql', query, variables);

  const eventsOf = (entityType: AuditEventRow['entityType'], entityId: number | string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
      .orderBy(asc(auditEvents.id));

  async function addPayee(name: string): Promise<number> {
    const saved = await gql('mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { entityType: 'Business', businessName: name, tinType: 'EIN', tin: '98-7650042', address: ADDRESS },
    });
    expect(saved.body.errors).toBeUndefined();
    return (saved.body.data?.addEditPayee as { id: number }).id;
  }

  async function addFiling(
    payeeId: number,
    values: Partial<typeof filings.$inferInsert>,
  ): Promise<FilingRow> {
    const [filing] = await database.db
      .insert(filings)
      .values({
        domainId: cast.acme.domain.id,
        payeeId,
        payeeName: 'Channel Parts Co',
        filingYear: 2025,
        filingType: 'NEC',
        filingData: {},
        status: 'Submitted',
        ...values,
      })
      .returning();
    if (!filing) throw new Error('no filing');
    return filing;
  }

  it('records the quick-add payee and its edit like the ordinary payee save', async () => {
    const created = await gql(
      'mutation { addEditPayeeLight(displayName: "Quick Add Co", emailAddress: "Quick@Add.test") { id } }',
    );
    expect(created.body.errors).toBeUndefined();
    const id = (created.body.data?.addEditPayeeLight as { id: number }).id;
    const renamed = await gql(
      'mutation($id: Int!) { addEditPayeeLight(id: $id, displayName: "Quick Added Co") { id } }',
      {
        id,
      },
    );
    expect(renamed.body.errors).toBeUndefined();
    const events = await eventsOf('payee', id);
    expect(events.map((e) => [e.actor, e.action, e.summary])).toEqual([
      [cast.acme.user.email, 'create', 'Payee Quick Add Co created'],
      [cast.acme.user.email, 'update', 'Payee Quick Added Co updated'],
    ]);
    expect(events[0]?.changes).toMatchObject({ emailAddress: { from: null, to: 'quick@add.test' } });
    expect(events[1]?.changes).toMatchObject({
      displayName: { from: 'Quick Add Co', to: 'Quick Added Co' },
      emailAddress: { from: 'quick@add.test', to: '' },
    });
  });

  it("records a payee's TIN match result reset by Ignore", async () => {
    const id = await addPayee('Ignored Tin Co');
    await database.db
      .update(payees)
      .set({ tinMatchStatus: 'InValid', tinMatchResult: '3' })
      .where(eq(payees.id, id));
    const ignored = await gql('mutation($id: Int!) { ignoreTINValidation(payeeId: $id) }', { id });
    expect(ignored.body.data?.ignoreTINValidation).toBe(true);
    const [event] = (await eventsOf('payee', id)).filter((e) => e.action === 'TIN match');
    expect(event).toMatchObject({
      actor: cast.acme.user.email,
      summary: 'Payee Ignored Tin Co: TIN match InValid → NotVerified',
      changes: {
        tinMatchStatus: { from: 'InValid', to: null },
        tinMatchResult: { from: '3', to: null },
      },
    });
  });

  it('records print and e-mail status changes of many filings, with the status they came from', async () => {
    const payeeId = await addPayee('Channel Parts Co');
    const paid = { selected: true, isPaid: true, printCopyTrackingId: null };
    const one = await addFiling(payeeId, { printSub: paid, filingType: 'NEC' });
    const two = await addFiling(payeeId, { printSub: paid, filingType: 'MISC' });
    // The delivery.print job: without Federal eFile both are queued at once.
    expect(await startPrintRequests(database.db, [one.id, two.id])).toBe(2);
    for (const filing of [one, two]) {
      const [event] = await eventsOf('filing', filing.id);
      expect(event).toMatchObject({
        actor: 'system',
        action: 'print status',
        changes: { printStatus: { from: null, to: 'Queued' } },
      });
    }
    // The mail room (a super admin) re-queues one: from what it was, by whom.
    await database.db.update(filings).set({ printStatus: 'Mailing' }).where(eq(filings.id, one.id));
    await updatePrintRequests(database.db, [one.id], 'Queued', new Date(), 'ops.k4@file1099.test');
    const printed = (await eventsOf('filing', one.id)).at(-1);
    expect(printed).toMatchObject({
      actor: 'ops.k4@file1099.test',
      action: 'print status',
      changes: { printStatus: { from: 'Mailing', to: 'Queued' } },
    });
    expect(printed?.summary).toBe('Filing NEC 2025 for Channel Parts Co: print Mailing → Queued');
    await setEmailStatus(database.db, [one.id, two.id], 'Queued', 'TIN 98-7650042 queued', new Date());
    for (const filing of [one, two]) {
      const event = (await eventsOf('filing', filing.id)).at(-1);
      expect(event).toMatchObject({
        action: 'e-mail status',
        changes: {
          emailStatus: { from: null, to: 'Queued' },
          emailStatusDesc: { from: null, to: 'TIN *****0042 queued' },
        },
      });
    }
    // The same status and description again is no change.
    const before = (await eventsOf('filing', one.id)).length;
    await setEmailStatus(database.db, [one.id], 'Queued', 'TIN 98-7650042 queued', new Date());
    expect(await eventsOf('filing', one.id)).toHaveLength(before);
  });

  it('records state filing status changes from the job and the EFS screen', async () => {
    const payeeId = await addPayee('State Parts Co');
    const stateSub = {
      selected: true,
      isPaid: true,
      filingMethod: 'EFile',
      stateCode: 'CA',
      uniqueRecordId: null,
    };
    const filing = await addFiling(payeeId, {
      stateSub,
      fedSub: { selected: true, isPaid: true, uniqueRecordId: null },
      status: 'Accepted',
    });
    await markStateFilingsSubmitted(database.db, [filing.id]);
    await database.db.update(filings).set({ stateFilingStatus: 'Queued' }).where(eq(filings.id, filing.id));
    expect(await acceptStateEFileFilings(database.db, [filing.id], new Date(), 'ops.k4@file1099.test')).toBe(
      1,
    );
    const events = (await eventsOf('filing', filing.id)).filter((e) => e.action === 'state status');
    expect(events[0]?.changes).toMatchObject({ stateFilingStatus: { from: null, to: 'Submitted' } });
    expect(events.at(-1)).toMatchObject({
      actor: 'ops.k4@file1099.test',
      changes: { stateFilingStatus: { from: 'Queued', to: 'Accepted' } },
    });
  });

  it('records e-mail consent given on the consent page and withdrawn against the payee and filing', async () => {
    const payeeId = await addPayee('Consent Parts Co');
    const filing = await addFiling(payeeId, {});
    const token = 'consentTokenQ8z3vW1xY7uT5sR2pN6m';
    const [consent] = await database.db
      .insert(emailConsents)
      .values({
        domainId: cast.acme.domain.id,
        payeeId,
        emailAddress: 'consent.parts@q8z.test',
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(Date.now() + 86_400_000),
        codeCiphertext: t.services.encryptor.encrypt('Q8Z3V'),
        disclosureVersion: '1',
      })
      .returning();
    if (!consent) throw new Error('no consent');
    const evidence = { ip: '203.0.113.9', userAgent: 'test browser' };
    await giveConsent(database.db, t.services, token, { code: 'q8z3v', ...evidence });
    const [given] = await database.db.select().from(emailConsents).where(eq(emailConsents.id, consent.id));
    if (!given) throw new Error('consent lost');
    await database.db.transaction((tx) =>
      recordWithdrawal(
        tx,
        t.services,
        given,
        { ...evidence, actor: 'contractor.q8@z.test' },
        new Date(),
        filing.id,
      ),
    );
    const onPayee = (await eventsOf('payee', payeeId)).filter((e) => e.action === 'e-mail consent');
    expect(onPayee.map((e) => [e.actor, e.changes.emailConsent])).toEqual([
      ['consent.parts@q8z.test', { from: 'Invited', to: 'Consented' }],
      ['contractor.q8@z.test', { from: 'Consented', to: 'Withdrawn' }],
    ]);
    expect(onPayee[1]?.summary).toBe('E-mail consent of Consent Parts Co: Consented → Withdrawn');
    const onFiling = (await eventsOf('filing', filing.id)).filter((e) => e.action === 'e-mail consent');
    expect(onFiling.map((e) => e.changes.emailConsent)).toEqual([{ from: 'Consented', to: 'Withdrawn' }]);
    expect(JSON.stringify([onPayee, onFiling])).not.toMatch(/Q8Z3V|203\.0\.113/i);
  });

  it('records the payees and filings of an import batch, naming the import', async () => {
    const file = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: ['27-0000811', '27-0000812'].map((tin, index) => ({
          "Payee's TIN": tin,
          'Business Name': `Batch Vendor ${index + 1}`,
          'Box 1 Nonemployee Comp': 500 + index,
          'Address Line 1': '1 Main St',
          City: 'Springfield',
          State: 'IL',
          Zip: '62701',
        })),
      },
    ]);
    const uploaded = await uploadFile(
      acme,
      file,
      { resourceType: 'filings', filingYear: '2025' },
      'audit-vendors.xlsx',
    );
    const runId = (uploaded.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id: runId });
    await createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
    }).drain();
    const source = `import #${runId} audit-vendors.xlsx`;
    const events = (
      await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.domainId, cast.acme.domain.id))
        .orderBy(asc(auditEvents.id))
    ).filter((e) => e.summary.includes(source));
    expect(events.map((e) => [e.actor, e.entityType, e.action, e.summary])).toEqual([
      [cast.acme.user.email, 'payee', 'create', `Payee Batch Vendor 1 created by ${source}`],
      [cast.acme.user.email, 'payee', 'create', `Payee Batch Vendor 2 created by ${source}`],
      [
        cast.acme.user.email,
        'filing',
        'create',
        `Filing Type_1099_NEC 2025 for Batch Vendor 1 created by ${source}`,
      ],
      [
        cast.acme.user.email,
        'filing',
        'create',
        `Filing Type_1099_NEC 2025 for Batch Vendor 2 created by ${source}`,
      ],
    ]);
    expect(events[0]?.changes).toMatchObject({ tinLast4: { from: null, to: '*****0811' } });
    expect(JSON.stringify(events)).not.toMatch(/270000811|0000811[^"]/);
  });

  it("records a draft's services chosen for many filings in one go", async () => {
    const payeeId = await addPayee('Services Parts Co');
    const one = await addFiling(payeeId, { status: 'Draft', filingType: 'NEC' });
    const two = await addFiling(payeeId, { status: 'Draft', filingType: 'MISC' });
    await updateFilingServices(
      database.db,
      cast.acme.domain.id,
      false,
      [one, two].map((filing) => ({
        filingId: filing.id,
        change: { service: 'fed' as const, selected: true },
      })),
      cast.acme.user.email,
    );
    for (const filing of [one, two]) {
      const event = (await eventsOf('filing', filing.id)).at(-1);
      expect(event).toMatchObject({ actor: cast.acme.user.email, action: 'update' });
      expect(event?.changes.fedSub).toMatchObject({
        from: { selected: false },
        to: { selected: true },
      });
    }
  });
});
