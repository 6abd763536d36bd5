import { createPrivateKey } from 'node:crypto';
import type { ConfigDefinition } from '../config/config.registry.ts';
import type { ConfigService } from '../config/config.service.ts';

/**
 * The IRIS A2A settings are config properties (docs/iris-a2a.md): the operator enters them in Config
 * Management (the private key and the IRIS user id as ENCRYPTED values, stored AES-256-GCM and shown
 * masked) or as CONFIG_IRIS_A2A_* environment variables. Without `iris.a2a.enabled` the back office
 * uses the manual flow (upload through the IRIS Taxpayer Portal).
 */

export const IRIS_ENVIRONMENTS = ['ats', 'production'] as const;
export type IrisEnvironment = (typeof IRIS_ENVIRONMENTS)[number];

export interface IrisA2aEndpoints {
  /** OAuth 2.0 token URL; also the audience of every assertion. */
  auth: string;
  /** Multipart upload of a transmission. */
  submit: string;
  /** Status and acknowledgement requests. */
  status: string;
}

export interface IrisA2aSettings {
  /** Where live filings go: ATS (the IRS test system, TestCd T) or production (TestCd P). */
  environment: IrisEnvironment;
  endpoints: Record<IrisEnvironment, IrisA2aEndpoints | null>;
  tcc: string;
  clientId: string;
  userId: string;
  keyId: string;
  privateKeyPem: string;
  timeoutMs: number;
}

const ENDPOINT_NAMES = ['auth', 'submit', 'status'] as const;

function checkEndpoints(value: unknown, httpsOnly: boolean): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON object';
  const entries = value as Record<string, unknown>;
  if (Object.keys(entries).length === 0) return undefined;
  const unknown = Object.keys(entries).filter((key) => !(ENDPOINT_NAMES as readonly string[]).includes(key));
  if (unknown.length > 0) return `has unknown keys: ${unknown.join(', ')}`;
  for (const name of ENDPOINT_NAMES) {
    const url = entries[name];
    let parsed: URL | undefined;
    try {
      parsed = typeof url === 'string' ? new URL(url) : undefined;
    } catch {
      parsed = undefined;
    }
    const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
    if (!parsed || !allowed.includes(parsed.protocol))
      return `needs "${name}" as an ${httpsOnly ? 'https' : 'http(s)'} address`;
  }
  return undefined;
}

function checkPrivateKey(value: unknown): string | undefined {
  if (value === '') return undefined;
  try {
    const key = createPrivateKey(String(value));
    return key.asymmetricKeyType === 'rsa' ? undefined : 'must be an RSA private key';
  } catch {
    // Never quote the value: it is a secret.
    return 'must be an RSA private key in PEM form (PKCS #8 or PKCS #1)';
  }
}

export const IRIS_A2A_CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: 'iris.a2a.enabled',
    type: 'BOOLEAN',
    defaultValue: 'false',
    description:
      'Transmit federal filings to IRIS application to application (A2A); off: the manual flow through the IRIS Taxpayer Portal.',
  },
  {
    name: 'iris.a2a.environment',
    type: 'STRING',
    defaultValue: 'ats',
    description:
      'Where live filings go: ats (the IRS Assurance Testing System, TestCd T) or production (TestCd P). Test accounts always go to ats.',
    validate: (value) =>
      (IRIS_ENVIRONMENTS as readonly unknown[]).includes(value) ? undefined : 'must be ats or production',
  },
  {
    name: 'iris.a2a.atsEndpoints',
    type: 'JSON',
    defaultValue: '{}',
    description:
      'IRIS ATS addresses from the IRS A2A onboarding material: {"auth": token URL, "submit": upload URL, "status": status URL}.',
    validate: (value) => checkEndpoints(value, false),
  },
  {
    name: 'iris.a2a.productionEndpoints',
    type: 'JSON',
    defaultValue: '{}',
    description: 'IRIS production addresses (https only): {"auth": …, "submit": …, "status": …}.',
    validate: (value) => checkEndpoints(value, true),
  },
  {
    name: 'iris.a2a.tcc',
    type: 'STRING',
    defaultValue: '',
    description: 'The IRIS Transmitter Control Code (5 letters or digits).',
    validate: (value) =>
      value === '' || /^[A-Za-z0-9]{5}$/.test(String(value)) ? undefined : 'must be 5 letters or digits',
  },
  {
    name: 'iris.a2a.clientId',
    type: 'STRING',
    defaultValue: '',
    description: 'The IRIS API Client ID (issuer and subject of the client assertion).',
  },
  {
    name: 'iris.a2a.keyId',
    type: 'STRING',
    defaultValue: '',
    description: 'The key id (JWT header kid) under which the public key is registered with the IRS.',
  },
  {
    name: 'iris.a2a.userId',
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'The IRIS user id (subject of the user assertion).',
  },
  {
    name: 'iris.a2a.privateKey',
    type: 'ENCRYPTED',
    defaultValue: '',
    description: 'The RSA private key (PEM) that signs the IRIS assertions (RS256).',
    validate: checkPrivateKey,
  },
  {
    name: 'iris.a2a.timeoutSeconds',
    type: 'NUMBER',
    defaultValue: '120',
    description:
      'Longest wait for one IRIS answer; an upload without an answer is looked up by its UTID before any resend.',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3600
        ? undefined
        : 'must be a whole number from 1 to 3600',
  },
  {
    name: 'iris.a2a.generateEveryMinutes',
    type: 'NUMBER',
    defaultValue: '60',
    description:
      'With A2A on, Generate runs by itself this many minutes after filings become ready, and again at this interval while A2A is on; 0 leaves Generate to the back office.',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1440
        ? undefined
        : 'must be a whole number from 0 to 1440',
  },
  {
    name: 'iris.a2a.firstPollSeconds',
    type: 'NUMBER',
    defaultValue: '60',
    description:
      'Wait before the first acknowledgement request after an upload; each further request waits twice as long, at most 30 minutes.',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3600
        ? undefined
        : 'must be a whole number from 1 to 3600',
  },
];

/** The part of the config service the settings are read from. */
export type IrisConfigReader = Pick<ConfigService, 'get' | 'getBoolean' | 'getNumber'>;

/** Why the A2A settings can not be used; names properties, never values. */
export class IrisSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IrisSettingsError';
  }
}

function readEndpoints(value: unknown): IrisA2aEndpoints | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = value as Partial<Record<string, unknown>>;
  const [auth, submit, status] = ENDPOINT_NAMES.map((name) => entries[name]);
  return typeof auth === 'string' && typeof submit === 'string' && typeof status === 'string'
    ? { auth, submit, status }
    : null;
}

/**
 * The A2A settings, or null when A2A is off (the manual flow). Throws IrisSettingsError naming every
 * missing property when A2A is on but not complete, or when the live environment has no endpoints.
 */
export function readIrisA2aSettings(config: IrisConfigReader): IrisA2aSettings | null {
  if (!config.getBoolean('iris.a2a.enabled')) return null;
  const text = (name: string) => String(config.get(name) ?? '').trim();
  const environment = text('iris.a2a.environment') === 'production' ? 'production' : 'ats';
  const endpoints = {
    ats: readEndpoints(config.get('iris.a2a.atsEndpoints')),
    production: readEndpoints(config.get('iris.a2a.productionEndpoints')),
  };
  const required = [
    'iris.a2a.tcc',
    'iris.a2a.clientId',
    'iris.a2a.keyId',
    'iris.a2a.userId',
    'iris.a2a.privateKey',
  ];
  const missing = required.filter((name) => text(name) === '');
  if (!endpoints[environment])
    missing.push(`iris.a2a.${environment === 'ats' ? 'atsEndpoints' : 'productionEndpoints'}`);
  if (missing.length > 0)
    throw new IrisSettingsError(`IRIS A2A is enabled but these settings are missing: ${missing.join(', ')}.`);
  return {
    environment,
    endpoints,
    tcc: text('iris.a2a.tcc').toUpperCase(),
    clientId: text('iris.a2a.clientId'),
    userId: text('iris.a2a.userId'),
    keyId: text('iris.a2a.keyId'),
    privateKeyPem: text('iris.a2a.privateKey'),
    timeoutMs: config.getNumber('iris.a2a.timeoutSeconds') * 1000,
  };
}

/** TestCd of the transmissions sent to an environment. */
export function irisTestCode(environment: IrisEnvironment): 'T' | 'P' {
  return environment === 'production' ? 'P' : 'T';
}
