/**
 * Text cleaning shared by the formats. Both formats take plain ASCII: accents are transliterated
 * (Pub 1220 (2025), Part B: "ASCII"; IRIS StringType patterns), then each field drops what its rule
 * does not allow.
 */

/** 'Ñúñez Café' → 'Nunez Cafe'; characters with no ASCII form are dropped. */
export function transliterateToAscii(text: string): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøðþ]/gi, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[^\x20-\x7e]/g, ' ');
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
};

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

/** Keep only characters matching `allowed` (a one-character class such as /[A-Z0-9 ]/), collapse blanks, trim. */
export function keepCharacters(text: string, allowed: RegExp): string {
  return collapseBlanks(transliterateToAscii(text).replace(getNegatedClass(allowed), ' '));
}

export function collapseBlanks(text: string): string {
  return text.includes('  ') || /[\t\n\r]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
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
  return (text ?? '').replace(/\D/g, '');
}
