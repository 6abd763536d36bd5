import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { getDueDates, isFormType, type EmailStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { ConfigService } from '../config/config.service.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { jobs } from '../jobs/jobs.table.ts';
import type { JobHandler } from '../jobs/jobs.worker.ts';
import { payees } from '../payees/payees.table.ts';
import { DELIVERY_CONSENT_DEADLINE_DAYS } from './delivery.config.ts';
import { fallBack, type DeliveryServices } from './delivery.service.ts';

/** One durable job looks at the copies still waiting for consent, hourly while there are any. */
export const CONSENT_DEADLINE_JOB_KIND = 'delivery.consentDeadline';
export const CONSENT_DEADLINE_SWEEP_MS = 3_600_000;
/** Filings read per round; a sweep goes through all of them round by round. */
const SWEEP_BATCH = 200;
const WAITING: EmailStatus = 'Submitted';

export function noConsentReason(deadline: Date): string {
  const day = deadline.toISOString().slice(0, 10);
  return `The recipient had not consented to e-mail delivery by ${day}.`;
}

/**
 * When a copy still waiting for consent goes another way: `days` before the statement's due date
 * (midnight Pacific, the start of that day for a US payer). Null for a form or year without dates.
 */
export function consentDeadline(
  filing: Pick<FilingRow, 'filingType' | 'filingYear' | 'filingData'>,
  days: number,
): Date | null {
  if (!isFormType(filing.filingType)) return null;
  const due = getDueDates(filing.filingType, filing.filingYear, filing.filingData)?.recipient;
  if (!due) return null;
  return new Date(Date.parse(`${due}T08:00:00Z`) - days * 86_400_000);
}

/** Queues the sweep unless one is already queued. */
export async function ensureConsentDeadlineSweep(db: Db, runAt: Date, exceptJobId = 0): Promise<void> {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, CONSENT_DEADLINE_JOB_KIND), eq(jobs.status, 'queued'), ne(jobs.id, exceptJobId)))
    .limit(1);
  if (!queued) await enqueueJob(db, CONSENT_DEADLINE_JOB_KIND, {}, { runAt, maxAttempts: 5 });
}

/**
 * Every paid e-mail copy still waiting for consent whose deadline has passed falls back (paper when
 * print was paid, else the payer is told), each under a row lock with its status checked again, so
 * two servers sweeping at once act once. Answers how many fell back and whether copies still wait.
 */
export async function sweepConsentDeadlines(
  db: Db,
  services: DeliveryServices,
  days: number,
  now = new Date(),
): Promise<{ fellBack: number; waiting: boolean }> {
  let fellBack = 0;
  let waiting = false;
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({
        id: filings.id,
        filingType: filings.filingType,
        filingYear: filings.filingYear,
        filingData: filings.filingData,
      })
      .from(filings)
      .where(
        and(
          eq(filings.emailStatus, WAITING),
          gt(filings.id, afterId),
          sql`(${filings.emailSub}->>'isPaid')::boolean`,
        ),
      )
      .orderBy(asc(filings.id))
      .limit(SWEEP_BATCH);
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    const due = page.filter((row) => {
      const deadline = consentDeadline(row, days);
      if (deadline && deadline <= now) return true;
      waiting = true;
      return false;
    });
    if (due.length === 0) continue;
    fellBack += await db.transaction(async (tx) => {
      const rows = await tx
        .select({ filing: filings, payee: payees })
        .from(filings)
        .innerJoin(payees, eq(payees.id, filings.payeeId))
        .where(
          and(
            inArray(
              filings.id,
              due.map((row) => row.id),
            ),
            eq(filings.emailStatus, WAITING),
          ),
        )
        .for('update', { of: filings, skipLocked: true });
      for (const { filing, payee } of rows) {
        const deadline = consentDeadline(filing, days) ?? now;
        await fallBack(tx, services, filing, payee, 'Cancelled', noConsentReason(deadline), now);
      }
      return rows.length;
    });
  }
  return { fellBack, waiting };
}

/** The sweep job: reads the setting at each run and queues the next sweep while copies wait. */
export function createConsentDeadlineJobHandler(options: {
  config: Pick<ConfigService, 'getNumber'>;
  services: DeliveryServices;
  now?: () => Date;
}): JobHandler {
  return async (_payload, { db, job }) => {
    const now = options.now?.() ?? new Date();
    const days = options.config.getNumber(DELIVERY_CONSENT_DEADLINE_DAYS);
    const result = await sweepConsentDeadlines(db, options.services, days, now);
    if (result.waiting)
      await ensureConsentDeadlineSweep(db, new Date(now.getTime() + CONSENT_DEADLINE_SWEEP_MS), job.id);
    return { fellBack: result.fellBack };
  };
}
