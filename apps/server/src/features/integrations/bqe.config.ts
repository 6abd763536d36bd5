import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { BqeEndpoints } from './bqe.client.ts';
import { httpAddress } from './qbo.config.ts';

/**
 * BQE CORE's settings (docs/integrations.md, "BQE CORE"): the app's client id and secret from the
 * CORE Developer Portal (the secret ENCRYPTED) and the identity server's three addresses and the API
 * base, production by default; local trials and tests point them at `npm run fake:bqe`. Without a
 * client id and secret BQE CORE is 'not configured'.
 */

export const BQE_SETTING_NAMES = {
  clientId: 'integrations.bqe.clientId',
  clientSecret: 'integrations.bqe.clientSecret',
  authorizeUrl: 'integrations.bqe.authorizeUrl',
  tokenUrl: 'integrations.bqe.tokenUrl',
  revokeUrl: 'integrations.bqe.revokeUrl',
  apiBaseUrl: 'integrations.bqe.apiBaseUrl',
} as const;

const address = (name: string, defaultValue: string, description: string): ConfigDefinition => ({
  name,
  type: 'STRING',
  defaultValue,
  description: `BQE CORE: ${description}`,
  validate: httpAddress,
});

export const BQE_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: BQE_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'BQE CORE: the app’s Client ID (CORE Developer Portal).',
  },
  {
    name: BQE_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'BQE CORE: the app’s Client Secret.',
  },
  address(
    BQE_SETTING_NAMES.authorizeUrl,
    'https://api-identity.bqecore.com/idp/connect/authorize',
    'the OAuth 2.0 authorise page.',
  ),
  address(
    BQE_SETTING_NAMES.tokenUrl,
    'https://api-identity.bqecore.com/idp/connect/token',
    'the token endpoint.',
  ),
  address(
    BQE_SETTING_NAMES.revokeUrl,
    'https://api-identity.bqecore.com/idp/connect/revocation',
    'the token revocation endpoint.',
  ),
  address(
    BQE_SETTING_NAMES.apiBaseUrl,
    'https://api.bqecore.com/api',
    'the API base when a token names none (tokens name their company’s).',
  ),
];

export interface BqeSettings {
  clientId: string;
  clientSecret: string;
  endpoints: BqeEndpoints;
}

/** The settings, or null when the client id or secret is missing ('not configured'). */
export function readBqeSettings(config: Pick<ConfigService, 'get'>): BqeSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(BQE_SETTING_NAMES.clientId);
  const clientSecret = text(BQE_SETTING_NAMES.clientSecret);
  if (clientId === '' || clientSecret === '') return null;
  const url = (name: string) => text(name).replace(/\/+$/, '');
  return {
    clientId,
    clientSecret,
    endpoints: {
      authorize: url(BQE_SETTING_NAMES.authorizeUrl),
      token: url(BQE_SETTING_NAMES.tokenUrl),
      revoke: url(BQE_SETTING_NAMES.revokeUrl),
      api: url(BQE_SETTING_NAMES.apiBaseUrl),
    },
  };
}
