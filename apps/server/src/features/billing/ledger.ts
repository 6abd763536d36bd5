import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordLedgerRow } from '../audit/record-events.ts';
import {
  billingAccounts,
  billingTransactions,
  type BillingTransactionRow,
  type BillingTransactionType,
} from './billing.table.ts';

/** What the ledger refuses; amounts are always integer cents. */
export const LEDGER_MESSAGES = {
  notEnoughFunds: (needed: number, available: number) =>
    `Not enough funds: this needs ${formatDollars(needed)} and the available funds are ${formatDollars(available)}. Use Add Funds to add ${formatDollars(needed - available)}.`,
  notCents: 'Amounts are whole cents.',
} as const;

/** 1234 → "$12.34", with integer arithmetic only. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Takes the account's funds lock for the rest of the transaction and returns its balance. Every
 * change of an account's funds (and every submission) calls this first, so they run one at a time.
 */
export async function lockAccountFunds(tx: Db, domainId: number): Promise<number> {
  await tx.insert(billingAccounts).values({ domainId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: billingAccounts.balanceCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.domainId, domainId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return row.balance;
}

export interface LedgerEntry {
  type: BillingTransactionType;
  /** Signed cents: credits > 0, charges and refunds < 0. */
  amountCents: number;
  description: string | null;
  userId: number | null;
  paymentId?: number | null;
}

/**
 * Appends one row to the account's ledger, inside the caller's transaction and after
 * lockAccountFunds. The running total never goes below zero: a debit larger than the funds is
 * refused with the not-enough-funds message and nothing is written.
 */
export async function appendLedger(
  tx: Db,
  domainId: number,
  balance: number,
  entry: LedgerEntry,
): Promise<BillingTransactionRow> {
  if (!Number.isSafeInteger(entry.amountCents))
    throw new AppError('BAD_USER_INPUT', LEDGER_MESSAGES.notCents);
  const runningTotal = balance + entry.amountCents;
  if (runningTotal < 0)
    throw new AppError('BAD_USER_INPUT', LEDGER_MESSAGES.notEnoughFunds(-entry.amountCents, balance), {
      developerMessage: 'not enough funds',
      details: { availableCredits: balance, needed: -entry.amountCents },
    });
  const [row] = await tx
    .insert(billingTransactions)
    .values({
      domainId,
      transactionType: entry.type,
      amountCents: entry.amountCents,
      runningTotalCents: runningTotal,
      description: entry.description,
      userId: entry.userId,
      paymentId: entry.paymentId ?? null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The ledger row was not written');
  await recordLedgerRow(tx, row);
  await tx
    .update(billingAccounts)
    .set({ balanceCents: runningTotal, updatedAt: new Date() })
    .where(eq(billingAccounts.domainId, domainId));
  return row;
}

/** Locks the account, appends one row and commits: the usual single-row change. */
export async function addLedgerEntry(
  db: Db,
  domainId: number,
  entry: LedgerEntry,
): Promise<BillingTransactionRow> {
  return db.transaction(async (tx) =>
    appendLedger(tx, domainId, await lockAccountFunds(tx, domainId), entry),
  );
}

/** `availableCredits`: the running total of the account's newest ledger row (0 without one). */
export async function getAvailableCredits(db: Db, domainId: number): Promise<number> {
  const [row] = await db
    .select({ total: billingTransactions.runningTotalCents })
    .from(billingTransactions)
    .where(eq(billingTransactions.domainId, domainId))
    .orderBy(desc(billingTransactions.id))
    .limit(1);
  return row?.total ?? 0;
}

export async function findTransaction(
  db: Db,
  id: number,
  domainId?: number,
): Promise<BillingTransactionRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select()
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.id, id),
        domainId === undefined ? undefined : eq(billingTransactions.domainId, domainId),
      ),
    );
  return row;
}

/** The ledger's own check: each row's running total is the previous one plus its amount. */
export async function checkLedger(db: Db, domainId: number): Promise<{ sum: number; consistent: boolean }> {
  const rows = await db
    .select({ amount: billingTransactions.amountCents, total: billingTransactions.runningTotalCents })
    .from(billingTransactions)
    .where(eq(billingTransactions.domainId, domainId))
    .orderBy(billingTransactions.id);
  let sum = 0;
  let consistent = true;
  for (const row of rows) {
    sum += row.amount;
    if (row.total !== sum || row.total < 0) consistent = false;
  }
  const [account] = await db
    .select({ balance: billingAccounts.balanceCents })
    .from(billingAccounts)
    .where(eq(billingAccounts.domainId, domainId));
  if ((account?.balance ?? 0) !== sum) consistent = false;
  return { sum, consistent };
}
