import { transliterateToAscii, type IrsTextKind } from '@file1099/forms';
import { BLANK, DROP, KEEP, cleanAsciiText, createCleaningTable, isSurrogatePairAt } from '../text.ts';

/**
 * forms `normalizeIrsText` for the kinds that keep a set of characters, in one pass over the text and
 * without the regular expressions: what each kind keeps (its KEPT class), what it drops first (the
 * apostrophe and period of a person's name part), blanks collapsed and the ends trimmed, a street's
 * leading signs left out. Case is kept. Tested against `normalizeIrsText` on generated text
 * (filed-text.test.ts); the writer calls `normalizeIrsText` itself whenever this answers null.
 */
const TABLES: Readonly<Partial<Record<IrsTextKind, Uint8Array>>> = {
  businessName: createCleaningTable(/[A-Za-z0-9#\-()&' ]/, undefined, false),
  businessName2: createCleaningTable(/[A-Za-z0-9#\-()&'/% ]/, undefined, false),
  personNamePart: createCleaningTable(/[A-Za-z\- ]/, /['.]/, false),
  contactName: createCleaningTable(/[A-Za-z0-9'\- ]/, undefined, false),
  street: createCleaningTable(/[A-Za-z0-9\-/ ]/, undefined, false),
  city: createCleaningTable(/[A-Za-z ]/, undefined, false),
  text: createCleaningTable(/[\x21-\x7e]/, undefined, false),
};

/** Transliteration of each non-ASCII character seen (null when it is not printable ASCII), by code point. */
const ASCII_BELOW = new Array<string | null | undefined>(0x3000).fill(undefined);
const ASCII_ABOVE = new Map<number, string | null>();

export function getAscii(codePoint: number, character: string): string | null {
  let ascii = codePoint < 0x3000 ? ASCII_BELOW[codePoint] : ASCII_ABOVE.get(codePoint);
  if (ascii === undefined) {
    const text = transliterateToAscii(character);
    ascii = /^[\x20-\x7e]*$/.test(text) ? text : null;
    if (codePoint < 0x3000) ASCII_BELOW[codePoint] = ascii;
    else {
      if (ASCII_ABOVE.size >= 4096) ASCII_ABOVE.clear();
      ASCII_ABOVE.set(codePoint, ascii);
    }
  }
  return ascii;
}

/** ASCII codes only, so a Buffer: its latin1 text is made in one call (String.fromCharCode.apply of a
 * typed array took four times as long). */
const SCRATCH = Buffer.alloc(512);

/**
 * Text with characters beyond printable ASCII: each one is transliterated on its own (forms
 * `transliterateToAscii` maps one character at a time) and what it gives is cleaned like the rest.
 * Null when a character does not become printable ASCII or the text is very long.
 */
function cleanOtherText(text: string, table: Uint8Array): string | null {
  const scratch = SCRATCH;
  let length = 0;
  let blank = false;
  for (let index = 0; index < text.length; index += 1) {
    if (length > scratch.length - 40) return null; // room for a blank and 16 letters, each with a blank
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code <= 0x7e) {
      const action = table[code];
      if (action === KEEP) {
        if (blank && length > 0) scratch[length++] = 32;
        blank = false;
        scratch[length++] = code;
      } else if (action === BLANK) blank = true;
      continue;
    }
    const pair = isSurrogatePairAt(text, index);
    const ascii = pair
      ? getAscii(text.codePointAt(index) ?? code, text.slice(index, index + 2))
      : getAscii(code, text.charAt(index));
    if (ascii === null || ascii.length > 16) return null;
    if (pair) index += 1;
    for (let at = 0; at < ascii.length; at += 1) {
      const letter = ascii.charCodeAt(at);
      const action = table[letter];
      if (action === KEEP) {
        if (blank && length > 0) scratch[length++] = 32;
        blank = false;
        scratch[length++] = letter;
      } else if (action !== DROP) blank = true;
    }
  }
  return scratch.toString('latin1', 0, length);
}

function isLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Every character is printable ASCII (blank to tilde). */
export function isPrintableAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

/**
 * `normalizeIrsText(kind, text)` for a string, or null for `normalizeIrsText` to answer. `plain` is
 * `isPrintableAscii(text)`, when the caller has already asked it.
 */
export function getFiledText(kind: IrsTextKind, text: string, plain = isPrintableAscii(text)): string | null {
  const table = TABLES[kind];
  if (!table) return null;
  const filed = plain ? cleanAsciiText(text, table, false) : cleanOtherText(text, table);
  if (filed === null || kind !== 'street') return filed;
  // StreetAddressType starts with a letter or digit: leading signs and blanks go.
  let start = 0;
  while (start < filed.length && !isLetterOrDigit(filed.charCodeAt(start))) start += 1;
  return start === 0 ? filed : filed.slice(start);
}
