/**
 * A CSV file uploaded through Import from Excel: only Wave's transactions export is read from CSV (the
 * payments Wave's API does not give; docs/integrations.md, "Wave"). The file is decoded as UTF-8 and
 * parsed whole before anything is stored; a malformed file or any other CSV is refused with a message.
 */
import { CsvError, getWaveHeaderProblem, parseCsv, WAVE_CSV_MESSAGES } from '@file1099/forms';
import { AppError } from '../../lib/app-error.ts';
import type { ImportRunRow } from './imports.table.ts';

/** Turns Wave's export into a run (the integrations feature's createWaveCsvImport). */
export type CsvImporter = (input: {
  domainId: number;
  userId: number;
  filingYear: number;
  fileName: string;
  rows: string[][];
}) => Promise<ImportRunRow>;

export const CSV_UPLOAD_MESSAGES = {
  filingsOnly: "A CSV file is read only as Wave's transactions export, which imports filings.",
  noImporter: "Wave's transactions export cannot be imported here; use the Excel template.",
} as const;

/** Whether the upload is to be read as CSV: a file named .csv (a workbook is checked as before). */
export function isCsvUpload(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/**
 * The CSV's rows, refused with the user's message when it is not Wave's transactions export: an empty
 * file, or a header row lacking a needed column (each missing one named; order, case and extra
 * columns do not matter).
 */
export function readCsvUpload(buffer: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new AppError('BAD_USER_INPUT', WAVE_CSV_MESSAGES.notText);
  }
  try {
    const rows = parseCsv(text);
    const problem = getWaveHeaderProblem(rows);
    if (problem !== null) throw new CsvError(problem);
    return rows;
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
}

/** Reads an uploaded CSV and imports it with `importer`; CsvError becomes the user's message. */
export async function importCsvUpload(
  importer: CsvImporter | undefined,
  input: {
    domainId: number;
    userId: number;
    filingYear: number;
    resource: string;
    name: string;
    buffer: Buffer;
  },
): Promise<ImportRunRow> {
  if (input.resource !== 'filings') throw new AppError('BAD_USER_INPUT', CSV_UPLOAD_MESSAGES.filingsOnly);
  const rows = readCsvUpload(input.buffer);
  if (!importer) throw new AppError('BAD_USER_INPUT', CSV_UPLOAD_MESSAGES.noImporter);
  try {
    return await importer({
      domainId: input.domainId,
      userId: input.userId,
      filingYear: input.filingYear,
      fileName: input.name,
      rows,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
}
