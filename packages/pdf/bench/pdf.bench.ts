/**
 * npm run bench -- pdf: Copy B (with its Instructions for Recipient page) of 10,000 1099-NEC filings,
 * (a) into one combined PDF written as it goes (CombinedPdfWriter) and (b) into a zip of one PDF per
 * filing, each streamed to a file. Target
 * (issue 17): at least 50 copies per second per core. Each phase runs in its own process, one core,
 * so its peak RSS (`process.resourceUsage().maxRSS`) is its own. Reported: copies per second (wall and
 * per CPU-second), output size, peak RSS and the RSS before the work started.
 *
 * PDF_BENCH_COPIES changes the count (default 10,000); PDF_BENCH_KEEP=1 keeps the output files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CombinedPdfWriter, StatementPdf, ZipWriter } from '../src/index.ts';
import { readAssets } from '../src/test-support/assets.ts';
import { sampleStatement } from '../src/test-support/statements.ts';
import { DocumentKit } from '../src/kit.ts';

const MB = 1024 * 1024;
const TARGET = 50;

interface Result {
  phase: string;
  copies: number;
  seconds: number;
  cpuSeconds: number;
  bytes: number;
  baseRss: number;
  peakRss: number;
}

function statement(n: number) {
  const s = sampleStatement('Type_1099_NEC', 2025);
  s.ret.payee = { ...s.ret.payee, firstName: `Recipient${n}`, tin: String(500_000_000 + n) };
  s.ret.filingData = { ...s.ret.filingData, nonEmployeeComp: 100_000 + n };
  return s;
}

async function runPhase(phase: 'combined' | 'zip', copies: number): Promise<Result> {
  const kit = DocumentKit.create(readAssets());
  await kit.template('f1099nec-2025.pdf');
  const baseRss = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const file = path.join(os.tmpdir(), `pdf-bench-${process.pid}.${phase === 'zip' ? 'zip' : 'pdf'}`);
  const out = fs.openSync(file, 'w');
  if (phase === 'combined') {
    const pdf = await CombinedPdfWriter.create(
      kit,
      async (chunk) => {
        fs.writeSync(out, chunk);
      },
      { title: 'bench' },
    );
    for (let n = 0; n < copies; n++) await pdf.addStatement(statement(n), ['B']);
    await pdf.finish();
  } else {
    const zip = new ZipWriter(async (chunk) => {
      fs.writeSync(out, chunk);
    });
    for (let n = 0; n < copies; n++) {
      const pdf = await StatementPdf.create(kit);
      await pdf.addStatement(statement(n), ['B']);
      await zip.add(`copy-b-${n}.pdf`, await pdf.save());
    }
    await zip.finish();
  }
  fs.closeSync(out);
  const bytes = fs.statSync(file).size;
  if (process.env.PDF_BENCH_KEEP) process.stdout.write(`kept ${file}\n`);
  else fs.rmSync(file);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    phase,
    copies,
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    bytes,
    baseRss,
    peakRss: process.resourceUsage().maxRSS * 1024,
  };
}

const phaseIndex = process.argv.indexOf('--phase');
if (phaseIndex !== -1) {
  const phase = process.argv[phaseIndex + 1] === 'zip' ? 'zip' : 'combined';
  const result = await runPhase(phase, Number(process.argv[phaseIndex + 2]));
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const copies = Number(process.env.PDF_BENCH_COPIES ?? 10_000);
  let failed = false;
  for (const phase of ['combined', 'zip']) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--phase', phase, String(copies)],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      process.stdout.write(`${phase}: failed\n${child.stderr}\n`);
      failed = true;
      continue;
    }
    const r = JSON.parse(line) as Result;
    const perSecond = r.copies / r.seconds;
    const perCpu = r.copies / r.cpuSeconds;
    process.stdout.write(
      `${phase.padEnd(9)} ${r.copies} copies in ${r.seconds.toFixed(1)} s: ${perSecond.toFixed(0)} copies/s, ` +
        `${perCpu.toFixed(0)} per CPU-second; ${(r.bytes / MB).toFixed(1)} MB; ` +
        `peak RSS ${(r.peakRss / MB).toFixed(0)} MB (before: ${(r.baseRss / MB).toFixed(0)} MB)` +
        `${perCpu < TARGET ? `  BELOW TARGET ${TARGET}/s` : ''}\n`,
    );
    if (perCpu < TARGET) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
