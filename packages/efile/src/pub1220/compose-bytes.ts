/**
 * Composes a record as bytes into the writer's buffer, field by field at fixed offsets, with exactly the
 * text `composeRecord` gives. Only the plain cases are handled here (the value fits, money is a whole
 * non-negative number, every character is latin1); for anything else `composeBytes` answers false and
 * the caller composes the record with `composeRecord`, which gives the same text or the same error.
 */
import { INT32_MAX } from '../numbers.ts';
import { RECORD_LENGTH, type FieldSpec } from './fields.ts';
import type { FieldValue } from './records.ts';

const BLANK = 32;
const ZERO = 48;

/** A layout prepared for byte composition: a template of the constant bytes and the fields to fill. */
export interface ByteLayout {
  layout: readonly FieldSpec[];
  /** Field name → index in `layout`. */
  indexes: ReadonlyMap<string, number>;
  /** Blanks, zeros where a number field is zero-filled, the line ending at 749-750; null when unusable. */
  template: Buffer | null;
}

/** Kinds as small integers for the hot loop. */
const TEXT = 1;
const RIGHT_TEXT = 2;
const NUMBER = 3;
const OTHER = 0;

function getKindCode(field: FieldSpec): number {
  switch (field.kind) {
    case 'A':
    case 'I':
      return TEXT;
    case 'R':
      return RIGHT_TEXT;
    case 'N':
    case 'M':
      return NUMBER;
    default:
      return OTHER;
  }
}

interface Prepared {
  offsets: Int32Array;
  lengths: Int32Array;
  kinds: Uint8Array;
  blankAllowed: Uint8Array;
}

const PREPARED = new WeakMap<readonly FieldSpec[], Prepared>();

function prepare(layout: readonly FieldSpec[]): Prepared {
  let prepared = PREPARED.get(layout);
  if (!prepared) {
    prepared = {
      offsets: Int32Array.from(layout, (field) => field.start - 1),
      lengths: Int32Array.from(layout, (field) => field.end - field.start + 1),
      kinds: Uint8Array.from(layout, getKindCode),
      blankAllowed: Uint8Array.from(layout, (field) => (field.blankAllowed ? 1 : 0)),
    };
    PREPARED.set(layout, prepared);
  }
  return prepared;
}

export function createByteLayout(layout: readonly FieldSpec[], lineEnding: string): ByteLayout {
  const indexes = new Map(layout.map((field, index) => [field.name, index] as const));
  const ending =
    lineEnding.length === 2 && lineEnding.charCodeAt(0) <= 0xff && lineEnding.charCodeAt(1) <= 0xff;
  if (!ending) return { layout, indexes, template: null };
  const template = Buffer.alloc(RECORD_LENGTH, BLANK);
  for (const field of layout) {
    if ((field.kind === 'N' || field.kind === 'M') && !field.blankAllowed)
      template.fill(ZERO, field.start - 1, field.end);
    if (field.kind === 'E') template.write(lineEnding, field.start - 1, 2, 'latin1');
  }
  prepare(layout);
  return { layout, indexes, template };
}

/** Latin1 text at `at`; false when a character needs more than a byte. */
function putChars(buffer: Buffer, at: number, text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) return false;
    buffer[at + index] = code;
  }
  return true;
}

/** Left-justified text of a field of `length` positions holding blanks; false when it does not fit or is not latin1. */
export function putText(buffer: Buffer, at: number, length: number, text: string): boolean {
  return text.length <= length && putChars(buffer, at, text);
}

/**
 * The digits of a non-negative int32 ending before `end`: integer division by 10, which compiles to a
 * multiplication, where the digits of a larger number need a floating-point remainder each.
 */
function putSmallNumber(buffer: Buffer, at: number, end: number, value: number): boolean {
  let rest = value;
  let place = end;
  while (rest > 0) {
    place -= 1;
    if (place < at) return false;
    const next = (rest / 10) | 0;
    buffer[place] = ZERO + (rest - next * 10);
    rest = next;
  }
  return true;
}

function putNumber(
  buffer: Buffer,
  at: number,
  length: number,
  value: string | number,
  blankAllowed: boolean,
): boolean {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return false;
    let rest = value;
    let end = at + length;
    // Zero-filled fields already hold zeros from the template; blank-allowed ones get them here.
    if (blankAllowed) buffer.fill(ZERO, at, end);
    if (rest <= INT32_MAX) return putSmallNumber(buffer, at, end, rest | 0);
    while (rest > 0) {
      end -= 1;
      if (end < at) return false;
      const digit = rest % 10;
      buffer[end] = ZERO + digit;
      rest = (rest - digit) / 10; // exact for safe integers, unlike Math.floor(rest / 10)
    }
    return true;
  }
  const digits = value;
  if (digits.length > length) return false;
  for (let index = 0; index < digits.length; index += 1) {
    const code = digits.charCodeAt(index);
    if (code < ZERO || code > ZERO + 9) return false;
  }
  if (blankAllowed) buffer.fill(ZERO, at, at + length - digits.length);
  return putChars(buffer, at + length - digits.length, digits);
}

/**
 * Write a record at `base` of `buffer` from values by field index (`values[i]` for `layout[i]`).
 * Returns false, leaving the bytes undefined, when `composeRecord` must do it.
 */
export function composeBytes(
  buffer: Buffer,
  base: number,
  byteLayout: ByteLayout,
  values: readonly FieldValue[],
): boolean {
  const { template } = byteLayout;
  if (!template) return false;
  const { offsets, lengths, kinds, blankAllowed } = prepare(byteLayout.layout);
  template.copy(buffer, base);
  for (let index = 0; index < kinds.length; index += 1) {
    const value = values[index];
    if (value === undefined) continue; // the template's blanks or zeros, as composeRecord writes them
    const kind = kinds[index] ?? OTHER;
    const at = base + (offsets[index] ?? 0);
    const length = lengths[index] ?? 0;
    if (kind === OTHER) return false;
    if (typeof value === 'string') {
      if (value.length === length) {
        if (!putChars(buffer, at, value)) return false;
        continue;
      }
      if (value.length > length) return false;
      if (kind === TEXT) {
        if (!putChars(buffer, at, value)) return false;
      } else if (kind === RIGHT_TEXT) {
        if (!putChars(buffer, at + length - value.length, value)) return false;
      } else if (value !== '' && !putNumber(buffer, at, length, value, blankAllowed[index] === 1))
        return false;
    } else if (
      typeof value !== 'number' ||
      kind !== NUMBER ||
      !putNumber(buffer, at, length, value, blankAllowed[index] === 1)
    ) {
      return false;
    }
  }
  return true;
}
