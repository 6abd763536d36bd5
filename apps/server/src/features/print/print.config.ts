import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';

/**
 * How paid print copies are fulfilled (docs/print-mail.md): 'inhouse' (the mail room, the default) or
 * 'lob' (Lob's letters API). The Lob API key and webhook secret are ENCRYPTED (stored AES-256-GCM,
 * shown masked); tests and local trials point the base URL at `npm run fake:lob`.
 */
export const PRINT_SETTING_NAMES = {
  provider: 'print.provider',
  lobApiKey: 'print.lob.apiKey',
  lobBaseUrl: 'print.lob.baseUrl',
  lobWebhookSecret: 'print.lob.webhookSecret',
} as const;

export const PRINT_PROVIDERS = ['inhouse', 'lob'] as const;
export type PrintProvider = (typeof PRINT_PROVIDERS)[number];

function httpAddress(value: unknown): string | undefined {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
}

export const PRINT_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: PRINT_SETTING_NAMES.provider,
    type: 'STRING',
    defaultValue: 'inhouse',
    description:
      "Who prints and mails recipient copies: 'inhouse' (the back office's Print Requests page) or 'lob' (Lob's letters API).",
    validate: (value) =>
      (PRINT_PROVIDERS as readonly string[]).includes(String(value))
        ? undefined
        : "must be 'inhouse' or 'lob'",
  },
  {
    name: PRINT_SETTING_NAMES.lobApiKey,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'Lob: the secret API key (live_… or test_…) the letters are created with.',
  },
  {
    name: PRINT_SETTING_NAMES.lobBaseUrl,
    type: 'STRING',
    defaultValue: 'https://api.lob.com',
    description: 'Lob: the API address (local trials and tests: the fake of `npm run fake:lob`).',
    validate: httpAddress,
  },
  {
    name: PRINT_SETTING_NAMES.lobWebhookSecret,
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'Lob: the secret that signs the tracking webhooks sent to /rs/api/lob/webhooks.',
  },
];

export type PrintConfigReader = Pick<ConfigService, 'get'>;

const text = (config: PrintConfigReader, name: string) => String(config.get(name) ?? '').trim();

export function readPrintProvider(config: PrintConfigReader): PrintProvider {
  return text(config, PRINT_SETTING_NAMES.provider) === 'lob' ? 'lob' : 'inhouse';
}

export interface LobSettings {
  apiKey: string;
  baseUrl: string;
}

/** Lob's settings, or the names of the missing ones (never their values). */
export function readLobSettings(config: PrintConfigReader): LobSettings | { missing: string[] } {
  const apiKey = text(config, PRINT_SETTING_NAMES.lobApiKey);
  const baseUrl = text(config, PRINT_SETTING_NAMES.lobBaseUrl).replace(/\/+$/, '');
  const missing = [
    ...(apiKey ? [] : [PRINT_SETTING_NAMES.lobApiKey]),
    ...(baseUrl ? [] : [PRINT_SETTING_NAMES.lobBaseUrl]),
  ];
  return missing.length > 0 ? { missing } : { apiKey, baseUrl };
}

export function readLobWebhookSecret(config: PrintConfigReader): string {
  return text(config, PRINT_SETTING_NAMES.lobWebhookSecret);
}
