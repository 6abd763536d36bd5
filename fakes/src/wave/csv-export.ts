/**
 * Wave's transactions export (Accounting › Transactions › Export, CSV) made from the fake's books: the
 * payments Wave's public API does not give, for the Wave path through Import from Excel. Wave exports
 * double-entry lines: each transaction has a line per account it touches. A purchase debits expense
 * accounts and credits the bank, card or PayPal account it was paid from; a bill debits expense
 * accounts and credits Accounts Payable (account type "Expected Payments to Vendors"); a bill payment
 * debits Accounts Payable and credits the account it was paid from, with the bill's number. The column
 * names follow Wave's export as integrators describe it; the reference marks them unverified, so an
 * importer should map columns rather than trust them (`columns` renames them for such tests).
 */
import type { Books } from '../lib/books.ts';

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

/** Wave's Accounts Payable: its account type and name in the export. */
export const WAVE_PAYABLE = { type: 'Expected Payments to Vendors', name: 'Accounts Payable' } as const;

/** The number Wave shows for a bill of the books. */
export const waveBillNumber = (billId: string): string => `B-${billId}`;

const money = (cents: number) => (cents / 100).toFixed(2);

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line of a transaction: the account it touches and the signed amount (a debit is positive). */
interface Entry {
  accountType: string;
  accountName: string;
  cents: number;
  description: string;
}

/**
 * The year's transactions as Wave exports them, from every funding account (the user's export holds
 * them all; the importer decides what counts): the direct purchases and the bill payments dated in the
 * year, and the bills dated in the year or paid in it (a December bill paid in January is in the
 * export the user starts on the oldest bill paid in the year). The export shows no vendor credit: a
 * credit the books apply to a payment makes the payment smaller, and the bill stays partly open.
 */
export function waveTransactionsCsv(
  books: Books,
  options: { year: number; columns?: Partial<Record<Column, string>> },
): string {
  const accounts = new Map(books.accounts.map((account) => [account.id, account]));
  const vendors = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const accountName = (id: string) => accounts.get(id)?.name ?? '';
  const accountType = (id: string) => {
    const type = accounts.get(id)?.type;
    return type === 'Bank' ? 'Cash and Bank' : type === 'Credit Card' ? 'Credit Card' : 'Operating Expense';
  };
  const rows: Record<Column, string>[] = [];
  const transaction = (
    base: { id: string; date: string; vendorId: string | null; description: string; billNumber: string },
    entries: Entry[],
  ) => {
    const vendor = base.vendorId === null ? '' : (vendors.get(base.vendorId)?.displayName ?? '');
    entries.forEach((entry, index) => {
      // The accounts on the other side: the funding or Accounts Payable line's, or the debited ones.
      const others = [
        ...new Set(
          entries.filter((other) => other.cents < 0 !== entry.cents < 0).map((other) => other.accountName),
        ),
      ];
      rows.push({
        'Transaction ID': base.id,
        'Transaction Line ID': `${base.id}-${index + 1}`,
        'Transaction Date': base.date,
        'Transaction Description': base.description,
        'Transaction Line Description': entry.description,
        'Amount (One Column)': money(entry.cents),
        'Debit Amount (Two Column Approach)': entry.cents >= 0 ? money(entry.cents) : '',
        'Credit Amount (Two Column Approach)': entry.cents < 0 ? money(-entry.cents) : '',
        'Other Accounts for this Transaction': others.join(', '),
        Vendor: vendor,
        'Bill Number': base.billNumber,
        'Account Type': entry.accountType,
        'Account Name': entry.accountName,
      });
    });
  };
  const nameOf = (vendorId: string | null) =>
    (vendorId === null ? '' : vendors.get(vendorId)?.displayName) || 'a vendor';
  const expenses = (lines: Books['bills'][number]['lines']): Entry[] =>
    lines.map((line) => ({
      accountType: accountType(line.accountId),
      accountName: accountName(line.accountId),
      cents: line.amountCents,
      description: line.description,
    }));
  const total = (entries: Entry[]) => entries.reduce((sum, entry) => sum + entry.cents, 0);
  const inYear = (day: string) => day.startsWith(`${options.year}-`);
  const payments = books.billPayments.filter((payment) => inYear(payment.date));
  const paidInYear = new Set(payments.flatMap((payment) => payment.bills.map((part) => part.billId)));
  const last = `${options.year}-12-31`;
  for (const bill of books.bills.filter(
    (item) => inYear(item.date) || (paidInYear.has(item.id) && item.date <= last),
  )) {
    const number = waveBillNumber(bill.id);
    const lines = expenses(bill.lines);
    transaction(
      {
        id: `W${bill.id}`,
        date: bill.date,
        vendorId: bill.vendorId,
        description: `Bill ${number} from ${nameOf(bill.vendorId)}`,
        billNumber: number,
      },
      [
        ...lines,
        {
          accountType: WAVE_PAYABLE.type,
          accountName: WAVE_PAYABLE.name,
          cents: -total(lines),
          description: `Bill ${number}`,
        },
      ],
    );
  }
  for (const payment of payments) {
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    const paid = payment.bills.reduce((sum, part) => sum + part.amountCents, 0) - credited;
    const billNumber = payment.bills.map((part) => waveBillNumber(part.billId)).join(' ');
    const description = `Payment of bill ${billNumber} to ${nameOf(payment.vendorId)}`;
    transaction(
      { id: `W${payment.id}`, date: payment.date, vendorId: payment.vendorId, description, billNumber },
      [
        { accountType: WAVE_PAYABLE.type, accountName: WAVE_PAYABLE.name, cents: paid, description },
        {
          accountType: accountType(payment.fromAccountId),
          accountName: accountName(payment.fromAccountId),
          cents: -paid,
          description,
        },
      ],
    );
  }
  for (const purchase of books.purchases.filter((item) => inYear(item.date))) {
    const description = purchase.vendorId === null ? 'Payment' : `Payment to ${nameOf(purchase.vendorId)}`;
    const lines = expenses(purchase.lines);
    transaction(
      {
        id: `W${purchase.id}`,
        date: purchase.date,
        vendorId: purchase.vendorId,
        description,
        billNumber: '',
      },
      [
        ...lines,
        {
          accountType: accountType(purchase.fromAccountId),
          accountName: accountName(purchase.fromAccountId),
          cents: -total(lines),
          description,
        },
      ],
    );
  }
  const header = WAVE_EXPORT_COLUMNS.map((column) => options.columns?.[column] ?? column);
  return [header, ...rows.map((row) => WAVE_EXPORT_COLUMNS.map((column) => row[column]))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
