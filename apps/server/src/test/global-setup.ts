import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL server for the server tests; each test file makes its own database on it. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_POSTGRES === 'off') {
    process.stdout.write('\n*** PostgreSQL tests skipped: TEST_POSTGRES=off ***\n');
    project.provide('postgresUrl', '');
    return () => undefined;
  }
  const server = await startThrowawayPostgres();
  if (!server) {
    process.stdout.write(
      '\n*** NO POSTGRESQL SERVER BINARIES FOUND (initdb/pg_ctl): the real-PostgreSQL tests are SKIPPED; only PGlite ran ***\n',
    );
    project.provide('postgresUrl', '');
    return () => undefined;
  }
  process.stdout.write(
    `\nReal PostgreSQL ${server.version} test server started on ${new URL(server.url).host}\n`,
  );
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
