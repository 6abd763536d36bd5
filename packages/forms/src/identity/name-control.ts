import type { TinType } from './tin.ts';
import { getPersonNameParts, isNameSuffix, splitPersonName, type EntityType } from './names.ts';
import { transliterateAt, transliterateToAscii } from './transliterate.ts';

/** Upper-case ASCII words of a name: accents transliterated as everywhere else ('Núñez' → NUNEZ). */
function toUpperWords(text: string | null | undefined): string[] {
  return transliterateToAscii(text ?? '')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Individual name control (reference/irs-fire-pub1220.md §8.1, reference/tin-matching.md §5): the
 * first four characters of the surname, blank-filled by the writer when shorter. Blanks, apostrophes,
 * periods and suffixes are dropped; prefixes stay ('Van Dyke' → VAND, 'de la Cruz' → DELA,
 * "O'Neil" → ONEI, 'McCedar' → MCCE); a hyphen counts ('Lo-Smith' → LO-S, 'Cedar-Hawthorn' → CEDA)
 * but never comes first. Only letters and the hyphen remain, as IRIS's PersonNameControlType allows.
 * A surname with no Latin letters gives '' (the IRS then derives the control itself).
 */
export function getPersonNameControl(lastName: string | null | undefined): string {
  const text = (lastName ?? '').trim();
  // One plain ASCII word (the common case): no suffix to drop and nothing to transliterate.
  if (isOneAsciiWord(text)) return takeControl(text, 0, text.length, PERSON_CONTROL);
  // Transliterated text is printable ASCII (ASCII text comes back as it is): its only blank is ' ',
  // so words end at blanks. It is not upper-cased or trimmed into a new string: the suffix check
  // and takeControl upper-case as they read, and the blanks at either end are skipped by index.
  const ascii = transliterateToAscii(text);
  let start = 0;
  let end = ascii.length;
  while (start < end && ascii.charCodeAt(start) === 32) start += 1;
  while (end > start && ascii.charCodeAt(end - 1) === 32) end -= 1;
  for (;;) {
    const blank = ascii.lastIndexOf(' ', end - 1);
    if (blank < start || !isNameSuffix(ascii.slice(blank + 1, end))) break;
    end = blank;
    while (ascii.charCodeAt(end - 1) === 32) end -= 1;
  }
  return takeControl(ascii, start, end, PERSON_CONTROL);
}

/** Printable ASCII without a blank: /^[\x21-\x7e]*$/ in one scan. */
function isOneAsciiWord(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x21 || code > 0x7e) return false;
  }
  return true;
}

/** What a name control takes of printable ASCII, by code: 0 nothing, 1 a letter or digit, 2 a sign. */
const PERSON_CONTROL = createControlTable(/[A-Za-z]/, /-/);
const BUSINESS_CONTROL = createControlTable(/[A-Za-z0-9]/, /[&-]/);

function createControlTable(kept: RegExp, signs: RegExp): Uint8Array {
  return Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    return kept.test(character) ? 1 : signs.test(character) ? 2 : 0;
  });
}

/**
 * The first four characters of `text` from `start` to `end` that `table` takes, upper-cased, signs
 * only after a letter or digit (the definitions' filter and strip of leading signs), in
 * one scan of ASCII text.
 */
function takeControl(text: string, start: number, end: number, table: Uint8Array): string {
  let control = '';
  for (let index = start; index < end && control.length < 4; index += 1) {
    const code = text.charCodeAt(index);
    const kind = code < 128 ? table[code] : 0;
    if (kind === 1) control += String.fromCharCode(code >= 97 && code <= 122 ? code - 32 : code);
    else if (kind === 2 && control !== '') control += String.fromCharCode(code);
  }
  return control;
}

/** 'Estate of Sidney Bunkins', 'Jeffrey Jones Estate', 'Frank White, Estate': the decedent's name. */
function getDecedentName(words: readonly string[]): string | null {
  if (words.length > 2 && words[0] === 'ESTATE' && words[1] === 'OF') return words.slice(2).join(' ');
  if (words.length > 2 && words.at(-1)?.replace(/[^A-Z]/g, '') === 'ESTATE')
    return words.slice(0, -1).join(' ').replace(/,$/, '');
  return null;
}

/**
 * Business name control (reference/tin-matching.md §5, reference/irs-fire-pub1220.md §8.1): the first
 * four significant characters of the legal name. Only A-Z, 0-9, '&' and '-' count, blanks are dropped
 * ('P & P Company' → P&PC, '11th Street Inc' → 11TH); a leading 'The' is dropped when more than one
 * word follows ('The Willow Co' → WILL) and kept otherwise ('The Hawthorn' → THEH). An estate takes
 * the decedent's surname ('Estate of Sidney Bunkins' → BUNK). Never the DBA.
 */
export function getBusinessNameControl(businessName: string | null | undefined): string {
  const text = businessName ?? '';
  if (typeof text !== 'string') return getBusinessControlOfWords(businessName);
  // The transliterated, upper-cased text is read as it is made, character by character, and never
  // built: it is printable ASCII, so its only blank is ' '.
  const scan = BUSINESS_SCAN;
  scan.start();
  for (let index = 0; index < text.length;) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code <= 0x7e) {
      scan.read(code >= 97 && code <= 122 ? code - 32 : code);
      index += 1;
      continue;
    }
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    const ascii = transliterateAt(text, index, pair ? (text.codePointAt(index) ?? code) : code);
    for (let at = 0; at < ascii.length; at += 1) {
      const letter = ascii.charCodeAt(at);
      scan.read(letter >= 97 && letter <= 122 ? letter - 32 : letter);
    }
    index += pair ? 2 : 1;
  }
  if (scan.words > 2) {
    if (scan.isEstate()) return getBusinessControlOfWords(businessName);
    if (scan.first === THE.length) return scan.afterFirstWord;
  }
  return scan.control;
}

const THE = 'THE';
const ESTATE = 'ESTATE';
const OF = 'OF';

/**
 * What the business control needs of upper-case printable ASCII read one character at a time: the
 * control from the first word and from the second, the words counted, and how far the first, second
 * and last words match the words that change the rule (-1 once they do not).
 */
class BusinessScan {
  words = 0;
  control = '';
  afterFirstWord = '';
  /** Characters of the first word matched against 'THE' and 'ESTATE', of the second against 'OF'. */
  first = 0;
  firstEstate = 0;
  second = 0;
  /** Letters of the current (at the end, the last) word matched against 'ESTATE'. */
  lastEstate = 0;
  private inWord = false;

  start(): void {
    this.words = 0;
    this.control = '';
    this.afterFirstWord = '';
    this.first = 0;
    this.firstEstate = 0;
    this.second = 0;
    this.lastEstate = 0;
    this.inWord = false;
  }

  read(code: number): void {
    if (code === 32) {
      this.inWord = false;
      return;
    }
    if (!this.inWord) {
      this.inWord = true;
      this.words += 1;
      this.lastEstate = 0;
    }
    if (this.words === 1) {
      this.first = matchNext(this.first, THE, code);
      this.firstEstate = matchNext(this.firstEstate, ESTATE, code);
    } else if (this.words === 2) this.second = matchNext(this.second, OF, code);
    if (code >= 65 && code <= 90) this.lastEstate = matchNext(this.lastEstate, ESTATE, code);
    const kind = code < 128 ? BUSINESS_CONTROL[code] : 0;
    if (kind === 0) return;
    if (this.control.length < 4 && (kind === 1 || this.control !== ''))
      this.control += String.fromCharCode(code);
    if (this.words > 1 && this.afterFirstWord.length < 4 && (kind === 1 || this.afterFirstWord !== ''))
      this.afterFirstWord += String.fromCharCode(code);
  }

  /** 'Estate of …' or '… Estate' (the last word's letters): the decedent's name gives the control. */
  isEstate(): boolean {
    return (
      (this.firstEstate === ESTATE.length && this.second === OF.length) || this.lastEstate === ESTATE.length
    );
  }
}

/** How many characters of `word` match after one more character: -1 once one does not. */
function matchNext(matched: number, word: string, code: number): number {
  return matched >= 0 && matched < word.length && word.charCodeAt(matched) === code ? matched + 1 : -1;
}

const BUSINESS_SCAN = new BusinessScan();

/** The definition the scan above follows: estates, a leading 'The', and anything that is not text. */
function getBusinessControlOfWords(businessName: string | null | undefined): string {
  const words = toUpperWords(businessName);
  const decedent = getDecedentName(words);
  if (decedent !== null) return getPersonNameControl(splitPersonName(decedent).lastName);
  if (words[0] === 'THE' && words.length > 2) words.shift();
  return words
    .join('')
    .replace(/[^A-Z0-9&-]/g, '')
    .replace(/^[&-]+/, '')
    .slice(0, 4);
}

const PERSON_TIN_TYPES: ReadonlySet<string> = new Set<TinType>(['SSN', 'ITIN', 'ATIN']);

/**
 * Whether a party is named as a person: an individual, or a party filed under an SSN, ITIN or ATIN
 * with a first and last name (a sole proprietor or a disregarded entity entered as a business). Its
 * business name is then a DBA: a second name line, never the name control.
 */
export function isPersonNamed(party: {
  entityType: EntityType;
  tinType?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): boolean {
  if (party.entityType === 'Individual') return true;
  return (
    PERSON_TIN_TYPES.has(party.tinType ?? '') &&
    (party.firstName ?? '').trim() !== '' &&
    (party.lastName ?? '').trim() !== ''
  );
}

/**
 * The payee's name control: the surname for a person (a sole proprietor's own name, never the DBA),
 * else the business's legal name.
 */
export function getPayeeNameControl(payee: {
  entityType: EntityType;
  tinType?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  businessName?: string | null;
}): string {
  return isPersonNamed(payee)
    ? getPersonNameControl(getPersonNameParts(payee).lastName)
    : getBusinessNameControl(payee.businessName);
}
