import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPostgres } from '../db/open-database.ts';
import { startThrowawayPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated, empty database on that server: the tests' databases are created as copies of it. */
    postgresTemplate: string;
    /** A dump of a migrated, empty PGlite database: the test databases start from it (databases.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite cluster (initdb) costs seconds on every new database; loading a dump does not.
 * One migrated empty database is dumped once for the whole run.
 */
async function dumpMigratedPglite(): Promise<string> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-pglite-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

const POSTGRES_TEMPLATE = 't_migrated';

/**
 * Running every migration on each new PostgreSQL database cost about a second of the server's work;
 * `create database … template` copies a migrated one instead (the migrations then find nothing to do).
 */
async function migratePostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  // A template must have no open connection while it is copied: the pool is closed at once.
  const database = await openPostgres(url.toString());
  await database.close();
}

/** Starts one PostgreSQL server for the server tests; each test file makes its own database on it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = await dumpMigratedPglite();
  project.provide('pgliteTemplate', template);
  const removeTemplate = () => fs.rmSync(path.dirname(template), { recursive: true, force: true });
  if (process.env.TEST_POSTGRES === 'off') {
    process.stdout.write('\n*** PostgreSQL tests skipped: TEST_POSTGRES=off ***\n');
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return removeTemplate;
  }
  const server = await startThrowawayPostgres();
  if (!server) {
    process.stdout.write(
      '\n*** NO POSTGRESQL SERVER BINARIES FOUND (initdb/pg_ctl): the real-PostgreSQL tests are SKIPPED; only PGlite ran ***\n',
    );
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return removeTemplate;
  }
  process.stdout.write(
    `\nReal PostgreSQL ${server.version} test server started on ${new URL(server.url).host}\n`,
  );
  try {
    await migratePostgresTemplate(server.url);
  } catch (error) {
    server.stop();
    removeTemplate();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  return () => {
    removeTemplate();
    server.stop();
  };
}
