import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openPostgres } from '../../db/open-database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { createConfigService } from '../config/config.service.ts';
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  failJob,
  findJob,
  isJobResuming,
  JOB_MESSAGES,
  reclaimLostJobs,
  registerWorker,
  removeDeadWorkers,
  reportJobProgress,
} from './jobs.queue.ts';
import { jobs, jobWorkers } from './jobs.table.ts';
import { createWorker, JobInterruptedError, readWorkerSettings, type JobHandler } from './jobs.worker.ts';

const RULES = { workerTimeoutMs: 15_000, leaseMs: 5 * 60_000 };
const KIND = 'test.recovery';

describeEachDatabase('job recovery after a worker stops', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function clear() {
    await database.db.delete(jobs);
    await database.db.delete(jobWorkers);
  }
  const register = (id: string) => registerWorker(database.db, { id, hostname: 'test-host', pid: 1 });
  const ageHeartbeat = (id: string, seconds: number) =>
    database.db
      .update(jobWorkers)
      .set({ heartbeatAt: sql`now() - ${seconds} * interval '1 second'` })
      .where(eq(jobWorkers.id, id));
  const claim = async (workerId: string) => {
    const job = await claimNextJob(database.db, workerId, [KIND]);
    if (!job) throw new Error(`${workerId} claimed nothing`);
    return job;
  };
  const workerIds = async () =>
    (await database.db.select({ id: jobWorkers.id }).from(jobWorkers)).map((row) => row.id).sort();

  it('takes back at once a running job whose worker has no row, its attempt count kept', async () => {
    await clear();
    const job = await enqueueJob(database.db, KIND, { n: 1 });
    await claim('w-unregistered');
    const reclaimed = await reclaimLostJobs(database.db, RULES);
    expect(reclaimed).toEqual([
      {
        id: job.id,
        kind: KIND,
        payload: { n: 1 },
        lockedBy: 'w-unregistered',
        attempts: 1,
        outcome: 'queued',
      },
    ]);
    const again = await findJob(database.db, job.id);
    expect(again).toMatchObject({ status: 'queued', attempts: 1, lockedBy: null, lockedAt: null });
    expect(again?.error).toBe(JOB_MESSAGES.interrupted);
    expect(again && isJobResuming(again)).toBe(true);
    // Due now: the next claim takes it without waiting for a backoff.
    await register('w-next');
    expect((await claimNextJob(database.db, 'w-next', [KIND]))?.id).toBe(job.id);
    expect(await reclaimLostJobs(database.db, RULES)).toEqual([]);
  });

  it("takes back the job of a worker whose heartbeat is too old and leaves a live worker's job alone", async () => {
    await clear();
    await register('w-stale');
    await register('w-live');
    const stale = await enqueueJob(database.db, KIND, { who: 'stale' });
    const live = await enqueueJob(database.db, KIND, { who: 'live' });
    expect((await claim('w-stale')).id).toBe(stale.id);
    expect((await claim('w-live')).id).toBe(live.id);
    await ageHeartbeat('w-stale', 10);
    // Ten seconds of silence is within the fifteen-second timeout: nothing is taken.
    expect(await reclaimLostJobs(database.db, RULES)).toEqual([]);
    await ageHeartbeat('w-stale', 20);
    const reclaimed = await reclaimLostJobs(database.db, RULES);
    expect(reclaimed.map((job) => [job.id, job.lockedBy])).toEqual([[stale.id, 'w-stale']]);
    expect((await findJob(database.db, stale.id))?.status).toBe('queued');
    expect(await findJob(database.db, live.id)).toMatchObject({ status: 'running', lockedBy: 'w-live' });
    expect(await removeDeadWorkers(database.db, RULES.workerTimeoutMs)).toBe(1);
    expect(await workerIds()).toEqual(['w-live']);
  });

  it('still takes back, as a last resort, a job that reported nothing for the lease under a live worker', async () => {
    await clear();
    await register('w-hung');
    const job = await enqueueJob(database.db, KIND, {});
    await claim('w-hung');
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '4 minutes'` })
      .where(eq(jobs.id, job.id));
    expect(await reclaimLostJobs(database.db, RULES)).toEqual([]);
    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '6 minutes'` })
      .where(eq(jobs.id, job.id));
    expect((await reclaimLostJobs(database.db, RULES)).map((j) => j.outcome)).toEqual(['queued']);
  });

  it('fails a job whose worker stopped on every attempt, with a message that says so', async () => {
    await clear();
    const job = await enqueueJob(database.db, KIND, {}, { maxAttempts: 2 });
    await claim('w-crash-1');
    expect((await reclaimLostJobs(database.db, RULES)).map((j) => j.outcome)).toEqual(['queued']);
    expect((await claim('w-crash-2')).attempts).toBe(2);
    const last = await reclaimLostJobs(database.db, RULES);
    expect(last.map((j) => [j.outcome, j.attempts])).toEqual([['failed', 2]]);
    const failed = await findJob(database.db, job.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lockedBy: null });
    expect(failed?.error).toBe(
      'The server running this job stopped before the job finished, and the job has used all of its 2 attempts, so it was not tried again.',
    );
    expect(failed?.finishedAt).not.toBeNull();
    expect(failed && isJobResuming(failed)).toBe(false);
    expect(await claimNextJob(database.db, 'w-3', [KIND])).toBeUndefined();
  });

  it('lets a worker that lost its job neither report, complete nor fail it', async () => {
    await clear();
    await register('w-new');
    const job = await enqueueJob(database.db, KIND, {});
    const first = await claim('w-old');
    await reclaimLostJobs(database.db, RULES);
    await claim('w-new');
    expect(await reportJobProgress(database.db, job.id, 50, 'w-old')).toBe(false);
    expect(await completeJob(database.db, job.id, { late: true }, 'w-old')).toBe(false);
    expect(await failJob(database.db, first, 'late failure', true, new Date(), 'w-old')).toBe('lost');
    const held = await findJob(database.db, job.id);
    expect(held).toMatchObject({ status: 'running', lockedBy: 'w-new', progress: 0, result: null });
    // Resuming until the new worker reports progress.
    expect(held && isJobResuming(held)).toBe(true);
    expect(await reportJobProgress(database.db, job.id, 60, 'w-new')).toBe(true);
    const moving = await findJob(database.db, job.id);
    expect(moving).toMatchObject({ progress: 60, error: null });
    expect(moving && isJobResuming(moving)).toBe(false);
    expect(await completeJob(database.db, job.id, { ok: true }, 'w-new')).toBe(true);
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'succeeded', result: { ok: true } });
  });

  it('does not take back a job claimed or finished after it was found lost', async () => {
    await clear();
    const job = await enqueueJob(database.db, KIND, {});
    await claim('w-gone');
    // Another worker takes it back and a live one claims it between the look and the update: the
    // update checks the lock holder and the attempt count it saw, so the live worker keeps the job.
    await reclaimLostJobs(database.db, RULES);
    await register('w-live');
    await claim('w-live');
    expect(await reclaimLostJobs(database.db, RULES)).toEqual([]);
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'running', lockedBy: 'w-live' });
  });

  it('gives one job to exactly one of two registered workers racing for it', async () => {
    await clear();
    await register('w-a');
    await register('w-b');
    for (let round = 0; round < 10; round += 1) {
      await database.db.delete(jobs);
      const job = await enqueueJob(database.db, KIND, { round });
      const [a, b] = await Promise.all([
        claimNextJob(database.db, 'w-a', [KIND]),
        claimNextJob(database.db, 'w-b', [KIND]),
      ]);
      expect([a?.id, b?.id].filter((id) => id !== undefined)).toEqual([job.id]);
      expect(await reclaimLostJobs(database.db, RULES)).toEqual([]);
    }
  });

  it('registers with host and pid, heartbeats while running and removes its row on stop', async () => {
    await clear();
    const { log } = createCapturingLogger();
    const worker = createWorker({ db: database.db, log, handlers: new Map(), heartbeatMs: 40 });
    worker.start();
    await expect.poll(workerIds, { timeout: 5000 }).toEqual([worker.id]);
    const [row] = await database.db.select().from(jobWorkers);
    expect(row).toMatchObject({ hostname: os.hostname(), pid: process.pid });
    await expect
      .poll(async () => (await database.db.select().from(jobWorkers))[0]?.heartbeatAt.getTime() ?? 0, {
        timeout: 5000,
      })
      .toBeGreaterThan(row?.heartbeatAt.getTime() ?? Infinity);
    await worker.stop();
    expect(await workerIds()).toEqual([]);
  });

  it("resumes a gone worker's job on the next poll and runs it to the end", async () => {
    await clear();
    await register('w-crashed');
    const job = await enqueueJob(database.db, KIND, { values: [2, 3] });
    await claim('w-crashed');
    await reportJobProgress(database.db, job.id, 40, 'w-crashed');
    await ageHeartbeat('w-crashed', 60);
    const seen: { progress: number; resuming: boolean }[] = [];
    const handler: JobHandler = async (payload, context) => {
      const look = async () => {
        const row = await findJob(context.db, context.job.id);
        seen.push({ progress: row?.progress ?? -1, resuming: row ? isJobResuming(row) : false });
      };
      await look();
      await context.reportProgress(70);
      await look();
      return { sum: (payload as { values: number[] }).values.reduce((a, b) => a + b, 0) };
    };
    const { log, lines } = createCapturingLogger();
    const worker = createWorker({
      db: database.db,
      log,
      handlers: new Map([[KIND, handler]]),
      pollIntervalMs: 20,
      heartbeatMs: 40,
    });
    worker.start();
    await expect
      .poll(async () => (await findJob(database.db, job.id))?.status, { timeout: 5000 })
      .toBe('succeeded');
    // The gone worker's row goes with the heartbeat housekeeping, and this one's on stop.
    await expect.poll(workerIds, { timeout: 5000 }).toEqual([worker.id]);
    await worker.stop();
    expect(await workerIds()).toEqual([]);
    // It went on from its progress, shown as resuming until it moved again.
    expect(seen).toEqual([
      { progress: 40, resuming: true },
      { progress: 70, resuming: false },
    ]);
    expect(await findJob(database.db, job.id)).toMatchObject({
      attempts: 2,
      result: { sum: 5 },
      error: null,
    });
    expect(lines.some((line) => line.includes('took back a job whose worker stopped'))).toBe(true);
  });

  it("tells the job's feature when a job failed for good", async () => {
    await clear();
    const failures: { payload: unknown; error: string }[] = [];
    const crashing = await enqueueJob(database.db, KIND, { n: 'crash' }, { maxAttempts: 1 });
    await claim('w-crashed');
    const bad = await enqueueJob(database.db, 'test.bad', { n: 'bad' }, { maxAttempts: 1 });
    const handler = (async () => {
      throw new Error('The file cannot be read');
    }) as JobHandler;
    handler.onFailed = async (payload, context) => {
      failures.push({ payload, error: context.error });
    };
    const { log } = createCapturingLogger();
    const worker = createWorker({
      db: database.db,
      log,
      handlers: new Map([
        [KIND, handler],
        ['test.bad', handler],
      ]),
    });
    expect(await worker.drain()).toBe(1);
    expect(failures).toEqual([
      { payload: { n: 'crash' }, error: JOB_MESSAGES.tooManyInterruptions(1) },
      { payload: { n: 'bad' }, error: 'The file cannot be read' },
    ]);
    expect((await findJob(database.db, crashing.id))?.status).toBe('failed');
    expect((await findJob(database.db, bad.id))?.status).toBe('failed');
    expect(await workerIds()).toEqual([]);
  });

  it('gives back the job in hand when stopping takes too long, without counting the attempt', async () => {
    await clear();
    const job = await enqueueJob(database.db, KIND, {});
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let stoppedBy: unknown;
    const slow: JobHandler = async (_payload, context) => {
      await context.reportProgress(30);
      started();
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      try {
        await context.reportProgress(90);
      } catch (error) {
        stoppedBy = error;
        throw error;
      }
      return { finished: true };
    };
    const { log } = createCapturingLogger();
    const worker = createWorker({
      db: database.db,
      log,
      handlers: new Map([[KIND, slow]]),
      pollIntervalMs: 20,
      stopGraceMs: 100,
    });
    worker.start();
    await running;
    await worker.stop();
    const released = await findJob(database.db, job.id);
    expect(released).toMatchObject({ status: 'queued', attempts: 0, progress: 30, lockedBy: null });
    expect(released && isJobResuming(released)).toBe(true);
    expect(await workerIds()).toEqual([]);
    await expect.poll(() => stoppedBy).toBeInstanceOf(JobInterruptedError);
    // The next worker runs it from where it stood; its attempt is the first counted.
    const next = createWorker({
      db: database.db,
      log,
      handlers: new Map<string, JobHandler>([[KIND, async () => ({ resumed: true })]]),
    });
    expect(await next.drain()).toBe(1);
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      result: { resumed: true },
    });
  });

  it('stops work on a job that was taken back from it and drops its late result', async () => {
    await clear();
    const job = await enqueueJob(database.db, KIND, {});
    const steps: number[] = [];
    let aborted = false;
    const handler: JobHandler = async (_payload, context) => {
      context.signal.addEventListener('abort', () => (aborted = true));
      for (let step = 1; step <= 200; step += 1) {
        await context.reportProgress(step / 2);
        steps.push(step);
        if (step === 3)
          // Taken back and claimed by another worker meanwhile (this one was taken for gone).
          await database.db
            .update(jobs)
            .set({ lockedBy: 'w-other', attempts: 2 })
            .where(eq(jobs.id, context.job.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return { finished: true };
    };
    const { log } = createCapturingLogger();
    const worker = createWorker({ db: database.db, log, handlers: new Map([[KIND, handler]]) });
    await register('w-other');
    expect(await worker.drain()).toBe(1);
    expect(steps).toEqual([1, 2, 3]);
    expect(aborted).toBe(true);
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: 'running',
      lockedBy: 'w-other',
      progress: 2,
      result: null,
    });
  });

  it("as the database's only process, resumes at start the jobs of the workers before it", async () => {
    await clear();
    await register('earlier-run');
    const job = await enqueueJob(database.db, KIND, {});
    await claim('earlier-run');
    const { log } = createCapturingLogger();
    const worker = createWorker({
      db: database.db,
      log,
      handlers: new Map<string, JobHandler>([[KIND, async () => ({ done: true })]]),
      exclusive: true,
    });
    // The earlier worker's heartbeat is fresh, yet its job resumes on the first poll.
    expect(await worker.drain()).toBe(1);
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await workerIds()).toEqual([]);
  });

  it('reads the jobs.* properties and refuses a timeout a live worker could miss', async () => {
    const encryptor = createEncryptor(randomBytes(32));
    const read = async (envOverrides: Record<string, string>) =>
      readWorkerSettings(await createConfigService(database.db, { envOverrides, encryptor }));
    expect(await read({})).toEqual({
      pollIntervalMs: 500,
      heartbeatMs: 5000,
      workerTimeoutMs: 15_000,
      leaseMs: 300_000,
      stopGraceMs: 10_000,
    });
    expect(await read({ JOBS_HEARTBEATMS: '200', JOBS_WORKERTIMEOUTMS: '1000' })).toMatchObject({
      heartbeatMs: 200,
      workerTimeoutMs: 1000,
    });
    await expect(read({ JOBS_HEARTBEATMS: '10000' })).rejects.toThrow(
      'jobs.workerTimeoutMs (15000) must be at least twice jobs.heartbeatMs (10000), or live workers would be taken for gone.',
    );
    await expect(read({ JOBS_LEASEMS: '5000' })).rejects.toThrow(
      'jobs.leaseMs (5000) must be at least jobs.workerTimeoutMs (15000).',
    );
  });
});

/** A second connection pool on the same database, as a second process would have. */
async function openSecondConnection(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return database;
  const result = await database.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), { max: 4 });
}

describeEachDatabase('two job workers on one database', (kind) => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    database = await kind.open();
    other = await openSecondConnection(database);
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('runs each job exactly once, each taken by one of them', async () => {
    const runs = new Map<number, string[]>();
    const handlerFor =
      (name: string): JobHandler =>
      async (_payload, context) => {
        runs.set(context.job.id, [...(runs.get(context.job.id) ?? []), name]);
        await context.reportProgress(50);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { by: name };
      };
    const { log } = createCapturingLogger();
    const options = { log, pollIntervalMs: 10, heartbeatMs: 50 };
    const one = createWorker({ ...options, db: database.db, handlers: new Map([[KIND, handlerFor('one')]]) });
    const two = createWorker({ ...options, db: other.db, handlers: new Map([[KIND, handlerFor('two')]]) });
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await enqueueJob(database.db, KIND, { i })).id);
    one.start();
    two.start();
    await expect
      .poll(
        async () =>
          (await database.db.select({ status: jobs.status }).from(jobs)).every(
            (j) => j.status === 'succeeded',
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await Promise.all([one.stop(), two.stop()]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const [id, by] of runs) {
      expect(by).toHaveLength(1);
      expect(await findJob(database.db, id)).toMatchObject({ attempts: 1, result: { by: by[0] } });
    }
    expect(await database.db.select().from(jobWorkers)).toEqual([]);
  });
});
