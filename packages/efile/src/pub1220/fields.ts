/**
 * Record layouts as data (Pub 1220 (2025), Part C), like moov-io/irs `pkg/config/specification.go`.
 * Each field gives its 1-based start and end as printed in the publication, its kind and whether it
 * is required. The writer, the reader and the validator all work from these tables.
 */

/**
 * A alphanumeric, left-justified, blank-filled. R alphanumeric, right-justified (the INT CUSIP).
 * N numeric, right-justified, zero-filled. M money: numeric, implied 2 decimals.
 * I one-character indicator (`values` lists what is allowed; ' ' means blank is allowed).
 * B blank. E the end of the record (749-750: blanks or CR/LF).
 */
export type FieldKind = 'A' | 'R' | 'N' | 'M' | 'I' | 'B' | 'E';

export interface FieldSpec {
  /** Key in a raw record. */
  name: string;
  /** The publication's field title, used in messages. */
  label: string;
  start: number;
  end: number;
  kind: FieldKind;
  required: boolean;
  /** Allowed values of an indicator; ' ' stands for blank. */
  values?: readonly string[];
  /** A numeric field that may also be left blank (K 707-742, F 50-57, B TIN). */
  blankAllowed?: boolean;
}

export const RECORD_LENGTH = 750;

export type FieldDefinition = readonly [
  name: string,
  start: number,
  end: number,
  kind: FieldKind,
  label: string,
  options?: { required?: boolean; values?: readonly string[]; blankAllowed?: boolean },
];

/** Blank ranges get generated names so that every byte of the record belongs to one field. */
export function defineLayout(definitions: readonly FieldDefinition[]): readonly FieldSpec[] {
  const fields = definitions.map(([name, start, end, kind, label, options]): FieldSpec => {
    const field: FieldSpec = {
      name: kind === 'B' ? `blank${start}` : name,
      label,
      start,
      end,
      kind,
      required: options?.required ?? false,
    };
    if (options?.values) field.values = options.values;
    if (options?.blankAllowed) field.blankAllowed = true;
    return field;
  });
  assertContiguous(fields);
  return fields;
}

/** A layout that skips or overlaps a byte is a data error; fail when the module loads. */
function assertContiguous(fields: readonly FieldSpec[]): void {
  let next = 1;
  for (const field of fields) {
    if (field.start !== next || field.end < field.start)
      throw new Error(`Layout error: ${field.name} starts at ${field.start}, expected ${next}`);
    next = field.end + 1;
  }
  if (next !== RECORD_LENGTH + 1) throw new Error(`Layout error: the layout ends at ${next - 1}`);
}

export function getFieldLength(field: FieldSpec): number {
  return field.end - field.start + 1;
}

/** 'positions 547-585' or 'position 6'. */
export function describePositions(field: Pick<FieldSpec, 'start' | 'end'>): string {
  return field.start === field.end ? `position ${field.start}` : `positions ${field.start}-${field.end}`;
}

export const REQUIRED = { required: true } as const;
export const BLANK_OR_1 = { values: [' ', '1'] } as const;
export const END_FIELD: FieldDefinition = ['end', 749, 750, 'E', 'Blank or CR/LF'];
