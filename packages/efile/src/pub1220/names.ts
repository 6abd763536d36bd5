import {
  findUnsupportedCharacters,
  getBusinessNameControl,
  getPersonNameControl,
  getPersonNameParts,
  isPersonNamed,
  isUnitedStates,
  normalizePhone,
  type PersonNameParts,
} from '@file1099/forms';
import type { EfileAddress, EfileParty } from '../model.ts';
import {
  cleanAsciiText,
  cleanLatinText,
  collapseBlanks,
  createCleaningTable,
  keepCharacters,
  keepDigits,
  putCleanAscii,
  transliterateToAscii,
} from '../text.ts';
import { Pub1220TextError } from './records.ts';

/** What names and addresses keep of ASCII text (upper-cased), for `cleanAsciiText`. */
const NAME_CLEANING = createCleaningTable(/[A-Z0-9&\- ]/, /['.]/);
const ADDRESS_CLEANING = createCleaningTable(/[A-Z0-9/\- ]/);
/** For text already upper-cased and transliterated: lower-case letters are not taken, as in keepCharacters. */
const NAME_KEPT = createCleaningTable(/[A-Z0-9&\- ]/, undefined, false);
const ADDRESS_KEPT = createCleaningTable(/[A-Z0-9/\- ]/, undefined, false);

/** keepCharacters(upper, allowed) in one pass after the transliteration. */
function keepUpperCase(upper: string, table: Uint8Array, allowed: RegExp): string {
  return cleanAsciiText(transliterateToAscii(upper), table, false) ?? keepCharacters(upper, allowed);
}

/**
 * Pub 1220 (2025), Part C, General: alphabetic data in upper case; in name lines only the hyphen and
 * the ampersand are allowed special characters (reference §1). Addresses keep '/' and '-'.
 */
export function cleanNameLine(text: string | null | undefined, label = 'name line'): string {
  if (text === undefined || text === null || text === '') return '';
  const ascii = cleanAsciiText(text, NAME_CLEANING) ?? cleanLatinText(text, NAME_CLEANING, NAME_KEPT);
  if (ascii !== null && ascii !== '') return fitWhole(ascii, 40, label);
  checkCharacters(text ?? '', label);
  const upper = (text ?? '').replace(/['.]/g, '').toUpperCase();
  const cleaned = keepUpperCase(upper, NAME_KEPT, /[A-Z0-9&\- ]/);
  return fitWhole(checkNotEmpty(cleaned, text, label), 40, label);
}

export function cleanAddressText(text: string | null | undefined, length: number, label = 'address'): string {
  // Nothing to clean (office code, special data entries and second lines are usually empty).
  if (text === undefined || text === null || text === '') return '';
  return fitWhole(cleanAddressWhole(text, label), length, label);
}

/** `cleanAddressText` before its length check: the cleaned text, or the refusal of its characters. */
export function cleanAddressWhole(text: string, label: string): string {
  const ascii =
    cleanAsciiText(text, ADDRESS_CLEANING) ?? cleanLatinText(text, ADDRESS_CLEANING, ADDRESS_KEPT);
  if (ascii !== null && ascii !== '') return ascii;
  checkCharacters(text ?? '', label);
  const cleaned = keepUpperCase((text ?? '').toUpperCase(), ADDRESS_KEPT, /[A-Z0-9/\- ]/);
  return checkNotEmpty(cleaned, text, label);
}

/** Text is written whole or refused (Pub 1220 fields have fixed widths; cutting changes the value). */
export function fitWhole(text: string, length: number, label: string): string {
  if (text.length > length)
    throw new Pub1220TextError(
      `the ${label} has ${text.length} characters, but Pub 1220 holds ${length}; it is not cut`,
    );
  return text;
}

/** Letters of other scripts would be dropped: refused instead (forms `findUnsupportedCharacters`). */
function checkCharacters(text: string, label: string): void {
  const unsupported = findUnsupportedCharacters(text);
  if (unsupported.length > 0)
    throw new Pub1220TextError(
      `the ${label} "${collapseBlanks(text)}" has letters the IRS does not accept (${unsupported.slice(0, 5).join('')}); write it in Latin letters`,
    );
}

function checkNotEmpty(cleaned: string, text: string | null | undefined, label: string): string {
  if (cleaned === '' && (text ?? '').trim() !== '')
    throw new Pub1220TextError(`the ${label} "${text ?? ''}" has no letters or digits Pub 1220 accepts`);
  return cleaned;
}

/**
 * First name line: a business's legal name, or a person's name surname first as Pub 1220 prefers
 * ('SMITH JOHN A JR', 'DE LA CRUZ MARIA'), from the parts every writer uses. A sole proprietor's own
 * name goes here, never the DBA (reference §4.1).
 */
export function getPayeeNameLine(party: EfileParty): string {
  if (!isPersonNamed(party)) return cleanNameLine(party.businessName);
  return getPersonNameLine(getPersonNameParts(party));
}

export function getPersonNameLine(name: PersonNameParts): string {
  return cleanNameLine(`${name.lastName} ${name.firstName} ${name.middleName} ${name.suffix}`);
}

/** Second name line: a business's continuation, or a person's business name (DBA, disregarded entity). */
export function getSecondNameLine(party: EfileParty): string {
  return cleanNameLine(getSecondNameText(party, isPersonNamed(party)), 'second name line');
}

export function getSecondNameText(party: EfileParty, personNamed: boolean): string | undefined {
  return personNamed ? party.businessName || party.businessName2 : party.businessName2;
}

/** The payee name control: the override when given, else derived as forms does (blanks if none). */
export function getNameControl(party: EfileParty): string {
  const given = getGivenNameControl(party);
  if (given !== null) return given;
  return isPersonNamed(party)
    ? getPersonNameControl(getPersonNameParts(party).lastName)
    : getBusinessNameControl(party.businessName);
}

export function getGivenNameControl(party: EfileParty): string | null {
  const given = party.nameControl?.trim();
  return given ? given.toUpperCase().slice(0, 4) : null;
}

/**
 * forms `getBusinessNameControl` for a plain ASCII name, in one scan: the first four of A-Z, 0-9, '&'
 * and '-' once upper-cased, blanks dropped, a leading '&' or '-' skipped. Names where a word changes
 * the rule (a first word 'The' or 'Estate', a last word 'Estate') and any other text go to forms.
 * Tested against forms on generated names.
 */
export function getBusinessControl(name: string | null | undefined): string {
  if (typeof name !== 'string') return getBusinessNameControl(name);
  let control = '';
  let words = 0;
  let inWord = false;
  let firstWordStart = -1;
  let firstWordEnd = -1;
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return getBusinessNameControl(name);
    if (code === 32) {
      if (inWord && words === 1) firstWordEnd = index;
      inWord = false;
      continue;
    }
    if (!inWord) {
      words += 1;
      inWord = true;
      if (words === 1) firstWordStart = index;
    }
    if (control.length === 4) continue;
    const upper = code >= 97 && code <= 122 ? code - 32 : code;
    const letterOrDigit = (upper >= 65 && upper <= 90) || (upper >= 48 && upper <= 57);
    if (letterOrDigit || ((upper === 38 || upper === 45) && control !== ''))
      control += String.fromCharCode(upper);
  }
  if (words > 2) {
    const first = name.slice(firstWordStart, firstWordEnd).toUpperCase();
    if (first === 'THE' || first === 'ESTATE' || /ESTATE$/i.test(lastWordLetters(name)))
      return getBusinessNameControl(name);
  }
  return control;
}

/** The letters of the last blank-separated word. */
function lastWordLetters(name: string): string {
  const trimmed = name.trimEnd();
  return trimmed.slice(trimmed.lastIndexOf(' ') + 1).replace(/[^A-Za-z]/g, '');
}

/** A B record's name fields. */
export interface PayeeNameFields {
  nameControl: string;
  /** Null when left for later (`putPayeeNameLine`, else `getLaterNameLine`). */
  nameLine: string | null;
  secondNameLine: string;
  /** A person's name parts, which the first name line is made of; null for a business. */
  personParts: PersonNameParts | null;
}

/** Name fields to fill (`getPayeeNameFields`), empty. */
export function createPayeeNameFields(): PayeeNameFields {
  return { nameControl: '', nameLine: '', secondNameLine: '', personParts: null };
}

/**
 * The name control and both name lines of a payee, with the person's name parts worked out once:
 * the same values as `getNameControl`, `getPayeeNameLine` and `getSecondNameLine` give (forms'
 * `getPayeeNameControl` is `getPersonNameControl` of the parts' surname, or the business's control).
 * With `lineLater` the first name line is left for later (null), for the byte path to write.
 */
export function getPayeeNameFields(party: EfileParty, into: PayeeNameFields, lineLater = false): void {
  const personNamed = isPersonNamed(party);
  const given = getGivenNameControl(party);
  if (personNamed) {
    const parts = getPersonNameParts(party);
    into.nameControl = given ?? getPersonNameControl(parts.lastName);
    into.nameLine = lineLater ? null : getPersonNameLine(parts);
    into.personParts = parts;
  } else {
    into.nameControl = given ?? getBusinessControl(party.businessName);
    into.nameLine = lineLater ? null : cleanNameLine(party.businessName);
    into.personParts = null;
  }
  into.secondNameLine = cleanNameLine(getSecondNameText(party, personNamed), 'second name line');
}

/** The first name line `getPayeeNameFields(party, fields, true)` left for later, as text. */
export function getLaterNameLine(party: EfileParty, fields: PayeeNameFields): string {
  return fields.personParts ? getPersonNameLine(fields.personParts) : cleanNameLine(party.businessName);
}

/**
 * What a 40-position field written with `putCleanAscii` holds: its `length` when something was
 * written, else -1 with the field blank again (the bytes written before it stopped are cleared).
 */
function keptOrBlank(out: Uint8Array, at: number, length: number): number {
  if (length > 0) return length;
  out.fill(32, at, at + 40);
  return -1;
}

/**
 * The first name line `getPayeeNameFields(party, fields, true)` left for later, written as bytes at
 * `at` of `out` (a 40-position field): its length, or -1 when the name is not plain ASCII text that
 * fits (`getLaterNameLine` then says what it files or refuses), with the field blank again.
 */
export function putPayeeNameLine(
  out: Uint8Array,
  at: number,
  party: EfileParty,
  fields: PayeeNameFields,
): number {
  const parts = fields.personParts;
  const name = party.businessName;
  let length = -1;
  if (parts) {
    const { lastName, firstName, middleName, suffix } = parts;
    length = putCleanAscii(out, at, 40, NAME_CLEANING, lastName, firstName, middleName, suffix);
  } else if (typeof name === 'string') length = putCleanAscii(out, at, 40, NAME_CLEANING, name, '');
  return keptOrBlank(out, at, length);
}

/** Foreign unless the country names the United States ('', 'US', 'USA', 'United States', ...: forms `isUnitedStates`). */
export function isForeignAddress(address: EfileAddress): boolean {
  return !isUnitedStates(address.country);
}

/** ZIP code: 9 digits, or 5 digits left-justified (Pub 1220: "5 left-justified + 4 blanks"). */
export function formatZipCode(postalCode: string | null | undefined): string {
  const digits = keepDigits(postalCode);
  if (digits.length === 0 || digits.length === 5 || digits.length === 9) return digits;
  throw new Pub1220TextError(
    `the ZIP code "${postalCode ?? ''}" has ${digits.length} digits; Pub 1220 takes 5 or 9, and it is not cut`,
  );
}

/** Street line: both lines in the one 40-character field. */
export function getStreetLine(address: EfileAddress): string {
  const joined = `${address.line1} ${address.line2 ?? ''}`;
  // Blanks collapse the same once or twice: the one-pass cleaners make every run of blanks (a
  // blank of any kind becomes ' ' or a refusal in transliteration) one blank and trim the ends.
  const cleaned =
    cleanAsciiText(joined, ADDRESS_CLEANING) ?? cleanLatinText(joined, ADDRESS_CLEANING, ADDRESS_KEPT);
  return cleaned === null || cleaned === ''
    ? cleanAddressText(collapseBlanks(joined), 40, 'street address')
    : fitWhole(cleaned, 40, 'street address');
}

/**
 * `getStreetLine(address)` written as bytes at `at` of `out` (a 40-position field): its length, or
 * -1 when the lines are not plain ASCII text that fits (getStreetLine then says what it files or
 * refuses), with the field blank again. No string is made for the street of nearly every record.
 */
export function putStreetLine(out: Uint8Array, at: number, address: EfileAddress): number {
  const { line1 } = address;
  const line2 = address.line2 ?? '';
  if (typeof line1 !== 'string' || typeof line2 !== 'string') return -1;
  const length = putCleanAscii(out, at, 40, ADDRESS_CLEANING, line1, line2);
  return keptOrBlank(out, at, length);
}

/**
 * A U.S. address's city (`cleanAddressText(address.city, 40, 'city')`) written as bytes at `at` of
 * `out` (a 40-position field): its length, or -1 when it is not plain ASCII text that fits, or is
 * empty once cleaned (the text path then says what it files or refuses), with the field blank again.
 */
export function putCity(out: Uint8Array, at: number, address: EfileAddress): number {
  const { city } = address;
  if (typeof city !== 'string') return -1;
  const length = putCleanAscii(out, at, 40, ADDRESS_CLEANING, city, '');
  return keptOrBlank(out, at, length);
}

/**
 * Phone: digits only, left-justified, 15 characters with the extension (Pub 1220 T 344-358), read as
 * the forms package reads phone numbers (`normalizePhone`: '+1 (555) 123-4567 x 89' → '555123456789').
 */
export function formatPhone(phone: string | null | undefined, label = 'phone number'): string {
  return fitWhole(normalizePhone(phone), 15, label);
}
