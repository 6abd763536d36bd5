import type { BoxValue } from '../catalogue/box-types.ts';
import { normalizeCountry, type AddressRecord } from '../identity/address.ts';
import { inferEntityType, splitFirstName } from '../identity/names.ts';
import type { PayeeField, SameType } from '../identity/payee-model.ts';
import { maskTin, normalizeTin, normalizeTinType, type TinType } from '../identity/tin.ts';
import { parseSpreadsheetMoneyToCents } from '../money/cents.ts';
import { getDirectSalesIndicator } from '../rules/box-amounts.ts';
import { normalizeSpreadsheetText, parseSpreadsheetBoolean } from '../rules/import-values.ts';
import type { Problem } from '../problem.ts';
import { validatePayee } from '../rules/validate-party.ts';
import { PAYEE_COLUMNS, type SheetColumn } from './columns.ts';

/** A cell as the spreadsheet reader hands it over: formulas already replaced by their values. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the user sees in Excel. */
  rowNumber: number;
  cells: readonly CellValue[];
}

export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

export interface PayeeRecord {
  tin: string;
  tinType: TinType;
  entityType: 'Individual' | 'Business';
  businessName: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dba: string | null;
  address: AddressRecord;
  emailAddress: string | null;
  phoneNumber: string | null;
  phoneExt: string | null;
}

/** An import row carries exactly the payee model's fields (identity/payee-model.ts). */
const recordMatchesModel: SameType<keyof PayeeRecord, PayeeField> = true;
void recordMatchesModel;

export interface ParsedRecord {
  row: number;
  payee: PayeeRecord;
  /** Box values by catalogue name, money in cents; empty for a payee sheet. */
  filingData: Record<string, BoxValue>;
}

export interface SkippedRow {
  row: number;
  reason: string;
}

export interface ParsedSheet {
  records: ParsedRecord[];
  /** Rows that cannot be imported, with the column and the reason. */
  problems: RowProblem[];
  /** Rows left out by the spec's rules: no TIN, or a TIN already seen in the sheet. */
  skipped: SkippedRow[];
}

export const ROW_MESSAGES = {
  noTin: 'No TIN, so the row was left out.',
  duplicateTin: (tin: string, firstRow: number) =>
    `The TIN ${tin} is already on row ${firstRow}, so this row was left out.`,
  notAmount: (value: string) => `"${value}" is not an amount. Enter a number such as 1234.50.`,
  negative: (value: string) => `"${value}" is negative; 1099 amounts are 0.00 or more.`,
  notDate: (value: string) => `"${value}" is not a date. Enter it as YYYY-MM-DD.`,
} as const;

function cellText(value: CellValue | undefined): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return normalizeSpreadsheetText(value);
}

function isBlankRow(cells: readonly CellValue[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

function readMoney(value: CellValue | undefined): { cents: number } | { message: string } {
  if (value instanceof Date) return { message: ROW_MESSAGES.notAmount(value.toISOString().slice(0, 10)) };
  const parsed = parseSpreadsheetMoneyToCents(value ?? null);
  if (parsed.ok) return { cents: parsed.cents ?? 0 };
  if (parsed.code === 'negative') return { message: ROW_MESSAGES.negative(String(value)) };
  if (parsed.code === 'tooLarge') return { message: `"${String(value)}": ${parsed.message}.` };
  return { message: ROW_MESSAGES.notAmount(String(value)) };
}

function readBox(
  column: SheetColumn,
  value: CellValue | undefined,
): { value: BoxValue } | { message: string } {
  switch (column.kind) {
    case 'money': {
      const money = readMoney(value);
      return 'cents' in money ? { value: money.cents } : money;
    }
    case 'boolean': {
      // Direct sales may be given as the sales amount: $5,000 or more means checked (spec part 2 §5).
      if (
        typeof value === 'number' ||
        (typeof value === 'string' && /^\s*\$?[\d,]+(\.\d+)?\s*$/.test(value))
      ) {
        const money = readMoney(value);
        return 'cents' in money ? { value: getDirectSalesIndicator(money.cents) } : money;
      }
      return { value: parseSpreadsheetBoolean(value ?? null) };
    }
    case 'date': {
      const text = cellText(value);
      if (text === null) return { value: null };
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { value: text } : { message: ROW_MESSAGES.notDate(text) };
    }
    case 'state':
      return { value: cellText(value)?.toUpperCase() ?? null };
    default:
      return { value: cellText(value) };
  }
}

/**
 * The name columns as the model keeps them: a two-part first name split into first and middle (spec
 * part 2 §5); a suffix typed after the first name ('John Jr.') moved after the last name, where the
 * e-file writers take it to the suffix (IRIS SuffixNm), not the middle name.
 */
function readPersonName(
  firstName: string | null,
  lastName: string | null,
): { firstName: string; middleName: string; lastName: string } {
  const names = splitFirstName(firstName, null);
  if (!lastName)
    return {
      firstName: names.firstName,
      middleName: [names.middleName, names.suffix].filter(Boolean).join(' '),
      lastName: '',
    };
  return {
    firstName: names.firstName,
    middleName: names.middleName,
    lastName: `${lastName} ${names.suffix}`.trim(),
  };
}

function readPayee(get: (key: string) => CellValue | undefined): PayeeRecord {
  const text = (key: string) => cellText(get(key));
  const names = readPersonName(text('firstName'), text('lastName'));
  const firstName = names.firstName || null;
  const entityType = inferEntityType(text('entityType') ?? text('payerType'), firstName);
  return {
    tin: normalizeTin(text('tin')),
    tinType: normalizeTinType(text('tinType')?.toUpperCase()),
    entityType,
    businessName: text('businessName'),
    firstName,
    middleName: names.middleName || null,
    lastName: names.lastName || null,
    dba: text('dba'),
    address: {
      line1: text('line1'),
      line2: text('line2'),
      city: text('city'),
      state: text('state')?.toUpperCase() ?? null,
      country: normalizeCountry(text('country')),
      postalCode: text('postalCode'),
    },
    emailAddress: text('emailAddress'),
    phoneNumber: text('phoneNumber'),
    phoneExt: text('phoneExt'),
  };
}

/**
 * One sheet's rows after the spec's rules (part 2 §5): blank rows ignored, rows without a TIN and
 * repeated TINs left out (and reported), TIN types outside EIN/SSN/ATIN/ITIN read as NA, blank
 * amounts as 0.00, booleans from true/yes/y, blank text as null, country names as codes, the entity
 * type inferred and a two-part first name split. A cell that cannot be read rejects its row, with
 * the row number, the column and the reason.
 */
export function parseSheetRows(
  rows: Iterable<SheetRow>,
  indexByKey: ReadonlyMap<string, number>,
  columns: readonly SheetColumn[],
  options: SheetParserOptions = {},
): ParsedSheet {
  const parser = createSheetParser(indexByKey, columns, options);
  for (const row of rows) parser.addRow(row);
  return parser.finish();
}

export interface SheetParser {
  /** Takes one row; true when the row is a record (not blank), whether or not it can be read. */
  addRow(row: SheetRow): boolean;
  finish(): ParsedSheet;
}

/** The same rules one row at a time, for sheets read as a stream. */
export interface SheetParserOptions {
  /**
   * Check each row's payee with the payee form's rules (a valid TIN for its type, the names its type
   * needs, a valid e-mail, 40-character street lines), so a row the import could not save is listed
   * at upload with its column and reason. Payer files follow the payer's rules instead.
   */
  checkPayee?: boolean;
}

/** The column a payee problem points at: its header in the sheet, or the template's. */
function headerForProblem(problem: Problem, columns: readonly SheetColumn[]): string {
  const header = (key: string) =>
    columns.find((column) => column.key === key)?.header ??
    PAYEE_COLUMNS.find((column) => column.key === key)?.header ??
    key;
  // The 40-character rule counts both street lines together.
  if (problem.code === 'STREET_TOO_LONG') return `${header('line1')} + ${header('line2')}`;
  return header(problem.path.startsWith('address.') ? problem.path.slice('address.'.length) : problem.path);
}

export function createSheetParser(
  indexByKey: ReadonlyMap<string, number>,
  columns: readonly SheetColumn[],
  options: SheetParserOptions = {},
): SheetParser {
  const boxColumns = columns.filter((column) => !PAYEE_KEYS.has(column.key));
  const records: ParsedRecord[] = [];
  const problems: RowProblem[] = [];
  const skipped: SkippedRow[] = [];
  const firstRowByTin = new Map<string, number>();
  return {
    addRow({ rowNumber, cells }) {
      if (isBlankRow(cells)) return false;
      const get = (key: string) => {
        const index = indexByKey.get(key);
        return index === undefined ? undefined : (cells[index] ?? null);
      };
      const payee = readPayee(get);
      if (!payee.tin) {
        skipped.push({ row: rowNumber, reason: ROW_MESSAGES.noTin });
        return true;
      }
      const firstRow = firstRowByTin.get(payee.tin);
      if (firstRow !== undefined) {
        skipped.push({
          row: rowNumber,
          reason: ROW_MESSAGES.duplicateTin(maskTin(payee.tin, payee.tinType) || payee.tin, firstRow),
        });
        return true;
      }
      firstRowByTin.set(payee.tin, rowNumber);
      const filingData: Record<string, BoxValue> = {};
      let rowOk = true;
      if (options.checkPayee) {
        for (const problem of validatePayee(payee).errors) {
          problems.push({
            row: rowNumber,
            column: headerForProblem(problem, columns),
            message: problem.message,
          });
          rowOk = false;
        }
      }
      for (const column of boxColumns) {
        if (!indexByKey.has(column.key)) continue;
        const read = readBox(column, get(column.key));
        if ('message' in read) {
          problems.push({ row: rowNumber, column: column.header, message: read.message });
          rowOk = false;
        } else if (read.value !== null && read.value !== '') {
          filingData[column.key] = read.value;
        }
      }
      if (rowOk) records.push({ row: rowNumber, payee, filingData });
      return true;
    },
    finish: () => ({ records, problems, skipped }),
  };
}

const PAYEE_KEYS = new Set([
  'tin',
  'tinType',
  'entityType',
  'businessName',
  'firstName',
  'lastName',
  'dba',
  'line1',
  'line2',
  'city',
  'state',
  'country',
  'postalCode',
  'emailAddress',
  'phoneNumber',
  'phoneExt',
]);
