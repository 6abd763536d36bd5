/**
 * What a Wave transactions export pays, read the way a bookkeeper would, for tests to compute the
 * totals an import should give without the product's parser: a purchase pays its expense lines; a
 * bill payment pays Accounts Payable, split pro rata in whole cents (each line its share of the
 * running total, rounded) over the expense lines of the bills its Bill Number names; a bill pays
 * nothing. Reads the export as the fake writes it (its column names, no line breaks inside a cell).
 */
import { WAVE_PAYABLE } from './csv-export.ts';

export interface WaveExportPayment {
  transactionId: string;
  date: string;
  vendor: string;
  /** The expense account paid. */
  accountName: string;
  cents: number;
  /** The account it was paid from: its type ('Cash and Bank', 'Credit Card') and name. */
  fundingType: string;
  fundingName: string;
  /** The bills a bill payment paid ('' for a purchase). */
  billNumber: string;
}

/** A CSV line's cells (a cell holding a comma or a quote is quoted, its quotes doubled). */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((match) => {
    const cell = match[1] ?? '';
    return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
  });
}

const FUNDING = new Set(['Cash and Bank', 'Credit Card']);

/** The export's payments, one per expense line paid (bill payments split over their bills' lines). */
export function readWaveExportPayments(csv: string): WaveExportPayment[] {
  const [header = '', ...lines] = csv.trim().split('\r\n');
  const columns = cellsOf(header);
  const rows = lines.map((line) => {
    const cells = cellsOf(line);
    return (name: string) => cells[columns.indexOf(name)] ?? '';
  });
  const cents = (row: (name: string) => string) => Math.round(Number(row('Amount (One Column)')) * 100);
  const isPayable = (row: (name: string) => string) => row('Account Type') === WAVE_PAYABLE.type;
  const isExpense = (row: (name: string) => string) => !isPayable(row) && !FUNDING.has(row('Account Type'));
  const transactions = new Map<string, (typeof rows)[number][]>();
  for (const row of rows)
    transactions.set(row('Transaction ID'), [...(transactions.get(row('Transaction ID')) ?? []), row]);
  const billLines = new Map<string, (typeof rows)[number][]>();
  for (const group of transactions.values())
    if (!group.some((row) => FUNDING.has(row('Account Type'))) && group.some(isPayable)) {
      const number = group[0]?.('Bill Number') ?? '';
      billLines.set(number, [...(billLines.get(number) ?? []), ...group.filter(isExpense)]);
    }
  const payments: WaveExportPayment[] = [];
  for (const [transactionId, group] of transactions) {
    const funding = group.find((row) => FUNDING.has(row('Account Type')));
    if (!funding) continue;
    const base = {
      transactionId,
      date: funding('Transaction Date'),
      vendor: funding('Vendor'),
      fundingType: funding('Account Type'),
      fundingName: funding('Account Name'),
      billNumber: funding('Bill Number'),
    };
    for (const row of group.filter(isExpense))
      payments.push({ ...base, accountName: row('Account Name'), cents: cents(row) });
    const paid = group.filter(isPayable).reduce((sum, row) => sum + cents(row), 0);
    if (paid === 0) continue;
    const bills = funding('Bill Number')
      .split(' ')
      .flatMap((number) => billLines.get(number) ?? []);
    const whole = bills.reduce((sum, row) => sum + cents(row), 0);
    if (whole === 0) throw new Error(`${transactionId} pays no bill of the export`);
    let running = 0;
    let given = 0;
    for (const row of bills) {
      running += cents(row);
      const upTo = Math.round((paid * running) / whole);
      payments.push({ ...base, accountName: row('Account Name'), cents: upTo - given });
      given = upTo;
    }
  }
  return payments;
}
