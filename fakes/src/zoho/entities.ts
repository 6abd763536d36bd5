/**
 * The books (lib/books.ts) as Zoho Books API v3 objects (shared/reference/accounting-integrations.md
 * §5.2, §8.5): long numeric ids as strings, money as JSON numbers, dates YYYY-MM-DD. Vendors are
 * contacts of type vendor with `track_1099` (the TIN only on the contact's detail, masked); bills give
 * their lines on the detail only; a vendor payment pays one bill (less any vendor credit applied with
 * it) and names the bills it settles on its detail only; a check or card purchase is one expense per
 * line, paid through a bank or credit-card account.
 */
import { maskTin, type Books, type BooksAccount, type BooksLine } from '../lib/books.ts';

export type ZohoObject = Record<string, unknown>;

/** The id the fake gives a record of the books: the books' id in the last six digits. */
export function zohoId(id: string): string {
  return `4600000000${id.replace(/\D/g, '').padStart(6, '0').slice(-6)}`;
}

const ACCOUNT_TYPES: Record<BooksAccount['type'], string> = {
  Expense: 'expense',
  'Cost of Goods Sold': 'cost_of_goods_sold',
  'Other Expense': 'other_expense',
  Bank: 'bank',
  'Credit Card': 'credit_card',
  Income: 'income',
};

export interface ZohoCollections {
  contacts: ZohoObject[];
  /** Contact details by id, with the tax fields. */
  contactDetails: Map<string, ZohoObject>;
  chartofaccounts: ZohoObject[];
  bills: ZohoObject[];
  billDetails: Map<string, ZohoObject>;
  vendorpayments: ZohoObject[];
  vendorpaymentDetails: Map<string, ZohoObject>;
  expenses: ZohoObject[];
}

const dollars = (cents: number): number => cents / 100;
const sum = (lines: readonly { amountCents: number }[]): number =>
  lines.reduce((total, line) => total + line.amountCents, 0);

export function createZohoEntities(books: Books): ZohoCollections {
  const currency = books.company.currency;
  const accountById = new Map(books.accounts.map((account) => [account.id, account]));
  const vendorById = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const stamp = '2026-01-02T09:00:00-0500';
  const paidThrough = (accountId: string) => ({
    paid_through_account_id: zohoId(accountId),
    paid_through_account_name: accountById.get(accountId)?.name ?? '',
  });
  const paymentMode = (accountId: string) => {
    const account = accountById.get(accountId);
    if (account?.type === 'Credit Card') return 'Credit Card';
    return account && /paypal/i.test(account.name) ? 'PayPal' : 'Check';
  };
  const contacts = books.vendors.map((vendor) => ({
    contact_id: zohoId(vendor.id),
    contact_name: vendor.displayName,
    vendor_name: vendor.displayName,
    company_name: vendor.companyName,
    first_name: vendor.givenName,
    last_name: vendor.familyName,
    email: vendor.email,
    contact_type: 'vendor',
    status: vendor.active ? 'active' : 'inactive',
    track_1099: vendor.is1099,
    currency_code: currency,
    billing_address: {
      attention: '',
      address: vendor.address.line1,
      street2: '',
      city: vendor.address.city,
      state: vendor.address.state,
      zip: vendor.address.postalCode,
      country: 'U.S.A',
    },
    outstanding_payable_amount: 0,
    created_time: stamp,
    last_modified_time: stamp,
  }));
  const lineItems = (lines: readonly BooksLine[]) =>
    lines.map((line, index) => ({
      line_item_id: `${zohoId(line.accountId)}${index}`,
      account_id: zohoId(line.accountId),
      account_name: accountById.get(line.accountId)?.name ?? '',
      description: line.description,
      quantity: 1,
      rate: dollars(line.amountCents),
      item_total: dollars(line.amountCents),
      tax_id: '',
    }));
  const applied = new Map<string, { payment_id: string; date: string; amount: number }[]>();
  const vendorpayments: ZohoObject[] = [];
  const vendorpaymentDetails = new Map<string, ZohoObject>();
  for (const payment of books.billPayments)
    for (const [index, bill] of payment.bills.entries()) {
      const cash = bill.amountCents - (index === 0 ? sum(payment.credits) : 0);
      const paymentId = zohoId(`${payment.id}${index}`);
      const row = {
        payment_id: paymentId,
        payment_number: `${payment.id}-${index}`,
        vendor_id: zohoId(payment.vendorId),
        vendor_name: vendorById.get(payment.vendorId)?.displayName ?? '',
        date: payment.date,
        amount: dollars(cash),
        payment_mode: paymentMode(payment.fromAccountId),
        ...paidThrough(payment.fromAccountId),
        currency_code: currency,
        exchange_rate: 1,
        reference_number: '',
        description: payment.credits.length > 0 ? 'Vendor credit deducted' : '',
        last_modified_time: stamp,
      };
      vendorpayments.push(row);
      vendorpaymentDetails.set(paymentId, {
        ...row,
        bills: [
          {
            bill_id: zohoId(bill.billId),
            bill_number: `BL-${bill.billId}`,
            amount_applied: dollars(cash),
            date: payment.date,
          },
        ],
      });
      const list = applied.get(bill.billId) ?? [];
      list.push({ payment_id: paymentId, date: payment.date, amount: dollars(cash) });
      applied.set(bill.billId, list);
    }
  const bills = books.bills.map((bill) => {
    const total = sum(bill.lines);
    const paid = Math.round((applied.get(bill.id) ?? []).reduce((all, item) => all + item.amount, 0) * 100);
    return {
      bill_id: zohoId(bill.id),
      bill_number: `BL-${bill.id}`,
      vendor_id: zohoId(bill.vendorId),
      vendor_name: vendorById.get(bill.vendorId)?.displayName ?? '',
      date: bill.date,
      due_date: bill.date,
      status: paid >= total ? 'paid' : paid > 0 ? 'partially_paid' : 'open',
      currency_code: currency,
      exchange_rate: 1,
      sub_total: dollars(total),
      tax_total: 0,
      total: dollars(total),
      balance: dollars(Math.max(0, total - paid)),
      reference_number: '',
      last_modified_time: stamp,
    };
  });
  const billDetails = new Map(
    books.bills.map((bill, index) => [
      zohoId(bill.id),
      { ...bills[index], line_items: lineItems(bill.lines), payments: applied.get(bill.id) ?? [] },
    ]),
  );
  return {
    contacts,
    contactDetails: new Map(
      books.vendors.map((vendor, index) => [
        zohoId(vendor.id),
        { ...contacts[index], tax_id_type: vendor.tinType.toLowerCase(), tax_id_value: maskTin(vendor) },
      ]),
    ),
    chartofaccounts: books.accounts.map((account) => {
      const parent = account.parentId ? accountById.get(account.parentId) : undefined;
      return {
        account_id: zohoId(account.id),
        account_name: account.name,
        account_code: account.id,
        account_type: ACCOUNT_TYPES[account.type],
        is_active: account.active,
        is_user_created: true,
        is_system_account: false,
        parent_account_id: parent ? zohoId(parent.id) : '',
        parent_account_name: parent?.name ?? '',
        depth: parent ? 1 : 0,
        currency_code: currency,
        description: account.subType,
      };
    }),
    bills,
    billDetails,
    vendorpayments,
    vendorpaymentDetails,
    expenses: books.purchases.flatMap((purchase) =>
      purchase.lines.map((line, index) => ({
        expense_id: zohoId(`${purchase.id}${index}`),
        date: purchase.date,
        account_id: zohoId(line.accountId),
        account_name: accountById.get(line.accountId)?.name ?? '',
        ...paidThrough(purchase.fromAccountId),
        ...(purchase.vendorId
          ? {
              vendor_id: zohoId(purchase.vendorId),
              vendor_name: vendorById.get(purchase.vendorId)?.displayName ?? '',
            }
          : { vendor_id: '', vendor_name: '' }),
        // Zoho sends amounts as numbers; the fake sends this one as text, which clients must take too.
        total: (line.amountCents / 100).toFixed(2),
        total_without_tax: dollars(line.amountCents),
        bcy_total: dollars(line.amountCents),
        currency_code: currency,
        status: 'unbilled',
        reference_number: '',
        description: line.description,
        is_billable: false,
        last_modified_time: stamp,
      })),
    ),
  };
}
