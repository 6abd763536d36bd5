import { randomBytes } from 'node:crypto';
import type { RunningIrisFake } from '@file1099/fakes/iris';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { filings } from '../filings/filings.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import {
  ACK_MAIL_JOB_KIND,
  createAcknowledgementMailJobHandler,
} from '../transmissions/acknowledgement-mail.ts';
import { deleteAgencyTransmission, TRANSMISSION_MESSAGES } from '../transmissions/agency.service.ts';
import { openFile, readTransmitterSettings } from '../transmissions/transmission-file.ts';
import { submitNecFilings } from '../transmissions/transmissions.fixtures.ts';
import { agencyTransmissions } from '../transmissions/transmissions.table.ts';
import { DEFAULT_POLL_SCHEDULE, IRIS_POLL_JOB_KIND } from './iris-a2a.job.ts';
import { createIrisClientProvider } from './iris-a2a.service.ts';
import { IRIS_SUBMIT_JOB_KIND } from './iris-a2a.submit-job.ts';
import { irisA2aTransmissions } from './iris-a2a.table.ts';
import {
  createIrisA2aJobHandlers,
  createIrisTransmissionSource,
  generateAndQueueForIris,
  queueIrisSubmissions,
} from './iris-a2a.wiring.ts';
import { configWith, fakeSettings, makeKeyPair, startTestFake } from './test-support/iris.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const services = { encryptor, tinVault: vault, transmitter: readTransmitterSettings(null) };
const IN_SEASON = new Date('2026-01-15T18:00:00Z');
const NO_WAIT = { ...DEFAULT_POLL_SCHEDULE, firstDelayMs: 0, maxDelayMs: 0 };
const keys = makeKeyPair();
const MAIL = { appUrl: 'https://app.file1099.test', mailFrom: 'noreply@file1099.test' };

describeEachDatabase('IRIS A2A wired to the transmissions', (kind) => {
  let database: Database;
  let fake: RunningIrisFake;
  let settings: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    database = await kind.open();
    fake = await startTestFake(keys.publicKeyPem, 0);
    settings = fakeSettings(fake, keys.privateKeyPem);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
  });

  async function control(name: string, body: unknown = {}): Promise<void> {
    await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
  }

  /** An account whose paid NEC filings went through submitFilings and the efile.federal job. */
  async function submitted(payeeCount: number, options: { test?: boolean; name?: string } = {}) {
    n += 1;
    return submitNecFilings(database, vault, {
      email: `a2a${n}@example.test`,
      payeeCount,
      now: IN_SEASON,
      ...options,
    });
  }

  async function generate(values: Record<string, string> = settings): Promise<number[]> {
    const result = await generateAndQueueForIris(database.db, services, configWith(values), IN_SEASON);
    return result.transmissionIds;
  }

  /** The worker with the A2A jobs (no waiting between polls) until nothing is due. */
  async function drain(): Promise<void> {
    const { log } = createCapturingLogger();
    const handlers = new Map([
      ...createIrisA2aJobHandlers({ config: configWith(settings), encryptor, pollSchedule: NO_WAIT }),
      [ACK_MAIL_JOB_KIND, createAcknowledgementMailJobHandler(MAIL)],
    ]);
    await createWorker({ db: database.db, log, handlers }).drain();
  }

  const filingsOf = (ids: readonly number[]) =>
    database.db
      .select()
      .from(filings)
      .where(inArray(filings.id, [...ids]))
      .orderBy(asc(filings.id));

  async function transmission(id: number | undefined) {
    const [row] = await database.db
      .select({ t: agencyTransmissions, a2a: irisA2aTransmissions })
      .from(agencyTransmissions)
      .leftJoin(irisA2aTransmissions, eq(irisA2aTransmissions.transmissionId, agencyTransmissions.id))
      .where(eq(agencyTransmissions.id, id ?? 0));
    return row;
  }

  const jobCount = async (kindName: string) =>
    (await database.db.select().from(jobs).where(eq(jobs.kind, kindName))).length;

  it('sends, polls and applies Accepted: filings Accepted, Receipt ID kept, sent once', async () => {
    const a = await submitted(2);
    const ids = await generate();
    expect(ids).toHaveLength(1);
    await drain();
    const row = await transmission(ids[0]);
    expect(fake.intake.uploads).toEqual([
      { uniqueTransmissionId: row?.t.uniqueTransmissionId, receiptId: row?.t.receiptId },
    ]);
    expect(row?.t).toMatchObject({ transmissionStatus: 'Response_Received', agencyStatus: 'Accepted' });
    expect(row?.t.ackNumber).toBe(row?.t.receiptId);
    expect(row?.a2a).toMatchObject({ environment: 'ats', failure: null });
    expect(row?.a2a?.acknowledgedAt).not.toBeNull();
    const after = await filingsOf(a.ids);
    expect(after.map((f) => f.status)).toEqual(['Accepted', 'Accepted']);
    expect(after[0]?.fedSub.uniqueRecordId).toBe(`${row?.t.receiptId}|1|1`);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.user.email));
    expect(mails.map((m) => m.template)).toEqual(['acknowledgement']);
    expect(mails[0]?.textBody).toContain(
      '2 filings Accepted, 0 filings Accepted with errors, 0 filings Rejected.',
    );
  });

  it('writes live filings with TestCd T while A2A goes to ATS, and P in the manual flow', async () => {
    await submitted(1);
    const [a2aId] = await generate();
    const a2a = await transmission(a2aId);
    expect(openFile(encryptor, a2a?.t.fileSealed ?? '')).toContain('<TestCd>T</TestCd>');
    expect(a2a?.t.fileName).toContain('_TEST_');

    await submitted(1);
    const [manualId] = await generate({});
    const manual = await transmission(manualId);
    expect(openFile(encryptor, manual?.t.fileSealed ?? '')).toContain('<TestCd>P</TestCd>');
    expect(manual?.a2a).toBeNull();
    expect(await jobCount(IRIS_SUBMIT_JOB_KIND)).toBeGreaterThan(0);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, IRIS_SUBMIT_JOB_KIND));
    expect(queued.map((j) => (j.payload as { transmissionId: number }).transmissionId)).not.toContain(
      manualId,
    );
    await drain();
  });

  it('sends test accounts to ATS even when live filings go to production', async () => {
    await submitted(1, { test: true });
    const production: Record<string, string> = {
      ...settings,
      'iris.a2a.environment': 'production',
      'iris.a2a.productionEndpoints': JSON.stringify({
        auth: 'https://iris.invalid/token',
        submit: 'https://iris.invalid/submit',
        status: 'https://iris.invalid/status',
      }),
    };
    const [id] = await generate(production);
    expect((await transmission(id))?.a2a?.environment).toBe('ats');
    await drain();
    expect(fake.intake.transmissions.map((t) => t.testCd)).toEqual(['T']);
    expect((await transmission(id))?.t.agencyStatus).toBe('Accepted');
  });

  it('applies Rejected: every filing Agency_Rejected with the IRS reason', async () => {
    const a = await submitted(2, { name: 'IRISREJECT Holdings LLC' });
    const [id] = await generate();
    await drain();
    expect((await transmission(id))?.t).toMatchObject({ agencyStatus: 'Rejected', isRejected: true });
    const after = await filingsOf(a.ids);
    expect(after.map((f) => f.status)).toEqual(['Agency_Rejected', 'Agency_Rejected']);
    expect(after[0]?.statusChangeDesc).toContain('Issuer name and TIN must match IRS records.');
  });

  it('applies Accepted with Errors: the record Accepted with its warning, the others Accepted', async () => {
    const a = await submitted(3);
    await control('next-outcome', {
      recordErrors: [{ submissionId: '1', recordId: '2', message: 'Recipient TIN and name do not match.' }],
    });
    const [id] = await generate();
    await drain();
    expect((await transmission(id))?.t.agencyStatus).toBe('Accepted with Errors');
    const after = await filingsOf(a.ids);
    expect(after.map((f) => f.status)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    expect(after[1]?.statusChangeDesc).toContain('Accepted with errors');
    expect(after[1]?.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Recipient TIN and name do not match.' })]),
    );
    expect(after[0]?.warnings).toEqual([]);
  });

  it('polls while IRIS answers Processing, then applies the final answer', async () => {
    const a = await submitted(1);
    await control('next-outcome', { processingPolls: 2 });
    const [id] = await generate();
    const { log } = createCapturingLogger();
    const handlers = new Map(
      createIrisA2aJobHandlers({
        config: configWith(settings),
        encryptor,
        pollSchedule: { ...NO_WAIT, firstDelayMs: 60_000, maxDelayMs: 60_000 },
      }),
    );
    const worker = () => createWorker({ db: database.db, log, handlers }).drain();
    await worker();
    const sent = await transmission(id);
    expect(sent?.t.transmissionStatus).toBe('Sent_To_Agency');
    expect((await filingsOf(a.ids))[0]?.status).toBe('Sent_To_Agency');
    expect((await filingsOf(a.ids))[0]?.statusChangeDesc).toBe(`ACK ${sent?.t.receiptId}`);
    for (let poll = 0; poll < 3; poll += 1) {
      await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'queued'));
      await worker();
    }
    expect((await filingsOf(a.ids))[0]?.status).toBe('Accepted');
    expect(await jobCount(IRIS_POLL_JOB_KIND)).toBeGreaterThanOrEqual(3);
    expect(fake.intake.uploads).toHaveLength(1);
  });

  it('retries a failed upload without sending twice, and resumes after a crash by UTID', async () => {
    const a = await submitted(1);
    await control('fail-next', { count: 1, status: 503 });
    const [id] = await generate();
    await drain();
    expect(fake.intake.uploads).toHaveLength(0);
    expect((await transmission(id))?.a2a?.sendingSince).not.toBeNull();
    expect(await deleteAgencyTransmission(database.db, id ?? 0).catch((e: Error) => e.message)).toBe(
      TRANSMISSION_MESSAGES.deleteAfterSend,
    );
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'queued'));
    await drain();
    expect(fake.intake.uploads).toHaveLength(1);
    expect((await filingsOf(a.ids))[0]?.status).toBe('Accepted');

    // The answer to the upload is lost: found by its UTID at once, not sent again.
    await submitted(1);
    await control('timeout-after-upload', { count: 1 });
    const [lost] = await generate();
    await drain();
    expect(fake.intake.uploads).toHaveLength(2);
    expect((await transmission(lost))?.t.agencyStatus).toBe('Accepted');

    // The server died after the upload, before the receipt was written: the job looks first.
    await submitted(1);
    const [killed] = await generate();
    const source = createIrisTransmissionSource(encryptor);
    await source.markSending(database.db, killed ?? 0);
    const stored = await source.load(database.db, killed ?? 0);
    const client = createIrisClientProvider(configWith(settings)).get('ats');
    const receiptId = await client?.submit(stored?.xml ?? '');
    await drain();
    expect(fake.intake.uploads).toHaveLength(3);
    expect((await transmission(killed))?.t.receiptId).toBe(receiptId);

    // Queued twice, sent once.
    expect(await queueIrisSubmissions(database.db, [killed ?? 0], 'ats')).toBe(0);
  });
});
