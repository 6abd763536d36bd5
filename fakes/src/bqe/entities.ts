/**
 * The books (lib/books.ts) as BQE CORE objects (shared/reference/accounting-integrations.md §6.2,
 * §8.6): GUID ids, money as JSON numbers, dates YYYY-MM-DD. Vendors carry `is1099Applicable` and a
 * masked `taxId`; bills give `accountSplits` only when expanded. A bill paid from a bank account is a
 * check with `isBillPayment` and `billItems` (the cash applied to each bill, a vendor credit lowering
 * the first); one paid by card is a credit-card charge with `billItems`; a direct purchase is a check
 * or a card charge with `accountSplits`. One voided check is added, as books have.
 */
import { maskTin, type Books, type BooksAccount } from '../lib/books.ts';

export type BqeObject = Record<string, unknown>;

const guid = (kind: string, id: string) =>
  `${kind}0000000-0000-4000-8000-${id.replace(/\D/g, '').padStart(12, '0').slice(-12)}`;
export const bqeIds = {
  vendor: (id: string) => guid('a', id),
  account: (id: string) => guid('b', id),
  bill: (id: string) => guid('c', id),
  check: (id: string) => guid('d', id),
  charge: (id: string) => guid('e', id),
};

const ACCOUNT_TYPES: Record<BooksAccount['type'], string> = {
  Expense: 'Expense',
  'Cost of Goods Sold': 'CostOfGoodsSold',
  'Other Expense': 'OtherExpense',
  Bank: 'Bank',
  'Credit Card': 'CreditCard',
  Income: 'Income',
};

export interface BqeCollections {
  vendors: BqeObject[];
  accounts: BqeObject[];
  bills: BqeObject[];
  checks: BqeObject[];
  charges: BqeObject[];
}

const dollars = (cents: number): number => cents / 100;
const stamp = '2026-01-02T14:00:00';

export function createBqeEntities(books: Books): BqeCollections {
  const vendorName = new Map(books.vendors.map((vendor) => [vendor.id, vendor.displayName]));
  const accountType = new Map(books.accounts.map((account) => [account.id, account.type]));
  const vendors = books.vendors.map((vendor) => ({
    id: bqeIds.vendor(vendor.id),
    displayName: vendor.displayName,
    firstName: vendor.givenName,
    lastName: vendor.familyName,
    middleInitial: '',
    company: vendor.companyName,
    type: 'Vendor',
    status: vendor.active ? 0 : 1,
    is1099Applicable: vendor.is1099,
    taxId: maskTin(vendor),
    email: vendor.email,
    address: {
      street: vendor.address.line1,
      city: vendor.address.city,
      state: vendor.address.state,
      zip: vendor.address.postalCode,
      country: 'United States',
    },
    currencyId: null,
    createdOn: stamp,
    lastUpdated: stamp,
  }));
  const accounts = books.accounts.map((account) => ({
    id: bqeIds.account(account.id),
    code: account.id,
    name: account.name,
    displayAccount: `${account.id} - ${account.name}`,
    type: ACCOUNT_TYPES[account.type],
    parentAccountId: account.parentId === null ? null : bqeIds.account(account.parentId),
    level: account.parentId === null ? 0 : 1,
    isActive: account.active,
    description: '',
    lastUpdated: stamp,
  }));
  const bills = books.bills.map((bill) => ({
    id: bqeIds.bill(bill.id),
    number: `B-${bill.id}`,
    date: bill.date,
    dueDate: bill.date,
    vendorId: bqeIds.vendor(bill.vendorId),
    vendor: vendorName.get(bill.vendorId) ?? '',
    referenceNumber: `INV-${bill.id}`,
    amount: dollars(bill.lines.reduce((sum, line) => sum + line.amountCents, 0)),
    balance: 0,
    accountSplits: bill.lines.map((line) => ({
      accountId: bqeIds.account(line.accountId),
      amount: dollars(line.amountCents),
      memo: line.description,
    })),
    lastUpdated: stamp,
  }));
  const checks: BqeObject[] = [];
  const charges: BqeObject[] = [];
  for (const payment of books.billPayments) {
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    const billItems = payment.bills.map((part, index) => ({
      billId: bqeIds.bill(part.billId),
      amount: dollars(part.amountCents - (index === 0 ? credited : 0)),
    }));
    const amount = billItems.reduce((sum, item) => sum + Math.round(item.amount * 100), 0) / 100;
    if (accountType.get(payment.fromAccountId) === 'Credit Card')
      charges.push({
        id: bqeIds.charge(payment.id),
        date: payment.date,
        amount,
        accountId: bqeIds.account(payment.fromAccountId),
        entityId: bqeIds.vendor(payment.vendorId),
        entity: vendorName.get(payment.vendorId) ?? '',
        entityType: 'Vendor',
        type: 'Charge',
        referenceNumber: `P-${payment.id}`,
        billItems,
        accountSplits: [],
      });
    else
      checks.push({
        id: bqeIds.check(payment.id),
        number: payment.id,
        date: payment.date,
        amount,
        accountId: bqeIds.account(payment.fromAccountId),
        payeeId: bqeIds.vendor(payment.vendorId),
        payeeName: vendorName.get(payment.vendorId) ?? '',
        payeeType: 'Vendor',
        isBillPayment: true,
        isVoid: false,
        isEFT: false,
        billItems,
        expenseItems: [],
        accountSplits: [],
      });
  }
  for (const purchase of books.purchases) {
    const accountSplits = purchase.lines.map((line) => ({
      accountId: bqeIds.account(line.accountId),
      amount: dollars(line.amountCents),
      memo: line.description,
    }));
    const amount = dollars(purchase.lines.reduce((sum, line) => sum + line.amountCents, 0));
    const vendorId = purchase.vendorId === null ? null : bqeIds.vendor(purchase.vendorId);
    if (accountType.get(purchase.fromAccountId) === 'Credit Card')
      charges.push({
        id: bqeIds.charge(purchase.id),
        date: purchase.date,
        amount,
        accountId: bqeIds.account(purchase.fromAccountId),
        entityId: vendorId,
        entity: purchase.vendorId === null ? '' : (vendorName.get(purchase.vendorId) ?? ''),
        entityType: 'Vendor',
        type: 'Charge',
        billItems: [],
        accountSplits,
      });
    else
      checks.push({
        id: bqeIds.check(purchase.id),
        number: purchase.id,
        date: purchase.date,
        amount,
        accountId: bqeIds.account(purchase.fromAccountId),
        payeeId: vendorId,
        payeeName: purchase.vendorId === null ? '' : (vendorName.get(purchase.vendorId) ?? ''),
        payeeType: 'Vendor',
        isBillPayment: false,
        isVoid: false,
        isEFT: true,
        billItems: [],
        expenseItems: [],
        accountSplits,
      });
  }
  const first = checks.find((check) => String(check.date).startsWith('2026-'));
  if (first) checks.push({ ...first, id: bqeIds.check('999999'), isVoid: true });
  return { vendors, accounts, bills, checks, charges };
}
