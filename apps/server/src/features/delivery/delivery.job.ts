import type { AppServices } from '../../graphql/context.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { CONSENT_DEADLINE_SWEEP_MS, ensureConsentDeadlineSweep } from './delivery-deadline.ts';
import { deliverFiling } from './delivery.service.ts';

function filingIdsOf(payload: unknown): number[] | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const ids = (payload as { filingIds?: unknown }).filingIds;
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
}

/**
 * `delivery.email` (queued by submission, consent, acceptance and the back office): one delivery
 * step per filing (features/delivery/delivery.service.ts deliverFiling), each in its own transaction;
 * copies left waiting for consent start the consent-deadline sweep.
 */
export function createEmailDeliveryJobHandler(services: AppServices): JobHandler {
  return async (payload, { db }) => {
    const ids = filingIdsOf(payload);
    if (!ids) throw new JobError('delivery.email needs filingIds', { retryable: false });
    const counts: Record<string, number> = {};
    for (const id of ids) {
      const status = (await deliverFiling(db, services, id)) ?? 'Missing';
      counts[status] = (counts[status] ?? 0) + 1;
    }
    // Copies now waiting for consent: the deadline sweep sees to them (delivery-deadline.ts).
    if (counts.Submitted)
      await ensureConsentDeadlineSweep(db, new Date(Date.now() + CONSENT_DEADLINE_SWEEP_MS));
    return counts;
  };
}
