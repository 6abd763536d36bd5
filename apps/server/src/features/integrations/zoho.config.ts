import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import { httpAddress } from './qbo.config.ts';
import { ZOHO_DATA_CENTRES, type ZohoDataCentre } from './zoho.client.ts';

/**
 * Zoho Books' settings (docs/integrations.md, "Zoho Books"): the app's client id and secret from the
 * Zoho API console (the secret ENCRYPTED), the data centres the app is registered in (each with its
 * accounts server and API domain; Zoho's eight when empty) and the one the consent starts in. Local
 * trials and tests name one data centre whose two addresses are `npm run fake:zoho`. Without a client
 * id and secret Zoho Books is 'not configured'.
 */

export const ZOHO_SETTING_NAMES = {
  clientId: 'integrations.zoho.clientId',
  clientSecret: 'integrations.zoho.clientSecret',
  dataCentres: 'integrations.zoho.dataCentres',
  defaultLocation: 'integrations.zoho.defaultLocation',
} as const;

function readDataCentres(value: unknown): ZohoDataCentre[] | string {
  if (!Array.isArray(value)) return 'must be a JSON array of {location, accounts, api}';
  const centres: ZohoDataCentre[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return 'must be a JSON array of {location, accounts, api}';
    const { location, accounts, api } = item as Record<string, unknown>;
    if (typeof location !== 'string' || !/^[a-z]{2}$/.test(location))
      return 'each location must be two lower-case letters (us, eu, in, au, jp, ca, cn, sa)';
    if (typeof accounts !== 'string' || httpAddress(accounts) || typeof api !== 'string' || httpAddress(api))
      return 'accounts and api must be http(s) addresses';
    centres.push({ location, accounts: accounts.replace(/\/+$/, ''), api: api.replace(/\/+$/, '') });
  }
  return centres;
}

export const ZOHO_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: ZOHO_SETTING_NAMES.clientId,
    type: 'STRING',
    defaultValue: '',
    description: 'Zoho Books: the app’s Client ID (api-console.zoho.com, server-based application).',
  },
  {
    name: ZOHO_SETTING_NAMES.clientSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'Zoho Books: the app’s Client Secret.',
  },
  {
    name: ZOHO_SETTING_NAMES.dataCentres,
    type: 'JSON',
    defaultValue: '[]',
    description:
      'Zoho Books: the data centres the app is registered in, [{"location":"us","accounts":"https://accounts.zoho.com","api":"https://www.zohoapis.com"}, …]; empty for Zoho’s eight.',
    validate: (value) => {
      const centres = readDataCentres(value);
      return typeof centres === 'string' ? centres : undefined;
    },
  },
  {
    name: ZOHO_SETTING_NAMES.defaultLocation,
    type: 'STRING',
    defaultValue: 'us',
    description: 'Zoho Books: the data centre the consent starts in (Zoho sends customers of another on).',
    validate: (value) => (/^[a-z]{2}$/.test(String(value)) ? undefined : 'must be two lower-case letters'),
  },
];

export interface ZohoSettings {
  clientId: string;
  clientSecret: string;
  dataCentres: readonly ZohoDataCentre[];
  defaultLocation: string;
}

/** The settings, or null when the client id or secret is missing ('not configured'). */
export function readZohoSettings(config: Pick<ConfigService, 'get'>): ZohoSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const clientId = text(ZOHO_SETTING_NAMES.clientId);
  const clientSecret = text(ZOHO_SETTING_NAMES.clientSecret);
  if (clientId === '' || clientSecret === '') return null;
  const centres = readDataCentres(config.get(ZOHO_SETTING_NAMES.dataCentres) ?? []);
  return {
    clientId,
    clientSecret,
    dataCentres: typeof centres === 'string' || centres.length === 0 ? ZOHO_DATA_CENTRES : centres,
    defaultLocation: text(ZOHO_SETTING_NAMES.defaultLocation) || 'us',
  };
}
