// The e-file pipeline at scale (issue 16, "Scale"): 100,000 submitted NEC filings of 500 payers are
// grouped and written by Generate, checked (business rules and the official IRS schema), handed to
// the fake IRIS over A2A (which checks them against the schema again), and their acknowledgements
// applied. Target: at most 2 minutes on PostgreSQL, memory flat. Seeding is not timed.
// BENCH_EFILE_FILINGS and BENCH_EFILE_PAYERS make it smaller for a quick look.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { RunningIrisFake } from '@file1099/fakes/iris';
import { openPostgres } from '../src/db/open-database.ts';
import { createEncryptor } from '../src/lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../src/lib/tin-vault.ts';
import { startThrowawayPostgres } from '../src/test/postgres-server.ts';
import { DEFAULT_POLL_SCHEDULE } from '../src/features/iris-a2a/iris-a2a.job.ts';
import {
  createIrisA2aJobHandlers,
  generateAndQueueForIris,
} from '../src/features/iris-a2a/iris-a2a.wiring.ts';
import {
  configWith,
  fakeSettings,
  makeKeyPair,
  startTestFake,
} from '../src/features/iris-a2a/test-support/iris.ts';
import { createWorker } from '../src/features/jobs/jobs.worker.ts';
import {
  ACK_MAIL_JOB_KIND,
  createAcknowledgementMailJobHandler,
} from '../src/features/transmissions/acknowledgement-mail.ts';
import { readTransmitterSettings } from '../src/features/transmissions/transmission-file.ts';
import { submitNecFilings } from '../src/features/transmissions/transmissions.fixtures.ts';
import { filings } from '../src/features/filings/filings.table.ts';

const FILINGS = Number(process.env.BENCH_EFILE_FILINGS ?? 100_000);
const PAYERS = Number(process.env.BENCH_EFILE_PAYERS ?? 500);
const TARGET_SECONDS = 120;
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

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
let fake: RunningIrisFake | undefined;
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
  fake = await startTestFake(keys.publicKeyPem, 0);
  // The production default wait for an answer: the fake checks a 95 MB upload before it answers.
  const config = configWith({ ...fakeSettings(fake, keys.privateKeyPem), 'iris.a2a.timeoutSeconds': '120' });
  const services = { encryptor, tinVault: vault, transmitter: readTransmitterSettings(null) };

  global.gc?.();
  peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  const sampler = setInterval(sample, 50);
  const [generated, generateSeconds] = await timed(() =>
    generateAndQueueForIris(database.db, services, config, IN_SEASON),
  );
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
  process.stdout.write(
    `[efile-pipeline postgres] seeded ${perPayer * PAYERS} submitted filings of ${PAYERS} payers in ${seedSeconds.toFixed(0)} s\n` +
      `[efile-pipeline postgres] generate + check ${generateSeconds.toFixed(1)} s (${generated.transmissionIds.length} transmissions, ${generated.filingCount} filings, ${generated.rejected.length} rejected); ` +
      `send, poll and apply acknowledgements ${sendSeconds.toFixed(1)} s (${fake.intake.uploads.length} uploads); ` +
      `total ${total.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s); ${accepted} Accepted; ` +
      `peak rss ${Math.round(peakRss / 1024 / 1024)} MB (${Math.round(startRss / 1024 / 1024)} MB before)\n`,
  );
  if (accepted !== perPayer * PAYERS || fake.intake.uploads.length !== generated.transmissionIds.length)
    process.exitCode = 1;
} finally {
  await fake?.close();
  await database.close();
  server.stop();
}
