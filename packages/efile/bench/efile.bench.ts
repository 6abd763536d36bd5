/**
 * npm run bench -- efile: mixed 1099 returns (10 payers × 5 forms, bench-data.ts) written as IRIS XML,
 * written as Pub 1220 and validated, at 100,000 and 1,000,000 records, for three data sets side by side:
 * `simple` (short ASCII names, a few boxes), `realistic` (accented and punctuated names, two street
 * lines, foreign addresses, every box of the form filled; issue 13) and `unique` (the same, with a name
 * and an address of its own for every payee, so nothing cleaned before comes back). Targets (issue 5): Pub 1220 write
 * and validate ≥ 100,000 rec/s, IRIS XML ≥ 30,000 rec/s, memory < 150 MB and flat from 100k to 1M.
 *
 * Each phase runs in its own Node process, so its peak RSS (`process.resourceUsage().maxRSS`, the
 * kernel's high-water mark) is its own and not the previous phase's heap. Reported per phase: wall time
 * and records per second, CPU time (user + system, `process.cpuUsage`) and records per CPU-second (a
 * figure that does not depend on what else loads the machine), peak RSS and the RSS before the work
 * started (Node, tsx and the modules). The write phases make their input (every return, in arrays)
 * before the clock starts, so the times are the writers' alone; their memory is reported as the growth
 * of the peak RSS over the RSS with the input held ("writer +N MB"). The `generate` phase shows what
 * making the input costs. A table at the end puts the records per CPU-second of each data set and size
 * beside the targets.
 *
 * Options (arguments when run directly with `node --import tsx`, or environment variables through
 * `npm run bench`): `--quick` / EFILE_BENCH_QUICK=1 runs 100k only; `--runs N` / EFILE_BENCH_RUNS=N runs
 * every phase N times and prints the median; `--data simple|realistic|unique` / EFILE_BENCH_DATA runs the data sets named (comma-separated);
 * `--streamed` / EFILE_BENCH_STREAMED=1 makes the writers' input on the fly inside the timed work, as
 * before: nothing is held, so the peak RSS is the writers' own (the memory target), but the times then
 * include making the input twice (the writers read each group twice). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_DATA, type BenchData } from './bench-data.ts';
import { runPhase, PHASES, type PhaseName, type PhaseResult } from './phases.ts';

const MB = 1024 * 1024;

function getOption(name: string, environment: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1) return process.argv[index + 1] ?? '1';
  return process.env[environment];
}

function runChild(
  phase: PhaseName,
  records: number,
  file: string,
  data: BenchData,
  streamed: boolean,
): PhaseResult {
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--phase',
      phase,
      String(records),
      file,
      data,
      streamed ? 'streamed' : 'held',
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !line.startsWith('{'))
    throw new Error(`Phase ${phase} failed (exit ${child.status}): ${child.stderr || child.stdout}`);
  return JSON.parse(line) as PhaseResult;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Records per second each phase must reach on the 2-core machine (issue 5); the memory target is in
 * the header. The summary holds both figures against them: records per second of wall time (the
 * targets' own figure, fair only on a quiet machine) and per CPU-second (which other work on the
 * machine moves less, but which also counts the JIT compiler's and the collector's background threads).
 */
const TARGETS: Partial<Record<PhaseName, number>> = {
  'iris-xml-write': 30_000,
  'pub1220-write': 100_000,
  'pub1220-validate': 100_000,
};

function format(label: string, results: readonly PhaseResult[]): string {
  const first = results[0];
  if (!first) return '';
  const wall = median(results.map((result) => result.wallSeconds));
  const cpu = median(results.map((result) => result.cpuSeconds));
  const peak = median(results.map((result) => result.maxRss));
  const base = median(results.map((result) => result.startRss));
  const input = median(results.map((result) => result.inputRss));
  const rate = (seconds: number): string => Math.round(first.records / seconds).toLocaleString('en-US');
  const held = input - base > 8 * MB;
  return [
    label.padEnd(27),
    first.records.toLocaleString('en-US').padStart(9),
    `${wall.toFixed(2).padStart(6)} s`,
    `${rate(wall).padStart(9)} rec/s`,
    `cpu ${cpu.toFixed(2).padStart(6)} s`,
    `${rate(cpu).padStart(9)} rec/cpu-s`,
    `peak RSS ${(peak / MB).toFixed(0).padStart(4)} MB`,
    held
      ? `(start ${(base / MB).toFixed(0)} MB, input held ${((input - base) / MB).toFixed(0)} MB, writer +${((peak - input) / MB).toFixed(0)} MB)`
      : `(start ${(base / MB).toFixed(0)} MB)`,
    first.detail,
  ].join('  ');
}

/** Records per second of each data set side by side, with the target and whether all meet it. */
function formatSummary(
  title: string,
  sizes: readonly number[],
  datasets: readonly BenchData[],
  rates: ReadonlyMap<string, number>,
): string {
  const lines = [
    `\n${title.padEnd(28)}${datasets.map((data) => data.padStart(11)).join('')}${'target'.padStart(11)}`,
  ];
  for (const size of sizes)
    for (const phase of PHASES) {
      const target = TARGETS[phase];
      if (target === undefined) continue;
      const values = datasets.map((data) => rates.get(`${phase} ${data} ${size}`) ?? 0);
      const met = values.every((value) => value >= target) ? 'met' : 'NOT MET';
      lines.push(
        `${`${phase} ${size.toLocaleString('en-US')}`.padEnd(28)}${values
          .map((value) => Math.round(value).toLocaleString('en-US').padStart(11))
          .join('')}${target.toLocaleString('en-US').padStart(11)}  ${met}`,
      );
    }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const phaseIndex = process.argv.indexOf('--phase');
  if (phaseIndex !== -1) {
    const [phase, records, file, data, input] = process.argv.slice(phaseIndex + 1);
    const result = runPhase(
      phase as PhaseName,
      Number(records),
      file ?? '',
      BENCH_DATA.find((name) => name === data) ?? 'simple',
      input === 'streamed',
    );
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const quick = process.argv.includes('--quick') || process.env.EFILE_BENCH_QUICK === '1';
  const runs = Math.max(1, Number(getOption('runs', 'EFILE_BENCH_RUNS') ?? 1));
  const sizes = quick ? [100_000] : [100_000, 1_000_000];
  const only = getOption('data', 'EFILE_BENCH_DATA');
  const streamed = process.argv.includes('--streamed') || process.env.EFILE_BENCH_STREAMED === '1';
  const chosen = BENCH_DATA.filter((name) => only?.split(',').includes(name));
  const datasets: readonly BenchData[] = chosen.length > 0 ? chosen : BENCH_DATA;
  const file = path.join(os.tmpdir(), `efile-bench-${process.pid}.txt`);
  process.stdout.write(
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; ` +
      `${runs} run(s) per phase${runs > 1 ? ', medians' : ''}; each phase in its own process; ` +
      `${streamed ? 'input made on the fly inside the timed work (memory test)' : 'input made before the clock'}\n`,
  );
  const cpuRates = new Map<string, number>();
  const wallRates = new Map<string, number>();
  try {
    for (const size of sizes) {
      for (const data of datasets) {
        const results = new Map<PhaseName, PhaseResult[]>(PHASES.map((phase) => [phase, []]));
        for (let run = 0; run < runs; run += 1)
          for (const phase of PHASES) results.get(phase)?.push(runChild(phase, size, file, data, streamed));
        for (const phase of PHASES) {
          const phaseResults = results.get(phase) ?? [];
          process.stdout.write(`${format(`${phase} ${data}`, phaseResults)}\n`);
          const cpu = median(phaseResults.map((result) => result.cpuSeconds));
          const wall = median(phaseResults.map((result) => result.wallSeconds));
          cpuRates.set(`${phase} ${data} ${size}`, size / cpu);
          wallRates.set(`${phase} ${data} ${size}`, size / wall);
        }
      }
    }
  } finally {
    fs.rmSync(file, { force: true });
  }
  process.stdout.write(formatSummary('records per second (wall)', sizes, datasets, wallRates));
  process.stdout.write(formatSummary('records per CPU-second', sizes, datasets, cpuRates));
  process.stdout.write(
    `load average at the end ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
}

main();
