/**
 * FreshBooks (shared/reference/accounting-integrations.md §3): OAuth 2.0 authorisation code with the
 * client id and secret in the token call's JSON body; access tokens last 12 hours and refresh tokens are
 * single-use (each refresh returns a new pair; the connection store keeps it). A user may belong to
 * several businesses: the list comes from `/auth/api/v1/users/me`, and the accounting lists of one are
 * read under `/accounting/account/{account_id}/`, paged by `page` / `per_page` (100 at most).
 * FreshBooks keeps no vendor TIN, and books bills and expenses to expense categories, which stand in
 * for the chart of accounts. Payments are read on a cash basis: bill payments dated in the year, each
 * split over the lines of its bill, and expenses dated in the year. An expense names its vendor in
 * free text only: it is matched to a vendor by name, and a name that matches none, or several, leaves
 * the expense without a vendor ('Unknown Vendor').
 */
import { type PartnerAccount, type PartnerPaymentLine } from '@file1099/forms';
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
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
import { settleDocument } from './partner-settle.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

export interface FreshBooksEndpoints {
  /** https://auth.freshbooks.com/oauth/authorize */
  authorize: string;
  /** https://api.freshbooks.com/auth/oauth/token */
  token: string;
  /** https://api.freshbooks.com/auth/oauth/revoke */
  revoke: string;
  /** https://api.freshbooks.com (identity and accounting) */
  api: string;
}

export interface FreshBooksClientOptions {
  endpoints: FreshBooksEndpoints;
  clientId: string;
  clientSecret: string;
  /** Rows per page (FreshBooks caps it at 100). */
  perPage?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export const FRESHBOOKS_SCOPE = [
  'user:profile:read',
  'user:bill_vendors:read',
  'user:bills:read',
  'user:bill_payments:read',
  'user:expenses:read',
].join(' ');

export interface FreshBooksBusiness {
  /** The short id of `/accounting/account/{accountId}/…`. */
  accountId: string;
  businessUuid: string;
  businessId: string;
  name: string;
  role: string;
}

/** FreshBooks money: `{amount: "12.30", code: "USD"}`, or a bare number or string. */
function money(value: unknown): { cents: number | null; code: string } {
  const object = record(value);
  return typeof value === 'object' && value !== null
    ? { cents: partnerCents(object.amount), code: text(object.code) }
    : { cents: partnerCents(value), code: '' };
}

export class FreshBooksClient {
  private readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: FreshBooksClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'FreshBooks' });
    this.now = options.now ?? Date.now;
  }

  /** The redirect URI must be https and carry no query string: the state goes in `state`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const url = new URL(this.options.endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      scope: FRESHBOOKS_SCOPE,
      state: input.state,
    }).toString();
    return url.toString();
  }

  private async tokenCall(body: Record<string, string>): Promise<TokenSet> {
    const response = await this.http.send(this.options.endpoints.token, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        ...body,
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }),
    });
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel();
      throw new PartnerError(
        'grant-refused',
        'FreshBooks did not accept the connection. Please connect again.',
        response.status,
      );
    }
    return readTokenAnswer(await this.http.readJson(response), this.now(), 'FreshBooks');
  }

  exchangeCode(input: { code: string; redirectUri: string }): Promise<TokenSet> {
    return this.tokenCall({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
    });
  }

  /** FreshBooks documents the redirect URI on refreshes too; it is sent when given. */
  refresh(refreshToken: string, redirectUri?: string): Promise<TokenSet> {
    return this.tokenCall({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    });
  }

  async revoke(refreshToken: string): Promise<void> {
    const response = await this.http.send(this.options.endpoints.revoke, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        token: refreshToken,
      }),
    });
    await this.http.readJson(response);
  }

  /** The businesses the signed-in user belongs to. */
  async businesses(tokens: TokenAccess): Promise<FreshBooksBusiness[]> {
    return (await identity(this.http, this.options.endpoints.api, tokens))
      .map((membership) => {
        const business = record(membership.business);
        return {
          accountId: text(business.account_id),
          businessUuid: text(business.business_uuid),
          businessId: text(business.id),
          name: text(business.name),
          role: text(membership.role),
        };
      })
      .filter((business) => business.accountId !== '');
  }

  /** The books of one business (by its `account_id`), read with the connection's tokens. */
  books(accountId: string, tokens: TokenAccess): PartnerBooksReader {
    return new FreshBooksBooks(
      this.http,
      this.options.endpoints.api,
      accountId,
      tokens,
      this.options.perPage ?? 100,
    );
  }
}

async function identity(http: PartnerHttp, api: string, tokens: TokenAccess): Promise<Json[]> {
  const answer = record(await http.getJson(`${api}/auth/api/v1/users/me`, tokens));
  return list(record(answer.response).business_memberships);
}

class FreshBooksBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly api: string,
    private readonly accountId: string,
    private readonly tokens: TokenAccess,
    private readonly perPage: number,
  ) {}

  /** Every row of an accounting list, page by page. */
  private list(path: string, collection: string, query: [string, string][] = []): Promise<Json[]> {
    return readPages(async (page) => {
      const url = new URL(`${this.api}/accounting/account/${encodeURIComponent(this.accountId)}/${path}`);
      url.search = new URLSearchParams([
        ...query,
        ['page', String(page)],
        ['per_page', String(this.perPage)],
      ]).toString();
      const response = record(record(await this.http.getJson(url.toString(), this.tokens)).response);
      // FreshBooks may answer a refusal with HTTP 200 and a list of errors.
      if (list(response.errors).length > 0)
        throw new PartnerError('refused', 'FreshBooks refused the request.');
      const result = record(response.result);
      const pages = Number(result.pages);
      const rows = list(result[collection]);
      // Without a page count, a full page means there may be more.
      return { rows, more: Number.isFinite(pages) ? page < pages : rows.length >= this.perPage };
    });
  }

  async company(): Promise<PartnerCompany> {
    const membership = (await identity(this.http, this.api, this.tokens)).find(
      (item) => text(record(item.business).account_id) === this.accountId,
    );
    const business = record(membership?.business);
    const address = record(business.address);
    return {
      name: text(business.name),
      legalName: text(business.name),
      email: '',
      phone: text(business.phone_number),
      address: {
        line1: text(address.street),
        line2: text(address.street2),
        city: text(address.city),
        state: text(address.province),
        postalCode: text(address.postal_code),
        country: text(address.country),
      },
      currency: text(business.currency_code) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    const rows = await this.list('bill_vendors/bill_vendors', 'bill_vendors');
    return rows
      .filter((vendor) => Number(vendor.vis_state ?? 0) !== 1)
      .map((vendor) => ({
        vendorId: text(vendor.vendorid),
        displayName: text(vendor.vendor_name),
        businessName: text(vendor.vendor_name),
        firstName: text(vendor.primary_contact_first_name),
        lastName: text(vendor.primary_contact_last_name),
        is1099Vendor: vendor.is_1099 === true,
        active: Number(vendor.vis_state ?? 0) === 0,
        // FreshBooks keeps no TIN: the import asks for it with a W-9.
        tinHint: '',
        email: text(vendor.primary_contact_email),
        address: {
          line1: text(vendor.street),
          line2: text(vendor.street2),
          city: text(vendor.city),
          state: text(vendor.province),
          postalCode: text(vendor.postal_code),
          country: text(vendor.country),
        },
      }));
  }

  async accounts(): Promise<PartnerAccount[]> {
    const categories = (await this.list('expenses/categories', 'categories')).filter(
      (category) => Number(category.vis_state ?? 0) !== 1,
    );
    const nameById = new Map(
      categories.map((category) => [text(category.categoryid), text(category.category)]),
    );
    return categories.map((category) => {
      const parent = nameById.get(text(category.parentid));
      return {
        accountId: text(category.categoryid),
        accountName: text(category.category),
        accountFullName: parent ? `${parent}:${text(category.category)}` : text(category.category),
        accountType: category.is_cogs === true ? 'Cost of Goods Sold' : 'Expense',
        accountSubType: '',
        isActive: Number(category.vis_state ?? 0) === 0,
        isSubAccount: parent !== undefined,
      };
    });
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const payments = (await this.list('bill_payments/bill_payments', 'bill_payments')).filter(
      (payment) => Number(payment.vis_state ?? 0) === 0 && isInYear(text(payment.paid_date), taxYear),
    );
    const bills = new Map(
      (await this.list('bills/bills', 'bills', [['include[]', 'lines']])).map((bill) => [
        text(bill.id),
        bill,
      ]),
    );
    const expenses = await this.list('expenses/expenses', 'expenses', [
      ['search[date_min]', `${taxYear}-01-01`],
      ['search[date_max]', `${taxYear}-12-31`],
    ]);
    const vendorByName = await this.vendorsByName();
    const lines: PartnerPaymentLine[] = [];
    for (const payment of payments) {
      const bill = bills.get(text(payment.billid));
      const paid = money(payment.amount);
      const base = {
        transactionId: `BillPayment ${text(payment.id)}`,
        vendorId: text(bill?.vendorid) || null,
        paidOn: text(payment.paid_date),
        currency: paid.code || text(bill?.currency_code) || 'USD',
        funding: fundingFromName(text(payment.payment_type)),
      };
      const billLines =
        bill && paid.cents !== null
          ? list(bill.lines).map((line) => ({
              accountId: text(line.categoryid) || null,
              amountCents: money(line.amount).cents ?? 0,
            }))
          : undefined;
      lines.push(...settleDocument(base, paid.cents ?? 0, billLines));
    }
    for (const expense of expenses) {
      const day = text(expense.date);
      if (Number(expense.vis_state ?? 0) !== 0 || !isInYear(day, taxYear)) continue;
      const amount = money(expense.amount);
      const vendorName = text(expense.vendor).trim();
      lines.push({
        transactionId: `Expense ${text(expense.expenseid) || text(expense.id)}`,
        vendorId: vendorByName.get(vendorName.toLowerCase()) ?? null,
        paidOn: day,
        accountId: text(expense.categoryid) || null,
        amountCents: amount.cents ?? 0,
        currency: amount.code || 'USD',
        funding: fundingFromName(`${text(expense.account_name)} ${text(expense.bank_name)}`),
        ...(vendorName ? { description: `Expense to ${vendorName}` } : {}),
        ...(amount.cents === null ? { error: 'The amount of this expense could not be read.' } : {}),
      });
    }
    return lines;
  }

  /** Vendor ids by lower-case name, only for names that belong to one vendor. */
  private async vendorsByName(): Promise<Map<string, string>> {
    const byName = new Map<string, string | null>();
    for (const vendor of await this.vendors()) {
      const name = vendor.displayName.trim().toLowerCase();
      if (name) byName.set(name, byName.has(name) ? null : vendor.vendorId);
    }
    return new Map(
      [...byName].flatMap(([name, id]) => (id === null ? [] : [[name, id] as [string, string]])),
    );
  }
}
