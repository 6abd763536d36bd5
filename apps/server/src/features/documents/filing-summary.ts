import { and, eq, inArray } from 'drizzle-orm';
import {
  getFormDefinition,
  getHasCorrectionsLabel,
  isCorrectionType,
  maskTinLast4,
  type FormType,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { filings, type BoxValues } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';

/** Filing summary (spec part 2 §2 Reports): only filings the agency has, or has accepted. */
export const SUMMARY_STATUSES = ['Sent_To_Agency', 'Accepted'] as const;
/** Rows (payees) one answer lists; the totals always cover every payee. */
export const SUMMARY_ROW_LIMIT = 5_000;

export interface SummaryAmounts {
  /** Box 5 of Form 1096: the boxes the instructions count for the form. */
  totalCents: number;
  federalTaxWithheldCents: number;
  /** Every money box, by catalogue name. */
  boxes: Record<string, number>;
}

export interface SummaryRow extends SummaryAmounts {
  payeeId: number;
  payeeName: string;
  tin: string;
  filings: number;
  hasCorrections: 'Yes' | 'No';
}

export interface FilingSummary {
  filingType: FormType;
  filingYear: number;
  rows: SummaryRow[];
  totals: SummaryAmounts & { payees: number; forms: number };
  truncated: boolean;
}

function emptyAmounts(): SummaryAmounts {
  return { totalCents: 0, federalTaxWithheldCents: 0, boxes: {} };
}

/**
 * Adds a filing's money boxes to `into`, times `sign`: an Original or a Second correction adds its
 * amounts; a First correction adds its own and takes away the original's (it replaces the original).
 */
function addAmounts(
  into: SummaryAmounts,
  formType: FormType,
  year: number,
  data: BoxValues,
  sign: 1 | -1,
): void {
  for (const box of getFormDefinition(formType, year)?.boxes ?? []) {
    const value = data[box.name];
    if (box.type !== 'money' || typeof value !== 'number') continue;
    into.boxes[box.name] = (into.boxes[box.name] ?? 0) + sign * value;
    if (box.countsOn1096) into.totalCents += sign * value;
    if (box.name === 'federalTaxWithheld') into.federalTaxWithheldCents += sign * value;
  }
}

function addInto(target: SummaryAmounts, source: SummaryAmounts): void {
  target.totalCents += source.totalCents;
  target.federalTaxWithheldCents += source.federalTaxWithheldCents;
  for (const [name, cents] of Object.entries(source.boxes))
    target.boxes[name] = (target.boxes[name] ?? 0) + cents;
}

/**
 * Per-payee totals of the account's filed returns of one form type and year, and their totals row;
 * at most `rowLimit` payees are listed, the totals count them all.
 */
export async function getFilingSummary(
  db: Db,
  domainId: number,
  filingType: FormType,
  filingYear: number,
  rowLimit = SUMMARY_ROW_LIMIT,
): Promise<FilingSummary> {
  const rows = await db
    .select({
      id: filings.id,
      payeeId: filings.payeeId,
      payeeName: filings.payeeName,
      filingData: filings.filingData,
      correctionType: filings.correctionType,
      originalFilingId: filings.originalFilingId,
      tinLast4: payees.tinLast4,
      tinType: payees.tinType,
    })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(
      and(
        eq(filings.domainId, domainId),
        eq(filings.filingType, filingType),
        eq(filings.filingYear, filingYear),
        inArray(filings.status, [...SUMMARY_STATUSES]),
      ),
    );
  const originalIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.correctionType === 'First' && row.originalFilingId ? [row.originalFilingId] : [],
      ),
    ),
  ];
  const originals = new Map<number, BoxValues>();
  for (let start = 0; start < originalIds.length; start += 1_000) {
    const found = await db
      .select({ id: filings.id, filingData: filings.filingData })
      .from(filings)
      .where(
        and(eq(filings.domainId, domainId), inArray(filings.id, originalIds.slice(start, start + 1_000))),
      );
    for (const row of found) originals.set(row.id, row.filingData);
  }

  const byPayee = new Map<number, SummaryRow & { types: string[] }>();
  for (const row of rows) {
    let entry = byPayee.get(row.payeeId);
    if (!entry) {
      entry = {
        payeeId: row.payeeId,
        payeeName: row.payeeName,
        tin: maskTinLast4(row.tinLast4, row.tinType),
        filings: 0,
        hasCorrections: 'No',
        types: [],
        ...emptyAmounts(),
      };
      byPayee.set(row.payeeId, entry);
    }
    entry.filings += 1;
    entry.types.push(row.correctionType);
    addAmounts(entry, filingType, filingYear, row.filingData, 1);
    const original =
      row.correctionType === 'First' && row.originalFilingId
        ? originals.get(row.originalFilingId)
        : undefined;
    if (original) addAmounts(entry, filingType, filingYear, original, -1);
  }

  const totals = { ...emptyAmounts(), payees: byPayee.size, forms: 0 };
  const list: SummaryRow[] = [];
  for (const { types, ...entry } of [...byPayee.values()].sort(
    (a, b) => a.payeeName.localeCompare(b.payeeName) || a.payeeId - b.payeeId,
  )) {
    entry.hasCorrections = getHasCorrectionsLabel(
      types.map((type) => (isCorrectionType(type) ? type : null)),
    );
    // A First correction replaces its original: one form per payee and return, not two.
    totals.forms += types.filter((type) => type !== 'First').length;
    addInto(totals, entry);
    list.push(entry);
  }
  return {
    filingType,
    filingYear,
    rows: list.slice(0, rowLimit),
    totals,
    truncated: list.length > rowLimit,
  };
}
