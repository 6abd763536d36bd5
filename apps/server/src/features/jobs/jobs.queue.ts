import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs, type JobRow } from './jobs.table.ts';

export interface EnqueueOptions {
  domainId?: number | null;
  maxAttempts?: number;
  runAt?: Date;
}

export async function enqueueJob(
  db: Db,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload: payload ?? {},
      domainId: options.domainId ?? null,
      maxAttempts: options.maxAttempts ?? 5,
      runAt: options.runAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('enqueueJob: insert returned no row');
  return row;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

interface RawJobRow {
  id: string | number;
}

/**
 * Takes the oldest due job, if any, for this worker. SKIP LOCKED lets several workers (processes)
 * claim side by side without waiting on each other or taking the same job.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs
       set status = 'running', locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1,
           updated_at = now()
     where id = (
       select id from jobs
        where status = 'queued' and run_at <= now() and kind in (${kindList})
        order by run_at, id
        for update skip locked
        limit 1)
    returning id`);
  const rows = (result as unknown as { rows: RawJobRow[] }).rows;
  const claimed = rows[0];
  if (!claimed) return undefined;
  return findJob(db, Number(claimed.id));
}

export async function reportJobProgress(db: Db, id: number, progress: number): Promise<void> {
  const clamped = Math.max(0, Math.min(100, Math.round(progress)));
  await db
    .update(jobs)
    .set({ progress: clamped, lockedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function completeJob(db: Db, id: number, result: unknown): Promise<void> {
  const now = new Date();
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      progress: 100,
      result: result ?? null,
      error: null,
      lockedBy: null,
      lockedAt: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where(eq(jobs.id, id));
}

/** Backoff before attempt n+1: 2^n seconds (2 s, 4 s, 8 s ...), at most 10 minutes. */
export function getRetryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60_000);
}

export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  message: string,
  retryable: boolean,
  now: Date = new Date(),
): Promise<'retrying' | 'failed'> {
  if (retryable && job.attempts < job.maxAttempts) {
    await db
      .update(jobs)
      .set({
        status: 'queued',
        error: message,
        lockedBy: null,
        lockedAt: null,
        runAt: new Date(now.getTime() + getRetryDelayMs(job.attempts)),
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id));
    return 'retrying';
  }
  await db
    .update(jobs)
    .set({
      status: 'failed',
      error: message,
      lockedBy: null,
      lockedAt: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where(eq(jobs.id, job.id));
  return 'failed';
}

/**
 * Puts back jobs whose worker stopped reporting (a crashed process): running jobs not touched for
 * `leaseMs` are queued again. Progress reports renew the lease.
 */
export async function requeueStaleJobs(db: Db, leaseMs: number, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', lockedBy: null, lockedAt: null, updatedAt: now })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - leaseMs))))
    .returning({ id: jobs.id });
  return rows.length;
}
