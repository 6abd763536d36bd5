/**
 * Xero (shared/reference/accounting-integrations.md §2): OAuth 2.0 authorisation code with PKCE (S256),
 * HTTP Basic client authentication when the app has a secret; refresh tokens rotate (each refresh
 * returns a new one; the connection store keeps it). One token may reach several organisations: the
 * list comes from `/connections` and every accounting call names one in the `xero-tenant-id` header.
 * Xero has no 1099 flag on a contact: the vendors marked for 1099 are the members of a contact group
 * whose name says 1099 (the group Xero's 1099 rules pay). Payments are read on a cash basis: ACCPAY
 * payments dated in the year, each split over the lines of the bill it pays (a refund of a supplier
 * credit note, negatively, over the credit note's lines), and spend-money bank transactions.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  PartnerError,
  PartnerHttp,
  readTokenAnswer,
  type TokenAccess,
  type TokenSet,
} from './partner-http.ts';
import { list, text } from './partner-json.ts';
import type { PartnerBooksReader } from './partner.types.ts';
import { XeroBooks } from './xero.books.ts';

export { xeroDay } from './xero.books.ts';

export interface XeroEndpoints {
  /** https://login.xero.com/identity/connect/authorize */
  authorize: string;
  /** https://identity.xero.com/connect/token */
  token: string;
  /** https://identity.xero.com/connect/revocation */
  revoke: string;
  /** https://api.xero.com/connections */
  connections: string;
  /** https://api.xero.com/api.xro/2.0 */
  api: string;
}

export interface XeroClientOptions {
  endpoints: XeroEndpoints;
  clientId: string;
  /** Empty for an app registered as "Auth code with PKCE" (no secret). */
  clientSecret: string;
  /** Space-separated; the granular read scopes of apps made from March 2026 unless told otherwise. */
  scope?: string;
  /** Rows per page of the paged lists (Xero's default is 100). */
  pageSize?: number;
  http?: PartnerHttp;
  now?: () => number;
}

export const XERO_SCOPE = [
  'offline_access',
  'accounting.settings.read',
  'accounting.contacts.read',
  'accounting.invoices.read',
  'accounting.payments.read',
  'accounting.banktransactions.read',
].join(' ');

export interface XeroTenant {
  /** The connection's id, for disconnecting this organisation. */
  connectionId: string;
  tenantId: string;
  tenantName: string;
  tenantType: string;
}

/** A PKCE verifier (kept with the state until the callback) and its S256 challenge. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export class XeroClient {
  private readonly http: PartnerHttp;
  private readonly now: () => number;

  constructor(private readonly options: XeroClientOptions) {
    this.http = options.http ?? new PartnerHttp({ partnerName: 'Xero' });
    this.now = options.now ?? Date.now;
  }

  /** The consent page's address; the S256 challenge is given, or derived from the verifier. */
  authorizeUrl(
    input: { state: string; redirectUri: string } & ({ codeVerifier: string } | { codeChallenge: string }),
  ): string {
    const challenge =
      'codeChallenge' in input
        ? input.codeChallenge
        : createHash('sha256').update(input.codeVerifier).digest('base64url');
    const url = new URL(this.options.endpoints.authorize);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: input.redirectUri,
      scope: this.options.scope ?? XERO_SCOPE,
      state: input.state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  private async tokenCall(form: Record<string, string>): Promise<TokenSet> {
    const { clientId, clientSecret } = this.options;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    };
    if (clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const response = await this.http.send(this.options.endpoints.token, {
      method: 'POST',
      headers,
      body: new URLSearchParams(clientSecret ? form : { ...form, client_id: clientId }).toString(),
    });
    if (response.status === 400 || response.status === 401) {
      await response.body?.cancel();
      throw new PartnerError(
        'grant-refused',
        'Xero did not accept the connection. Please connect again.',
        response.status,
      );
    }
    return readTokenAnswer(await this.http.readJson(response), this.now(), 'Xero');
  }

  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenSet> {
    return this.tokenCall({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Revokes the refresh token: Xero removes every organisation this grant connected. */
  async revoke(refreshToken: string): Promise<void> {
    const { clientId, clientSecret } = this.options;
    const response = await this.http.send(this.options.endpoints.revoke, {
      method: 'POST',
      headers: {
        ...(clientSecret
          ? { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` }
          : {}),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(
        clientSecret ? { token: refreshToken } : { token: refreshToken, client_id: clientId },
      ).toString(),
    });
    await this.http.readJson(response);
  }

  /** The organisations the tokens reach; `authEventId` narrows them to the ones just authorised. */
  async tenants(tokens: TokenAccess, authEventId?: string): Promise<XeroTenant[]> {
    const url = new URL(this.options.endpoints.connections);
    if (authEventId) url.searchParams.set('authEventId', authEventId);
    const answer = await this.http.getJson(url.toString(), tokens);
    return list(answer)
      .map((connection) => ({
        connectionId: text(connection.id),
        tenantId: text(connection.tenantId),
        tenantName: text(connection.tenantName),
        tenantType: text(connection.tenantType),
      }))
      .filter((tenant) => tenant.tenantId !== '' && tenant.tenantType !== 'PRACTICE');
  }

  /** Disconnects one organisation (the others of the grant stay connected). */
  async disconnectTenant(connectionId: string, tokens: TokenAccess): Promise<void> {
    const url = `${this.options.endpoints.connections}/${encodeURIComponent(connectionId)}`;
    const call = async (accessToken: string) =>
      this.http.send(url, { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
    let response = await call(await tokens.accessToken());
    if (response.status === 401) {
      await response.body?.cancel();
      response = await call(await tokens.refreshAfterUnauthorized());
    }
    await response.body?.cancel();
    if (response.status !== 204 && response.status !== 200 && response.status !== 404)
      throw new PartnerError(
        'refused',
        `Xero refused the request (HTTP ${response.status}).`,
        response.status,
      );
  }

  /** The books of one organisation, read with the connection's tokens. */
  books(tenantId: string, tokens: TokenAccess): PartnerBooksReader {
    return new XeroBooks(
      this.http,
      this.options.endpoints.api,
      tenantId,
      tokens,
      this.options.pageSize ?? 100,
    );
  }
}
