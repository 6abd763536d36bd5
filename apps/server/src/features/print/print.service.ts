import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PrintStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordChannelStatuses } from '../audit/record-statuses.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { payerNameOf } from '../delivery/delivery.service.ts';
import { queueLobSend } from './print-lob.queue.ts';
import {
  initialPrintStatus,
  MAIL_DELIVERY_DAYS,
  MAX_PRINT_REQUESTS,
  PRINT_DESCRIPTIONS,
  PRINT_MESSAGES,
  PRINT_MOVES,
  SETTABLE_PRINT_STATUSES,
  undeliverableReasons,
} from './print.rules.ts';

/** A row of the super admin's Print Requests table (spec part 2 §3 "Print/email request"). No TIN. */
export interface PrintRequest {
  filingId: number;
  formType: string;
  filingYear: number;
  domainId: number;
  filingStatus: string;
  printStatus: string;
  printStatusDesc: string | null;
  printStatusDate: Date | null;
  printCopyExpectedDeliveryDate: Date | null;
  emailStatus: string | null;
  printCopyTrackingId: string | null;
  payerName: string;
  payerAddress: string;
  payeeName: string;
  payeeAddress: string;
}

const address = (row: {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}) =>
  [
    row.line1,
    row.line2,
    [row.city, row.state, row.postalCode].filter(Boolean).join(' '),
    row.country && row.country !== 'US' ? row.country : '',
  ]
    .filter(Boolean)
    .join(', ');

const printPaid = sql`(${filings.printSub}->>'isPaid')::boolean and (${filings.printSub}->>'selected')::boolean`;

/** printRequests(printStatus, filingYear): paid print copies in that status and year, every account. */
export async function listPrintRequests(
  db: Db,
  input: { printStatus: PrintStatus; filingYear: number; limit: number; offset: number },
): Promise<PrintRequest[]> {
  const rows = await db
    .select({ filing: filings, payee: payees, payer: payers })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .leftJoin(payers, eq(payers.domainId, filings.domainId))
    .where(
      and(
        eq(filings.filingYear, input.filingYear),
        sql`coalesce(${filings.printStatus}, 'None') = ${input.printStatus}`,
        printPaid,
      ),
    )
    .orderBy(asc(filings.id))
    .limit(Math.min(Math.max(input.limit, 1), MAX_PRINT_REQUESTS))
    .offset(Math.max(input.offset, 0));
  return rows.map(({ filing, payee, payer }) => ({
    filingId: filing.id,
    formType: filing.filingType,
    filingYear: filing.filingYear,
    domainId: filing.domainId,
    filingStatus: filing.status,
    printStatus: filing.printStatus ?? 'None',
    printStatusDesc: filing.printStatusDesc,
    printStatusDate: filing.printStatusDate,
    printCopyExpectedDeliveryDate: filing.printCopyExpectedDeliveryDate,
    emailStatus: filing.emailStatus,
    printCopyTrackingId: filing.printSub.printCopyTrackingId,
    payerName: payer ? payerNameOf(payer) : '',
    payerAddress: payer ? address(payer) : '',
    payeeName: payee.displayName,
    payeeAddress: address(payee),
  }));
}

async function setPrintStatus(
  db: Db,
  filingIds: readonly number[],
  status: PrintStatus,
  desc: string | null,
  now: Date,
  extra: Partial<Pick<FilingRow, 'printCopyExpectedDeliveryDate'>> = {},
  actor = 'system',
): Promise<void> {
  if (filingIds.length === 0) return;
  await recordChannelStatuses(db, 'print', filingIds, status, desc, actor);
  await db
    .update(filings)
    .set({ printStatus: status, printStatusDesc: desc, printStatusDate: now, updatedAt: now, ...extra })
    .where(inArray(filings.id, [...filingIds]));
}

/**
 * The submitted filings' paid print copies enter the queue (the `delivery.print` job): WaitingOnEfile
 * while the federal filing is on its way, Queued when it is accepted or none was ordered. A copy the
 * e-mail fallback or the back office already moved keeps its status; one still waiting (a rejected
 * filing corrected and submitted again) has its description brought up to date.
 */
export async function startPrintRequests(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (filingIds.length === 0) return 0;
  const rows = await db
    .select()
    .from(filings)
    .where(
      and(
        inArray(filings.id, [...filingIds]),
        printPaid,
        sql`coalesce(${filings.printStatus}, 'None') in ('None', 'Submitted', 'WaitingOnEfile')`,
        sql`${filings.status} <> 'Draft'`,
      ),
    );
  let changed = 0;
  const queued: number[] = [];
  for (const filing of rows) {
    const next = initialPrintStatus(filing);
    if (next.status === filing.printStatus && next.desc === filing.printStatusDesc) continue;
    await setPrintStatus(db, [filing.id], next.status, next.desc, now);
    changed += 1;
    if (next.status === 'Queued') queued.push(filing.id);
  }
  await queueLobSend(db, queued);
  return changed;
}

/**
 * After the IRS answered (acknowledgement, Process Response, the EFS screen): copies waiting on the
 * federal filing move on. Accepted (with or without errors) → Queued; rejected → still WaitingOnEfile,
 * saying why. Called where the federal answer is recorded (features/transmissions, features/efs).
 */
export async function advancePrintRequests(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
): Promise<void> {
  if (filingIds.length === 0) return;
  const rows = await db
    .select()
    .from(filings)
    .where(and(inArray(filings.id, [...filingIds]), printPaid, eq(filings.printStatus, 'WaitingOnEfile')));
  const queued: number[] = [];
  for (const filing of rows) {
    const next = initialPrintStatus(filing);
    if (next.status !== filing.printStatus || next.desc !== filing.printStatusDesc)
      await setPrintStatus(db, [filing.id], next.status, next.desc, now);
    if (next.status === 'Queued') queued.push(filing.id);
  }
  // A print-and-mail provider takes them from here (print-lob.job.ts; a no-op for the mail room).
  await queueLobSend(db, queued);
}

/**
 * updatePrintRequests(filingIds, printStatus): the mail room's bulk moves. Every selected request
 * must be allowed to make the move (PRINT_MOVES) or nothing changes. Marking as printing (Mailing)
 * checks each recipient's address first: an undeliverable one becomes Errored with the reasons.
 * Returns the requests now in the asked status.
 */
export async function updatePrintRequests(
  db: Db,
  filingIds: readonly number[],
  printStatus: PrintStatus,
  now = new Date(),
  actor = 'system',
): Promise<{ updated: number; errored: number }> {
  if (!SETTABLE_PRINT_STATUSES.includes(printStatus))
    throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.notSettable(printStatus));
  if (filingIds.length === 0) throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.noRequests);
  if (filingIds.length > MAX_PRINT_REQUESTS) throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.tooMany);
  const ids = [...new Set(filingIds)].filter((id) => Number.isSafeInteger(id));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ filing: filings, payee: payees })
      .from(filings)
      .innerJoin(payees, eq(payees.id, filings.payeeId))
      .where(and(inArray(filings.id, ids), printPaid))
      .orderBy(asc(filings.id))
      .for('update', { of: filings });
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', PRINT_MESSAGES.notFound);
    const from = PRINT_MOVES[printStatus] ?? [];
    const illegal = rows
      .map(({ filing }) => ({ id: filing.id, status: filing.printStatus ?? 'None' }))
      .filter((row) => row.status !== printStatus && !from.includes(row.status as PrintStatus));
    if (illegal.length > 0)
      throw new AppError('BAD_USER_INPUT', PRINT_MESSAGES.illegalMove(printStatus, illegal));
    const moving = rows.filter(({ filing }) => filing.printStatus !== printStatus);
    let errored = 0;
    const ok: number[] = [];
    for (const { filing, payee } of moving) {
      const reasons = printStatus === 'Mailing' ? undeliverableReasons(payee) : [];
      if (reasons.length === 0) {
        ok.push(filing.id);
        continue;
      }
      errored += 1;
      await setPrintStatus(
        tx,
        [filing.id],
        'Errored',
        PRINT_DESCRIPTIONS.undeliverable(reasons.join('; ')),
        now,
        {},
        actor,
      );
    }
    const desc: Record<string, string> = {
      Queued: PRINT_DESCRIPTIONS.requeued,
      Mailing: PRINT_DESCRIPTIONS.printing,
      Mailed: PRINT_DESCRIPTIONS.mailed,
      ReturnedToSender: PRINT_DESCRIPTIONS.returned,
    };
    const expected =
      printStatus === 'Mailed'
        ? { printCopyExpectedDeliveryDate: new Date(now.getTime() + MAIL_DELIVERY_DAYS * 86_400_000) }
        : printStatus === 'Queued'
          ? { printCopyExpectedDeliveryDate: null }
          : {};
    await setPrintStatus(tx, ok, printStatus, desc[printStatus] ?? null, now, expected, actor);
    if (printStatus === 'Queued') await queueLobSend(tx, ok);
    return { updated: rows.length - moving.length + ok.length, errored };
  });
}
