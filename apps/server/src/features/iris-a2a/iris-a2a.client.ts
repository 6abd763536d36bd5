import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import {
  readIrisAcknowledgement,
  readIrisIntakeResponse,
  writeIrisStatusRequest,
  type IrisSearchParameter,
  type IrisSearchType,
  type IrisTransmissionResult,
} from '@file1099/efile';
import { SignJWT } from 'jose';
import type { IrisA2aEndpoints } from './iris-a2a.config.ts';

/**
 * A thin fetch-based client of the IRS IRIS A2A interface (reference irs-iris.md §3, §7).
 *
 * Authorisation is OAuth 2.0 JWT-bearer: a user assertion (sub = IRIS user id) as `assertion` and a
 * client assertion (sub = API client id) as `client_assertion`, both with iss = API client id, aud =
 * the token URL, iat, exp (15 minutes), a unique jti, signed RS256 with the registered key (header kid).
 * The access token is kept in memory and renewed before it expires: IRIS tokens were seen to die
 * about 9 minutes into a nominal 15, so a token is used only until 7 minutes (at most half its life)
 * before its expiry; then the refresh token (treated as valid for 1 hour) is tried, then a new grant.
 * A 401 from the API drops the token and the call is made once more with a new one.
 *
 * No secret (key, assertion, token, user id) is ever put into an error message.
 */

export type IrisA2aErrorKind =
  /** The token endpoint refused the grant: wrong or expired key, unknown client or user, revoked access. */
  | 'token-refused'
  /** The private key could not be used. */
  | 'bad-key'
  /** The API answered 401 even with a fresh token. */
  | 'unauthorized'
  /** IRIS refused the request (4xx): nothing was taken. */
  | 'refused'
  /** IRIS could not be reached, answered 5xx or 429, or did not answer in time (not an upload). */
  | 'unavailable'
  /** An upload whose answer was lost: IRIS may have taken it; look it up by UTID before any resend. */
  | 'uncertain'
  /** The answer could not be read. */
  | 'malformed';

const RETRYABLE: ReadonlySet<IrisA2aErrorKind> = new Set(['unavailable', 'uncertain', 'malformed']);

export class IrisA2aError extends Error {
  readonly kind: IrisA2aErrorKind;
  readonly retryable: boolean;
  readonly httpStatus: number | undefined;
  constructor(
    kind: IrisA2aErrorKind,
    message: string,
    options: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'IrisA2aError';
    this.kind = kind;
    this.retryable = RETRYABLE.has(kind);
    this.httpStatus = options.httpStatus;
  }
}

export interface IrisA2aClientOptions {
  endpoints: IrisA2aEndpoints;
  tcc: string;
  clientId: string;
  userId: string;
  keyId: string;
  privateKeyPem: string;
  /** Longest wait for one answer; 120 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const ASSERTION_SECONDS = 15 * 60;
const RENEW_BEFORE_MS = 7 * 60_000;
const REFRESH_TOKEN_MS = 60 * 60_000;
const DEFAULT_TIMEOUT_MS = 120_000;

interface Tokens {
  accessToken: string;
  /** After this the access token is not used any more (renewal margin applied). */
  useUntil: number;
  refreshToken: string | null;
  refreshUntil: number;
}

export type IrisSearch = { receiptId: string } | { utid: string };

export interface IrisA2aClient {
  /** A live access token (cached, renewed before expiry). */
  getAccessToken(): Promise<string>;
  /** Uploads one transmission; returns its Receipt ID. Throws IrisA2aError ('uncertain' when the answer was lost). */
  submit(xml: string): Promise<string>;
  /** Status (S) or acknowledgement (A) of up to 100 transmissions by Receipt ID or UTID. */
  requestStatus(
    searchType: IrisSearchType,
    parameterType: IrisSearchParameter,
    searchIds: string[],
  ): Promise<IrisTransmissionResult[]>;
  /** The acknowledgement of one transmission, by Receipt ID or (no receipt came back) by UTID. */
  acknowledgement(search: IrisSearch): Promise<IrisTransmissionResult>;
  /** The status of one transmission, without the record errors. */
  status(search: IrisSearch): Promise<IrisTransmissionResult>;
}

/** What the token endpoint said, in a sentence without secrets. */
async function describeRefusal(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = '';
  try {
    const body = JSON.parse(text) as { error?: unknown; error_description?: unknown };
    detail = [body.error, body.error_description].filter((part) => typeof part === 'string').join(': ');
  } catch {
    detail = '';
  }
  return `IRIS refused the access token (HTTP ${response.status}${detail ? `, ${detail.slice(0, 300)}` : ''}). Check the API client id, IRIS user id, key id and private key registered with the IRS.`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The request surely did not leave this machine (the connection was refused or the name unknown). */
function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(String(cause?.code ?? ''));
}

export function createIrisA2aClient(options: IrisA2aClientOptions): IrisA2aClient {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let key: KeyObject | undefined;
  let tokens: Tokens | null = null;
  let pending: Promise<string> | null = null;

  function signingKey(): KeyObject {
    if (key) return key;
    try {
      key = createPrivateKey(options.privateKeyPem);
    } catch (error) {
      throw new IrisA2aError(
        'bad-key',
        'The IRIS private key could not be read: it must be an RSA private key in PEM form.',
        {
          cause: error instanceof Error ? new Error(error.name) : undefined,
        },
      );
    }
    if (key.asymmetricKeyType !== 'rsa')
      throw new IrisA2aError('bad-key', 'The IRIS private key must be an RSA key.');
    return key;
  }

  function assertion(subject: string): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: options.keyId })
      .setIssuer(options.clientId)
      .setSubject(subject)
      .setAudience(options.endpoints.auth)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .setJti(randomUUID())
      .sign(signingKey());
  }

  async function post(url: string, init: RequestInit): Promise<Response> {
    return fetchFn(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  }

  async function tokenRequest(form: URLSearchParams): Promise<Response> {
    try {
      return await post(options.endpoints.auth, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
    } catch (error) {
      throw new IrisA2aError(
        'unavailable',
        isTimeout(error)
          ? 'The IRIS token endpoint did not answer in time.'
          : 'The IRIS token endpoint could not be reached.',
      );
    }
  }

  async function readGrant(response: Response): Promise<Tokens> {
    let body: { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new IrisA2aError('malformed', 'The IRIS token answer is not JSON.');
    }
    if (typeof body.access_token !== 'string' || body.access_token === '')
      throw new IrisA2aError('malformed', 'The IRIS token answer has no access token.');
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : ASSERTION_SECONDS) *
      1000;
    const issued = now();
    return {
      accessToken: body.access_token,
      useUntil: issued + lifetimeMs - Math.min(RENEW_BEFORE_MS, lifetimeMs / 2),
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
      refreshUntil: issued + REFRESH_TOKEN_MS,
    };
  }

  async function refresh(current: Tokens): Promise<Tokens | null> {
    if (!current.refreshToken || now() >= current.refreshUntil) return null;
    const response = await tokenRequest(
      new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: await assertion(options.clientId),
      }),
    );
    // A refused refresh is not an error: a new grant follows.
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return readGrant(response);
  }

  async function grant(): Promise<Tokens> {
    const response = await tokenRequest(
      new URLSearchParams({
        grant_type: JWT_BEARER_GRANT,
        assertion: await assertion(options.userId),
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: await assertion(options.clientId),
      }),
    );
    if (!response.ok)
      throw new IrisA2aError(
        response.status >= 500 ? 'unavailable' : 'token-refused',
        await describeRefusal(response),
        {
          httpStatus: response.status,
        },
      );
    return readGrant(response);
  }

  async function renew(): Promise<string> {
    const previous = tokens;
    tokens = (previous ? await refresh(previous) : null) ?? (await grant());
    return tokens.accessToken;
  }

  function getAccessToken(): Promise<string> {
    if (tokens && now() < tokens.useUntil) return Promise.resolve(tokens.accessToken);
    pending ??= renew().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** Sends an API request with the token; on 401 once more with a new token. */
  async function authorized(url: string, init: RequestInit, upload: boolean): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await getAccessToken();
      let response: Response;
      try {
        response = await post(url, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/xml' },
        });
      } catch (error) {
        if (upload && !neverSent(error))
          throw new IrisA2aError(
            'uncertain',
            isTimeout(error)
              ? 'IRIS did not answer the upload in time; it may have taken it. Look it up by its UTID before sending it again.'
              : 'The connection to IRIS was lost during the upload; it may have taken it. Look it up by its UTID before sending it again.',
          );
        throw new IrisA2aError(
          'unavailable',
          isTimeout(error) ? 'IRIS did not answer in time.' : 'IRIS could not be reached.',
        );
      }
      if (response.status !== 401) return response;
      await response.body?.cancel();
      // The access token is dead; its refresh token may still give a new one.
      if (tokens?.accessToken === token) tokens = { ...tokens, useUntil: 0 };
      if (attempt >= 2)
        throw new IrisA2aError(
          'unauthorized',
          'IRIS refused the access token it had just issued (HTTP 401).',
          { httpStatus: 401 },
        );
    }
  }

  async function submit(xml: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([xml], { type: 'text/xml' }), 'transmission.xml');
    const response = await authorized(options.endpoints.submit, { body: form }, true);
    const text = await response.text().catch(() => '');
    if (response.status >= 500)
      throw new IrisA2aError(
        'uncertain',
        `IRIS answered the upload with HTTP ${response.status}; it may have taken it. Look it up by its UTID before sending it again.`,
        { httpStatus: response.status },
      );
    if (!response.ok)
      throw new IrisA2aError(
        response.status === 429 ? 'unavailable' : 'refused',
        `IRIS refused the upload (HTTP ${response.status}).`,
        {
          httpStatus: response.status,
        },
      );
    const intake = readIrisIntakeResponse(text);
    if (!intake.ok)
      throw new IrisA2aError(
        'uncertain',
        `IRIS's answer to the upload gives no Receipt ID (${intake.message}). Look it up by its UTID before sending it again.`,
      );
    return intake.receiptId;
  }

  async function requestStatus(
    searchType: IrisSearchType,
    parameterType: IrisSearchParameter,
    searchIds: string[],
  ): Promise<IrisTransmissionResult[]> {
    const body = writeIrisStatusRequest({ tcc: options.tcc, searchType, parameterType, searchIds });
    const response = await authorized(
      options.endpoints.status,
      { headers: { 'content-type': 'application/xml' }, body },
      false,
    );
    const text = await response.text().catch(() => '');
    if (!response.ok)
      throw new IrisA2aError(
        response.status >= 500 || response.status === 429 ? 'unavailable' : 'refused',
        `IRIS refused the status request (HTTP ${response.status}).`,
        { httpStatus: response.status },
      );
    const read = readIrisAcknowledgement(text);
    if (!read.ok)
      throw new IrisA2aError('malformed', `IRIS's status answer could not be read: ${read.message}`);
    return read.results;
  }

  async function one(searchType: IrisSearchType, search: IrisSearch): Promise<IrisTransmissionResult> {
    const [parameterType, id] =
      'receiptId' in search ? (['RID', search.receiptId] as const) : (['UTID', search.utid] as const);
    const results = await requestStatus(searchType, parameterType, [id]);
    const result = results.find((item) => item.searchId === id);
    if (!result) throw new IrisA2aError('malformed', `IRIS's status answer does not mention ${id}.`);
    return result;
  }

  return {
    getAccessToken,
    submit,
    requestStatus,
    acknowledgement: (search) => one('A', search),
    status: (search) => one('S', search),
  };
}
