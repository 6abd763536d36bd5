import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { MAX_FILINGS_PER_GENERATE } from '../transmissions/agency-generate.ts';
import { readTransmitterSettings } from '../transmissions/transmission-file.ts';
import { IrisSettingsError, readIrisA2aSettings, type IrisConfigReader } from './iris-a2a.config.ts';
import { generateAndQueueForIris } from './iris-a2a.wiring.ts';

/**
 * Scheduled Generate (docs/iris-a2a.md, "Scheduled Generate"). With A2A on, nobody has to press
 * Generate: when submitted filings become ready, a durable job runs Generate (and so queues the A2A
 * sends) after `iris.a2a.generateEveryMinutes`, then again at that interval while A2A stays on.
 * Filings that become ready in the meantime wait for the next run, so one transmission carries many
 * payers instead of one file per submission. Generate locks the rows it takes (FOR UPDATE SKIP
 * LOCKED), so two servers, or the operator's own Generate at the same moment, never send a filing twice.
 */
export const IRIS_GENERATE_JOB_KIND = 'efile.iris-generate';
export const IRIS_GENERATE_EVERY_MINUTES = 'iris.a2a.generateEveryMinutes';

const MINUTE_MS = 60_000;

/** The interval in minutes, or 0 when scheduled Generate is off or A2A is off or not complete. */
function readInterval(config: IrisConfigReader): number {
  const minutes = config.getNumber(IRIS_GENERATE_EVERY_MINUTES);
  if (!Number.isInteger(minutes) || minutes <= 0) return 0;
  try {
    return readIrisA2aSettings(config) ? minutes : 0;
  } catch (error) {
    if (error instanceof IrisSettingsError) return 0;
    throw error;
  }
}

/**
 * Queues the scheduled Generate unless one is queued already; does nothing while it is off. Called
 * when filings become ready (the efile.federal job) and by the job itself for its next run.
 */
export async function ensureScheduledGenerate(
  db: Db,
  config: IrisConfigReader,
  now = new Date(),
  options: { delayMs?: number; exceptJobId?: number } = {},
): Promise<boolean> {
  const minutes = readInterval(config);
  if (minutes === 0) return false;
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, IRIS_GENERATE_JOB_KIND),
        eq(jobs.status, 'queued'),
        ne(jobs.id, options.exceptJobId ?? 0),
      ),
    )
    .limit(1);
  if (queued) return false;
  const runAt = new Date(now.getTime() + (options.delayMs ?? minutes * MINUTE_MS));
  await enqueueJob(db, IRIS_GENERATE_JOB_KIND, {}, { runAt, maxAttempts: 1 });
  return true;
}

/**
 * The job: Generate with the A2A queueing, then the next run. A Generate the settings or a file check
 * refuse fails the job with the reason (the next run is queued first, so a corrected setting is
 * picked up); when a run took the most one Generate takes, the next run follows at once.
 */
export function createScheduledGenerateJobHandler(deps: {
  config: IrisConfigReader;
  services: { encryptor: Encryptor; tinVault: TinVault };
  now?: () => Date;
}): JobHandler {
  return async (_payload, { db, job }) => {
    if (readInterval(deps.config) === 0) return { stopped: true };
    const now = deps.now?.() ?? new Date();
    const services = {
      ...deps.services,
      transmitter: readTransmitterSettings(deps.config),
    };
    try {
      const result = await generateAndQueueForIris(db, services, deps.config, now);
      const full = result.filingCount + result.rejected.length >= MAX_FILINGS_PER_GENERATE;
      await ensureScheduledGenerate(db, deps.config, now, {
        exceptJobId: job.id,
        ...(full ? { delayMs: 0 } : {}),
      });
      return {
        transmissions: result.transmissionIds.length,
        filings: result.filingCount,
        rejected: result.rejected.length,
      };
    } catch (error) {
      await ensureScheduledGenerate(db, deps.config, now, { exceptJobId: job.id });
      if (error instanceof AppError) throw new JobError(error.message, { retryable: false });
      throw error;
    }
  };
}
