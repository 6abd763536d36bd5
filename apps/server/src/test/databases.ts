import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPglite, openPostgres } from '../db/open-database.ts';

export interface TestDatabaseKind {
  /** Appears in test names: '[pglite]' or '[postgres]'. */
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), { max: 4 });
}

/** Every database the integration tests run on: PGlite always, PostgreSQL when the harness started one. */
export function getTestDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: () => openPglite(undefined) }];
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) kinds.push({ name: 'postgres', open: () => openFreshPostgres(postgresUrl) });
  return kinds;
}

/** One describe block per database, titled '<title> [pglite]' and '<title> [postgres]'. */
export function describeEachDatabase(title: string, body: (kind: TestDatabaseKind) => void): void {
  for (const kind of getTestDatabaseKinds()) describe(`${title} [${kind.name}]`, () => body(kind));
}
