import { DEFAULT_SEASON, SEASON_PRESETS } from '@file1099/shared';
import type { ConfigType } from './config.table.ts';

/** A property the server reads, with its type and the default used when the store has none. */
export interface ConfigDefinition {
  name: string;
  type: ConfigType;
  defaultValue: string;
  description: string;
  requiresRestart?: boolean;
  /** Extra check beyond the type; returns a message naming what is wrong. */
  validate?: (value: unknown) => string | undefined;
}

const seasonOverrideKeys = new Set(Object.keys(SEASON_PRESETS[DEFAULT_SEASON] ?? {}));

export const CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  {
    name: 'season.preset',
    type: 'STRING',
    defaultValue: DEFAULT_SEASON,
    description:
      'Filing season preset: 2026 (tax year 2026 returns, due Feb 1, 2027) or 2025 (the specification season).',
    validate: (value) =>
      typeof value === 'string' && value in SEASON_PRESETS
        ? undefined
        : `must be one of ${Object.keys(SEASON_PRESETS).join(', ')}`,
  },
  {
    name: 'season.overrides',
    type: 'JSON',
    defaultValue: '{}',
    description: 'Season values that replace the preset, e.g. {"irsDownUntil":"2027-01-04T00:00:00-08:00"}.',
    validate: (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON object';
      const unknown = Object.keys(value).filter((key) => !seasonOverrideKeys.has(key));
      return unknown.length > 0 ? `has unknown season keys: ${unknown.join(', ')}` : undefined;
    },
  },
  {
    name: 'features.vendorPortal',
    type: 'BOOLEAN',
    defaultValue: 'false',
    description: 'Vendor portal invitations.',
  },
  {
    name: 'features.userManagement',
    type: 'BOOLEAN',
    defaultValue: 'true',
    description: 'Manage Users and Team.',
  },
  { name: 'features.tinMatch', type: 'BOOLEAN', defaultValue: 'true', description: 'TIN verification.' },
  { name: 'features.w9', type: 'BOOLEAN', defaultValue: 'true', description: 'W-9 requests to payees.' },
  {
    name: 'sandbox',
    type: 'BOOLEAN',
    defaultValue: 'false',
    description: 'Sandbox build: nothing is persisted or sent to the IRS; charging is refused.',
  },
  {
    name: 'shell.pardonPage',
    type: 'BOOLEAN',
    defaultValue: 'false',
    description: 'Show the maintenance page.',
  },
  {
    name: 'altcha.maxNumber',
    type: 'NUMBER',
    defaultValue: '100000',
    description: 'Proof-of-work difficulty of the anti-robot check (about a second in a browser at 100000).',
    validate: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000_000
        ? undefined
        : 'must be a whole number from 1 to 10000000',
  },
  {
    name: 'jobs.pollIntervalMs',
    type: 'NUMBER',
    defaultValue: '500',
    description: 'How often an idle job worker looks for work.',
    requiresRestart: true,
    validate: (value) => (typeof value === 'number' && value >= 50 ? undefined : 'must be at least 50'),
  },
  {
    name: 'jobs.heartbeatMs',
    type: 'NUMBER',
    defaultValue: '5000',
    description: 'How often a job worker tells the database it is alive.',
    requiresRestart: true,
    validate: (value) =>
      typeof value === 'number' && value >= 100 && value <= 60_000 ? undefined : 'must be from 100 to 60000',
  },
  {
    name: 'jobs.workerTimeoutMs',
    type: 'NUMBER',
    defaultValue: '15000',
    description:
      'A job worker silent this long is taken for gone and its job resumes on another worker; at least twice jobs.heartbeatMs.',
    requiresRestart: true,
    validate: (value) =>
      typeof value === 'number' && value >= 200 && value <= 600_000
        ? undefined
        : 'must be from 200 to 600000',
  },
  {
    name: 'jobs.leaseMs',
    type: 'NUMBER',
    defaultValue: '300000',
    description:
      'Last resort: a running job that reports no progress this long is started again even if its worker is alive; at least jobs.workerTimeoutMs.',
    requiresRestart: true,
    validate: (value) => (typeof value === 'number' && value >= 1000 ? undefined : 'must be at least 1000'),
  },
  {
    name: 'jobs.stopGraceMs',
    type: 'NUMBER',
    defaultValue: '10000',
    description:
      'On shutdown, how long a job worker waits for the job in hand before giving it back to the queue for another worker.',
    requiresRestart: true,
    validate: (value) =>
      typeof value === 'number' && value >= 0 && value <= 120_000 ? undefined : 'must be from 0 to 120000',
  },
];

export const CONFIG_DEFINITION_BY_NAME: ReadonlyMap<string, ConfigDefinition> = new Map(
  CONFIG_DEFINITIONS.map((definition) => [definition.name, definition]),
);

/** CONFIG_<NAME> environment variables override the store: dots become underscores, upper case. */
export function toEnvOverrideKey(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}
