import {
  createSheetParser,
  FORM_TYPE_LABELS,
  getFilingColumns,
  IMPORT_MESSAGES,
  isTemplateSupported,
  matchColumns,
  MAX_IMPORT_RECORDS,
  PAYEE_COLUMNS,
  PAYER_COLUMNS,
  TEMPLATE_TAX_YEARS,
  type FormType,
  type ParsedRecord,
  type RowProblem,
  type SheetColumn,
  type SkippedRow,
} from '@file1099/forms';
import type { ImportLimits } from './import-limits.ts';
import { readWorkbook, SpreadsheetError, type SheetInfo } from './xlsx-reader.ts';

export type ImportResource = 'filings' | 'payees' | 'payers';

export interface SheetProblem extends RowProblem {
  sheet: string;
}

export interface SheetSkip extends SkippedRow {
  sheet: string;
}

export interface ParsedImportFile {
  /** Records per form for filings; a payee or payer sheet uses the form null. */
  sheets: { sheet: string; formType: FormType | null; records: ParsedRecord[] }[];
  problems: SheetProblem[];
  skipped: SheetSkip[];
  recordCount: number;
  /** Rows that will be imported: `recordCount` less rejected rows and rows left out. */
  readyCount: number;
}

export const IMPORT_FILE_MESSAGES = {
  tooManyRecords: (limit: number) =>
    `The file has more than ${limit.toLocaleString('en-US')} records; one file can hold at most ${limit.toLocaleString('en-US')}. Split it into smaller files.`,
  noTinColumn: (sheet: string, header: string) =>
    `The sheet "${sheet}" has no "${header}" column in row 4. Use the template, and keep its headers in row 4.`,
  otherYear: (sheet: string, form: string, templateYear: number, filingYear: number) =>
    `The sheet "${sheet}" is the ${form} ${templateYear} template, but you are importing ${filingYear} filings. Download the ${filingYear} template, or import into tax year ${templateYear}.`,
  noBoxColumns: (sheet: string, form: string) =>
    `The sheet "${sheet}" has none of the ${form} box columns in row 4. Use the ${form} template.`,
} as const;

const normalize = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Which form a filings sheet holds: by its box columns, else by position (NEC first, MISC second). */
function identifyForm(sheet: SheetInfo): FormType {
  const headers = new Set(sheet.headers.map(normalize));
  const has = (name: string) => headers.has(normalize(name));
  if (has('Box 1 Rents') || has('Rents')) return 'Type_1099_MISC';
  if (has('Box 1 Nonemployee Comp') || has('Box 1a Nonemployee Comp') || has('Nonemployee Comp'))
    return 'Type_1099_NEC';
  return sheet.position === 2 ? 'Type_1099_MISC' : 'Type_1099_NEC';
}

/** The template year whose headers the sheet carries exactly, if any. */
function findTemplateYear(formType: FormType, headers: readonly string[]): number | undefined {
  const given = headers.filter(Boolean).map(normalize).join('|');
  return TEMPLATE_TAX_YEARS.find(
    (year) => (getFilingColumns(formType, year) ?? []).map((c) => normalize(c.header)).join('|') === given,
  );
}

function getColumnsFor(
  resource: ImportResource,
  sheet: SheetInfo,
  filingYear: number,
): { formType: FormType | null; columns: readonly SheetColumn[] } {
  if (resource === 'payees') return { formType: null, columns: PAYEE_COLUMNS };
  if (resource === 'payers') return { formType: null, columns: PAYER_COLUMNS };
  const formType = identifyForm(sheet);
  const templateYear = findTemplateYear(formType, sheet.headers);
  if (templateYear !== undefined && templateYear !== filingYear) {
    throw new SpreadsheetError(
      IMPORT_FILE_MESSAGES.otherYear(sheet.name, FORM_TYPE_LABELS[formType], templateYear, filingYear),
      { templateYear },
    );
  }
  return { formType, columns: getFilingColumns(formType, filingYear) ?? [] };
}

/**
 * Reads an uploaded file by the spec's rules (part 2 §5): for filings, the first sheet is 1099-NEC and
 * the second 1099-MISC; payee and payer files have one sheet. The file is refused as a whole (nothing
 * imported) when it is not a readable workbook, has more than `maxRecords` records, or is another
 * form's or year's template, or unpacks to more than `limits` allow (the registry's defaults unless
 * given); single rows that cannot be read are listed with row, column and reason.
 */
export async function parseImportFile(
  buffer: Buffer,
  options: { resource: ImportResource; filingYear: number; maxRecords?: number; limits?: ImportLimits },
): Promise<ParsedImportFile> {
  const { resource, filingYear } = options;
  const maxRecords = options.maxRecords ?? MAX_IMPORT_RECORDS;
  if (
    resource === 'filings' &&
    !['Type_1099_NEC', 'Type_1099_MISC'].some((form) => isTemplateSupported(form, filingYear))
  ) {
    throw new SpreadsheetError(IMPORT_MESSAGES.unsupported('filings', filingYear));
  }
  const result: ParsedImportFile = { sheets: [], problems: [], skipped: [], recordCount: 0, readyCount: 0 };
  await readWorkbook(
    buffer,
    async (info, rows, readerProblems) => {
      let parser: ReturnType<typeof createSheetParser> | undefined;
      let formType: FormType | null = null;
      let seen = 0;
      for await (const row of rows) {
        if (!parser) {
          const chosen = getColumnsFor(resource, info, filingYear);
          formType = chosen.formType;
          const match = matchColumns(info.headers, chosen.columns);
          const missing = match.missingRequired[0];
          if (missing)
            throw new SpreadsheetError(IMPORT_FILE_MESSAGES.noTinColumn(info.name, missing.header));
          const boxColumns = chosen.columns.length - PAYEE_COLUMNS.length;
          if (
            formType &&
            boxColumns > 0 &&
            match.matched <= PAYEE_COLUMNS.length &&
            ![...match.indexByKey.keys()].some((key) => !PAYEE_COLUMNS.some((c) => c.key === key))
          ) {
            throw new SpreadsheetError(
              IMPORT_FILE_MESSAGES.noBoxColumns(info.name, FORM_TYPE_LABELS[formType]),
            );
          }
          parser = createSheetParser(match.indexByKey, chosen.columns, { checkPayee: resource !== 'payers' });
        }
        if (parser.addRow(row)) {
          seen += 1;
          if (result.recordCount + seen > maxRecords)
            throw new SpreadsheetError(IMPORT_FILE_MESSAGES.tooManyRecords(maxRecords));
        }
      }
      if (!parser) return;
      const parsed = parser.finish();
      const rejected = new Set(readerProblems.map((problem) => problem.row));
      result.recordCount += seen;
      const records = parsed.records.filter((record) => !rejected.has(record.row));
      result.readyCount += records.length;
      result.sheets.push({ sheet: info.name, formType, records });
      result.problems.push(
        ...readerProblems.map((problem) => ({ ...problem, sheet: info.name })),
        ...parsed.problems.map((problem) => ({ ...problem, sheet: info.name })),
      );
      result.skipped.push(...parsed.skipped.map((skip) => ({ ...skip, sheet: info.name })));
    },
    { sheets: resource === 'filings' ? 2 : 1, limits: options.limits },
  );
  if (result.sheets.every((sheet) => sheet.records.length === 0) && result.problems.length === 0)
    throw new SpreadsheetError(IMPORT_MESSAGES.noData);
  return result;
}
