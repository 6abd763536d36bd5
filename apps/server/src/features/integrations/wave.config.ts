import { PARTNERS } from '@file1099/forms';
import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { OAuthConnector } from './connections.store.ts';
import { httpAddress } from './qbo.config.ts';
import type { WaveClient, WaveEndpoints } from './wave.client.ts';

/**
 * Wave's settings (docs/integrations.md, "Wave"): the app's client id and secret from Wave's developer
 * portal (the secret ENCRYPTED) and the three addresses, production by default; local trials and tests
 * point them at `npm run fake:wave`. Without a client id and secret Wave is 'not configured'.
 */

export const WAVE_SETTING_NAMES = {
  clientId: 'integrations.wave.clientId',
  clientSecret: 'integrations.wave.clientSecret',
  authorizeUrl: 'integrations.wave.authorizeUrl',
  tokenUrl: 'integrations.wave.tokenUrl',
  graphqlUrl: 'integrations.wave.graphqlUrl',
} as const;

const address = (name: string, defaultValue: string, description: string): ConfigDefinition => ({
  name,
  type: 'STRING',
  defaultValue,
  description: `Wave: ${description}`,
  validate: httpAddress,
});

export const WAVE_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: WAVE_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'Wave: the app’s Client ID (developer.waveapps.com, Manage Applications).',
  },
  {
    name: WAVE_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'Wave: the app’s Client Secret.',
  },
  address(
    WAVE_SETTING_NAMES.authorizeUrl,
    'https://api.waveapps.com/oauth2/authorize/',
    'the OAuth 2.0 authorise page.',
  ),
  address(WAVE_SETTING_NAMES.tokenUrl, 'https://api.waveapps.com/oauth2/token/', 'the token endpoint.'),
  address(
    WAVE_SETTING_NAMES.graphqlUrl,
    'https://gql.waveapps.com/graphql/public',
    'the public GraphQL API.',
  ),
];

export interface WaveSettings {
  clientId: string;
  clientSecret: string;
  endpoints: WaveEndpoints;
}

/** The settings, or null when the client id or secret is missing ('not configured'). */
export function readWaveSettings(config: Pick<ConfigService, 'get'>): WaveSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(WAVE_SETTING_NAMES.clientId);
  const clientSecret = text(WAVE_SETTING_NAMES.clientSecret);
  if (clientId === '' || clientSecret === '') return null;
  // Wave's OAuth paths end with a slash; the GraphQL one does not.
  return {
    clientId,
    clientSecret,
    endpoints: {
      authorize: text(WAVE_SETTING_NAMES.authorizeUrl),
      token: text(WAVE_SETTING_NAMES.tokenUrl),
      graphql: text(WAVE_SETTING_NAMES.graphqlUrl).replace(/\/+$/, ''),
    },
  };
}

/** Wave: no PKCE; a grant may reach several businesses (the user's non-archived ones, listed). */
export function waveConnector(client: WaveClient): OAuthConnector {
  const tenants: NonNullable<OAuthConnector['tenants']> = async (tokens) =>
    (await client.businesses(tokens))
      // A business first, a personal one after: the first is recorded on connecting.
      .sort((a, b) => Number(a.isPersonal) - Number(b.isPersonal))
      .slice(0, 100)
      .map((business) => ({ id: business.businessId, name: business.name || business.businessId }));
  return {
    partner: 'Wave',
    productName: PARTNERS.Wave.productName,
    pkce: false,
    authorizeUrl: (input) => client.authorizeUrl({ state: input.state, redirectUri: input.redirectUri }),
    exchangeCode: (input) => client.exchangeCode({ code: input.code, redirectUri: input.redirectUri }),
    refresh: (refreshToken) => client.refresh(refreshToken),
    // Wave documents no revocation endpoint: our tokens are deleted on disconnecting.
    revoke: async () => undefined,
    tenantName: async (tenantId, tokens) =>
      (await tenants(tokens)).find((tenant) => tenant.id === tenantId)?.name ?? tenantId,
    tenants,
  };
}
