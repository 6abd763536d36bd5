import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { QboEndpoints } from './qbo.client.ts';

/**
 * QuickBooks Online's settings (docs/integrations.md, "Connections"): the app's client id and secret
 * from the Intuit developer portal (the secret ENCRYPTED: stored AES-256-GCM and shown masked) and
 * the four addresses, production by default; local trials and tests point them at `npm run fake:qbo`.
 * Without a client id and secret the partner is 'not configured'.
 */

export function httpAddress(value: unknown): string | undefined {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
}

export const QBO_SETTING_NAMES = {
  clientId: 'integrations.qbo.clientId',
  clientSecret: 'integrations.qbo.clientSecret',
  authorizeUrl: 'integrations.qbo.authorizeUrl',
  tokenUrl: 'integrations.qbo.tokenUrl',
  revokeUrl: 'integrations.qbo.revokeUrl',
  apiBaseUrl: 'integrations.qbo.apiBaseUrl',
} as const;

export const QBO_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: QBO_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'QuickBooks Online: the app’s Client ID (Intuit developer portal, Keys & credentials).',
  },
  {
    name: QBO_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'QuickBooks Online: the app’s Client Secret.',
  },
  {
    name: QBO_SETTING_NAMES.authorizeUrl,
    type: 'STRING',
    defaultValue: 'https://appcenter.intuit.com/connect/oauth2',
    description: 'QuickBooks Online: the OAuth 2.0 authorise page.',
    validate: httpAddress,
  },
  {
    name: QBO_SETTING_NAMES.tokenUrl,
    type: 'STRING',
    defaultValue: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    description: 'QuickBooks Online: the OAuth 2.0 token endpoint.',
    validate: httpAddress,
  },
  {
    name: QBO_SETTING_NAMES.revokeUrl,
    type: 'STRING',
    defaultValue: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
    description: 'QuickBooks Online: the token revocation endpoint.',
    validate: httpAddress,
  },
  {
    name: QBO_SETTING_NAMES.apiBaseUrl,
    type: 'STRING',
    defaultValue: 'https://quickbooks.api.intuit.com',
    description:
      'QuickBooks Online: the Accounting API host (sandbox companies: https://sandbox-quickbooks.api.intuit.com).',
    validate: httpAddress,
  },
];

export interface QboSettings {
  clientId: string;
  clientSecret: string;
  endpoints: QboEndpoints;
}

/** The settings, or null when the client id or secret is missing ('not configured'). */
export function readQboSettings(config: Pick<ConfigService, 'get'>): QboSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(QBO_SETTING_NAMES.clientId);
  const clientSecret = text(QBO_SETTING_NAMES.clientSecret);
  if (clientId === '' || clientSecret === '') return null;
  return {
    clientId,
    clientSecret,
    endpoints: {
      authorize: text(QBO_SETTING_NAMES.authorizeUrl),
      token: text(QBO_SETTING_NAMES.tokenUrl),
      revoke: text(QBO_SETTING_NAMES.revokeUrl),
      api: text(QBO_SETTING_NAMES.apiBaseUrl).replace(/\/+$/, ''),
    },
  };
}
