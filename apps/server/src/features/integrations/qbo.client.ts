/**
 * QuickBooks Online (shared/reference/accounting-integrations.md §1): OAuth 2.0 authorisation code with
 * HTTP Basic client authentication, the company id (realmId) from the redirect, and the Accounting
 * API's query endpoint (`minorversion=75`, pages of 1,000 from `startposition` 1). Payments are read on
 * a cash basis: BillPayments and Purchases dated in the year; a BillPayment is split over the lines of
 * the bills it pays (and, negatively, of the vendor credits it applies).
 */
import {
  type BillLine,
  type FundingKind,
  type PartnerAccount,
  type PartnerPaymentLine,
} from '@file1099/forms';
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
import { settleDocument } from './partner-settle.ts';
import { mapInParallel } from './parallel.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

export interface QboEndpoints {
  /** https://appcenter.intuit.com/connect/oauth2 */
  authorize: string;
  /** https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer */
  token: string;
  /** https://developer.api.intuit.com/v2/oauth2/tokens/revoke */
  revoke: string;
  /** https://quickbooks.api.intuit.com (sandbox: https://sandbox-quickbooks.api.intuit.com) */
  api: string;
}

export interface QboClientOptions {
  endpoints: QboEndpoints;
  clientId: string;
  clientSecret: string;
  http?: PartnerHttp;
  now?: () => number;
  /** Rows per page and ids per look-up (default and most: QBO_PAGE each); smaller only in tests. */
  limits?: { page?: number; ids?: number };
}

export const QBO_SCOPE = 'com.intuit.quickbooks.accounting';
/** Rows per page and ids per `Id in (…)` statement: QuickBooks' maxresults is at most 1000 (§1.2). */
export const QBO_PAGE = 1000;
/** Requests at once for one company: QuickBooks allows 10 per realm and app (§1.4). */
const PARALLEL = 4;

type Json = Record<string, unknown>;

const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : []);

/** QuickBooks money (a JSON number of dollars, or a numeric string) as cents. */
export function qboCents(value: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

function readAddress(value: unknown): PartnerVendorRecord['address'] {
  const address = record(value);
  return {
    line1: text(address.Line1),
    line2: text(address.Line2),
    city: text(address.City),
    state: text(address.CountrySubDivisionCode),
    postalCode: text(address.PostalCode),
    country: text(address.Country),
  };
}

export class QboClient {
  private readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: QboClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'QuickBooks Online' });
    this.now = options.now ?? Date.now;
  }

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const url = new URL(this.options.endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      scope: QBO_SCOPE,
      redirect_uri: input.redirectUri,
      state: input.state,
    }).toString();
    return url.toString();
  }

  private async tokenCall(form: Record<string, string>): Promise<TokenSet> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.http.send(this.options.endpoints.token, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel();
      throw new PartnerError(
        'grant-refused',
        'QuickBooks Online did not accept the connection. Please connect again.',
        response.status,
      );
    }
    return readTokenAnswer(await this.http.readJson(response), this.now(), 'QuickBooks Online');
  }

  exchangeCode(input: { code: string; redirectUri: string }): Promise<TokenSet> {
    return this.tokenCall({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
    });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async revoke(token: string): Promise<void> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.http.send(this.options.endpoints.revoke, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ token }),
    });
    await this.http.readJson(response);
  }

  private limits(): { page: number; ids: number } {
    const page = Math.min(QBO_PAGE, this.options.limits?.page ?? QBO_PAGE);
    return { page, ids: Math.min(page, this.options.limits?.ids ?? page) };
  }

  /** The books of one company (realmId), read with the connection's tokens. */
  books(realmId: string, tokens: TokenAccess): PartnerBooksReader {
    return new QboBooks(
      this.http,
      this.limits(),
      `${this.options.endpoints.api}/v3/company/${encodeURIComponent(realmId)}`,
      realmId,
      tokens,
    );
  }
}

class QboBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    /** Rows per page, and ids per look-up (no more than a page: one request answers a batch). */
    private readonly limits: { page: number; ids: number },
    private readonly base: string,
    private readonly realmId: string,
    private readonly tokens: TokenAccess,
  ) {}

  private get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.base}/${path}`);
    url.search = new URLSearchParams({ ...query, minorversion: '75' }).toString();
    return this.http.getJson(url.toString(), this.tokens);
  }

  /** One page of a query (startposition is 1-based). */
  private async page(entity: string, where: string, start: number): Promise<Json[]> {
    const statement = `select * from ${entity}${where ? ` where ${where}` : ''} startposition ${start} maxresults ${this.limits.page}`;
    return list(record(record(await this.get('query', { query: statement })).QueryResponse)[entity]);
  }

  /**
   * Every row of a query, handed to `read` a page at a time, so only the raw rows of the pages in
   * flight are held. The count comes first; its pages are read a few at once (results in page
   * order); past the count, pages are read on while they come back full (rows added meanwhile).
   */
  private async query<T>(entity: string, where: string, read: (rows: Json[]) => Promise<T[]>): Promise<T[]> {
    const statement = `select count(*) from ${entity}${where ? ` where ${where}` : ''}`;
    const counted = Number(
      record(record(await this.get('query', { query: statement })).QueryResponse).totalCount,
    );
    const pages = Number.isFinite(counted) && counted > 0 ? Math.ceil(counted / this.limits.page) : 0;
    const parts = await mapInParallel(
      Array.from({ length: pages }, (_, index) => 1 + index * this.limits.page),
      PARALLEL,
      async (start) => {
        const rows = await this.page(entity, where, start);
        return { full: rows.length === this.limits.page, items: await read(rows) };
      },
    );
    let more = parts.length === 0 || parts.at(-1)?.full === true;
    for (let start = pages * this.limits.page + 1; more; start += this.limits.page) {
      const rows = await this.page(entity, where, start);
      parts.push({ full: rows.length === this.limits.page, items: await read(rows) });
      more = rows.length === this.limits.page;
    }
    return parts.flatMap((part) => part.items);
  }

  async company(): Promise<PartnerCompany> {
    const info = record(
      record(await this.get(`companyinfo/${encodeURIComponent(this.realmId)}`)).CompanyInfo,
    );
    const preferences = record(record(await this.get('preferences')).Preferences);
    return {
      name: text(info.CompanyName),
      legalName: text(info.LegalName),
      email: text(record(info.CompanyEmailAddr).Address),
      phone: text(record(info.PrimaryPhone).FreeFormNumber),
      address: readAddress(info.LegalAddr ?? info.CompanyAddr),
      currency: text(record(record(preferences.CurrencyPrefs).HomeCurrency).value) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    return this.query('Vendor', 'Active in (true, false)', async (rows) => rows.map(readVendor));
  }

  async accounts(): Promise<PartnerAccount[]> {
    return this.query('Account', 'Active in (true, false)', async (rows) => rows.map(readAccount));
  }

  /**
   * The expense lines of bills or vendor credits by id, as far as `known` lacks them: a batch per
   * request (POSTed, the statement being long). An id the partner does not return is remembered as
   * null (unreadable).
   */
  private async documents(entity: string, ids: Iterable<string>, known: Map<string, BillLine[] | null>) {
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    const batches: string[][] = [];
    for (let at = 0; at < missing.length; at += this.limits.ids)
      batches.push(missing.slice(at, at + this.limits.ids));
    // One batch after another: the pages that ask are already read a few at once.
    for (const batch of batches) {
      const quoted = batch.map((id) => `'${id.replaceAll("'", '')}'`).join(', ');
      const url = new URL(`${this.base}/query`);
      url.search = new URLSearchParams({ minorversion: '75' }).toString();
      const answer = await this.http.getJson(
        url.toString(),
        this.tokens,
        { 'content-type': 'application/text' },
        {
          method: 'POST',
          body: `select * from ${entity} where Id in (${quoted}) maxresults ${this.limits.page}`,
        },
      );
      for (const id of batch) known.set(id, null);
      for (const row of list(record(record(answer).QueryResponse)[entity]))
        if (known.has(text(row.Id))) known.set(text(row.Id), documentLines(row));
    }
  }

  /**
   * The year's payment lines: BillPayments and Purchases dated in the year, page by page; for each
   * page of BillPayments, the bills and credits it settles not read yet (their expense lines are kept
   * for later pages; a bill is often paid in parts).
   */
  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const within = `TxnDate >= '${taxYear}-01-01' and TxnDate <= '${taxYear}-12-31'`;
    const bills = new Map<string, BillLine[] | null>();
    const credits = new Map<string, BillLine[] | null>();
    const linked = (payments: readonly Json[], type: string) =>
      payments.flatMap((payment) =>
        list(payment.Line).flatMap((line) =>
          list(line.LinkedTxn)
            .filter((txn) => txn.TxnType === type)
            .map((txn) => text(txn.TxnId)),
        ),
      );
    const paid = await this.query('BillPayment', within, async (payments) => {
      await this.documents('Bill', linked(payments, 'Bill'), bills);
      await this.documents('VendorCredit', linked(payments, 'VendorCredit'), credits);
      return payments.flatMap((payment) => readBillPayment(payment, bills, credits));
    });
    const bought = await this.query('Purchase', within, async (purchases) => purchases.flatMap(readPurchase));
    return paid.concat(bought);
  }
}

function readVendor(vendor: Json): PartnerVendorRecord {
  return {
    vendorId: text(vendor.Id),
    displayName: text(vendor.DisplayName),
    businessName: text(vendor.CompanyName),
    firstName: text(vendor.GivenName),
    lastName: text(vendor.FamilyName),
    is1099Vendor: vendor.Vendor1099 === true,
    active: vendor.Active !== false,
    tinHint: text(vendor.TaxIdentifier),
    email: text(record(vendor.PrimaryEmailAddr).Address),
    address: readAddress(vendor.BillAddr),
  };
}

function readAccount(account: Json): PartnerAccount {
  return {
    accountId: text(account.Id),
    accountName: text(account.Name),
    accountFullName: text(account.FullyQualifiedName) || text(account.Name),
    accountType: text(account.AccountType),
    accountSubType: text(account.AccountSubType),
    isActive: account.Active !== false,
    isSubAccount: account.SubAccount === true,
  };
}

function fundingOf(card: boolean, fromAccount: unknown): FundingKind {
  if (card) return 'card';
  return /paypal/i.test(text(record(fromAccount).name)) ? 'paypal' : 'bank';
}

function documentLines(document: Json): BillLine[] {
  return list(document.Line)
    .filter(
      (line) =>
        line.DetailType === 'AccountBasedExpenseLineDetail' ||
        line.DetailType === 'ItemBasedExpenseLineDetail',
    )
    .map((line) => ({
      accountId: text(record(record(line.AccountBasedExpenseLineDetail).AccountRef).value) || null,
      amountCents: qboCents(line.Amount) ?? 0,
    }));
}

function readBillPayment(
  payment: Json,
  bills: ReadonlyMap<string, BillLine[] | null>,
  credits: ReadonlyMap<string, BillLine[] | null>,
): PartnerPaymentLine[] {
  const card = payment.PayType === 'CreditCard';
  const base = {
    transactionId: `BillPayment ${text(payment.Id)}`,
    vendorId: text(record(payment.VendorRef).value) || null,
    paidOn: text(payment.TxnDate),
    currency: text(record(payment.CurrencyRef).value) || 'USD',
    funding: fundingOf(
      card,
      card ? record(payment.CreditCardPayment).CCAccountRef : record(payment.CheckPayment).BankAccountRef,
    ),
  };
  const lines: PartnerPaymentLine[] = [];
  for (const line of list(payment.Line)) {
    const amount = qboCents(line.Amount);
    for (const txn of list(line.LinkedTxn)) {
      const isCredit = txn.TxnType === 'VendorCredit';
      if (txn.TxnType !== 'Bill' && !isCredit) continue;
      const document = (isCredit ? credits : bills).get(text(txn.TxnId));
      const signed = amount === null ? 0 : isCredit ? -amount : amount;
      const readable = amount === null ? undefined : (document ?? undefined);
      lines.push(...settleDocument(base, signed, readable, isCredit ? 'vendor credit' : 'bill'));
    }
  }
  return lines;
}

function readPurchase(purchase: Json): PartnerPaymentLine[] {
  const entity = record(purchase.EntityRef);
  // Money paid to a customer or an employee is not a vendor payment.
  if (purchase.EntityRef !== undefined && entity.type !== 'Vendor') return [];
  const sign = purchase.Credit === true ? -1 : 1;
  return documentLines(purchase).map((line) => ({
    transactionId: `Purchase ${text(purchase.Id)}`,
    vendorId: text(entity.value) || null,
    paidOn: text(purchase.TxnDate),
    accountId: line.accountId,
    amountCents: sign * line.amountCents,
    currency: text(record(purchase.CurrencyRef).value) || 'USD',
    funding: fundingOf(purchase.PaymentType === 'CreditCard', purchase.AccountRef),
  }));
}
