import { startFake, type RunningLobFake } from '@file1099/fakes/lob';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, type Cast, type TestApp } from '../../test/app-harness.ts';
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
import { createLobSendJobHandler } from './print-lob.job.ts';
import { LOB_SEND_JOB_KIND } from './print-lob.queue.ts';
import { LOB_DESCRIPTIONS } from './print-lob.ts';
import type { PrintConfigReader } from './print.config.ts';
import { createPrintJobHandler } from './print.job.ts';
import { lobWebhookEvents } from './print.table.ts';

const API_KEY = 'test_lob_key_4f1e';
const SECRET = 'lob_webhook_secret_9a';

describeEachDatabase('print and mail through Lob', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let fake: RunningLobFake;
  let counter = 0;
  let webhookUrl = '';

  const drain = (config: PrintConfigReader = t.config) =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([
        [SUBMISSION_JOB_KINDS.print, createPrintJobHandler()],
        [LOB_SEND_JOB_KIND, createLobSendJobHandler({ config, tinVault: t.services.tinVault })],
      ]),
    }).drain();

  /** A submitted filing with print paid and no federal filing: Queued at once, then sent to Lob. */
  async function submitted(address: { line1?: string; postalCode?: string } = {}) {
    counter += 1;
    const payee = await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Individual',
      firstName: `Lee${counter}`,
      lastName: 'Letter',
      tinType: 'SSN',
      tin: `587-77-${String(5000 + counter)}`,
      emailAddress: '',
      address: { line1: `${counter} Oak Ave`, city: 'Madison', state: 'WI', postalCode: '53703' },
    });
    if (address.line1 || address.postalCode)
      await database.db
        .update(payees)
        .set({ line1: address.line1 ?? payee.line1, postalCode: address.postalCode ?? payee.postalCode })
        .where(eq(payees.id, payee.id));
    const [draft] = await createDraftFilings(
      database,
      cast.acme.domain.id,
      [payee],
      { fed: false, print: true },
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
    return draft.id;
  }

  const reload = async (id: number): Promise<FilingRow> => {
    const [row] = await database.db.select().from(filings).where(eq(filings.id, id));
    if (!row) throw new Error('gone');
    return row;
  };

  const emit = async (body: Record<string, unknown>) => {
    const answer = await fetch(`${fake.url}/__fake/events`, { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    return (await answer.json()) as { eventId: string; status: number; response: { result?: string } };
  };

  beforeAll(async () => {
    database = await kind.open();
    fake = await startFake({ apiKey: API_KEY, webhookSecret: SECRET });
    t = await createTestApp(database, {
      envOverrides: {
        PRINT_PROVIDER: 'lob',
        PRINT_LOB_APIKEY: API_KEY,
        PRINT_LOB_BASEURL: fake.url,
        PRINT_LOB_WEBHOOKSECRET: SECRET,
      },
    });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `${url}/rs/api/lob/webhooks`;
    cast = await createCast(database, 'lob-');
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
    await fake.close();
    await database.close();
  });

  const hookUrl = () => webhookUrl;

  it('sends a queued request to Lob and moves it to Mailed, then InTransit, on the signed webhooks', async () => {
    const id = await submitted();
    const sent = await reload(id);
    const letterId = sent.printSub.printCopyTrackingId ?? '';
    expect(sent).toMatchObject({ printStatus: 'Mailing', printStatusDesc: LOB_DESCRIPTIONS.sent(letterId) });
    expect(letterId).toMatch(/^ltr_/);
    expect(sent.printCopyExpectedDeliveryDate).not.toBeNull();
    expect(fake.state.letters.get(letterId)).toMatchObject({
      to: { name: `Lee${counter} Letter`, address_city: 'Madison', address_zip: '53703' },
      from: { name: 'Acme Supplies', address_state: 'IL' },
      metadata: { filing_id: String(id) },
    });

    // A second run (a retry of the job) sends nothing again.
    await enqueueJob(database.db, LOB_SEND_JOB_KIND, { filingIds: [id] });
    await drain();
    expect(fake.state.letters.size).toBe(1);

    const mailed = await emit({ letterId, type: 'letter.mailed', url: hookUrl() });
    expect(mailed).toMatchObject({ status: 200, response: { result: 'applied' } });
    expect(await reload(id)).toMatchObject({
      printStatus: 'Mailed',
      printStatusDesc: LOB_DESCRIPTIONS.event.Mailed,
    });
    await emit({ letterId, type: 'letter.in_transit', url: hookUrl() });
    expect((await reload(id)).printStatus).toBe('InTransit');
    // Late and unknown events never move it back.
    const late = await emit({ letterId, type: 'letter.mailed', url: hookUrl() });
    expect(late.response.result).toBe('ignored');
    expect((await reload(id)).printStatus).toBe('InTransit');
  });

  it('refuses a bad or stale signature with 401 and changes nothing', async () => {
    const id = await submitted();
    const before = await reload(id);
    const letterId = before.printSub.printCopyTrackingId ?? '';
    const forged = await emit({ letterId, type: 'letter.mailed', url: hookUrl(), badSignature: true });
    expect(forged.status).toBe(401);
    const stale = await emit({
      letterId,
      type: 'letter.mailed',
      url: hookUrl(),
      timestamp: String(Date.now() - 6 * 60_000),
    });
    expect(stale.status).toBe(401);
    const after = await reload(id);
    expect(after.printStatus).toBe('Mailing');
    expect(after.printStatusDate).toEqual(before.printStatusDate);
    const stored = await database.db
      .select()
      .from(lobWebhookEvents)
      .where(eq(lobWebhookEvents.eventId, forged.eventId));
    expect(stored).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const id = await submitted();
    const letterId = (await reload(id)).printSub.printCopyTrackingId ?? '';
    const first = await emit({
      letterId,
      type: 'letter.returned_to_sender',
      eventId: `evt_r${id}`,
      url: hookUrl(),
    });
    expect(first.response.result).toBe('applied');
    const returned = await reload(id);
    expect(returned.printStatus).toBe('ReturnedToSender');
    await database.db.update(filings).set({ printStatus: 'Mailing' }).where(eq(filings.id, id));
    const replay = await emit({
      letterId,
      type: 'letter.returned_to_sender',
      eventId: `evt_r${id}`,
      url: hookUrl(),
    });
    expect(replay).toMatchObject({ status: 200, response: { result: 'duplicate' } });
    expect((await reload(id)).printStatus).toBe('Mailing');
  });

  it('marks Errored with the reason an address Lob refuses, or one that fails the check before sending', async () => {
    const refused = await submitted({ line1: '9 UNDELIVERABLE Rd' });
    const row = await reload(refused);
    expect(row.printStatus).toBe('Errored');
    expect(row.printStatusDesc).toContain('undeliverable');
    expect(row.printSub.printCopyTrackingId).toBeNull();
    const badZip = await submitted({ postalCode: '537' });
    expect(await reload(badZip)).toMatchObject({
      printStatus: 'Errored',
      printStatusDesc: 'Undeliverable address: Please enter a valid 5 or 9 digit ZIP code',
    });
    const sentFor = [...fake.state.letters.values()].map((letter) => letter.metadata.filing_id);
    expect(sentFor).not.toContain(String(refused));
    expect(sentFor).not.toContain(String(badZip));
    expect(t.logLines.join('\n')).not.toContain(API_KEY);
  });

  it('sends nothing while the mail room is chosen, and sends a fixed address once Lob is', async () => {
    const id = await submitted({ postalCode: '537' });
    expect((await reload(id)).printStatus).toBe('Errored');
    await database.db
      .update(payees)
      .set({ postalCode: '53703' })
      .where(eq(payees.id, (await reload(id)).payeeId));
    await database.db.update(filings).set({ printStatus: 'Queued' }).where(eq(filings.id, id));
    const inhouse: PrintConfigReader = {
      get: (name) => (name === 'print.provider' ? 'inhouse' : t.config.get(name)),
    };
    await enqueueJob(database.db, LOB_SEND_JOB_KIND, { filingIds: [id] });
    await drain(inhouse);
    expect((await reload(id)).printStatus).toBe('Queued');
    const letters = fake.state.letters.size;
    await enqueueJob(database.db, LOB_SEND_JOB_KIND, { filingIds: [id] });
    await drain();
    expect((await reload(id)).printStatus).toBe('Mailing');
    expect(fake.state.letters.size).toBe(letters + 1);
  });
});
