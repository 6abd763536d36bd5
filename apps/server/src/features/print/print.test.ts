import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createCapturingLogger } from '../../test/logger.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { savePayee } from '../payees/payees.service.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { createDraftFilings } from '../submission/submission.fixtures.ts';
import { SUBMISSION_JOB_KINDS } from '../submission/submission-jobs.ts';
import { createPrintJobHandler } from './print.job.ts';
import { initialPrintStatus, PRINT_DESCRIPTIONS, undeliverableReasons } from './print.rules.ts';

async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

describe('print rules', () => {
  it('waits on the federal filing, queues when it is accepted or none was ordered, says when it was rejected', () => {
    expect(initialPrintStatus({ status: 'Submitted', fedSub: { selected: true } }).status).toBe(
      'WaitingOnEfile',
    );
    expect(initialPrintStatus({ status: 'Accepted', fedSub: { selected: true } }).status).toBe('Queued');
    expect(initialPrintStatus({ status: 'Submitted', fedSub: { selected: false } }).status).toBe('Queued');
    expect(initialPrintStatus({ status: 'Agency_Rejected', fedSub: { selected: true } })).toEqual({
      status: 'WaitingOnEfile',
      desc: PRINT_DESCRIPTIONS.federalRejected,
    });
  });

  it('needs a valid state and ZIP for a US address and allows a foreign one', () => {
    const us = {
      line1: '1 Oak Ave',
      line2: '',
      city: 'Madison',
      state: 'WI',
      country: 'US',
      postalCode: '53703',
    };
    expect(undeliverableReasons(us)).toEqual([]);
    expect(undeliverableReasons({ ...us, postalCode: '537' })).toEqual([
      'Please enter a valid 5 or 9 digit ZIP code',
    ]);
    expect(undeliverableReasons({ ...us, state: 'XX' })).toEqual([
      'Please enter a valid two-letter state code',
    ]);
    expect(
      undeliverableReasons({ ...us, state: '', country: 'CA', city: 'Toronto', postalCode: 'M5V 2T6' }),
    ).toEqual([]);
  });
});

describeEachDatabase('print and mail, the in-house mail room', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let admin: TestClient;
  let acme: TestClient;
  let counter = 0;

  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[SUBMISSION_JOB_KINDS.print, createPrintJobHandler()]]),
    }).drain();

  /** A submitted filing with print and mail paid, its delivery.print job queued as submission does. */
  async function submitted(options: { fed?: boolean; postalCode?: string; country?: string } = {}) {
    counter += 1;
    const payee = await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Individual',
      firstName: `Pat${counter}`,
      lastName: 'Mailbox',
      tinType: 'SSN',
      tin: `587-66-${String(4000 + counter)}`,
      emailAddress: '',
      address: { line1: `${counter} Elm Street`, city: 'Madison', state: 'WI', postalCode: '53703' },
    });
    if (options.postalCode !== undefined || options.country !== undefined)
      await database.db
        .update(payees)
        .set({
          postalCode: options.postalCode ?? payee.postalCode,
          ...(options.country ? { country: options.country, state: '', city: 'Toronto' } : {}),
        })
        .where(eq(payees.id, payee.id));
    const [draft] = await createDraftFilings(
      database,
      cast.acme.domain.id,
      [payee],
      { fed: options.fed ?? true, print: true },
      2026,
    );
    if (!draft) throw new Error('no filing');
    await database.db
      .update(filings)
      .set({ status: 'Submitted', printSub: { selected: true, isPaid: true, printCopyTrackingId: null } })
      .where(eq(filings.id, draft.id));
    await enqueueJob(database.db, SUBMISSION_JOB_KINDS.print, {
      domainId: cast.acme.domain.id,
      transactionId: null,
      filingIds: [draft.id],
    });
    await drain();
    return { payee, filing: draft };
  }

  const reload = async (id: number): Promise<FilingRow> => {
    const [row] = await database.db.select().from(filings).where(eq(filings.id, id));
    if (!row) throw new Error('gone');
    return row;
  };

  const efs = (ids: number[], status: string, desc?: string) =>
    admin.graphql(
      '/rs/graphql',
      'mutation($ids: [Int!]!, $s: FilingStatus!, $d: String) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: $s, statusChangeDesc: $d) }',
      { ids, s: status, d: desc ?? null },
    );

  const move = (client: TestClient, ids: number[], status: string) =>
    client.graphql(
      '/rs/graphql',
      'mutation($ids: [Int!]!, $s: PrintStatus!) { updatePrintRequests(filingIds: $ids, printStatus: $s) { updated errored } }',
      { ids, s: status },
    );

  const list = (client: TestClient, status: string) =>
    client.graphql(
      '/rs/graphql',
      'query($s: PrintStatus!) { printRequests(printStatus: $s, filingYear: 2026) { filingId printStatus printStatusDesc payeeName payeeAddress payerName } }',
      { s: status },
    );

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database, 'prt-');
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    await database.db.insert(payers).values({
      domainId: cast.acme.domain.id,
      payerType: 'Business',
      businessName: 'Acme Supplies',
      tinType: 'EIN',
      ...t.services.tinVault.seal('12-3456789'),
      line1: '100 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62704',
      emailAddress: 'payer@acme.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('waits on the IRS, queues on acceptance (or at once without a federal filing), holds a rejected one with its reason', async () => {
    const waiting = await submitted();
    const direct = await submitted({ fed: false });
    const rejected = await submitted();
    expect(await reload(waiting.filing.id)).toMatchObject({
      printStatus: 'WaitingOnEfile',
      printStatusDesc: PRINT_DESCRIPTIONS.waitingOnEfile,
    });
    expect(await reload(direct.filing.id)).toMatchObject({
      printStatus: 'Queued',
      printStatusDesc: PRINT_DESCRIPTIONS.queuedNoFederal,
    });
    const listed = await list(admin, 'WaitingOnEfile');
    const rows = (listed.body.data?.printRequests ?? []) as { filingId: number; payerName: string }[];
    expect(rows.map((row) => row.filingId)).toEqual(
      expect.arrayContaining([waiting.filing.id, rejected.filing.id]),
    );
    expect(rows.map((row) => row.filingId)).not.toContain(direct.filing.id);
    expect(rows[0]?.payerName).toBe('Acme Supplies');

    expect((await efs([waiting.filing.id], 'Accepted')).body.errors).toBeUndefined();
    const accepted = await reload(waiting.filing.id);
    expect(accepted).toMatchObject({ printStatus: 'Queued', printStatusDesc: PRINT_DESCRIPTIONS.queued });
    expect(accepted.printStatusDate).not.toBeNull();

    expect((await efs([rejected.filing.id], 'System_Rejected', 'Bad TIN')).body.errors).toBeUndefined();
    expect(await reload(rejected.filing.id)).toMatchObject({
      printStatus: 'WaitingOnEfile',
      printStatusDesc: PRINT_DESCRIPTIONS.federalRejected,
    });
    // Corrected and submitted again: waiting again, with the plain description.
    await database.db.update(filings).set({ status: 'Submitted' }).where(eq(filings.id, rejected.filing.id));
    await enqueueJob(database.db, SUBMISSION_JOB_KINDS.print, {
      domainId: cast.acme.domain.id,
      transactionId: null,
      filingIds: [rejected.filing.id],
    });
    await drain();
    expect((await reload(rejected.filing.id)).printStatusDesc).toBe(PRINT_DESCRIPTIONS.waitingOnEfile);
    await efs([rejected.filing.id], 'System_Rejected', 'Bad TIN again');
    // The rejected copy cannot be printed until a filing is accepted.
    const refused = await move(admin, [rejected.filing.id], 'Mailing');
    expect(refused.body.errors?.[0]?.message).toBe(
      `Only requests in Queued can be set to Mailing: filing ${rejected.filing.id} is WaitingOnEfile. Nothing was changed.`,
    );
  });

  it('moves Queued → Mailing (mark as printing) → Mailed → ReturnedToSender with dates, all or nothing', async () => {
    const one = await submitted({ fed: false });
    const two = await submitted({ fed: false });
    const ids = [one.filing.id, two.filing.id];
    const skipped = await move(admin, ids, 'Mailed');
    expect(skipped.body.errors?.[0]?.message).toBe(
      `Only requests in Mailing can be set to Mailed: filing ${one.filing.id} is Queued, filing ${two.filing.id} is Queued. Nothing was changed.`,
    );
    const printing = await move(admin, ids, 'Mailing');
    expect(printing.body.data).toEqual({ updatePrintRequests: { updated: 2, errored: 0 } });
    expect(await reload(one.filing.id)).toMatchObject({
      printStatus: 'Mailing',
      printStatusDesc: PRINT_DESCRIPTIONS.printing,
    });
    // Only one of them mailed: a mixed selection cannot be returned.
    expect((await move(admin, [one.filing.id], 'Mailed')).body.data).toEqual({
      updatePrintRequests: { updated: 1, errored: 0 },
    });
    const mailed = await reload(one.filing.id);
    expect(mailed.printStatus).toBe('Mailed');
    expect(mailed.printCopyExpectedDeliveryDate?.getTime()).toBe(
      (mailed.printStatusDate?.getTime() ?? 0) + 5 * 86_400_000,
    );
    const mixed = await move(admin, ids, 'ReturnedToSender');
    expect(mixed.body.errors?.[0]?.message).toContain(
      `filing ${two.filing.id} is Mailing. Nothing was changed.`,
    );
    expect((await reload(one.filing.id)).printStatus).toBe('Mailed');
    expect((await move(admin, [one.filing.id], 'ReturnedToSender')).body.data).toEqual({
      updatePrintRequests: { updated: 1, errored: 0 },
    });
    expect((await reload(one.filing.id)).printStatusDesc).toBe(PRINT_DESCRIPTIONS.returned);
    const cancelled = await move(admin, [one.filing.id], 'Cancelled');
    expect(cancelled.body.errors?.[0]?.message).toContain('cannot be set to Cancelled here');
    // Back to the queue to be mailed again.
    expect((await move(admin, [one.filing.id], 'Queued')).body.data).toEqual({
      updatePrintRequests: { updated: 1, errored: 0 },
    });
  });

  it('errors an undeliverable US address with the reason and prints a foreign one', async () => {
    const badZip = await submitted({ fed: false, postalCode: '5370' });
    const foreign = await submitted({ fed: false, postalCode: 'M5V 2T6', country: 'CA' });
    const result = await move(admin, [badZip.filing.id, foreign.filing.id], 'Mailing');
    expect(result.body.data).toEqual({ updatePrintRequests: { updated: 1, errored: 1 } });
    expect(await reload(badZip.filing.id)).toMatchObject({
      printStatus: 'Errored',
      printStatusDesc: 'Undeliverable address: Please enter a valid 5 or 9 digit ZIP code',
    });
    expect((await reload(foreign.filing.id)).printStatus).toBe('Mailing');
    // The mailing PDF refuses an undeliverable address too (without changing anything).
    const other = await submitted({ fed: false, postalCode: 'ABCDE' });
    const pdf = await admin.request({
      url: `/rs/api/printrequests/mailcopies/?filingIds=${other.filing.id}`,
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.body).toContain(
      `Undeliverable address: filing ${other.filing.id} (Please enter a valid 5 or 9 digit ZIP code).`,
    );
    expect((await reload(other.filing.id)).printStatus).toBe('Queued');
  });

  it("downloads the selected requests' mailing copies for a super admin only, recipient in the window then Copy B", async () => {
    const queued = await submitted({ fed: false });
    const waiting = await submitted();
    const url = `/rs/api/printrequests/mailcopies/?filingIds=${queued.filing.id}`;
    const response = await admin.request({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const pages = await pdfText(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2); // Copy B has its instructions on the back
    expect(pages[0]).toContain(queued.payee.displayName);
    expect(pages[0]).toContain('Elm Street');
    expect(pages[0]).toContain('Madison, WI 53703');
    expect(pages[0]).toContain('Acme Supplies');
    expect(pages[1]).toContain(`***-**-${String(4000 + counter - 1)}`);
    expect((await acme.request({ url })).statusCode).toBe(403);
    expect([401, 403]).toContain((await t.client().request({ url })).statusCode);
    const notReady = await admin.request({
      url: `/rs/api/printrequests/mailcopies/?filingIds=${waiting.filing.id}`,
    });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.body).toContain(`filing ${waiting.filing.id} is WaitingOnEfile`);
  });

  it('refuses the back office to anyone but a super admin', async () => {
    const { filing } = await submitted({ fed: false });
    expect((await list(acme, 'Queued')).body.errors?.length).toBeGreaterThan(0);
    expect((await move(acme, [filing.id], 'Mailing')).body.errors?.length).toBeGreaterThan(0);
    expect((await reload(filing.id)).printStatus).toBe('Queued');
  });
});
