import type { Db } from '../../db/database.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { IrisA2aError, type IrisA2aClient } from './iris-a2a.client.ts';
import type { IrisEnvironment } from './iris-a2a.config.ts';
import { enqueueIrisPoll, type PollSchedule } from './iris-a2a.job.ts';
import { transmitIrisXml } from './iris-a2a.service.ts';

/**
 * `efile.iris-submit`: uploads one stored transmission to IRIS at most once and queues its polling.
 * Before the first upload the source records that the transmission may reach IRIS from now on; a
 * transmission so marked (the server was killed between the upload and its answer) or a retried job
 * is looked up by its UTID before anything is sent (transmitIrisXml). The Receipt ID and the first
 * poll are written in one transaction.
 */

export const IRIS_SUBMIT_JOB_KIND = 'efile.iris-submit';

export interface IrisSubmitPayload {
  transmissionId: number;
  environment: IrisEnvironment;
}

export interface StoredIrisTransmission {
  xml: string;
  utid: string;
  receiptId: string | null;
  /** Set by markSending: an upload may have reached IRIS. */
  sendingSince: Date | null;
}

/** The seam to the transmissions feature, which keeps the files and their ids. */
export interface IrisTransmissionSource {
  load(db: Db, transmissionId: number): Promise<StoredIrisTransmission | null>;
  /** Recorded (committed) before the first upload. */
  markSending(db: Db, transmissionId: number): Promise<void>;
  /** The Receipt ID, or null when IRIS knows the UTID but gave none yet (the poll asks by UTID). */
  recordReceipt(db: Db, transmissionId: number, receiptId: string | null): Promise<void>;
  /** The upload failed for good; the message is for the operator. */
  reportSubmitFailure(db: Db, transmissionId: number, message: string): Promise<void>;
}

function readPayload(payload: unknown): IrisSubmitPayload {
  const value = (payload ?? {}) as Partial<Record<keyof IrisSubmitPayload, unknown>>;
  if (
    typeof value.transmissionId !== 'number' ||
    (value.environment !== 'ats' && value.environment !== 'production')
  )
    throw new JobError(`${IRIS_SUBMIT_JOB_KIND} needs transmissionId and environment`, { retryable: false });
  return { transmissionId: value.transmissionId, environment: value.environment };
}

export function createIrisSubmitJobHandler(options: {
  source: IrisTransmissionSource;
  getClient(environment: IrisEnvironment): IrisA2aClient | null;
  pollSchedule?: PollSchedule;
}): JobHandler {
  const handler: JobHandler = async (raw, { db, job, log }) => {
    const { transmissionId, environment } = readPayload(raw);
    const stored = await options.source.load(db, transmissionId);
    if (!stored) return { skipped: true };
    if (stored.receiptId) return { receiptId: stored.receiptId, via: 'recorded' };
    const client = options.getClient(environment);
    if (!client)
      throw new JobError(
        `IRIS A2A is not configured for ${environment}, so transmission ${transmissionId} can not be sent.`,
        { retryable: false },
      );
    const attemptedBefore = job.attempts > 1 || stored.sendingSince !== null;
    if (!attemptedBefore) await options.source.markSending(db, transmissionId);
    let result;
    try {
      result = await transmitIrisXml(client, { xml: stored.xml, utid: stored.utid, attemptedBefore });
    } catch (error) {
      if (error instanceof IrisA2aError)
        throw new JobError(error.message, { retryable: error.retryable, cause: error });
      throw error;
    }
    await db.transaction(async (tx) => {
      await options.source.recordReceipt(tx, transmissionId, result.receiptId);
      await enqueueIrisPoll(
        tx,
        { transmissionId, utid: stored.utid, receiptId: result.receiptId, environment },
        options.pollSchedule ? { schedule: options.pollSchedule } : {},
      );
    });
    log.info({ transmissionId, via: result.via }, 'IRIS transmission received');
    return result;
  };
  handler.onFailed = async (raw, { db, error }) => {
    const transmissionId = (raw as { transmissionId?: unknown } | null)?.transmissionId;
    if (typeof transmissionId !== 'number') return;
    await options.source.reportSubmitFailure(
      db,
      transmissionId,
      `The transmission was not sent to IRIS: ${error}`,
    );
  };
  return handler;
}
