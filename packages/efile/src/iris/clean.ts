import {
  findUnsupportedCharacters,
  getFormTypeLabel,
  normalizeIrsText,
  type FormType,
  type IrsTextKind,
} from '@file1099/forms';
import type { EfileParty } from '../model.ts';
import { describeParty, keepDigits } from '../text.ts';
import { getFiledText, isPrintableAscii } from './filed-text.ts';

export { describeParty };

/**
 * Text as the TY2025 IRIS common types (IRS-IRefileTypes.xsd) take it. Each value is normalised by the
 * forms package's `normalizeIrsText` (the same function validation uses to show "will be filed as"):
 * accents transliterated, characters the pattern does not take turned into blanks, blanks collapsed.
 * Nothing is cut: text longer than the element takes, text in letters of another script, and text that
 * has nothing left after cleaning are refused with `IrisWriteError`, naming the field.
 */

/** Thrown when a value cannot be written as the user entered it; the message names form, party and field. */
export class IrisWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IrisWriteError';
  }
}

/** A value that does not fit its element; the writer adds the form and the party (`inContext`). */
export class IrisTextError extends IrisWriteError {
  constructor(message: string) {
    super(message);
    this.name = 'IrisTextError';
  }
}

/** `normalizeIrsText`, refusing what would change the value beyond the documented normalisation. */
export function fileText(
  kind: IrsTextKind,
  text: string | null | undefined,
  maxLength: number,
  label: string,
): string {
  const value = text ?? '';
  if (value.trim() === '') return '';
  const plain = isPrintableAscii(value);
  if (!plain) {
    const unsupported = findUnsupportedCharacters(value);
    if (unsupported.length > 0)
      throw new IrisTextError(
        `the ${label} "${value.trim()}" has letters the IRS does not accept (${unsupported.slice(0, 5).join('')}); write it in Latin letters`,
      );
  }
  if (kind === 'city' && /\d/.test(value))
    throw new IrisTextError(`the ${label} "${value}" has digits; IRIS takes only letters in a city`);
  const filed = getFiledText(kind, value, plain) ?? normalizeIrsText(kind, value);
  if (filed === '')
    throw new IrisTextError(`the ${label} "${value}" has no letters or digits the IRS accepts`);
  if (filed.length > maxLength)
    throw new IrisTextError(
      `the ${label} has ${filed.length} characters, but IRIS takes at most ${maxLength}; it is not cut`,
    );
  return filed;
}

/**
 * Runs `write`, putting "Form 1099-NEC for payee "Ana Lopez": " before a text refusal. `where` may be
 * a function, called only for a refusal (the writer calls this once per record).
 */
export function inContext<T>(where: string | (() => string), write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof IrisTextError)
      throw new IrisWriteError(`${typeof where === 'string' ? where : where()}: ${error.message}`);
    throw error;
  }
}

export function describeReturn(formType: FormType, payee: EfileParty): string {
  return `Form ${getFormTypeLabel(formType)} for payee ${describeParty(payee)}`;
}

/** BusinessNameLine1Type: letters, digits, # - ( ) & ' ; 75 characters. */
export function cleanBusinessName(text: string | null | undefined, label = 'business name'): string {
  return fileText('businessName', text, 75, label);
}

/** BusinessNameLine2Type: also / and %. */
export function cleanBusinessNameLine2(text: string | null | undefined): string {
  return fileText('businessName2', text, 75, 'second name line');
}

/** PersonFirstNameType, PersonLastNameType and the like: letters and hyphens; 20 characters. */
export function cleanPersonNamePart(text: string | null | undefined, label: string): string {
  return fileText('personNamePart', text, 20, label);
}

/** PersonNameType (contact names): letters, digits, ' and -; 35 characters. */
export function cleanPersonName(text: string | null | undefined): string {
  return fileText('contactName', text, 35, 'contact name');
}

/** StreetAddressType: starts with a letter or digit; letters, digits, - and /. */
export function cleanStreet(text: string | null | undefined): string {
  return fileText('street', text, Number.MAX_SAFE_INTEGER, 'street address');
}

/**
 * Two street lines of 35 characters (StreetAddressType). The street is written whole: a line 1 longer
 * than 35 characters continues on line 2 at a blank; a street that does not fit in 2 × 35 is refused.
 */
export function splitStreetLines(
  line1: string | null | undefined,
  line2: string | null | undefined,
): [string, string] {
  const first = cleanStreet(line1);
  const second = cleanStreet(line2);
  if (first.length <= 35 && second.length <= 35) return [first, second];
  const whole = `${first} ${second}`.trim();
  const words = whole.split(' ');
  let head = '';
  while (words.length > 0 && `${head} ${words[0]}`.trim().length <= 35)
    head = `${head} ${words.shift()}`.trim();
  let rest = words.join(' ');
  // A first word of more than 35 characters continues on line 2 mid-word: nothing is lost.
  if (head === '') [head, rest] = [whole.slice(0, 35), whole.slice(35)];
  if (rest.length > 35 || /^[^A-Za-z0-9]/.test(rest))
    throw new IrisTextError(
      'the street address does not fit in the two IRIS address lines of 35 characters; it is not cut',
    );
  return [head, rest];
}

/** CityType: letters and blanks; 40 characters (50 abroad). */
export function cleanCity(text: string | null | undefined, maxLength = 40): string {
  return fileText('city', text, maxLength, 'city');
}

/** TextType: printable ASCII with single blanks, at most `maxLength` characters. */
export function cleanText(text: string | null | undefined, maxLength: number, label: string): string {
  return fileText('text', text, maxLength, label);
}

/** EmailAddressType: TextType, 75 characters, kept as entered (not transliterated). */
export function cleanEmail(text: string | null | undefined, label = 'contact e-mail'): string {
  const value = (text ?? '').trim();
  if (value === '') return '';
  if (!/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(value))
    throw new IrisTextError(`the ${label} "${value}" is not an e-mail address IRIS takes`);
  if (value.length > 75)
    throw new IrisTextError(`the ${label} has ${value.length} characters, but IRIS takes at most 75`);
  return value;
}

/** ZIPCodeType: 5, 9 or 12 digits; any other count is refused, not cut. */
export function cleanZip(text: string | null | undefined): string {
  const digits = keepDigits(text);
  if (digits === '' || digits.length === 5 || digits.length === 9 || digits.length === 12) return digits;
  throw new IrisTextError(`the ZIP code "${text ?? ''}" has ${digits.length} digits; IRIS takes 5, 9 or 12`);
}

/** ContactPhoneNumberType: 10-30 digits (the forms package's `normalizePhone`); refused otherwise. */
export function cleanPhone(text: string | null | undefined, label = 'phone number'): string {
  if ((text ?? '').trim() === '') return '';
  const digits = normalizeIrsText('phone', text);
  if (digits.length < 10 || digits.length > 30)
    throw new IrisTextError(`the ${label} "${text ?? ''}" has ${digits.length} digits; IRIS takes 10 to 30`);
  return digits;
}

export function escapeXml(text: string): string {
  // Most values have nothing to escape: one pass over the characters instead of a replace call.
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 38 || code === 60 || code === 62 || code === 34 || code === 39)
      return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
  }
  return text;
}

export const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
