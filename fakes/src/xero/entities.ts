/**
 * The books (lib/books.ts) as Xero Accounting API objects (shared/reference/accounting-integrations.md
 * §2.3, §8.2): GUID ids, dates in Microsoft JSON form with a `DateString`, money as JSON numbers in
 * dollars. Vendors are contacts (`IsSupplier` computed from their transactions); Xero has no 1099 flag,
 * so the vendors marked for 1099 are the members of the contact group "1099 Contractors". Bills are
 * ACCPAY invoices, each bill payment pays one invoice (less any supplier credit allocated to it), checks
 * and card purchases are SPEND bank transactions, vendor credits are ACCPAYCREDIT credit notes
 * allocated to a bill. TaxNumber is shown to the last four digits, as Xero shows it to a Standard user.
 */
import { maskTin, type Books, type BooksAccount, type BooksLine } from '../lib/books.ts';

export type XeroObject = Record<string, unknown>;

const KIND = {
  contact: 'c0000000',
  account: 'a0000000',
  invoice: 'b0000000',
  creditNote: 'd0000000',
  payment: 'e0000000',
  bankTransaction: 'f0000000',
  group: '10990000',
  organisation: '0e000000',
} as const;

/** The GUID the fake gives a record of the books: the books' id in the last group, readable in tests. */
export function xeroGuid(kind: keyof typeof KIND, id: string): string {
  return `${KIND[kind]}-0000-4000-8000-${id.replace(/\D/g, '').padStart(12, '0').slice(-12)}`;
}

/** '/Date(1767225600000+0000)/' for a day, as Xero writes dates. */
export function xeroDate(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return `/Date(${Date.UTC(year, month - 1, date)}+0000)/`;
}

const dollars = (cents: number): number => cents / 100;
const sum = (lines: readonly { amountCents: number }[]): number =>
  lines.reduce((total, line) => total + line.amountCents, 0);

function accountType(account: BooksAccount): { Type: string; Class: string; BankAccountType?: string } {
  if (account.type === 'Bank')
    return {
      Type: 'BANK',
      Class: 'ASSET',
      BankAccountType: /paypal/i.test(account.name) ? 'PAYPAL' : 'BANK',
    };
  if (account.type === 'Credit Card')
    return { Type: 'BANK', Class: 'LIABILITY', BankAccountType: 'CREDITCARD' };
  if (account.type === 'Income') return { Type: 'REVENUE', Class: 'REVENUE' };
  if (account.type === 'Cost of Goods Sold') return { Type: 'DIRECTCOSTS', Class: 'EXPENSE' };
  if (account.type === 'Other Expense') return { Type: 'OVERHEADS', Class: 'EXPENSE' };
  return { Type: 'EXPENSE', Class: 'EXPENSE' };
}

export type XeroCollections = Record<
  'Contacts' | 'ContactGroups' | 'Accounts' | 'Invoices' | 'CreditNotes' | 'Payments' | 'BankTransactions',
  XeroObject[]
>;

export function createXeroEntities(books: Books): XeroCollections {
  const accountById = new Map(books.accounts.map((account) => [account.id, account]));
  const vendorById = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const contactRef = (id: string) => ({
    ContactID: xeroGuid('contact', id),
    Name: vendorById.get(id)?.displayName ?? '',
  });
  const lineItems = (lines: readonly BooksLine[]) =>
    lines.map((line, index) => ({
      LineItemID: `${KIND.invoice.slice(0, 4)}1111-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      Description: line.description,
      Quantity: 1,
      UnitAmount: dollars(line.amountCents),
      AccountCode: line.accountId,
      AccountID: xeroGuid('account', line.accountId),
      LineAmount: dollars(line.amountCents),
      TaxType: 'NONE',
      TaxAmount: 0,
      Tracking: [],
    }));
  const dated = (day: string) => ({ Date: xeroDate(day), DateString: `${day}T00:00:00` });
  const suppliers = new Set([
    ...books.bills.map((bill) => bill.vendorId),
    ...books.purchases.flatMap((purchase) => (purchase.vendorId ? [purchase.vendorId] : [])),
  ]);
  const paidOnBill = new Map<string, number>();
  const creditedOnBill = new Map<string, number>();
  for (const payment of books.billPayments) {
    const credited = sum(payment.credits);
    for (const bill of payment.bills) {
      paidOnBill.set(bill.billId, (paidOnBill.get(bill.billId) ?? 0) + bill.amountCents);
      creditedOnBill.set(bill.billId, (creditedOnBill.get(bill.billId) ?? 0) + credited);
    }
  }
  const contractors = books.vendors.filter((vendor) => vendor.is1099);
  return {
    Contacts: [
      ...books.vendors.map((vendor) => ({
        ContactID: xeroGuid('contact', vendor.id),
        ContactStatus: vendor.active ? 'ACTIVE' : 'ARCHIVED',
        Name: vendor.displayName,
        ...(vendor.givenName ? { FirstName: vendor.givenName, LastName: vendor.familyName } : {}),
        EmailAddress: vendor.email,
        TaxNumber: maskTin(vendor),
        TaxNumberType: vendor.tinType,
        Addresses: [
          {
            AddressType: 'POBOX',
            AddressLine1: vendor.address.line1,
            City: vendor.address.city,
            Region: vendor.address.state,
            PostalCode: vendor.address.postalCode,
            Country: vendor.address.country,
          },
          { AddressType: 'STREET' },
        ],
        IsSupplier: suppliers.has(vendor.id),
        IsCustomer: false,
        ContactGroups: vendor.is1099
          ? [{ ContactGroupID: xeroGuid('group', '1'), Name: '1099 Contractors' }]
          : [],
        UpdatedDateUTC: xeroDate('2026-01-02'),
      })),
      {
        ContactID: xeroGuid('contact', '9001'),
        ContactStatus: 'ACTIVE',
        Name: 'Walk-in Customers',
        IsSupplier: false,
        IsCustomer: true,
        Addresses: [],
        ContactGroups: [],
      },
    ],
    ContactGroups: [
      {
        ContactGroupID: xeroGuid('group', '1'),
        Name: '1099 Contractors',
        Status: 'ACTIVE',
        Contacts: contractors.map((vendor) => contactRef(vendor.id)),
      },
      { ContactGroupID: xeroGuid('group', '2'), Name: 'Regulars', Status: 'ACTIVE', Contacts: [] },
    ],
    Accounts: books.accounts.map((account) => ({
      AccountID: xeroGuid('account', account.id),
      Code: account.id,
      Name: account.name,
      Status: account.active ? 'ACTIVE' : 'ARCHIVED',
      ...accountType(account),
      Description: account.subType,
      TaxType: 'NONE',
      CurrencyCode: books.company.currency,
    })),
    Invoices: books.bills.map((bill) => {
      const total = sum(bill.lines);
      const paid = (paidOnBill.get(bill.id) ?? 0) + (creditedOnBill.get(bill.id) ?? 0);
      return {
        InvoiceID: xeroGuid('invoice', bill.id),
        InvoiceNumber: `BILL-${bill.id}`,
        Type: 'ACCPAY',
        Contact: contactRef(bill.vendorId),
        ...dated(bill.date),
        Status: paid >= total ? 'PAID' : 'AUTHORISED',
        LineAmountTypes: 'NoTax',
        LineItems: lineItems(bill.lines),
        SubTotal: dollars(total),
        TotalTax: 0,
        Total: dollars(total),
        AmountPaid: dollars(paidOnBill.get(bill.id) ?? 0),
        AmountCredited: dollars(creditedOnBill.get(bill.id) ?? 0),
        AmountDue: dollars(Math.max(0, total - paid)),
        CurrencyCode: books.company.currency,
      };
    }),
    CreditNotes: books.credits.map((credit) => ({
      CreditNoteID: xeroGuid('creditNote', credit.id),
      Type: 'ACCPAYCREDIT',
      Contact: contactRef(credit.vendorId),
      ...dated(credit.date),
      Status: 'PAID',
      LineAmountTypes: 'NoTax',
      LineItems: lineItems(credit.lines),
      Total: dollars(sum(credit.lines)),
      CurrencyCode: books.company.currency,
      Allocations: books.billPayments.flatMap((payment) =>
        payment.credits
          .filter((used) => used.creditId === credit.id)
          .map((used) => ({
            Invoice: { InvoiceID: xeroGuid('invoice', payment.bills[0]?.billId ?? '') },
            Amount: dollars(used.amountCents),
            Date: xeroDate(payment.date),
          })),
      ),
    })),
    Payments: books.billPayments.flatMap((payment) =>
      payment.bills.map((bill, index) => {
        const account = accountById.get(payment.fromAccountId);
        // A credit allocated to the bill lowers what is paid on it in money.
        const amount = bill.amountCents - (index === 0 ? sum(payment.credits) : 0);
        return {
          PaymentID: xeroGuid('payment', `${payment.id}${String(index).padStart(2, '0')}`),
          ...dated(payment.date),
          Amount: dollars(amount),
          BankAmount: dollars(amount),
          CurrencyRate: 1,
          PaymentType: 'ACCPAYPAYMENT',
          Status: 'AUTHORISED',
          Reference: `Payment ${payment.id}`,
          IsReconciled: true,
          Account: { AccountID: xeroGuid('account', payment.fromAccountId), Code: account?.id ?? '' },
          Invoice: {
            InvoiceID: xeroGuid('invoice', bill.billId),
            InvoiceNumber: `BILL-${bill.billId}`,
            Type: 'ACCPAY',
            Contact: contactRef(payment.vendorId),
            CurrencyCode: books.company.currency,
          },
        };
      }),
    ),
    BankTransactions: [
      ...books.purchases.map((purchase) => {
        const account = accountById.get(purchase.fromAccountId);
        return {
          BankTransactionID: xeroGuid('bankTransaction', purchase.id),
          Type: 'SPEND',
          ...(purchase.vendorId ? { Contact: contactRef(purchase.vendorId) } : {}),
          ...dated(purchase.date),
          Status: 'AUTHORISED',
          LineAmountTypes: 'NoTax',
          LineItems: lineItems(purchase.lines),
          BankAccount: {
            AccountID: xeroGuid('account', purchase.fromAccountId),
            Code: account?.id ?? '',
            Name: account?.name ?? '',
          },
          SubTotal: dollars(sum(purchase.lines)),
          TotalTax: 0,
          Total: dollars(sum(purchase.lines)),
          CurrencyCode: books.company.currency,
          IsReconciled: true,
        };
      }),
      {
        BankTransactionID: xeroGuid('bankTransaction', '9999'),
        Type: 'RECEIVE',
        Contact: { ContactID: xeroGuid('contact', '9001'), Name: 'Walk-in Customers' },
        ...dated(`${books.billPayments[0]?.date.slice(0, 4) ?? '2026'}-03-03`),
        Status: 'AUTHORISED',
        LineAmountTypes: 'NoTax',
        LineItems: lineItems([{ accountId: '80', amountCents: 1_234_00, description: 'Takings' }]),
        BankAccount: { AccountID: xeroGuid('account', '35'), Code: '35', Name: 'Checking' },
        Total: 1234,
        CurrencyCode: books.company.currency,
      },
    ],
  };
}

/**
 * The part of Xero's `where` language the client sends: conditions joined by `AND`, each
 * `Field=="text"`, `Field==true|false`, `Field!="text"` or `Date>=DateTime(y,m,d)` / `Date<=…`.
 * Anything else is refused (the fake answers 400 like Xero's query parser).
 */
export function parseWhere(where: string): ((row: XeroObject) => boolean) | string {
  const tests: ((row: XeroObject) => boolean)[] = [];
  for (const condition of where.split(/\s+AND\s+/)) {
    const equals = /^\s*(\w+)\s*(==|!=)\s*(?:"([^"]*)"|(true|false))\s*$/.exec(condition);
    const date = /^\s*Date\s*(>=|<=|>|<)\s*DateTime\((\d{4}),\s*(\d{1,2}),\s*(\d{1,2})\)\s*$/.exec(condition);
    if (equals) {
      const [, field = '', operator, quoted, flag] = equals;
      const wanted = quoted ?? flag === 'true';
      tests.push((row) => (row[field] === wanted) === (operator === '=='));
    } else if (date) {
      const [, operator, year = '', month = '', day = ''] = date;
      const bound = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
      tests.push((row) => {
        const value = String(row.DateString ?? '').slice(0, 10);
        if (operator === '>=') return value >= bound;
        if (operator === '<=') return value <= bound;
        return operator === '>' ? value > bound : value < bound;
      });
    } else return `Unable to parse the where clause near '${condition.trim()}'`;
  }
  return (row) => tests.every((test) => test(row));
}
