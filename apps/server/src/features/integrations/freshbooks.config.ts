import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { FreshBooksEndpoints } from './freshbooks.client.ts';
import { httpAddress } from './qbo.config.ts';

/**
 * FreshBooks' settings (docs/integrations.md, "FreshBooks"): the app's client id and secret from the
 * FreshBooks developer page (the secret ENCRYPTED) and the four addresses, production by default; local
 * trials and tests point them at `npm run fake:freshbooks`. Without a client id and secret FreshBooks
 * is 'not configured'.
 */

export const FRESHBOOKS_SETTING_NAMES = {
  clientId: 'integrations.freshbooks.clientId',
  clientSecret: 'integrations.freshbooks.clientSecret',
  authorizeUrl: 'integrations.freshbooks.authorizeUrl',
  tokenUrl: 'integrations.freshbooks.tokenUrl',
  revokeUrl: 'integrations.freshbooks.revokeUrl',
  apiBaseUrl: 'integrations.freshbooks.apiBaseUrl',
} as const;

const address = (name: string, defaultValue: string, description: string): ConfigDefinition => ({
  name,
  type: 'STRING',
  defaultValue,
  description: `FreshBooks: ${description}`,
  validate: httpAddress,
});

export const FRESHBOOKS_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: FRESHBOOKS_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'FreshBooks: the app’s Client ID (my.freshbooks.com/#/developer).',
  },
  {
    name: FRESHBOOKS_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'FreshBooks: the app’s Client Secret.',
  },
  address(
    FRESHBOOKS_SETTING_NAMES.authorizeUrl,
    'https://auth.freshbooks.com/oauth/authorize',
    'the OAuth 2.0 authorise page.',
  ),
  address(
    FRESHBOOKS_SETTING_NAMES.tokenUrl,
    'https://api.freshbooks.com/auth/oauth/token',
    'the token endpoint.',
  ),
  address(
    FRESHBOOKS_SETTING_NAMES.revokeUrl,
    'https://api.freshbooks.com/auth/oauth/revoke',
    'the token revocation endpoint.',
  ),
  address(
    FRESHBOOKS_SETTING_NAMES.apiBaseUrl,
    'https://api.freshbooks.com',
    'the API host (identity and accounting).',
  ),
];

export interface FreshBooksSettings {
  clientId: string;
  clientSecret: string;
  endpoints: FreshBooksEndpoints;
}

/** The settings, or null when the client id or secret is missing ('not configured'). */
export function readFreshBooksSettings(config: Pick<ConfigService, 'get'>): FreshBooksSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(FRESHBOOKS_SETTING_NAMES.clientId);
  const clientSecret = text(FRESHBOOKS_SETTING_NAMES.clientSecret);
  if (clientId === '' || clientSecret === '') return null;
  const url = (name: string) => text(name).replace(/\/+$/, '');
  return {
    clientId,
    clientSecret,
    endpoints: {
      authorize: url(FRESHBOOKS_SETTING_NAMES.authorizeUrl),
      token: url(FRESHBOOKS_SETTING_NAMES.tokenUrl),
      revoke: url(FRESHBOOKS_SETTING_NAMES.revokeUrl),
      api: url(FRESHBOOKS_SETTING_NAMES.apiBaseUrl),
    },
  };
}
