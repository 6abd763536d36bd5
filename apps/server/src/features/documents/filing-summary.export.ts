import { FORM_TYPE_LABELS, getFormDefinition, type BoxDefinition } from '@file1099/forms';
import { centsToDecimal, csvCell, csvLine } from '../../lib/csv.ts';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import type { FilingSummary, SummaryAmounts } from './filing-summary.ts';

/** Payees one export lists (the screen lists 5,000); the totals row always counts them all. */
export const SUMMARY_EXPORT_ROW_LIMIT = 100_000;

export const SUMMARY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type SummaryExportFormat = (typeof SUMMARY_EXPORT_FORMATS)[number];

interface Column {
  header: string;
  /** Text columns carry a string; money columns cents. */
  text?: (row: ExportRow) => string;
  cents?: (amounts: SummaryAmounts) => number;
}

interface ExportRow {
  payeeName: string;
  tin: string;
  filings: string;
  hasCorrections: string;
  amounts: SummaryAmounts;
}

function moneyBoxes(summary: FilingSummary): BoxDefinition[] {
  const boxes = getFormDefinition(summary.filingType, summary.filingYear)?.boxes ?? [];
  return boxes.filter((box) => box.type === 'money');
}

function boxHeader(box: BoxDefinition): string {
  return box.boxNumber ? `Box ${box.boxNumber} ${box.label}` : box.label;
}

/** The screen's columns, then every money box of the form for that year, then the 1096 total. */
function columnsOf(summary: FilingSummary): Column[] {
  return [
    { header: 'Payee', text: (row) => row.payeeName },
    { header: 'TIN', text: (row) => row.tin },
    { header: 'Filings', text: (row) => row.filings },
    { header: 'Has Corrections', text: (row) => row.hasCorrections },
    ...moneyBoxes(summary).map((box) => ({
      header: boxHeader(box),
      cents: (amounts: SummaryAmounts) => amounts.boxes[box.name] ?? 0,
    })),
    { header: 'Total (Form 1096 box 5)', cents: (amounts) => amounts.totalCents },
  ];
}

/** Every payee row, then the totals row. */
function rowsOf(summary: FilingSummary): ExportRow[] {
  return [
    ...summary.rows.map((row) => ({
      payeeName: row.payeeName,
      tin: row.tin,
      filings: String(row.filings),
      hasCorrections: row.hasCorrections,
      amounts: row,
    })),
    {
      payeeName: 'Total',
      tin: `${summary.totals.payees} payees`,
      filings: String(summary.totals.forms),
      hasCorrections: '',
      amounts: summary.totals,
    },
  ];
}

export function summaryFileName(summary: FilingSummary, format: SummaryExportFormat): string {
  return `filing-summary-${FORM_TYPE_LABELS[summary.filingType]}-${summary.filingYear}.${format}`;
}

/** The Filing Summary as CSV: TINs masked as on the screen, amounts as plain decimals. */
export function summaryCsv(summary: FilingSummary): string {
  const columns = columnsOf(summary);
  const lines = [csvLine(columns.map((column) => csvCell(column.header)))];
  for (const row of rowsOf(summary)) {
    lines.push(
      csvLine(
        columns.map((column) =>
          column.text ? csvCell(column.text(row)) : centsToDecimal(column.cents?.(row.amounts) ?? 0),
        ),
      ),
    );
  }
  return lines.join('');
}

/** The Filing Summary as an Excel workbook: one sheet, amounts as numbers in dollars. */
export async function summaryXlsx(summary: FilingSummary): Promise<Buffer> {
  const columns = columnsOf(summary);
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Filing Summary', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.min(Math.max(column.header.length + 2, column.cents ? 14 : 18), 40),
    style: column.cents ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const rows = rowsOf(summary);
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => (column.text ? column.text(row) : (column.cents?.(row.amounts) ?? 0) / 100)),
    );
  }
  sheet.getRow(rows.length + 1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
