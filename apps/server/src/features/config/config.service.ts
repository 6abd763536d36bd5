import { and, eq, sql } from 'drizzle-orm';
import { SEASON_PRESETS, type FeatureFlags, type PublicAppConfig, type SeasonConfig } from '@file1099/shared';
import type { Db } from '../../db/database.ts';
import { AppError, StartupError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { CONFIG_DEFINITION_BY_NAME, CONFIG_DEFINITIONS, toEnvOverrideKey } from './config.registry.ts';
import { configProperties, CONFIG_TYPES, type ConfigRow, type ConfigType } from './config.table.ts';
import { parseConfigValue, type ConfigValue } from './config.values.ts';
import {
  dropUnchanged,
  MASK,
  recordConfigChange,
  requiredPropertyMessage,
  staleEditMessage,
} from './config.changes.ts';

/** A property as the Config Management screen sees it; encrypted values are masked. */
export interface ConfigPropertyView {
  id: number;
  globalId: string;
  version: number;
  name: string;
  value: string;
  type: ConfigType;
  description: string;
  isActive: boolean;
  isEncrypted: boolean;
  requiresRestart: boolean;
  lastModified: string;
  modifiedBy: string;
}

export interface ConfigPropertyInput {
  name: string;
  value: string;
  type: ConfigType;
  description?: string;
  isActive?: boolean;
  isEncrypted?: boolean;
  requiresRestart?: boolean;
}

export type ConfigPropertyChanges = Partial<Omit<ConfigPropertyInput, 'name'>>;

export interface ConfigUpdateOptions {
  /** The version the editor loaded; a property changed since then is refused (optimistic concurrency). */
  expectedVersion?: number;
}

export interface ConfigDeleteOptions {
  /**
   * Lets a property the server reads be removed so its default applies again (the admin CLI's
   * `config delete`); Config Management refuses it.
   */
  allowKnown?: boolean;
}

export interface ConfigService {
  /** The typed value of a property (store, then environment override, then default). */
  get(name: string): ConfigValue | undefined;
  getBoolean(name: string): boolean;
  getNumber(name: string): number;
  getSeason(): SeasonConfig;
  getFeatures(): FeatureFlags;
  getPublicAppConfig(): PublicAppConfig;
  listProperties(): Promise<ConfigPropertyView[]>;
  createProperty(input: ConfigPropertyInput, modifiedBy: string): Promise<ConfigPropertyView>;
  updateProperty(
    name: string,
    changes: ConfigPropertyChanges,
    modifiedBy: string,
    options?: ConfigUpdateOptions,
  ): Promise<ConfigPropertyView>;
  deleteProperty(name: string, modifiedBy: string, options?: ConfigDeleteOptions): Promise<void>;
  /** Reloads the store into the cache; a malformed value is refused and the old values stay. */
  refresh(): Promise<void>;
  /**
   * Reloads when another server changed the store since the last look (at most once per sync
   * interval), so every server behind a load balancer serves the same values within seconds.
   */
  syncIfChanged(): Promise<void>;
}

interface Sources {
  rows: ConfigRow[];
  envOverrides: Record<string, string>;
  encryptor: Encryptor;
}

function describeProblem(name: string, type: ConfigType, source: string, message: string): string {
  return `Config property "${name}" (${type}, from ${source}) ${message}.`;
}

/** Builds the typed cache, collecting every malformed value. */
function buildValues({ rows, envOverrides, encryptor }: Sources): {
  values: Map<string, ConfigValue>;
  problems: string[];
} {
  const values = new Map<string, ConfigValue>();
  const problems: string[] = [];
  const raw = new Map<string, { type: ConfigType; text: string; source: string }>();
  for (const definition of CONFIG_DEFINITIONS) {
    raw.set(definition.name, { type: definition.type, text: definition.defaultValue, source: 'default' });
  }
  for (const row of rows) {
    if (!row.isActive) continue;
    let text = row.value;
    if (row.isEncrypted || row.type === 'ENCRYPTED') {
      try {
        text = encryptor.decrypt(row.value);
      } catch {
        problems.push(
          describeProblem(row.name, row.type, 'the store', "cannot be decrypted with this server's key"),
        );
        continue;
      }
    }
    raw.set(row.name, { type: row.type, text, source: 'the store' });
  }
  for (const [name, entry] of raw) {
    const override = envOverrides[toEnvOverrideKey(name)];
    if (override !== undefined)
      raw.set(name, { ...entry, text: override, source: `CONFIG_${toEnvOverrideKey(name)}` });
  }
  for (const [name, { type, text, source }] of raw) {
    const parsed = parseConfigValue(type, text);
    if (!parsed.ok) {
      problems.push(describeProblem(name, type, source, parsed.message));
      continue;
    }
    const definition = CONFIG_DEFINITION_BY_NAME.get(name);
    const typeProblem =
      definition && definition.type !== type ? `must have type ${definition.type}` : undefined;
    const problem = typeProblem ?? definition?.validate?.(parsed.value);
    if (problem) {
      problems.push(describeProblem(name, type, source, problem));
      continue;
    }
    values.set(name, parsed.value);
  }
  return { values, problems };
}

function toView(row: ConfigRow): ConfigPropertyView {
  return {
    id: row.id,
    globalId: row.globalId,
    version: row.version,
    name: row.name,
    value: row.isEncrypted || row.type === 'ENCRYPTED' ? MASK : row.value,
    type: row.type,
    description: row.description,
    isActive: row.isActive,
    isEncrypted: row.isEncrypted || row.type === 'ENCRYPTED',
    requiresRestart: row.requiresRestart,
    lastModified: row.lastModified.toISOString(),
    modifiedBy: row.modifiedBy,
  };
}

function checkInput(name: string, type: ConfigType, value: string): void {
  if (!name.trim())
    throw new AppError('BAD_USER_INPUT', 'Name is required', { fieldMessages: { name: 'Required' } });
  if (!CONFIG_TYPES.includes(type)) {
    throw new AppError('BAD_USER_INPUT', `Type must be one of ${CONFIG_TYPES.join(', ')}`, {
      fieldMessages: { type: 'Invalid type' },
    });
  }
  if (value === '')
    throw new AppError('BAD_USER_INPUT', 'Value is required', { fieldMessages: { value: 'Required' } });
  const parsed = parseConfigValue(type, value);
  const definition = CONFIG_DEFINITION_BY_NAME.get(name);
  const problem = !parsed.ok
    ? parsed.message
    : definition && definition.type !== type
      ? `must have type ${definition.type}`
      : definition?.validate?.(parsed.value);
  if (problem) {
    throw new AppError('BAD_USER_INPUT', `Config property "${name}" ${problem}.`, {
      fieldMessages: { value: problem },
    });
  }
}

export async function createConfigService(
  db: Db,
  options: { envOverrides: Record<string, string>; encryptor: Encryptor; syncIntervalMs?: number },
): Promise<ConfigService> {
  const syncIntervalMs = options.syncIntervalMs ?? 5_000;
  let fingerprint = '';
  let lastSync = 0;
  async function readFingerprint(): Promise<string> {
    const [row] = await db
      .select({
        rows: sql<string>`count(*)::text`,
        versions: sql<string>`coalesce(sum(${configProperties.version}), 0)::text`,
        modified: sql<string>`coalesce(max(${configProperties.lastModified})::text, '')`,
      })
      .from(configProperties);
    return `${row?.rows}:${row?.versions}:${row?.modified}`;
  }
  async function load(): Promise<Map<string, ConfigValue>> {
    fingerprint = await readFingerprint();
    lastSync = Date.now();
    const rows = await db.select().from(configProperties);
    const { values, problems } = buildValues({
      rows,
      envOverrides: options.envOverrides,
      encryptor: options.encryptor,
    });
    if (problems.length > 0) throw new StartupError(problems.join(' '));
    return values;
  }

  let values = await load();

  async function findRow(name: string): Promise<ConfigRow> {
    const [row] = await db.select().from(configProperties).where(eq(configProperties.name, name));
    if (!row) throw new AppError('NOT_FOUND', `Config property "${name}" not found`);
    return row;
  }

  async function refresh(): Promise<void> {
    try {
      values = await load();
    } catch (error) {
      if (error instanceof StartupError) throw new AppError('BAD_USER_INPUT', error.message);
      throw error;
    }
  }

  let syncing: Promise<void> | undefined;
  async function syncIfChanged(): Promise<void> {
    if (Date.now() - lastSync < syncIntervalMs) return;
    lastSync = Date.now();
    if ((await readFingerprint()) === fingerprint) return;
    await refresh();
  }

  const service: ConfigService = {
    syncIfChanged() {
      syncing ??= syncIfChanged().finally(() => {
        syncing = undefined;
      });
      return syncing;
    },
    get: (name) => values.get(name),
    getBoolean(name) {
      const value = values.get(name);
      if (typeof value !== 'boolean') throw new Error(`Config property ${name} is not a boolean`);
      return value;
    },
    getNumber(name) {
      const value = values.get(name);
      if (typeof value !== 'number') throw new Error(`Config property ${name} is not a number`);
      return value;
    },
    getSeason() {
      const preset = SEASON_PRESETS[String(values.get('season.preset'))];
      if (!preset) throw new Error('season.preset names no preset');
      const overrides = values.get('season.overrides') as Partial<SeasonConfig>;
      return { ...preset, ...overrides };
    },
    getFeatures() {
      return {
        vendorPortal: service.getBoolean('features.vendorPortal'),
        userManagement: service.getBoolean('features.userManagement'),
        tinMatch: service.getBoolean('features.tinMatch'),
        w9: service.getBoolean('features.w9'),
      };
    },
    getPublicAppConfig() {
      return {
        season: service.getSeason(),
        features: service.getFeatures(),
        sandbox: service.getBoolean('sandbox'),
        pardonPage: service.getBoolean('shell.pardonPage'),
      };
    },
    async listProperties() {
      const rows = await db.select().from(configProperties).orderBy(configProperties.name);
      return rows.map(toView);
    },
    async createProperty(input, modifiedBy) {
      checkInput(input.name, input.type, input.value);
      const [existing] = await db
        .select({ id: configProperties.id })
        .from(configProperties)
        .where(eq(configProperties.name, input.name));
      if (existing) throw new AppError('CONFLICT', `Config property "${input.name}" already exists`);
      const encrypted = input.type === 'ENCRYPTED' || input.isEncrypted === true;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(configProperties)
          .values({
            name: input.name.trim(),
            value: encrypted ? options.encryptor.encrypt(input.value) : input.value,
            type: input.type,
            description: input.description ?? '',
            isActive: input.isActive ?? true,
            isEncrypted: encrypted,
            requiresRestart:
              input.requiresRestart ?? CONFIG_DEFINITION_BY_NAME.get(input.name)?.requiresRestart ?? false,
            modifiedBy,
          })
          .returning();
        if (!inserted) throw new Error('insert returned no row');
        await recordConfigChange(tx, 'create', null, inserted, modifiedBy);
        return inserted;
      });
      await refresh();
      return toView(row);
    },
    async updateProperty(name, requested, modifiedBy, updateOptions = {}) {
      const row = await findRow(name);
      if (updateOptions.expectedVersion !== undefined && updateOptions.expectedVersion !== row.version) {
        throw new AppError('CONFLICT', staleEditMessage(name, row.modifiedBy, row.version));
      }
      const changes = dropUnchanged(row, requested, options.encryptor);
      if (Object.values(changes).every((value) => value === undefined)) {
        throw new AppError('BAD_USER_INPUT', 'No changes detected');
      }
      const type = changes.type ?? row.type;
      const encrypted = type === 'ENCRYPTED' || (changes.isEncrypted ?? row.isEncrypted);
      let storedValue = row.value;
      if (changes.value !== undefined) {
        checkInput(name, type, changes.value);
        storedValue = encrypted ? options.encryptor.encrypt(changes.value) : changes.value;
      } else if (changes.type !== undefined || changes.isEncrypted !== undefined) {
        const plain = row.isEncrypted ? options.encryptor.decrypt(row.value) : row.value;
        checkInput(name, type, plain);
        storedValue = encrypted ? options.encryptor.encrypt(plain) : plain;
      }
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(configProperties)
          .set({
            value: storedValue,
            type,
            description: changes.description ?? row.description,
            isActive: changes.isActive ?? row.isActive,
            isEncrypted: encrypted,
            requiresRestart: changes.requiresRestart ?? row.requiresRestart,
            version: row.version + 1,
            lastModified: new Date(),
            modifiedBy,
          })
          // The version in the condition makes two concurrent edits safe: only the first one matches.
          .where(and(eq(configProperties.id, row.id), eq(configProperties.version, row.version)))
          .returning();
        if (!changed) return undefined;
        await recordConfigChange(tx, 'update', row, changed, modifiedBy);
        return changed;
      });
      if (!updated) {
        const now = await findRow(name);
        throw new AppError('CONFLICT', staleEditMessage(name, now.modifiedBy, now.version));
      }
      await refresh();
      return toView(updated);
    },
    async deleteProperty(name, modifiedBy, deleteOptions = {}) {
      const row = await findRow(name);
      if (CONFIG_DEFINITION_BY_NAME.has(name) && deleteOptions.allowKnown !== true) {
        throw new AppError('BAD_USER_INPUT', requiredPropertyMessage(name));
      }
      await db.transaction(async (tx) => {
        await tx.delete(configProperties).where(eq(configProperties.id, row.id));
        await recordConfigChange(tx, 'delete', row, null, modifiedBy);
      });
      await refresh();
    },
    refresh,
  };
  return service;
}
