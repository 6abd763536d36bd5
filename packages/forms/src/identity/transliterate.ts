/**
 * One transliteration for every place text reaches the IRS: validation at input, name controls and the
 * file writers. Both IRS formats take plain ASCII (Pub 1220 (2025), Part B; IRIS StringType patterns).
 */

/**
 * 'Ñúñez Café' → 'Nunez Cafe'; characters with no ASCII form are dropped.
 *
 * Plain printable ASCII (nearly every value) is returned as it is after one scan. Other text is
 * transliterated character by character, each character (code point) once per process: the result is
 * the same as `transliterateWholeText` gives for the whole text (tested on random Unicode text), because
 * every step there maps one character at a time. NFKD decomposes each character on its own; the only
 * thing it does across characters is to reorder runs of combining marks, and every combining mark
 * becomes nothing or a blank, so the order of a run does not change the result.
 */
export function transliterateToAscii(text: string): string {
  if (typeof text !== 'string') return transliterateWholeText(text);
  const length = text.length;
  let index = 0;
  while (index < length && isPrintableAscii(text.charCodeAt(index))) index += 1;
  if (index === length) return text;
  let result = text.slice(0, index);
  while (index < length) {
    const code = text.charCodeAt(index);
    if (isPrintableAscii(code)) {
      let end = index + 1;
      while (end < length && isPrintableAscii(text.charCodeAt(end))) end += 1;
      result += text.slice(index, end);
      index = end;
      continue;
    }
    const pair =
      code >= 0xd800 && code <= 0xdbff && index + 1 < length && isLowSurrogate(text.charCodeAt(index + 1));
    const codePoint = pair ? (text.codePointAt(index) ?? code) : code;
    result += transliterateAt(text, index, codePoint);
    index += pair ? 2 : 1;
  }
  return result;
}

function isPrintableAscii(code: number): boolean {
  return code >= 0x20 && code <= 0x7e;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Transliterated characters by code point: below U+3000 (Latin, Greek, Cyrillic, signs) in an array,
 * above it in a map emptied when it holds more than CACHE_SIZE of them.
 */
const CHARACTERS_BELOW = new Array<string | undefined>(0x3000).fill(undefined);
const CHARACTERS = new Map<number, string>();
const CACHE_SIZE = 4096;

/**
 * The transliteration of the character at `index` of `text` (code point `codePoint`, which is the
 * code unit of a lone surrogate), as `transliterateToAscii` gives it within a text; the character is
 * cut out of the text only the first time its code point is seen.
 */
export function transliterateAt(text: string, index: number, codePoint: number): string {
  let ascii = codePoint < 0x3000 ? CHARACTERS_BELOW[codePoint] : CHARACTERS.get(codePoint);
  if (ascii === undefined) {
    ascii = transliterateWholeText(text.slice(index, index + (codePoint > 0xffff ? 2 : 1)));
    if (codePoint < 0x3000) CHARACTERS_BELOW[codePoint] = ascii;
    else {
      if (CHARACTERS.size >= CACHE_SIZE) CHARACTERS.clear();
      CHARACTERS.set(codePoint, ascii);
    }
  }
  return ascii;
}

/** The transliteration of a whole text in one go: the definition `transliterateToAscii` follows. */
export function transliterateWholeText(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[ßæœøðþłđħı]/gi, (letter) => TRANSLITERATIONS[letter] ?? '')
      // Typographic quotes and dashes as people's phones and word processors type them.
      .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
      .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[^\x20-\x7e]/g, ' ')
  );
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
};
