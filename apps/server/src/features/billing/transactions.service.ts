import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { domains } from '../accounts/accounts.table.ts';
import {
  billingPayments,
  billingRefunds,
  billingTransactions,
  type BillingTransactionRow,
  type BillingTransactionType,
} from './billing.table.ts';

export const MAX_BILLING_PAGE_SIZE = 500;
export const DEFAULT_BILLING_PAGE_SIZE = 100;
/** Dates of the ledger (the list, the CSV, the summary's period) are days in this zone. */
export const BILLING_TIME_ZONE = 'America/Los_Angeles';

/** A ledger row as the Billing Transactions page shows it. */
export interface BillingTransactionView extends BillingTransactionRow {
  accountName: string | null;
  paymentPartner: string | null;
  paymentSource: string | null;
  refundableAmount: number | null;
}

const refunded = sql<string>`(select coalesce(sum(${billingRefunds.requestedCents}), 0) from ${billingRefunds}
  where ${billingRefunds.paymentId} = ${billingPayments.id} and ${billingRefunds.status} <> 'declined')`;

function selectView(db: Db) {
  return db
    .select({
      row: billingTransactions,
      accountName: domains.name,
      partner: billingPayments.partner,
      source: billingPayments.source,
      paymentAmount: billingPayments.amountCents,
      refunded,
    })
    .from(billingTransactions)
    .leftJoin(domains, eq(domains.id, billingTransactions.domainId))
    .leftJoin(billingPayments, eq(billingPayments.id, billingTransactions.paymentId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectView>['where']>>[number];

function toView(row: ViewRow): BillingTransactionView {
  const purchase = row.row.transactionType === 'PurchaseCredit';
  return {
    ...row.row,
    accountName: row.accountName,
    paymentPartner: purchase ? row.partner : null,
    paymentSource: purchase ? row.source : null,
    refundableAmount:
      purchase && row.paymentAmount !== null ? row.paymentAmount - Number(row.refunded ?? 0) : null,
  };
}

/** `billingTransactions`: newest first (id descending), one page of at most 500 rows. */
export async function listBillingTransactions(
  db: Db,
  domainId: number,
  page: { pageSize?: number | null; pageNumber?: number | null },
): Promise<{ items: BillingTransactionView[]; totalCount: number }> {
  const pageSize = page.pageSize ?? DEFAULT_BILLING_PAGE_SIZE;
  const pageNumber = page.pageNumber ?? 0;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_BILLING_PAGE_SIZE)
    throw new AppError('BAD_USER_INPUT', `The page size is 1 to ${MAX_BILLING_PAGE_SIZE}.`);
  if (!Number.isInteger(pageNumber) || pageNumber < 0)
    throw new AppError('BAD_USER_INPUT', 'The page number is 0 or more.');
  const [rows, [total]] = await Promise.all([
    selectView(db)
      .where(eq(billingTransactions.domainId, domainId))
      .orderBy(desc(billingTransactions.id))
      .limit(pageSize)
      .offset(pageSize * pageNumber),
    db.select({ n: count() }).from(billingTransactions).where(eq(billingTransactions.domainId, domainId)),
  ]);
  return { items: rows.map(toView), totalCount: total?.n ?? 0 };
}

/** One ledger row of the account, for the receipt; undefined when it is another account's. */
export async function findBillingTransactionView(
  db: Db,
  domainId: number,
  id: number,
): Promise<BillingTransactionView | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await selectView(db).where(
    and(eq(billingTransactions.domainId, domainId), eq(billingTransactions.id, id)),
  );
  return row ? toView(row) : undefined;
}

/** The account's rows in id-descending batches below `beforeId` (the CSV export's pages). */
export async function readTransactionBatch(
  db: Db,
  domainId: number,
  beforeId: number | null,
  size: number,
): Promise<BillingTransactionView[]> {
  const rows = await selectView(db)
    .where(
      and(
        eq(billingTransactions.domainId, domainId),
        beforeId === null ? undefined : lt(billingTransactions.id, beforeId),
      ),
    )
    .orderBy(desc(billingTransactions.id))
    .limit(size);
  return rows.map(toView);
}

export interface BillingSummaryRow {
  transactionType: BillingTransactionType;
  count: number;
  totalAmount: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Reports page's Billing Summary: per type the rows and their sum, days from..to inclusive. */
export async function summarizeBilling(
  db: Db,
  domainId: number,
  from: string,
  to: string,
): Promise<BillingSummaryRow[]> {
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw new AppError('BAD_USER_INPUT', 'Dates are YYYY-MM-DD.');
  if (from > to) throw new AppError('BAD_USER_INPUT', 'The period must start before it ends.');
  const day = sql`(${billingTransactions.transactionTime} at time zone ${BILLING_TIME_ZONE})::date`;
  const rows = await db
    .select({
      type: billingTransactions.transactionType,
      n: count(),
      total: sql<string>`coalesce(sum(${billingTransactions.amountCents}), 0)`,
    })
    .from(billingTransactions)
    .where(and(eq(billingTransactions.domainId, domainId), gte(day, from), sql`${day} <= ${to}`))
    .groupBy(billingTransactions.transactionType)
    .orderBy(billingTransactions.transactionType);
  return rows.map((row) => ({ transactionType: row.type, count: row.n, totalAmount: Number(row.total) }));
}
