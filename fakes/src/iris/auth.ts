import { randomBytes } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, type CryptoKey, type KeyObject } from 'jose';

/**
 * The fake IRIS's OAuth 2.0 token endpoint (reference irs-iris.md §3): the JWT-bearer grant with a user
 * assertion (`assertion`, sub = IRIS user id) and a client assertion (`client_assertion`, iss = sub = API
 * client id), both RS256 with the registered key (header kid) and aud = the token URL; and the
 * refresh-token grant with a fresh client assertion. Answers access_token, refresh_token, expires_in.
 */

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The longest assertion life the fake takes (the reference's clients sign for 15 minutes). */
const MAX_ASSERTION_SECONDS = 15 * 60;
const REFRESH_TOKEN_MS = 60 * 60_000;

export interface TokenSettings {
  publicKey: CryptoKey | KeyObject;
  /** The token URL, which every assertion must name as its audience. */
  audience: string;
  clientId: string | undefined;
  userId: string | undefined;
  keyId: string | undefined;
  accessTokenSeconds: number;
}

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface Grant {
  expiresAt: number;
}

/** Issued tokens and used assertion ids; the clock is injectable for expiry. */
export class TokenIssuer {
  readonly accessTokens = new Map<string, Grant>();
  readonly refreshTokens = new Map<string, Grant>();
  private readonly usedJtis = new Set<string>();
  /** Token requests answered so far, by grant type. */
  readonly issued = { jwtBearer: 0, refresh: 0 };

  constructor(
    private readonly settings: TokenSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token URL, known once the server listens. */
  setAudience(url: string): void {
    this.settings.audience = url;
  }

  /** Whether `authorization` carries a live access token. */
  isAuthorized(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const grant = token ? this.accessTokens.get(token) : undefined;
    return grant !== undefined && grant.expiresAt > this.now();
  }

  /** Ends every access token now (a test of the refresh path). */
  expireAccessTokens(): void {
    for (const grant of this.accessTokens.values()) grant.expiresAt = 0;
  }

  private async verify(
    jwt: string,
    expectedSubject: string | undefined,
    what: string,
  ): Promise<string | null> {
    try {
      const header = decodeProtectedHeader(jwt);
      if (header.alg !== 'RS256') return `${what} must be signed with RS256.`;
      if (this.settings.keyId !== undefined && header.kid !== this.settings.keyId)
        return `${what} names the key "${String(header.kid)}", which is not registered.`;
      const { payload } = await jwtVerify(jwt, this.settings.publicKey, {
        algorithms: ['RS256'],
        audience: this.settings.audience,
        ...(this.settings.clientId === undefined ? {} : { issuer: this.settings.clientId }),
        requiredClaims: ['iss', 'sub', 'aud', 'iat', 'exp', 'jti'],
      });
      if (expectedSubject !== undefined && payload.sub !== expectedSubject)
        return `${what} has the subject "${String(payload.sub)}", which is not registered.`;
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_ASSERTION_SECONDS)
        return `${what} is valid for more than 15 minutes.`;
      const jti = String(payload.jti);
      if (this.usedJtis.has(jti)) return `${what} was used before (jti).`;
      this.usedJtis.add(jti);
      return null;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed)
        return `${what} is not signed with the registered key.`;
      if (error instanceof errors.JWTExpired) return `${what} has expired.`;
      return `${what} is not valid: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private grant(): TokenAnswer {
    const accessToken = `fake-iris-at-${randomBytes(18).toString('base64url')}`;
    const refreshToken = `fake-iris-rt-${randomBytes(18).toString('base64url')}`;
    this.accessTokens.set(accessToken, { expiresAt: this.now() + this.settings.accessTokenSeconds * 1000 });
    this.refreshTokens.set(refreshToken, { expiresAt: this.now() + REFRESH_TOKEN_MS });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: 'Bearer',
        expires_in: this.settings.accessTokenSeconds,
      },
    };
  }

  async answer(form: URLSearchParams): Promise<TokenAnswer> {
    const refused = (status: number, error: string, description: string): TokenAnswer => ({
      status,
      body: { error, error_description: description },
    });
    if (form.get('client_assertion_type') !== CLIENT_ASSERTION_TYPE)
      return refused(400, 'invalid_request', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}.`);
    const clientProblem = await this.verify(
      form.get('client_assertion') ?? '',
      this.settings.clientId,
      'The client assertion',
    );
    if (clientProblem) return refused(401, 'invalid_client', clientProblem);
    const grantType = form.get('grant_type');
    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const grant = this.refreshTokens.get(token);
      if (!grant || grant.expiresAt <= this.now())
        return refused(400, 'invalid_grant', 'The refresh token is not valid.');
      this.refreshTokens.delete(token);
      this.issued.refresh += 1;
      return this.grant();
    }
    if (grantType !== JWT_BEARER_GRANT)
      return refused(400, 'unsupported_grant_type', `grant_type must be ${JWT_BEARER_GRANT}.`);
    const userProblem = await this.verify(
      form.get('assertion') ?? '',
      this.settings.userId,
      'The user assertion',
    );
    if (userProblem) return refused(400, 'invalid_grant', userProblem);
    this.issued.jwtBearer += 1;
    return this.grant();
  }
}
