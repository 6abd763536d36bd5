import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countFilingsByTab, getDashboardCounts, type FilingStatusCounts } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { filings, type FilingRow } from './filings.table.ts';

export interface FilingFilter {
  filingStatuses?: readonly string[] | null;
  filingYears?: readonly number[] | null;
  filingTypes?: readonly string[] | null;
}

export interface FilingWithPayee {
  filing: FilingRow;
  payee: PayeeRow;
}

export interface FilingTotals {
  count: number;
  totalCents: number;
  /** Sum per money box over every filing the filter matches, not only the page. */
  boxTotalsCents: Record<string, number>;
}

function buildWhere(domainId: number, filter: FilingFilter): SQL | undefined {
  return and(
    eq(filings.domainId, domainId),
    filter.filingStatuses?.length ? inArray(filings.status, [...filter.filingStatuses]) : undefined,
    filter.filingYears?.length ? inArray(filings.filingYear, [...filter.filingYears]) : undefined,
    filter.filingTypes?.length ? inArray(filings.filingType, [...filter.filingTypes]) : undefined,
  );
}

/** A page of filings with their payees, ordered by payee name, and the totals of the whole selection. */
export async function listFilings(
  db: Db,
  domainId: number,
  filter: FilingFilter & { pageSize?: number | null; pageNumber?: number | null },
): Promise<{ rows: FilingWithPayee[]; pageMetadata: PageMetadata; totals: FilingTotals }> {
  const { limit, offset, pageNumber } = checkPage(filter.pageSize, filter.pageNumber, 500);
  const where = buildWhere(domainId, filter);
  const rows = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(where)
    .orderBy(asc(payees.displayName), asc(filings.id))
    .limit(limit)
    .offset(offset);
  const totals = await getFilingTotals(db, where);
  return { rows, pageMetadata: getPageMetadata(totals.count, limit, pageNumber), totals };
}

async function getFilingTotals(db: Db, where: SQL | undefined): Promise<FilingTotals> {
  const [summary] = await db
    .select({ count: count(), totalCents: sql<string>`coalesce(sum(${filings.totalCents}), 0)` })
    .from(filings)
    .where(where);
  const boxRows = await db.execute(sql`
    select e.key as name, sum((e.value)::bigint) as cents
      from ${filings}, jsonb_each(${filings.filingData}) e
     where ${where} and jsonb_typeof(e.value) = 'number'
     group by e.key`);
  const boxTotalsCents: Record<string, number> = {};
  for (const row of (boxRows as unknown as { rows: { name: string; cents: string | number }[] }).rows)
    boxTotalsCents[row.name] = Number(row.cents);
  return { count: summary?.count ?? 0, totalCents: Number(summary?.totalCents ?? 0), boxTotalsCents };
}

export interface FilingCounts {
  draft: number;
  processing: number;
  accepted: number;
  /** Anything not Draft or Accepted (the dashboard's processing card). */
  dashboardProcessing: number;
  byStatus: FilingStatusCounts;
}

/** The tab badges and dashboard cards for one year. */
export async function countFilings(db: Db, domainId: number, filingYear: number): Promise<FilingCounts> {
  const rows = await db
    .select({ status: filings.status, value: count() })
    .from(filings)
    .where(and(eq(filings.domainId, domainId), eq(filings.filingYear, filingYear)))
    .groupBy(filings.status);
  const byStatus: Record<string, number> = {};
  for (const row of rows) byStatus[row.status] = row.value;
  const [draft, processing, accepted] = countFilingsByTab(byStatus);
  return {
    draft,
    processing,
    accepted,
    dashboardProcessing: getDashboardCounts(byStatus).processing,
    byStatus,
  };
}

export async function findFilingsByIds(
  db: Db,
  domainId: number,
  ids: readonly number[],
): Promise<FilingWithPayee[]> {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  if (safe.length === 0) return [];
  return db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(and(eq(filings.domainId, domainId), inArray(filings.id, safe)))
    .orderBy(asc(filings.id));
}

/** The original filing of a payee, form and year (imports ask before overwriting it). */
export async function findFilingByPayeeFormYear(
  db: Db,
  domainId: number,
  payeeId: number,
  filingType: string,
  filingYear: number,
): Promise<FilingWithPayee | undefined> {
  const [row] = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(
      and(
        eq(filings.domainId, domainId),
        eq(filings.payeeId, payeeId),
        eq(filings.filingType, filingType),
        eq(filings.filingYear, filingYear),
        eq(filings.correctionType, 'Original'),
      ),
    )
    .limit(1);
  return row;
}
