import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SEASON_2025, SEASON_2026 } from '@file1099/shared';
import type { Database } from '../../db/database.ts';
import { StartupError } from '../../lib/app-error.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createConfigService } from './config.service.ts';
import { configProperties } from './config.table.ts';

const encryptor = createEncryptor(randomBytes(32));

describeEachDatabase('config store', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(configProperties);
  });

  const open = (envOverrides: Record<string, string> = {}) =>
    createConfigService(database.db, { envOverrides, encryptor });

  it('ships the 2026 season and the spec feature flags by default', async () => {
    const config = await open();
    expect(config.getPublicAppConfig()).toEqual({
      season: SEASON_2026,
      features: { vendorPortal: true, userManagement: true, tinMatch: true, w9: true },
      sandbox: false,
      pardonPage: false,
    });
  });

  it('reproduces the specification season exactly when set to 2025', async () => {
    const config = await open();
    await config.createProperty(
      { name: 'season.preset', value: '2025', type: 'STRING' },
      'admin@example.com',
    );
    expect(config.getSeason()).toEqual(SEASON_2025);
  });

  it('applies season overrides over the preset', async () => {
    const config = await open();
    await config.createProperty(
      { name: 'season.overrides', value: '{"irsDownUntil":"2027-01-04T00:00:00-08:00"}', type: 'JSON' },
      'a',
    );
    expect(config.getSeason()).toEqual({ ...SEASON_2026, irsDownUntil: '2027-01-04T00:00:00-08:00' });
  });

  it('lets CONFIG_ environment variables override the store', async () => {
    await database.db
      .insert(configProperties)
      .values({ name: 'shell.pardonPage', value: 'false', type: 'BOOLEAN' });
    const config = await open({ SHELL_PARDONPAGE: 'true' });
    expect(config.getPublicAppConfig().pardonPage).toBe(true);
  });

  it('refuses to start on a malformed stored value, naming it', async () => {
    await database.db
      .insert(configProperties)
      .values({ name: 'jobs.pollIntervalMs', value: 'soon', type: 'NUMBER' });
    await expect(open()).rejects.toThrow(StartupError);
    await expect(open()).rejects.toThrow(
      'Config property "jobs.pollIntervalMs" (NUMBER, from the store) "soon" is not a number.',
    );
  });

  it('refuses a malformed environment override, naming the variable', async () => {
    await expect(open({ SEASON_PRESET: '1999' })).rejects.toThrow(
      'Config property "season.preset" (STRING, from CONFIG_SEASON_PRESET) must be one of 2025, 2026.',
    );
  });

  it('ignores inactive properties', async () => {
    await database.db
      .insert(configProperties)
      .values({ name: 'sandbox', value: 'true', type: 'BOOLEAN', isActive: false });
    expect((await open()).getBoolean('sandbox')).toBe(false);
  });

  it('creates, updates and deletes properties with versions and modifier', async () => {
    const config = await open();
    const created = await config.createProperty(
      { name: 'features.w9', value: 'false', type: 'BOOLEAN', description: 'W-9 off' },
      'ops@example.com',
    );
    expect(created).toMatchObject({
      name: 'features.w9',
      value: 'false',
      version: 1,
      modifiedBy: 'ops@example.com',
    });
    expect(config.getFeatures().w9).toBe(false);

    const updated = await config.updateProperty('features.w9', { value: 'true' }, 'other@example.com');
    expect(updated).toMatchObject({ version: 2, modifiedBy: 'other@example.com', description: 'W-9 off' });
    expect(config.getFeatures().w9).toBe(true);

    await expect(config.deleteProperty('features.w9', 'ops@example.com')).rejects.toThrow(
      'Config property "features.w9" is used by the server and cannot be deleted. Change its value or make it inactive instead.',
    );
    await config.deleteProperty('features.w9', 'admin-cli', { allowKnown: true });
    expect(await config.listProperties()).toEqual([]);
    expect(config.getFeatures().w9).toBe(true);
    await expect(config.deleteProperty('features.w9', 'a', { allowKnown: true })).rejects.toThrow(
      'Config property "features.w9" not found',
    );
  });

  it('refuses a second concurrent edit of the same property and tells who changed it', async () => {
    const config = await open();
    const created = await config.createProperty(
      { name: 'ops.note', value: 'one', type: 'STRING' },
      'a@x.test',
    );
    const first = await config.updateProperty('ops.note', { value: 'two' }, 'b@x.test', {
      expectedVersion: created.version,
    });
    expect(first.version).toBe(2);
    await expect(
      config.updateProperty('ops.note', { value: 'three' }, 'c@x.test', { expectedVersion: created.version }),
    ).rejects.toThrow(
      'Config property "ops.note" was changed by b@x.test while you were editing it (now version 2). Refresh and make your change again.',
    );
    expect(config.get('ops.note')).toBe('two');
    // Two edits racing from the same loaded version: exactly one wins.
    const results = await Promise.allSettled(
      ['x', 'y'].map((value) =>
        config.updateProperty('ops.note', { value }, `${value}@x.test`, { expectedVersion: 2 }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await config.listProperties())[0]?.version).toBe(3);
  });

  it('treats fields sent with their current value as no change', async () => {
    const config = await open();
    await config.createProperty({ name: 'ops.flag', value: 'true', type: 'BOOLEAN', description: 'd' }, 'a');
    await expect(
      config.updateProperty('ops.flag', { value: 'true', description: 'd', type: 'BOOLEAN' }, 'a'),
    ).rejects.toThrow('No changes detected');
    const secret = await config.createProperty({ name: 'ops.key', value: 'k-91xq', type: 'ENCRYPTED' }, 'a');
    await expect(config.updateProperty('ops.key', { value: secret.value }, 'a')).rejects.toThrow(
      'No changes detected',
    );
    expect(config.get('ops.key')).toBe('k-91xq');
  });

  it('refuses bad input with a message and keeps the old value', async () => {
    const config = await open();
    await expect(
      config.createProperty({ name: 'sandbox', value: 'maybe', type: 'BOOLEAN' }, 'a'),
    ).rejects.toThrow('Config property "sandbox" "maybe" is not true or false.');
    await expect(config.createProperty({ name: 'sandbox', value: '1', type: 'NUMBER' }, 'a')).rejects.toThrow(
      'must have type BOOLEAN',
    );
    await expect(config.createProperty({ name: ' ', value: 'x', type: 'STRING' }, 'a')).rejects.toThrow(
      'Name is required',
    );
    await expect(config.createProperty({ name: 'x.y', value: '', type: 'STRING' }, 'a')).rejects.toThrow(
      'Value is required',
    );
    await config.createProperty({ name: 'x.y', value: 'one', type: 'STRING' }, 'a');
    await expect(config.createProperty({ name: 'x.y', value: 'two', type: 'STRING' }, 'a')).rejects.toThrow(
      'already exists',
    );
    await expect(config.updateProperty('x.y', {}, 'a')).rejects.toThrow('No changes detected');
    expect(config.get('x.y')).toBe('one');
  });

  it('stores encrypted values encrypted and shows them masked', async () => {
    const config = await open();
    const view = await config.createProperty(
      { name: 'partner.secret', value: 's3cret-value', type: 'ENCRYPTED' },
      'a',
    );
    expect(view.value).toBe('********');
    expect(view.isEncrypted).toBe(true);
    const [row] = await database.db.select().from(configProperties);
    expect(row?.value).not.toContain('s3cret');
    expect(config.get('partner.secret')).toBe('s3cret-value');
  });

  it('keeps serving the old values when a refresh finds a malformed one', async () => {
    const config = await open();
    await config.createProperty({ name: 'jobs.pollIntervalMs', value: '700', type: 'NUMBER' }, 'a');
    await database.db.update(configProperties).set({ value: 'NaN-ish' });
    await expect(config.refresh()).rejects.toThrow('"NaN-ish" is not a number');
    expect(config.getNumber('jobs.pollIntervalMs')).toBe(700);
  });
});
