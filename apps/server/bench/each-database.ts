import type { Database } from '../src/db/database.ts';
import { openPglite, openPostgres } from '../src/db/open-database.ts';
import { startThrowawayPostgres } from '../src/test/postgres-server.ts';

/**
 * Runs one measurement on a fresh in-memory PGlite, then on a throwaway PostgreSQL server when its
 * binaries are installed (else says it skipped). Each database is closed after its run.
 */
export async function measureOnEachDatabase(
  measure: (name: 'pglite' | 'postgres', database: Database) => Promise<void>,
): Promise<void> {
  const pglite = await openPglite(undefined);
  try {
    await measure('pglite', pglite);
  } finally {
    await pglite.close();
  }
  const server = await startThrowawayPostgres();
  if (!server) {
    process.stdout.write('[postgres] no PostgreSQL binaries: skipped\n');
    return;
  }
  try {
    const postgres = await openPostgres(server.url);
    try {
      await measure('postgres', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    server.stop();
  }
}
