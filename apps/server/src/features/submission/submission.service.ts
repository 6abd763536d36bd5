import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  createInvoice,
  getFilingStateSupport,
  SUBMISSION_NEEDS_MESSAGES,
  type Invoice,
  type Problem,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { actorOfUser, recordFilingStatuses } from '../audit/record-events.ts';
import {
  getDomainPlan,
  getPricingGroup,
  getSeasonQuantities,
  pricingToday,
} from '../billing/invoice.service.ts';
import { billingChargeItems } from '../billing/billing.table.ts';
import { appendLedger, formatDollars, lockAccountFunds } from '../billing/ledger.ts';
import { checkFiling } from '../filings/payee-drafts.ts';
import { filings, filingStatusHistory, type FilingRow } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { users } from '../users/users.table.ts';
import { collectOrder } from './submission-items.ts';
import { enqueueSubmissionJobs } from './submission-jobs.ts';

/** The most filings one call may name (validateFilings, submissionInvoice, submitFilings). */
export const MAX_SUBMISSION_FILINGS = 10_000;

export const SUBMISSION_MESSAGES = {
  noFilings: SUBMISSION_NEEDS_MESSAGES.selectAtLeastOne,
  tooMany: `Submit at most ${MAX_SUBMISSION_FILINGS.toLocaleString('en-US')} filings at a time.`,
  notFound: 'Filing not found',
  hasErrors: SUBMISSION_NEEDS_MESSAGES.filingsHaveErrors,
  notDraft: 'Only draft filings can be submitted.',
  noFederal: SUBMISSION_NEEDS_MESSAGES.noFederal,
  totalChanged: (total: number) =>
    `The order total changed to ${formatDollars(total)}. Please review the order and pay again.`,
  emailNotConfirmed: SUBMISSION_NEEDS_MESSAGES.emailNotConfirmed,
} as const;

/**
 * A draft that goes to its state only: the state service selected for a filing no box of which reaches
 * the federal threshold while the state's own floor is met (forms states/state-only.ts). It needs no
 * Federal eFile; every other draft does.
 */
function isStateOnlyOrder(row: FilingRow): boolean {
  return row.stateSub.selected && getFilingStateSupport(row).isStateOnly === true;
}

export interface FilingCheck {
  id: number;
  errors: Problem[];
  warnings: Problem[];
}

export interface SubmissionResult {
  submittedFilingIds: number[];
  alreadySubmittedFilingIds: number[];
  invoice: Invoice;
  availableCredits: number;
}

const CHUNK = 2_000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** The distinct ids of a call, refused when none, too many, or not whole numbers. */
export function checkFilingIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.noFilings);
  if (unique.length > MAX_SUBMISSION_FILINGS)
    throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.tooMany);
  if (!unique.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
  return unique;
}

/** The account's filings of these ids (locked when `lock`); any id not the account's → not found. */
export async function loadFilings(
  db: Db,
  domainId: number,
  ids: readonly number[],
  lock = false,
): Promise<FilingRow[]> {
  const rows: FilingRow[] = [];
  for (const part of chunks(ids)) {
    const query = db
      .select()
      .from(filings)
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, part)));
    rows.push(...(lock ? await query.orderBy(filings.id).for('update') : await query));
  }
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', SUBMISSION_MESSAGES.notFound);
  return rows;
}

async function loadPayees(
  db: Db,
  domainId: number,
  rows: readonly FilingRow[],
): Promise<Map<number, PayeeRow>> {
  const ids = [...new Set(rows.map((row) => row.payeeId))];
  const found = new Map<number, PayeeRow>();
  for (const part of chunks(ids)) {
    const list = await db
      .select()
      .from(payees)
      .where(and(eq(payees.domainId, domainId), inArray(payees.id, part)));
    for (const payee of list) found.set(payee.id, payee);
  }
  return found;
}

/** Each filing checked by the form package with its payee as stored now (as a save checks it). */
export async function checkFilings(
  db: Db,
  vault: TinVault,
  domainId: number,
  rows: readonly FilingRow[],
): Promise<FilingCheck[]> {
  const payeeById = await loadPayees(db, domainId, rows);
  return rows.map((filing) => {
    const payee = payeeById.get(filing.payeeId);
    if (!payee)
      return {
        id: filing.id,
        errors: [{ code: 'payee.notFound', path: 'payee', message: 'Payee not found' }],
        warnings: [],
      };
    const { errors, warnings } = checkFiling(vault, filing, payee);
    return { id: filing.id, errors, warnings };
  });
}

/**
 * `validateFilings`: the filings checked again with their payees as stored now, in the order asked;
 * the findings are kept on the drafts (the grid's Errors column), in one statement per batch.
 */
export async function validateFilings(
  db: Db,
  vault: TinVault,
  domainId: number,
  filingIds: readonly number[],
  ignoreWarnings = false,
): Promise<FilingCheck[]> {
  const ids = checkFilingIds(filingIds);
  const rows = await loadFilings(db, domainId, ids);
  const checks = await checkFilings(db, vault, domainId, rows);
  const drafts = new Set(rows.filter((row) => row.status === 'Draft').map((row) => row.id));
  for (const part of chunks(checks.filter((check) => drafts.has(check.id)))) {
    await db.execute(sql`
      update filings set errors = v.errors, warnings = v.warnings
        from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v(id bigint, errors jsonb, warnings jsonb)
       where filings.id = v.id and filings.domain_id = ${domainId} and filings.status = 'Draft'`);
  }
  const byId = new Map(checks.map((check) => [check.id, check]));
  return filingIds.flatMap((id) => {
    const check = byId.get(id);
    if (!check) return [];
    return [ignoreWarnings ? { ...check, warnings: [] } : check];
  });
}

/** `submissionInvoice`: the server's invoice for the selected, unpaid services of these drafts. */
export async function getSubmissionInvoice(
  db: Db,
  domainId: number,
  filingIds: readonly number[],
  now: Date = new Date(),
): Promise<Invoice> {
  const rows = await loadFilings(db, domainId, checkFilingIds(filingIds));
  const drafts = rows.filter((row) => row.status === 'Draft');
  const today = pricingToday(now);
  const [plan, seasonQuantities] = await Promise.all([
    getDomainPlan(db, domainId),
    getSeasonQuantities(db, domainId, today),
  ]);
  return createInvoice(collectOrder(drafts).chargeItems, { plan, today, seasonQuantities });
}

async function requireConfirmedEmail(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .select({ confirmed: users.isEmailConfirmed })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.confirmed) throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.emailNotConfirmed);
}

const paid = (
  column:
    | typeof filings.fedSub
    | typeof filings.stateSub
    | typeof filings.printSub
    | typeof filings.emailSub
    | typeof filings.tinMatchSub,
) =>
  sql`case when (${column}->>'selected')::boolean then jsonb_set(${column}, '{isPaid}', 'true'::jsonb) else ${column} end`;

/**
 * `submitFilings`, in one transaction: the account's funds lock, the filings locked and checked
 * again, the invoice recomputed and compared with the one the user saw, the total debited with its
 * units per service, the services marked paid, the drafts moved to Submitted (WaitingOnTINMatch when
 * a TIN check was ordered) with their history, and the later work queued as durable jobs. Filings
 * already submitted are listed, not charged again.
 */
export async function submitFilings(
  db: Db,
  vault: TinVault,
  input: {
    domainId: number;
    userId: number;
    filingIds: readonly number[];
    expectedTotal: number;
    now?: Date;
  },
): Promise<SubmissionResult> {
  const ids = checkFilingIds(input.filingIds);
  await requireConfirmedEmail(db, input.userId);
  const now = input.now ?? new Date();
  const today = pricingToday(now);
  return db.transaction(async (tx) => {
    const balance = await lockAccountFunds(tx, input.domainId);
    // A firm's clients count their tiers together: one of the group's submissions at a time.
    const { firmId } = await getPricingGroup(tx, input.domainId);
    if (firmId !== null && firmId !== input.domainId) await lockAccountFunds(tx, firmId);
    const rows = await loadFilings(tx, input.domainId, ids, true);
    const drafts = rows.filter((row) => row.status === 'Draft');
    const others = rows.filter((row) => row.status !== 'Draft');
    if (others.some((row) => !row.fedSub.isPaid))
      throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.notDraft);
    const alreadySubmittedFilingIds = others.map((row) => row.id).sort((a, b) => a - b);
    const empty: Invoice = { totalAmount: 0, serviceItems: [] };
    if (drafts.length === 0)
      return { submittedFilingIds: [], alreadySubmittedFilingIds, invoice: empty, availableCredits: balance };
    if (drafts.some((row) => !row.fedSub.selected && !isStateOnlyOrder(row)))
      throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.noFederal);
    const checks = await checkFilings(tx, vault, input.domainId, drafts);
    if (checks.some((check) => check.errors.length > 0))
      throw new AppError('BAD_USER_INPUT', SUBMISSION_MESSAGES.hasErrors, {
        developerMessage: 'filings with errors',
        details: {
          filingIds: checks
            .filter((c) => c.errors.length > 0)
            .slice(0, 100)
            .map((c) => c.id)
            .join(','),
        },
      });
    const order = collectOrder(drafts);
    const [plan, seasonQuantities] = [
      await getDomainPlan(tx, input.domainId),
      await getSeasonQuantities(tx, input.domainId, today),
    ];
    const invoice = createInvoice(order.chargeItems, { plan, today, seasonQuantities });
    if (invoice.totalAmount !== input.expectedTotal)
      throw new AppError('CONFLICT', SUBMISSION_MESSAGES.totalChanged(invoice.totalAmount), {
        developerMessage: 'invoice total changed',
        details: { totalAmount: invoice.totalAmount },
      });
    let availableCredits = balance;
    let transactionId: number | null = null;
    if (invoice.totalAmount > 0) {
      const charge = await appendLedger(tx, input.domainId, balance, {
        type: 'ServiceCharge',
        amountCents: -invoice.totalAmount,
        description: `Submitted ${drafts.length} filing${drafts.length === 1 ? '' : 's'}`,
        userId: input.userId,
      });
      availableCredits = charge.runningTotalCents;
      transactionId = charge.id;
      const units = invoice.serviceItems
        .map((item) => ({
          transactionId: charge.id,
          domainId: input.domainId,
          service: item.service,
          units: item.quantity - item.alreadyPaid,
          amountCents: item.totalAmount,
          pacificDate: today,
        }))
        .filter((item) => item.units > 0);
      if (units.length > 0) await tx.insert(billingChargeItems).values(units);
    }
    const draftIds = drafts.map((row) => row.id).sort((a, b) => a - b);
    const waiting = draftIds.filter((id) => order.tinMatchFilingIds.has(id));
    const direct = draftIds.filter((id) => !order.tinMatchFilingIds.has(id));
    const description = 'Submitted';
    const actor = await actorOfUser(tx, input.userId);
    for (const [status, group] of [
      ['WaitingOnTINMatch', waiting],
      ['Submitted', direct],
    ] as const) {
      for (const part of chunks(group)) {
        await recordFilingStatuses(tx, part, status, description, actor);
        await tx
          .update(filings)
          .set({
            fedSub: paid(filings.fedSub),
            stateSub: paid(filings.stateSub),
            printSub: paid(filings.printSub),
            emailSub: paid(filings.emailSub),
            tinMatchSub: paid(filings.tinMatchSub),
            status,
            statusChangeDesc: description,
            statusChangeDate: now,
            updatedAt: now,
          })
          .where(and(eq(filings.domainId, input.domainId), inArray(filings.id, part)));
        await tx
          .insert(filingStatusHistory)
          .values(
            part.map((filingId) => ({ filingId, status, statusChangeDesc: description, changedAt: now })),
          );
      }
    }
    await enqueueSubmissionJobs(tx, { domainId: input.domainId, transactionId, drafts, order });
    return { submittedFilingIds: draftIds, alreadySubmittedFilingIds, invoice, availableCredits };
  });
}
