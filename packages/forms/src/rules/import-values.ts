import { normalizeTin } from '../identity/tin.ts';

/** Spreadsheet cell rules (spec part 2 §5). */

/** Booleans accept true, yes and y, in any case; anything else is false. */
export function parseSpreadsheetBoolean(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'string' && ['true', 'yes', 'y'].includes(value.trim().toLowerCase());
}

/** Blank strings become null; other strings are trimmed. */
export function normalizeSpreadsheetText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Excel limits (spec part 2 §5 and §9): up to 1000 records per file; data starts at row 5. */
export const MAX_IMPORT_RECORDS = 1000;
export const IMPORT_FIRST_DATA_ROW = 5;

/** Tax years each import path accepts (spec part 2 §3). */
export const IMPORT_TAX_YEARS: readonly number[] = [2020, 2021, 2022, 2023, 2024, 2025];
export const EXCEL_TAX_YEARS: readonly number[] = [2024, 2025];

export const IMPORT_MESSAGES = {
  noData: 'There is no data to import. Please upload a valid file with data.',
  unsupported: (type: string, year: number | string) =>
    `Importing "${type}" for the year "${year}" is not currently supported. If you have any questions or need assistance, please contact our support team.`,
} as const;

/**
 * Rows of one sheet after the spec's clean-up: rows with an empty TIN are dropped and, of rows sharing a
 * TIN (dashes and spaces ignored), only the first is kept.
 */
export function dedupeRowsByTin<T extends { tin?: string | null }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const tin = normalizeTin(row.tin);
    if (tin === '' || seen.has(tin)) return false;
    seen.add(tin);
    return true;
  });
}
