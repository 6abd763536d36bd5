import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPglite, openPostgres, type PostgresOptions } from '../db/open-database.ts';

export interface TestDatabaseKind {
  /** Appears in test names: '[pglite]' or '[postgres]'. */
  name: 'pglite' | 'postgres';
  /** A new, empty database; PGlite has no statement time limit and ignores the option. */
  open(options?: Pick<PostgresOptions, 'statementTimeoutMs'>): Promise<Database>;
}

let template: Blob | undefined;

/**
 * A new empty in-memory PGlite database, loaded from the migrated dump global-setup.ts made (the
 * migrations run again and find nothing to do); a fresh cluster when there is no dump.
 */
export async function openTestPglite(): Promise<Database> {
  const file = inject('pgliteTemplate');
  if (!file) return openPglite(undefined);
  template ??= new Blob([fs.readFileSync(file)]);
  return openPglite(undefined, { loadDataDir: template });
}

/**
 * A new empty database on the test PostgreSQL server (a copy of the migrated template global-setup.ts
 * made), or undefined when none was started.
 */
export async function createPostgresDatabase(): Promise<string | undefined> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) return undefined;
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = inject('postgresTemplate');
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openFreshPostgres(
  options: Pick<PostgresOptions, 'statementTimeoutMs'> = {},
): Promise<Database> {
  const url = await createPostgresDatabase();
  if (!url) throw new Error('No test PostgreSQL server was started');
  return openPostgres(url, { max: 4, ...options });
}

/**
 * Several independent connections (pools) to one fresh PostgreSQL database, as several servers behind
 * a load balancer have; undefined when no PostgreSQL server is available to the tests.
 */
export async function openSharedPostgres(count: number): Promise<Database[] | undefined> {
  const url = await createPostgresDatabase();
  if (!url) return undefined;
  const opened: Database[] = [];
  for (let index = 0; index < count; index += 1) opened.push(await openPostgres(url, { max: 4 }));
  return opened;
}

/** Every database the integration tests run on: PGlite always, PostgreSQL when the harness started one. */
export function getTestDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: () => openTestPglite() }];
  if (inject('postgresUrl')) kinds.push({ name: 'postgres', open: (options) => openFreshPostgres(options) });
  return kinds;
}

/** One describe block per database, titled '<title> [pglite]' and '<title> [postgres]'. */
export function describeEachDatabase(title: string, body: (kind: TestDatabaseKind) => void): void {
  for (const kind of getTestDatabaseKinds()) describe(`${title} [${kind.name}]`, () => body(kind));
}
