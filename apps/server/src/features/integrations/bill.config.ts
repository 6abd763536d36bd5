import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { BillEndpoints } from './bill.client.ts';
import { httpAddress } from './qbo.config.ts';

/**
 * BILL's settings (docs/integrations.md, "BILL"): the developer key (ENCRYPTED; BILL issues one per
 * app partner, or per organisation under Settings › Sync & Integrations) and the two addresses,
 * production by default (the sandbox is gateway.stage.bill.com and api-stage.bill.com); local trials
 * and tests point them at `npm run fake:bill`. Without a developer key BILL is 'not configured'.
 */

export const BILL_SETTING_NAMES = {
  devKey: 'integrations.bill.devKey',
  apiBaseUrl: 'integrations.bill.apiBaseUrl',
  listOrgsUrl: 'integrations.bill.listOrgsUrl',
} as const;

export const BILL_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: BILL_SETTING_NAMES.devKey,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'BILL: the developer key (developer.bill.com).',
  },
  {
    name: BILL_SETTING_NAMES.apiBaseUrl,
    type: 'STRING',
    defaultValue: 'https://gateway.prod.bill.com/connect/v3',
    description: 'BILL: the v3 API base (sign-in, vendors, bills, payments).',
    validate: httpAddress,
  },
  {
    name: BILL_SETTING_NAMES.listOrgsUrl,
    type: 'STRING',
    defaultValue: 'https://api.bill.com/api/v2/ListOrgs.json',
    description: "BILL: v2 ListOrgs, which names the user's organisations.",
    validate: httpAddress,
  },
];

export interface BillSettings {
  devKey: string;
  endpoints: BillEndpoints;
}

/** The settings, or null when the developer key is missing ('not configured'). */
export function readBillSettings(config: Pick<ConfigService, 'get'>): BillSettings | null {
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const devKey = text(BILL_SETTING_NAMES.devKey);
  if (devKey === '') return null;
  const url = (name: string) => text(name).replace(/\/+$/, '');
  return {
    devKey,
    endpoints: { api: url(BILL_SETTING_NAMES.apiBaseUrl), listOrgs: url(BILL_SETTING_NAMES.listOrgsUrl) },
  };
}
