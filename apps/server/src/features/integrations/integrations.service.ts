import { INTEGRATION_MESSAGES, PARTNERS, type PartnerId } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConfigService } from '../config/config.service.ts';
import {
  connectionTokenAccess,
  deleteConnection,
  findConnection,
  refreshConnection,
  replaceTokens,
  revealTokens,
  updateConnection,
  REFRESH_MARGIN_MS,
} from './connections.store.ts';
import type { IntegrationConnectionRow } from './connections.table.ts';
import { CONNECTOR_SETTINGS, connectorFor } from './connectors.ts';
import { PartnerError, type PartnerHttp, type TokenSet } from './partner-http.ts';

/** The spec's "OAuth integration" (part 2 §3), with what the screen needs to say about it. */
export interface OAuthIntegrationView {
  partner: PartnerId;
  /** Connected with usable tokens. */
  connected: boolean;
  /** The partner refused the stored tokens: the user must connect again. */
  needsReconnect: boolean;
  /** The server has the partner's client id and secret. */
  configured: boolean;
  domainId: number;
  accountId: string | null;
  accountName: string | null;
  connectedDate: Date | null;
  updatedDate: Date | null;
  accessTokenExpiresAt: Date | null;
}

export interface IntegrationDeps {
  db: Db;
  encryptor: Encryptor;
  config: Pick<ConfigService, 'get'>;
  http?: PartnerHttp;
}

export function isConfigured(config: Pick<ConfigService, 'get'>, partner: PartnerId): boolean {
  return connectorFor(config, partner) !== null;
}

function view(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
  row: IntegrationConnectionRow | undefined,
): OAuthIntegrationView {
  return {
    partner,
    connected: row?.status === 'Connected',
    needsReconnect: row?.status === 'NeedsReconnect',
    configured: isConfigured(deps.config, partner),
    domainId,
    accountId: row?.tenantId ?? null,
    accountName: row?.tenantName ?? null,
    connectedDate: row?.connectedAt ?? null,
    updatedDate: row?.updatedAt ?? null,
    accessTokenExpiresAt: row?.accessExpiresAt ?? null,
  };
}

export async function getIntegration(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
): Promise<OAuthIntegrationView> {
  return view(deps, domainId, partner, await findConnection(deps.db, domainId, partner));
}

function requireConnector(deps: IntegrationDeps, partner: PartnerId) {
  const connector = connectorFor(deps.config, partner, { http: deps.http });
  if (!connector)
    throw new AppError(
      'BAD_USER_INPUT',
      `${PARTNERS[partner].productName} is not configured on this server.`,
    );
  return connector;
}

async function requireConnection(deps: IntegrationDeps, domainId: number, partner: PartnerId) {
  const row = await findConnection(deps.db, domainId, partner);
  if (!row) throw new AppError('NOT_FOUND', INTEGRATION_MESSAGES.notConnected(PARTNERS[partner].productName));
  return row;
}

/**
 * On opening the screen (spec part 2 §4): tokens that expire soon are refreshed (`force`: always).
 * A refused refresh token leaves the connection 'needs reconnect', which the answer says.
 */
export async function refreshIntegrationTokens(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
  force: boolean,
): Promise<OAuthIntegrationView> {
  const row = await findConnection(deps.db, domainId, partner);
  if (!row || row.status !== 'Connected') return view(deps, domainId, partner, row);
  if (force || row.accessExpiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS) {
    try {
      await refreshConnection(deps.db, deps.encryptor, requireConnector(deps, partner), row.id, { force });
    } catch (error) {
      if (!(error instanceof PartnerError)) throw error;
      if (error.kind !== 'needs-reconnect') throw new AppError('INTERNAL', error.message);
    }
  }
  return getIntegration(deps, domainId, partner);
}

/**
 * The companies the connection reaches. QuickBooks names one, its realmId, on the redirect; a partner
 * with an organisation list (Xero, FreshBooks, Zoho Books) is asked with the connection's tokens.
 */
export async function listOAuthAccounts(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
): Promise<{ accountId: string; accountName: string }[]> {
  const row = await findConnection(deps.db, domainId, partner);
  if (!row) return [];
  const connector = connectorFor(deps.config, partner, { http: deps.http });
  if (connector?.tenants && row.status === 'Connected') {
    const access = connectionTokenAccess(deps.db, deps.encryptor, connector, row.id);
    try {
      const tenants = await connector.tenants(access);
      return tenants.map((tenant) => ({ accountId: tenant.id, accountName: tenant.name }));
    } catch (error) {
      if (!(error instanceof PartnerError)) throw error;
      if (error.kind !== 'needs-reconnect') throw new AppError('INTERNAL', error.message);
      return [];
    }
  }
  if (!row.tenantId) return [];
  return [{ accountId: row.tenantId, accountName: row.tenantName ?? row.tenantId }];
}

/** Records the company the user chose; only one the connection reaches. */
export async function chooseOAuthAccount(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
  account: { accountId: string; accountName: string },
): Promise<OAuthIntegrationView> {
  const row = await requireConnection(deps, domainId, partner);
  const offered = await listOAuthAccounts(deps, domainId, partner);
  if (!offered.some((option) => option.accountId === account.accountId))
    throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.connectFailed(PARTNERS[partner].productName), {
      developerMessage: 'The account is not one this connection reaches.',
    });
  await updateConnection(deps.db, row.id, {
    tenantId: account.accountId,
    tenantName: account.accountName.trim().slice(0, 200) || row.tenantName,
  });
  return getIntegration(deps, domainId, partner);
}

/** Revokes the tokens at the partner (best effort) and deletes them. */
export async function disconnectIntegration(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
): Promise<boolean> {
  const row = await findConnection(deps.db, domainId, partner);
  if (!row) return true;
  await deleteConnection(
    deps.db,
    deps.encryptor,
    connectorFor(deps.config, partner, { http: deps.http }),
    row,
  );
  return true;
}

/** A token as the viewer shows it: its length and last four characters only. */
export function maskToken(token: string): string {
  return token.length <= 8 ? '••••' : `••••${token.slice(-4)}`;
}

/** The token JSON (spec part 2 §5) of the super admin's viewer, tokens masked. */
export async function readTokenData(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
): Promise<string> {
  const row = await requireConnection(deps, domainId, partner);
  const tokens = revealTokens(deps.encryptor, row);
  return JSON.stringify(
    {
      accountId: row.tenantId,
      accountName: row.tenantName,
      accessToken: maskToken(tokens.accessToken),
      accessTokenExpiresAt: new Date(tokens.accessExpiresAt).toISOString(),
      refreshToken: maskToken(tokens.refreshToken),
      refreshTokenExpiresAt:
        tokens.refreshExpiresAt === null ? null : new Date(tokens.refreshExpiresAt).toISOString(),
    },
    null,
    2,
  );
}

const updateFailed = (developerMessage: string) =>
  new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.tokensUpdateFailed, { developerMessage });

function readDate(value: unknown, name: string, fallback: number | null): number | null {
  if (value === undefined) return fallback;
  if (value === null) return null;
  const time =
    typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : Number.NaN;
  if (!Number.isFinite(time)) throw updateFailed(`${name} must be an ISO date-time or null`);
  return time;
}

/**
 * The super admin's token updater: the token JSON as the viewer shows it. A token left masked keeps
 * the stored one; the others replace it (sealed). The message never quotes the input.
 */
export async function updateTokenData(
  deps: IntegrationDeps,
  domainId: number,
  partner: PartnerId,
  tokenData: string,
): Promise<boolean> {
  if (tokenData.trim() === '')
    throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.tokenDataHint, {
      fieldMessages: { tokenData: INTEGRATION_MESSAGES.tokenDataHint },
    });
  if (tokenData.length > 20_000) throw updateFailed('token data is longer than 20,000 characters');
  let parsed: unknown;
  try {
    parsed = JSON.parse(tokenData);
  } catch {
    throw updateFailed('token data is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw updateFailed('token data must be a JSON object');
  const data = parsed as Record<string, unknown>;
  const row = await requireConnection(deps, domainId, partner);
  const stored = revealTokens(deps.encryptor, row);
  const token = (value: unknown, name: string, current: string) => {
    if (value === undefined || (typeof value === 'string' && value.startsWith('••••'))) return current;
    if (typeof value !== 'string' || value.trim() === '' || value.length > 4096)
      throw updateFailed(`${name} must be a non-empty string`);
    return value.trim();
  };
  const tokens: TokenSet = {
    accessToken: token(data.accessToken, 'accessToken', stored.accessToken),
    refreshToken: token(data.refreshToken, 'refreshToken', stored.refreshToken),
    accessExpiresAt:
      readDate(data.accessTokenExpiresAt, 'accessTokenExpiresAt', stored.accessExpiresAt) ??
      stored.accessExpiresAt,
    refreshExpiresAt: readDate(data.refreshTokenExpiresAt, 'refreshTokenExpiresAt', stored.refreshExpiresAt),
  };
  await replaceTokens(deps.db, deps.encryptor, row.id, tokens);
  return true;
}

/** A partner of the catalogue as the Integrations page and the wizard's cards show it. */
export interface PartnerCard {
  partner: PartnerId;
  productName: string;
  path: string;
  connectPath: string;
  importType: string;
  /** The connect flow is built for this partner. */
  available: boolean;
  configured: boolean;
  /** For super admins: the settings that make it configured. */
  settingNames: readonly string[] | null;
}

export function listPartnerCards(config: Pick<ConfigService, 'get'>, isSuperAdmin: boolean): PartnerCard[] {
  return Object.values(PARTNERS).map((partner) => {
    const settings = CONNECTOR_SETTINGS[partner.id];
    return {
      partner: partner.id,
      productName: partner.productName,
      path: partner.path,
      connectPath: partner.connectPath,
      importType: partner.importType,
      available: settings !== undefined,
      configured: settings !== undefined && isConfigured(config, partner.id),
      settingNames: isSuperAdmin ? (settings ?? null) : null,
    };
  });
}
