import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTestUser } from '../../test/app-harness.ts';
import { getTestDatabaseKinds } from '../../test/databases.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import { buildWorkbook, PAYEE_HEADERS, type Row } from '../imports/import-test-files.ts';
import { parseImportFile } from '../imports/import-file.ts';
import {
  createImportRun,
  IMPORT_JOB_KIND,
  isImportRunResuming,
  startImportRun,
} from '../imports/imports.service.ts';
import { importRecords, importRuns } from '../imports/imports.table.ts';
import { payees } from '../payees/payees.table.ts';
import { findJob, findLatestJob, isJobResuming } from './jobs.queue.ts';
import { jobWorkers, type JobRow } from './jobs.table.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const PAYEES = 1000;
/** The import writes payees 250 at a time; a row lock on this record holds up the third batch. */
const BLOCKED_SEQ = 600;

/**
 * A real server process is killed (SIGKILL) in the middle of an import; a job worker process started
 * on the same PostgreSQL database takes the job back within seconds and finishes it: every payee once.
 */
describe.skipIf(!inject('postgresUrl'))('a server killed in the middle of an import [postgres]', () => {
  let database: Database;
  let databaseUrl: string;
  let webDist: string;
  let dataDir: string;
  const key = randomBytes(32);
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const postgres = getTestDatabaseKinds().find((kind) => kind.name === 'postgres');
    if (!postgres) throw new Error('no PostgreSQL test server');
    database = await postgres.open();
    const result = await database.db.execute(sql`select current_database() as name`);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? ''}`;
    databaseUrl = url.toString();
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>File1099</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-data-'));
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * `node --import tsx apps/server/src/<entry>` with fast worker timings; its output is kept for a
   * failure message.
   */
  function start(entry: 'main.ts' | 'worker-main.ts'): {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  } {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}`], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        ENCRYPTION_KEY: key.toString('base64'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CONFIG_JOBS_POLLINTERVALMS: '50',
        CONFIG_JOBS_HEARTBEATMS: '200',
        CONFIG_JOBS_WORKERTIMEOUTMS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  /** Holds a row lock on one import record until released, as a slow disk or a busy table might. */
  async function lockRecord(recordId: number): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('select id from import_records where id = $1 for update', [recordId]);
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }

  async function waitFor<T>(
    what: string,
    read: () => Promise<T>,
    done: (value: T) => boolean,
    context: () => string,
    timeoutMs = 25_000,
  ): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > until)
        throw new Error(`Timed out waiting for ${what}; last: ${JSON.stringify(value)}\n${context()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('resumes the import in the next process within seconds and imports every payee once', async () => {
    const db = database.db;
    const user = await createTestUser(database, 'owner@crash.test');
    const domain = await createAccount(db, { userId: user.id, name: 'Crash Test Supplies', domainType: 'B' });
    const address: Row = { 'Address Line 1': '1 Main St', City: 'Springfield', State: 'IL', Zip: '62701' };
    const file = await buildWorkbook([
      {
        name: 'Payees',
        headers: PAYEE_HEADERS,
        rows: Array.from({ length: PAYEES }, (_, i) => ({
          "Payee's TIN": `27-${1_000_000 + i}`,
          'Business Name': `Vendor ${i}`,
          ...address,
        })),
      },
    ]);
    const parsed = await parseImportFile(file, { resource: 'payees', filingYear: 2025 });
    expect(parsed.readyCount).toBe(PAYEES);
    const created = await createImportRun(db, createEncryptor(key), {
      domainId: domain.id,
      userId: user.id,
      resource: 'payees',
      filingYear: 2025,
      fileName: 'payees.xlsx',
      parsed,
    });
    const [blocked] = await db
      .select({ id: importRecords.id })
      .from(importRecords)
      .where(and(eq(importRecords.runId, created.id), eq(importRecords.seq, BLOCKED_SEQ)));
    if (!blocked) throw new Error('no record to hold up');
    let release = await lockRecord(blocked.id);
    await startImportRun(db, domain.id, created.id);
    const job = await findLatestJob(db, IMPORT_JOB_KIND, domain.id, { runId: created.id });
    if (!job) throw new Error('startImport queued no job');
    const readJob = async () => (await findJob(db, job.id)) as JobRow;
    const recordCounts = async () =>
      Object.fromEntries(
        (
          await db
            .select({ status: importRecords.status, n: count() })
            .from(importRecords)
            .where(eq(importRecords.runId, created.id))
            .groupBy(importRecords.status)
        ).map((row) => [row.status, row.n]),
      );

    // The server imports two batches, then waits on the held record.
    const first = start('main.ts');
    const midway = await waitFor(
      'the server to import two batches',
      readJob,
      (j) => j.progress >= 55,
      first.output,
    );
    const [firstWorker] = await db.select().from(jobWorkers);
    expect(firstWorker).toMatchObject({ hostname: os.hostname(), pid: first.child.pid });
    expect(midway).toMatchObject({ status: 'running', attempts: 1, lockedBy: firstWorker?.id });

    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(await readJob()).toMatchObject({ status: 'running', lockedBy: firstWorker?.id, progress: 55 });
    expect(await recordCounts()).toEqual({ Added: 500, Pending: 500 });
    // Its unfinished batch dies with its connection; the record is held again for the worker.
    await release();
    release = await lockRecord(blocked.id);

    // A job worker started beside it (the scale-out entry; a restarted server does the same) finds
    // the server gone and takes the job back: shown as resuming, not stuck.
    const startedAt = Date.now();
    const second = start('worker-main.ts');
    const secondUp = await waitFor(
      'the worker to register',
      async () => (await db.select().from(jobWorkers)).find((row) => row.pid === second.child.pid),
      (row) => row !== undefined,
      second.output,
    );
    const resumed = await waitFor(
      'the worker to take the job back',
      readJob,
      (j) => j.status === 'running' && j.lockedBy !== firstWorker?.id,
      second.output,
    );
    // Taken back within a worker timeout (1 s here, 15 s by default) of the worker's start.
    expect(Date.now() - (secondUp?.startedAt.getTime() ?? 0)).toBeLessThan(5000);
    expect(resumed.lockedBy).toBe(secondUp?.id);
    expect(resumed).toMatchObject({ attempts: 2, progress: 55 });
    expect(isJobResuming(resumed)).toBe(true);
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, created.id));
    expect(run && (await isImportRunResuming(db, run))).toBe(true);
    await release();

    const done = await waitFor(
      'the import to finish',
      readJob,
      (j) => j.status === 'succeeded',
      second.output,
    );
    const tookMs = Date.now() - startedAt;
    // The start-up of a server and the rest of the import: seconds, where it used to be 5 minutes.
    expect(tookMs).toBeLessThan(25_000);
    expect(done).toMatchObject({ attempts: 2, progress: 100, result: { processed: PAYEES }, error: null });
    expect(isJobResuming(done)).toBe(false);
    expect(await recordCounts()).toEqual({ Added: PAYEES });
    const [after] = await db.select().from(importRuns).where(eq(importRuns.id, created.id));
    expect(after).toMatchObject({ status: 'Processed', progress: 100 });
    const [stored] = await db
      .select({ rows: count(), tins: countDistinct(payees.tinHash) })
      .from(payees)
      .where(eq(payees.domainId, domain.id));
    expect(stored).toEqual({ rows: PAYEES, tins: PAYEES });
    expect(second.output()).toContain('took back a job whose worker stopped; it resumes now');

    // The dead server's row is cleared away; a clean stop removes the worker's row too.
    await waitFor(
      "the dead server's worker row to go",
      async () => (await db.select({ pid: jobWorkers.pid }).from(jobWorkers)).map((row) => row.pid),
      (pids) => pids.length === 1 && pids[0] === second.child.pid,
      second.output,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await db.select().from(jobWorkers)).toEqual([]);
  }, 60_000);
});
