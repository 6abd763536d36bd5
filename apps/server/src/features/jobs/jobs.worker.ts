import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { StartupError } from '../../lib/app-error.ts';
import type { ConfigService } from '../config/config.service.ts';
import {
  claimNextJob,
  completeJob,
  failJob,
  heartbeatWorker,
  isJobHeldBy,
  JOB_MESSAGES,
  reclaimLostJobs,
  registerWorker,
  releaseJob,
  removeDeadWorkers,
  removeOtherWorkers,
  reportJobProgress,
  unregisterWorker,
} from './jobs.queue.ts';
import type { JobRow } from './jobs.table.ts';

export interface JobContext {
  job: JobRow;
  db: Db;
  log: Logger;
  /**
   * Aborted when this worker no longer holds the job: it was taken back (the worker was taken for
   * gone), or the worker is stopping and gave it back. A long handler may check it between steps.
   */
  signal: AbortSignal;
  /**
   * 0-100; also renews the job's lease. Throws JobInterruptedError when the job was taken back from
   * this worker, which ends the handler where it stands.
   */
  reportProgress(progress: number): Promise<void>;
}

/** Runs one job of a kind; the result is kept on the job. */
export interface JobHandler {
  (payload: unknown, context: JobContext): Promise<unknown>;
  /**
   * Called once when a job of this kind has failed for good: an error that cannot pass, no attempt
   * left, or its worker stopped on every attempt. Lets the feature mark its own record failed.
   */
  onFailed?: (payload: unknown, context: { db: Db; log: Logger; error: string }) => Promise<void>;
}

/** Thrown by a handler to say whether trying again can help (a timeout can; a bad file cannot). */
export class JobError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'JobError';
    this.retryable = options.retryable;
  }
}

/** The job is no longer this worker's: another worker resumes it, so this one must stop. */
export class JobInterruptedError extends Error {
  constructor() {
    super('This worker no longer holds the job; another worker resumes it.');
    this.name = 'JobInterruptedError';
  }
}

/** Timings of a worker; the defaults are those of the config properties jobs.*. */
export interface WorkerSettings {
  /** How often an idle worker looks for work (and for jobs of gone workers). */
  pollIntervalMs?: number;
  /** How often the worker renews its heartbeat row. */
  heartbeatMs?: number;
  /** A worker whose heartbeat is older than this is gone; its job is taken back. */
  workerTimeoutMs?: number;
  /** Last resort: a running job that reported nothing for this long is taken back even from a live worker. */
  leaseMs?: number;
  /** How long stop() waits for the job in hand before giving it back to the queue. */
  stopGraceMs?: number;
}

export interface WorkerOptions extends WorkerSettings {
  db: Db;
  log: Logger;
  handlers: ReadonlyMap<string, JobHandler>;
  /**
   * This worker's process is the only one on the database (the embedded one is locked to a single
   * server): every other registered worker is a predecessor that stopped, so its jobs resume at once.
   */
  exclusive?: boolean;
}

export const WORKER_DEFAULTS = {
  pollIntervalMs: 500,
  heartbeatMs: 5000,
  workerTimeoutMs: 15_000,
  leaseMs: 5 * 60_000,
  stopGraceMs: 10_000,
} as const satisfies Required<WorkerSettings>;

/** The worker timings from the config properties, checked against each other. */
export function readWorkerSettings(config: ConfigService): Required<WorkerSettings> {
  const settings = {
    pollIntervalMs: config.getNumber('jobs.pollIntervalMs'),
    heartbeatMs: config.getNumber('jobs.heartbeatMs'),
    workerTimeoutMs: config.getNumber('jobs.workerTimeoutMs'),
    leaseMs: config.getNumber('jobs.leaseMs'),
    stopGraceMs: config.getNumber('jobs.stopGraceMs'),
  };
  if (settings.workerTimeoutMs < 2 * settings.heartbeatMs)
    throw new StartupError(
      `jobs.workerTimeoutMs (${settings.workerTimeoutMs}) must be at least twice jobs.heartbeatMs (${settings.heartbeatMs}), or live workers would be taken for gone.`,
    );
  if (settings.leaseMs < settings.workerTimeoutMs)
    throw new StartupError(
      `jobs.leaseMs (${settings.leaseMs}) must be at least jobs.workerTimeoutMs (${settings.workerTimeoutMs}).`,
    );
  return settings;
}

export interface Worker {
  readonly id: string;
  start(): void;
  /** Wakes the loop now (after an enqueue in this process). */
  nudge(): void;
  /** Runs due jobs until none is left; for tests and command-line use. */
  drain(): Promise<number>;
  /**
   * Stops taking jobs and waits up to stopGraceMs for the one in hand; a job still running then goes
   * back to the queue (its attempt not counted) for another worker. Removes the worker's row.
   */
  stop(): Promise<void>;
}

interface JobInHand {
  job: JobRow;
  abort: AbortController;
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, log, handlers } = options;
  const pollIntervalMs = options.pollIntervalMs ?? WORKER_DEFAULTS.pollIntervalMs;
  const heartbeatMs = options.heartbeatMs ?? WORKER_DEFAULTS.heartbeatMs;
  const workerTimeoutMs = options.workerTimeoutMs ?? WORKER_DEFAULTS.workerTimeoutMs;
  const leaseMs = options.leaseMs ?? WORKER_DEFAULTS.leaseMs;
  const stopGraceMs = options.stopGraceMs ?? WORKER_DEFAULTS.stopGraceMs;
  const identity = {
    id: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    hostname: os.hostname(),
    pid: process.pid,
  };
  const { id } = identity;
  const kinds = [...handlers.keys()];
  let running = false;
  let registered = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let current: JobInHand | undefined;

  async function notifyFailed(kind: string, payload: unknown, error: string): Promise<void> {
    const onFailed = handlers.get(kind)?.onFailed;
    if (!onFailed) return;
    try {
      await onFailed(payload, { db, log: log.child({ jobKind: kind }), error });
    } catch (failure) {
      log.error({ err: failure, jobKind: kind }, 'marking a failed job failed in its feature did not work');
    }
  }

  async function beatOnce(): Promise<void> {
    try {
      if (!(await heartbeatWorker(db, id)) && registered) {
        log.warn(
          { workerId: id },
          'this worker was taken for gone (no heartbeat for too long); registering again',
        );
        await registerWorker(db, identity);
      }
      const removed = await removeDeadWorkers(db, workerTimeoutMs);
      if (removed > 0) log.warn({ removed }, 'removed job workers that stopped sending heartbeats');
      const inHand = current;
      if (inHand && !inHand.abort.signal.aborted && !(await isJobHeldBy(db, inHand.job.id, id))) {
        log.warn({ jobId: inHand.job.id }, 'a job was taken back from this worker; stopping work on it');
        inHand.abort.abort();
      }
    } catch (error) {
      log.error({ err: error }, 'job worker heartbeat failed');
    }
  }

  function beat(): void {
    beating ??= beatOnce().finally(() => {
      beating = undefined;
    });
  }

  async function register(): Promise<void> {
    if (registered) return;
    await registerWorker(db, identity);
    registered = true;
    heartbeatTimer = setInterval(beat, heartbeatMs);
    heartbeatTimer.unref();
    if (options.exclusive) {
      const removed = await removeOtherWorkers(db, id);
      if (removed > 0) log.warn({ removed }, 'removed the job workers of an earlier run of this server');
    }
  }

  async function unregister(): Promise<void> {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    heartbeatTimer = undefined;
    if (!registered) return;
    registered = false;
    // A heartbeat under way must not register the worker again after its row is gone.
    await beating;
    await unregisterWorker(db, id);
  }

  async function reclaim(): Promise<void> {
    const reclaimed = await reclaimLostJobs(db, { workerTimeoutMs, leaseMs });
    for (const job of reclaimed) {
      log.warn(
        {
          jobId: job.id,
          jobKind: job.kind,
          attempts: job.attempts,
          lostWorker: job.lockedBy,
          outcome: job.outcome,
        },
        job.outcome === 'queued'
          ? 'took back a job whose worker stopped; it resumes now'
          : 'a job whose worker stopped on every attempt failed',
      );
      if (job.outcome === 'failed')
        await notifyFailed(job.kind, job.payload, JOB_MESSAGES.tooManyInterruptions(job.attempts));
    }
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const jobLog = log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    const inHand: JobInHand = { job, abort: new AbortController() };
    current = inHand;
    try {
      if (!handler) {
        await failJob(db, job, `No handler for job kind "${job.kind}"`, false, new Date(), id);
        return;
      }
      try {
        const result = await handler(job.payload, {
          job,
          db,
          log: jobLog,
          signal: inHand.abort.signal,
          reportProgress: async (progress) => {
            if (inHand.abort.signal.aborted || !(await reportJobProgress(db, job.id, progress, id))) {
              inHand.abort.abort();
              throw new JobInterruptedError();
            }
          },
        });
        if (await completeJob(db, job.id, result, id)) jobLog.info('job succeeded');
        else jobLog.warn('job finished after it was taken back from this worker; its result is dropped');
      } catch (error) {
        if (error instanceof JobInterruptedError || inHand.abort.signal.aborted) {
          jobLog.warn('stopped work on a job taken back from this worker');
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const retryable = error instanceof JobError ? error.retryable : true;
        const outcome = await failJob(db, job, message, retryable, new Date(), id);
        jobLog.warn({ err: error, outcome }, 'job failed');
        if (outcome === 'failed') await notifyFailed(job.kind, job.payload, message);
      }
    } finally {
      if (current === inHand) current = undefined;
    }
  }

  async function runOnce(): Promise<boolean> {
    await register();
    await reclaim();
    const job = await claimNextJob(db, id, kinds);
    if (!job) return false;
    await runJob(job);
    return true;
  }

  async function runLoop(): Promise<void> {
    while (running) {
      let didWork = false;
      try {
        didWork = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'job worker loop error');
      }
      if (didWork || !running) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, pollIntervalMs);
      });
      wake = undefined;
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    nudge() {
      if (timer) clearTimeout(timer);
      wake?.();
    },
    async drain() {
      let count = 0;
      try {
        while (await runOnce()) count += 1;
      } finally {
        if (!running) await unregister();
      }
      return count;
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake?.();
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        (loop ?? Promise.resolve()).then(() => true),
        new Promise<false>((resolve) => {
          graceTimer = setTimeout(() => resolve(false), stopGraceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      try {
        const inHand = current;
        if (!finished && inHand) {
          const released = await releaseJob(db, inHand.job.id, id);
          inHand.abort.abort();
          log.warn(
            { jobId: inHand.job.id, jobKind: inHand.job.kind, released },
            'stopping before a job finished; it goes back to the queue and resumes on the next worker',
          );
        }
        await unregister();
      } catch (error) {
        log.error({ err: error }, 'job worker could not sign off cleanly');
      }
    },
  };
}
