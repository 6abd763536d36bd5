/**
 * What every accounting partner's client shares (shared/reference/accounting-integrations.md §0.2):
 * fetch with a time limit; 429 and 5xx answers retried after Retry-After (or a short back-off), a few
 * times; a 401 from a data call refreshes the tokens once and retries once, then the connection needs
 * to be made again. No token, secret or TIN is ever put into an error message.
 */

export type PartnerErrorKind =
  /** The partner refused the tokens even after a refresh: the user must connect again. */
  | 'needs-reconnect'
  /** The partner refused the authorisation code or the refresh token (invalid_grant). */
  | 'grant-refused'
  /** Too many requests, or the partner is down or did not answer in time, after the retries. */
  | 'unavailable'
  /** The partner refused the request (4xx other than 401/429). */
  | 'refused'
  /** The answer could not be read. */
  | 'malformed';

export class PartnerError extends Error {
  readonly kind: PartnerErrorKind;
  readonly httpStatus: number | undefined;
  constructor(kind: PartnerErrorKind, message: string, httpStatus?: number) {
    super(message);
    this.name = 'PartnerError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

/** Tokens of one connection, as the token endpoint returns them. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshExpiresAt: number | null;
}

/**
 * The connection's current access token and a way to renew it. The store behind it serialises
 * refreshes per connection and persists each rotated refresh token before it is used.
 */
export interface TokenAccess {
  accessToken(): Promise<string>;
  /** Called after a 401: refresh (once) and give the new access token. */
  refreshAfterUnauthorized(): Promise<string>;
}

export interface PartnerHttpOptions {
  /** The partner's name for messages ('QuickBooks Online'). */
  partnerName: string;
  timeoutMs?: number;
  /** Attempts for 429 and 5xx answers, the first included. */
  attempts?: number;
  /** Longest wait a Retry-After may ask for, milliseconds; a longer one gives up. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The scheme of the Authorization header of data calls: 'Bearer', or Zoho's 'Zoho-oauthtoken'. */
  authScheme?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return 500 * 2 ** attempt;
}

export class PartnerHttp {
  private readonly options: Required<Omit<PartnerHttpOptions, 'partnerName'>> & { partnerName: string };

  constructor(options: PartnerHttpOptions) {
    this.options = {
      timeoutMs: 30_000,
      attempts: 4,
      maxRetryAfterMs: 60_000,
      sleep: defaultSleep,
      authScheme: 'Bearer',
      ...options,
    };
  }

  /** A request with retries for 429 and 5xx; the answer of any other status is returned as it is. */
  async send(url: string, init: RequestInit): Promise<Response> {
    const { attempts, partnerName } = this.options;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
      } catch {
        if (attempt + 1 >= attempts)
          throw new PartnerError(
            'unavailable',
            `${partnerName} could not be reached. Please try again later.`,
          );
        await this.options.sleep(500 * 2 ** attempt);
        continue;
      }
      if (response.status !== 429 && response.status < 500) return response;
      const wait = retryAfterMs(response, attempt);
      await response.body?.cancel();
      if (attempt + 1 >= attempts || wait > this.options.maxRetryAfterMs)
        throw new PartnerError(
          'unavailable',
          response.status === 429
            ? `${partnerName} is limiting how fast we may read. Please try again in a few minutes.`
            : `${partnerName} is not answering (HTTP ${response.status}). Please try again later.`,
          response.status,
        );
      await this.options.sleep(wait);
    }
  }

  /**
   * A data call as the connection: JSON in, JSON out; a 401 refreshes the tokens once. A GET unless
   * `request` gives a method and body (QuickBooks takes a long query statement as a POST body).
   */
  async getJson(
    url: string,
    tokens: TokenAccess,
    headers: Record<string, string> = {},
    request: { method: 'POST'; body: string } | null = null,
  ): Promise<unknown> {
    const call = async (accessToken: string) =>
      this.send(url, {
        ...(request ?? {}),
        headers: {
          accept: 'application/json',
          authorization: `${this.options.authScheme} ${accessToken}`,
          ...headers,
        },
      });
    let response = await call(await tokens.accessToken());
    if (response.status === 401) {
      await response.body?.cancel();
      response = await call(await tokens.refreshAfterUnauthorized());
      if (response.status === 401) {
        await response.body?.cancel();
        throw new PartnerError(
          'needs-reconnect',
          `${this.options.partnerName} no longer accepts this connection. Please connect again.`,
          401,
        );
      }
    }
    return this.readJson(response);
  }

  async readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!response.ok)
      throw new PartnerError(
        'refused',
        `${this.options.partnerName} refused the request (HTTP ${response.status}).`,
        response.status,
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PartnerError('malformed', `${this.options.partnerName} sent an answer we could not read.`);
    }
  }
}

/** A standard OAuth 2.0 token answer read into a TokenSet; `now` is epoch milliseconds. */
export function readTokenAnswer(body: unknown, now: number, partnerName: string): TokenSet {
  const answer = (body ?? {}) as Record<string, unknown>;
  const accessToken = answer.access_token;
  const refreshToken = answer.refresh_token;
  const expiresIn = Number(answer.expires_in);
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || !Number.isFinite(expiresIn))
    throw new PartnerError('malformed', `${partnerName} sent tokens we could not read.`);
  const refreshIn = Number(answer.x_refresh_token_expires_in ?? answer.refresh_token_expires_in);
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: now + expiresIn * 1000,
    refreshExpiresAt: Number.isFinite(refreshIn) ? now + refreshIn * 1000 : null,
  };
}
