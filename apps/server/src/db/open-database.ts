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
import type { Database, Db } from './database.ts';
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

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite();
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

/** A PostgreSQL server through node-postgres; fails with one line when it cannot be reached. */
export async function openPostgres(databaseUrl: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
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
  const drizzleDb = drizzlePg(pool, { schema });
  await migratePg(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER });
  const db = drizzleDb as unknown as Db;
  return {
    db,
    kind: 'postgres',
    location: redactDatabaseUrl(databaseUrl),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
