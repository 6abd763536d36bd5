/**
 * The 1099 box totals a partner import should show, computed from a fake's books without the product's
 * code (issue 19's Done-when: "the test computes them independently from the fake's data").
 *
 * The mapping the journeys accept is the suggested one: contract labour, legal and professional fees
 * and accounting to NEC box 1; rent of buildings and equipment rental to MISC box 1 (rents). Where a
 * partner's chart names an account differently (Xero has no sub-accounts, so 'Accounting' is not
 * under 'Legal & Professional Fees'), the journey says which accounts its suggestions map.
 */
import type { Books } from '@file1099/fakes/lib';

export const NEC_ACCOUNTS: ReadonlySet<string> = new Set(['60', '61', '62']);
export const RENT_ACCOUNTS: ReadonlySet<string> = new Set(['63', '64']);

export interface BoxTotals {
  nec: number;
  rents: number;
}

export interface ExpectedOptions {
  year: number;
  /**
   * How a vendor credit applied with a bill payment reaches the partner: as the credit's own negative
   * lines (QuickBooks), or as a smaller payment of the bill, split over the bill's lines (the others).
   */
  credits: 'credit-lines' | 'bill-remainder';
  /** Whether the partner has the books' direct checks and purchases (BILL has bills only). */
  purchases: boolean;
  /** The books' accounts mapped to NEC box 1 and to MISC rents (default: NEC_ACCOUNTS, RENT_ACCOUNTS). */
  necAccounts?: ReadonlySet<string>;
  rentAccounts?: ReadonlySet<string>;
  /** Whether a payment from the PayPal account is left out: only when the partner tells it (not BILL). */
  paypalExcluded?: boolean;
}

/** Pro rata in whole cents that add up to `paid`: each line gets its share of the running total. */
function split(paid: number, lines: Books['bills'][number]['lines']): { accountId: string; cents: number }[] {
  const whole = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (whole === 0) return [];
  let running = 0;
  let given = 0;
  return lines.map((line) => {
    running += line.amountCents;
    const upTo = Math.round((paid * running) / whole);
    const cents = upTo - given;
    given = upTo;
    return { accountId: line.accountId, cents };
  });
}

/**
 * NEC and rent cents per books vendor id ('null' for a purchase without a payee) paid in the year
 * from bank accounts: card and PayPal payments are left out, as the summary does by default.
 */
export function expectedBoxTotals(books: Books, options: ExpectedOptions): Map<string, BoxTotals> {
  const accounts = new Map(books.accounts.map((account) => [account.id, account]));
  const fromBank = (accountId: string) =>
    accounts.get(accountId)?.type === 'Bank' &&
    !(options.paypalExcluded !== false && /paypal/i.test(accounts.get(accountId)?.name ?? ''));
  const inYear = (day: string) => day.startsWith(`${options.year}-`);
  const totals = new Map<string, BoxTotals>();
  const nec = options.necAccounts ?? NEC_ACCOUNTS;
  const rents = options.rentAccounts ?? RENT_ACCOUNTS;
  const add = (vendorId: string | null, accountId: string, cents: number) => {
    const entry = totals.get(String(vendorId)) ?? { nec: 0, rents: 0 };
    if (nec.has(accountId)) entry.nec += cents;
    if (rents.has(accountId)) entry.rents += cents;
    totals.set(String(vendorId), entry);
  };
  const bills = new Map(books.bills.map((bill) => [bill.id, bill]));
  const credits = new Map(books.credits.map((credit) => [credit.id, credit]));
  for (const payment of books.billPayments) {
    if (!inYear(payment.date) || !fromBank(payment.fromAccountId)) continue;
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    for (const [index, part] of payment.bills.entries()) {
      const cash =
        options.credits === 'bill-remainder' && index === 0 ? part.amountCents - credited : part.amountCents;
      for (const line of split(cash, bills.get(part.billId)?.lines ?? []))
        add(payment.vendorId, line.accountId, line.cents);
    }
    if (options.credits === 'credit-lines')
      for (const part of payment.credits)
        for (const line of split(-part.amountCents, credits.get(part.creditId)?.lines ?? []))
          add(payment.vendorId, line.accountId, line.cents);
  }
  if (options.purchases)
    for (const purchase of books.purchases)
      if (inYear(purchase.date) && fromBank(purchase.fromAccountId))
        for (const line of purchase.lines) add(purchase.vendorId, line.accountId, line.amountCents);
  return totals;
}

/** The sum over every vendor of one box. */
export function boxSum(totals: Map<string, BoxTotals>, box: keyof BoxTotals): number {
  return [...totals.values()].reduce((sum, entry) => sum + entry[box], 0);
}

/**
 * The 1099 vendor with the most in a box, for the journeys to look up after the import. Its name is
 * its own: FreshBooks names a purchase's vendor in free text, which finds a vendor only by a name no
 * other vendor has.
 */
export function topVendor(books: Books, totals: Map<string, BoxTotals>, box: keyof BoxTotals) {
  const names = new Map<string, number>();
  for (const item of books.vendors) names.set(item.displayName, (names.get(item.displayName) ?? 0) + 1);
  const vendor = books.vendors
    .filter((item) => item.is1099 && item.displayName !== '' && names.get(item.displayName) === 1)
    .sort((a, b) => (totals.get(b.id)?.[box] ?? 0) - (totals.get(a.id)?.[box] ?? 0))[0];
  if (!vendor) throw new Error('no 1099 vendor in the books');
  return vendor;
}

/** '$1,234.56' → 123456. */
export const centsOf = (text: string): number => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
