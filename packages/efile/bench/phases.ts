/** The phases of the e-file benchmark; efile.bench.ts runs each one in a process of its own. */
import fs from 'node:fs';
import {
  createIrisTransmissions,
  Pub1220Validator,
  writePub1220,
  type EfilePayerGroup,
} from '../src/index.ts';
import { createGroups, TAX_YEAR, transmitter, type BenchData } from './bench-data.ts';

export const PHASES = ['generate', 'iris-xml-write', 'pub1220-write', 'pub1220-validate'] as const;
export type PhaseName = (typeof PHASES)[number];

export interface PhaseResult {
  phase: PhaseName;
  records: number;
  wallSeconds: number;
  cpuSeconds: number;
  /** Peak resident set size of the process, bytes. */
  maxRss: number;
  /** Resident set size when the timed work started, bytes. */
  startRss: number;
  /** Resident set size after the input was made and before the timed work started, bytes. */
  inputRss: number;
  detail: string;
}

/**
 * The writers' input, made before the clock starts (unless `streamed`, below): every return of every group in an array. The
 * writers read each group twice (once to plan and sum, once to write), so input made on the fly would
 * be made twice inside the timed work, and the figure would be the generator's as much as the
 * writer's. Holding it costs memory (about 1 KB per realistic return), which is why the memory
 * reported for a write phase is its growth over the RSS with the input held.
 */
function createInput(records: number, data: BenchData): EfilePayerGroup[] {
  return createGroups(records, data).map((group) => ({ ...group, returns: [...group.returns] }));
}

/** Makes every input record once and reads a field of it, nothing else. */
function generate(records: number, data: BenchData): string {
  let check = 0;
  for (const group of createGroups(records, data))
    for (const ret of group.returns) check += ret.payee.tin.length;
  return `input records only (check ${check})`;
}

function writeIris(groups: EfilePayerGroup[]): string {
  const transmissions = createIrisTransmissions({
    taxYear: TAX_YEAR,
    transmissionType: 'O',
    test: true,
    transmitter,
    softwareId: `${TAX_YEAR % 100}BENCH01`,
    contact: { name: 'Pat Operator', phone: '6175550100' },
    createUuid: () => '00000000-0000-4000-8000-000000000000',
    submissions: groups,
  });
  let bytes = 0;
  for (const transmission of transmissions) for (const chunk of transmission.write()) bytes += chunk.length;
  return `${(bytes / 1e6).toFixed(0)} MB in ${transmissions.length} transmission(s), not stored`;
}

function writePub1220File(groups: EfilePayerGroup[], file: string): string {
  const descriptor = fs.openSync(file, 'w');
  let bytes = 0;
  try {
    for (const chunk of writePub1220({
      taxYear: TAX_YEAR,
      transmitter,
      groups,
    })) {
      fs.writeSync(descriptor, chunk, null, 'latin1');
      bytes += chunk.length;
    }
  } finally {
    fs.closeSync(descriptor);
  }
  return `${(bytes / 1e6).toFixed(0)} MB to a file`;
}

/**
 * Reads the file with readSync into one 64 KB buffer, each chunk given to the validator as a latin1
 * string: the figure is the validator's, not the stream machinery's (fs.createReadStream with a
 * latin1 encoding costs about 10% more CPU and keeps a read-ahead chunk alive, see docs/efile.md).
 */
function validatePub1220File(file: string): string {
  const validator = new Pub1220Validator();
  const descriptor = fs.openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(1 << 16);
  try {
    for (;;) {
      const size = fs.readSync(descriptor, buffer, 0, buffer.length, null);
      if (size === 0) break;
      validator.push(buffer.toString('latin1', 0, size));
    }
  } finally {
    fs.closeSync(descriptor);
  }
  const result = validator.finish();
  return `${result.errorCount} errors, ${result.warningCount} warnings, ${result.recordCount.toLocaleString('en-US')} records`;
}

export function runPhase(
  phase: PhaseName,
  records: number,
  file: string,
  data: BenchData = 'simple',
  streamed = false,
): PhaseResult {
  // The file of an earlier phase is removed before the clock starts: truncating some 75 MB when the
  // write phase opens it is the kernel's work for the previous run (2-4% of this phase's CPU time).
  if (phase === 'pub1220-write') fs.rmSync(file, { force: true });
  (globalThis as { gc?: () => void }).gc?.();
  const startRss = process.memoryUsage().rss;
  // Streamed: made on the fly inside the timed work, as the writers' memory test wants (nothing held).
  const writing = phase === 'iris-xml-write' || phase === 'pub1220-write';
  const input = !writing ? [] : streamed ? createGroups(records, data) : createInput(records, data);
  (globalThis as { gc?: () => void }).gc?.();
  const inputRss = process.memoryUsage().rss;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  let detail: string;
  switch (phase) {
    case 'generate':
      detail = generate(records, data);
      break;
    case 'iris-xml-write':
      detail = writeIris(input);
      break;
    case 'pub1220-write':
      detail = writePub1220File(input, file);
      break;
    case 'pub1220-validate':
      detail = validatePub1220File(file);
      break;
  }
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  return {
    phase,
    records,
    wallSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRss: process.resourceUsage().maxRSS * 1024,
    startRss,
    inputRss,
    detail,
  };
}
