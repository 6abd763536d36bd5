/**
 * The connection store (docs/integrations.md, "Connections"): one row per account and partner with
 * the tokens sealed by the server key, and the single-use `state` of each connect attempt. A refresh
 * locks the connection's row in a transaction, so one refresh runs at a time per connection across
 * every server, and the rotated refresh token is stored before the lock is let go.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { PartnerId } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { PartnerError, type TokenAccess, type TokenSet } from './partner-http.ts';
import {
  integrationConnections,
  integrationConnectStates,
  type IntegrationConnectionRow,
} from './connections.table.ts';

/** What the store needs of a partner's OAuth client (QboClient has it; so will the others). */
export interface OAuthConnector {
  readonly partner: PartnerId;
  readonly productName: string;
  /** The partner takes PKCE (S256). */
  readonly pkce: boolean;
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge?: string }): string;
  /** `callback`: the redirect's query (Zoho names its data centre there). */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
    callback?: Readonly<Record<string, string | undefined>>;
  }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  revoke(token: string): Promise<void>;
  /** The connected company's name, read with the new tokens. */
  tenantName(tenantId: string, tokens: TokenAccess): Promise<string>;
  /**
   * The organisations the tokens reach, for a partner that does not name one on the redirect (Xero,
   * FreshBooks, Zoho Books): the first is recorded on connecting, the list is `oAuthAccounts`.
   */
  tenants?(tokens: TokenAccess): Promise<PartnerTenant[]>;
}

/** An organisation (company, business, tenant) a connection reaches. */
export interface PartnerTenant {
  id: string;
  name: string;
}

/** How long a connect attempt may take, from the click to the callback. */
export const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;
/** Tokens are refreshed when they have less than this left (on opening the screen and before a call). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export type ConnectStateFailure = 'STATE_INVALID' | 'STATE_USED' | 'STATE_EXPIRED';

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A new connect attempt: the state to send (stored only as a hash) and, for PKCE, the challenge. */
export async function createConnectState(
  db: Db,
  encryptor: Encryptor,
  input: { domainId: number; userId: number; partner: PartnerId; pkce: boolean; now?: Date },
): Promise<{ state: string; codeChallenge?: string }> {
  const now = input.now ?? new Date();
  const state = createToken(32);
  const verifier = input.pkce ? randomBytes(48).toString('base64url') : null;
  // Attempts nobody finished are of no use once expired.
  await db.delete(integrationConnectStates).where(lt(integrationConnectStates.expiresAt, now));
  await db.insert(integrationConnectStates).values({
    stateHash: hashToken(state),
    domainId: input.domainId,
    userId: input.userId,
    partner: input.partner,
    codeVerifierSealed: verifier === null ? null : encryptor.encrypt(verifier),
    expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
  });
  return verifier === null ? { state } : { state, codeChallenge: pkceChallenge(verifier) };
}

/**
 * Takes a state once: the row is locked and marked used in one transaction, so a replayed callback
 * (even on another server at the same moment) finds it used. A state of another partner or another
 * user is invalid.
 */
export async function consumeConnectState(
  db: Db,
  encryptor: Encryptor,
  input: { state: string; partner: PartnerId; userId: number | null; now?: Date },
): Promise<
  | { ok: true; domainId: number; userId: number; codeVerifier?: string }
  | { ok: false; reason: ConnectStateFailure }
> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrationConnectStates)
      .where(eq(integrationConnectStates.stateHash, hashToken(input.state)))
      .for('update');
    if (!row || row.partner !== input.partner || row.userId !== input.userId)
      return { ok: false as const, reason: 'STATE_INVALID' as const };
    if (row.usedAt) return { ok: false as const, reason: 'STATE_USED' as const };
    await tx
      .update(integrationConnectStates)
      .set({ usedAt: now })
      .where(eq(integrationConnectStates.id, row.id));
    if (row.expiresAt.getTime() <= now.getTime())
      return { ok: false as const, reason: 'STATE_EXPIRED' as const };
    const verifier = row.codeVerifierSealed === null ? undefined : encryptor.decrypt(row.codeVerifierSealed);
    return {
      ok: true as const,
      domainId: row.domainId,
      userId: row.userId,
      ...(verifier === undefined ? {} : { codeVerifier: verifier }),
    };
  });
}

function sealed(encryptor: Encryptor, tokens: TokenSet) {
  return {
    accessTokenSealed: encryptor.encrypt(tokens.accessToken),
    refreshTokenSealed: encryptor.encrypt(tokens.refreshToken),
    accessExpiresAt: new Date(tokens.accessExpiresAt),
    refreshExpiresAt: tokens.refreshExpiresAt === null ? null : new Date(tokens.refreshExpiresAt),
  };
}

export function revealTokens(encryptor: Encryptor, row: IntegrationConnectionRow): TokenSet {
  return {
    accessToken: encryptor.decrypt(row.accessTokenSealed),
    refreshToken: encryptor.decrypt(row.refreshTokenSealed),
    accessExpiresAt: row.accessExpiresAt.getTime(),
    refreshExpiresAt: row.refreshExpiresAt?.getTime() ?? null,
  };
}

/** Stores a new connection, or replaces the account's connection to the partner. */
export async function saveConnection(
  db: Db,
  encryptor: Encryptor,
  input: {
    domainId: number;
    partner: PartnerId;
    userId: number;
    tenantId: string | null;
    tenantName: string | null;
    tokens: TokenSet;
  },
): Promise<IntegrationConnectionRow> {
  const now = new Date();
  const values = {
    status: 'Connected' as const,
    tenantId: input.tenantId,
    tenantName: input.tenantName,
    ...sealed(encryptor, input.tokens),
    connectedByUserId: input.userId,
    connectedAt: now,
    lastRefreshedAt: null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(integrationConnections)
    .values({ domainId: input.domainId, partner: input.partner, ...values })
    .onConflictDoUpdate({
      target: [integrationConnections.domainId, integrationConnections.partner],
      set: values,
    })
    .returning();
  if (!row) throw new Error('connection not stored');
  return row;
}

export async function findConnection(
  db: Db,
  domainId: number,
  partner: PartnerId,
): Promise<IntegrationConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.domainId, domainId), eq(integrationConnections.partner, partner)));
  return row;
}

export async function updateConnection(
  db: Db,
  id: number,
  set: Partial<Pick<IntegrationConnectionRow, 'tenantId' | 'tenantName' | 'status'>>,
): Promise<void> {
  await db
    .update(integrationConnections)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(integrationConnections.id, id));
}

/** Replaces the tokens (the super admin's token updater), as a refresh would. */
export async function replaceTokens(
  db: Db,
  encryptor: Encryptor,
  id: number,
  tokens: TokenSet,
): Promise<void> {
  await db
    .update(integrationConnections)
    .set({ ...sealed(encryptor, tokens), status: 'Connected', updatedAt: new Date() })
    .where(eq(integrationConnections.id, id));
}

/**
 * Refreshes the connection's tokens under its row lock. Another server (or request) that refreshed
 * while this one waited for the lock has already stored new tokens: they are used as they are, so the
 * partner sees one refresh per expiry, never two with the same rotating refresh token.
 * - `force`: refresh even if the access token is still good (hard refresh);
 * - `staleAccessToken`: the token a partner just refused (401); refresh only if it is still stored.
 * A refused refresh token marks the connection NeedsReconnect and throws 'needs-reconnect'.
 */
export async function refreshConnection(
  db: Db,
  encryptor: Encryptor,
  connector: OAuthConnector,
  connectionId: number,
  options: { force?: boolean; staleAccessToken?: string; now?: () => number } = {},
): Promise<TokenSet> {
  const now = options.now ?? Date.now;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connectionId))
      .for('update');
    if (!row) return { kind: 'gone' as const };
    const current = revealTokens(encryptor, row);
    if (row.status === 'NeedsReconnect') return { kind: 'refused' as const };
    const someoneRefreshed =
      options.staleAccessToken !== undefined && current.accessToken !== options.staleAccessToken;
    const stillGood = current.accessExpiresAt - now() > REFRESH_MARGIN_MS;
    if (someoneRefreshed || (!options.force && options.staleAccessToken === undefined && stillGood))
      return { kind: 'tokens' as const, tokens: current };
    try {
      const tokens = await connector.refresh(current.refreshToken);
      await tx
        .update(integrationConnections)
        .set({ ...sealed(encryptor, tokens), lastRefreshedAt: new Date(), updatedAt: new Date() })
        .where(eq(integrationConnections.id, connectionId));
      return { kind: 'tokens' as const, tokens };
    } catch (error) {
      if (!(error instanceof PartnerError) || error.kind !== 'grant-refused') throw error;
      await tx
        .update(integrationConnections)
        .set({ status: 'NeedsReconnect', updatedAt: new Date() })
        .where(eq(integrationConnections.id, connectionId));
      return { kind: 'refused' as const };
    }
  });
  if (outcome.kind === 'tokens') return outcome.tokens;
  throw new PartnerError(
    'needs-reconnect',
    outcome.kind === 'gone'
      ? `${connector.productName} is not connected.`
      : `${connector.productName} no longer accepts this connection. Please connect again.`,
    401,
  );
}

/**
 * The TokenAccess a partner client reads the books with: the stored access token (refreshed first when
 * it is about to expire), and after a 401 one serialised refresh.
 */
export function connectionTokenAccess(
  db: Db,
  encryptor: Encryptor,
  connector: OAuthConnector,
  connectionId: number,
  now: () => number = Date.now,
): TokenAccess {
  let last: string | undefined;
  return {
    async accessToken() {
      const [row] = await db
        .select()
        .from(integrationConnections)
        .where(eq(integrationConnections.id, connectionId));
      if (!row) throw new PartnerError('needs-reconnect', `${connector.productName} is not connected.`);
      const tokens =
        row.accessExpiresAt.getTime() - now() > REFRESH_MARGIN_MS && row.status === 'Connected'
          ? revealTokens(encryptor, row)
          : await refreshConnection(db, encryptor, connector, connectionId, { now });
      last = tokens.accessToken;
      return last;
    },
    async refreshAfterUnauthorized() {
      const tokens = await refreshConnection(db, encryptor, connector, connectionId, {
        staleAccessToken: last,
        force: last === undefined,
        now,
      });
      last = tokens.accessToken;
      return last;
    },
  };
}

/** Disconnects: revokes the refresh token at the partner (best effort) and deletes the tokens. */
export async function deleteConnection(
  db: Db,
  encryptor: Encryptor,
  connector: OAuthConnector | null,
  row: IntegrationConnectionRow,
): Promise<{ revoked: boolean }> {
  let revoked = false;
  if (connector) {
    try {
      await connector.revoke(encryptor.decrypt(row.refreshTokenSealed));
      revoked = true;
    } catch {
      // The partner may already have dropped the tokens; ours are deleted either way.
    }
  }
  await db.delete(integrationConnections).where(eq(integrationConnections.id, row.id));
  return { revoked };
}
