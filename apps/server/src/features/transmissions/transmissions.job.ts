import type { Db } from '../../db/database.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { markFilingsReadyForTransmission } from './agency-generate.ts';

function readFilingIds(payload: unknown): number[] {
  const ids = (payload as { filingIds?: unknown } | null)?.filingIds;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)))
    throw new JobError('efile.federal needs filingIds', { retryable: false });
  return ids as number[];
}

/**
 * efile.federal (queued by submitFilings): the paid filings become ready for the next transmission
 * (Submitted → Received). Nothing is sent here: Generate (the back office) or the A2A sender groups
 * them into transmissions. Filings waiting on a TIN check stay where they are.
 */
export function createFederalEfileJobHandler(
  options: { afterReady?: (db: Db) => Promise<unknown> } = {},
): JobHandler {
  return async (payload, { db }) => {
    const ready = await markFilingsReadyForTransmission(db, readFilingIds(payload));
    // With A2A on, the scheduled Generate picks them up (features/iris-a2a/iris-a2a.schedule.ts).
    if (ready > 0) await options.afterReady?.(db);
    return { ready };
  };
}
