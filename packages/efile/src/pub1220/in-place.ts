/**
 * Reading a record where it stands in the file's text, by position, without cutting a string per
 * field: the validator checks 100,000+ records a second, and one string per field was most of its
 * garbage. A field's text is cut out only to report a problem with it.
 */
import type { FieldSpec } from './fields.ts';

const BLANK = 32;
const ZERO = 48;
const NINE = 57;

/** Every character of text[from, from + length) is a blank (true for length 0). */
export function isBlankAt(text: string, from: number, length: number): boolean {
  for (let index = from; index < from + length; index += 1)
    if (text.charCodeAt(index) !== BLANK) return false;
  return true;
}

/** Every character is a digit 0-9 (false for length 0), as isDigits on the cut-out field. */
export function isDigitsAt(text: string, from: number, length: number): boolean {
  if (length <= 0) return false;
  for (let index = from; index < from + length; index += 1) {
    const code = text.charCodeAt(index);
    if (!(code >= ZERO && code <= NINE)) return false; // NaN past the end is not a digit
  }
  return true;
}

/**
 * The number written in a field of up to 15 digits, or null when it is not all digits: the same as
 * readCents on the cut-out field (Number() of 15 digits or fewer is exact, and so is this sum).
 */
export function readNumberAt(text: string, from: number, length: number): number | null {
  if (length <= 0 || length > 15) throw new Error(`readNumberAt: ${length} digits`);
  let value = 0;
  for (let index = from; index < from + length; index += 1) {
    const code = text.charCodeAt(index);
    if (!(code >= ZERO && code <= NINE)) return null;
    value = value * 10 + (code - ZERO);
  }
  return value;
}

/** Blank, tab, line feed, vertical tab, form feed or carriage return: what trim() removes in ASCII. */
function isAsciiSpace(code: number): boolean {
  return code === BLANK || (code >= 9 && code <= 13);
}

/** Where text[from, end) starts once blanks are skipped (ASCII whitespace, as trim() removes it). */
export function skipSpaceForward(text: string, from: number, end: number): number {
  let start = from;
  while (start < end && isAsciiSpace(text.charCodeAt(start))) start += 1;
  return start;
}

/** Where text[start, end) ends once trailing blanks are dropped. */
export function skipSpaceBackward(text: string, start: number, end: number): number {
  let stop = end;
  while (stop > start && isAsciiSpace(text.charCodeAt(stop - 1))) stop -= 1;
  return stop;
}

/** Two-character codes ('06', 'CA') as one number for table look-ups; -1 when not ASCII. */
export function getPairCode(text: string, from: number): number {
  const first = text.charCodeAt(from);
  const second = text.charCodeAt(from + 1);
  return first < 128 && second < 128 ? first * 128 + second : -1;
}

/** A table over every pair of ASCII characters, answering `test` for the two-character string. */
export function createPairTable(test: (pair: string) => boolean): Uint8Array {
  const table = new Uint8Array(128 * 128);
  for (let first = 0; first < 128; first += 1)
    for (let second = 0; second < 128; second += 1)
      table[first * 128 + second] = test(String.fromCharCode(first, second)) ? 1 : 0;
  return table;
}

const FIELD_MAPS = new WeakMap<readonly FieldSpec[], ReadonlyMap<string, FieldSpec>>();

/** A layout's field of a given name (the first, as Array.find gives), from a map made once per layout. */
export function findLayoutField(layout: readonly FieldSpec[], name: string): FieldSpec | undefined {
  let fields = FIELD_MAPS.get(layout);
  if (!fields) {
    const map = new Map<string, FieldSpec>();
    for (const field of layout) if (!map.has(field.name)) map.set(field.name, field);
    FIELD_MAPS.set(layout, map);
    fields = map;
  }
  return fields.get(name);
}

/** A field the layout must have. */
export function getLayoutField(layout: readonly FieldSpec[], name: string): FieldSpec {
  const field = findLayoutField(layout, name);
  if (!field) throw new Error(`Layout has no field ${name}`);
  return field;
}

/** Cut-out text of some fields by name, for the checks written on field texts (the uncommon cases). */
export function cutFields(
  text: string,
  offset: number,
  layout: readonly FieldSpec[],
  names: readonly string[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const field = findLayoutField(layout, name);
    if (field) fields[field.name] = cutField(text, offset, field);
  }
  return fields;
}

/** The field's text cut out of a record that starts at `offset`. */
export function cutField(text: string, offset: number, field: Pick<FieldSpec, 'start' | 'end'>): string {
  return text.slice(offset + field.start - 1, offset + field.end);
}

/**
 * A copy of a short text that shares no memory with the file's text: a cut-out string of 13 characters
 * or more points into its parent, and a map that keeps it would keep a whole chunk of the file alive.
 */
export function detachText(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}
