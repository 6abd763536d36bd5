import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import type { FilingRow } from '../filings/filings.table.ts';
import type { SubmissionOrder } from './submission-items.ts';

/**
 * The durable jobs a submission leaves for the work that follows it (docs/billing.md, "Submission
 * jobs"). `efile.federal` is handled by the transmissions feature (the filings become ready for the
 * next IRS transmission) and `efile.state` by the state-filing feature (the state submissions wait for
 * the federal eFile); the kinds without a handler yet wait, queued, for the features that print and
 * mail copies and e-mail them (workers claim only kinds they handle).
 */
export const SUBMISSION_JOB_KINDS = {
  federal: 'efile.federal',
  state: 'efile.state',
  print: 'delivery.print',
  email: 'delivery.email',
  tinMatch: 'tin-match.request',
} as const;

/** At most this many filing ids per job, so a payload stays small. */
export const FILINGS_PER_JOB = 1_000;

export interface SubmissionJobPayload {
  domainId: number;
  /** The ServiceCharge ledger row that paid for the work; null when nothing was charged. */
  transactionId: number | null;
  filingIds: number[];
  /** tin-match.request only: one TIN check per payee. */
  payeeIds?: number[];
}

type Draft = Pick<FilingRow, 'id' | 'payeeId' | 'fedSub' | 'stateSub' | 'printSub' | 'emailSub'>;

export async function enqueueSubmissionJobs(
  db: Db,
  input: { domainId: number; transactionId: number | null; drafts: readonly Draft[]; order: SubmissionOrder },
): Promise<void> {
  const { drafts, order } = input;
  const byKind: [string, number[]][] = [
    [SUBMISSION_JOB_KINDS.federal, drafts.filter((f) => f.fedSub.selected).map((f) => f.id)],
    [SUBMISSION_JOB_KINDS.state, drafts.filter((f) => f.stateSub.selected).map((f) => f.id)],
    [SUBMISSION_JOB_KINDS.print, drafts.filter((f) => f.printSub.selected).map((f) => f.id)],
    [SUBMISSION_JOB_KINDS.email, drafts.filter((f) => f.emailSub.selected).map((f) => f.id)],
  ];
  for (const [kind, ids] of byKind) {
    for (let index = 0; index < ids.length; index += FILINGS_PER_JOB) {
      const payload: SubmissionJobPayload = {
        domainId: input.domainId,
        transactionId: input.transactionId,
        filingIds: ids.slice(index, index + FILINGS_PER_JOB),
      };
      await enqueueJob(db, kind, payload, { domainId: input.domainId });
    }
  }
  if (order.tinMatchPayeeIds.length > 0) {
    const payload: SubmissionJobPayload = {
      domainId: input.domainId,
      transactionId: input.transactionId,
      filingIds: [...order.tinMatchFilingIds].sort((a, b) => a - b),
      payeeIds: order.tinMatchPayeeIds,
    };
    await enqueueJob(db, SUBMISSION_JOB_KINDS.tinMatch, payload, { domainId: input.domainId });
  }
}
