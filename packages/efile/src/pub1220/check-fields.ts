import { getFieldLength, type FieldSpec } from './fields.ts';
import { cutField, isBlankAt, isDigitsAt, readNumberAt } from './in-place.ts';
import type { Pub1220Problem } from './problems.ts';

export type ProblemSink = (problem: Pub1220Problem) => void;

export interface RecordContext {
  recordNumber: number;
  recordType: string;
  report: ProblemSink;
  /** Set by checkLayoutFields: which of its readings the numbers it keeps belong to. */
  layoutReading?: number;
}

/** Readings of a record by checkLayoutFields, counted (readLayoutNumber tells one from another). */
let readings = 0;

export function reportField(
  context: RecordContext,
  field: Pick<FieldSpec, 'label' | 'start' | 'end'>,
  code: string,
  message: string,
  severity: 'error' | 'warning' = 'error',
): void {
  context.report({
    code,
    severity,
    recordNumber: context.recordNumber,
    recordType: context.recordType,
    field: field.label,
    start: field.start,
    end: field.end,
    message,
  });
}

/** Allocation-free checks for the common, valid case (the validator reads 100,000+ records a second). */
function isAllDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function isAllBlank(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) if (value.charCodeAt(index) !== 32) return false;
  return true;
}

/** What is wrong with the text of a numeric field, in words; null when it is fine. */
function describeNumericProblem(value: string, field: FieldSpec): string | null {
  if (isAllDigits(value)) return null;
  if (isAllBlank(value)) {
    if (field.blankAllowed || !field.required) return null;
    return field.kind === 'M'
      ? `is blank; it must hold ${getFieldLength(field)} digits (zeros when there is nothing to report).`
      : 'is required but blank.';
  }
  const shown = value.trim();
  if (/^\d+ +$/.test(value))
    return `holds "${shown}" left-justified and blank-filled; numbers must be right-justified and zero-filled ("${shown.padStart(getFieldLength(field), '0')}").`;
  if (/^ +\d+$/.test(value)) return `holds "${shown}" with leading blanks; numbers must be zero-filled.`;
  if (/^[-+]/.test(shown))
    return `holds the signed value "${shown}"; amounts on this form may not be negative.`;
  return `holds "${shown}", which is not a number; only the digits 0-9 are allowed, with no $, commas, periods or blanks.`;
}

/** What the fast pass asks of a field (ALWAYS_CHECK: nothing it can settle). */
const NOTHING = 0;
const NOT_BLANK = 1;
const DIGITS = 2;
const ALLOWED_CHARACTER = 3;
const BLANK = 4;
const RECORD_END = 5;
const ALWAYS_CHECK = 6;
/** DIGITS of a field of up to 15 digits, whose number is kept for the checks after (readLayoutNumber). */
const DIGITS_NUMBER = 7;

interface CompiledLayout {
  tests: Uint8Array;
  froms: Int32Array;
  lengths: Int32Array;
  /**
   * The characters an indicator allows (its one-character values), 128 entries per field: 1 at
   * `index * 128 + code` for each. One typed array, so that reading it never meets an array of
   * another kind (an empty or a one-value array), which made V8 throw away its compiled code.
   */
  allowed: Uint8Array;
  /** The numbers of the DIGITS_NUMBER fields of the record read last (0 where not all digits). */
  numbers: Float64Array;
  /** Which reading that was (RecordContext.layoutReading), the record's number and where it starts. */
  reading: number;
  recordNumber: number;
  offset: number;
}

const COMPILED = new WeakMap<readonly FieldSpec[], CompiledLayout>();

function getTest(field: FieldSpec): number {
  switch (field.kind) {
    case 'A':
    case 'R':
      return field.required ? NOT_BLANK : NOTHING;
    case 'N':
    case 'M':
      return DIGITS;
    case 'I':
      if (!field.values) return NOTHING;
      return field.start === field.end ? ALLOWED_CHARACTER : ALWAYS_CHECK;
    case 'B':
      return BLANK;
    case 'E':
      return RECORD_END;
  }
}

function createAllowedTable(layout: readonly FieldSpec[]): Uint8Array {
  const table = new Uint8Array(layout.length * 128);
  layout.forEach((field, index) => {
    for (const value of field.values ?? []) {
      const code = value.charCodeAt(0);
      if (value.length === 1 && code < 128) table[index * 128 + code] = 1;
    }
  });
  return table;
}

function compile(layout: readonly FieldSpec[]): CompiledLayout {
  let compiled = COMPILED.get(layout);
  if (!compiled) {
    compiled = {
      tests: Uint8Array.from(layout, (field) => {
        const test = getTest(field);
        return test === DIGITS && field.end - field.start < 15 ? DIGITS_NUMBER : test;
      }),
      froms: Int32Array.from(layout, (field) => field.start - 1),
      lengths: Int32Array.from(layout, (field) => field.end - field.start + 1),
      allowed: createAllowedTable(layout),
      numbers: new Float64Array(layout.length),
      reading: 0,
      recordNumber: 0,
      offset: 0,
    };
    COMPILED.set(layout, compiled);
  }
  return compiled;
}

/** Compiles a layout's checks ahead of its first record (see `prepareLayouts` in validate.ts). */
export function prepareLayoutChecks(layout: readonly FieldSpec[]): void {
  compile(layout);
}

/** The fast answer "this field has nothing to report"; false sends the field to checkField. */
function passes(compiled: CompiledLayout, index: number, text: string, from: number): boolean {
  const length = compiled.lengths[index] ?? 0;
  switch (compiled.tests[index]) {
    case NOTHING:
      return true;
    case NOT_BLANK:
      return !isBlankAt(text, from, length);
    case DIGITS:
      return isDigitsAt(text, from, length);
    case DIGITS_NUMBER: {
      const value = readNumberAt(text, from, length);
      compiled.numbers[index] = value ?? 0;
      return value !== null;
    }
    case ALLOWED_CHARACTER: {
      const code = text.charCodeAt(from); // NaN past the end of the text
      return code < 128 && compiled.allowed[index * 128 + code] === 1;
    }
    case BLANK:
      return isBlankAt(text, from, length);
    case RECORD_END:
      return isRecordEnd(text, from, length);
    default:
      return false;
  }
}

/**
 * Generic checks every layout gets: required, numeric, indicator values, blanks, record end. The
 * record is read in place (its 750 positions start at `offset` of `text`): a pass over positions
 * settles the fields with nothing to report, and only a field it cannot settle is cut out and checked
 * (and reported) by checkField, in layout order.
 */
export function checkLayoutFields(
  context: RecordContext,
  layout: readonly FieldSpec[],
  text: string,
  offset: number,
): void {
  const compiled = compile(layout);
  readings += 1;
  compiled.reading = readings;
  context.layoutReading = readings;
  compiled.recordNumber = context.recordNumber;
  compiled.offset = offset;
  const { froms } = compiled;
  for (let index = 0; index < froms.length; index += 1) {
    if (passes(compiled, index, text, offset + (froms[index] ?? 0))) continue;
    const field = layout[index];
    if (field) checkField(context, field, cutField(text, offset, field));
  }
}

/**
 * The number in field `index` of `layout` (up to 15 digits), 0 when it is not all digits: kept from
 * checkLayoutFields when it has just read this record with this layout (the amounts are then read
 * once), else read from the text.
 */
export function readLayoutNumber(
  context: RecordContext,
  layout: readonly FieldSpec[],
  index: number,
  text: string,
  offset: number,
): number {
  const compiled = compile(layout);
  if (
    compiled.reading === context.layoutReading &&
    compiled.recordNumber === context.recordNumber &&
    compiled.offset === offset &&
    compiled.tests[index] === DIGITS_NUMBER
  )
    return compiled.numbers[index] ?? 0;
  const field = layout[index];
  if (!field) return 0;
  return readNumberAt(text, offset + field.start - 1, field.end - field.start + 1) ?? 0;
}

/** The checks of one field on its text, with their messages. */
function checkField(context: RecordContext, field: FieldSpec, value: string): void {
  switch (field.kind) {
    case 'A':
    case 'R':
      if (field.required && isAllBlank(value))
        reportField(context, field, 'FIELD_REQUIRED', `${field.label} is required but blank.`);
      break;
    case 'N':
    case 'M': {
      const problem = describeNumericProblem(value, field);
      if (problem) reportField(context, field, 'FIELD_NOT_NUMERIC', `${field.label} ${problem}`);
      break;
    }
    case 'I':
      if (field.values && !field.values.includes(value)) {
        const allowed = field.values.map((allowedValue) =>
          allowedValue === ' ' ? 'blank' : `"${allowedValue}"`,
        );
        reportField(
          context,
          field,
          'INDICATOR_INVALID',
          `${field.label} holds "${value}"; allowed: ${allowed.join(' or ')}.`,
        );
      }
      break;
    case 'B':
      if (!isAllBlank(value))
        reportField(
          context,
          field,
          'FIELD_NOT_BLANK',
          `positions ${field.start}-${field.end} must be blank but hold "${value.trim()}".`,
        );
      break;
    case 'E':
      if (value !== '  ' && value !== '\r\n' && value !== '')
        reportField(
          context,
          field,
          'RECORD_END_INVALID',
          `positions 749-750 must be blanks or CR/LF, not "${JSON.stringify(value).slice(1, -1)}".`,
        );
      break;
  }
}

/** Positions 749-750 hold two blanks or CR/LF. */
function isRecordEnd(text: string, from: number, length: number): boolean {
  if (length !== 2) return false;
  const first = text.charCodeAt(from);
  const second = text.charCodeAt(from + 1);
  return (first === 32 && second === 32) || (first === 13 && second === 10);
}

export function isDigits(value: string): boolean {
  return isAllDigits(value);
}

/** Exact cents of a total written with blanks around it ('2' + blanks), for badly justified totals. */
export function readLooseBigCents(value: string | undefined): bigint | null {
  const trimmed = (value ?? '').trim();
  return /^\d+$/.test(trimmed) ? BigInt(trimmed) : null;
}

/**
 * Cents of a money field of 15 digits or fewer (a B amount; Number() of those is exact), or a count;
 * null when it is not a number. Control totals (18 digits) are read with readBigCents.
 */
export function readCents(value: string | undefined): number | null {
  if (value === undefined || !isAllDigits(value)) return null;
  return Number(value);
}

/** Exact cents of a money field of any width (C and K control totals), or null when it is not a number. */
export function readBigCents(value: string | undefined): bigint | null {
  if (value === undefined || !isAllDigits(value)) return null;
  return BigInt(value);
}
