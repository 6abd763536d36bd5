import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { canCancelOrRemindW9, createInvoice, type Invoice } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { domains } from '../accounts/accounts.table.ts';
import {
  getDomainPlan,
  getPricingGroup,
  getSeasonQuantities,
  priceInvoice,
  pricingToday,
} from '../billing/invoice.service.ts';
import { billingChargeItems } from '../billing/billing.table.ts';
import { appendLedger, formatDollars, lockAccountFunds } from '../billing/ledger.ts';
import { sendMail } from '../mail/mail.service.ts';
import { payers } from '../payers/payers.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { users } from '../users/users.table.ts';
import { w9Requests, type W9RequestRow } from './w9.table.ts';

/** The most payees one W-9 call may name. */
export const MAX_W9_PAYEES = 1_000;
/** How long a W-9 link works after it was sent (or last reminded). */
export const W9_LINK_DAYS = 30;
/** By default a payee gets at most one reminder a day (config w9.remindIntervalHours). */
export const W9_REMIND_HOURS = 24;

export const W9_REQUEST_MESSAGES = {
  emailRequired: 'Email is required to request W-9 information',
  emailNotConfirmed:
    'Please confirm your e-mail address before requesting W-9 information. You can resend the confirmation e-mail from User Profile.',
  noPayees: 'Select at least 1 payee.',
  tooMany: `Select at most ${MAX_W9_PAYEES.toLocaleString('en-US')} payees at a time.`,
  notFound: 'Could not find the Payee in the system',
  totalChanged: (total: number) =>
    `The order total changed to ${formatDollars(total)}. Please review the order and pay again.`,
  remindTooSoon: (hours: number = W9_REMIND_HOURS) =>
    `A reminder can go to a payee once every ${hours === 1 ? 'hour' : `${hours} hours`}. Please try again later.`,
  nothingToRemind: 'None of the selected payees has a W-9 request waiting to be completed.',
} as const;

export interface W9Services {
  encryptor: Encryptor;
  appUrl: string;
  mailFrom: string;
}

/** The distinct payee ids of a call, refused when none or too many. */
export function checkPayeeIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.noPayees);
  if (unique.length > MAX_W9_PAYEES) throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.tooMany);
  if (!unique.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new AppError('NOT_FOUND', W9_REQUEST_MESSAGES.notFound);
  return unique;
}

/** The account's payees of these ids; an id of another account is not found. */
async function loadPayees(db: Db, domainId: number, ids: readonly number[]): Promise<PayeeRow[]> {
  const rows = await db
    .select()
    .from(payees)
    .where(and(eq(payees.domainId, domainId), inArray(payees.id, [...ids])));
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', W9_REQUEST_MESSAGES.notFound);
  return rows;
}

/** Each payee's latest W-9 request (the one the grid shows), by payee id. */
export async function latestW9Requests(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
  lock = false,
): Promise<Map<number, W9RequestRow>> {
  const found = new Map<number, W9RequestRow>();
  if (payeeIds.length === 0) return found;
  // DISTINCT ON cannot lock: the payees' rows are the lock, taken first, in id order.
  if (lock)
    await db
      .select({ id: payees.id })
      .from(payees)
      .where(and(eq(payees.domainId, domainId), inArray(payees.id, [...payeeIds])))
      .orderBy(payees.id)
      .for('update');
  const rows = await db
    .selectDistinctOn([w9Requests.payeeId])
    .from(w9Requests)
    .where(and(eq(w9Requests.domainId, domainId), inArray(w9Requests.payeeId, [...payeeIds])))
    .orderBy(w9Requests.payeeId, desc(w9Requests.id));
  for (const row of rows) found.set(row.payeeId, row);
  return found;
}

/** `w9s`: each payee's latest request; a payee of another account is not found. */
export async function listW9s(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
): Promise<W9RequestRow[]> {
  const ids = checkPayeeIds(payeeIds);
  await loadPayees(db, domainId, ids);
  return [...(await latestW9Requests(db, domainId, ids)).values()];
}

/**
 * `createW9s`: a Draft request for each payee (spec part 2 §4: created as Draft, then paid). Every
 * payee needs an e-mail; a payee whose request is out already keeps it, a Draft is reused.
 */
export async function createW9s(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
): Promise<W9RequestRow[]> {
  const ids = checkPayeeIds(payeeIds);
  return db.transaction(async (tx) => {
    const rows = await loadPayees(tx, domainId, ids);
    const noEmail = rows.find((payee) => payee.emailAddress.trim() === '');
    if (noEmail)
      throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.emailRequired, {
        details: { payeeId: noEmail.id },
      });
    const latest = await latestW9Requests(tx, domainId, ids, true);
    const result: W9RequestRow[] = [];
    const fresh = rows.filter((payee) => {
      const current = latest.get(payee.id);
      if (current && (current.status === 'Draft' || canCancelOrRemindW9(current.status))) {
        result.push(current);
        return false;
      }
      return true;
    });
    if (fresh.length > 0)
      result.push(
        ...(await tx
          .insert(w9Requests)
          .values(fresh.map((payee) => ({ domainId, payeeId: payee.id, payeeEmail: payee.emailAddress })))
          .returning()),
      );
    return result.sort((a, b) => a.payeeId - b.payeeId);
  });
}

/** The Draft requests of these payees (what `requestW9s` would pay for). */
async function draftsOf(db: Db, domainId: number, ids: readonly number[], lock = false) {
  const latest = await latestW9Requests(db, domainId, ids, lock);
  return [...latest.values()].filter((row) => row.status === 'Draft');
}

/** `w9Invoice`: the order of the Confirm Payment dialog: one W-9 unit per Draft request of these payees. */
export async function getW9Invoice(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
  now: Date = new Date(),
): Promise<Invoice> {
  const ids = checkPayeeIds(payeeIds);
  await loadPayees(db, domainId, ids);
  const drafts = await draftsOf(db, domainId, ids);
  return priceInvoice(db, domainId, [{ service: 'W9', quantity: drafts.length, alreadyPaid: 0 }], now);
}

async function requireConfirmedEmail(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .select({ confirmed: users.isEmailConfirmed })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.confirmed) throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.emailNotConfirmed);
}

/** The name the payee sees: the payer's business name, else the account's. */
export async function getPayerName(db: Db, domainId: number): Promise<string> {
  const [row] = await db
    .select({
      business: payers.businessName,
      first: payers.firstName,
      last: payers.lastName,
      account: domains.name,
    })
    .from(domains)
    .leftJoin(payers, eq(payers.domainId, domains.id))
    .where(eq(domains.id, domainId));
  const person = [row?.first, row?.last].filter((part) => part?.trim()).join(' ');
  return row?.business?.trim() || person || row?.account || 'Your customer';
}

/** The link the e-mail carries: the token is the request's only name outside the database. */
export function w9Link(appUrl: string, token: string): string {
  return `${appUrl}/w9?${new URLSearchParams({ id: token }).toString()}`;
}

export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + W9_LINK_DAYS * 24 * 3_600_000);
}

export async function mailRequest(
  db: Db,
  services: W9Services,
  row: Pick<W9RequestRow, 'payeeEmail' | 'payerName'>,
  token: string,
  payeeName: string,
  reminder: boolean,
): Promise<void> {
  await sendMail(db, { from: services.mailFrom }, row.payeeEmail, 'w9Request', {
    link: w9Link(services.appUrl, token),
    payerName: row.payerName,
    payeeName,
    days: W9_LINK_DAYS,
    reminder,
  });
}

/**
 * `requestW9s`, in one transaction: the funds lock, the payees' Draft requests locked, priced (and
 * compared with the total the payer saw), the total debited with its units, and each request moved
 * to Requested with a new unguessable link e-mailed to the payee. Requests already out are left as
 * they are and not charged again.
 */
export async function requestW9s(
  db: Db,
  services: W9Services,
  input: {
    domainId: number;
    userId: number;
    payeeIds: readonly number[];
    expectedTotal?: number | null;
    now?: Date;
  },
): Promise<{ requests: W9RequestRow[]; invoice: Invoice; availableCredits: number }> {
  const ids = checkPayeeIds(input.payeeIds);
  await requireConfirmedEmail(db, input.userId);
  const now = input.now ?? new Date();
  const today = pricingToday(now);
  return db.transaction(async (tx) => {
    const balance = await lockAccountFunds(tx, input.domainId);
    const { firmId } = await getPricingGroup(tx, input.domainId);
    if (firmId !== null && firmId !== input.domainId) await lockAccountFunds(tx, firmId);
    const payeeRows = await loadPayees(tx, input.domainId, ids);
    const drafts = await draftsOf(tx, input.domainId, ids, true);
    const plan = await getDomainPlan(tx, input.domainId);
    const seasonQuantities = await getSeasonQuantities(tx, input.domainId, today);
    const invoice = createInvoice([{ service: 'W9', quantity: drafts.length, alreadyPaid: 0 }], {
      plan,
      today,
      seasonQuantities,
    });
    if (
      input.expectedTotal !== undefined &&
      input.expectedTotal !== null &&
      invoice.totalAmount !== input.expectedTotal
    )
      throw new AppError('CONFLICT', W9_REQUEST_MESSAGES.totalChanged(invoice.totalAmount), {
        developerMessage: 'invoice total changed',
        details: { totalAmount: invoice.totalAmount },
      });
    let availableCredits = balance;
    let transactionId: number | null = null;
    if (invoice.totalAmount > 0) {
      const charge = await appendLedger(tx, input.domainId, balance, {
        type: 'ServiceCharge',
        amountCents: -invoice.totalAmount,
        description: `Requested ${drafts.length} W-9${drafts.length === 1 ? '' : 's'}`,
        userId: input.userId,
      });
      availableCredits = charge.runningTotalCents;
      transactionId = charge.id;
      await tx.insert(billingChargeItems).values({
        transactionId: charge.id,
        domainId: input.domainId,
        service: 'W9',
        units: drafts.length,
        amountCents: invoice.totalAmount,
        pacificDate: today,
      });
    }
    const payerName = await getPayerName(tx, input.domainId);
    const byId = new Map(payeeRows.map((payee) => [payee.id, payee]));
    const requests: W9RequestRow[] = [];
    for (const draft of drafts) {
      const payee = byId.get(draft.payeeId);
      if (!payee) continue;
      if (payee.emailAddress.trim() === '')
        throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.emailRequired, {
          details: { payeeId: payee.id },
        });
      const token = createToken(32);
      const [row] = await tx
        .update(w9Requests)
        .set({
          status: 'Requested',
          isPaid: true,
          payerName,
          payeeEmail: payee.emailAddress,
          tokenHash: hashToken(token),
          tokenCiphertext: services.encryptor.encrypt(token),
          expiresAt: linkExpiry(now),
          requestedBy: input.userId,
          requestedAt: now,
          chargeTransactionId: transactionId,
          updatedAt: now,
        })
        .where(eq(w9Requests.id, draft.id))
        .returning();
      if (!row) continue;
      await mailRequest(tx, services, row, token, payee.displayName, false);
      requests.push(row);
    }
    return { requests, invoice, availableCredits };
  });
}

/** `cancelW9Requests`: requests out with the payee are cancelled; their links stop working. */
export async function cancelW9Requests(
  db: Db,
  domainId: number,
  payeeIds: readonly number[],
): Promise<W9RequestRow[]> {
  const ids = checkPayeeIds(payeeIds);
  await loadPayees(db, domainId, ids);
  return db.transaction(async (tx) => {
    const latest = await latestW9Requests(tx, domainId, ids, true);
    const open = [...latest.values()].filter(
      (row) => canCancelOrRemindW9(row.status) || row.status === 'Draft',
    );
    if (open.length === 0) return [];
    const now = new Date();
    return tx
      .update(w9Requests)
      .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
      .where(
        inArray(
          w9Requests.id,
          open.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * `remindW9Requests`: the same link e-mailed again (valid for another W9_LINK_DAYS days) to each
 * payee whose request is still out; a payee reminded (or asked) within `intervalHours` is skipped,
 * and when every one of them was, the call is refused.
 */
export async function remindW9Requests(
  db: Db,
  services: W9Services,
  domainId: number,
  payeeIds: readonly number[],
  now: Date = new Date(),
  intervalHours: number = W9_REMIND_HOURS,
): Promise<W9RequestRow[]> {
  const ids = checkPayeeIds(payeeIds);
  const payeeRows = await loadPayees(db, domainId, ids);
  const names = new Map(payeeRows.map((payee) => [payee.id, payee.displayName]));
  return db.transaction(async (tx) => {
    const latest = await latestW9Requests(tx, domainId, ids, true);
    const open = [...latest.values()].filter((row) => canCancelOrRemindW9(row.status));
    if (open.length === 0) throw new AppError('BAD_USER_INPUT', W9_REQUEST_MESSAGES.nothingToRemind);
    const cutoff = now.getTime() - intervalHours * 3_600_000;
    const due = open.filter((row) => (row.remindedAt ?? row.requestedAt ?? new Date(0)).getTime() <= cutoff);
    if (due.length === 0)
      throw new AppError('RATE_LIMITED', W9_REQUEST_MESSAGES.remindTooSoon(intervalHours));
    const reminded: W9RequestRow[] = [];
    for (const row of due) {
      if (!row.tokenCiphertext) continue;
      const token = services.encryptor.decrypt(row.tokenCiphertext);
      const [updated] = await tx
        .update(w9Requests)
        .set({
          remindedAt: now,
          remindCount: sql`${w9Requests.remindCount} + 1`,
          expiresAt: linkExpiry(now),
          updatedAt: now,
        })
        .where(eq(w9Requests.id, row.id))
        .returning();
      if (!updated) continue;
      await mailRequest(tx, services, updated, token, names.get(row.payeeId) ?? '', true);
      reminded.push(updated);
    }
    return reminded;
  });
}
