import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue, RowProblem, SheetRow } from '@file1099/forms';
import type { ImportLimits } from './import-limits.ts';
import { FILE_MESSAGES, SpreadsheetError } from './spreadsheet-error.ts';
import {
  checkZipArchive,
  partFromBytes,
  partFromEntry,
  readEntry,
  unpackEntry,
  writePlainParts,
  type PlainPart,
  type ZipEntry,
} from './zip-archive.ts';

/**
 * Reads the rows of an .xlsx (the work of the reading thread, see xlsx.worker.ts): header row 4,
 * data rows from row 5, each row's cells as values, in batches that wait for the reader's answer.
 */

export const HEADER_ROW = 4;
export const FIRST_DATA_ROW = 5;

export interface RowBatch {
  /** The header row's texts as read so far (row 4 comes before the data rows). */
  headers: string[];
  rows: SheetRow[];
  /** Cell problems found in these rows (formulas without a saved value, Excel errors). */
  problems: RowProblem[];
}

/**
 * Where the rows go; `rows` resolves once the batch is taken: 'skip' leaves the rest of the sheet,
 * 'stop' the workbook (parseWorkbook then throws ReadingStopped).
 */
export interface RowChannel {
  sheet(info: { name: string; position: number }): void;
  rows(batch: RowBatch): Promise<RowsAnswer>;
  sheetEnd(): void;
}

/** A workbook for the reading thread: the upload, how many sheets to read, the limits. */
export interface ParseJob {
  file: Uint8Array;
  sheets: number;
  limits: ImportLimits;
}

export type RowsAnswer = 'more' | 'skip' | 'stop';

/** Messages from the reading thread; each `rows` waits for an answer, `done`, `refused`, `stopped` end a job. */
export type ToReader =
  | { type: 'sheet'; name: string; position: number }
  | { type: 'rows'; batch: RowBatch }
  | { type: 'sheetEnd' }
  | { type: 'done' }
  | { type: 'refused'; message: string; details: Readonly<Record<string, string | number>> | undefined }
  | { type: 'stopped' };

/** Messages to the reading thread: a workbook to read, or the answer to a batch of that job's rows. */
export type ToWorker = { type: 'job'; id: number; job: ParseJob } | { type: RowsAnswer; id: number };

/** The reader no longer wants the rows (it refused the file itself). */
export class ReadingStopped extends Error {
  constructor() {
    super('The reader stopped reading the workbook');
    this.name = 'ReadingStopped';
  }
}

const BATCH_ROWS = 250;

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

interface WorkbookLayout {
  workbook: Buffer;
  /** Visible sheets in workbook order, with the part each lives in. */
  sheets: SheetEntry[];
  sharedStrings: string;
  styles: string;
}

/** The visible sheets in workbook order, and where the shared strings and styles live. */
async function readLayout(archive: Buffer, byName: ReadonlyMap<string, ZipEntry>): Promise<WorkbookLayout> {
  const workbookEntry = byName.get('xl/workbook.xml');
  const relsEntry = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbookEntry || !relsEntry) throw new SpreadsheetError(FILE_MESSAGES.notSpreadsheet);
  const workbookBytes = await readEntry(archive, workbookEntry);
  const workbook = workbookBytes.toString('utf8');
  const rels = (await readEntry(archive, relsEntry)).toString('utf8');
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  let styles = 'xl/styles.xml';
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = readAttribute(match[0], 'Id');
    const target = readAttribute(match[0], 'Target');
    const type = readAttribute(match[0], 'Type') ?? '';
    if (!id || !target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    targets.set(id, path);
    if (type.endsWith('/sharedStrings')) sharedStrings = path;
    if (type.endsWith('/styles')) styles = path;
  }
  const sheets: SheetEntry[] = [];
  for (const match of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const state = readAttribute(match[0], 'state');
    const relId = readAttribute(match[0], 'r:id');
    const path = relId ? targets.get(relId) : undefined;
    if (state === 'hidden' || state === 'veryHidden' || !path) continue;
    sheets.push({ name: decodeXml(readAttribute(match[0], 'name') ?? ''), path });
  }
  return { workbook: workbookBytes, sheets, sharedStrings, styles };
}

const MERGE = /<mergeCell\b[^>]*ref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g;
/** Text kept from one chunk to the next so a tag cut in two is still seen whole. */
const MERGE_OVERLAP = 1024;

/** Merged cells reaching into the header or data rows make rows lose values silently: refuse them. */
async function checkMerges(archive: Buffer, entry: ZipEntry, sheet: SheetEntry): Promise<void> {
  let carried = '';
  for await (const chunk of unpackEntry(archive, entry)) {
    const text = carried + chunk.toString('latin1');
    for (const match of text.matchAll(MERGE)) {
      if (Number(match[4]) >= HEADER_ROW)
        throw new SpreadsheetError(
          FILE_MESSAGES.merged(sheet.name, `${match[1]}${match[2]}:${match[3]}${match[4]}`),
        );
    }
    carried = text.slice(-MERGE_OVERLAP);
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

const EMPTY_RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>',
);
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>',
);

/**
 * The parts the row reader needs, in the order it needs them, under the names it looks for: the
 * workbook, the shared strings and styles, then the chosen sheets in workbook order as sheet1, sheet2…
 * Nothing else of the upload is read.
 */
function chooseParts(
  archive: Buffer,
  byName: ReadonlyMap<string, ZipEntry>,
  layout: WorkbookLayout,
  sheets: readonly { entry: ZipEntry }[],
): PlainPart[] {
  const sharedStrings = byName.get(layout.sharedStrings);
  const styles = byName.get(layout.styles);
  return [
    // The reader reads sheets as they come only once it has seen relationships and shared strings.
    partFromBytes('xl/_rels/workbook.xml.rels', EMPTY_RELS),
    partFromBytes('xl/workbook.xml', layout.workbook),
    sharedStrings
      ? partFromEntry(archive, sharedStrings, 'xl/sharedStrings.xml')
      : partFromBytes('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS),
    ...(styles ? [partFromEntry(archive, styles, 'xl/styles.xml')] : []),
    ...sheets.map(({ entry }, index) => partFromEntry(archive, entry, `xl/worksheets/sheet${index + 1}.xml`)),
  ];
}

function openLatch(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Streams the first `sheets` visible sheets of an .xlsx in workbook order to `channel`. The zip is held
 * to `limits` before anything is unpacked; every part is unpacked no further than its stated size.
 */
export async function parseWorkbook(
  archive: Buffer,
  options: { sheets: number; limits: ImportLimits },
  channel: RowChannel,
): Promise<void> {
  const entries = checkZipArchive(archive, options.limits);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const layout = await readLayout(archive, byName);
  const chosen = layout.sheets.slice(0, options.sheets).map((sheet) => {
    const entry = byName.get(sheet.path);
    if (!entry) throw new SpreadsheetError(FILE_MESSAGES.damaged);
    return { sheet, entry };
  });
  if (chosen.length === 0) throw new SpreadsheetError(FILE_MESSAGES.noSheets);
  for (const { sheet, entry } of chosen) await checkMerges(archive, entry, sheet);

  // The zip reader ends when its input ends (or at the zip's end record) even with parts it has not
  // handed out yet; so the input stays open, without an end record, and the last sheet ends the reading.
  const { promise: closed, resolve: closeSource } = openLatch();
  async function* keepOpen(): AsyncGenerator<Buffer> {
    yield* writePlainParts(chooseParts(archive, byName, layout, chosen));
    await closed;
  }
  const source = Readable.from(keepOpen(), { objectMode: false });
  // A part that turns out larger than it says stops the source; the row reader would only wait.

  const sourceFailed = new Promise<never>((_resolve, reject) => source.once('error', reject));
  sourceFailed.catch(() => undefined);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const readSheets = async () => {
    for await (const worksheet of reader) {
      const sheetReader = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { id: number | string };
      const found = chosen[Number(sheetReader.id) - 1];
      if (!found) throw new SpreadsheetError(FILE_MESSAGES.damaged);
      channel.sheet({ name: found.sheet.name, position: Number(sheetReader.id) });
      await sendRows(sheetReader, channel);
      channel.sheetEnd();
      if (found === chosen.at(-1)) return;
    }
    throw new SpreadsheetError(FILE_MESSAGES.damaged);
  };
  try {
    await Promise.race([readSheets(), sourceFailed]);
  } catch (error) {
    if (error instanceof SpreadsheetError || error instanceof ReadingStopped) throw error;
    throw new SpreadsheetError(FILE_MESSAGES.damaged);
  } finally {
    closeSource();
    source.destroy();
  }
}

async function sendRows(sheetReader: AsyncIterable<ExcelJS.Row>, channel: RowChannel): Promise<void> {
  let headers: string[] = [];
  let batch: RowBatch = { headers, rows: [], problems: [] };
  let skipping = false;
  const flush = async () => {
    if (skipping || (batch.rows.length === 0 && batch.problems.length === 0)) return;
    const answer = await channel.rows(batch);
    if (answer === 'stop') throw new ReadingStopped();
    skipping = answer === 'skip';
    batch = { headers, rows: [], problems: [] };
  };
  for await (const row of sheetReader) {
    if (skipping) continue;
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (row.number === HEADER_ROW) {
      headers = values.map((value) => String(toCellValue(value, () => undefined) ?? '').trim());
      batch.headers = headers;
      continue;
    }
    if (row.number < FIRST_DATA_ROW) continue;
    const cells = values.map((value, column) =>
      toCellValue(value, (message) =>
        batch.problems.push({
          row: row.number,
          column: columnName(headers, column),
          message: `This cell ${message}`,
        }),
      ),
    );
    batch.rows.push({ rowNumber: row.number, cells });
    if (batch.rows.length >= BATCH_ROWS) await flush();
  }
  await flush();
}
