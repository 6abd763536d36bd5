import type { IrisTransmissionResult } from '@file1099/efile';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { jobs, type JobRow } from '../jobs/jobs.table.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { IrisA2aError, type IrisA2aClient } from './iris-a2a.client.ts';
import type { IrisEnvironment } from './iris-a2a.config.ts';
import { FINAL_IRIS_STATUSES } from './iris-a2a.service.ts';

/**
 * `efile.iris-poll`: asks IRIS for the acknowledgement of one transmission until it is final, then
 * hands it to the AcknowledgementSink (the transmissions feature maps it onto the filings). Each poll
 * is one job; while IRIS answers Processing the job schedules the next poll with back-off (1 minute,
 * doubling, at most 30 minutes) and ends. A poll that cannot reach IRIS fails retryably and the queue
 * tries again (2 s, 4 s … with its own back-off); one that can never pass, or polling that gives up,
 * is reported to the sink so that no transmission stays without a status and the operator sees why.
 */

export const IRIS_POLL_JOB_KIND = 'efile.iris-poll';

export interface IrisPollPayload {
  transmissionId: number;
  /** The UTID we sent; an answer about another transmission is refused. */
  utid: string;
  /** Null when no Receipt ID came back (the upload was found by its UTID): the poll asks by UTID. */
  receiptId: string | null;
  /** ats or production: the IRIS the transmission went to. */
  environment: IrisEnvironment;
  /** Polls made so far (0 for the first). */
  poll?: number;
  /** Not Found answers so far. */
  notFound?: number;
  /** When polling began (ISO); polling gives up after `giveUpAfterMs`. */
  startedAt?: string;
}

/** Where final acknowledgements go: the seam to the transmissions feature (applyAcknowledgement). */
export interface AcknowledgementSink {
  /** A final acknowledgement (Accepted, Accepted with Errors, Partially Accepted, Rejected) of our transmission. */
  applyAcknowledgement(db: Db, transmissionId: number, ack: IrisTransmissionResult): Promise<void>;
  /** Polling stopped without a final acknowledgement; the message says why, for the operator. */
  reportPollFailure(db: Db, transmissionId: number, message: string): Promise<void>;
}

export interface PollSchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Not Found answers taken (IRIS may not list a new receipt at once) before polling stops. */
  notFoundLimit: number;
  giveUpAfterMs: number;
}

export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  firstDelayMs: 60_000,
  maxDelayMs: 30 * 60_000,
  notFoundLimit: 3,
  giveUpAfterMs: 7 * 24 * 60 * 60_000,
};

/** Attempts of one poll job when IRIS cannot be reached (2 s, 4 s … 256 s apart). */
const POLL_JOB_ATTEMPTS = 9;

/** The delay before poll number `poll` (0-based): firstDelay × 2^poll, at most maxDelay. */
export function pollDelayMs(schedule: PollSchedule, poll: number): number {
  return Math.min(schedule.firstDelayMs * 2 ** Math.min(poll, 30), schedule.maxDelayMs);
}

function readPayload(payload: unknown): IrisPollPayload {
  const value = (payload ?? {}) as Partial<Record<keyof IrisPollPayload, unknown>>;
  const { transmissionId, utid, receiptId, environment } = value;
  if (
    typeof transmissionId !== 'number' ||
    typeof utid !== 'string' ||
    !(receiptId === null || typeof receiptId === 'string') ||
    (environment !== 'ats' && environment !== 'production')
  )
    throw new JobError(`${IRIS_POLL_JOB_KIND} needs transmissionId, utid, receiptId and environment`, {
      retryable: false,
    });
  return {
    transmissionId,
    utid,
    receiptId,
    environment,
    poll: typeof value.poll === 'number' ? value.poll : 0,
    notFound: typeof value.notFound === 'number' ? value.notFound : 0,
    startedAt: typeof value.startedAt === 'string' ? value.startedAt : new Date().toISOString(),
  };
}

/** Queues the first poll of a transmission just sent (run it inside the caller's transaction). */
export function enqueueIrisPoll(
  db: Db,
  payload: Omit<IrisPollPayload, 'poll' | 'notFound' | 'startedAt'>,
  options: { delayMs?: number; schedule?: PollSchedule; now?: Date } = {},
): Promise<JobRow> {
  const now = options.now ?? new Date();
  const delayMs = options.delayMs ?? (options.schedule ?? DEFAULT_POLL_SCHEDULE).firstDelayMs;
  return enqueueJob(
    db,
    IRIS_POLL_JOB_KIND,
    { ...payload, poll: 0, notFound: 0, startedAt: now.toISOString() },
    { runAt: new Date(now.getTime() + delayMs), maxAttempts: POLL_JOB_ATTEMPTS },
  );
}

/** Whether another poll of the transmission already waits (a resumed job must not start a second chain). */
async function hasQueuedPoll(db: Db, transmissionId: number, exceptJobId: number): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, IRIS_POLL_JOB_KIND),
        eq(jobs.status, 'queued'),
        ne(jobs.id, exceptJobId),
        sql`${jobs.payload}->>'transmissionId' = ${String(transmissionId)}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface IrisPollJobOptions {
  sink: AcknowledgementSink;
  /** The client for the environment, or null when A2A is not configured for it. */
  getClient(environment: IrisEnvironment): IrisA2aClient | null;
  schedule?: PollSchedule;
  now?: () => Date;
}

export function createIrisPollJobHandler(options: IrisPollJobOptions): JobHandler {
  const schedule = options.schedule ?? DEFAULT_POLL_SCHEDULE;
  const now = options.now ?? (() => new Date());

  const handler: JobHandler = async (raw, { db, job, log }) => {
    const payload = readPayload(raw);
    const { transmissionId } = payload;
    const client = options.getClient(payload.environment);
    if (!client)
      throw new JobError(
        `IRIS A2A is not configured for ${payload.environment}, so transmission ${transmissionId} can not be polled.`,
        { retryable: false },
      );
    let ack: IrisTransmissionResult;
    try {
      ack = await client.acknowledgement(
        payload.receiptId ? { receiptId: payload.receiptId } : { utid: payload.utid },
      );
    } catch (error) {
      if (error instanceof IrisA2aError)
        throw new JobError(error.message, { retryable: error.retryable, cause: error });
      throw error;
    }
    if (ack.uniqueTransmissionId && ack.uniqueTransmissionId !== payload.utid) {
      const message = `IRIS answered receipt ${ack.receiptId ?? ack.searchId} with a transmission we did not send (${ack.uniqueTransmissionId}); it was not applied.`;
      await options.sink.reportPollFailure(db, transmissionId, message);
      return { status: 'mismatch' };
    }
    if ((FINAL_IRIS_STATUSES as readonly string[]).includes(ack.status)) {
      await options.sink.applyAcknowledgement(db, transmissionId, ack);
      log.info({ transmissionId, irisStatus: ack.status }, 'IRIS acknowledgement applied');
      return { status: ack.status, receiptId: ack.receiptId };
    }
    const notFound = (payload.notFound ?? 0) + (ack.status === 'Not Found' ? 1 : 0);
    if (notFound >= schedule.notFoundLimit) {
      const id = payload.receiptId ? `Receipt ID ${payload.receiptId}` : `UTID ${payload.utid}`;
      await options.sink.reportPollFailure(db, transmissionId, `IRIS has no transmission with ${id}.`);
      return { status: 'Not Found' };
    }
    const startedAt = new Date(payload.startedAt ?? now().toISOString());
    if (now().getTime() - startedAt.getTime() > schedule.giveUpAfterMs) {
      const days = Math.round(schedule.giveUpAfterMs / 86_400_000);
      await options.sink.reportPollFailure(
        db,
        transmissionId,
        `IRIS still answers ${ack.status} after ${days} days; polling stopped. Ask IRIS about the transmission.`,
      );
      return { status: ack.status, gaveUp: true };
    }
    const poll = (payload.poll ?? 0) + 1;
    const runAt = new Date(now().getTime() + pollDelayMs(schedule, poll));
    if (!(await hasQueuedPoll(db, transmissionId, job.id)))
      await enqueueJob(
        db,
        IRIS_POLL_JOB_KIND,
        { ...payload, receiptId: payload.receiptId ?? ack.receiptId, poll, notFound },
        { runAt, maxAttempts: POLL_JOB_ATTEMPTS },
      );
    return { status: ack.status, nextPollAt: runAt.toISOString() };
  };

  handler.onFailed = async (raw, { db, error }) => {
    const transmissionId = (raw as { transmissionId?: unknown } | null)?.transmissionId;
    if (typeof transmissionId !== 'number') return;
    await options.sink.reportPollFailure(
      db,
      transmissionId,
      `The IRIS acknowledgement could not be fetched: ${error}`,
    );
  };
  return handler;
}
