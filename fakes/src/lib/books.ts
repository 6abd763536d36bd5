/**
 * One small business's books, made from a seed, that every accounting-partner fake serves in its own
 * API's shape (docs/integrations.md). Tests compute the expected 1099 totals from these records
 * independently of the product, so a fake and the product's client cannot agree on a mistake.
 *
 * What it holds (shared/reference/accounting-integrations.md §8): vendors, some marked for 1099, with
 * TINs the partner shows masked, one without a name, one inactive; a chart of accounts with expense,
 * bank and card accounts; bills split over several accounts, paid in full, in part, or across the year
 * boundary; direct checks and card purchases; vendor credits applied to payments.
 */
import { ACCOUNTS, CITIES, EXPENSE_IDS, FIRST, LAST, TRADES } from './books-data.ts';

export interface BooksAddress {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface BooksVendor {
  id: string;
  /** '' for the vendor entered without a name. */
  displayName: string;
  givenName: string;
  familyName: string;
  companyName: string;
  is1099: boolean;
  /** The full TIN; partners show it masked to the last four digits. */
  tin: string;
  tinType: 'SSN' | 'EIN';
  email: string;
  address: BooksAddress;
  active: boolean;
}

export interface BooksAccount {
  id: string;
  name: string;
  parentId: string | null;
  /** The kind of account, in QuickBooks' words; each fake maps it to its own. */
  type: 'Expense' | 'Cost of Goods Sold' | 'Other Expense' | 'Bank' | 'Credit Card' | 'Income';
  subType: string;
  active: boolean;
}

export interface BooksLine {
  accountId: string;
  amountCents: number;
  description: string;
}

export interface BooksBill {
  id: string;
  vendorId: string;
  date: string;
  lines: BooksLine[];
}

export interface BooksVendorCredit {
  id: string;
  vendorId: string;
  date: string;
  lines: BooksLine[];
}

/** A payment of bills (and applied credits) from a bank or card account. */
export interface BooksBillPayment {
  id: string;
  vendorId: string;
  date: string;
  fromAccountId: string;
  /** Bills paid, each with the amount paid on it now. */
  bills: { billId: string; amountCents: number }[];
  /** Credits applied, each with the amount used. */
  credits: { creditId: string; amountCents: number }[];
}

/** A check or card purchase booked straight to expense accounts. */
export interface BooksPurchase {
  id: string;
  /** null for a purchase entered without a payee. */
  vendorId: string | null;
  date: string;
  fromAccountId: string;
  lines: BooksLine[];
}

export interface Books {
  company: {
    name: string;
    legalName: string;
    address: BooksAddress;
    email: string;
    phone: string;
    currency: string;
  };
  vendors: BooksVendor[];
  accounts: BooksAccount[];
  bills: BooksBill[];
  credits: BooksVendorCredit[];
  billPayments: BooksBillPayment[];
  purchases: BooksPurchase[];
}

/** mulberry32: a small seeded generator, so the same seed gives the same books everywhere. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function cents(random: () => number, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}

function day(random: () => number, year: number): string {
  const month = 1 + Math.floor(random() * 12);
  const date = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

function lines(random: () => number, count: number): BooksLine[] {
  return Array.from({ length: count }, (_, index) => ({
    accountId: pick(random, EXPENSE_IDS),
    amountCents: cents(random, 50_00, 4_000_00),
    description: `Line ${index + 1}`,
  }));
}

export interface BooksOptions {
  seed?: number;
  vendors?: number;
  /** The tax year the payments are mostly in; some bills and payments fall in the years around it. */
  year?: number;
  /** Bills per vendor, on average. */
  billsPerVendor?: number;
}

/** The books of one company: 60 vendors and a year of payments unless told otherwise. */
export function createBooks(options: BooksOptions = {}): Books {
  const random = createRandom(options.seed ?? 1099);
  const year = options.year ?? 2026;
  const vendorCount = options.vendors ?? 60;
  const vendors: BooksVendor[] = [];
  for (let index = 0; index < vendorCount; index += 1) {
    const person = random() < 0.5;
    const [city, state, postalCode] = pick(random, CITIES);
    const givenName = person ? pick(random, FIRST) : '';
    const familyName = person ? pick(random, LAST) : '';
    const companyName = person ? '' : `${pick(random, LAST)} ${pick(random, TRADES)} LLC`;
    const id = String(100 + index);
    vendors.push({
      id,
      // The fourth vendor was entered without a name.
      displayName: index === 3 ? '' : person ? `${givenName} ${familyName}` : companyName,
      givenName,
      familyName,
      companyName,
      is1099: index % 5 !== 4,
      tin: person
        ? `${String(100 + index).padStart(3, '0')}-${String(10 + (index % 89)).padStart(2, '0')}-${String(1000 + index * 7).slice(-4)}`
        : `${String(10 + (index % 89)).padStart(2, '0')}-${String(1_000_000 + index * 131).slice(-7)}`,
      tinType: person ? 'SSN' : 'EIN',
      email: `vendor${index}@example.test`,
      address: { line1: `${100 + index} Main St`, city, state, postalCode, country: 'US' },
      active: index !== 7,
    });
  }
  const bills: BooksBill[] = [];
  const credits: BooksVendorCredit[] = [];
  const billPayments: BooksBillPayment[] = [];
  const purchases: BooksPurchase[] = [];
  let nextId = 1000;
  const perVendor = options.billsPerVendor ?? 3;
  for (const vendor of vendors) {
    const billCount = Math.max(0, Math.round(perVendor * 2 * random()));
    for (let count = 0; count < billCount; count += 1) {
      const billYear = random() < 0.1 ? year - 1 : year;
      const bill: BooksBill = {
        id: String(nextId++),
        vendorId: vendor.id,
        date: day(random, billYear),
        lines: lines(random, 1 + Math.floor(random() * 3)),
      };
      bills.push(bill);
      const total = bill.lines.reduce((sum, line) => sum + line.amountCents, 0);
      const roll = random();
      // A fifth of bills are paid in two parts, one of them possibly in the next year.
      const parts =
        roll < 0.2 ? [Math.floor(total / 3), total - Math.floor(total / 3)] : roll < 0.9 ? [total] : [];
      for (const [part, amount] of parts.entries()) {
        const paidYear = part === 1 && random() < 0.5 ? year + 1 : billYear;
        const fromAccountId = random() < 0.12 ? '41' : random() < 0.05 ? '42' : '35';
        billPayments.push({
          id: String(nextId++),
          vendorId: vendor.id,
          date: paidYear === billYear ? laterDay(bill.date, random) : day(random, paidYear),
          fromAccountId,
          bills: [{ billId: bill.id, amountCents: amount }],
          credits: [],
        });
      }
    }
    if (random() < 0.1 && bills.length > 0) {
      const credit: BooksVendorCredit = {
        id: String(nextId++),
        vendorId: vendor.id,
        date: day(random, year),
        lines: lines(random, 1).map((line) => ({ ...line, amountCents: Math.round(line.amountCents / 4) })),
      };
      credits.push(credit);
      const bill: BooksBill = {
        id: String(nextId++),
        vendorId: vendor.id,
        date: credit.date,
        lines: lines(random, 2),
      };
      bills.push(bill);
      const billTotal = bill.lines.reduce((sum, line) => sum + line.amountCents, 0);
      const creditTotal = credit.lines.reduce((sum, line) => sum + line.amountCents, 0);
      billPayments.push({
        id: String(nextId++),
        vendorId: vendor.id,
        date: laterDay(bill.date, random),
        fromAccountId: '35',
        bills: [{ billId: bill.id, amountCents: billTotal }],
        credits: [{ creditId: credit.id, amountCents: Math.min(creditTotal, billTotal) }],
      });
    }
    if (random() < 0.4)
      purchases.push({
        id: String(nextId++),
        vendorId: vendor.id,
        date: day(random, year),
        fromAccountId: random() < 0.25 ? '41' : '35',
        lines: lines(random, 1 + Math.floor(random() * 2)),
      });
  }
  purchases.push({
    id: String(nextId++),
    vendorId: null,
    date: `${year}-06-15`,
    fromAccountId: '35',
    lines: lines(random, 1),
  });
  return {
    company: {
      name: 'Harbor Lights Cafe',
      legalName: 'Harbor Lights Cafe LLC',
      address: { line1: '1 Harbor Way', city: 'Boston', state: 'MA', postalCode: '02110', country: 'US' },
      email: 'owner@harborlights.example',
      phone: '617-555-0100',
      currency: 'USD',
    },
    vendors,
    accounts: [...ACCOUNTS],
    bills,
    credits,
    billPayments,
    purchases,
  };
}

/** A day after `date` in the same year (the date itself on 31 December). */
function laterDay(date: string, random: () => number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const next = Math.min(28, (dayOfMonth ?? 1) + 1 + Math.floor(random() * 10));
  const nextMonth = Math.min(12, (month ?? 1) + (next <= (dayOfMonth ?? 1) ? 1 : 0));
  return `${year}-${String(nextMonth).padStart(2, '0')}-${String(next).padStart(2, '0')}`;
}

/** The last four digits of a TIN, as partners show it: '***-**-6789' or '**-***6789'. */
export function maskTin(vendor: BooksVendor): string {
  const last4 = vendor.tin.replace(/\D/g, '').slice(-4);
  return vendor.tinType === 'SSN' ? `***-**-${last4}` : `**-***${last4}`;
}
