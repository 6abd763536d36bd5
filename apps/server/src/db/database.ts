import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;

/** The one database type the code uses; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Longest a statement may run on PostgreSQL unless config `database.statementTimeoutMs` says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * How much longer than the statement time limit the client waits for an answer before it gives up
 * itself: covers a server or network that stops answering, which the server-side limit cannot.
 */
export const QUERY_TIMEOUT_GRACE_MS = 5_000;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** A short description for logs: the data directory or the redacted URL. */
  location: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
