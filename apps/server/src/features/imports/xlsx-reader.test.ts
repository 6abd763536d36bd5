import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-file.ts';
import { readImportLimits, type ImportLimits } from './import-limits.ts';
import { buildWorkbook, filingHeaders } from './import-test-files.ts';
import { blankRowsWorkbook, hugeStringWorkbook } from './import-test-zips.ts';
import { FILE_MESSAGES } from './spreadsheet-error.ts';
import { countIdleReaderThreads, readWorkbook } from './xlsx-reader.ts';

const NEC = 'Box 1 Nonemployee Comp';
const defaults = readImportLimits();
const withLimits = (changes: Partial<ImportLimits>): ImportLimits => ({ ...defaults, ...changes });
const refusal = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    return (error as Error).message;
  }
  return 'read';
};
const twoSheets = await buildWorkbook([
  {
    name: 'First',
    headers: filingHeaders('Type_1099_NEC', 2025),
    rows: Array.from({ length: 600 }, (_, i) => ({ "Payee's TIN": String(100000000 + i), [NEC]: i })),
  },
  {
    name: 'Second',
    headers: filingHeaders('Type_1099_MISC', 2025),
    rows: [{ "Payee's TIN": '27-0000101', 'Business Name': 'Vendor 1', 'Box 1 Rents': 2500 }],
  },
]);

describe('reading a workbook in its own thread', () => {
  it('hands every sheet over in workbook order, however slowly the rows are taken', async () => {
    const seen: string[] = [];
    await readWorkbook(
      twoSheets,
      async (sheet, rows) => {
        let count = 0;
        for await (const row of rows) {
          if (count === 0) seen.push(`${sheet.name}@${sheet.position}: ${sheet.headers.length} headers`);
          count += 1;
          // The reader waits for each batch to be taken; a slow sink must not lose a sheet.
          if (count % 250 === 1) await new Promise((resolve) => setTimeout(resolve, 40));
          expect(row.rowNumber).toBe(4 + count);
        }
        seen.push(`${sheet.name}: ${count} rows`);
      },
      { sheets: 2 },
    );
    expect(seen).toEqual([
      'First@1: 26 headers',
      'First: 600 rows',
      'Second@2: 36 headers',
      'Second: 1 rows',
    ]);
  });

  it('goes on to the next sheet when the sink leaves one early', async () => {
    const seen: string[] = [];
    await readWorkbook(
      twoSheets,
      async (sheet, rows) => {
        for await (const row of rows) {
          seen.push(`${sheet.name} ${row.rowNumber}`);
          break;
        }
      },
      { sheets: 2 },
    );
    expect(seen).toEqual(['First 5', 'Second 5']);
  });

  it('keeps the thread for the next file after a refusal, whoever refused', async () => {
    const filings = { resource: 'filings', filingYear: 2025 } as const;
    await parseImportFile(twoSheets, filings);
    expect(countIdleReaderThreads()).toBe(1);
    // Refused by the import while rows are still coming (more than 500 records): the thread stops.
    expect(await refusal(parseImportFile(twoSheets, { ...filings, maxRecords: 500 }))).toBe(
      'The file has more than 500 records; one file can hold at most 500. Split it into smaller files.',
    );
    expect(countIdleReaderThreads()).toBe(1);
    // Refused by the thread (merged cells).
    const merged = await buildWorkbook([
      { name: 'NEC', headers: filingHeaders('Type_1099_NEC', 2025), rows: [], merge: 'A5:B5' },
    ]);
    expect(await refusal(parseImportFile(merged, filings))).toContain('has merged cells (A5:B5)');
    expect(countIdleReaderThreads()).toBe(1);
    expect((await parseImportFile(twoSheets, filings)).recordCount).toBe(601);
  });

  it('refuses a workbook that fills the thread\'s heap as "too large once unpacked"', async () => {
    // One 40 MB string: within the part limit, but not within a 32 MB heap.
    const file = await hugeStringWorkbook(40 * 1024 * 1024);
    const limits = withLimits({ heapMb: 32, maxRatio: 1_000_000 });
    expect(await refusal(parseImportFile(file, { resource: 'payees', filingYear: 2025, limits }))).toBe(
      FILE_MESSAGES.tooLarge,
    );
    expect(countIdleReaderThreads()).toBe(0);
    // The thread is gone with its heap; the next file reads as usual.
    const next = await parseImportFile(twoSheets, { resource: 'filings', filingYear: 2025 });
    expect(next.recordCount).toBe(601);
  }, 60_000);

  it('refuses a workbook that takes longer than the time limit as "took too long"', async () => {
    const file = await blankRowsWorkbook(150_000);
    const limits = withLimits({ timeLimitMs: 500 });
    const started = performance.now();
    expect(await refusal(parseImportFile(file, { resource: 'filings', filingYear: 2025, limits }))).toBe(
      FILE_MESSAGES.tookTooLong,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    // Within the default limits the same file is read to its end: it has no data.
    expect(await refusal(parseImportFile(file, { resource: 'filings', filingYear: 2025 }))).toBe(
      'There is no data to import. Please upload a valid file with data.',
    );
  }, 60_000);

  it('reads so many workbooks at once and lets so many wait, then asks to try again', async () => {
    const file = await blankRowsWorkbook(30_000);
    const limits = withLimits({ concurrency: 1, maxWaiting: 1 });
    const read = () => refusal(parseImportFile(file, { resource: 'filings', filingYear: 2025, limits }));
    const results = await Promise.all([read(), read(), read()]);
    const noData = 'There is no data to import. Please upload a valid file with data.';
    expect(results).toEqual([noData, noData, FILE_MESSAGES.busy]);
  }, 60_000);

  it('runs from source under node --import tsx, the way the server runs', async () => {
    const script = `
      import { parseImportFile } from ${JSON.stringify(new URL('./import-file.ts', import.meta.url).href)};
      import { buildTemplateWorkbook } from ${JSON.stringify(new URL('./templates.ts', import.meta.url).href)};
      import { buildWorkbook, filingHeaders } from ${JSON.stringify(new URL('./import-test-files.ts', import.meta.url).href)};
      const file = await buildWorkbook([{ name: 'NEC', headers: filingHeaders('Type_1099_NEC', 2025),
        rows: [{ "Payee's TIN": '27-1234567', 'Business Name': 'Acme', 'Box 1 Nonemployee Comp': 12.5 }] }]);
      const parsed = await parseImportFile(file, { resource: 'filings', filingYear: 2025 });
      const template = await parseImportFile(await buildTemplateWorkbook('payees', 2025), { resource: 'payees', filingYear: 2025 })
        .catch((error) => error.message);
      // The idle reading thread must not keep the process alive.
      console.log(JSON.stringify({ records: parsed.recordCount, template }));
    `;
    const cwd = fileURLToPath(new URL('../../..', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd, timeout: 50_000 },
    );
    expect(JSON.parse(stdout.trim())).toEqual({
      records: 1,
      template: 'There is no data to import. Please upload a valid file with data.',
    });
  }, 60_000);
});
