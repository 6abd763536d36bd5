/**
 * The Wave fake's books: the shared seeded books (fakes/src/lib/books.ts), plus a bill dated in
 * December of the year before the tax year and paid from the bank in January. The shared books pay
 * every bill in the year it is dated or the year after the tax year; Wave's export must also carry a
 * bill from before the year, which only splits the January payment over its expense accounts.
 */
import type { Books } from '../lib/books.ts';

/** The books with one 1099 vendor's December bill (contract labour and rent) paid in January. */
export function addYearEndBill(books: Books, year: number): Books {
  const vendor = books.vendors.find((item) => item.active && item.is1099 && item.displayName !== '');
  if (!vendor) return books;
  const bill = {
    id: '90001',
    vendorId: vendor.id,
    date: `${year - 1}-12-18`,
    lines: [
      { accountId: '60', amountCents: 1_850_00, description: 'December site work' },
      { accountId: '63', amountCents: 725_50, description: 'December storage rent' },
    ],
  };
  const payment = {
    id: '90002',
    vendorId: vendor.id,
    date: `${year}-01-09`,
    fromAccountId: '35',
    bills: [{ billId: bill.id, amountCents: bill.lines.reduce((sum, line) => sum + line.amountCents, 0) }],
    credits: [],
  };
  return { ...books, bills: [...books.bills, bill], billPayments: [...books.billPayments, payment] };
}
