import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ConfigService } from '../config/config.service.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { jobs } from '../jobs/jobs.table.ts';
import type { JobHandler } from '../jobs/jobs.worker.ts';
import { payees } from '../payees/payees.table.ts';
import { W9_AUTO_REMIND_DAYS } from './w9.config.ts';
import { linkExpiry, mailRequest, type W9Services } from './w9.service.ts';
import { w9Requests } from './w9.table.ts';

/** One durable job sweeps every account's W-9 requests that are due a reminder, then queues the next. */
export const W9_REMIND_JOB_KIND = 'w9.autoRemind';
/** How often the sweep looks again while requests are out. */
export const W9_REMIND_SWEEP_MS = 3_600_000;
/** Most reminders one sweep sends; the rest go in the next sweep, queued at once. */
export const W9_REMIND_BATCH = 200;

/** The statuses of a request out with the payee: Filled, Applied, Cancelled (and Draft) end reminders. */
const OPEN_STATUSES = ['Requested', 'Viewed', 'Editing'] as const;

/** Queues the sweep unless one is already queued (a second one would be harmless: see sendDueW9Reminders). */
export async function ensureW9ReminderSweep(db: Db, runAt = new Date(), exceptJobId = 0): Promise<void> {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, W9_REMIND_JOB_KIND), eq(jobs.status, 'queued'), ne(jobs.id, exceptJobId)))
    .limit(1);
  if (!queued) await enqueueJob(db, W9_REMIND_JOB_KIND, {}, { runAt, maxAttempts: 5 });
}

/**
 * Sends the reminders that are due: each open request whose request or latest reminder is `days` or
 * more old gets the same link again (valid for another W9_LINK_DAYS days). The rows are locked
 * (FOR UPDATE SKIP LOCKED) and the due condition is checked again under the lock, in the same
 * transaction as the outbox row, so two servers sweeping at once never send the same reminder twice.
 * Answers how many were sent and whether requests remain out.
 */
export async function sendDueW9Reminders(
  db: Db,
  services: W9Services,
  days: number,
  now = new Date(),
): Promise<{ sent: number; more: boolean; open: boolean }> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const lastMailed = sql`coalesce(${w9Requests.remindedAt}, ${w9Requests.requestedAt})`;
  const sent = await db.transaction(async (tx) => {
    const due = await tx
      .select({ request: w9Requests, payeeName: payees.displayName })
      .from(w9Requests)
      .innerJoin(payees, eq(payees.id, w9Requests.payeeId))
      .where(
        and(
          inArray(w9Requests.status, [...OPEN_STATUSES]),
          isNotNull(w9Requests.tokenCiphertext),
          lte(lastMailed, cutoff),
        ),
      )
      .orderBy(asc(w9Requests.id))
      .limit(W9_REMIND_BATCH)
      .for('update', { of: w9Requests, skipLocked: true });
    let count = 0;
    for (const { request, payeeName } of due) {
      if (!request.tokenCiphertext) continue;
      const [updated] = await tx
        .update(w9Requests)
        .set({
          remindedAt: now,
          remindCount: sql`${w9Requests.remindCount} + 1`,
          expiresAt: linkExpiry(now),
          updatedAt: now,
        })
        .where(and(eq(w9Requests.id, request.id), lte(lastMailed, cutoff)))
        .returning();
      if (!updated) continue;
      await mailRequest(
        tx,
        services,
        updated,
        services.encryptor.decrypt(request.tokenCiphertext),
        payeeName,
        true,
      );
      count += 1;
    }
    return count;
  });
  const [open] = await db
    .select({ id: w9Requests.id })
    .from(w9Requests)
    .where(inArray(w9Requests.status, [...OPEN_STATUSES]))
    .limit(1);
  return { sent, more: sent === W9_REMIND_BATCH, open: open !== undefined };
}

/**
 * The sweep job: reads the setting at each run (0 stops the sweep; the next paid request starts it
 * again), sends what is due, and queues the next sweep while requests are out.
 */
export function createW9ReminderJobHandler(options: {
  config: Pick<ConfigService, 'getNumber'>;
  services: W9Services;
  now?: () => Date;
}): JobHandler {
  return async (_payload, { db, job }) => {
    const days = options.config.getNumber(W9_AUTO_REMIND_DAYS);
    if (days <= 0) return { sent: 0, stopped: true };
    const now = options.now?.() ?? new Date();
    const result = await sendDueW9Reminders(db, options.services, days, now);
    if (result.more || result.open)
      await ensureW9ReminderSweep(
        db,
        new Date(now.getTime() + (result.more ? 0 : W9_REMIND_SWEEP_MS)),
        job.id,
      );
    return { sent: result.sent };
  };
}
