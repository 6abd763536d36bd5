/**
 * The books (lib/books.ts) as FreshBooks accounting objects (shared/reference/accounting-integrations.md
 * §3.2, §8.3): numeric ids, money as `{amount: "123.45", code: "USD"}` (the amount a string), `vis_state`
 * 0 active / 1 deleted / 2 archived. The expense accounts are expense categories (`categoryid`, which
 * bill lines and expenses name). Each bill payment pays one bill (less any vendor credit applied with
 * it, as FreshBooks has no vendor credits); `payment_type` tells a check from a card or PayPal. A check
 * or card purchase is one expense per line, its vendor free text (FreshBooks does not link expenses to
 * bill vendors), its paying account by name. There are no TINs: FreshBooks does not keep them.
 */
import type { Books, BooksAccount, BooksLine } from '../lib/books.ts';

export type FreshBooksObject = Record<string, unknown>;

export type FreshBooksCollections = Record<
  'bill_vendors' | 'categories' | 'bills' | 'bill_payments' | 'expenses',
  FreshBooksObject[]
>;

const EXPENSE_TYPES = new Set<BooksAccount['type']>(['Expense', 'Cost of Goods Sold', 'Other Expense']);

const money = (cents: number, code: string) => ({ amount: (cents / 100).toFixed(2), code });
const sum = (lines: readonly { amountCents: number }[]): number =>
  lines.reduce((total, line) => total + line.amountCents, 0);

function paymentType(account: BooksAccount | undefined): string {
  if (account?.type === 'Credit Card') return 'Credit Card';
  if (account && /paypal/i.test(account.name)) return 'PayPal';
  return 'Check';
}

export function createFreshBooksEntities(books: Books): FreshBooksCollections {
  const code = books.company.currency;
  const accountById = new Map(books.accounts.map((account) => [account.id, account]));
  const vendorById = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const stamp = '2026-01-02 09:00:00';
  const lines = (items: readonly BooksLine[]) =>
    items.map((line, index) => ({
      list_index: index + 1,
      categoryid: Number(line.accountId),
      category: { categoryid: Number(line.accountId), category: accountById.get(line.accountId)?.name ?? '' },
      description: line.description,
      quantity: '1',
      unit_cost: money(line.amountCents, code),
      amount: money(line.amountCents, code),
      total_amount: money(line.amountCents, code),
      tax_name1: null,
      tax_percent1: null,
      tax_amount1: null,
    }));
  const paid = new Map<string, number>();
  for (const payment of books.billPayments)
    for (const [index, bill] of payment.bills.entries())
      paid.set(
        bill.billId,
        (paid.get(bill.billId) ?? 0) + bill.amountCents - (index === 0 ? sum(payment.credits) : 0),
      );
  return {
    bill_vendors: books.vendors.map((vendor) => ({
      vendorid: Number(vendor.id),
      vendor_name: vendor.displayName,
      primary_contact_first_name: vendor.givenName || null,
      primary_contact_last_name: vendor.familyName || null,
      primary_contact_email: vendor.email,
      street: vendor.address.line1,
      street2: '',
      city: vendor.address.city,
      province: vendor.address.state,
      postal_code: vendor.address.postalCode,
      country: 'United States',
      phone: null,
      website: null,
      account_number: null,
      currency_code: code,
      language: 'en',
      is_1099: vendor.is1099,
      tax_defaults: [],
      outstanding_balance: [],
      overdue_balance: [],
      vis_state: vendor.active ? 0 : 2,
      created_at: stamp,
      updated_at: stamp,
    })),
    categories: books.accounts
      .filter((account) => EXPENSE_TYPES.has(account.type))
      .map((account, index) => ({
        id: 5000 + index,
        categoryid: Number(account.id),
        category: account.name,
        parentid: account.parentId ? Number(account.parentId) : null,
        is_cogs: account.type === 'Cost of Goods Sold',
        is_editable: true,
        transaction_posted: true,
        vis_state: account.active ? 0 : 2,
        created_at: stamp,
        updated_at: stamp,
      })),
    bills: books.bills.map((bill) => {
      const total = sum(bill.lines);
      const settled = paid.get(bill.id) ?? 0;
      return {
        id: Number(bill.id),
        vendorid: Number(bill.vendorId),
        vendor: {
          vendorid: Number(bill.vendorId),
          vendor_name: vendorById.get(bill.vendorId)?.displayName ?? '',
        },
        bill_number: `B-${bill.id}`,
        issue_date: bill.date,
        due_date: bill.date,
        due_offset_days: 0,
        currency_code: code,
        status: settled >= total ? 'paid' : settled > 0 ? 'partial' : 'unpaid',
        amount: money(total, code),
        total_amount: money(total, code),
        tax_amount: money(0, code),
        paid: money(Math.min(settled, total), code),
        outstanding: money(Math.max(0, total - settled), code),
        overall_category: '',
        overall_description: '',
        lines: lines(bill.lines),
        vis_state: 0,
        created_at: stamp,
        updated_at: stamp,
      };
    }),
    bill_payments: books.billPayments.flatMap((payment) =>
      payment.bills.map((bill, index) => ({
        id: Number(payment.id) * 10 + index,
        billid: Number(bill.billId),
        amount: money(bill.amountCents - (index === 0 ? sum(payment.credits) : 0), code),
        paid_date: payment.date,
        payment_type: paymentType(accountById.get(payment.fromAccountId)),
        note: payment.credits.length > 0 ? 'Vendor credit deducted' : '',
        vis_state: 0,
      })),
    ),
    expenses: books.purchases.flatMap((purchase) =>
      purchase.lines.map((line, index) => {
        const account = accountById.get(purchase.fromAccountId);
        return {
          id: Number(purchase.id) * 10 + index,
          expenseid: Number(purchase.id) * 10 + index,
          date: purchase.date,
          amount: money(line.amountCents, code),
          categoryid: Number(line.accountId),
          category: {
            categoryid: Number(line.accountId),
            category: accountById.get(line.accountId)?.name ?? '',
          },
          vendor: purchase.vendorId ? (vendorById.get(purchase.vendorId)?.displayName ?? '') : '',
          staffid: 1,
          notes: line.description,
          status: 0,
          accountid: Number(purchase.fromAccountId),
          account_name: account?.name ?? '',
          bank_name: account?.type === 'Credit Card' ? 'Visa' : 'First Harbor Bank',
          transactionid: null,
          clientid: 0,
          projectid: 0,
          has_receipt: false,
          vis_state: 0,
          updated: stamp,
        };
      }),
    ),
  };
}
