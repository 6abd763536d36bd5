// Submission at scale (issue 15, "Scale"): one account validates, prices and submits 10,000 draft
// filings (federal, state eFile, print and e-mail copies each) in one submission, on PGlite and on
// PostgreSQL. Prints each step's time and the process's peak memory (PGlite runs inside it).
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';
import { createEncryptor } from '../src/lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../src/lib/tin-vault.ts';
import { addLedgerEntry, checkLedger } from '../src/features/billing/ledger.ts';
import { createBillingFixture, createDraftFilings } from '../src/features/submission/submission.fixtures.ts';
import {
  getSubmissionInvoice,
  submitFilings,
  validateFilings,
} from '../src/features/submission/submission.service.ts';
import { measureOnEachDatabase } from './each-database.ts';

const FILINGS = Number(process.env.BENCH_SUBMISSION_FILINGS ?? 10_000);
const key = randomBytes(32);
const vault = createTinVault(createEncryptor(key), deriveTinHashKey(key));

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
}

async function measure(name: string, database: Database): Promise<void> {
  global.gc?.();
  peakRss = process.memoryUsage().rss;
  const sampler = setInterval(sample, 50);
  const [fixture, seedSeconds] = await timed(async () => {
    const f = await createBillingFixture(database, vault, {
      email: `${name}@bench.test`,
      payeeCount: FILINGS,
    });
    const drafts = await createDraftFilings(database, f.domain.id, f.payees, {
      fed: true,
      state: 'EFile',
      print: true,
      email: true,
    });
    return { f, ids: drafts.map((d) => d.id) };
  });
  const { f, ids } = fixture;
  const [checks, validateSeconds] = await timed(() => validateFilings(database.db, vault, f.domain.id, ids));
  const withErrors = checks.filter((c) => c.errors.length > 0).length;
  const [invoice, invoiceSeconds] = await timed(() => getSubmissionInvoice(database.db, f.domain.id, ids));
  await addLedgerEntry(database.db, f.domain.id, {
    type: 'PromoCredit',
    amountCents: invoice.totalAmount,
    description: 'bench funds',
    userId: null,
  });
  const [result, submitSeconds] = await timed(() =>
    submitFilings(database.db, vault, {
      domainId: f.domain.id,
      userId: f.user.id,
      filingIds: ids,
      expectedTotal: invoice.totalAmount,
    }),
  );
  clearInterval(sampler);
  sample();
  const ledger = await checkLedger(database.db, f.domain.id);
  const total = validateSeconds + invoiceSeconds + submitSeconds;
  process.stdout.write(
    `[${name}] seeded ${FILINGS} filings in ${seedSeconds.toFixed(1)} s\n` +
      `[${name}] validate ${validateSeconds.toFixed(1)} s (${withErrors} with errors), invoice ${invoiceSeconds.toFixed(1)} s ($${(invoice.totalAmount / 100).toFixed(2)}), ` +
      `submit ${submitSeconds.toFixed(1)} s (${result.submittedFilingIds.length} submitted); total ${total.toFixed(1)} s; ` +
      `peak rss ${Math.round(peakRss / 1024 / 1024)} MB; ledger ${ledger.consistent ? 'consistent' : 'INCONSISTENT'}, balance ${ledger.sum}\n`,
  );
  if (result.submittedFilingIds.length !== FILINGS || !ledger.consistent || ledger.sum !== 0)
    process.exitCode = 1;
}

await measureOnEachDatabase(measure);
