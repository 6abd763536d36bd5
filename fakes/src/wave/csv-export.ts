/**
 * Wave's transactions export (Accounting › Transactions › Export, CSV) made from the fake's books: the
 * payments Wave's public API does not give, for the Wave path through Import from Excel. Wave exports
 * double-entry lines: each transaction has a line per account it touches — the expense accounts
 * (debits) and the bank, card or PayPal account it was paid from (a credit). The column names follow
 * Wave's export as integrators describe it; the reference marks them unverified, so an importer should
 * map columns rather than trust them (`columns` renames them for such tests).
 */
import type { Books, BooksLine } from '../lib/books.ts';

export const WAVE_EXPORT_COLUMNS = [
  'Transaction ID',
  'Transaction Line ID',
  'Transaction Date',
  'Transaction Description',
  'Transaction Line Description',
  'Amount (One Column)',
  'Debit Amount (Two Column Approach)',
  'Credit Amount (Two Column Approach)',
  'Other Accounts for this Transaction',
  'Vendor',
  'Bill Number',
  'Account Type',
  'Account Name',
] as const;

type Column = (typeof WAVE_EXPORT_COLUMNS)[number];

const money = (cents: number) => (cents / 100).toFixed(2);

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Pro rata in whole cents that add up to `paid`, by the bill's lines. */
function splitOver(paid: number, lines: readonly BooksLine[]): { line: BooksLine; cents: number }[] {
  const whole = lines.reduce((sum, line) => sum + line.amountCents, 0);
  let running = 0;
  let given = 0;
  return lines.map((line) => {
    running += line.amountCents;
    const upTo = whole === 0 ? 0 : Math.round((paid * running) / whole);
    const cents = upTo - given;
    given = upTo;
    return { line, cents };
  });
}

/**
 * The year's transactions as Wave exports them: bill payments (the cash paid on each bill, less a
 * credit applied with it, split over the bill's lines) and direct purchases, from every funding
 * account (the user's export holds them all; the importer decides what counts).
 */
export function waveTransactionsCsv(
  books: Books,
  options: { year: number; columns?: Partial<Record<Column, string>> },
): string {
  const accounts = new Map(books.accounts.map((account) => [account.id, account]));
  const vendors = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const bills = new Map(books.bills.map((bill) => [bill.id, bill]));
  const accountType = (id: string) => {
    const type = accounts.get(id)?.type;
    return type === 'Bank' ? 'Cash and Bank' : type === 'Credit Card' ? 'Credit Card' : 'Operating Expense';
  };
  const rows: Record<Column, string>[] = [];
  const transaction = (
    id: string,
    date: string,
    vendorId: string | null,
    fromAccountId: string,
    billNumber: string,
    parts: { accountId: string; cents: number; description: string }[],
  ) => {
    const vendor = vendorId === null ? '' : (vendors.get(vendorId)?.displayName ?? '');
    const description = vendor ? `Payment to ${vendor}` : 'Payment';
    const paid = parts.reduce((sum, part) => sum + part.cents, 0);
    const from = accounts.get(fromAccountId)?.name ?? '';
    const expenseNames = [...new Set(parts.map((part) => accounts.get(part.accountId)?.name ?? ''))];
    const base = { 'Transaction ID': id, 'Transaction Date': date, 'Transaction Description': description };
    parts.forEach((part, index) =>
      rows.push({
        ...base,
        'Transaction Line ID': `${id}-${index + 1}`,
        'Transaction Line Description': part.description,
        'Amount (One Column)': money(part.cents),
        'Debit Amount (Two Column Approach)': part.cents >= 0 ? money(part.cents) : '',
        'Credit Amount (Two Column Approach)': part.cents < 0 ? money(-part.cents) : '',
        'Other Accounts for this Transaction': from,
        Vendor: vendor,
        'Bill Number': billNumber,
        'Account Type': accountType(part.accountId),
        'Account Name': accounts.get(part.accountId)?.name ?? '',
      }),
    );
    rows.push({
      ...base,
      'Transaction Line ID': `${id}-${parts.length + 1}`,
      'Transaction Line Description': description,
      'Amount (One Column)': money(-paid),
      'Debit Amount (Two Column Approach)': paid < 0 ? money(-paid) : '',
      'Credit Amount (Two Column Approach)': paid >= 0 ? money(paid) : '',
      'Other Accounts for this Transaction': expenseNames.join(', '),
      Vendor: vendor,
      'Bill Number': billNumber,
      'Account Type': accountType(fromAccountId),
      'Account Name': from,
    });
  };
  const inYear = (day: string) => day.startsWith(`${options.year}-`);
  for (const payment of books.billPayments.filter((item) => inYear(item.date))) {
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    const parts = payment.bills.flatMap((part, index) =>
      splitOver(part.amountCents - (index === 0 ? credited : 0), bills.get(part.billId)?.lines ?? []).map(
        (split) => ({
          accountId: split.line.accountId,
          cents: split.cents,
          description: split.line.description,
        }),
      ),
    );
    const billNumber = payment.bills.map((part) => `B-${part.billId}`).join(' ');
    transaction(`W${payment.id}`, payment.date, payment.vendorId, payment.fromAccountId, billNumber, parts);
  }
  for (const purchase of books.purchases.filter((item) => inYear(item.date)))
    transaction(
      `W${purchase.id}`,
      purchase.date,
      purchase.vendorId,
      purchase.fromAccountId,
      '',
      purchase.lines.map((line) => ({
        accountId: line.accountId,
        cents: line.amountCents,
        description: line.description,
      })),
    );
  const header = WAVE_EXPORT_COLUMNS.map((column) => options.columns?.[column] ?? column);
  return [header, ...rows.map((row) => WAVE_EXPORT_COLUMNS.map((column) => row[column]))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
