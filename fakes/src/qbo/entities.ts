/**
 * The books (lib/books.ts) as QuickBooks Online Accounting API entities (shared/reference/
 * accounting-integrations.md §1.3): money as JSON numbers in dollars, references as {value, name},
 * the vendor's TaxIdentifier masked as QuickBooks returns it to apps that are not allowlisted.
 */
import { maskTin, type Books, type BooksAccount, type BooksLine, type BooksVendor } from '../lib/books.ts';

export type QboEntity = Record<string, unknown> & { Id: string };

const dollars = (cents: number): number => cents / 100;

function address(vendor: BooksVendor['address']) {
  return {
    Line1: vendor.line1,
    City: vendor.city,
    CountrySubDivisionCode: vendor.state,
    PostalCode: vendor.postalCode,
    Country: vendor.country,
  };
}

const CLASSIFICATION: Record<BooksAccount['type'], string> = {
  Expense: 'Expense',
  'Cost of Goods Sold': 'Expense',
  'Other Expense': 'Expense',
  Bank: 'Asset',
  'Credit Card': 'Liability',
  Income: 'Revenue',
};

export function createQboEntities(books: Books): Record<string, QboEntity[]> {
  const accountById = new Map(books.accounts.map((account) => [account.id, account]));
  const vendorById = new Map(books.vendors.map((vendor) => [vendor.id, vendor]));
  const fullName = (account: BooksAccount): string => {
    const parent = account.parentId ? accountById.get(account.parentId) : undefined;
    return parent ? `${parent.name}:${account.name}` : account.name;
  };
  const accountRef = (id: string) => ({ value: id, name: accountById.get(id)?.name ?? '' });
  const vendorRef = (id: string) => ({ value: id, name: vendorById.get(id)?.displayName ?? '' });
  const expenseLines = (lines: readonly BooksLine[]) =>
    lines.map((line, index) => ({
      Id: String(index + 1),
      LineNum: index + 1,
      Description: line.description,
      Amount: dollars(line.amountCents),
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: {
        AccountRef: accountRef(line.accountId),
        BillableStatus: 'NotBillable',
      },
    }));
  const total = (lines: readonly BooksLine[]) =>
    dollars(lines.reduce((sum, line) => sum + line.amountCents, 0));
  const usd = { value: 'USD', name: 'United States Dollar' };
  return {
    Vendor: books.vendors.map((vendor) => ({
      Id: vendor.id,
      SyncToken: '0',
      DisplayName: vendor.displayName,
      ...(vendor.companyName ? { CompanyName: vendor.companyName } : {}),
      ...(vendor.givenName ? { GivenName: vendor.givenName, FamilyName: vendor.familyName } : {}),
      PrintOnCheckName: vendor.displayName,
      Active: vendor.active,
      Vendor1099: vendor.is1099,
      TaxIdentifier: maskTin(vendor),
      BillAddr: address(vendor.address),
      PrimaryEmailAddr: { Address: vendor.email },
      CurrencyRef: usd,
      Balance: 0,
    })),
    Account: books.accounts.map((account) => ({
      Id: account.id,
      Name: account.name,
      FullyQualifiedName: fullName(account),
      SubAccount: account.parentId !== null,
      ...(account.parentId ? { ParentRef: { value: account.parentId } } : {}),
      AccountType: account.type,
      AccountSubType: account.subType,
      Classification: CLASSIFICATION[account.type],
      Active: account.active,
      CurrencyRef: usd,
    })),
    Bill: books.bills.map((bill) => ({
      Id: bill.id,
      TxnDate: bill.date,
      VendorRef: vendorRef(bill.vendorId),
      Line: expenseLines(bill.lines),
      TotalAmt: total(bill.lines),
      CurrencyRef: usd,
    })),
    VendorCredit: books.credits.map((credit) => ({
      Id: credit.id,
      TxnDate: credit.date,
      VendorRef: vendorRef(credit.vendorId),
      Line: expenseLines(credit.lines),
      TotalAmt: total(credit.lines),
      CurrencyRef: usd,
    })),
    BillPayment: books.billPayments.map((payment) => {
      const card = accountById.get(payment.fromAccountId)?.type === 'Credit Card';
      const paid = payment.bills.reduce((sum, bill) => sum + bill.amountCents, 0);
      const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
      return {
        Id: payment.id,
        TxnDate: payment.date,
        VendorRef: vendorRef(payment.vendorId),
        PayType: card ? 'CreditCard' : 'Check',
        ...(card
          ? { CreditCardPayment: { CCAccountRef: accountRef(payment.fromAccountId) } }
          : { CheckPayment: { BankAccountRef: accountRef(payment.fromAccountId), PrintStatus: 'NotSet' } }),
        Line: [
          ...payment.bills.map((bill) => ({
            Amount: dollars(bill.amountCents),
            LinkedTxn: [{ TxnId: bill.billId, TxnType: 'Bill' }],
          })),
          ...payment.credits.map((credit) => ({
            Amount: dollars(credit.amountCents),
            LinkedTxn: [{ TxnId: credit.creditId, TxnType: 'VendorCredit' }],
          })),
        ],
        TotalAmt: dollars(paid - credited),
        CurrencyRef: usd,
      };
    }),
    Purchase: books.purchases.map((purchase) => {
      const card = accountById.get(purchase.fromAccountId)?.type === 'Credit Card';
      return {
        Id: purchase.id,
        TxnDate: purchase.date,
        PaymentType: card ? 'CreditCard' : 'Check',
        AccountRef: accountRef(purchase.fromAccountId),
        ...(purchase.vendorId ? { EntityRef: { ...vendorRef(purchase.vendorId), type: 'Vendor' } } : {}),
        Credit: false,
        Line: expenseLines(purchase.lines),
        TotalAmt: total(purchase.lines),
        CurrencyRef: usd,
      };
    }),
  };
}

/**
 * The part of the QuickBooks query language the client uses: `select * | count(*) from <Entity>`,
 * conditions joined by `and` (`Active in (true, false)`, `Id in ('1', '2')`, `TxnDate >= '…'`,
 * `TxnDate <= '…'`), `startposition n maxresults m` (m ≤ 1000). Anything else is a 400 parser error.
 */
export interface ParsedQuery {
  entity: string;
  count: boolean;
  filters: ((entity: QboEntity) => boolean)[];
  /** The ids of an `Id in (…)` condition, so the fake can look them up instead of scanning. */
  ids: string[] | null;
  /** The where clause as written ('' without one): the same clause selects the same rows. */
  where: string;
  start: number;
  max: number;
}

export function parseQuery(text: string): ParsedQuery | string {
  const match =
    /^\s*select\s+(\*|count\(\*\))\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i.exec(
      text,
    );
  if (!match) return `QueryParserError: Encountered an unexpected token in "${text}"`;
  const [, what = '*', entity = '', where, start = '1', max = '100'] = match;
  const filters: ((entity: QboEntity) => boolean)[] = [];
  let ids: string[] | null = null;
  for (const condition of where ? where.split(/\s+and\s+/i) : []) {
    const inList = /^(\w+)\s+in\s+\((.*)\)$/i.exec(condition.trim());
    const compare = /^(\w+)\s*(>=|<=|=)\s*'([^']*)'$/.exec(condition.trim());
    if (inList) {
      const [, field = '', list = ''] = inList;
      const values = list.split(',').map((value) => value.trim().replace(/^'(.*)'$/, '$1'));
      const wanted = new Set(values);
      if (field === 'Id') ids = values;
      filters.push((row) => wanted.has(String(row[field])));
    } else if (compare) {
      const [, field = '', operator, value = ''] = compare;
      filters.push((row) => {
        const actual = String(row[field] ?? '');
        return operator === '>=' ? actual >= value : operator === '<=' ? actual <= value : actual === value;
      });
    } else return `QueryParserError: Encountered an unexpected condition "${condition}"`;
  }
  const maxResults = Number(max);
  if (maxResults > 1000) return 'QueryValidationError: maxresults must be 1000 or less';
  return {
    entity,
    count: what !== '*',
    filters,
    ids,
    where: (where ?? '').trim(),
    start: Math.max(1, Number(start)),
    max: maxResults,
  };
}
