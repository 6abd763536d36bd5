import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { MIGRATIONS_FOLDER } from '../../db/open-database.ts';
import { jobs, jobWorkers, type JobWorkerRow } from '../jobs/jobs.table.ts';

export interface DeployInfo {
  /** Migrations applied to this database. */
  migrationLevel: number;
  /** The newest migration applied, by its file name. */
  latestMigration: string;
  /** Migrations this build carries; more than migrationLevel means some are still to run. */
  migrationsInBuild: number;
  queued: number;
  running: number;
  failed: number;
  /** Queued jobs already due (what the workers still have to take). */
  dueNow: number;
  workers: JobWorkerRow[];
}

function readJournalTags(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/** What Deploy Info shows beside the info and health endpoints: migrations, the queue and its workers. */
export async function readDeployInfo(db: Db): Promise<DeployInfo> {
  const tags = readJournalTags();
  const migrated = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const level = Number((migrated as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const counts = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.status} = 'queued')::int`,
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
      dueNow: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} <= now())::int`,
    })
    .from(jobs);
  const workers = await db.select().from(jobWorkers).orderBy(jobWorkers.startedAt).limit(100);
  return {
    migrationLevel: level,
    latestMigration: tags[level - 1] ?? '',
    migrationsInBuild: tags.length,
    queued: counts[0]?.queued ?? 0,
    running: counts[0]?.running ?? 0,
    failed: counts[0]?.failed ?? 0,
    dueNow: counts[0]?.dueNow ?? 0,
    workers,
  };
}
