/**
 * Text cleaning shared by the formats. Both formats take plain ASCII: accents are transliterated
 * (Pub 1220 (2025), Part B: "ASCII"; IRIS StringType patterns), then each field drops what its rule
 * does not allow.
 */

import { findUnsupportedCharacters, transliterateToAscii } from '@file1099/forms';

export { transliterateToAscii };

const NEGATED_CLASSES = new Map<string, RegExp>();

/** '[A-Z0-9 ]' → /[^A-Z0-9 ]/g, made once per class. */
function getNegatedClass(allowed: RegExp): RegExp {
  let negated = NEGATED_CLASSES.get(allowed.source);
  if (!negated) {
    negated = new RegExp(`[^${allowed.source.slice(1, -1)}]`, 'g');
    NEGATED_CLASSES.set(allowed.source, negated);
  }
  return negated;
}

const CLASS_TABLES = new Map<string, Uint8Array>();

/** The printable ASCII characters the class allows, made once per class (flags ignored, as above). */
function getClassTable(allowed: RegExp): Uint8Array {
  let table = CLASS_TABLES.get(allowed.source);
  if (!table) {
    const test = new RegExp(allowed.source);
    table = Uint8Array.from({ length: 128 }, (_, code) =>
      code >= 0x20 && code <= 0x7e && test.test(String.fromCharCode(code)) ? 1 : 0,
    );
    CLASS_TABLES.set(allowed.source, table);
  }
  return table;
}

/** Keep only characters matching `allowed` (a one-character class such as /[A-Z0-9 ]/), collapse blanks, trim. */
export function keepCharacters(text: string, allowed: RegExp): string {
  // Text made only of allowed printable ASCII has nothing to transliterate or replace.
  if (typeof text === 'string' && isAllInTable(text, getClassTable(allowed))) return collapseBlanks(text);
  return collapseBlanks(transliterateToAscii(text).replace(getNegatedClass(allowed), ' '));
}

function isAllInTable(text: string, table: Uint8Array): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128 || table[code] !== 1) return false;
  }
  return true;
}

/** The general case (and whatever a caller passes that is not a string, with the error it gives). */
function collapseAnyBlanks(text: string): string {
  return text.includes('  ') || /[\t\n\r]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

export function collapseBlanks(text: string): string {
  if (typeof text !== 'string') return collapseAnyBlanks(text as string);
  // One pass for "two blanks in a row, a tab or a line break" (the common text has none).
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 9 || code === 10 || code === 13 || (code === 32 && text.charCodeAt(index + 1) === 32))
      return text.replace(/\s+/g, ' ').trim();
  }
  return text.trim();
}

/** Cut to `length` characters, ending on a whole word when one fits (Pub 1220: "end on a full word"). */
export function truncateText(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastBlank = cut.lastIndexOf(' ');
  return (text.charAt(length) === ' ' || lastBlank < length / 2 ? cut : cut.slice(0, lastBlank)).trim();
}

/** Digits only: phone numbers, TINs, ZIP codes. */
export function keepDigits(text: string | null | undefined): string {
  const value = text ?? '';
  if (typeof value !== 'string') return (text ?? '').replace(/\D/g, '');
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 48 || code > 57) return value.replace(/\D/g, '');
  }
  return value;
}

/** A high surrogate at `index` followed by a low one: one code point of two UTF-16 units. */
export function isSurrogatePairAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return (
    code >= 0xd800 &&
    code <= 0xdbff &&
    index + 1 < text.length &&
    (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00
  );
}

/** What `cleanAsciiText` does with each ASCII character: keep it, make it a blank, or drop it. */
export const KEEP = 1;
export const BLANK = 2;
export const DROP = 3;

/**
 * For each ASCII character, KEEP when it matches `allowed` (a one-character class such as
 * /[A-Z0-9 ]/) once upper-cased, DROP when it matches `dropped`, else BLANK (the blank itself, control
 * characters and the signs the field does not take).
 */
export function createCleaningTable(allowed: RegExp, dropped?: RegExp, upperCase = true): Uint8Array {
  return Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    if (dropped?.test(character)) return DROP;
    if (code === 32 || code < 0x20 || code === 0x7f) return BLANK;
    return allowed.test(upperCase ? character.toUpperCase() : character) ? KEEP : BLANK;
  });
}

/**
 * ASCII text cleaned in one pass: upper-cased (unless `upperCase` is false), dropped characters left
 * out, every run of blanks and characters the field does not take written as one blank, the ends
 * trimmed. For ASCII text this is what `keepCharacters(text.replace(dropped, '').toUpperCase(),
 * allowed)` gives (tested); null for text with any other character, or not a string. The table is
 * `createCleaningTable`'s, made with the same `upperCase`.
 */
export function cleanAsciiText(text: unknown, table: Uint8Array, upperCase = true): string | null {
  if (typeof text !== 'string') return null;
  // One pass over the text as it is: the table gives a letter's action for either case, so the
  // result is upper-cased at the end, once.
  let lower = false;
  let result = '';
  let runStart = -1;
  let blank = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128) return null;
    const action = table[code];
    if (action === KEEP) {
      if (code >= 97 && code <= 122) lower = true;
      if (runStart === -1) {
        if (blank && result !== '') result += ' ';
        blank = false;
        runStart = index;
      }
      continue;
    }
    if (runStart !== -1) {
      result += text.slice(runStart, index);
      runStart = -1;
    }
    if (action === BLANK) blank = true;
  }
  if (runStart !== -1) result += runStart === 0 ? text : text.slice(runStart);
  return upperCase && lower ? result.toUpperCase() : result;
}

/**
 * `cleanAsciiText(`${first} ${second} ${third} ${fourth}`, table)` written as bytes at `at` of `out`,
 * upper-cased: its length, or -1 when a character is not ASCII or the text is longer than `room` (the
 * bytes written before it stopped stay: the caller blanks them and cleans the text the usual way).
 * Each joining blank is one more blank between two parts.
 */
export function putCleanAscii(
  out: Uint8Array,
  at: number,
  room: number,
  table: Uint8Array,
  first: string,
  second: string,
  third = '',
  fourth = '',
): number {
  let length = 0;
  let blank = false;
  for (let part = 0; part < 4; part += 1) {
    const text = part === 0 ? first : part === 1 ? second : part === 2 ? third : fourth;
    if (part > 0) blank = true;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code >= 128) return -1;
      const action = table[code];
      if (action === KEEP) {
        if (length + (blank && length > 0 ? 2 : 1) > room) return -1;
        if (blank && length > 0) out[at + length++] = 32;
        blank = false;
        out[at + length++] = code >= 97 && code <= 122 ? code - 32 : code;
      } else if (action === BLANK) blank = true;
    }
  }
  return length;
}

/**
 * Upper-cased and transliterated text of each non-ASCII character seen, null for a letter of another
 * script: by code point below U+3000 (Latin letters, signs and punctuation), else in a map.
 */
const UPPER_ASCII_BELOW = new Array<string | null | undefined>(0x3000).fill(undefined);
const UPPER_ASCII = new Map<number, string | null>();

/**
 * `transliterateToAscii(character.toUpperCase())`, or null when `findUnsupportedCharacters` finds the
 * character; worked out once per code point (the map holds at most 4,096, as the forms package keeps them).
 */
function getUpperAscii(codePoint: number, character: string): string | null {
  let ascii = codePoint < 0x3000 ? UPPER_ASCII_BELOW[codePoint] : UPPER_ASCII.get(codePoint);
  if (ascii === undefined) {
    ascii =
      findUnsupportedCharacters(character).length > 0 ? null : transliterateToAscii(character.toUpperCase());
    if (codePoint < 0x3000) UPPER_ASCII_BELOW[codePoint] = ascii;
    else {
      if (UPPER_ASCII.size >= 4096) UPPER_ASCII.clear();
      UPPER_ASCII.set(codePoint, ascii);
    }
  }
  return ascii;
}

/** Room for the cleaned text of `cleanLatinText`; longer text goes the general way. */
/** ASCII codes only, so a Buffer: its latin1 text is made in one call (String.fromCharCode.apply of a
 * typed array took four times as long). */
const SCRATCH = Buffer.alloc(256);

/**
 * Text with letters beyond ASCII cleaned in one pass, as the general cleaning does it in several:
 * `cleanAsciiText(transliterateToAscii(text.replace(dropped, '').toUpperCase()), kept, false)`.
 * ASCII characters are cleaned with `table` (upper-cased, dropped or made blanks, as in
 * `cleanAsciiText`), every other character is upper-cased and transliterated on its own (both map one
 * character at a time, see forms `transliterateToAscii`) and what it gives is cleaned with `kept`
 * (made with `upperCase` false: nothing dropped, lower-case letters not taken). Null, for the general
 * path to answer, when a character is of another script, the text cleans to nothing or it is longer
 * than 256 characters.
 */
export function cleanLatinText(text: string, table: Uint8Array, kept: Uint8Array): string | null {
  if (typeof text !== 'string') return null;
  const scratch = SCRATCH;
  let length = 0;
  let blank = false;
  for (let index = 0; index < text.length; index += 1) {
    if (length > scratch.length - 20) return null; // room for a blank and 8 letters, each with a blank
    const code = text.charCodeAt(index);
    if (code < 128) {
      const action = table[code];
      if (action === KEEP) {
        if (blank && length > 0) scratch[length++] = 32;
        blank = false;
        scratch[length++] = code >= 97 && code <= 122 ? code - 32 : code;
      } else if (action === BLANK) blank = true;
      continue;
    }
    const pair = isSurrogatePairAt(text, index);
    const ascii = pair
      ? getUpperAscii(text.codePointAt(index) ?? code, text.slice(index, index + 2))
      : getUpperAscii(code, text.charAt(index));
    if (ascii === null) return null;
    if (pair) index += 1;
    if (ascii.length > 8) return null;
    for (let at = 0; at < ascii.length; at += 1) {
      const letter = ascii.charCodeAt(at);
      if (letter < 128 && kept[letter] === KEEP) {
        if (blank && length > 0) scratch[length++] = 32;
        blank = false;
        scratch[length++] = letter;
      } else blank = true;
    }
  }
  if (length === 0) return null;
  return scratch.toString('latin1', 0, length);
}

/** How a party is named in an error: its name as entered, never its TIN. */
export function describeParty(party: {
  businessName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}): string {
  const name = (party.businessName?.trim() || [party.firstName, party.lastName].join(' ')).trim();
  return name ? `"${name.replace(/\s+/g, ' ')}"` : 'without a name';
}
