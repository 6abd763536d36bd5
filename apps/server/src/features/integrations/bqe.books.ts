/**
 * Reading one BQE CORE company (bqe.client.ts explains the connection). Lists are bare JSON arrays
 * paged by `page=<n>,<size>` until a short or empty page. Vendors carry `is1099Applicable` and a
 * masked `taxId`. Payments are read on a cash basis: non-void checks to vendors and credit-card
 * charges dated in the year (`where=date>=… and date<=…`); a bill payment is split over the lines
 * (`accountSplits`) of the bills it pays (`billItems`), a direct one over its own `accountSplits`;
 * what is not applied stays without an account. Card charges, and checks from a card or PayPal
 * account, are card or PayPal payments (reported on 1099-K). Vendor credits are not cash: a credit
 * applied with a payment has already lowered the check.
 */
import type { FundingKind, PartnerAccount, PartnerPaymentLine } from '@file1099/forms';
import { PartnerError, type PartnerHttp, type TokenAccess } from './partner-http.ts';
import { fundingFromName, list, partnerCents, readPages, record, text, type Json } from './partner-json.ts';
import { readEachOnce, settlePayment } from './partner-settle.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

const address = (value: unknown): PartnerVendorRecord['address'] => {
  const item = record(value);
  const country = text(item.country);
  return {
    line1: text(item.street),
    line2: '',
    city: text(item.city),
    state: text(item.state),
    postalCode: text(item.zip),
    country: /^(united states|usa|us)$/i.test(country) ? 'US' : country,
  };
};

export class BqeBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly base: string,
    private readonly tokens: TokenAccess,
    private readonly pageSize: number,
  ) {}

  private async get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.base}/${path}`);
    url.search = new URLSearchParams(query).toString();
    try {
      return await this.http.getJson(url.toString(), this.tokens);
    } catch (error) {
      if (error instanceof PartnerError && error.httpStatus === 409)
        throw new PartnerError(
          'refused',
          'Your BQE CORE user may not read this data. Please ask your BQE CORE administrator for API access.',
          409,
        );
      throw error;
    }
  }

  private list(path: string, query: Record<string, string> = {}): Promise<Json[]> {
    return readPages(async (page) => {
      const rows = list(await this.get(path, { ...query, page: `${page},${this.pageSize}` }));
      return { rows, more: rows.length === this.pageSize };
    });
  }

  async company(): Promise<PartnerCompany> {
    const company = record(await this.get('company'));
    return {
      name: text(company.name),
      legalName: text(company.name),
      email: text(company.email),
      phone: text(company.phone),
      address: address(company.address),
      currency: text(company.currency) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    return (await this.list('vendor')).map((vendor) => ({
      vendorId: text(vendor.id),
      displayName: text(vendor.displayName),
      businessName: text(vendor.company),
      firstName: text(vendor.firstName),
      lastName: text(vendor.lastName),
      is1099Vendor: vendor.is1099Applicable === true,
      active: Number(vendor.status ?? 0) === 0,
      tinHint: text(vendor.taxId),
      email: text(vendor.email),
      address: address(vendor.address),
    }));
  }

  private accountRows(): Promise<Json[]> {
    return this.list('account');
  }

  async accounts(): Promise<PartnerAccount[]> {
    const rows = await this.accountRows();
    const byId = new Map(rows.map((row) => [text(row.id), row]));
    const fullName = (row: Json, depth = 0): string => {
      const parent = byId.get(text(row.parentAccountId));
      return parent && depth < 10 ? `${fullName(parent, depth + 1)}:${text(row.name)}` : text(row.name);
    };
    return rows.map((row) => ({
      accountId: text(row.id),
      accountName: text(row.name),
      accountFullName: fullName(row),
      accountType: text(row.type),
      accountSubType: text(row.type).replace(/([a-z])([A-Z])/g, '$1 $2'),
      isActive: row.isActive !== false,
      isSubAccount: text(row.parentAccountId) !== '',
    }));
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const within = { where: `date>='${taxYear}-01-01' and date<='${taxYear}-12-31'` };
    const accounts = new Map((await this.accountRows()).map((row) => [text(row.id), row]));
    const fundingOf = (accountId: unknown): FundingKind => {
      const account = accounts.get(text(accountId));
      return account?.type === 'CreditCard' ? 'card' : fundingFromName(text(account?.name));
    };
    const bill = readEachOnce((billId) =>
      this.get(`bill/${encodeURIComponent(billId)}`, { expand: 'accountSplits' }).then(record),
    );
    const splits = (row: Json) =>
      list(row.accountSplits).map((split) => ({
        accountId: text(split.accountId) || null,
        amountCents: partnerCents(split.amount) ?? 0,
      }));
    const lines: PartnerPaymentLine[] = [];
    const read = async (row: Json, kind: 'Check' | 'CreditCard', vendorId: string, funding: FundingKind) => {
      const base = {
        transactionId: `${kind} ${text(row.id)}`,
        vendorId: vendorId || null,
        paidOn: text(row.date).slice(0, 10),
        currency: 'USD',
        funding,
      };
      const parts = list(row.billItems).map((item) => ({
        cents: partnerCents(item.amount) ?? 0,
        lines: async () => splits(await bill(text(item.billId))),
      }));
      lines.push(...(await settlePayment(base, partnerCents(row.amount), parts, splits(row))));
    };
    for (const check of await this.list('check', within)) {
      if (check.isVoid === true || !/^vendor$/i.test(text(check.payeeType) || 'Vendor')) continue;
      await read(check, 'Check', text(check.payeeId), fundingOf(check.accountId));
    }
    for (const charge of await this.list('creditcard', within)) {
      if (!/^vendor$/i.test(text(charge.entityType) || 'Vendor')) continue;
      await read(charge, 'CreditCard', text(charge.entityId), 'card');
    }
    return lines;
  }
}
