import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { markStateFilingsSubmitted } from './state-filing.service.ts';

function readFilingIds(payload: unknown): number[] {
  const ids = (payload as { filingIds?: unknown } | null)?.filingIds;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)))
    throw new JobError('efile.state needs filingIds', { retryable: false });
  return ids as number[];
}

/**
 * efile.state (queued by submitFilings): the state submissions become Submitted and wait for the
 * federal eFile; the federal acknowledgement moves them on (state-filing.service.ts).
 */
export function createStateEfileJobHandler(): JobHandler {
  return async (payload, { db }) => markStateFilingsSubmitted(db, readFilingIds(payload));
}
