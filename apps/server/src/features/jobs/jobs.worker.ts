import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import { claimNextJob, completeJob, failJob, reportJobProgress, requeueStaleJobs } from './jobs.queue.ts';
import type { JobRow } from './jobs.table.ts';

export interface JobContext {
  job: JobRow;
  db: Db;
  log: Logger;
  /** 0-100; also renews the job's lease. */
  reportProgress(progress: number): Promise<void>;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** Thrown by a handler to say whether trying again can help (a timeout can; a bad file cannot). */
export class JobError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'JobError';
    this.retryable = options.retryable;
  }
}

export interface WorkerOptions {
  db: Db;
  log: Logger;
  handlers: ReadonlyMap<string, JobHandler>;
  pollIntervalMs?: number;
  leaseMs?: number;
}

export interface Worker {
  readonly id: string;
  start(): void;
  /** Wakes the loop now (after an enqueue in this process). */
  nudge(): void;
  /** Runs due jobs until none is left; for tests and command-line use. */
  drain(): Promise<number>;
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, log, handlers } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = [...handlers.keys()];
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let lastStaleCheck = 0;

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    const jobLog = log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    if (!handler) {
      await failJob(db, job, `No handler for job kind "${job.kind}"`, false);
      return;
    }
    try {
      const result = await handler(job.payload, {
        job,
        db,
        log: jobLog,
        reportProgress: (progress) => reportJobProgress(db, job.id, progress),
      });
      await completeJob(db, job.id, result);
      jobLog.info('job succeeded');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = error instanceof JobError ? error.retryable : true;
      const outcome = await failJob(db, job, message, retryable);
      jobLog.warn({ err: error, outcome }, 'job failed');
    }
  }

  async function runOnce(): Promise<boolean> {
    const now = Date.now();
    if (now - lastStaleCheck > leaseMs / 5) {
      lastStaleCheck = now;
      const requeued = await requeueStaleJobs(db, leaseMs);
      if (requeued > 0) log.warn({ requeued }, 'requeued jobs whose worker stopped');
    }
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
      while (await runOnce()) count += 1;
      return count;
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
