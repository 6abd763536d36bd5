/**
 * What the partner client tests share: tokens held in memory and refreshed through the client, as the
 * connection store does, and the year's expected totals computed straight from the seeded books
 * (fakes/src/lib/books.ts), independently of any client.
 */
import type { Books } from '@file1099/fakes/lib';
import { splitPaymentByBill, type PartnerPaymentLine } from '@file1099/forms';
import type { TokenAccess, TokenSet } from '../partner-http.ts';

export type MemoryTokens = TokenAccess & { current: TokenSet; refreshes: number };

export function memoryTokens(
  initial: TokenSet,
  refresh: (refreshToken: string) => Promise<TokenSet>,
): MemoryTokens {
  const holder: MemoryTokens = {
    current: initial,
    refreshes: 0,
    accessToken: async () => holder.current.accessToken,
    refreshAfterUnauthorized: async () => {
      holder.refreshes += 1;
      holder.current = await refresh(holder.current.refreshToken);
      return holder.current.accessToken;
    },
  };
  return holder;
}

export interface Totals {
  /** Seed vendor id ('null' for no vendor) → cents paid in the year. */
  byVendor: Map<string, number>;
  /** Seed vendor id → cents of it paid by card. */
  cardByVendor: Map<string, number>;
  /** Seed account id → cents booked to it. */
  byAccount: Map<string, number>;
}

function add(map: Map<string, number>, key: string, cents: number): void {
  map.set(key, (map.get(key) ?? 0) + cents);
}

/**
 * The year's payments as partners that pay a bill's remainder after a credit read them: each bill
 * payment's money (less the credit applied with it) split over the bill's lines, and each purchase's
 * lines. `vendorOf` names the vendor a partner can tell for a purchase (default: the books' vendor).
 */
export function expectedCashTotals(
  books: Books,
  year: number,
  vendorOf: (vendorId: string | null) => string | null = (vendorId) => vendorId,
): Totals {
  const totals: Totals = { byVendor: new Map(), cardByVendor: new Map(), byAccount: new Map() };
  const bills = new Map(books.bills.map((bill) => [bill.id, bill]));
  const card = (accountId: string) =>
    books.accounts.find((account) => account.id === accountId)?.type === 'Credit Card';
  const book = (vendorId: string | null, accountId: string, cents: number, byCard: boolean) => {
    add(totals.byVendor, String(vendorId), cents);
    if (byCard) add(totals.cardByVendor, String(vendorId), cents);
    add(totals.byAccount, accountId, cents);
  };
  for (const payment of books.billPayments.filter((item) => item.date.startsWith(`${year}-`))) {
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    for (const [index, paid] of payment.bills.entries()) {
      const bill = bills.get(paid.billId);
      if (!bill) throw new Error(`bill ${paid.billId} missing from the books`);
      const cash = paid.amountCents - (index === 0 ? credited : 0);
      for (const split of splitPaymentByBill(cash, bill.lines))
        book(payment.vendorId, split.accountId ?? '', split.amountCents, card(payment.fromAccountId));
    }
  }
  for (const purchase of books.purchases.filter((item) => item.date.startsWith(`${year}-`)))
    for (const line of purchase.lines)
      book(vendorOf(purchase.vendorId), line.accountId, line.amountCents, card(purchase.fromAccountId));
  return totals;
}

/** The same totals from a client's lines, with the partner's ids turned back into the books' ids. */
export function actualTotals(
  lines: readonly PartnerPaymentLine[],
  vendorIdOf: (partnerId: string) => string,
  accountIdOf: (partnerId: string) => string,
): Totals {
  const totals: Totals = { byVendor: new Map(), cardByVendor: new Map(), byAccount: new Map() };
  for (const line of lines) {
    const vendor = line.vendorId === null ? 'null' : vendorIdOf(line.vendorId);
    add(totals.byVendor, vendor, line.amountCents);
    if (line.funding === 'card') add(totals.cardByVendor, vendor, line.amountCents);
    add(totals.byAccount, line.accountId === null ? 'none' : accountIdOf(line.accountId), line.amountCents);
  }
  return totals;
}
