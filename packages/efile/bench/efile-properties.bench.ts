/**
 * npm run bench -- efile-properties: the writer property of properties.test.ts (issue 13 item 2) with
 * many more cases: generated app data the forms package accepts, of every form, TY2024-2026, written
 * as IRIS XML (checked with validateIrisXml and the official TY2025 schema) and Pub 1220 (checked with
 * validatePub1220). A new seed each run, printed; repeat one with EFILE_PROPERTY_SEED. Cases per tax
 * year: EFILE_PROPERTY_RUNS (default 500). EFILE_PROPERTY_UNRESTRICT=<name> lifts a restriction of
 * test-support/filings.ts to see what it hides. Exits with 1 when a check fails.
 */
import { runWriterProperty } from '../src/test-support/writer-properties.ts';

const runs = Number(process.env.EFILE_PROPERTY_RUNS ?? 500);
const seed = Number(process.env.EFILE_PROPERTY_SEED ?? Date.now() % 2_147_483_647);
process.stdout.write(`seed ${seed} (EFILE_PROPERTY_SEED=${seed} repeats it), ${runs} cases per tax year\n`);
let failed = false;
for (const taxYear of [2024, 2025, 2026]) {
  const start = process.hrtime.bigint();
  try {
    const result = await runWriterProperty({ taxYears: [taxYear], seed: seed + taxYear, numRuns: runs });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    process.stdout.write(
      `TY${taxYear}: ${result.runs} cases, ${result.documents} IRIS documents, ${seconds.toFixed(1)} s: ` +
        `${result.failures.length === 0 ? 'all checks passed' : 'FAILED'}\n`,
    );
    for (const failure of result.failures.slice(0, 20)) process.stdout.write(`  ${failure}\n`);
    if (result.failures.length > 0) failed = true;
  } catch (error) {
    process.stdout.write(`TY${taxYear}: FAILED\n${error instanceof Error ? error.message : String(error)}\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
