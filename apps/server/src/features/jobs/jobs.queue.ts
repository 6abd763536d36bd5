import { and, desc, eq, gte, isNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs, jobWorkers, type JobRow } from './jobs.table.ts';

export const JOB_MESSAGES = {
  /**
   * Left on a job put back to the queue because its worker stopped (a crash, a shutdown, or no sign of
   * life for too long). While it stands, the job is resuming; its next progress report clears it.
   */
  interrupted:
    'The job was interrupted before it finished (the server running it stopped); it resumes where it left off.',
  tooManyInterruptions: (attempts: number) =>
    `The server running this job stopped before the job finished, and the job has used all of its ${attempts} attempts, so it was not tried again.`,
} as const;

/** Whether a job is waiting to continue, or has just continued, after its worker stopped. */
export function isJobResuming(job: Pick<JobRow, 'status' | 'error'>): boolean {
  return (job.status === 'queued' || job.status === 'running') && job.error === JOB_MESSAGES.interrupted;
}

/** `ms` milliseconds as a PostgreSQL interval, for comparisons with the database's clock. */
function millis(ms: number): SQL {
  return sql`(${ms}::double precision * interval '1 millisecond')`;
}

/** The job still belongs to this worker: running and locked by it (no guard when workerId is absent). */
function heldBy(id: number, workerId: string | undefined): SQL | undefined {
  return and(
    eq(jobs.id, id),
    eq(jobs.status, 'running'),
    workerId === undefined ? undefined : eq(jobs.lockedBy, workerId),
  );
}

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

/**
 * Records progress (0-100) and renews the job's lease; the first report of a resumed job ends its
 * resuming state. With `workerId`, only while that worker still holds the job: false means the job was
 * taken back from it (its worker was taken for gone), and the caller should stop working on it.
 */
export async function reportJobProgress(
  db: Db,
  id: number,
  progress: number,
  workerId?: string,
): Promise<boolean> {
  const clamped = Math.max(0, Math.min(100, Math.round(progress)));
  const rows = await db
    .update(jobs)
    .set({
      progress: clamped,
      lockedAt: sql`now()`,
      updatedAt: new Date(),
      error: sql`nullif(${jobs.error}, ${JOB_MESSAGES.interrupted})`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Marks the job succeeded; with `workerId`, only while that worker still holds it (else false). */
export async function completeJob(db: Db, id: number, result: unknown, workerId?: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
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
    .where(workerId === undefined ? eq(jobs.id, id) : heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Backoff before attempt n+1: 2^n seconds (2 s, 4 s, 8 s ...), at most 10 minutes. */
export function getRetryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60_000);
}

/**
 * Queues a failed job again after a backoff while attempts are left and trying again can help, else
 * marks it failed. With `workerId`, only while that worker still holds the job: 'lost' means it was
 * taken back and nothing was changed.
 */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  message: string,
  retryable: boolean,
  now: Date = new Date(),
  workerId?: string,
): Promise<'retrying' | 'failed' | 'lost'> {
  const where = workerId === undefined ? eq(jobs.id, job.id) : heldBy(job.id, workerId);
  if (retryable && job.attempts < job.maxAttempts) {
    const rows = await db
      .update(jobs)
      .set({
        status: 'queued',
        error: message,
        lockedBy: null,
        lockedAt: null,
        runAt: new Date(now.getTime() + getRetryDelayMs(job.attempts)),
        updatedAt: now,
      })
      .where(where)
      .returning({ id: jobs.id });
    return rows.length > 0 ? 'retrying' : 'lost';
  }
  const rows = await db
    .update(jobs)
    .set({
      status: 'failed',
      error: message,
      lockedBy: null,
      lockedAt: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where(where)
    .returning({ id: jobs.id });
  return rows.length > 0 ? 'failed' : 'lost';
}

/**
 * Gives a job back to the queue from a worker that is stopping before the job finished: it resumes on
 * the next worker at once, and the cut-short attempt is not counted. False when the worker no longer
 * held it.
 */
export async function releaseJob(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      error: JOB_MESSAGES.interrupted,
      lockedBy: null,
      lockedAt: null,
      runAt: sql`now()`,
      updatedAt: new Date(),
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Whether the job is still running under this worker. */
export async function isJobHeldBy(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(heldBy(id, workerId));
  return rows.length > 0;
}

/** The newest job of a kind for an account whose payload contains `payload` (e.g. `{ runId: 7 }`). */
export async function findLatestJob(
  db: Db,
  kind: string,
  domainId: number | null,
  payload: Record<string, unknown>,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        domainId === null ? isNull(jobs.domainId) : eq(jobs.domainId, domainId),
        sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return row;
}

// Workers. Each registers a row and renews its heartbeat; times are the database's clock, so that
// workers on several hosts agree.

export interface WorkerIdentity {
  id: string;
  hostname: string;
  pid: number;
}

/** Registers a worker (again, after it was taken for gone) with a fresh heartbeat. */
export async function registerWorker(db: Db, worker: WorkerIdentity): Promise<void> {
  await db
    .insert(jobWorkers)
    .values({ id: worker.id, hostname: worker.hostname, pid: worker.pid })
    .onConflictDoUpdate({ target: jobWorkers.id, set: { heartbeatAt: sql`now()` } });
}

/** Renews the heartbeat; false when the row is gone (another worker took this one for gone). */
export async function heartbeatWorker(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobWorkers)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(jobWorkers.id, id))
    .returning({ id: jobWorkers.id });
  return rows.length > 0;
}

export async function unregisterWorker(db: Db, id: string): Promise<void> {
  await db.delete(jobWorkers).where(eq(jobWorkers.id, id));
}

/** Removes the rows of workers whose heartbeat is older than `workerTimeoutMs`: they are gone. */
export async function removeDeadWorkers(db: Db, workerTimeoutMs: number): Promise<number> {
  const rows = await db
    .delete(jobWorkers)
    .where(lt(jobWorkers.heartbeatAt, sql`now() - ${millis(workerTimeoutMs)}`))
    .returning({ id: jobWorkers.id });
  return rows.length;
}

/**
 * Removes every worker row but this one: for a worker that is by construction the only process on its
 * database (the embedded one, locked to one server), whose predecessors are all gone.
 */
export async function removeOtherWorkers(db: Db, id: string): Promise<number> {
  const rows = await db.delete(jobWorkers).where(ne(jobWorkers.id, id)).returning({ id: jobWorkers.id });
  return rows.length;
}

export interface ReclaimRules {
  /** A worker whose heartbeat is older than this is gone. */
  workerTimeoutMs: number;
  /** Last resort: a running job that reported nothing for this long is taken back even from a live worker. */
  leaseMs: number;
}

export interface ReclaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** The worker that held it. */
  lockedBy: string | null;
  attempts: number;
  /** queued: it resumes at once; failed: it had used all its attempts. */
  outcome: 'queued' | 'failed';
}

/**
 * Takes back running jobs whose worker is gone — no row in job_workers, or a heartbeat older than
 * `workerTimeoutMs` — or, as a last resort, that reported nothing for `leaseMs`. Each goes back to the
 * queue at once, its attempt count as it is (the lost attempt was counted when it was claimed); a job
 * that has used all its attempts fails with a message saying so. Cheap when nothing is lost: one
 * indexed read of the running jobs.
 */
export async function reclaimLostJobs(db: Db, rules: ReclaimRules): Promise<ReclaimedJob[]> {
  const liveWorker = db
    .select({ id: jobWorkers.id })
    .from(jobWorkers)
    .where(
      and(
        eq(jobWorkers.id, jobs.lockedBy),
        gte(jobWorkers.heartbeatAt, sql`now() - ${millis(rules.workerTimeoutMs)}`),
      ),
    );
  const lost = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      lockedBy: jobs.lockedBy,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'running'),
        or(
          isNull(jobs.lockedBy),
          isNull(jobs.lockedAt),
          lt(jobs.lockedAt, sql`now() - ${millis(rules.leaseMs)}`),
          notExists(liveWorker),
        ),
      ),
    )
    .orderBy(jobs.id)
    .limit(100);
  const reclaimed: ReclaimedJob[] = [];
  for (const job of lost) {
    const exhausted = job.attempts >= job.maxAttempts;
    // Only the very state read above: a worker that claimed or finished it meanwhile keeps it.
    const unchanged = and(
      eq(jobs.id, job.id),
      eq(jobs.status, 'running'),
      eq(jobs.attempts, job.attempts),
      job.lockedBy === null ? isNull(jobs.lockedBy) : eq(jobs.lockedBy, job.lockedBy),
    );
    const rows = await db
      .update(jobs)
      .set(
        exhausted
          ? {
              status: 'failed',
              error: JOB_MESSAGES.tooManyInterruptions(job.attempts),
              lockedBy: null,
              lockedAt: null,
              updatedAt: sql`now()`,
              finishedAt: sql`now()`,
            }
          : {
              status: 'queued',
              error: JOB_MESSAGES.interrupted,
              lockedBy: null,
              lockedAt: null,
              runAt: sql`now()`,
              updatedAt: sql`now()`,
            },
      )
      .where(unchanged)
      .returning({ id: jobs.id });
    if (rows.length > 0)
      reclaimed.push({
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        lockedBy: job.lockedBy,
        attempts: job.attempts,
        outcome: exhausted ? 'failed' : 'queued',
      });
  }
  return reclaimed;
}
