import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsupportedCharacters, normalizeIrsText, type IrsTextKind } from './irs-text.ts';
import { transliterateToAscii, transliterateWholeText } from './transliterate.ts';

/**
 * `transliterateToAscii`, `findUnsupportedCharacters` and `normalizeIrsText` take fast paths (plain
 * ASCII returned after one scan, other text one character at a time, each character worked out once).
 * These properties hold them to the whole-text definitions they replace.
 */

/** Characters that test the edges: combining marks in and out of U+0300-036F (and their reordering
 * by NFKD), astral letters and emoji, lone surrogates, compatibility forms, quotes, dashes, blanks. */
const AWKWARD = [
  'e\u0301',
  'a\u20d0\u0316',
  'o\u0315\u0301\u0323',
  '\u0344',
  'ǰ',
  '㎒',
  'ﷺ',
  'ﬃ',
  '\ud835\udc00',
  '😀',
  '\ud800',
  '\udc00',
  'x\ud800y',
  'ẞ',
  'İ',
  'ı',
  'Ħ',
  'Œ',
  '\u2019',
  '\u201c',
  '\u2014',
  '\u00a0',
  '\u3000',
  '\t',
  '\n',
  '\x7f',
  'Ж',
  '漢',
  '٣',
  '²',
  'Ⅻ',
  'ⓐ',
  '한',
  ' ',
  '  ',
  'A',
  "O'Neil-Pérez",
];

const unicodeText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ unit: 'binary-ascii', maxLength: 1 })),
  }),
);
const asciiText = fc.string({ unit: 'binary-ascii' });

/** The checks as they were written before the fast paths. */
function findUnsupportedSlowly(text: string): string[] {
  const found: string[] = [];
  for (const character of text) {
    if (/[\p{L}\p{N}]/u.test(character) && !/[A-Za-z0-9]/.test(transliterateWholeText(character)))
      if (!found.includes(character)) found.push(character);
  }
  return found;
}

function normalizeSlowly(kind: IrsTextKind, value: string): string {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const ascii = transliterateWholeText(value);
  switch (kind) {
    case 'text':
      return collapse(ascii);
    case 'personNamePart':
      return collapse(ascii.replace(/['.]/g, '').replace(/[^A-Za-z\- ]/g, ' '));
    case 'street':
      return collapse(ascii.replace(/[^A-Za-z0-9\-/ ]/g, ' ')).replace(/^[^A-Za-z0-9]+/, '');
    case 'code':
      return ascii.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    case 'businessName':
      return collapse(ascii.replace(/[^A-Za-z0-9#\-()&' ]/g, ' '));
    case 'businessName2':
      return collapse(ascii.replace(/[^A-Za-z0-9#\-()&'/% ]/g, ' '));
    case 'contactName':
      return collapse(ascii.replace(/[^A-Za-z0-9'\- ]/g, ' '));
    case 'city':
      return collapse(ascii.replace(/[^A-Za-z ]/g, ' '));
    default:
      throw new Error(kind);
  }
}

const KINDS: readonly IrsTextKind[] = [
  'text',
  'personNamePart',
  'street',
  'code',
  'businessName',
  'businessName2',
  'contactName',
  'city',
];

describe('text fast paths', () => {
  it('transliterate each awkward character as the whole-text transliteration does', () => {
    for (const value of AWKWARD) {
      expect(transliterateToAscii(value)).toBe(transliterateWholeText(value));
      expect(transliterateToAscii(`Zoë ${value}${value} Brontë`)).toBe(
        transliterateWholeText(`Zoë ${value}${value} Brontë`),
      );
    }
    expect(transliterateToAscii('a\u20d0\u0316')).toBe('a ');
    expect(transliterateToAscii('\ud835\udc00')).toBe('A');
    expect(transliterateToAscii('😀')).toBe('  ');
    expect(transliterateToAscii('Ødegård Straße')).toBe('Odegard Strasse');
  });

  it('return plain printable ASCII as it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
        (value) => {
          expect(transliterateToAscii(value)).toBe(value);
          expect(findUnsupportedCharacters(value)).toEqual([]);
        },
      ),
    );
  });

  it('give what the whole-text definitions give for any Unicode and ASCII text', () => {
    fc.assert(
      fc.property(fc.oneof(unicodeText, asciiText), (value) => {
        expect(transliterateToAscii(value)).toBe(transliterateWholeText(value));
        expect(findUnsupportedCharacters(value)).toEqual(findUnsupportedSlowly(value));
        for (const kind of KINDS) expect(normalizeIrsText(kind, value)).toBe(normalizeSlowly(kind, value));
      }),
      { numRuns: 3000, seed: 13 },
    );
  });

  it('give the same answers when a character is seen again after thousands of others', () => {
    // The per-character memory is emptied past 4096 characters; answers do not depend on it.
    const many = Array.from({ length: 5000 }, (_, index) => String.fromCodePoint(0x4e00 + index)).join('');
    expect(transliterateToAscii(many)).toBe(transliterateWholeText(many));
    expect(findUnsupportedCharacters(many)).toEqual(findUnsupportedSlowly(many));
    expect(transliterateToAscii('Müller')).toBe('Muller');
    expect(findUnsupportedCharacters('Müller Ж')).toEqual(['Ж']);
  });
});
