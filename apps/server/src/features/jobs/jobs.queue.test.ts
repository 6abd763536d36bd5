import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  claimNextJob,
  enqueueJob,
  failJob,
  findJob,
  getRetryDelayMs,
  reportJobProgress,
} from './jobs.queue.ts';
import { jobs } from './jobs.table.ts';
import { createWorker, JobError, type JobHandler } from './jobs.worker.ts';

describeEachDatabase('job queue', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function clear() {
    await database.db.delete(jobs);
  }

  it('claims the oldest due job once, with its attempt counted', async () => {
    await clear();
    const first = await enqueueJob(database.db, 'test.a', { n: 1 });
    await enqueueJob(database.db, 'test.a', { n: 2 });
    await enqueueJob(database.db, 'test.a', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });

    const claimed = await claimNextJob(database.db, 'w1', ['test.a']);
    expect(claimed?.id).toBe(first.id);
    expect(claimed?.status).toBe('running');
    expect(claimed?.attempts).toBe(1);
    expect(claimed?.lockedBy).toBe('w1');
    const second = await claimNextJob(database.db, 'w1', ['test.a']);
    expect(second?.payload).toEqual({ n: 2 });
    expect(await claimNextJob(database.db, 'w1', ['test.a'])).toBeUndefined();
  });

  it('claims only the kinds a worker handles', async () => {
    await clear();
    await enqueueJob(database.db, 'test.other', {});
    expect(await claimNextJob(database.db, 'w1', ['test.a'])).toBeUndefined();
    expect(await claimNextJob(database.db, 'w1', [])).toBeUndefined();
    expect((await claimNextJob(database.db, 'w1', ['test.other']))?.kind).toBe('test.other');
  });

  it('never gives one job to two claimers racing for it', async () => {
    await clear();
    for (let i = 0; i < 10; i += 1) await enqueueJob(database.db, 'test.race', { i });
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimNextJob(database.db, `w${i}`, ['test.race'])),
    );
    const ids = claims.map((job) => job?.id).filter((id) => id !== undefined);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
  });

  it('keeps progress between 0 and 100 and retries with growing backoff', async () => {
    await clear();
    const job = await enqueueJob(database.db, 'test.a', {}, { maxAttempts: 2 });
    const claimed = await claimNextJob(database.db, 'w1', ['test.a']);
    if (!claimed) throw new Error('no job claimed');
    await reportJobProgress(database.db, job.id, 140);
    expect((await findJob(database.db, job.id))?.progress).toBe(100);
    await reportJobProgress(database.db, job.id, 42.4);
    expect((await findJob(database.db, job.id))?.progress).toBe(42);

    const now = new Date();
    expect(await failJob(database.db, claimed, 'timed out', true, now)).toBe('retrying');
    const retried = await findJob(database.db, job.id);
    expect(retried?.status).toBe('queued');
    expect(retried?.error).toBe('timed out');
    expect(retried?.runAt.getTime()).toBe(now.getTime() + getRetryDelayMs(1));

    expect(await failJob(database.db, { ...claimed, attempts: 2 }, 'timed out again', true)).toBe('failed');
    const failed = await findJob(database.db, job.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.finishedAt).not.toBeNull();
  });

  it('does not retry an error that cannot pass', async () => {
    await clear();
    const job = await enqueueJob(database.db, 'test.a', {});
    const claimed = await claimNextJob(database.db, 'w1', ['test.a']);
    if (!claimed) throw new Error('no job claimed');
    expect(await failJob(database.db, claimed, 'bad file', false)).toBe('failed');
    expect((await findJob(database.db, job.id))?.status).toBe('failed');
  });

  it('runs handlers through the worker and keeps result, error and progress', async () => {
    await clear();
    const { log } = createCapturingLogger();
    const seen: number[] = [];
    const handlers = new Map<string, JobHandler>([
      [
        'test.sum',
        async (payload, context) => {
          const { values } = payload as { values: number[] };
          await context.reportProgress(50);
          seen.push((await findJob(context.db, context.job.id))?.progress ?? -1);
          return { sum: values.reduce((a, b) => a + b, 0) };
        },
      ],
      [
        'test.reject',
        async () => {
          throw new JobError('The file is not a spreadsheet', { retryable: false });
        },
      ],
    ]);
    const ok = await enqueueJob(database.db, 'test.sum', { values: [1, 2, 3] });
    const bad = await enqueueJob(database.db, 'test.reject', {});
    const unknown = await enqueueJob(database.db, 'test.unknown', {});
    const worker = createWorker({ db: database.db, log, handlers });
    expect(await worker.drain()).toBe(2);
    expect(seen).toEqual([50]);
    const done = await findJob(database.db, ok.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, result: { sum: 6 } });
    expect(await findJob(database.db, bad.id)).toMatchObject({
      status: 'failed',
      error: 'The file is not a spreadsheet',
    });
    expect((await findJob(database.db, unknown.id))?.status).toBe('queued');
  });

  it('runs queued work in the background loop and stops cleanly', async () => {
    await clear();
    const { log } = createCapturingLogger();
    const handlers = new Map<string, JobHandler>([['test.echo', async (payload) => payload]]);
    const worker = createWorker({ db: database.db, log, handlers, pollIntervalMs: 20 });
    worker.start();
    const job = await enqueueJob(database.db, 'test.echo', { hello: 'world' });
    worker.nudge();
    await expect
      .poll(async () => (await findJob(database.db, job.id))?.status, { timeout: 5000 })
      .toBe('succeeded');
    await worker.stop();
    expect((await findJob(database.db, job.id))?.result).toEqual({ hello: 'world' });
  });
});

describe('retry backoff', () => {
  it('doubles from 2 seconds and stops at 10 minutes', () => {
    expect([1, 2, 3, 4].map(getRetryDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(getRetryDelayMs(20)).toBe(600_000);
  });
});
