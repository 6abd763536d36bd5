import { FORM_TYPES } from '@file1099/forms';
import { getBPlaces } from './b-places.ts';
import { checkLayoutFields, prepareLayoutChecks, reportField, type RecordContext } from './check-fields.ts';
import { RECORD_LENGTH } from './fields.ts';
import { readNumberAt } from './in-place.ts';
import { ProblemList, type Pub1220Problem } from './problems.ts';
import { getLayout, isRecordType, RECORD_TYPES, sliceRecord } from './records.ts';
import { Pub1220RecordSplitter, type RecordSink } from './split-records.ts';
import {
  RecordChecks,
  describeOrderProblem,
  type FileState,
  type Pub1220ValidateOptions,
} from './validate-records.ts';

export type { Pub1220ValidateOptions } from './validate-records.ts';

export interface Pub1220ValidationResult {
  valid: boolean;
  problems: Pub1220Problem[];
  errorCount: number;
  warningCount: number;
  /** Problems found beyond maxProblems. */
  omittedCount: number;
  recordCount: number;
  payeeCount: number;
  taxYear: number | null;
}

/** Printable ASCII is all a record may hold; the first other character is reported. */
const NON_ASCII = /[^\x20-\x7e]/;
const NON_ASCII_FROM = /[^\x20-\x7e]/g;
/** A problem with the record as a whole (no field). */
const WHOLE_RECORD = { label: '', start: 0, end: 0 } as const;

let prepared = false;

/**
 * Every layout's compiled checks and every B layout's places, made before the first record: V8 then
 * meets every shape these tables take before it compiles the checks that read them. Made as each
 * form's first A group came, a new shape threw the compiled checks away again (the first 10,000
 * records of a file of five forms took three times as long as the next 10,000).
 */
function prepareLayouts(): void {
  if (prepared) return;
  prepared = true;
  for (const type of RECORD_TYPES) {
    const layouts =
      type === 'B'
        ? [getLayout(type, null), ...FORM_TYPES.map((form) => getLayout(type, form))]
        : [getLayout(type, null)];
    for (const layout of layouts) {
      prepareLayoutChecks(layout);
      if (type === 'B') getBPlaces(layout);
    }
  }
}

/**
 * Checks a Pub 1220 file the way FIRE did, record by record, in constant memory per A group. Records
 * are checked where they stand in the pushed text (see in-place.ts): a chunk is split into records by
 * position, and a field is cut out of the text only to report a problem with it.
 */
export class Pub1220Validator {
  private readonly list: ProblemList;
  private readonly splitter = new Pub1220RecordSplitter();
  private readonly state: FileState;
  private readonly checks: RecordChecks;
  /** The one context of the record being checked (reports copy what they need from it). */
  private readonly context: RecordContext;
  private readonly sink: RecordSink = (text, start, end, recordNumber) =>
    this.checkRecord(text, start, end, recordNumber);
  /** Where the next character outside printable ASCII is in `asciiText`, from `asciiFrom` on. */
  private asciiText = '';
  private asciiFrom = 0;
  private asciiNext = -1;

  constructor(private readonly options: Pub1220ValidateOptions = {}) {
    prepareLayouts();
    this.list = new ProblemList(options.maxProblems ?? 1000);
    this.context = {
      recordNumber: 0,
      recordType: '',
      report: (problem) => this.list.add(problem),
      layoutReading: 0,
    };
    this.state = {
      options,
      previous: null,
      group: null,
      taxYear: null,
      rulesYear: 2025,
      tPayeeCount: null,
      aCount: 0,
      bCount: 0,
      recordCount: 0,
      sawF: false,
    };
    this.checks = new RecordChecks(this.state);
  }

  push(chunk: string): void {
    this.splitter.pushTo(chunk, this.sink);
    this.asciiText = ''; // let the chunk go
  }

  finish(): Pub1220ValidationResult {
    this.splitter.finishTo(this.sink);
    const state = this.state;
    const context = this.createContext(state.recordCount, '');
    if (state.recordCount === 0)
      this.fileProblem(
        'FILE_EMPTY',
        'The file is empty: a Pub 1220 file has at least a T, an A, a B, a C and an F record.',
      );
    else if (state.group) this.checks.closeGroup(context, true);
    if (state.recordCount > 0 && !state.sawF && !this.options.fragment)
      this.fileProblem('MISSING_F_RECORD', 'The file does not end with an F (End of Transmission) record.');
    if (!this.options.fragment && state.tPayeeCount !== null && state.tPayeeCount !== state.bCount)
      this.list.add({
        code: 'T_PAYEE_COUNT_MISMATCH',
        severity: 'error',
        recordNumber: 1,
        recordType: 'T',
        field: 'Total Number of Payees',
        start: 296,
        end: 303,
        message: `says ${state.tPayeeCount} payees, but the file has ${state.bCount} B records.`,
      });
    const problems = [...this.list.problems].sort((left, right) => left.recordNumber - right.recordNumber);
    return {
      valid: this.list.errorCount === 0,
      problems,
      errorCount: this.list.errorCount,
      warningCount: this.list.warningCount,
      omittedCount: this.list.omitted,
      recordCount: state.recordCount,
      payeeCount: state.bCount,
      taxYear: state.taxYear,
    };
  }

  private fileProblem(code: string, message: string): void {
    this.list.add({
      code,
      severity: 'error',
      recordNumber: 0,
      recordType: '',
      field: '',
      start: 0,
      end: 0,
      message,
    });
  }

  private createContext(recordNumber: number, recordType: string): RecordContext {
    return { recordNumber, recordType, report: (problem) => this.list.add(problem) };
  }

  /** text.slice(start, end) is the record, its terminator included. */
  private checkRecord(text: string, start: number, end: number, recordNumber: number): void {
    const state = this.state;
    state.recordCount = recordNumber;
    let lineEnding = '';
    if (end - start >= 2 && text.charCodeAt(end - 1) === 10 && text.charCodeAt(end - 2) === 13)
      lineEnding = '\r\n';
    else if (end - start >= 1 && text.charCodeAt(end - 1) === 10) lineEnding = '\n';
    const bodyEnd = end - lineEnding.length;
    const lineEnd = lineEnding === '\r\n' ? end : bodyEnd;
    const lineLength = lineEnd - start;
    const type = lineLength > 0 ? text.charAt(start) : '';
    const context = this.context;
    context.recordNumber = recordNumber;
    context.recordType = type;
    const whole = WHOLE_RECORD;
    if (lineLength !== RECORD_LENGTH) {
      const ending = lineEnding === '\n' ? ' and ends with a bare line feed (use CR/LF)' : '';
      reportField(
        context,
        whole,
        'RECORD_LENGTH',
        `is ${lineLength} characters long${ending}; every record is exactly 750 positions (748 characters plus CR/LF or two blanks).`,
      );
    }
    this.checkAscii(context, text, start, bodyEnd);
    if (!isRecordType(type)) {
      reportField(
        context,
        { label: 'Record Type', start: 1, end: 1 },
        'RECORD_TYPE_UNKNOWN',
        `"${type}" is not a record type; each record starts with T, A, B, C, K or F.`,
      );
      return;
    }
    if (!this.options.fragment) {
      const problem = describeOrderProblem(type, state.previous, state.sawF);
      if (problem) reportField(context, whole, problem.code, problem.message);
    }
    // The record's 750 positions: in place when the length is right, else padded or cut as a copy.
    let record = text;
    let offset = start;
    if (lineLength !== RECORD_LENGTH) {
      const line = text.slice(start, lineEnd);
      record = line.length < RECORD_LENGTH ? line.padEnd(RECORD_LENGTH, ' ') : line.slice(0, RECORD_LENGTH);
      offset = 0;
    }
    const formType = state.group?.info.formType ?? this.options.formType ?? null;
    const layout = getLayout(type, type === 'B' ? formType : null);
    checkLayoutFields(context, layout, record, offset);
    if (!this.options.fragment) this.checkSequence(context, record, offset, recordNumber);
    if (type === 'B') this.checks.checkB(context, record, offset, layout);
    else
      this.checks.checkByType(
        context,
        type,
        sliceRecord(record.slice(offset, offset + RECORD_LENGTH), layout),
      );
    state.previous = type;
  }

  /** NOT_ASCII: the first character outside printable ASCII in the record's body. */
  private checkAscii(context: RecordContext, text: string, start: number, bodyEnd: number): void {
    // One search finds the next such character for this and the following records of the same text
    // (in a file without line ends it may be many records further on).
    if (
      text !== this.asciiText ||
      start < this.asciiFrom ||
      (this.asciiNext !== -1 && start > this.asciiNext)
    ) {
      NON_ASCII_FROM.lastIndex = start;
      this.asciiNext = NON_ASCII_FROM.test(text) ? NON_ASCII_FROM.lastIndex - 1 : -1;
      this.asciiText = text;
      this.asciiFrom = start;
    }
    if (this.asciiNext === -1 || this.asciiNext >= bodyEnd) return;
    const found = NON_ASCII.exec(text.slice(start, bodyEnd));
    if (!found) return;
    const position = found.index + 1;
    reportField(
      context,
      { label: '', start: position, end: position },
      'NOT_ASCII',
      `holds ${JSON.stringify(found[0])} (U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}); Pub 1220 files are plain ASCII text with no tabs or accented letters.`,
    );
  }

  private checkSequence(context: RecordContext, record: string, offset: number, recordNumber: number): void {
    const sequence = readNumberAt(record, offset + 499, 8);
    if (sequence !== null && sequence !== recordNumber)
      reportField(
        context,
        { label: 'Record Sequence Number', start: 500, end: 507 },
        'SEQUENCE_NUMBER',
        `is ${sequence}, expected ${recordNumber}: number the records 1, 2, 3… from the T record to the F record.`,
      );
  }
}

/** Validate a whole file given as text or as text chunks. */
export function validatePub1220(
  input: string | Iterable<string>,
  options: Pub1220ValidateOptions = {},
): Pub1220ValidationResult {
  const validator = new Pub1220Validator(options);
  if (typeof input === 'string') validator.push(input);
  else for (const chunk of input) validator.push(chunk);
  return validator.finish();
}
