import { A_LAYOUT, T_LAYOUT } from './layout-t-a.ts';
import { B_COMMON_LAYOUT, getBLayout } from './layout-b.ts';
import { C_LAYOUT, F_LAYOUT, K_LAYOUT } from './layout-c-k-f.ts';
import { getFieldLength, RECORD_LENGTH, type FieldSpec } from './fields.ts';
import type { FormType } from '@file1099/forms';
import { formatCentsDigits } from '../numbers.ts';

export const RECORD_TYPES = ['T', 'A', 'B', 'C', 'K', 'F'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** A record sliced by its layout: every field's text exactly as in the file. */
export interface RawRecord {
  recordType: RecordType;
  fields: Readonly<Record<string, string>>;
}

/**
 * A value to write: text as is (a string of the exact field length is copied unchanged), a whole
 * number (cents, counts), a bigint (control totals beyond 2^53 cents), or nothing.
 */
export type FieldValue = string | number | bigint | undefined;

/** Thrown when data cannot be written without changing its meaning (too long, negative money). */
export class Pub1220WriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Pub1220WriteError';
  }
}

/** A text value that does not fit its field; the writer adds the form and the party. */
export class Pub1220TextError extends Pub1220WriteError {
  constructor(message: string) {
    super(message);
    this.name = 'Pub1220TextError';
  }
}

/** Runs `write`, putting "Form 1099-NEC for payee "SMITH ANA": " before a text refusal. */
export function inPub1220Context<T>(where: () => string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof Pub1220TextError) throw new Pub1220WriteError(`${where()}: ${error.message}`);
    throw error;
  }
}

export function getLayout(recordType: RecordType, formType: FormType | null): readonly FieldSpec[] {
  switch (recordType) {
    case 'T':
      return T_LAYOUT;
    case 'A':
      return A_LAYOUT;
    case 'B':
      return formType ? getBLayout(formType) : B_COMMON_LAYOUT;
    case 'C':
      return C_LAYOUT;
    case 'K':
      return K_LAYOUT;
    case 'F':
      return F_LAYOUT;
  }
}

export function isRecordType(value: string): value is RecordType {
  return (RECORD_TYPES as readonly string[]).includes(value);
}

/** Slice a 750-character record by its layout. */
export function sliceRecord(line: string, layout: readonly FieldSpec[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of layout) fields[field.name] = line.slice(field.start - 1, field.end);
  return fields;
}

function formatField(field: FieldSpec, value: FieldValue, lineEnding: string): string {
  const length = getFieldLength(field);
  if (field.kind === 'E') return lineEnding;
  if (typeof value === 'string' && value.length === length) return value;
  switch (field.kind) {
    case 'B':
      return ' '.repeat(length);
    case 'A':
    case 'I':
      return fitText(field, value ?? '', length).padEnd(length, ' ');
    case 'R':
      return fitText(field, value ?? '', length).padStart(length, ' ');
    case 'N':
    case 'M':
      return formatNumber(field, value, length);
  }
}

function fitText(field: FieldSpec, value: string | number | bigint, length: number): string {
  const text = String(value);
  if (text.length > length)
    throw new Pub1220WriteError(`${field.label} holds ${length} characters; "${text}" has ${text.length}`);
  return text;
}

function formatNumber(field: FieldSpec, value: FieldValue, length: number): string {
  if (value === undefined || value === '') {
    if (field.blankAllowed) return ' '.repeat(length);
    return '0'.repeat(length);
  }
  if (typeof value === 'number' && (!Number.isSafeInteger(value) || value < 0))
    throw new Pub1220WriteError(`${field.label} must be a whole, non-negative number; got ${value}`);
  if (typeof value === 'bigint' && value < 0n)
    throw new Pub1220WriteError(`${field.label} must be a whole, non-negative number; got ${value}`);
  if (typeof value !== 'string') {
    // Right-justified and zero-filled in exactly the field's width; never cut.
    const filled = formatCentsDigits(value, length);
    if (filled !== null) return filled;
  }
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > length)
    throw new Pub1220WriteError(`${field.label} holds ${length} digits; got "${digits}"`);
  return digits.padStart(length, '0');
}

/** Compose a record from field values; unnamed and blank fields are blanks. */
export function composeRecord(
  layout: readonly FieldSpec[],
  values: Readonly<Record<string, FieldValue>>,
  lineEnding = '\r\n',
): string {
  let line = '';
  for (const field of layout) line += formatField(field, values[field.name], lineEnding);
  if (line.length !== RECORD_LENGTH) throw new Error(`Composed a record of ${line.length} characters`);
  return line;
}
