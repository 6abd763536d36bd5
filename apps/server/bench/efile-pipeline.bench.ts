// The e-file pipeline at scale (issue 16, "Scale"): 100,000 submitted NEC filings of 500 payers are
// grouped and written by Generate, checked (business rules and the official IRS schema), handed to
// the fake IRIS over A2A (which checks them against the schema again), and their acknowledgements
// applied. Target: at most 2 minutes on PostgreSQL, memory flat. Seeding is not timed.
// `--filings N` (or BENCH_EFILE_FILINGS) and BENCH_EFILE_PAYERS change the size: the server's peak
// memory should not grow with the count. The fake IRIS runs in a process of its own
// (iris-fake-process.ts), so the peak reported is the server's; the fake's is reported beside it.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openPostgres } from '../src/db/open-database.ts';
import { createEncryptor } from '../src/lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../src/lib/tin-vault.ts';
import { startThrowawayPostgres } from '../src/test/postgres-server.ts';
import { DEFAULT_POLL_SCHEDULE } from '../src/features/iris-a2a/iris-a2a.job.ts';
import {
  createIrisA2aJobHandlers,
  generateAndQueueForIris,
} from '../src/features/iris-a2a/iris-a2a.wiring.ts';
import { configWith, fakeSettings, makeKeyPair } from '../src/features/iris-a2a/test-support/iris.ts';
import { createWorker } from '../src/features/jobs/jobs.worker.ts';
import {
  ACK_MAIL_JOB_KIND,
  createAcknowledgementMailJobHandler,
} from '../src/features/transmissions/acknowledgement-mail.ts';
import { readTransmitterSettings } from '../src/features/transmissions/transmission-file.ts';
import { submitNecFilings } from '../src/features/transmissions/transmissions.fixtures.ts';
import { filings } from '../src/features/filings/filings.table.ts';

const filingsArg = process.argv.indexOf('--filings');
const FILINGS = Number(
  (filingsArg >= 0 ? process.argv[filingsArg + 1] : undefined) ?? process.env.BENCH_EFILE_FILINGS ?? 100_000,
);
const PAYERS = Number(process.env.BENCH_EFILE_PAYERS ?? 500);
const TARGET_SECONDS = 120;
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface FakeReport {
  uploads: number;
  peakRss: number;
}

/** The fake IRIS in its own process: its endpoints, a report (uploads, peak memory) and close. */
async function startFakeProcess(publicKeyPem: string) {
  const child = fork(path.join(import.meta.dirname, 'iris-fake-process.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const started = next<{ endpoints: { auth: string; submit: string; status: string } }>();
  child.send(publicKeyPem);
  const { endpoints } = await started;
  return {
    endpoints,
    report: async () => {
      const answer = next<FakeReport>();
      child.send('report');
      return answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
}

const server = await startThrowawayPostgres();
if (!server) {
  process.stdout.write('[efile-pipeline] no PostgreSQL binaries: skipped\n');
  process.exit(0);
}
const database = await openPostgres(server.url);
let fake: Awaited<ReturnType<typeof startFakeProcess>> | undefined;
try {
  const perPayer = Math.ceil(FILINGS / PAYERS);
  const [, seedSeconds] = await timed(async () => {
    for (let payer = 0; payer < PAYERS; payer += 1)
      await submitNecFilings(database, vault, {
        email: `payer${payer}@bench.test`,
        payeeCount: perPayer,
        now: IN_SEASON,
      });
  });
  const keys = makeKeyPair();
  fake = await startFakeProcess(keys.publicKeyPem);
  // The production default wait for an answer: the fake checks a 95 MB upload before it answers.
  const config = configWith({ ...fakeSettings(fake, keys.privateKeyPem), 'iris.a2a.timeoutSeconds': '120' });
  const services = { encryptor, tinVault: vault, transmitter: readTransmitterSettings(null) };

  global.gc?.();
  sample();
  const startRss = peakRss;
  const startHeap = peakHeap;
  const sampler = setInterval(sample, 50);
  const [generated, generateSeconds] = await timed(() =>
    generateAndQueueForIris(database.db, services, config, IN_SEASON),
  );
  const generatePeakRss = peakRss;
  const generatePeakHeap = peakHeap;
  const log = pino({ level: 'warn' });
  const handlers = new Map([
    ...createIrisA2aJobHandlers({
      config,
      encryptor,
      pollSchedule: { ...DEFAULT_POLL_SCHEDULE, firstDelayMs: 0, maxDelayMs: 0 },
    }),
    [
      ACK_MAIL_JOB_KIND,
      createAcknowledgementMailJobHandler({ appUrl: 'https://x.test', mailFrom: 'a@x.test' }),
    ],
  ]);
  const [, sendSeconds] = await timed(() => createWorker({ db: database.db, log, handlers }).drain());
  clearInterval(sampler);
  sample();

  const counts = await database.db
    .select({ status: filings.status, count: sql<number>`count(*)::int` })
    .from(filings)
    .groupBy(filings.status);
  const accepted = counts.find((c) => c.status === 'Accepted')?.count ?? 0;
  const total = generateSeconds + sendSeconds;
  const fakeReport = await fake.report();
  process.stdout.write(
    `[efile-pipeline postgres] seeded ${perPayer * PAYERS} submitted filings of ${PAYERS} payers in ${seedSeconds.toFixed(0)} s\n` +
      `[efile-pipeline postgres] generate + check ${generateSeconds.toFixed(1)} s (${generated.transmissionIds.length} transmissions, ${generated.filingCount} filings, ${generated.rejected.length} rejected); ` +
      `send, poll and apply acknowledgements ${sendSeconds.toFixed(1)} s (${fakeReport.uploads} uploads); ` +
      `total ${total.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s); ${accepted} Accepted; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n` +
      `[efile-pipeline postgres] server peak rss ${mb(peakRss)} MB, heap ${mb(peakHeap)} MB (generate: rss ${mb(generatePeakRss)} MB, heap ${mb(generatePeakHeap)} MB; before: rss ${mb(startRss)} MB, heap ${mb(startHeap)} MB); ` +
      `fake IRIS process peak rss ${mb(fakeReport.peakRss)} MB\n`,
  );
  if (accepted !== perPayer * PAYERS || fakeReport.uploads !== generated.transmissionIds.length)
    process.exitCode = 1;
} finally {
  await fake?.close();
  await database.close();
  server.stop();
}
