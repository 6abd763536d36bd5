// Import from Excel at speed (issue: import from Excel). A 1,000-row 1099-NEC file (the limit per
// file) parsed, checked and imported with no conflicts, end to end at the HTTP and job level, on
// PGlite and on PostgreSQL; and the parser alone on a 50,000-row sheet, with its peak memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { getFilingColumns } from '@file1099/forms';
import type { Database } from '../src/db/database.ts';
import { parseImportFile } from '../src/features/imports/import-file.ts';
import { uploadFile } from '../src/features/imports/import-test-files.ts';
import { createImportJobHandler } from '../src/features/imports/imports.job.ts';
import { IMPORT_JOB_KIND } from '../src/features/imports/imports.service.ts';
import { createWorker } from '../src/features/jobs/jobs.worker.ts';
import { createCast, createTestApp, TEST_PASSWORD } from '../src/test/app-harness.ts';
import { createCapturingLogger } from '../src/test/logger.ts';
import { measureOnEachDatabase } from './each-database.ts';

const headers = (getFilingColumns('Type_1099_NEC', 2025) ?? []).map((column) => column.header);

async function buildNecFile(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('1099-NEC 2025');
  sheet.getRow(4).values = headers;
  for (let i = 0; i < rows; i += 1) {
    const values: Record<string, string | number> = {
      "Payee's TIN": `27-${String(1000000 + i).slice(-7)}`,
      'TIN Type': 'EIN',
      'Business Name': `Vendor ${i}`,
      'Address Line 1': `${i} Main St`,
      City: 'Springfield',
      State: 'IL',
      Zip: '62701',
      'Box 1 Nonemployee Comp': 1000 + (i % 5000) + 0.25,
    };
    sheet.getRow(5 + i).values = headers.map((header) => values[header] ?? null);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function measureImport(name: string, database: Database, file: Buffer): Promise<void> {
  const t = await createTestApp(database);
  const cast = await createCast(database, `${name}-`);
  const client = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  const worker = createWorker({
    db: database.db,
    log: createCapturingLogger().log,
    handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
  });
  const started = performance.now();
  const uploaded = await uploadFile(
    client,
    file,
    { resourceType: 'filings', filingYear: '2025' },
    'vendors.xlsx',
  );
  const runId = (uploaded.json() as { data: { id: number } }).data.id;
  const parsedMs = performance.now() - started;
  await client.graphql('/rs/graphql', 'mutation($id: Int!) { startImport(runId: $id) { status } }', {
    id: runId,
  });
  await worker.drain();
  const total = performance.now() - started;
  const run = (
    await client.graphql(
      '/rs/graphql',
      'query($id: Int!) { importRun(id: $id) { status summary { forms } } }',
      { id: runId },
    )
  ).body.data?.importRun as { status: string; summary: { forms: number }[] };
  process.stdout.write(
    `[${name}] 1,000-row NEC file: upload and parse ${parsedMs.toFixed(0)} ms, end to end ${(total / 1000).toFixed(2)} s (${run.status}, ${run.summary[0]?.forms ?? 0} forms)\n`,
  );
  await t.close();
}

const mode = process.argv[2];
if (mode === 'build-big') {
  fs.writeFileSync(process.argv[3] ?? '', await buildNecFile(50_000));
} else if (mode === 'parse-big') {
  // A process of its own, so the peak memory is the parser's alone.
  const file = fs.readFileSync(process.argv[3] ?? '');
  const before = process.memoryUsage().rss;
  const start = performance.now();
  const parsed = await parseImportFile(file, { resource: 'filings', filingYear: 2025, maxRecords: 50_000 });
  const parseMs = performance.now() - start;
  process.stdout.write(
    `[parser] 50,000-row sheet (${(file.length / 1024 / 1024).toFixed(1)} MB): ${parsed.sheets[0]?.records.length ?? 0} records in ${(parseMs / 1000).toFixed(2)} s; ` +
      `rss ${Math.round(before / 1024 / 1024)} MB at start, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`,
  );
} else {
  const small = await buildNecFile(1000);
  await measureOnEachDatabase((name, database) => measureImport(name, database, small));
  const bigPath = path.join(os.tmpdir(), `file1099-bench-${process.pid}.xlsx`);
  const self = fileURLToPath(import.meta.url);
  execFileSync(process.execPath, ['--import', 'tsx', self, 'build-big', bigPath], { stdio: 'inherit' });
  execFileSync(process.execPath, ['--import', 'tsx', self, 'parse-big', bigPath], { stdio: 'inherit' });
  fs.rmSync(bigPath, { force: true });
}
