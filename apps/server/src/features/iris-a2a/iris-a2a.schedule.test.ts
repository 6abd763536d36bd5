import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import type { JobContext } from '../jobs/jobs.worker.ts';
import { createFederalEfileJobHandler } from '../transmissions/transmissions.job.ts';
import { submitNecFilings } from '../transmissions/transmissions.fixtures.ts';
import { IRIS_SUBMIT_JOB_KIND } from './iris-a2a.submit-job.ts';
import {
  createScheduledGenerateJobHandler,
  ensureScheduledGenerate,
  IRIS_GENERATE_JOB_KIND,
} from './iris-a2a.schedule.ts';
import { configWith } from './test-support/iris.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

/** A2A on, pointed at addresses nothing listens on: Generate only queues the sends, it does not send. */
const A2A_ON: Record<string, string> = {
  'iris.a2a.enabled': 'true',
  'iris.a2a.atsEndpoints': JSON.stringify({
    auth: 'http://127.0.0.1:9/auth',
    submit: 'http://127.0.0.1:9/submit',
    status: 'http://127.0.0.1:9/status',
  }),
  'iris.a2a.tcc': 'SCH01',
  'iris.a2a.clientId': 'schedule-client',
  'iris.a2a.keyId': 'schedule-key',
  'iris.a2a.userId': 'schedule-user',
  'iris.a2a.privateKey': 'set',
};

describeEachDatabase('scheduled Generate', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const queuedRuns = () =>
    database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, IRIS_GENERATE_JOB_KIND), eq(jobs.status, 'queued')));

  function context(jobId: number): JobContext {
    return {
      db: database.db,
      job: { id: jobId },
      signal: new AbortController().signal,
      reportProgress: async () => undefined,
    } as unknown as JobContext;
  }

  it('is queued when filings become ready, generates and queues the sends, then runs again', async () => {
    const config = configWith({ ...A2A_ON, 'iris.a2a.generateEveryMinutes': '30' });
    const account = await submitNecFilings(database, vault, {
      email: 'schedule1@example.test',
      payeeCount: 2,
      now: IN_SEASON,
    });
    // The efile.federal job of a further submission arms the schedule, once.
    const federal = createFederalEfileJobHandler({
      afterReady: (db) => ensureScheduledGenerate(db, config, IN_SEASON),
    });
    await federal({ filingIds: account.ids }, context(0));
    expect(await queuedRuns()).toHaveLength(0); // nothing became ready: they were Received already
    const more = await submitNecFilings(database, vault, {
      email: 'schedule2@example.test',
      payeeCount: 1,
      now: IN_SEASON,
    });
    await database.db.update(filings).set({ status: 'Submitted' }).where(inArray(filings.id, more.ids));
    await federal({ filingIds: more.ids }, context(0));
    await federal({ filingIds: more.ids }, context(0));
    expect(await ensureScheduledGenerate(database.db, config, IN_SEASON)).toBe(false);
    const [run, ...others] = await queuedRuns();
    expect(others).toEqual([]);
    expect(run?.runAt.getTime()).toBe(IN_SEASON.getTime() + 30 * 60_000);

    const handler = createScheduledGenerateJobHandler({
      config,
      services: { encryptor, tinVault: vault },
      now: () => IN_SEASON,
    });
    await database.db
      .update(jobs)
      .set({ status: 'running' })
      .where(eq(jobs.id, run?.id ?? 0));
    const result = await handler({}, context(run?.id ?? 0));
    expect(result).toEqual({ transmissions: 1, filings: 3, rejected: 0 });
    const statuses = await database.db
      .select({ status: filings.status })
      .from(filings)
      .where(inArray(filings.id, [...account.ids, ...more.ids]));
    expect(statuses.map((s) => s.status)).toEqual(['Processing', 'Processing', 'Processing']);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, IRIS_SUBMIT_JOB_KIND))).toHaveLength(1);
    const [next] = await queuedRuns();
    expect(next?.runAt.getTime()).toBe(IN_SEASON.getTime() + 30 * 60_000);
  });

  it('stops when the interval is 0 or A2A is off, and never arms then', async () => {
    await database.db.delete(jobs).where(eq(jobs.kind, IRIS_GENERATE_JOB_KIND));
    const off = configWith({ ...A2A_ON, 'iris.a2a.generateEveryMinutes': '0' });
    const manual = configWith({});
    const incomplete = configWith({ 'iris.a2a.enabled': 'true' });
    for (const config of [off, manual, incomplete])
      expect(await ensureScheduledGenerate(database.db, config, IN_SEASON)).toBe(false);
    expect(await queuedRuns()).toHaveLength(0);

    const account = await submitNecFilings(database, vault, {
      email: 'schedule3@example.test',
      payeeCount: 1,
      now: IN_SEASON,
    });
    const handler = createScheduledGenerateJobHandler({
      config: manual,
      services: { encryptor, tinVault: vault },
    });
    expect(await handler({}, context(0))).toEqual({ stopped: true });
    const [filing] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, account.ids[0] ?? 0));
    expect(filing?.status).toBe('Received');
    expect(await queuedRuns()).toHaveLength(0);
  });
});
