import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { CellValue, RowProblem, SheetRow } from '@file1099/forms';

/** A problem with the file as a whole: nothing of it is imported. The message is for the user. */
export class SpreadsheetError extends Error {
  /** Facts for the client, e.g. `templateYear` when the file is another year's template. */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor(message: string, details?: Readonly<Record<string, string | number>>) {
    super(message);
    this.name = 'SpreadsheetError';
    this.details = details;
  }
}

export const FILE_MESSAGES = {
  empty: 'The file is empty. Upload the template with your data filled in.',
  passwordProtected:
    'The file is password-protected. Remove the password in Excel (File > Info > Protect Workbook), save, and upload it again.',
  xls: 'This is an older Excel file (.xls). Open it in Excel, save it as an Excel Workbook (.xlsx), and upload that.',
  csv: 'This is a CSV file. Open it in Excel or Google Sheets and save or download it as an Excel Workbook (.xlsx), then upload that.',
  notSpreadsheet:
    'This file is not a spreadsheet. Upload the Excel template (.xlsx) with your data filled in.',
  damaged:
    'The file is damaged and cannot be opened as a spreadsheet. Save it again from Excel as .xlsx and upload that.',
  noSheets: 'The workbook has no sheets to import.',
  merged: (sheet: string, ref: string) =>
    `The sheet "${sheet}" has merged cells (${ref}) in its data. Unmerge them (Home > Merge & Center > Unmerge Cells) so each row has its own values.`,
} as const;

export interface SheetInfo {
  name: string;
  /** 1-based position among the visible sheets. */
  position: number;
  headers: string[];
}

export interface SheetReadResult {
  /** Cell problems found while reading (formulas without a saved value, Excel errors). */
  problems: RowProblem[];
}

type RowSink = (sheet: SheetInfo, rows: AsyncIterable<SheetRow>, problems: RowProblem[]) => Promise<void>;

const HEADER_ROW = 4;
const FIRST_DATA_ROW = 5;

function startsWith(buffer: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, index) => buffer[index] === byte);
}

/** Tells the kinds of file people upload apart before trying to read them. */
export function checkFileKind(buffer: Buffer): void {
  if (buffer.length === 0) throw new SpreadsheetError(FILE_MESSAGES.empty);
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0])) {
    // An OLE container: an encrypted .xlsx keeps an "EncryptionInfo" stream; otherwise it is an .xls.
    const encrypted = buffer.includes(Buffer.from('EncryptionInfo', 'utf16le'));
    throw new SpreadsheetError(encrypted ? FILE_MESSAGES.passwordProtected : FILE_MESSAGES.xls);
  }
  if (startsWith(buffer, [0x50, 0x4b])) return;
  const head = buffer.subarray(0, 4096).toString('utf8');
  const printable = !head.includes('\u0000') && !head.includes('\ufffd');
  if (printable && head.includes(',') && head.includes('\n')) throw new SpreadsheetError(FILE_MESSAGES.csv);
  throw new SpreadsheetError(FILE_MESSAGES.notSpreadsheet);
}

interface SheetEntry {
  name: string;
  path: string;
}

function readAttribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The visible sheets in workbook order, with the file each lives in. */
async function readSheetOrder(zip: JSZip): Promise<SheetEntry[]> {
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const rels = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  if (!workbook || !rels) throw new SpreadsheetError(FILE_MESSAGES.notSpreadsheet);
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = readAttribute(match[0], 'Id');
    const target = readAttribute(match[0], 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sheets: SheetEntry[] = [];
  for (const match of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const state = readAttribute(match[0], 'state');
    const relId = readAttribute(match[0], 'r:id');
    const path = relId ? targets.get(relId) : undefined;
    if (state === 'hidden' || state === 'veryHidden' || !path) continue;
    sheets.push({ name: decodeXml(readAttribute(match[0], 'name') ?? ''), path });
  }
  return sheets;
}

/** Merged cells reaching into the header or data rows make rows lose values silently: refuse them. */
async function checkMerges(zip: JSZip, sheet: SheetEntry): Promise<void> {
  const xml = await zip.file(sheet.path)?.async('string');
  for (const match of xml?.matchAll(/<mergeCell\b[^>]*ref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g) ?? []) {
    if (Number(match[4]) >= HEADER_ROW)
      throw new SpreadsheetError(
        FILE_MESSAGES.merged(sheet.name, `${match[1]}${match[2]}:${match[3]}${match[4]}`),
      );
  }
}

function columnName(headers: readonly string[], index: number): string {
  return headers[index] || `column ${index + 1}`;
}

/** A cell's value as the parser takes it; formulas give their saved result. */
function toCellValue(value: ExcelJS.CellValue, report: (message: string) => void): CellValue {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('error' in value) {
      report(`shows the Excel error ${value.error}. Fix the cell or type the value in.`);
      return null;
    }
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null) {
        report(
          'holds a formula whose value Excel did not save. Copy the column and paste it as values, then save again.',
        );
        return null;
      }
      if (typeof result === 'object' && result !== null && 'error' in result) {
        report(
          `shows the Excel error ${String((result as { error: unknown }).error)}. Fix the formula or type the value in.`,
        );
        return null;
      }
      return result instanceof Date || ['string', 'number', 'boolean'].includes(typeof result)
        ? (result as CellValue)
        : String(result);
    }
    if ('text' in value) return String((value as { text: unknown }).text);
  }
  return String(value);
}

/**
 * Streams the visible sheets of an .xlsx in workbook order: header row 4, data rows from row 5, each
 * row's cells as values. Memory stays flat whatever the number of rows.
 */
export async function readWorkbook(
  buffer: Buffer,
  sink: RowSink,
  options: { sheets: number },
): Promise<void> {
  checkFileKind(buffer);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer);
  } catch {
    throw new SpreadsheetError(FILE_MESSAGES.damaged);
  }
  const order = (await readSheetOrder(zip)).slice(0, options.sheets);
  if (order.length === 0) throw new SpreadsheetError(FILE_MESSAGES.noSheets);
  for (const sheet of order) await checkMerges(zip, sheet);
  const positionByPath = new Map(order.map((sheet, index) => [sheet.path, index]));

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      const sheetReader = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { id: number };
      const index = positionByPath.get(`xl/worksheets/sheet${sheetReader.id}.xml`);
      if (index === undefined) {
        for await (const _row of sheetReader) {
          // drain sheets we do not read
        }
        continue;
      }
      const entry = order[index];
      if (!entry) continue;
      const info: SheetInfo = { name: entry.name, position: index + 1, headers: [] };
      const problems: RowProblem[] = [];
      async function* rows(): AsyncGenerator<SheetRow> {
        for await (const row of sheetReader) {
          const values = (row.values as ExcelJS.CellValue[]).slice(1);
          if (row.number === HEADER_ROW) {
            info.headers = values.map((value) => String(toCellValue(value, () => undefined) ?? '').trim());
            continue;
          }
          if (row.number < FIRST_DATA_ROW) continue;
          const cells = values.map((value, column) =>
            toCellValue(value, (message) =>
              problems.push({
                row: row.number,
                column: columnName(info.headers, column),
                message: `This cell ${message}`,
              }),
            ),
          );
          yield { rowNumber: row.number, cells };
        }
      }
      await sink(info, rows(), problems);
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError(FILE_MESSAGES.damaged);
  }
}
