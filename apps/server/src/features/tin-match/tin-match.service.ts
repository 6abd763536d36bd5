import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  canRequestTinMatch,
  createInvoice,
  getPayeeNameControl,
  getTinRangeMessage,
  normalizeTinType,
  type Invoice,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import {
  getDomainPlan,
  getPricingGroup,
  getSeasonQuantities,
  priceInvoice,
  pricingToday,
} from '../billing/invoice.service.ts';
import { billingChargeItems } from '../billing/billing.table.ts';
import { actorOfUser } from '../audit/record-events.ts';
import { recordTinMatchStatuses } from '../audit/record-statuses.ts';
import { appendLedger, formatDollars, lockAccountFunds } from '../billing/ledger.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { SUBMISSION_JOB_KINDS, type SubmissionJobPayload } from '../submission/submission-jobs.ts';
import { users } from '../users/users.table.ts';
import { checkPayeeIds } from '../w9/w9.service.ts';
import { tinMatchRequests, type TinMatchRequestRow } from './tin-match.table.ts';

export const TIN_MATCH_MESSAGES = {
  notFound: 'Could not find the Payee in the system',
  noTin: (name: string) => `${name} has no TIN to verify.`,
  noName: (name: string) => `${name} has no name the IRS can match (the name control is empty).`,
  emailNotConfirmed:
    'Please confirm your e-mail address before requesting TIN verification. You can resend the confirmation e-mail from User Profile.',
  totalChanged: (total: number) =>
    `The order total changed to ${formatDollars(total)}. Please review the order and pay again.`,
} as const;

async function loadPayees(
  db: Db,
  domainId: number,
  ids: readonly number[],
  lock = false,
): Promise<PayeeRow[]> {
  const query = db
    .select()
    .from(payees)
    .where(and(eq(payees.domainId, domainId), inArray(payees.id, [...ids])))
    .orderBy(payees.id);
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', TIN_MATCH_MESSAGES.notFound);
  return rows;
}

/** Each payee's latest TIN verification request. */
export async function latestTinMatches(db: Db, domainId: number, ids: readonly number[]) {
  const found = new Map<number, TinMatchRequestRow>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectDistinctOn([tinMatchRequests.payeeId])
    .from(tinMatchRequests)
    .where(and(eq(tinMatchRequests.domainId, domainId), inArray(tinMatchRequests.payeeId, [...ids])))
    .orderBy(tinMatchRequests.payeeId, desc(tinMatchRequests.id));
  for (const row of rows) found.set(row.payeeId, row);
  return found;
}

/**
 * The checks made before anything is paid (issue 18 item 4): a TIN of nine digits in a range the IRS
 * issues, and a name control computed as the IRS does; the first problem is refused at once.
 */
export function checkBeforeMatch(vault: TinVault, payee: PayeeRow): string {
  const tin = vault.reveal(payee.tinCiphertext);
  if (!/^\d{9}$/.test(tin)) throw new AppError('BAD_USER_INPUT', TIN_MATCH_MESSAGES.noTin(payee.displayName));
  const range = getTinRangeMessage(tin, normalizeTinType(payee.tinType));
  if (range) throw new AppError('BAD_USER_INPUT', `${payee.displayName}: ${range}`);
  const nameControl = getPayeeNameControl(payee);
  if (!nameControl) throw new AppError('BAD_USER_INPUT', TIN_MATCH_MESSAGES.noName(payee.displayName));
  return nameControl;
}

/** `tinMatches`: each payee's latest request; a payee of another account is not found. */
export async function listTinMatches(db: Db, domainId: number, payeeIds: readonly number[]) {
  const ids = checkPayeeIds(payeeIds);
  const rows = await loadPayees(db, domainId, ids);
  const results = new Map(rows.map((payee) => [payee.id, payee.tinMatchResult]));
  return [...(await latestTinMatches(db, domainId, ids)).values()].map((row) => ({
    ...row,
    tinMatchResult: results.get(row.payeeId) ?? null,
  }));
}

/** `createTINMatches`: a Draft per payee that can be checked (not InProgress or Valid); a Draft is reused. */
export async function createTinMatches(
  db: Db,
  vault: TinVault,
  domainId: number,
  payeeIds: readonly number[],
) {
  const ids = checkPayeeIds(payeeIds);
  return db.transaction(async (tx) => {
    const rows = await loadPayees(tx, domainId, ids, true);
    const latest = await latestTinMatches(tx, domainId, ids);
    const result: TinMatchRequestRow[] = [];
    for (const payee of rows) {
      const nameControl = checkBeforeMatch(vault, payee);
      const current = latest.get(payee.id);
      if (current && (current.status === 'Draft' || current.status === 'InProgress')) {
        result.push(current);
        continue;
      }
      if (!canRequestTinMatch(payee.tinMatchStatus)) continue;
      const [row] = await tx
        .insert(tinMatchRequests)
        .values({ domainId, payeeId: payee.id, nameControl })
        .returning();
      if (row) result.push(row);
    }
    return result;
  });
}

async function draftsOf(db: Db, domainId: number, ids: readonly number[]) {
  return [...(await latestTinMatches(db, domainId, ids)).values()].filter((row) => row.status === 'Draft');
}

export async function getTinMatchInvoice(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
  now = new Date(),
) {
  const ids = checkPayeeIds(payeeIds);
  await loadPayees(db, domainId, ids);
  const drafts = await draftsOf(db, domainId, ids);
  return priceInvoice(db, domainId, [{ service: 'TIN_MATCH', quantity: drafts.length, alreadyPaid: 0 }], now);
}

/**
 * `requestTINMatches`: pays for the payees' Drafts from funds (one transaction, as requestW9s), marks
 * the requests and the payees InProgress, and queues one `tin-match.request` job for the back office's
 * TIN-matching transmission, which sets each payee's result when the IRS answers.
 */
export async function requestTinMatches(
  db: Db,
  input: {
    domainId: number;
    userId: number;
    payeeIds: readonly number[];
    expectedTotal?: number | null;
    now?: Date;
  },
): Promise<{ requests: TinMatchRequestRow[]; invoice: Invoice; availableCredits: number }> {
  const ids = checkPayeeIds(input.payeeIds);
  const [user] = await db
    .select({ confirmed: users.isEmailConfirmed })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user?.confirmed) throw new AppError('BAD_USER_INPUT', TIN_MATCH_MESSAGES.emailNotConfirmed);
  const now = input.now ?? new Date();
  const today = pricingToday(now);
  return db.transaction(async (tx) => {
    const balance = await lockAccountFunds(tx, input.domainId);
    const { firmId } = await getPricingGroup(tx, input.domainId);
    if (firmId !== null && firmId !== input.domainId) await lockAccountFunds(tx, firmId);
    await loadPayees(tx, input.domainId, ids, true);
    const drafts = await draftsOf(tx, input.domainId, ids);
    const invoice = createInvoice([{ service: 'TIN_MATCH', quantity: drafts.length, alreadyPaid: 0 }], {
      plan: await getDomainPlan(tx, input.domainId),
      today,
      seasonQuantities: await getSeasonQuantities(tx, input.domainId, today),
    });
    if (
      input.expectedTotal !== undefined &&
      input.expectedTotal !== null &&
      input.expectedTotal !== invoice.totalAmount
    )
      throw new AppError('CONFLICT', TIN_MATCH_MESSAGES.totalChanged(invoice.totalAmount));
    let availableCredits = balance;
    let transactionId: number | null = null;
    if (invoice.totalAmount > 0) {
      const charge = await appendLedger(tx, input.domainId, balance, {
        type: 'ServiceCharge',
        amountCents: -invoice.totalAmount,
        description: `Requested ${drafts.length} TIN verification${drafts.length === 1 ? '' : 's'}`,
        userId: input.userId,
      });
      availableCredits = charge.runningTotalCents;
      transactionId = charge.id;
      await tx.insert(billingChargeItems).values({
        transactionId: charge.id,
        domainId: input.domainId,
        service: 'TIN_MATCH',
        units: drafts.length,
        amountCents: invoice.totalAmount,
        pacificDate: today,
      });
    }
    if (drafts.length === 0) return { requests: [], invoice, availableCredits };
    const payeeIds = drafts.map((row) => row.payeeId).sort((a, b) => a - b);
    const payload: SubmissionJobPayload = {
      domainId: input.domainId,
      transactionId,
      filingIds: [],
      payeeIds,
    };
    const job = await enqueueJob(tx, SUBMISSION_JOB_KINDS.tinMatch, payload, { domainId: input.domainId });
    const requests = await tx
      .update(tinMatchRequests)
      .set({
        status: 'InProgress',
        isPaid: true,
        chargeTransactionId: transactionId,
        jobId: job.id,
        requestedAt: now,
        updatedAt: now,
      })
      .where(
        inArray(
          tinMatchRequests.id,
          drafts.map((row) => row.id),
        ),
      )
      .returning();
    await recordTinMatchStatuses(tx, payeeIds, 'InProgress', null, await actorOfUser(tx, input.userId));
    await tx
      .update(payees)
      .set({ tinMatchStatus: 'InProgress', tinMatchResult: null, updatedAt: now })
      .where(and(eq(payees.domainId, input.domainId), inArray(payees.id, payeeIds)));
    return { requests, invoice, availableCredits };
  });
}

/** `cancelTINMatches`: Drafts are dropped; a paid request already with the IRS cannot be called back. */
export async function cancelTinMatches(db: Db, domainId: number, payeeIds: readonly number[]) {
  const ids = checkPayeeIds(payeeIds);
  await loadPayees(db, domainId, ids);
  const drafts = await draftsOf(db, domainId, ids);
  if (drafts.length === 0) return [];
  return db
    .update(tinMatchRequests)
    .set({ status: 'Cancelled', updatedAt: new Date() })
    .where(
      inArray(
        tinMatchRequests.id,
        drafts.map((row) => row.id),
      ),
    )
    .returning();
}
