/**
 * Wave's transactions export (Accounting › Transactions › Export, CSV), the payments Wave's public API
 * does not give (docs/integrations.md, "Wave"). Pure: the CSV text in, the partner payment lines out,
 * which the import then categorises by Wave's saved account → box mappings like any partner's.
 *
 * Wave exports double-entry lines: per transaction one line per account it touches — the expense
 * accounts and the bank, card or PayPal account it was paid from. The export is recognised by its
 * header row; vendors and accounts are named, not numbered, so they are matched by name to the vendors
 * and accounts read from Wave's API.
 */
import type { FundingKind, PartnerPaymentLine } from './payment-lines.ts';

export class CsvError extends Error {
  override readonly name = 'CsvError';
}

/** At most this many lines are read from one export (a 10 MB file holds about 60,000). */
export const MAX_WAVE_CSV_ROWS = 200_000;

export const WAVE_CSV_MESSAGES = {
  empty: 'This CSV file is empty.',
  notText: 'This file is not a CSV text file. Upload the CSV file as Wave exported it.',
  unclosedQuote: (line: number) =>
    `This CSV file cannot be read: a quoted field that starts on line ${line} is never closed. Nothing was imported.`,
  strayQuote: (line: number) =>
    `This CSV file cannot be read: line ${line} has a quote inside a field that is not quoted. Nothing was imported.`,
  tooManyRows: `This CSV file has more than ${MAX_WAVE_CSV_ROWS.toLocaleString('en-US')} lines; export one year at a time.`,
  notWave:
    "This CSV file is not Wave's transactions export. A CSV file is read only when it is Wave's export (Accounting › Transactions › Export); for anything else use the Excel template.",
  badAmount: (row: number, value: string) =>
    `Row ${row} of the CSV file: the amount "${value.slice(0, 30)}" is not a number. Nothing was imported.`,
  badDate: (row: number, value: string) =>
    `Row ${row} of the CSV file: the date "${value.slice(0, 30)}" is not a date. Nothing was imported.`,
} as const;

/**
 * RFC 4180 CSV: fields separated by commas, rows by CRLF, LF or CR; a quoted field may hold commas,
 * line breaks and doubled quotes. A leading byte-order mark is dropped and blank lines are skipped. A
 * quote left open, or a quote inside an unquoted field, refuses the whole file.
 */
export function parseCsv(text: string, maxRows = MAX_WAVE_CSV_ROWS): string[][] {
  if (text.includes('\u0000')) throw new CsvError(WAVE_CSV_MESSAGES.notText);
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quotedRow = false;
  let line = 1;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (row.length > 1 || row[0] !== '' || quotedRow) {
      if (rows.length >= maxRows) throw new CsvError(WAVE_CSV_MESSAGES.tooManyRows);
      rows.push(row);
    }
    row = [];
    quotedRow = false;
  };
  while (index < source.length) {
    const char = source[index];
    if (char === '"') {
      if (cell !== '') throw new CsvError(WAVE_CSV_MESSAGES.strayQuote(line));
      const startLine = line;
      quotedRow = true;
      index += 1;
      for (;;) {
        if (index >= source.length) throw new CsvError(WAVE_CSV_MESSAGES.unclosedQuote(startLine));
        const inner = source[index];
        index += 1;
        if (inner === '"') {
          if (source[index] !== '"') break;
          index += 1;
        } else if (inner === '\n') line += 1;
        cell += inner;
      }
      const next = source[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
        throw new CsvError(WAVE_CSV_MESSAGES.strayQuote(line));
      continue;
    }
    if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || row.length > 0 || quotedRow) endRow();
  return rows;
}

/** The columns the import reads, by their names in Wave's export. */
export const WAVE_CSV_COLUMNS = {
  transactionId: 'Transaction ID',
  date: 'Transaction Date',
  amount: 'Amount (One Column)',
  debit: 'Debit Amount (Two Column Approach)',
  credit: 'Credit Amount (Two Column Approach)',
  vendor: 'Vendor',
  accountType: 'Account Type',
  accountName: 'Account Name',
  description: 'Transaction Line Description',
} as const;

type WaveColumn = keyof typeof WAVE_CSV_COLUMNS;
const REQUIRED: readonly WaveColumn[] = [
  'transactionId',
  'date',
  'amount',
  'vendor',
  'accountType',
  'accountName',
];

const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where each column is, or null when the header row is not Wave's transactions export. */
export function findWaveColumns(header: readonly string[]): Record<WaveColumn, number> | null {
  const positions = new Map(header.map((name, index) => [key(name), index]));
  const found = {} as Record<WaveColumn, number>;
  for (const column of Object.keys(WAVE_CSV_COLUMNS) as WaveColumn[]) {
    const position = positions.get(key(WAVE_CSV_COLUMNS[column]));
    if (position === undefined) {
      if (REQUIRED.includes(column)) return null;
      found[column] = -1;
    } else found[column] = position;
  }
  return found;
}

/** Whether a CSV's first row is the header of Wave's transactions export. */
export function isWaveTransactionsExport(rows: readonly (readonly string[])[]): boolean {
  const header = rows[0];
  return header !== undefined && findWaveColumns(header) !== null;
}

/** Dollars as Wave writes them ('1234.50', '-12.00', '1,234.50', '$12', '(12.00)') in cents; null if not. */
export function readWaveAmount(value: string): number | null {
  let text = value.trim().replace(/[$,\s]/g, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) ? sign * cents + 0 : null;
}

/** YYYY-MM-DD from '2026-03-01' or '3/1/2026'; null when it is not a date. */
export function readWaveDate(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (match) [month, day, year] = [match[1], match[2], match[3]];
  }
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

const FUNDING_TYPES = /^(cash and bank|credit card|money in transit)$/i;
const EXPENSE_TYPES = /expense|cost of goods sold/i;

function fundingOf(accountType: string, accountName: string): FundingKind {
  if (/paypal/i.test(accountName)) return 'paypal';
  if (/credit card/i.test(accountType)) return 'card';
  return 'bank';
}

/** The one-column amount, or the debit less the credit when the export has two columns only. */
function readLineAmount(
  row: readonly string[],
  cell: (row: readonly string[], column: WaveColumn) => string,
): number | null {
  const amount = cell(row, 'amount');
  if (amount !== '') return readWaveAmount(amount);
  const debit = readWaveAmount(cell(row, 'debit') || '0');
  const credit = readWaveAmount(cell(row, 'credit') || '0');
  return debit === null || credit === null ? null : debit - credit;
}

export interface WaveCsvMatch {
  /** Wave's vendors from the API (id and name). */
  vendors: readonly { vendorId: string; name: string }[];
  /** Wave's accounts from the API (id and name). */
  accounts: readonly { accountId: string; accountName: string }[];
}

/**
 * The export's rows (header first) as payment lines: one per expense line, with the transaction's
 * date and the funding of its bank, card or PayPal line. Vendors and accounts are matched by name to
 * Wave's (a vendor not found is null, shown as 'Unknown Vendor'; an account not found keeps its name
 * and is not mapped). Transactions without an expense line (sales, transfers) are left out. A line
 * whose amount or date cannot be read refuses the file.
 */
export function waveExportPaymentLines(
  rows: readonly (readonly string[])[],
  match: WaveCsvMatch,
): PartnerPaymentLine[] {
  const header = rows[0];
  const columns = header === undefined ? null : findWaveColumns(header);
  if (!columns) throw new CsvError(rows.length === 0 ? WAVE_CSV_MESSAGES.empty : WAVE_CSV_MESSAGES.notWave);
  const vendorIds = new Map<string, string>();
  for (const vendor of match.vendors)
    if (!vendorIds.has(key(vendor.name))) vendorIds.set(key(vendor.name), vendor.vendorId);
  const accountIds = new Map<string, string>();
  for (const account of match.accounts)
    if (!accountIds.has(key(account.accountName)))
      accountIds.set(key(account.accountName), account.accountId);
  const cell = (row: readonly string[], column: WaveColumn) =>
    columns[column] < 0 ? '' : (row[columns[column]] ?? '').trim();
  // Each row with its row number in the file (the header is row 1).
  const transactions = new Map<string, { row: readonly string[]; number: number }[]>();
  rows.slice(1).forEach((row, index) => {
    const id = cell(row, 'transactionId');
    const entry = { row, number: index + 2 };
    const group = transactions.get(id);
    if (group) group.push(entry);
    else transactions.set(id, [entry]);
  });
  const lines: PartnerPaymentLine[] = [];
  for (const [transactionId, group] of transactions) {
    const fundingRow = group.find(({ row }) => FUNDING_TYPES.test(cell(row, 'accountType')))?.row;
    const funding: FundingKind = fundingRow
      ? fundingOf(cell(fundingRow, 'accountType'), cell(fundingRow, 'accountName'))
      : 'other';
    for (const { row, number } of group) {
      if (!EXPENSE_TYPES.test(cell(row, 'accountType'))) continue;
      const amount = readLineAmount(row, cell);
      if (amount === null) throw new CsvError(WAVE_CSV_MESSAGES.badAmount(number, cell(row, 'amount')));
      const date = readWaveDate(cell(row, 'date'));
      if (date === null) throw new CsvError(WAVE_CSV_MESSAGES.badDate(number, cell(row, 'date')));
      const accountName = cell(row, 'accountName');
      const vendor = cell(row, 'vendor');
      lines.push({
        transactionId,
        vendorId: vendor === '' ? null : (vendorIds.get(key(vendor)) ?? null),
        paidOn: date,
        accountId: accountName === '' ? null : (accountIds.get(key(accountName)) ?? `name:${accountName}`),
        amountCents: amount,
        currency: 'USD',
        funding,
        description: cell(row, 'description') || undefined,
      });
    }
  }
  return lines;
}
