import { getPersonNameControl } from './name-control.ts';
import { transliterateToAscii } from './transliterate.ts';

/** Payee and W-9 entity types (spec part 1 §3). */
export const ENTITY_TYPES = ['Individual', 'Business'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_MESSAGE = 'Please select how you do your business.';

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** The W-9 entity step (spec part 1 §5): the value must be Individual or Business. */
export function validateEntityType(value: unknown): string | null {
  return isEntityType(value) ? null : ENTITY_TYPE_MESSAGE;
}

/**
 * Spreadsheet rule (spec part 2 §5): a missing entity type is Individual when a first name is present,
 * else Business. A valid given type is kept.
 */
export function inferEntityType(entityType: unknown, firstName: string | null | undefined): EntityType {
  if (isEntityType(entityType)) return entityType;
  return (firstName ?? '').trim() ? 'Individual' : 'Business';
}

/** An individual's name in the parts IRIS keeps apart (PersonFirstNm, PersonMiddleNm, PersonLastNm, SuffixNm). */
export interface PersonNameParts {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
}

/**
 * Name suffixes: generational (Jr, Sr, II-VIII) and professional (MD, PhD, Esq, ...). They are not part
 * of the surname, and the IRS ignores them in the name control (reference/tin-matching.md §5).
 */
const NAME_SUFFIXES = new Set([
  'JR',
  'SR',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'MD',
  'DDS',
  'DMD',
  'DVM',
  'PHD',
  'ESQ',
  'CPA',
]);

/** Titles before a name: Pub 1220 (reference §1) has them removed from name lines. */
const NAME_TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MX', 'DR', 'PROF', 'REV', 'HON']);

/**
 * Words that begin a surname when they stand before its last word: 'Maria de la Cruz', 'Ludwig van
 * Beethoven', 'Ronald Mc Donald'. The IRS keeps such prefixes in the surname and its name control
 * ('Van Dyke' → VAND, reference/irs-fire-pub1220.md §8.1).
 */
const SURNAME_PARTICLES = new Set([
  'AL',
  'BEN',
  'BIN',
  'BINT',
  'D',
  'DA',
  'DAL',
  'DAS',
  'DE',
  'DEGLI',
  'DEI',
  'DEL',
  'DELA',
  'DELLA',
  'DELLE',
  'DER',
  'DES',
  'DI',
  'DO',
  'DOS',
  'DU',
  'EL',
  'IBN',
  'LA',
  'LAS',
  'LE',
  'LES',
  'LO',
  'LOS',
  'MAC',
  'MC',
  'ST',
  'STE',
  'TEN',
  'TER',
  'VAN',
  'VANDE',
  'VANDEN',
  'VANDER',
  'VON',
  'ZU',
]);

/** Words that join two surnames: 'Gomez y Conde', 'Sousa e Silva'. */
const SURNAME_CONJUNCTIONS = new Set(['Y', 'E']);

/** A word as the name rules compare it: ASCII capitals without periods ('Jr.' → JR, 'Dé' → DE). */
function getWordKey(word: string): string {
  // ASCII words (nearly all) in one scan: transliteration leaves them as they are, or makes a control
  // character a blank, which goes with every other sign.
  if (typeof word !== 'string') return getWordKeyOfText(word);
  let key = '';
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (code >= 0x80) return getWordKeyOfText(word);
    if (code >= 97 && code <= 122) key += String.fromCharCode(code - 32);
    else if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) key += word.charAt(index);
  }
  return key;
}

function getWordKeyOfText(word: string): string {
  return transliterateToAscii(word)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export function isNameSuffix(word: string): boolean {
  return NAME_SUFFIXES.has(getWordKey(word));
}

function isParticle(word: string | undefined): boolean {
  return word !== undefined && SURNAME_PARTICLES.has(getWordKey(word));
}

function isConjunction(word: string | undefined): boolean {
  return word !== undefined && SURNAME_CONJUNCTIONS.has(getWordKey(word));
}

function toWords(text: string | null | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean);
}

/** Trailing suffix words, kept apart while at least `keep` name words stay before them. */
function takeSuffixes(words: string[], keep: number): string[] {
  let end = words.length;
  while (end > keep && isNameSuffix(words[end - 1] ?? '')) end -= 1;
  return words.splice(end);
}

/** Where the surname starts in given-name-first words: the last word, with the particles and joined surnames before it. */
function findSurnameStart(words: readonly string[]): number {
  let start = words.length - 1;
  for (;;) {
    if (start > 1 && isParticle(words[start - 1])) start -= 1;
    else if (start > 2 && isConjunction(words[start - 1])) start -= 2;
    else return start;
  }
}

/** How many leading words a surname-first name gives its surname, leaving one for the given name. */
function countSurnameWords(words: readonly string[], atLeast: number): number {
  let count = atLeast;
  while (count < words.length - 1) {
    if (words.slice(0, count).every((word) => isParticle(word))) count += 1;
    else if (isConjunction(words[count]) && count + 2 < words.length) count += 2;
    else break;
  }
  return count;
}

function toParts(
  given: readonly string[],
  surname: readonly string[],
  suffixes: readonly string[],
): PersonNameParts {
  return {
    firstName: given[0] ?? '',
    middleName: given.slice(1).join(' '),
    lastName: surname.join(' '),
    suffix: suffixes.join(' '),
  };
}

/**
 * Split a one-line individual name into the IRIS parts. Given name first by default ('Maria de la Cruz'
 * → Maria / de la Cruz, 'John A. Smith Jr.' → John / A. / Smith / Jr.); 'Surname, Given' with a comma,
 * or `surnameFirst` (Pub 1220 name lines, 'SMITH JOHN A JR'), put the surname first. Particles stay with
 * the surname, suffixes go apart and leading titles (Mr, Dr) are dropped. A name control, when given,
 * tells where the surname is (a Pub 1220 line written given name first, 'JOHN SMITH' with SMIT).
 */
export function splitPersonName(
  text: string | null | undefined,
  options: { surnameFirst?: boolean; nameControl?: string | null } = {},
): PersonNameParts {
  const commaParts = (text ?? '').split(',').map((part) => part.trim());
  let suffixes: string[] = [];
  while (commaParts.length > 1 && toWords(commaParts.at(-1)).every(isNameSuffix))
    suffixes = [...toWords(commaParts.pop()), ...suffixes];
  if (commaParts.length > 1) {
    const surname = toWords(commaParts[0]);
    const given = toWords(commaParts.slice(1).join(' '));
    suffixes = [...takeSuffixes(given, 1), ...suffixes];
    return toParts(given, surname, suffixes);
  }
  const words = toWords(commaParts[0]);
  suffixes = [...takeSuffixes(words, 2), ...suffixes];
  const control = (options.nameControl ?? '').trim().toUpperCase();
  if (options.surnameFirst || control) {
    const surnameWords = control ? matchSurnameFirst(words, control) : 1;
    if (surnameWords > 0 || !control) {
      // A control shorter than four characters is the whole surname ('NG', 'DE').
      const count =
        control.length > 0 && control.length < 4
          ? surnameWords
          : countSurnameWords(words, Math.max(surnameWords, 1));
      return toParts(words.slice(count), words.slice(0, count), suffixes);
    }
    const start = words.findIndex(
      (_, index) => index > 0 && getPersonNameControl(words.slice(index).join(' ')) === control,
    );
    if (start > 0) return toParts(words.slice(0, start), words.slice(start), suffixes);
    if (options.surnameFirst) return toParts(words.slice(1), words.slice(0, 1), suffixes);
  }
  while (words.length > 2 && NAME_TITLES.has(getWordKey(words[0] ?? ''))) words.shift();
  if (words.length === 1) return toParts([], words, suffixes);
  const start = findSurnameStart(words);
  return toParts(words.slice(0, start), words.slice(start), suffixes);
}

/** The number of leading words whose name control is `control` (0 if none). */
function matchSurnameFirst(words: readonly string[], control: string): number {
  for (let count = 1; count < words.length; count += 1) {
    const derived = getPersonNameControl(words.slice(0, count).join(' '));
    if (derived === control) return count;
    if (!control.startsWith(derived)) return 0;
  }
  return 0;
}

/** Whether the text has a blank of any kind (what /\s/ finds), in one scan without a regular expression. */
function hasBlank(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32 || (code >= 9 && code <= 13)) return true;
    if (code >= 0xa0 && isOtherBlank(code)) return true;
  }
  return false;
}

/** The blanks beyond ASCII that /\s/ matches (ECMAScript WhiteSpace and LineTerminator). */
function isOtherBlank(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The common case, one word per field and nothing to move: the fields trimmed, with no word lists. */
function getOneWordParts(name: {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}): PersonNameParts | null {
  const firstName = (name.firstName ?? '').trim();
  const middleName = (name.middleName ?? '').trim();
  const lastName = (name.lastName ?? '').trim();
  const suffix = (name.suffix ?? '').trim();
  if (!lastName || hasBlank(firstName) || hasBlank(lastName) || hasBlank(suffix)) return null;
  if (middleName && (hasBlank(middleName) || isParticle(middleName))) return null;
  return { firstName, middleName, lastName, suffix };
}

/**
 * The parts every writer uses for an individual (IRIS PersonName, the Pub 1220 name line, the TIN
 * matching name, the name control): blanks collapsed; a suffix typed into the last name ('Smith Jr.')
 * moved to the suffix; particles typed at the end of the first or middle name ('de la' + 'Cruz') moved
 * to the surname; a whole name typed in the first name with no last name split.
 */
export function getPersonNameParts(name: {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}): PersonNameParts {
  const fast = getOneWordParts(name);
  if (fast) return fast;
  const first = toWords(name.firstName);
  const middle = toWords(name.middleName);
  const last = toWords(name.lastName);
  const suffix = toWords(name.suffix);
  if (last.length === 0 && first.length + middle.length > 1)
    return splitPersonName([...first, ...middle, ...suffix].join(' '));
  const moved = takeSuffixes(last, 1);
  const given = middle.length > 0 ? middle : first;
  const keep = middle.length > 0 ? 0 : 1;
  let start = given.length;
  while (start > keep && last.length > 0 && isParticle(given[start - 1])) start -= 1;
  const particles = given.splice(start);
  return {
    firstName: first.join(' '),
    middleName: middle.join(' '),
    lastName: [...particles, ...last].join(' '),
    suffix: (suffix.length > 0 ? suffix : moved).join(' '),
  };
}

/**
 * Spreadsheet rule (spec part 2 §5): a first name containing a space is split into first and middle
 * ('Mary Ann' → Mary / Ann). An existing middle name is kept after the split-off part. A suffix at the
 * end ('John Jr.') is returned apart, for the surname's side.
 */
export function splitFirstName(
  firstName: string | null | undefined,
  middleName?: string | null,
): { firstName: string; middleName: string; suffix: string } {
  const words = toWords(firstName);
  const suffix = takeSuffixes(words, 1).join(' ');
  const [first = '', ...rest] = words;
  const middle = [...rest, (middleName ?? '').trim()].filter(Boolean).join(' ');
  return { firstName: first, middleName: middle, suffix };
}

/** Display name: the business name, else 'First Middle Last'. */
export function getDisplayName(person: {
  businessName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}): string {
  const business = (person.businessName ?? '').trim();
  if (business) return business;
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
