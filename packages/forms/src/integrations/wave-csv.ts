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
import { splitPaymentByBill, type FundingKind, type PartnerPaymentLine } from './payment-lines.ts';
import { findWaveColumns, type WaveColumn, type WaveColumnPositions } from './wave-csv-columns.ts';

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
  notWave: (missing: readonly string[]) =>
    `This CSV file is not Wave's transactions export: it has no column ${missing.map((name) => `"${name}"`).join(', ')}. Upload the CSV file Wave exported (Accounting › Transactions › Export) as it is; for anything else use the Excel template.`,
  noBill:
    'Paid to Accounts Payable, but the file has no bill of this vendor to tell which expense accounts the payment is for.',
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

export { findWaveColumns, WAVE_CSV_COLUMNS } from './wave-csv-columns.ts';

/** The refusal of a file that is empty or whose header row lacks a needed column, or null. */
export function getWaveHeaderProblem(rows: readonly (readonly string[])[]): string | null {
  const header = rows[0];
  if (header === undefined) return WAVE_CSV_MESSAGES.empty;
  const { missing } = findWaveColumns(header);
  return missing.length === 0 ? null : WAVE_CSV_MESSAGES.notWave(missing);
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
/** Accounts Payable: Wave's account type "Expected Payments to Vendors", or an account so named. */
const PAYABLE_TYPES = /payable|expected payments to vendors/i;
const PAYABLE_NAMES = /^accounts payable$/i;

function fundingOf(accountType: string, accountName: string): FundingKind {
  if (/paypal/i.test(accountName)) return 'paypal';
  if (/credit card/i.test(accountType)) return 'card';
  return 'bank';
}

export interface WaveCsvMatch {
  /** Wave's vendors from the API (id and name). */
  vendors: readonly { vendorId: string; name: string }[];
  /** Wave's accounts from the API (id and name). */
  accounts: readonly { accountId: string; accountName: string }[];
}

type Row = readonly string[];
interface NumberedRow {
  row: Row;
  /** The row's number in the file (the header is row 1). */
  number: number;
}

/** A bill in the export: its vendor, date, number and expense lines (never a payment itself). */
interface WaveBill {
  vendor: string;
  date: string;
  number: string;
  lines: { accountId: string | null; amountCents: number; description?: string }[];
}

/** Reads the cells of the export's rows, refusing an unreadable amount or date with the row's number. */
function createRowReader(columns: WaveColumnPositions, match: WaveCsvMatch) {
  const nameKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const vendorIds = new Map<string, string>();
  for (const vendor of match.vendors)
    if (!vendorIds.has(nameKey(vendor.name))) vendorIds.set(nameKey(vendor.name), vendor.vendorId);
  const accountIds = new Map<string, string>();
  for (const account of match.accounts)
    if (!accountIds.has(nameKey(account.accountName)))
      accountIds.set(nameKey(account.accountName), account.accountId);
  const cell = (row: Row, column: WaveColumn) =>
    columns[column] < 0 ? '' : (row[columns[column]] ?? '').trim();
  return {
    cell,
    nameKey,
    vendorId: (name: string) => (name === '' ? null : (vendorIds.get(nameKey(name)) ?? null)),
    /** Wave's id of the line's account; an account unknown to Wave's API keeps its name (not mapped). */
    accountId: (row: Row) => {
      const name = cell(row, 'accountName');
      return name === '' ? null : (accountIds.get(nameKey(name)) ?? `name:${name}`);
    },
    /** The one-column amount, or the debit less the credit when that is empty or missing. */
    amount: ({ row, number }: NumberedRow): number => {
      const one = cell(row, 'amount');
      let cents: number | null;
      if (one !== '') cents = readWaveAmount(one);
      else {
        const debit = readWaveAmount(cell(row, 'debit') || '0');
        const credit = readWaveAmount(cell(row, 'credit') || '0');
        cents = debit === null || credit === null ? null : debit - credit;
      }
      if (cents === null) {
        const shown = one || cell(row, 'debit') || cell(row, 'credit');
        throw new CsvError(WAVE_CSV_MESSAGES.badAmount(number, shown));
      }
      return cents;
    },
    date: ({ row, number }: NumberedRow): string => {
      const date = readWaveDate(cell(row, 'date'));
      if (date === null) throw new CsvError(WAVE_CSV_MESSAGES.badDate(number, cell(row, 'date')));
      return date;
    },
  };
}

/**
 * The bills a payment to Accounts Payable settles. With a bill number on the payment that names the
 * vendor's bills in the file, those bills; otherwise the vendor's bills in the file dated on or before
 * the payment (all of the vendor's bills in the file when none is that early). None: the payment
 * cannot be traced to accounts.
 */
function findSettledBills(bills: readonly WaveBill[], paidOn: string, billNumber: string): WaveBill[] {
  if (billNumber !== '') {
    const exact = bills.filter((bill) => bill.number === billNumber);
    if (exact.length > 0) return exact;
    const numbers = new Set(billNumber.split(/[\s,;]+/).filter(Boolean));
    const named = bills.filter((bill) => numbers.has(bill.number));
    if (named.length > 0) return named;
  }
  const earlier = bills.filter((bill) => bill.date <= paidOn);
  return earlier.length > 0 ? earlier : [...bills];
}

/**
 * The export's rows (header first) as payment lines, by the transaction each row belongs to (its
 * Transaction ID):
 * - with expense lines and no Accounts Payable line (a purchase): one line per expense line, funded as
 *   its bank, card or PayPal line says (without one, 'other');
 * - booked to Accounts Payable without a bank, card or PayPal line (a bill): never a payment; its
 *   expense lines only split the payments made on it;
 * - booked to Accounts Payable and paid from a bank, card or PayPal account (a bill payment): the
 *   amount paid to Accounts Payable, on the payment's date (cash basis), split pro rata in whole cents
 *   over the expense lines of the bills it settles (see findSettledBills); with no such bill it is one
 *   Unknown line with the reason.
 * Vendors and accounts are matched by name to Wave's (a vendor not found is null, shown as 'Unknown
 * Vendor'; an account not found keeps its name and is not mapped). Other transactions (sales,
 * transfers) are left out. A line whose amount or date cannot be read refuses the file.
 */
export function waveExportPaymentLines(rows: readonly Row[], match: WaveCsvMatch): PartnerPaymentLine[] {
  const problem = getWaveHeaderProblem(rows);
  if (problem !== null) throw new CsvError(problem);
  const { columns } = findWaveColumns(rows[0] ?? []);
  const read = createRowReader(columns, match);
  const { cell } = read;
  const transactions = new Map<string, NumberedRow[]>();
  rows.slice(1).forEach((row, index) => {
    const id = cell(row, 'transactionId');
    const entry = { row, number: index + 2 };
    const group = transactions.get(id);
    if (group) group.push(entry);
    else transactions.set(id, [entry]);
  });
  const billsByVendor = new Map<string, WaveBill[]>();
  const isPayable = (row: Row) =>
    PAYABLE_TYPES.test(cell(row, 'accountType')) || PAYABLE_NAMES.test(cell(row, 'accountName'));
  const isExpense = (row: Row) => EXPENSE_TYPES.test(cell(row, 'accountType'));
  const vendorOf = (group: readonly NumberedRow[]) =>
    group.map(({ row }) => cell(row, 'vendor')).find((name) => name !== '') ?? '';
  for (const group of transactions.values()) {
    if (group.some(({ row }) => FUNDING_TYPES.test(cell(row, 'accountType')))) continue;
    if (!group.some(({ row }) => isPayable(row))) continue;
    const vendor = read.nameKey(vendorOf(group));
    const bill: WaveBill = {
      vendor,
      date: read.date(group[0] as NumberedRow),
      number: group.map(({ row }) => cell(row, 'billNumber')).find((value) => value !== '') ?? '',
      lines: group
        .filter(({ row }) => isExpense(row))
        .map((entry) => ({
          accountId: read.accountId(entry.row),
          amountCents: read.amount(entry),
          description: cell(entry.row, 'description') || undefined,
        })),
    };
    billsByVendor.set(vendor, [...(billsByVendor.get(vendor) ?? []), bill]);
  }
  const lines: PartnerPaymentLine[] = [];
  for (const [transactionId, group] of transactions) {
    const fundingRow = group.find(({ row }) => FUNDING_TYPES.test(cell(row, 'accountType')))?.row;
    const payable = group.filter(({ row }) => isPayable(row));
    // A bill: its lines split the payments made on it, it is not paid itself.
    if (!fundingRow && payable.length > 0) continue;
    const funding: FundingKind = fundingRow
      ? fundingOf(cell(fundingRow, 'accountType'), cell(fundingRow, 'accountName'))
      : 'other';
    for (const entry of group) {
      if (!isExpense(entry.row)) continue;
      const vendor = cell(entry.row, 'vendor');
      lines.push({
        transactionId,
        vendorId: read.vendorId(vendor),
        paidOn: read.date(entry),
        accountId: read.accountId(entry.row),
        amountCents: read.amount(entry),
        currency: 'USD',
        funding,
        description: cell(entry.row, 'description') || undefined,
      });
    }
    if (payable.length === 0) continue;
    const vendor = vendorOf(group);
    const paidOn = read.date(payable[0] as NumberedRow);
    const paidCents = payable.reduce((sum, entry) => sum + read.amount(entry), 0);
    const billNumber = payable.map(({ row }) => cell(row, 'billNumber')).find((value) => value !== '') ?? '';
    const bills = findSettledBills(billsByVendor.get(read.nameKey(vendor)) ?? [], paidOn, billNumber);
    const base = { transactionId, vendorId: read.vendorId(vendor), paidOn, currency: 'USD', funding };
    if (bills.length === 0) {
      lines.push({ ...base, accountId: null, amountCents: paidCents, error: WAVE_CSV_MESSAGES.noBill });
      continue;
    }
    const billLines = bills.flatMap((bill) => bill.lines);
    splitPaymentByBill(paidCents, billLines).forEach((split, index) =>
      lines.push({ ...base, ...split, description: billLines[index]?.description }),
    );
  }
  return lines;
}
