/**
 * Reading one Zoho Books organisation (zoho.client.ts explains the connection): every call carries
 * `organization_id`; lists are paged by `page` / `per_page` while `page_context.has_more_page`.
 * Vendors are the contacts of type vendor with `track_1099`; the list carries no TIN (it is on each
 * contact's detail, which is not read: one call per vendor would spend Zoho's 100 calls a minute), so
 * the import asks for TINs with W-9s. Payments are read on a cash basis: vendor payments dated in the
 * year, each split over the lines of the bills it was applied to (what is not applied to a bill stays
 * without an account), and expenses dated in the year. Payment-to-bill links and bill lines are on
 * the details only: one call per payment and per bill.
 */
import { type FundingKind, type PartnerAccount, type PartnerPaymentLine } from '@file1099/forms';
import { PartnerError, type PartnerHttp, type TokenAccess } from './partner-http.ts';
import {
  fundingFromName,
  isInYear,
  list,
  partnerCents,
  readPages,
  record,
  text,
  type Json,
} from './partner-json.ts';
import { readEachOnce, settlePayment } from './partner-settle.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

export class ZohoBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly base: string,
    private readonly organizationId: string,
    private readonly tokens: TokenAccess,
    private readonly perPage: number,
  ) {}

  private async get(path: string, query: Record<string, string> = {}): Promise<Json> {
    const url = new URL(`${this.base}/${path}`);
    url.search = new URLSearchParams({ ...query, organization_id: this.organizationId }).toString();
    const answer = record(await this.http.getJson(url.toString(), this.tokens));
    if (answer.code !== undefined && Number(answer.code) !== 0)
      throw new PartnerError('refused', 'Zoho Books refused the request.');
    return answer;
  }

  private list(path: string, collection: string, query: Record<string, string> = {}): Promise<Json[]> {
    return readPages(async (page) => {
      const answer = await this.get(path, { ...query, page: String(page), per_page: String(this.perPage) });
      return { rows: list(answer[collection]), more: record(answer.page_context).has_more_page === true };
    });
  }

  async company(): Promise<PartnerCompany> {
    const organization = record(
      (await this.get(`organizations/${encodeURIComponent(this.organizationId)}`)).organization,
    );
    const address = record(organization.address);
    return {
      name: text(organization.name),
      legalName: text(organization.name),
      email: text(organization.email),
      phone: text(organization.phone),
      address: {
        line1: text(address.street_address1),
        line2: text(address.street_address2),
        city: text(address.city),
        state: text(address.state),
        postalCode: text(address.zip),
        country: text(address.country),
      },
      currency: text(organization.currency_code) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    return (await this.list('contacts', 'contacts', { contact_type: 'vendor' }))
      .filter((contact) => text(contact.contact_type || 'vendor') === 'vendor')
      .map((contact) => {
        const address = record(contact.billing_address);
        return {
          vendorId: text(contact.contact_id),
          displayName: text(contact.contact_name) || text(contact.vendor_name),
          businessName: text(contact.company_name),
          firstName: text(contact.first_name),
          lastName: text(contact.last_name),
          is1099Vendor: contact.track_1099 === true,
          active: contact.status !== 'inactive',
          tinHint: text(contact.tax_id_value),
          email: text(contact.email),
          address: {
            line1: text(address.address),
            line2: text(address.street2),
            city: text(address.city),
            state: text(address.state),
            postalCode: text(address.zip),
            country: text(address.country),
          },
        };
      });
  }

  private accountRows(): Promise<Json[]> {
    return this.list('chartofaccounts', 'chartofaccounts', { filter_by: 'AccountType.All' });
  }

  async accounts(): Promise<PartnerAccount[]> {
    const rows = await this.accountRows();
    const byId = new Map(rows.map((row) => [text(row.account_id), row]));
    const fullName = (row: Json, depth = 0): string => {
      const parent = byId.get(text(row.parent_account_id));
      return parent && depth < 10
        ? `${fullName(parent, depth + 1)}:${text(row.account_name)}`
        : text(row.account_name);
    };
    return rows.map((row) => ({
      accountId: text(row.account_id),
      accountName: text(row.account_name),
      accountFullName: fullName(row),
      accountType: text(row.account_type),
      accountSubType: text(row.account_type).replaceAll('_', ' '),
      isActive: row.is_active !== false,
      isSubAccount: text(row.parent_account_id) !== '',
    }));
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const within = { date_start: `${taxYear}-01-01`, date_end: `${taxYear}-12-31` };
    const accounts = new Map((await this.accountRows()).map((row) => [text(row.account_id), row]));
    const funding = (accountId: unknown, mode: unknown): FundingKind => {
      const account = accounts.get(text(accountId));
      if (account?.account_type === 'credit_card') return 'card';
      const byName = fundingFromName(`${text(account?.account_name)} ${text(mode)}`);
      return byName;
    };
    const payments = (await this.list('vendorpayments', 'vendorpayments', within)).filter((payment) =>
      isInYear(text(payment.date), taxYear),
    );
    const bill = readEachOnce((billId) =>
      this.get(`bills/${encodeURIComponent(billId)}`).then((answer) => record(answer.bill)),
    );
    const lines: PartnerPaymentLine[] = [];
    for (const payment of payments) {
      const detail = record(
        (await this.get(`vendorpayments/${encodeURIComponent(text(payment.payment_id))}`)).vendorpayment,
      );
      const base = {
        transactionId: `VendorPayment ${text(payment.payment_id)}`,
        vendorId: text(payment.vendor_id) || null,
        paidOn: text(payment.date),
        currency: text(payment.currency_code) || 'USD',
        funding: funding(payment.paid_through_account_id, payment.payment_mode),
      };
      const parts = list(detail.bills).map((settled) => ({
        cents: partnerCents(settled.amount_applied) ?? 0,
        lines: async () =>
          list((await bill(text(settled.bill_id))).line_items).map((line) => ({
            accountId: text(line.account_id) || null,
            amountCents: partnerCents(line.item_total) ?? 0,
          })),
      }));
      lines.push(...(await settlePayment(base, partnerCents(payment.amount), parts)));
    }
    for (const expense of await this.list('expenses', 'expenses', within)) {
      if (!isInYear(text(expense.date), taxYear) || expense.status === 'void') continue;
      const amount = partnerCents(expense.total);
      lines.push({
        transactionId: `Expense ${text(expense.expense_id)}`,
        vendorId: text(expense.vendor_id) || null,
        paidOn: text(expense.date),
        accountId: text(expense.account_id) || null,
        amountCents: amount ?? 0,
        currency: text(expense.currency_code) || 'USD',
        funding: funding(expense.paid_through_account_id, expense.paid_through_account_name),
        ...(amount === null ? { error: 'The amount of this expense could not be read.' } : {}),
      });
    }
    return lines;
  }
}
