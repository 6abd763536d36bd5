/**
 * QuickBooks Online (shared/reference/accounting-integrations.md §1): OAuth 2.0 authorisation code with
 * HTTP Basic client authentication, the company id (realmId) from the redirect, and the Accounting
 * API's query endpoint (`minorversion=75`, pages of 1,000 from `startposition` 1). Payments are read on
 * a cash basis: BillPayments and Purchases dated in the year; a BillPayment is split over the lines of
 * the bills it pays (and, negatively, of the vendor credits it applies).
 */
import {
  splitPaymentByBill,
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
}

export const QBO_SCOPE = 'com.intuit.quickbooks.accounting';
const PAGE = 1000;
const ID_BATCH = 100;

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

  /** The books of one company (realmId), read with the connection's tokens. */
  books(realmId: string, tokens: TokenAccess): PartnerBooksReader {
    return new QboBooks(
      this.http,
      `${this.options.endpoints.api}/v3/company/${encodeURIComponent(realmId)}`,
      realmId,
      tokens,
    );
  }
}

class QboBooks implements PartnerBooksReader {
  constructor(
    private readonly http: PartnerHttp,
    private readonly base: string,
    private readonly realmId: string,
    private readonly tokens: TokenAccess,
  ) {}

  private get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${this.base}/${path}`);
    url.search = new URLSearchParams({ ...query, minorversion: '75' }).toString();
    return this.http.getJson(url.toString(), this.tokens);
  }

  /** Every row of a query, page by page. */
  private async query(entity: string, where: string): Promise<Json[]> {
    const rows: Json[] = [];
    for (let start = 1; ; start += PAGE) {
      const statement = `select * from ${entity}${where ? ` where ${where}` : ''} startposition ${start} maxresults ${PAGE}`;
      const page = list(record(record(await this.get('query', { query: statement })).QueryResponse)[entity]);
      rows.push(...page);
      if (page.length < PAGE) return rows;
    }
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
    return (await this.query('Vendor', 'Active in (true, false)')).map((vendor) => ({
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
    }));
  }

  async accounts(): Promise<PartnerAccount[]> {
    return (await this.query('Account', 'Active in (true, false)')).map((account) => ({
      accountId: text(account.Id),
      accountName: text(account.Name),
      accountFullName: text(account.FullyQualifiedName) || text(account.Name),
      accountType: text(account.AccountType),
      accountSubType: text(account.AccountSubType),
      isActive: account.Active !== false,
      isSubAccount: account.SubAccount === true,
    }));
  }

  /** Rows of `entity` by id, in batches the query language takes. */
  private async byIds(entity: string, ids: readonly string[]): Promise<Map<string, Json>> {
    const found = new Map<string, Json>();
    for (let at = 0; at < ids.length; at += ID_BATCH) {
      const batch = ids.slice(at, at + ID_BATCH).map((id) => `'${id.replaceAll("'", '')}'`);
      for (const row of await this.query(entity, `Id in (${batch.join(', ')})`)) found.set(text(row.Id), row);
    }
    return found;
  }

  async paymentLines(taxYear: number): Promise<PartnerPaymentLine[]> {
    const within = `TxnDate >= '${taxYear}-01-01' and TxnDate <= '${taxYear}-12-31'`;
    const [payments, purchases] = [
      await this.query('BillPayment', within),
      await this.query('Purchase', within),
    ];
    const linked = (type: string) => [
      ...new Set(
        payments.flatMap((payment) =>
          list(payment.Line).flatMap((line) =>
            list(line.LinkedTxn)
              .filter((txn) => txn.TxnType === type)
              .map((txn) => text(txn.TxnId)),
          ),
        ),
      ),
    ];
    const bills = await this.byIds('Bill', linked('Bill'));
    const credits = await this.byIds('VendorCredit', linked('VendorCredit'));
    const lines: PartnerPaymentLine[] = [];
    for (const payment of payments) lines.push(...readBillPayment(payment, bills, credits));
    for (const purchase of purchases) lines.push(...readPurchase(purchase));
    return lines;
  }
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
  bills: Map<string, Json>,
  credits: Map<string, Json>,
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
      if (!document || amount === null) {
        lines.push({
          ...base,
          accountId: null,
          amountCents: signed,
          error: `The ${isCredit ? 'vendor credit' : 'bill'} this payment settles could not be read.`,
        });
        continue;
      }
      for (const split of splitPaymentByBill(signed, documentLines(document)))
        lines.push({ ...base, accountId: split.accountId, amountCents: split.amountCents });
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
