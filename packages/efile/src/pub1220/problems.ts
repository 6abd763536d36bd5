import { describePositions } from './fields.ts';

/** One problem in a Pub 1220 file, located by record and positions, in words a filer can act on. */
export interface Pub1220Problem {
  code: string;
  severity: 'error' | 'warning';
  /** 1-based record number; 0 for the file as a whole. */
  recordNumber: number;
  recordType: string;
  /** The Pub 1220 field title, or '' for a whole record. */
  field: string;
  start: number;
  end: number;
  message: string;
}

/** 'Record 3 (B), positions 139-150 (Payment Amount 8): …' */
export function formatPub1220Problem(problem: Pub1220Problem): string {
  if (problem.recordNumber === 0) return `File: ${problem.message}`;
  const where = problem.start > 0 ? `, ${describePositions(problem)}` : '';
  const field = problem.field ? ` (${problem.field})` : '';
  const type = problem.recordType.trim() ? ` (${problem.recordType})` : '';
  return `Record ${problem.recordNumber}${type}${where}${field}: ${problem.message}`;
}

/** Collects problems up to a cap, counting the ones left out. */
export class ProblemList {
  readonly problems: Pub1220Problem[] = [];
  omitted = 0;
  errorCount = 0;
  warningCount = 0;

  constructor(private readonly cap: number) {}

  add(problem: Pub1220Problem): void {
    if (problem.severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    if (this.problems.length < this.cap) this.problems.push(problem);
    else this.omitted += 1;
  }
}

/** '1,234.56' from cents (a safe integer or a bigint), exactly, for messages. */
export function showCents(cents: number | bigint): string {
  const magnitude = BigInt(cents < 0 ? -cents : cents);
  const whole = String(magnitude / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${whole}.${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
