import { DEFAULT_SEASON, SEASON_PRESETS } from '@file1099/shared';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../../db/database.ts';
import type { ConfigType } from './config.table.ts';
import { validateRateRules } from '../security/rate-limits.ts';
import { IRIS_A2A_CONFIG_DEFINITIONS } from '../iris-a2a/iris-a2a.config.ts';
import { W9_CONFIG_DEFINITIONS } from '../w9/w9.config.ts';
import { DELIVERY_CONFIG_DEFINITIONS } from '../delivery/delivery.config.ts';
import { QBO_CONFIG_DEFINITIONS } from '../integrations/qbo.config.ts';
import { XERO_CONFIG_DEFINITIONS } from '../integrations/xero.config.ts';
import { FRESHBOOKS_CONFIG_DEFINITIONS } from '../integrations/freshbooks.config.ts';
import { ZOHO_CONFIG_DEFINITIONS } from '../integrations/zoho.config.ts';
import { BILL_CONFIG_DEFINITIONS } from '../integrations/bill.config.ts';
import { BQE_CONFIG_DEFINITIONS } from '../integrations/bqe.config.ts';
import { WAVE_CONFIG_DEFINITIONS } from '../integrations/wave.config.ts';
import { PRINT_CONFIG_DEFINITIONS } from '../print/print.config.ts';
import { FIRE_CONFIG_DEFINITIONS } from '../transmissions/fire.config.ts';

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

function wholeNumber(min: number, max: number): (value: unknown) => string | undefined {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? undefined
      : `must be a whole number from ${min} to ${max}`;
}

const seasonOverrideKeys = new Set(Object.keys(SEASON_PRESETS[DEFAULT_SEASON] ?? {}));

/**
 * What one GraphQL request may ask for: name, default, largest accepted value, description. The
 * defaults leave room above the largest operation the web app sends (the filings page: 109 tokens,
 * depth 5, cost 149, 500 rows); src/graphql/limits.test.ts checks every one of them.
 */
const GRAPHQL_LIMITS: readonly [string, number, number, string][] = [
  [
    'graphql.maxTokens',
    1000,
    5000,
    'Most tokens (names, braces, values) in one GraphQL request. At most 5000: more would let a request nest deep enough to exhaust the server stack.',
  ],
  [
    'graphql.maxDepth',
    10,
    100,
    'Most levels of nesting in one GraphQL request, in its fields and its variables.',
  ],
  ['graphql.maxAliases', 10, 1000, 'Most aliased fields (the way to repeat a field) in one GraphQL request.'],
  ['graphql.maxDirectives', 10, 1000, 'Most directives (@include, @skip…) in one GraphQL request.'],
  [
    'graphql.maxCost',
    500,
    1_000_000,
    'Most cost of one GraphQL request (graphql-armor: 1 per value, 2 per object, times 1.5 per level).',
  ],
  [
    'graphql.maxRowsPerRequest',
    1000,
    100_000,
    'Most rows the lists of one GraphQL request may read: the page sizes asked for plus the record ids sent.',
  ],
];

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
    defaultValue: 'true',
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
    name: 'security.rateLimits',
    type: 'JSON',
    defaultValue: '{}',
    description:
      'Rate limits that replace the defaults of docs/security.md, per action: {"signIn": {"ip": {"max": 30, "windowSeconds": 900}, "account": {"max": 60, "windowSeconds": 900}}}.',
    validate: validateRateRules,
  },
  ...GRAPHQL_LIMITS.map(([name, defaultValue, max, description]): ConfigDefinition => ({
    name,
    type: 'NUMBER',
    defaultValue: String(defaultValue),
    description,
    requiresRestart: true,
    validate: wholeNumber(1, max),
  })),
  {
    name: 'graphql.introspectionSignedOut',
    type: 'BOOLEAN',
    defaultValue: process.env.NODE_ENV === 'production' ? 'false' : 'true',
    description:
      'Whether callers who are not signed in may read the GraphQL schema (introspection). Default: false when NODE_ENV=production, true otherwise; signed-in users always may.',
    requiresRestart: true,
  },
  {
    name: 'database.statementTimeoutMs',
    type: 'NUMBER',
    defaultValue: String(DEFAULT_STATEMENT_TIMEOUT_MS),
    description:
      'Longest a database statement may run on PostgreSQL before it is cancelled and the user sees the generic error. The embedded database (PGlite) runs statements in the server process and cannot cancel them; the GraphQL limits keep its statements small.',
    requiresRestart: true,
    validate: wholeNumber(100, 3_600_000),
  },
  {
    name: 'imports.maxPartMb',
    type: 'NUMBER',
    defaultValue: '50',
    description:
      'Largest part of an uploaded .xlsx once unpacked, in MB (a sheet, the shared strings). A 1,000-row template is under 1 MB.',
    validate: wholeNumber(1, 2000),
  },
  {
    name: 'imports.maxUnpackedMb',
    type: 'NUMBER',
    defaultValue: '100',
    description: 'Largest total of all parts of an uploaded .xlsx once unpacked, in MB.',
    validate: wholeNumber(1, 4000),
  },
  {
    name: 'imports.maxCompressionRatio',
    type: 'NUMBER',
    defaultValue: '100',
    description:
      'Largest unpacked-to-packed size ratio of an .xlsx part above imports.ratioCheckFromMb; Excel data packs about 10:1.',
    validate: wholeNumber(2, 10_000),
  },
  {
    name: 'imports.ratioCheckFromMb',
    type: 'NUMBER',
    defaultValue: '1',
    description:
      'Parts of an uploaded .xlsx smaller than this (MB, unpacked) are not held to the compression ratio.',
    validate: (value) =>
      typeof value === 'number' && value >= 0 && value <= 2000 ? undefined : 'must be from 0 to 2000',
  },
  {
    name: 'imports.maxZipEntries',
    type: 'NUMBER',
    defaultValue: '2000',
    description: 'Most parts (files inside the zip) an uploaded .xlsx may hold; a template has about 20.',
    validate: wholeNumber(10, 65_535),
  },
  {
    name: 'imports.parseHeapMb',
    type: 'NUMBER',
    defaultValue: '256',
    description:
      'Memory (MB of JavaScript heap) the separate thread that reads one uploaded workbook may use; past it the upload is refused.',
    validate: wholeNumber(32, 8192),
  },
  {
    name: 'imports.parseTimeLimitSeconds',
    type: 'NUMBER',
    defaultValue: '60',
    description: 'Longest time reading one uploaded workbook may take; past it the upload is refused.',
    validate: wholeNumber(1, 3600),
  },
  {
    name: 'imports.parseConcurrency',
    type: 'NUMBER',
    defaultValue: '2',
    description: 'Uploaded workbooks one server process reads at the same time; others wait their turn.',
    validate: wholeNumber(1, 64),
  },
  {
    name: 'imports.parseMaxWaiting',
    type: 'NUMBER',
    defaultValue: '20',
    description:
      'Uploads that may wait for a turn to be read in one server process; past it an upload is asked to try again.',
    validate: wholeNumber(0, 1000),
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
  ...IRIS_A2A_CONFIG_DEFINITIONS,
  ...W9_CONFIG_DEFINITIONS,
  ...DELIVERY_CONFIG_DEFINITIONS,
  ...QBO_CONFIG_DEFINITIONS,
  ...XERO_CONFIG_DEFINITIONS,
  ...FRESHBOOKS_CONFIG_DEFINITIONS,
  ...ZOHO_CONFIG_DEFINITIONS,
  ...BILL_CONFIG_DEFINITIONS,
  ...BQE_CONFIG_DEFINITIONS,
  ...WAVE_CONFIG_DEFINITIONS,
  ...PRINT_CONFIG_DEFINITIONS,
  ...FIRE_CONFIG_DEFINITIONS,
];

export const CONFIG_DEFINITION_BY_NAME: ReadonlyMap<string, ConfigDefinition> = new Map(
  CONFIG_DEFINITIONS.map((definition) => [definition.name, definition]),
);

/** CONFIG_<NAME> environment variables override the store: dots become underscores, upper case. */
export function toEnvOverrideKey(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}
