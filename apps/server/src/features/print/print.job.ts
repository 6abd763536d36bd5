import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { startPrintRequests } from './print.service.ts';

function filingIdsOf(payload: unknown): number[] | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const ids = (payload as { filingIds?: unknown }).filingIds;
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
}

/**
 * `delivery.print` (queued by submission for filings with print and mail ordered): their paid print
 * copies enter the mail room's queue, WaitingOnEfile or Queued (print.service.ts startPrintRequests).
 */
export function createPrintJobHandler(): JobHandler {
  return async (payload, { db }) => {
    const ids = filingIdsOf(payload);
    if (!ids) throw new JobError('delivery.print needs filingIds', { retryable: false });
    return { started: await startPrintRequests(db, ids) };
  };
}
