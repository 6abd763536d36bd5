/**
 * The books (lib/books.ts) as BILL v3 objects (shared/reference/accounting-integrations.md §4.2, §8.4):
 * ids in BILL's style (vendors `009…`, bills `00n…`, payments `stp…`, accounts `0ca…`), money as JSON
 * numbers, dates YYYY-MM-DD. Vendors carry `additionalInfo{taxId (masked), track1099}`; a bill's lines
 * name their account in `classifications.chartOfAccountId`; a payment pays bills (`billPayments`),
 * its amount the cash paid (a vendor credit applied with it lowers the first bill's part), from a bank
 * or card funding account. BILL keeps no direct checks or card purchases: those stay in the ledger.
 */
import { maskTin, type Books, type BooksAccount } from '../lib/books.ts';

export type BillObject = Record<string, unknown>;

const pad = (id: string) => id.replace(/\D/g, '').padStart(6, '0').slice(-6);
export const billIds = {
  vendor: (id: string) => `00901HLC${pad(id)}`,
  bill: (id: string) => `00n01HLC${pad(id)}`,
  payment: (id: string) => `stp01HLC${pad(id)}`,
  account: (id: string) => `0ca01HLC${pad(id)}`,
};

const ACCOUNT_TYPES: Record<BooksAccount['type'], string> = {
  Expense: 'EXPENSE',
  'Cost of Goods Sold': 'COST_OF_GOODS_SOLD',
  'Other Expense': 'OTHER_EXPENSE',
  Bank: 'BANK',
  'Credit Card': 'CREDIT_CARD',
  Income: 'INCOME',
};

export interface BillCollections {
  vendors: BillObject[];
  bills: BillObject[];
  payments: BillObject[];
  accounts: BillObject[];
}

const dollars = (cents: number): number => cents / 100;
const stamp = '2026-01-02T14:00:00.000+00:00';

export function createBillEntities(books: Books): BillCollections {
  const vendorName = new Map(books.vendors.map((vendor) => [vendor.id, vendor.displayName]));
  const accountType = new Map(books.accounts.map((account) => [account.id, account.type]));
  const paid = new Map<string, number>();
  for (const payment of books.billPayments)
    for (const part of payment.bills) paid.set(part.billId, (paid.get(part.billId) ?? 0) + part.amountCents);
  const vendors = books.vendors.map((vendor) => ({
    id: billIds.vendor(vendor.id),
    name: vendor.displayName,
    shortName: vendor.displayName.slice(0, 20),
    accountType: vendor.companyName ? 'BUSINESS' : 'PERSON',
    email: vendor.email,
    phone: '',
    address: {
      line1: vendor.address.line1,
      line2: '',
      city: vendor.address.city,
      stateOrProvince: vendor.address.state,
      zipOrPostalCode: vendor.address.postalCode,
      country: vendor.address.country,
    },
    archived: !vendor.active,
    billCurrency: books.company.currency,
    additionalInfo: { taxId: maskTin(vendor), track1099: vendor.is1099, companyName: vendor.companyName },
    createdTime: stamp,
    updatedTime: stamp,
  }));
  const bills = books.bills.map((bill) => {
    const total = bill.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const paidCents = Math.min(total, paid.get(bill.id) ?? 0);
    return {
      id: billIds.bill(bill.id),
      vendorId: billIds.vendor(bill.vendorId),
      vendorName: vendorName.get(bill.vendorId) ?? '',
      invoice: { invoiceNumber: `INV-${bill.id}`, invoiceDate: bill.date },
      dueDate: bill.date,
      amount: dollars(total),
      paidAmount: dollars(paidCents),
      dueAmount: dollars(total - paidCents),
      paymentStatus: paidCents >= total ? 'PAID' : paidCents > 0 ? 'PARTIAL' : 'UNPAID',
      approvalStatus: 'APPROVED',
      billLineItems: bill.lines.map((line, index) => ({
        id: `${billIds.bill(bill.id)}L${index}`,
        amount: dollars(line.amountCents),
        description: line.description,
        classifications: { chartOfAccountId: billIds.account(line.accountId) },
      })),
      archived: false,
      createdTime: stamp,
      updatedTime: stamp,
    };
  });
  const payments: BillObject[] = books.billPayments.map((payment) => {
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    const parts = payment.bills.map((part, index) => ({
      billId: billIds.bill(part.billId),
      amount: dollars(part.amountCents - (index === 0 ? credited : 0)),
    }));
    const card = accountType.get(payment.fromAccountId) === 'Credit Card';
    return {
      id: billIds.payment(payment.id),
      vendorId: billIds.vendor(payment.vendorId),
      vendorName: vendorName.get(payment.vendorId) ?? '',
      amount: parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0) / 100,
      processDate: payment.date,
      status: 'PAID',
      disbursementType: card ? 'CARD' : 'ACH',
      fundingAccount: {
        type: card ? 'CARD_ACCOUNT' : 'BANK_ACCOUNT',
        id: billIds.account(payment.fromAccountId),
      },
      billPayments: parts,
      createdTime: `${payment.date}T15:00:00.000+00:00`,
    };
  });
  // A payment voided after it was entered: never money paid.
  const first = payments.find((payment) => String(payment.processDate).startsWith('2026-'));
  if (first) payments.push({ ...first, id: `${String(first.id)}V`, status: 'VOID' });
  const accounts = books.accounts.map((account) => ({
    id: billIds.account(account.id),
    name: account.name,
    accountNumber: account.id,
    accountType: ACCOUNT_TYPES[account.type],
    parentId: account.parentId === null ? null : billIds.account(account.parentId),
    archived: !account.active,
  }));
  return { vendors, bills, payments, accounts };
}
