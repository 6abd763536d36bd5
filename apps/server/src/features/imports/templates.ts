import type ExcelJS from 'exceljs';
import {
  FORM_TYPE_LABELS,
  getFilingColumns,
  PAYEE_COLUMNS,
  PAYER_COLUMNS,
  TEMPLATE_FORM_TYPES,
  US_STATES,
  type FormType,
  type SheetColumn,
} from '@file1099/forms';
import { loadExcelJS } from '../../lib/lazy-modules.ts';

/**
 * Downloadable import templates (spec part 2 §3, part 1 §7): instructions in rows 1-3, headers in
 * row 4, data from row 5, lists for the coded columns and a money format. A filings template holds the
 * sheet of its form only (the 1099-NEC template no 1099-MISC sheet, and the other way round); the
 * importer tells the form of each sheet by its box columns, so either file, or a workbook with both
 * sheets (1099-NEC first), imports.
 */
export const TEMPLATE_DATA_ROWS = 1000;
const FIRST_DATA_ROW = 5;
const LISTS_SHEET = 'Lists';

export type TemplateKind = 'filings' | 'payees' | 'payers';

interface SheetSpec {
  name: string;
  title: string;
  columns: readonly SheetColumn[];
}

function getSheetSpecs(kind: TemplateKind, taxYear: number, formType?: FormType): SheetSpec[] {
  if (kind === 'payees') return [{ name: 'Payees', title: 'Payees', columns: PAYEE_COLUMNS }];
  if (kind === 'payers') return [{ name: 'Payers', title: 'Payers', columns: PAYER_COLUMNS }];
  const forms = formType ? [formType] : TEMPLATE_FORM_TYPES;
  return forms.map((formType) => ({
    name: `${FORM_TYPE_LABELS[formType]} ${taxYear}`,
    title: `${FORM_TYPE_LABELS[formType]} for tax year ${taxYear}`,
    columns: getFilingColumns(formType, taxYear) ?? [],
  }));
}

const LISTS: Record<string, readonly string[]> = {
  tinType: ['EIN', 'SSN', 'ITIN', 'ATIN', 'NA'],
  entityType: ['Business', 'Individual'],
  payerType: ['Business', 'Individual'],
  boolean: ['Yes', 'No'],
  state: Object.keys(US_STATES),
};

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The lists live on a hidden last sheet; validations refer to it by range. */
const LIST_RANGES = new Map(
  Object.entries(LISTS).map(([name, values], index) => {
    const letter = columnLetter(index);
    return [name, `${LISTS_SHEET}!$${letter}$1:$${letter}$${values.length}`];
  }),
);

function addListsSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  Object.values(LISTS).forEach((values, index) => {
    const letter = columnLetter(index);
    values.forEach((value, row) => {
      sheet.getCell(`${letter}${row + 1}`).value = value;
    });
  });
}

/** ExcelJS adds range validations at run time; its type declarations lack them. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

function listFor(column: SheetColumn): string | undefined {
  if (
    column.kind === 'tinType' ||
    column.kind === 'entityType' ||
    column.kind === 'payerType' ||
    column.kind === 'boolean' ||
    column.kind === 'state'
  )
    return column.kind;
  return undefined;
}

function addDataSheet(workbook: ExcelJS.Workbook, spec: SheetSpec): void {
  const sheet = workbook.addWorksheet(spec.name, {
    views: [{ state: 'frozen', ySplit: FIRST_DATA_ROW - 1 }],
  });
  sheet.getCell('A1').value = `File1099 import template: ${spec.title}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value =
    `Enter one payee per row from row ${FIRST_DATA_ROW}, at most ${TEMPLATE_DATA_ROWS} rows. Keep the headers in row 4 as they are. Amounts in dollars and cents (1234.50); blank amounts count as 0.00.`;
  sheet.getCell('A3').value =
    "Required: the payee's TIN, and a business name (Business) or first and last name (Individual). Rows without a TIN are left out; a repeated TIN is imported once.";
  const header = sheet.getRow(FIRST_DATA_ROW - 1);
  spec.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: column.required ? 'FF0D47A1' : 'FF1565C0' },
    };
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.max(12, column.header.length + 2);
    if (column.kind === 'money') sheetColumn.numFmt = '#,##0.00';
    if (column.kind === 'tin' || column.kind === 'text') sheetColumn.numFmt = '@';
    const list = listFor(column);
    const range = list ? LIST_RANGES.get(list) : undefined;
    const validations = (sheet as unknown as RangeValidations).dataValidations;
    const letter = columnLetter(index);
    const cells = `${letter}${FIRST_DATA_ROW}:${letter}${FIRST_DATA_ROW + TEMPLATE_DATA_ROWS - 1}`;
    if (range) {
      validations.add(cells, {
        type: 'list',
        allowBlank: true,
        formulae: [range],
        showErrorMessage: true,
        errorTitle: column.header,
        error: `Pick a value from the list for ${column.header}.`,
      });
    } else if (column.kind === 'money') {
      validations.add(cells, {
        type: 'decimal',
        operator: 'greaterThanOrEqual',
        allowBlank: true,
        formulae: [0],
        showErrorMessage: true,
        errorTitle: column.header,
        error: 'Enter an amount of 0.00 or more.',
      });
    }
  });
}

export function getTemplateFileName(
  kind: TemplateKind,
  taxYear: number,
  extension: 'xlsx' | 'csv',
  formType?: FormType,
): string {
  if (kind !== 'filings') return `file1099-${kind}-template.${extension}`;
  const form = formType ? FORM_TYPE_LABELS[formType].toLowerCase() : 'filings';
  return `file1099-${form}-${taxYear}-template.${extension}`;
}

/** The template workbook; for filings, the sheet of `formType` alone (both forms when none is given). */
export async function buildTemplateWorkbook(
  kind: TemplateKind,
  taxYear: number,
  formType?: FormType,
): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.creator = 'File1099';
  workbook.created = new Date(Date.UTC(taxYear, 0, 1));
  for (const spec of getSheetSpecs(kind, taxYear, formType)) addDataSheet(workbook, spec);
  addListsSheet(workbook);
  workbook.views = [
    { x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 0, visibility: 'visible' },
  ];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A Google Sheets-friendly CSV of one sheet: the same rows 1-4, data from row 5. */
export function buildTemplateCsv(kind: TemplateKind, taxYear: number, formType?: FormType): string {
  const spec = getSheetSpecs(kind, taxYear, formType)[0];
  if (!spec) return '';
  const lines = [
    `File1099 import template: ${spec.title}`,
    `Enter one payee per row from row ${FIRST_DATA_ROW}. Keep the headers in row 4. Download as .xlsx (File > Download > Microsoft Excel) to import.`,
    "Required: the payee's TIN, and a business name (Business) or first and last name (Individual).",
    spec.columns.map((column) => column.header).join(','),
  ];
  return `${lines.map((line, index) => (index < 3 ? csvField(line) : line)).join('\r\n')}\r\n`;
}
