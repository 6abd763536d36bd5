import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import { httpAddress } from './qbo.config.ts';
import type { XeroEndpoints } from './xero.client.ts';

/**
 * Xero's settings (docs/integrations.md, "Xero"): the app's client id and secret from the Xero
 * developer portal (the secret ENCRYPTED; empty for an app registered as "Auth code with PKCE") and
 * the five addresses, production by default; local trials and tests point them at `npm run fake:xero`.
 * Without a client id Xero is 'not configured'.
 */

export const XERO_SETTING_NAMES = {
  clientId: 'integrations.xero.clientId',
  clientSecret: 'integrations.xero.clientSecret',
  authorizeUrl: 'integrations.xero.authorizeUrl',
  tokenUrl: 'integrations.xero.tokenUrl',
  revokeUrl: 'integrations.xero.revokeUrl',
  connectionsUrl: 'integrations.xero.connectionsUrl',
  apiBaseUrl: 'integrations.xero.apiBaseUrl',
} as const;

const address = (name: string, defaultValue: string, description: string): ConfigDefinition => ({
  name,
  type: 'STRING',
  defaultValue,
  description: `Xero: ${description}`,
  validate: httpAddress,
});

export const XERO_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: XERO_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'Xero: the app’s Client id (developer.xero.com, My Apps).',
  },
  {
    name: XERO_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'Xero: the app’s Client secret (empty for an app registered as "Auth code with PKCE").',
  },
  address(
    XERO_SETTING_NAMES.authorizeUrl,
    'https://login.xero.com/identity/connect/authorize',
    'the OAuth 2.0 authorise page.',
  ),
  address(XERO_SETTING_NAMES.tokenUrl, 'https://identity.xero.com/connect/token', 'the token endpoint.'),
  address(
    XERO_SETTING_NAMES.revokeUrl,
    'https://identity.xero.com/connect/revocation',
    'the token revocation endpoint.',
  ),
  address(
    XERO_SETTING_NAMES.connectionsUrl,
    'https://api.xero.com/connections',
    'the connections (organisations) endpoint.',
  ),
  address(XERO_SETTING_NAMES.apiBaseUrl, 'https://api.xero.com/api.xro/2.0', 'the Accounting API base.'),
];

export interface XeroSettings {
  clientId: string;
  clientSecret: string;
  endpoints: XeroEndpoints;
}

/** The settings, or null when the client id is missing ('not configured'). */
export function readXeroSettings(config: Pick<ConfigService, 'get'>): XeroSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(XERO_SETTING_NAMES.clientId);
  if (clientId === '') return null;
  const url = (name: string) => text(name).replace(/\/+$/, '');
  return {
    clientId,
    clientSecret: text(XERO_SETTING_NAMES.clientSecret),
    endpoints: {
      authorize: url(XERO_SETTING_NAMES.authorizeUrl),
      token: url(XERO_SETTING_NAMES.tokenUrl),
      revoke: url(XERO_SETTING_NAMES.revokeUrl),
      connections: url(XERO_SETTING_NAMES.connectionsUrl),
      api: url(XERO_SETTING_NAMES.apiBaseUrl),
    },
  };
}
