import { collapseBlanks, keepCharacters, keepDigits, transliterateToAscii } from '../text.ts';

/**
 * Text cleaning to the patterns of the TY2025 IRIS common types (IRS-IRefileTypes.xsd). Each keeps the
 * characters its pattern allows, single blanks, and its maximum length, cutting at a word.
 */
function fit(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const blank = cut.lastIndexOf(' ');
  return (text.charAt(maxLength) === ' ' || blank < maxLength / 2 ? cut : cut.slice(0, blank)).trim();
}

/** BusinessNameLine1Type: letters, digits, # - ( ) & ' ; 75 characters. */
export function cleanBusinessName(text: string | null | undefined): string {
  return fit(keepCharacters(text ?? '', /[A-Za-z0-9#\-()&' ]/), 75);
}

/** BusinessNameLine2Type: also / and %. */
export function cleanBusinessNameLine2(text: string | null | undefined): string {
  return fit(keepCharacters(text ?? '', /[A-Za-z0-9#\-()&'/% ]/), 75);
}

/** PersonFirstNameType, PersonLastNameType and the like: letters and hyphens; 20 characters. */
export function cleanPersonNamePart(text: string | null | undefined): string {
  return fit(keepCharacters((text ?? '').replace(/['.]/g, ''), /[A-Za-z\- ]/), 20);
}

/** PersonNameType (contact names): letters, digits, ' and -; 35 characters. */
export function cleanPersonName(text: string | null | undefined): string {
  return fit(keepCharacters(text ?? '', /[A-Za-z0-9'\- ]/), 35);
}

/** StreetAddressType: starts with a letter or digit; letters, digits, - and /; 35 characters. */
export function cleanStreet(text: string | null | undefined): string {
  return keepCharacters(text ?? '', /[A-Za-z0-9\-/ ]/).replace(/^[^A-Za-z0-9]+/, '');
}

/** Two street lines of 35 characters: what does not fit on line 1 moves to line 2. */
export function splitStreetLines(
  line1: string | null | undefined,
  line2: string | null | undefined,
): [string, string] {
  const first = cleanStreet(line1);
  const second = cleanStreet(line2);
  if (first.length <= 35) return [first, fit(second, 35)];
  const head = fit(first, 35);
  return [
    head,
    fit(collapseBlanks(`${first.slice(head.length)} ${second}`).replace(/^[^A-Za-z0-9]+/, ''), 35),
  ];
}

/** CityType: letters and blanks; 40 characters (50 abroad). */
export function cleanCity(text: string | null | undefined, maxLength = 40): string {
  return fit(keepCharacters(text ?? '', /[A-Za-z ]/), maxLength);
}

/** TextType: printable ASCII with single blanks. */
export function cleanText(text: string | null | undefined, maxLength: number): string {
  return fit(collapseBlanks(transliterateToAscii(text ?? '')), maxLength);
}

/** ZIPCodeType: 5, 9 or 12 digits. */
export function cleanZip(text: string | null | undefined): string {
  const digits = keepDigits(text);
  if (digits.length >= 12) return digits.slice(0, 12);
  if (digits.length >= 9) return digits.slice(0, 9);
  return digits.slice(0, 5);
}

/** ContactPhoneNumberType: 10-30 digits. */
export function cleanPhone(text: string | null | undefined): string {
  return keepDigits(text).slice(0, 30);
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

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
