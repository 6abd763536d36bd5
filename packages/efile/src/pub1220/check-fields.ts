import { getFieldLength, type FieldSpec } from './fields.ts';
import type { Pub1220Problem } from './problems.ts';

export type ProblemSink = (problem: Pub1220Problem) => void;

export interface RecordContext {
  recordNumber: number;
  recordType: string;
  report: ProblemSink;
}

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

/** Generic checks every layout gets: required, numeric, indicator values, blanks, record end. */
export function checkLayoutFields(
  context: RecordContext,
  layout: readonly FieldSpec[],
  fields: Readonly<Record<string, string>>,
): void {
  for (const field of layout) {
    const value = fields[field.name] ?? '';
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
}

export function isDigits(value: string): boolean {
  return isAllDigits(value);
}

/** A number written with blanks around it ('2' + blanks), for comparing badly justified totals. */
export function readLooseCents(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Cents of a money field, or null when it is not a number. */
export function readCents(value: string | undefined): number | null {
  if (value === undefined || !isAllDigits(value)) return null;
  return Number(value);
}
