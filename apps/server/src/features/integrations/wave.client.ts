/**
 * Wave (shared/reference/accounting-integrations.md §7): OAuth 2.0 authorisation code (no PKCE; only
 * businesses on Wave Pro or Advisor may authorise apps) and one GraphQL endpoint. A grant may reach
 * several businesses (`businesses`), picked like an organisation. The public API reads the business,
 * its vendors (no TIN, no 1099 flag) and its chart of accounts; it has no query for transactions,
 * bills or payments, so `paymentLines` refuses with the reason, and the wizard takes the payments from
 * Wave's CSV export through the Excel path. Refresh tokens are stored after every refresh. Wave
 * documents no revocation: disconnecting deletes our tokens (the user may remove the app in Wave).
 */
import { PARTNERS, type PartnerAccount, type PartnerPaymentLine } from '@file1099/forms';
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
import { list, record, text, type Json } from './partner-json.ts';
import type { PartnerBooksReader, PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

export interface WaveEndpoints {
  authorize: string;
  token: string;
  /** https://gql.waveapps.com/graphql/public */
  graphql: string;
}

export interface WaveClientOptions {
  clientId: string;
  clientSecret: string;
  endpoints: WaveEndpoints;
  /** Rows per page of a connection. */
  pageSize?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export const WAVE_SCOPE = 'business:read vendor:read account:read user:read';

/** Why a Wave import has no payments (the wizard's note). */
export const WAVE_NO_PAYMENTS =
  PARTNERS.Wave.importNote ??
  "Wave does not let other apps read its payments. Add them from Wave's CSV export.";

const PAGE_INFO = 'pageInfo { currentPage totalPages totalCount }';
const ADDRESS =
  'address { addressLine1 addressLine2 city province { code name } country { code name } postalCode }';

export interface WaveBusiness {
  businessId: string;
  name: string;
  isPersonal: boolean;
}

function address(value: unknown): PartnerVendorRecord['address'] {
  const item = record(value);
  const province = text(record(item.province).code);
  return {
    line1: text(item.addressLine1),
    line2: text(item.addressLine2),
    city: text(item.city),
    state: province.replace(/^[A-Z]{2}-/, ''),
    postalCode: text(item.postalCode),
    country: text(record(item.country).code),
  };
}

export class WaveClient {
  readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: WaveClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'Wave' });
    this.now = options.now ?? Date.now;
  }

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const url = new URL(this.options.endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      scope: WAVE_SCOPE,
      redirect_uri: input.redirectUri,
      state: input.state,
    }).toString();
    return url.toString();
  }

  private async tokenCall(form: Record<string, string>): Promise<TokenSet> {
    const response = await this.http.send(this.options.endpoints.token, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...form,
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }).toString(),
    });
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel();
      throw new PartnerError(
        'grant-refused',
        'Wave did not accept the connection. Please connect again.',
        response.status,
      );
    }
    return readTokenAnswer(await this.http.readJson(response), this.now(), 'Wave');
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

  /**
   * One GraphQL call: a 401 (or an UNAUTHENTICATED error) refreshes the tokens once and retries once;
   * any other error in `errors` refuses the request without quoting it.
   */
  async query(document: string, variables: Record<string, unknown>, tokens: TokenAccess): Promise<Json> {
    const call = async (accessToken: string) => {
      const response = await this.http.send(this.options.endpoints.graphql, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
        },
        body: JSON.stringify({ query: document, variables }),
      });
      if (response.status === 401) {
        await response.body?.cancel();
        return null;
      }
      const answer = record(await this.http.readJson(response));
      const errors = list(answer.errors);
      if (errors.some((error) => record(error.extensions).code === 'UNAUTHENTICATED')) return null;
      if (errors.length > 0) throw new PartnerError('refused', 'Wave refused the request.');
      return record(answer.data);
    };
    const first = await call(await tokens.accessToken());
    if (first) return first;
    const second = await call(await tokens.refreshAfterUnauthorized());
    if (second) return second;
    throw new PartnerError(
      'needs-reconnect',
      'Wave no longer accepts this connection. Please connect again.',
      401,
    );
  }

  /** Every node of a connection, page by page (at most 1,000 pages). */
  async nodes(read: (page: number, pageSize: number) => Promise<unknown>): Promise<Json[]> {
    const pageSize = this.options.pageSize ?? 100;
    const rows: Json[] = [];
    for (let page = 1; page <= 1000; page += 1) {
      const connection = record(await read(page, pageSize));
      rows.push(...list(connection.edges).map((edge) => record(edge.node)));
      const totalPages = Number(record(connection.pageInfo).totalPages);
      if (!Number.isFinite(totalPages) || page >= totalPages || list(connection.edges).length === 0) break;
    }
    return rows;
  }

  async businesses(tokens: TokenAccess): Promise<WaveBusiness[]> {
    const document = `query($page: Int!, $pageSize: Int!) { businesses(page: $page, pageSize: $pageSize) { ${PAGE_INFO} edges { node { id name isPersonal isArchived } } } }`;
    const rows = await this.nodes(
      async (page, pageSize) => (await this.query(document, { page, pageSize }, tokens)).businesses,
    );
    return rows
      .filter((row) => row.isArchived !== true)
      .map((row) => ({
        businessId: text(row.id),
        name: text(row.name),
        isPersonal: row.isPersonal === true,
      }));
  }

  books(businessId: string, tokens: TokenAccess): PartnerBooksReader {
    return new WaveBooks(this, businessId, tokens);
  }
}

export class WaveBooks implements PartnerBooksReader {
  constructor(
    private readonly client: WaveClient,
    private readonly businessId: string,
    private readonly tokens: TokenAccess,
  ) {}

  private async business(fields: string, variables: Record<string, unknown> = {}): Promise<Json> {
    const names = Object.keys(variables)
      .map((name) => `, $${name}: Int!`)
      .join('');
    const document = `query($id: ID!${names}) { business(id: $id) { ${fields} } }`;
    const data = await this.client.query(document, { id: this.businessId, ...variables }, this.tokens);
    if (data.business === null || data.business === undefined)
      throw new PartnerError('refused', 'Wave does not know this business any more.', 404);
    return record(data.business);
  }

  async company(): Promise<PartnerCompany> {
    const business = await this.business(`id name phone currency { code } ${ADDRESS}`);
    return {
      name: text(business.name),
      legalName: text(business.name),
      email: '',
      phone: text(business.phone),
      address: address(business.address),
      currency: text(record(business.currency).code) || 'USD',
    };
  }

  async vendors(): Promise<PartnerVendorRecord[]> {
    const fields = `vendors(page: $page, pageSize: $pageSize) { ${PAGE_INFO} edges { node { id name firstName lastName displayId email isArchived ${ADDRESS} } } }`;
    const rows = await this.client.nodes(
      async (page, pageSize) => (await this.business(fields, { page, pageSize })).vendors,
    );
    return rows.map((vendor) => ({
      vendorId: text(vendor.id),
      displayName: text(vendor.name),
      businessName: text(vendor.firstName) || text(vendor.lastName) ? '' : text(vendor.name),
      firstName: text(vendor.firstName),
      lastName: text(vendor.lastName),
      // Wave has no 1099 flag and no TIN: the user marks 1099 vendors and W-9s bring the TINs.
      is1099Vendor: false,
      active: vendor.isArchived !== true,
      tinHint: '',
      email: text(vendor.email),
      address: address(vendor.address),
    }));
  }

  async accounts(): Promise<PartnerAccount[]> {
    const fields = `accounts(page: $page, pageSize: $pageSize) { ${PAGE_INFO} edges { node { id name description type { name value } subtype { name value } isArchived } } }`;
    const rows = await this.client.nodes(
      async (page, pageSize) => (await this.business(fields, { page, pageSize })).accounts,
    );
    return rows.map((account) => ({
      accountId: text(account.id),
      accountName: text(account.name),
      accountFullName: text(account.name),
      accountType: text(record(account.type).value),
      accountSubType: text(record(account.subtype).value).replaceAll('_', ' ').toLowerCase(),
      isActive: account.isArchived !== true,
      isSubAccount: false,
    }));
  }

  /** Wave's public API has no payments: the import takes them from Wave's CSV export instead. */
  paymentLines(): Promise<PartnerPaymentLine[]> {
    return Promise.reject(new PartnerError('refused', WAVE_NO_PAYMENTS));
  }
}
