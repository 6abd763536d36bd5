/**
 * Reading one BILL organisation (bill.client.ts explains the session). Lists are paged by BILL's
 * cursor: the first page carries `max` and `filters`, the next ones only `page` (the cursor encodes
 * the filters). Vendors carry `additionalInfo.track1099` and a masked `taxId`. Payments are read on a
 * cash basis: payments processed in the year, not void, cancelled, failed or only scheduled, each
 * split over the lines of the bills it pays (`billPayments`); what it does not apply to a bill stays
 * without an account. BILL keeps only bills and their payments (no direct checks or card purchases),
 * and syncs both into the customer's ledger: importing the same payer from BILL and from the ledger
 * would count every payment twice (reference §0.2 rule 7), so the wizard says to import one of them.
 * A payment funded from a card account is a card payment (reported on 1099-K).
 */
import type { PartnerAccount, PartnerPaymentLine } from '@file1099/forms';
import { PartnerError, type PartnerHttp, type TokenAccess } from './partner-http.ts';
import { isInYear, list, partnerCents, record, text, type Json } from './partner-json.ts';
import { readEachOnce, settlePayment } from './partner-settle.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

/** Payment statuses that are not money paid. */
const NOT_PAID = new Set(['VOID', 'VOIDED', 'CANCELED', 'CANCELLED', 'FAILED', 'SCHEDULED', 'PENDING']);

const address = (value: unknown): PartnerVendorRecord['address'] => {
  const item = record(value);
  return {
    line1: text(item.line1),
    line2: text(item.line2),
    city: text(item.city),
    state: text(item.stateOrProvince),
    postalCode: text(item.zipOrPostalCode),
    country: text(item.country),
  };
};

export class BillBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly base: string,
    private readonly devKey: string,
    private readonly organizationId: string,
    private readonly tokens: TokenAccess,
    private readonly pageSize: number,
  ) {}

  /** A GET with the session; a 401 (BDC_1109, the session ended) signs in again once. */
  private async get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.base}/${path}`);
    url.search = new URLSearchParams(query).toString();
    const call = async (sessionId: string) =>
      this.http.send(url.toString(), {
        headers: { accept: 'application/json', devKey: this.devKey, sessionId },
      });
    let response = await call(await this.tokens.accessToken());
    if (response.status === 401) {
      await response.body?.cancel();
      response = await call(await this.tokens.refreshAfterUnauthorized());
      if (response.status === 401) {
        await response.body?.cancel();
        throw new PartnerError(
          'needs-reconnect',
          'BILL no longer accepts this connection. Please connect again.',
          401,
        );
      }
    }
    return this.http.readJson(response);
  }

  /** Every row of a list, page by page (at most 10,000 pages). */
  private async list(path: string, filters = ''): Promise<Json[]> {
    const rows: Json[] = [];
    let query: Record<string, string> = { max: String(this.pageSize), ...(filters ? { filters } : {}) };
    for (let page = 0; page < 10_000; page += 1) {
      const answer = record(await this.get(path, query));
      rows.push(...list(answer.results));
      const next = text(answer.nextPage);
      if (next === '') return rows;
      query = { max: String(this.pageSize), page: next };
    }
    return rows;
  }

  async company(): Promise<PartnerCompany> {
    const organization = record(await this.get(`organizations/${encodeURIComponent(this.organizationId)}`));
    return {
      name: text(organization.shortName) || text(organization.name),
      legalName: text(organization.name),
      email: text(organization.email),
      phone: text(organization.phone),
      address: address(organization.address),
      currency: text(organization.currency) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    return (await this.list('vendors')).map((vendor) => {
      const info = record(vendor.additionalInfo);
      const person = text(vendor.accountType) === 'PERSON';
      const [first = '', ...rest] = person ? text(vendor.name).split(' ') : [];
      return {
        vendorId: text(vendor.id),
        displayName: text(vendor.name),
        businessName: text(info.companyName) || (person ? '' : text(vendor.name)),
        firstName: first,
        lastName: rest.join(' '),
        is1099Vendor: info.track1099 === true || info.track1099 === 'true',
        active: vendor.archived !== true,
        tinHint: text(info.taxId),
        email: text(vendor.email),
        address: address(vendor.address),
      };
    });
  }

  async accounts(): Promise<PartnerAccount[]> {
    const rows = await this.list('classifications/chart-of-accounts');
    const byId = new Map(rows.map((row) => [text(row.id), row]));
    const fullName = (row: Json, depth = 0): string => {
      const parent = byId.get(text(row.parentId));
      return parent && depth < 10 ? `${fullName(parent, depth + 1)}:${text(row.name)}` : text(row.name);
    };
    return rows.map((row) => ({
      accountId: text(row.id),
      accountName: text(row.name),
      accountFullName: fullName(row),
      accountType: text(row.accountType),
      accountSubType: text(row.accountType).replaceAll('_', ' ').toLowerCase(),
      isActive: row.archived !== true,
      isSubAccount: text(row.parentId) !== '',
    }));
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const payments = (
      await this.list('payments', `processDate:gte:"${taxYear}-01-01",processDate:lte:"${taxYear}-12-31"`)
    ).filter(
      (payment) =>
        isInYear(text(payment.processDate), taxYear) && !NOT_PAID.has(text(payment.status).toUpperCase()),
    );
    const bill = readEachOnce((billId) => this.get(`bills/${encodeURIComponent(billId)}`).then(record));
    const lines: PartnerPaymentLine[] = [];
    for (const payment of payments) {
      const funding = /card/i.test(text(record(payment.fundingAccount).type)) ? 'card' : 'bank';
      const base = {
        transactionId: `Payment ${text(payment.id)}`,
        vendorId: text(payment.vendorId) || null,
        paidOn: text(payment.processDate).slice(0, 10),
        currency: text(payment.currency) || 'USD',
        funding: funding as PartnerPaymentLine['funding'],
      };
      const parts = list(payment.billPayments).map((part) => ({
        cents: partnerCents(part.amount) ?? 0,
        lines: async () =>
          list((await bill(text(part.billId))).billLineItems).map((line) => ({
            accountId: text(record(line.classifications).chartOfAccountId) || null,
            amountCents: partnerCents(line.amount) ?? 0,
          })),
      }));
      lines.push(...(await settlePayment(base, partnerCents(payment.amount), parts)));
    }
    return lines;
  }
}
