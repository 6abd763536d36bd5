/**
 * Zoho Books (shared/reference/accounting-integrations.md §5): Zoho Accounts OAuth 2.0 in several data
 * centres. The consent comes back with the customer's `location` and `accounts-server`; the token call
 * goes to that accounts server (only one we know: the client secret never goes anywhere else) and its
 * answer names the API domain. Refresh tokens do not rotate and live until revoked: a refresh returns
 * a new access token only. Calls authenticate with `Authorization: Zoho-oauthtoken …` and name the
 * organisation in `organization_id`; `/organizations` lists them. The reader is zoho.books.ts.
 */
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
import { list, record, text } from './partner-json.ts';
import type { PartnerBooksReader } from './partner.types.ts';
import { ZohoBooks } from './zoho.books.ts';

export interface ZohoDataCentre {
  /** Zoho's `location` on the redirect: us, eu, in, au, jp, ca, cn, sa. */
  location: string;
  /** The accounts server, e.g. https://accounts.zoho.com */
  accounts: string;
  /** The API domain, e.g. https://www.zohoapis.com (Books is under /books/v3). */
  api: string;
}

export const ZOHO_DATA_CENTRES: readonly ZohoDataCentre[] = [
  { location: 'us', accounts: 'https://accounts.zoho.com', api: 'https://www.zohoapis.com' },
  { location: 'eu', accounts: 'https://accounts.zoho.eu', api: 'https://www.zohoapis.eu' },
  { location: 'in', accounts: 'https://accounts.zoho.in', api: 'https://www.zohoapis.in' },
  { location: 'au', accounts: 'https://accounts.zoho.com.au', api: 'https://www.zohoapis.com.au' },
  { location: 'jp', accounts: 'https://accounts.zoho.jp', api: 'https://www.zohoapis.jp' },
  { location: 'ca', accounts: 'https://accounts.zohocloud.ca', api: 'https://www.zohoapis.ca' },
  { location: 'cn', accounts: 'https://accounts.zoho.com.cn', api: 'https://www.zohoapis.com.cn' },
  { location: 'sa', accounts: 'https://accounts.zoho.sa', api: 'https://www.zohoapis.sa' },
];

export interface ZohoClientOptions {
  clientId: string;
  clientSecret: string;
  /** The data centres the app is registered in; Zoho's eight unless told otherwise. */
  dataCentres?: readonly ZohoDataCentre[];
  /** Where the consent starts; 'us' unless told otherwise (Zoho sends other customers on). */
  defaultLocation?: string;
  /** Rows per page (Zoho's maximum is 200). */
  perPage?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export const ZOHO_SCOPE = [
  'ZohoBooks.settings.READ',
  'ZohoBooks.contacts.READ',
  'ZohoBooks.bills.READ',
  'ZohoBooks.vendorpayments.READ',
  'ZohoBooks.expenses.READ',
  'ZohoBooks.accountants.READ',
].join(',');

export interface ZohoOrganization {
  organizationId: string;
  name: string;
  isDefault: boolean;
  currency: string;
  country: string;
}

/** Where one connection's books live, kept with its tokens. */
export interface ZohoConnection {
  organizationId: string;
  dataCentre: ZohoDataCentre;
}

const origin = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

export class ZohoClient {
  private readonly http: PartnerHttp;
  private readonly now: () => number;
  private readonly dataCentres: readonly ZohoDataCentre[];

  constructor(private readonly options: ZohoClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'Zoho Books', authScheme: 'Zoho-oauthtoken' });
    this.now = options.now ?? Date.now;
    this.dataCentres = options.dataCentres ?? ZOHO_DATA_CENTRES;
  }

  /**
   * The data centre of a redirect's `accounts-server` (or, without one, its `location`). An accounts
   * server we do not know is refused: the code would otherwise be exchanged, with our secret, there.
   */
  dataCentreOf(input: { accountsServer?: string | null; location?: string | null }): ZohoDataCentre {
    const server = origin(input.accountsServer ?? '');
    const found = server
      ? this.dataCentres.find((centre) => origin(centre.accounts) === server)
      : this.dataCentres.find(
          (centre) => centre.location === (input.location ?? this.options.defaultLocation ?? 'us'),
        );
    if (!found)
      throw new PartnerError('refused', 'Zoho Books answered from a data centre this app is not set up for.');
    return found;
  }

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.dataCentreOf({}).accounts}/oauth/v2/auth`);
    url.search = new URLSearchParams({
      scope: ZOHO_SCOPE,
      client_id: this.options.clientId,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      access_type: 'offline',
      prompt: 'consent',
      state: input.state,
    }).toString();
    return url.toString();
  }

  /** A token call; Zoho answers a refused code or refresh token with HTTP 200 and an `error`. */
  private async tokenCall(
    dataCentre: ZohoDataCentre,
    form: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const response = await this.http.send(`${dataCentre.accounts}/oauth/v2/token`, {
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
      throw this.refusedGrant(response.status);
    }
    const answer = record(await this.http.readJson(response));
    if (answer.error !== undefined) throw this.refusedGrant(response.status);
    return answer;
  }

  private refusedGrant(status: number): PartnerError {
    return new PartnerError(
      'grant-refused',
      'Zoho Books did not accept the connection. Please connect again.',
      status,
    );
  }

  /** Exchanges the code at the redirect's accounts server; the answer's API domain must be of the same data centre. */
  async exchangeCode(input: {
    code: string;
    redirectUri: string;
    accountsServer?: string | null;
    location?: string | null;
  }): Promise<{ tokens: TokenSet; dataCentre: ZohoDataCentre }> {
    const dataCentre = this.dataCentreOf(input);
    const answer = await this.tokenCall(dataCentre, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
    });
    if (answer.api_domain !== undefined && origin(text(answer.api_domain)) !== origin(dataCentre.api))
      throw new PartnerError('refused', 'Zoho Books answered from a data centre this app is not set up for.');
    return { tokens: readTokenAnswer(answer, this.now(), 'Zoho Books'), dataCentre };
  }

  /** A new access token; the refresh token stays the same (Zoho does not rotate it). */
  async refresh(refreshToken: string, dataCentre: ZohoDataCentre): Promise<TokenSet> {
    const answer = await this.tokenCall(dataCentre, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    return readTokenAnswer({ refresh_token: refreshToken, ...answer }, this.now(), 'Zoho Books');
  }

  async revoke(refreshToken: string, dataCentre: ZohoDataCentre): Promise<void> {
    const url = new URL(`${dataCentre.accounts}/oauth/v2/token/revoke`);
    url.searchParams.set('token', refreshToken);
    const response = await this.http.send(url.toString(), { method: 'POST' });
    await this.http.readJson(response);
  }

  async organizations(dataCentre: ZohoDataCentre, tokens: TokenAccess): Promise<ZohoOrganization[]> {
    const answer = record(await this.http.getJson(`${dataCentre.api}/books/v3/organizations`, tokens));
    return list(answer.organizations).map((organization) => ({
      organizationId: text(organization.organization_id),
      name: text(organization.name),
      isDefault: organization.is_default_org === true,
      currency: text(organization.currency_code),
      country: text(organization.country),
    }));
  }

  books(connection: ZohoConnection, tokens: TokenAccess): PartnerBooksReader {
    return new ZohoBooks(
      this.http,
      `${connection.dataCentre.api}/books/v3`,
      connection.organizationId,
      tokens,
      this.options.perPage ?? 200,
    );
  }
}
