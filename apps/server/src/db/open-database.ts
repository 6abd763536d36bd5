import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { StartupError } from '../lib/app-error.ts';
import { redactDatabaseUrl } from '../env.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS, QUERY_TIMEOUT_GRACE_MS, type Database, type Db } from './database.ts';
import * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export interface PgliteOptions {
  /**
   * In memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an
   * empty cluster. The tests start every database from one migrated dump; migrations still run.
   */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined (tests).
 * PGlite runs each statement to the end inside the server process: it has no timer to cancel one
 * (statement_timeout is accepted and ignored), so the GraphQL limits (graphql/limits.ts) are what
 * keep its statements small.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteOptions = {},
): Promise<Database> {
  const client = dataDir
    ? new PGlite(path.join(dataDir, 'pglite'))
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    location: dataDir ? path.join(dataDir, 'pglite') : 'memory',
    ping: () => ping(db),
    close: () => client.close(),
  };
}

function describeConnectionError(error: unknown): string {
  const err = error as NodeJS.ErrnoException & { errors?: NodeJS.ErrnoException[] };
  const code = err.code ?? err.errors?.[0]?.code;
  return code ? `${code}: ${err.message || err.errors?.[0]?.message || ''}`.trim() : err.message;
}

/** Migrations may rightly run long (an index on a large table), so they get their own connection. */
async function migrateWithoutTimeLimit(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

export interface PostgresOptions {
  /** Connections in the pool (10). */
  max?: number;
  /** The server cancels a statement that runs longer (config `database.statementTimeoutMs`). */
  statementTimeoutMs?: number;
}

/**
 * A PostgreSQL server through node-postgres; fails with one line when it cannot be reached. Every
 * statement has a time limit: the server cancels it after `statementTimeoutMs` (a lock wait counts),
 * and the client stops waiting a little later if the server does not answer at all. Waiting for a
 * free connection is limited too (connectionTimeoutMillis).
 */
export async function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the next query reconnects. Health reports the outage.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      `Cannot connect to the PostgreSQL server at ${redactDatabaseUrl(databaseUrl)} (DATABASE_URL): ${describeConnectionError(error)}`,
      { cause: error },
    );
  }
  try {
    await migrateWithoutTimeLimit(databaseUrl);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    location: redactDatabaseUrl(databaseUrl),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
