import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';

/** `print.lob-send`: Queued paid print copies go to Lob when print.provider is 'lob'. */
export const LOB_SEND_JOB_KIND = 'print.lob-send';

/** Attempts while Lob cannot be reached (the Idempotency-Key keeps a retry from mailing twice). */
const LOB_SEND_ATTEMPTS = 8;

/**
 * Queues a send of these newly Queued requests (or of the oldest Queued ones without ids). Cheap when
 * the mail room fulfils: the job looks at print.provider first and does nothing. Kept apart from the
 * handler so that every place that queues a print copy (the e-mail fallback too) can call it.
 */
export async function queueLobSend(db: Db, filingIds?: readonly number[]): Promise<void> {
  if (filingIds && filingIds.length === 0) return;
  await enqueueJob(db, LOB_SEND_JOB_KIND, filingIds ? { filingIds: [...filingIds] } : {}, {
    maxAttempts: LOB_SEND_ATTEMPTS,
  });
}
