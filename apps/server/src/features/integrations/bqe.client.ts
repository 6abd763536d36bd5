/**
 * BQE CORE (shared/reference/accounting-integrations.md §6): OAuth 2.0 / OpenID Connect with PKCE at
 * BQE's identity server. The token answer names the company's API base in `endpoint`; the connection
 * row has no column for it, so the connector keeps it with the access token (`<endpoint>#<token>`,
 * bqe.connector.ts). An endpoint is used only when it is https or on the configured API's origin, so a
 * token is never sent elsewhere. Refresh tokens are stored after every refresh (rotation is not
 * documented; the fake rotates). One company per grant. The reader is bqe.books.ts.
 */
import { BqeBooks } from './bqe.books.ts';
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
import { record, text } from './partner-json.ts';
import type { PartnerBooksReader } from './partner.types.ts';

export interface BqeEndpoints {
  authorize: string;
  token: string;
  revoke: string;
  /** The API base when a token names none (https://api.bqecore.com/api). */
  api: string;
}

export interface BqeClientOptions {
  clientId: string;
  clientSecret: string;
  endpoints: BqeEndpoints;
  /** Rows per page (BQE takes up to 1000). */
  pageSize?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export const BQE_SCOPE = 'read:core offline_access openid email profile';

const origin = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

export class BqeClient {
  readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: BqeClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'BQE CORE' });
    this.now = options.now ?? Date.now;
  }

  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge: string }): string {
    const url = new URL(this.options.endpoints.authorize);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      response_type: 'code',
      scope: BQE_SCOPE,
      redirect_uri: input.redirectUri,
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** The API base a token answer names, if it may be trusted; the configured one otherwise. */
  apiBase(endpoint: string): string {
    const trimmed = endpoint.trim().replace(/\/+$/, '');
    if (trimmed === '') return this.options.endpoints.api;
    const sameOrigin = origin(trimmed) !== '' && origin(trimmed) === origin(this.options.endpoints.api);
    if (sameOrigin || trimmed.startsWith('https://')) return trimmed;
    throw new PartnerError('refused', 'BQE CORE named an address this app does not trust.');
  }

  private async tokenCall(form: Record<string, string>): Promise<{ tokens: TokenSet; endpoint: string }> {
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
        'BQE CORE did not accept the connection. Please connect again.',
        response.status,
      );
    }
    const answer = record(await this.http.readJson(response));
    return {
      tokens: readTokenAnswer(answer, this.now(), 'BQE CORE'),
      endpoint: this.apiBase(text(answer.endpoint)),
    };
  }

  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }) {
    return this.tokenCall({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
  }

  /** New tokens; the refresh token returned replaces the old one. */
  refresh(refreshToken: string) {
    return this.tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async revoke(refreshToken: string): Promise<void> {
    const response = await this.http.send(this.options.endpoints.revoke, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }).toString(),
    });
    await response.body?.cancel();
  }

  books(apiBase: string, tokens: TokenAccess): PartnerBooksReader {
    return new BqeBooks(this.http, this.apiBase(apiBase), tokens, this.options.pageSize ?? 500);
  }
}
