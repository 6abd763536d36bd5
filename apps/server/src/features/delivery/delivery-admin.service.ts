import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmailStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { findFilingsByIds } from '../filings/filings.queries.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { DELIVERY_MESSAGES, FALLBACK_REASONS } from './delivery.rules.ts';
import {
  deliverFiling,
  enqueueEmailDelivery,
  fallBack,
  payerNameOf,
  setEmailStatus,
  type DeliveryServices,
} from './delivery.service.ts';
import { emailDeliveries } from './delivery.table.ts';

/** Requests one page of the back office's table holds; the same bound caps updateEmailRequests. */
export const MAX_EMAIL_REQUESTS = 1_000;

/** A row of the super admin's Email Requests table (spec part 2 §3 "Print/email request"). */
export interface EmailRequest {
  filingId: number;
  formType: string;
  filingYear: number;
  domainId: number;
  filingStatus: string;
  emailStatus: string;
  emailStatusDesc: string | null;
  emailStatusDate: Date | null;
  printStatus: string | null;
  printCopyTrackingId: string | null;
  payerName: string;
  payerAddress: string;
  payeeName: string;
  payeeEmail: string;
  payeeAddress: string;
}

const address = (row: { line1: string; line2: string; city: string; state: string; postalCode: string }) =>
  [row.line1, row.line2, [row.city, row.state, row.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** emailRequests(emailStatus, filingYear): paid e-mail copies in that status and year, every account. */
export async function listEmailRequests(
  db: Db,
  input: { emailStatus: EmailStatus; filingYear: number; limit: number; offset: number },
): Promise<EmailRequest[]> {
  const rows = await db
    .select({ filing: filings, payee: payees, payer: payers })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .leftJoin(payers, eq(payers.domainId, filings.domainId))
    .where(
      and(
        eq(filings.filingYear, input.filingYear),
        sql`coalesce(${filings.emailStatus}, 'None') = ${input.emailStatus}`,
        sql`(${filings.emailSub}->>'isPaid')::boolean`,
      ),
    )
    .orderBy(asc(filings.id))
    .limit(Math.min(Math.max(input.limit, 1), MAX_EMAIL_REQUESTS))
    .offset(Math.max(input.offset, 0));
  return rows.map(({ filing, payee, payer }) => ({
    filingId: filing.id,
    formType: filing.filingType,
    filingYear: filing.filingYear,
    domainId: filing.domainId,
    filingStatus: filing.status,
    emailStatus: filing.emailStatus ?? 'None',
    emailStatusDesc: filing.emailStatusDesc,
    emailStatusDate: filing.emailStatusDate,
    printStatus: filing.printStatus,
    printCopyTrackingId: filing.printSub.printCopyTrackingId,
    payerName: payer ? payerNameOf(payer) : '',
    payerAddress: payer ? address(payer) : '',
    payeeName: payee.displayName,
    payeeEmail: payee.emailAddress,
    payeeAddress: address(payee),
  }));
}

/**
 * updateEmailRequests(filingIds, emailStatus): Bounced records the bounce and falls back (paper when
 * print was paid, else the payer is told); Cancelled falls back likewise; Queued runs delivery again;
 * any other status is set as it is. Only paid e-mail copies change.
 */
export async function updateEmailRequests(
  db: Db,
  services: DeliveryServices,
  filingIds: readonly number[],
  emailStatus: EmailStatus,
  now = new Date(),
  actor = 'system',
): Promise<boolean> {
  if (filingIds.length > MAX_EMAIL_REQUESTS)
    throw new AppError('BAD_USER_INPUT', `Update at most ${MAX_EMAIL_REQUESTS} requests at once.`);
  const rows = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(and(inArray(filings.id, [...filingIds]), sql`(${filings.emailSub}->>'isPaid')::boolean`));
  if (rows.length === 0) return false;
  await db.transaction(async (tx) => {
    for (const { filing, payee } of rows) {
      if (emailStatus === 'Bounced') {
        await tx
          .update(emailDeliveries)
          .set({ bouncedAt: now })
          .where(eq(emailDeliveries.filingId, filing.id));
        await fallBack(tx, services, filing, payee, 'Bounced', FALLBACK_REASONS.bounced, now, actor);
      } else if (emailStatus === 'Cancelled') {
        await fallBack(tx, services, filing, payee, 'Cancelled', FALLBACK_REASONS.cancelled, now, actor);
      } else {
        await setEmailStatus(tx, [filing.id], emailStatus, 'Set by the back office', now, actor);
      }
    }
    if (emailStatus === 'Queued') {
      const byDomain = new Map<number, number[]>();
      for (const { filing } of rows)
        byDomain.set(filing.domainId, [...(byDomain.get(filing.domainId) ?? []), filing.id]);
      for (const [domainId, ids] of byDomain) await enqueueEmailDelivery(tx, domainId, ids);
    }
  });
  return true;
}

/**
 * send1099Form(filingId): the account's own submitted filing with paid e-mail delivery is delivered
 * now: the invitation, or the notice once consented and ready. After a bounce, a cancellation or a
 * missing address (fixed since), it starts again.
 */
export async function send1099Form(
  db: Db,
  services: DeliveryServices,
  domainId: number,
  filingId: number,
  now = new Date(),
  actor = 'system',
): Promise<FilingRow> {
  const [found] = await findFilingsByIds(db, domainId, [filingId]);
  if (!found) throw new AppError('NOT_FOUND', 'Filing not found');
  const { filing } = found;
  if (!filing.emailSub.selected || !filing.emailSub.isPaid)
    throw new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.notOrdered);
  if (filing.status === 'Draft') throw new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.notSubmitted);
  if (['Bounced', 'Cancelled', 'Errored'].includes(filing.emailStatus ?? ''))
    await setEmailStatus(db, [filing.id], 'Queued', 'Sent again by the payer', now, actor);
  await deliverFiling(db, services, filing.id, now);
  const [after] = await findFilingsByIds(db, domainId, [filingId]);
  if (!after) throw new AppError('NOT_FOUND', 'Filing not found');
  return after.filing;
}
