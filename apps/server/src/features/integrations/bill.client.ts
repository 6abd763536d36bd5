/**
 * BILL (shared/reference/accounting-integrations.md §4): no OAuth. The app's developer key (a
 * setting) and the user's BILL username and password open a session: v2 `ListOrgs.json` names the
 * user's organisations, v3 `POST /login` opens a session in one of them. Data calls send the `devKey`
 * and `sessionId` headers. A session ends after 35 idle minutes and has no refresh token: the
 * connection keeps the username, password and organisation as its "refresh token" (sealed with the
 * server key like every token) and signs in again when BILL answers 401 (BDC_1109) or the session is
 * about to end. The reader is bill.books.ts.
 */
import { BillBooks } from './bill.books.ts';
import { PartnerError, PartnerHttp, type TokenAccess, type TokenSet } from './partner-http.ts';
import { list, record, text } from './partner-json.ts';
import type { PartnerBooksReader } from './partner.types.ts';

export interface BillEndpoints {
  /** The v3 API base, e.g. https://gateway.prod.bill.com/connect/v3 */
  api: string;
  /** v2 ListOrgs, e.g. https://api.bill.com/api/v2/ListOrgs.json */
  listOrgs: string;
}

export interface BillClientOptions {
  devKey: string;
  endpoints: BillEndpoints;
  /** Rows per page (BILL's maximum is 100). */
  pageSize?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export interface BillCredentials {
  username: string;
  password: string;
}

export interface BillOrganization {
  organizationId: string;
  name: string;
}

/** How long a session is used before signing in again (BILL ends it after 35 idle minutes). */
export const BILL_SESSION_MS = 30 * 60 * 1000;

const LOGIN_PREFIX = 'bill-login.';

/**
 * The stored "refresh token" of a BILL connection: the sign-in, organisation last (a masked view shows
 * only the last characters, which are then the organisation's).
 */
export function encodeBillLogin(login: BillCredentials & { organizationId: string }): string {
  const json = JSON.stringify({ u: login.username, p: login.password, o: login.organizationId });
  return `${LOGIN_PREFIX}${Buffer.from(json, 'utf8').toString('base64url')}`;
}

export function decodeBillLogin(stored: string): (BillCredentials & { organizationId: string }) | null {
  if (!stored.startsWith(LOGIN_PREFIX)) return null;
  try {
    const data = record(
      JSON.parse(Buffer.from(stored.slice(LOGIN_PREFIX.length), 'base64url').toString('utf8')),
    );
    const login = { username: text(data.u), password: text(data.p), organizationId: text(data.o) };
    return login.username && login.password && login.organizationId ? login : null;
  } catch {
    return null;
  }
}

export class BillClient {
  readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: BillClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'BILL' });
    this.now = options.now ?? Date.now;
  }

  private refused(status: number): PartnerError {
    return new PartnerError('grant-refused', 'BILL did not accept the username and password.', status);
  }

  /** The organisations the user may sign in to (v2 ListOrgs; errors come with HTTP 200). */
  async organizations(credentials: BillCredentials): Promise<BillOrganization[]> {
    const response = await this.http.send(this.options.endpoints.listOrgs, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        userName: credentials.username,
        password: credentials.password,
        devKey: this.options.devKey,
      }).toString(),
    });
    const answer = record(await this.http.readJson(response));
    if (Number(answer.response_status) !== 0) {
      const code = text(record(answer.response_data).error_code);
      if (code === 'BDC_1101') throw this.refused(401);
      throw new PartnerError('refused', 'BILL refused the request.', response.status);
    }
    return list(answer.response_data)
      .map((org) => ({ organizationId: text(org.orgId), name: text(org.orgName) }))
      .filter((org) => org.organizationId !== '');
  }

  /** Opens a session; the tokens are the session and the sealed sign-in. */
  async login(login: BillCredentials & { organizationId: string }): Promise<TokenSet> {
    const response = await this.http.send(`${this.options.endpoints.api}/login`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        username: login.username,
        password: login.password,
        organizationId: login.organizationId,
        devKey: this.options.devKey,
      }),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw this.refused(response.status);
    }
    const sessionId = text(record(await this.http.readJson(response)).sessionId);
    if (sessionId === '') throw new PartnerError('malformed', 'BILL sent a session we could not read.');
    return {
      accessToken: sessionId,
      refreshToken: encodeBillLogin(login),
      accessExpiresAt: this.now() + BILL_SESSION_MS,
      refreshExpiresAt: null,
    };
  }

  /** Signs in again with the stored sign-in (BILL has no refresh token). */
  async refresh(stored: string): Promise<TokenSet> {
    const login = decodeBillLogin(stored);
    if (!login) throw this.refused(401);
    return this.login(login);
  }

  /** Ends a session (best effort: it ends by itself after 35 idle minutes). */
  async logout(sessionId: string): Promise<void> {
    const response = await this.http.send(`${this.options.endpoints.api}/logout`, {
      method: 'POST',
      headers: { accept: 'application/json', devKey: this.options.devKey, sessionId },
    });
    await response.body?.cancel();
  }

  books(organizationId: string, tokens: TokenAccess): PartnerBooksReader {
    return new BillBooks(
      this.http,
      this.options.endpoints.api,
      this.options.devKey,
      organizationId,
      tokens,
      this.options.pageSize ?? 100,
    );
  }
}
