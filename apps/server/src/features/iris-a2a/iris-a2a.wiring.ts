import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { filings } from '../filings/filings.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { applyAcknowledgement } from '../transmissions/acknowledgement.ts';
import {
  generateAgencyTransmissions,
  setStatus,
  type GenerateResult,
} from '../transmissions/agency-generate.ts';
import { TRANSMISSION_MESSAGES } from '../transmissions/agency.service.ts';
import { openFile, type TransmissionServices } from '../transmissions/transmission-file.ts';
import { agencyTransmissionRecords, agencyTransmissions } from '../transmissions/transmissions.table.ts';
import type { IrisA2aClient } from './iris-a2a.client.ts';
import {
  readIrisA2aSettings,
  IrisSettingsError,
  type IrisConfigReader,
  type IrisEnvironment,
} from './iris-a2a.config.ts';
import {
  createIrisPollJobHandler,
  DEFAULT_POLL_SCHEDULE,
  IRIS_POLL_JOB_KIND,
  type AcknowledgementSink,
  type PollSchedule,
} from './iris-a2a.job.ts';
import { createIrisClientProvider } from './iris-a2a.service.ts';
import {
  createIrisSubmitJobHandler,
  IRIS_SUBMIT_JOB_KIND,
  type IrisTransmissionSource,
} from './iris-a2a.submit-job.ts';
import { irisA2aTransmissions } from './iris-a2a.table.ts';

/**
 * The A2A jobs over the transmission tables (docs/iris-a2a.md, "Wiring"): Generate queues one
 * `efile.iris-submit` per new transmission when A2A is configured; the source hands the stored file to
 * the job and records, under row locks, that it may have reached IRIS (before the upload) and its
 * Receipt ID (after); the sink applies the final acknowledgement with the manual flow's
 * applyAcknowledgement, so filings end exactly as with Process Response.
 */

/** Attempts of one submit job when IRIS can not be reached or the answer was lost. */
const SUBMIT_JOB_ATTEMPTS = 9;

export const A2A_MESSAGES = {
  deleted: (id: number) => `Transmission ${id} was deleted before it was sent to IRIS; nothing was sent.`,
  sentByHand: (id: number) =>
    `Transmission ${id} was recorded as sent from the back office (manual flow); A2A does not send it.`,
  concurrent: (id: number) =>
    `Another attempt is sending transmission ${id}; the next attempt looks its UTID up at IRIS before any resend.`,
} as const;

async function setA2a(
  db: Db,
  transmissionId: number,
  values: Partial<typeof irisA2aTransmissions.$inferInsert>,
) {
  await db
    .update(irisA2aTransmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(irisA2aTransmissions.transmissionId, transmissionId));
}

export function createIrisTransmissionSource(encryptor: Encryptor): IrisTransmissionSource {
  return {
    async load(db, transmissionId) {
      const [row] = await db
        .select({ transmission: agencyTransmissions, a2a: irisA2aTransmissions })
        .from(agencyTransmissions)
        .innerJoin(irisA2aTransmissions, eq(irisA2aTransmissions.transmissionId, agencyTransmissions.id))
        .where(eq(agencyTransmissions.id, transmissionId));
      if (!row || row.transmission.transmissionStatus === 'Response_Received') return null;
      // FIRE has no A2A: a Pub 1220 file is never sent (queueIrisSubmissions queues IRIS files only).
      if (row.transmission.formatType !== 'IRIS') return null;
      return {
        xml: openFile(encryptor, row.transmission.fileSealed),
        utid: row.transmission.uniqueTransmissionId,
        receiptId: row.transmission.receiptId,
        sendingSince: row.a2a.sendingSince,
      };
    },

    markSending(db, transmissionId) {
      return db.transaction(async (tx) => {
        const [transmission] = await tx
          .select()
          .from(agencyTransmissions)
          .where(eq(agencyTransmissions.id, transmissionId))
          .for('update');
        const [a2a] = await tx
          .select()
          .from(irisA2aTransmissions)
          .where(eq(irisA2aTransmissions.transmissionId, transmissionId))
          .for('update');
        if (!transmission || !a2a)
          throw new JobError(A2A_MESSAGES.deleted(transmissionId), { retryable: false });
        if (a2a.sendingSince)
          throw new JobError(A2A_MESSAGES.concurrent(transmissionId), { retryable: true });
        if (
          transmission.transmissionStatus !== 'Generated' &&
          transmission.transmissionStatus !== 'Downloaded'
        )
          throw new JobError(A2A_MESSAGES.sentByHand(transmissionId), { retryable: false });
        const now = new Date();
        // From here the file may be at IRIS: Delete is refused and a retry looks the UTID up first.
        await tx
          .update(agencyTransmissions)
          .set({ transmissionStatus: 'Sent_To_Agency', statusChangeDate: now })
          .where(eq(agencyTransmissions.id, transmissionId));
        await setA2a(tx, transmissionId, { sendingSince: now, failure: null });
      });
    },

    async recordReceipt(db, transmissionId, receiptId) {
      const [row] = await db
        .select()
        .from(agencyTransmissions)
        .where(eq(agencyTransmissions.id, transmissionId))
        .for('update');
      if (!row) return;
      const now = new Date();
      const kept = row.receiptId ?? receiptId;
      await db
        .update(agencyTransmissions)
        .set({
          receiptId: kept,
          ackNumber: row.ackNumber ?? kept,
          ...(row.transmissionStatus === 'Response_Received'
            ? {}
            : { transmissionStatus: 'Sent_To_Agency' as const, statusChangeDate: now }),
        })
        .where(eq(agencyTransmissions.id, transmissionId));
      const waiting = await db
        .select({ id: filings.id })
        .from(agencyTransmissionRecords)
        .innerJoin(filings, eq(filings.id, agencyTransmissionRecords.filingId))
        .where(
          and(eq(agencyTransmissionRecords.transmissionId, transmissionId), eq(filings.status, 'Processing')),
        );
      await setStatus(
        db,
        waiting.map((f) => f.id),
        'Sent_To_Agency',
        kept ? `ACK ${kept}` : 'Sent to IRIS',
        now,
      );
      await setA2a(db, transmissionId, { receivedAt: now, failure: null });
    },

    async reportSubmitFailure(db, transmissionId, message) {
      await setA2a(db, transmissionId, { failure: message });
    },
  };
}

export function createAcknowledgementSink(): AcknowledgementSink {
  return {
    async applyAcknowledgement(db, transmissionId, ack) {
      try {
        await applyAcknowledgement(db, transmissionId, ack);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Answered in the meantime (Process Response by hand): nothing more to do.
        if (error.message !== TRANSMISSION_MESSAGES.alreadyAnswered)
          await setA2a(db, transmissionId, { failure: error.message });
        return;
      }
      await setA2a(db, transmissionId, { acknowledgedAt: new Date(), failure: null });
    },
    async reportPollFailure(db, transmissionId, message) {
      await setA2a(db, transmissionId, { failure: message });
    },
  };
}

/** Where live filings go while A2A is on; null when it is off (the manual flow). */
export function readLiveIrisEnvironment(config: IrisConfigReader): IrisEnvironment | null {
  try {
    return readIrisA2aSettings(config)?.environment ?? null;
  } catch (error) {
    if (error instanceof IrisSettingsError) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
}

/**
 * Queues `efile.iris-submit` once per transmission (the A2A row is the guard): test accounts' to ATS,
 * the others to the live environment. Run it in the transaction that wrote the transmissions.
 */
export async function queueIrisSubmissions(
  db: Db,
  transmissionIds: readonly number[],
  live: IrisEnvironment,
): Promise<number> {
  if (transmissionIds.length === 0) return 0;
  const rows = await db
    .select({ id: agencyTransmissions.id, isTest: agencyTransmissions.isTest })
    .from(agencyTransmissions)
    .where(
      and(inArray(agencyTransmissions.id, [...transmissionIds]), eq(agencyTransmissions.formatType, 'IRIS')),
    );
  let queued = 0;
  for (const row of rows) {
    const environment: IrisEnvironment = row.isTest ? 'ats' : live;
    const inserted = await db
      .insert(irisA2aTransmissions)
      .values({ transmissionId: row.id, environment })
      .onConflictDoNothing()
      .returning({ id: irisA2aTransmissions.transmissionId });
    if (inserted.length === 0) continue;
    await enqueueJob(
      db,
      IRIS_SUBMIT_JOB_KIND,
      { transmissionId: row.id, environment },
      { maxAttempts: SUBMIT_JOB_ATTEMPTS },
    );
    queued += 1;
  }
  return queued;
}

/**
 * Generate for the back office: with A2A configured, the new transmissions are written with the
 * test code of where they go (irisTestCode: T for ATS) and queued for sending in the same
 * transaction; without it, the manual flow's Generate as it is.
 */
export async function generateAndQueueForIris(
  db: Db,
  services: TransmissionServices,
  config: IrisConfigReader,
  now = new Date(),
): Promise<GenerateResult> {
  const live = readLiveIrisEnvironment(config);
  if (!live) return generateAgencyTransmissions(db, services, now);
  return db.transaction(async (tx) => {
    const result = await generateAgencyTransmissions(
      tx,
      { ...services, liveToTestSystem: live === 'ats' },
      now,
    );
    await queueIrisSubmissions(tx, result.transmissionIds, live);
    return result;
  });
}

/** The two A2A jobs, for createJobHandlers. */
export function createIrisA2aJobHandlers(deps: {
  config: IrisConfigReader;
  encryptor: Encryptor;
  pollSchedule?: PollSchedule;
  getClient?: (environment: IrisEnvironment) => IrisA2aClient | null;
}): [string, JobHandler][] {
  const clients = createIrisClientProvider(deps.config);
  const getClient =
    deps.getClient ??
    ((environment: IrisEnvironment) => {
      try {
        return clients.get(environment);
      } catch (error) {
        if (error instanceof IrisSettingsError) throw new JobError(error.message, { retryable: false });
        throw error;
      }
    });
  const firstPollMs = deps.config.getNumber('iris.a2a.firstPollSeconds') * 1000;
  const pollSchedule = deps.pollSchedule ?? {
    ...DEFAULT_POLL_SCHEDULE,
    firstDelayMs:
      Number.isFinite(firstPollMs) && firstPollMs > 0 ? firstPollMs : DEFAULT_POLL_SCHEDULE.firstDelayMs,
  };
  return [
    [
      IRIS_SUBMIT_JOB_KIND,
      createIrisSubmitJobHandler({
        source: createIrisTransmissionSource(deps.encryptor),
        getClient,
        pollSchedule,
      }),
    ],
    [
      IRIS_POLL_JOB_KIND,
      createIrisPollJobHandler({ sink: createAcknowledgementSink(), getClient, schedule: pollSchedule }),
    ],
  ];
}
