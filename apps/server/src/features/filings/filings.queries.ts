import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countFilingsByTab, getDashboardCounts, type FilingStatusCounts } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { filings, filingSummaries, type FilingRow } from './filings.table.ts';

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

/** The same filter on the running totals. */
function buildSummaryWhere(domainId: number, filter: FilingFilter): SQL | undefined {
  return and(
    eq(filingSummaries.domainId, domainId),
    filter.filingStatuses?.length ? inArray(filingSummaries.status, [...filter.filingStatuses]) : undefined,
    filter.filingYears?.length ? inArray(filingSummaries.filingYear, [...filter.filingYears]) : undefined,
    filter.filingTypes?.length ? inArray(filingSummaries.filingType, [...filter.filingTypes]) : undefined,
  );
}

/** Filings on a page when the caller does not say (the web app's grid size). */
export const DEFAULT_FILINGS_PAGE_SIZE = 500;

/**
 * A page of filings with their payees, ordered by payee name, and the totals of the whole selection.
 * The order runs on the grid index (account, year, status, payee name); the totals come from the
 * running sums, so neither reads every filing of a large account.
 */
export async function listFilings(
  db: Db,
  domainId: number,
  filter: FilingFilter & { pageSize?: number | null; pageNumber?: number | null },
): Promise<{ rows: FilingWithPayee[]; pageMetadata: PageMetadata; totals: FilingTotals }> {
  const { limit, offset, pageNumber } = checkPage(
    filter.pageSize,
    filter.pageNumber,
    DEFAULT_FILINGS_PAGE_SIZE,
  );
  const where = buildWhere(domainId, filter);
  const rows = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(where)
    .orderBy(asc(filings.payeeName), asc(filings.id))
    .limit(limit)
    .offset(offset);
  const totals = await getFilingTotals(db, buildSummaryWhere(domainId, filter));
  return { rows, pageMetadata: getPageMetadata(totals.count, limit, pageNumber), totals };
}

async function getFilingTotals(db: Db, where: SQL | undefined): Promise<FilingTotals> {
  const rows = await db
    .select({
      box: filingSummaries.box,
      cents: sql<string>`sum(${filingSummaries.cents})`,
      filings: sql<string>`sum(${filingSummaries.filings})`,
    })
    .from(filingSummaries)
    .where(where)
    .groupBy(filingSummaries.box);
  const totals: FilingTotals = { count: 0, totalCents: 0, boxTotalsCents: {} };
  for (const row of rows) {
    if (row.box === '') {
      totals.count = Number(row.filings);
      totals.totalCents = Number(row.cents);
    } else {
      totals.boxTotalsCents[row.box] = Number(row.cents);
    }
  }
  return totals;
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
    .select({ status: filingSummaries.status, value: sql<string>`sum(${filingSummaries.filings})` })
    .from(filingSummaries)
    .where(
      and(
        eq(filingSummaries.domainId, domainId),
        eq(filingSummaries.filingYear, filingYear),
        eq(filingSummaries.box, ''),
      ),
    )
    .groupBy(filingSummaries.status);
  const byStatus: Record<string, number> = {};
  for (const row of rows) byStatus[row.status] = Number(row.value);
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
