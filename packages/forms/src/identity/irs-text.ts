import { transliterateToAscii } from './transliterate.ts';

/**
 * The IRS text rules of every text field we file, in one table: the characters each format takes
 * (after transliteration), the maximum length in IRIS (TY2025 IRS-IRefileTypes.xsd) and in Pub 1220
 * (2025, Part C), and how a value is normalised. Validation at input and the file writers use the same
 * normalisation (`normalizeIrsText`), so what the user is shown as "will be filed as" is what is
 * written. A value is never cut: one longer than its IRS length is refused at input, and a writer that
 * still receives one refuses it too.
 */

/** How a field's value is normalised for IRIS (each kind is one schema type's pattern). */
export type IrsTextKind =
  | 'businessName'
  | 'businessName2'
  | 'personNamePart'
  | 'contactName'
  | 'street'
  | 'city'
  | 'text'
  | 'code'
  | 'phone'
  | 'email';

export interface IrsTextRule {
  /** The field as the user knows it ('Business name'). */
  label: string;
  kind: IrsTextKind;
  /** Longest value the IRIS schema takes after normalisation; null when the schema sets none. */
  irisMaxLength: number | null;
  /** Width of the Pub 1220 field; null when Pub 1220 has no such field (or shares it, see notes). */
  pub1220MaxLength: number | null;
  /** Whether the IRIS schema requires the element whenever its group is written. */
  required: boolean;
}

function rule(
  label: string,
  kind: IrsTextKind,
  irisMaxLength: number | null,
  pub1220MaxLength: number | null,
  required = false,
): IrsTextRule {
  return { label, kind, irisMaxLength, pub1220MaxLength, required };
}

/**
 * Every text field we file. Pub 1220 notes: individual names share one 40-character name line (surname
 * first); the two street lines share one 40-character field (the 40-character street rule of the
 * forms); a foreign city, province and postal code share 51 positions with the country name.
 */
export const IRS_TEXT_RULES = {
  businessName: rule('Business name', 'businessName', 75, 40, true),
  businessName2: rule('Doing business as name', 'businessName2', 75, 40),
  firstName: rule('First name', 'personNamePart', 20, null, true),
  middleName: rule('Middle name', 'personNamePart', 20, null),
  lastName: rule('Last name', 'personNamePart', 20, null, true),
  suffix: rule('Suffix', 'personNamePart', 20, null),
  contactName: rule('Contact name', 'contactName', 35, 40, true),
  addressLine1: rule('Street address', 'street', 35, 40, true),
  addressLine2: rule('Suite/Apt', 'street', 35, 40),
  city: rule('City', 'city', 40, 40, true),
  foreignCity: rule('City', 'city', 50, 51, false),
  province: rule('Province or state', 'text', 17, 51),
  foreignPostalCode: rule('Postal code', 'text', 16, 51),
  phoneNumber: rule('Phone number', 'phone', 30, 15, true),
  emailAddress: rule('E-mail', 'email', 75, 50),
  payeeAccountNumber: rule('Account number', 'text', 30, 20),
  state1EIN: rule("Payer's state no.", 'text', 25, null),
  taxExemptTaxCreditBondCusipNo: rule('CUSIP number', 'code', 9, 13),
  description: rule('Description', 'text', 100, 39),
  address: rule('Address or legal description', 'text', 100, 39, true),
  specialDataEntries: rule('Special data entries', 'text', 60, 60),
} as const satisfies Readonly<Record<string, IrsTextRule>>;

export type IrsTextField = keyof typeof IRS_TEXT_RULES;

/** Fewest digits of a phone number (ContactPhoneNumberType: 10 to 30 digits). */
export const MIN_PHONE_DIGITS = 10;

/** How people write phone numbers: digits with blanks, ( ) . - /, a leading +, an extension. */
const PHONE_PATTERN = /^\s*\+?[\d\s().\-/]*\d[\d\s().\-/]*(?:(?:ext\.?|extension|x|#|,)\s*\d+)?\s*$/i;

/** The characters each kind keeps (IRIS patterns); anything else becomes a blank. */
const KEPT: Readonly<Record<Exclude<IrsTextKind, 'phone' | 'email' | 'text'>, RegExp>> = {
  businessName: /[^A-Za-z0-9#\-()&' ]/g,
  businessName2: /[^A-Za-z0-9#\-()&'/% ]/g,
  personNamePart: /[^A-Za-z\- ]/g,
  contactName: /[^A-Za-z0-9'\- ]/g,
  street: /[^A-Za-z0-9\-/ ]/g,
  city: /[^A-Za-z ]/g,
  code: /[^A-Za-z0-9]/g,
};

/** Blank runs as one blank, the ends trimmed; text with single inner blanks only is returned as it is. */
function collapse(text: string): string {
  const last = text.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const code = text.charCodeAt(index);
    if (
      code === 32
        ? index === 0 || index === last || text.charCodeAt(index + 1) === 32
        : code < 32 || code > 126
    )
      return text.replace(/\s+/g, ' ').trim();
  }
  return text;
}

/**
 * A phone number as IRIS and Pub 1220 take it: its digits, the extension's digits after them.
 * '(555) 123-4567 ext. 89' → '555123456789'; '+1 555 123 4567' → '5551234567' (the US country code
 * is dropped when 11 digits start with 1).
 */
export function normalizePhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  const match = /^(.*?)(?:\s*(?:ext\.?|extension|x|#|,)\s*(\d+))?\s*$/i.exec(text);
  const main = (match?.[1] ?? text).replace(/\D/g, '');
  const extension = match?.[2] ?? '';
  const national = main.length === 11 && main.startsWith('1') ? main.slice(1) : main;
  return national + extension;
}

/**
 * The value as it is filed in IRIS, uncut: accents transliterated (`transliterateToAscii`), characters
 * the field's schema pattern does not take turned into blanks (apostrophes and periods are dropped
 * from person names: "O'Neil" → 'ONeil'), blanks collapsed; a street starts at its first letter or
 * digit; a code (CUSIP) is letters and digits, upper case; a phone number is its digits.
 */
export function normalizeIrsText(kind: IrsTextKind, text: string | null | undefined): string {
  const value = text ?? '';
  if (kind === 'phone') return normalizePhone(value);
  if (kind === 'email') return value.trim();
  const ascii = transliterateToAscii(value);
  switch (kind) {
    case 'text':
      return collapse(ascii);
    case 'personNamePart':
      return collapse(ascii.replace(/['.]/g, '').replace(KEPT.personNamePart, ' '));
    case 'street':
      return collapse(ascii.replace(KEPT.street, ' ')).replace(/^[^A-Za-z0-9]+/, '');
    case 'code':
      return ascii.replace(KEPT.code, '').toUpperCase();
    default:
      return collapse(ascii.replace(KEPT[kind], ' '));
  }
}

/** `normalizeIrsText` by field name: what the field will be filed as. */
export function getIrsFiledText(field: IrsTextField, text: string | null | undefined): string {
  return normalizeIrsText(IRS_TEXT_RULES[field].kind, text);
}

/** Letters and digits of scripts the IRS formats cannot carry (Greek, Cyrillic, CJK, Arabic, ...). */
export function findUnsupportedCharacters(text: string | null | undefined): string[] {
  const value = text ?? '';
  // ASCII letters and digits are the IRS's own: ASCII text (nearly every value) has nothing to find.
  let index = 0;
  while (index < value.length && value.charCodeAt(index) < 0x80) index += 1;
  if (index === value.length) return [];
  // Character by character as `for...of` gives them (a surrogate pair is one, a lone surrogate one
  // too), without making a string of each: only a character found is cut out.
  const found: string[] = [];
  while (index < value.length) {
    const code = value.charCodeAt(index);
    if (code < 0x80) {
      index += 1;
      continue;
    }
    const codePoint = value.codePointAt(index) ?? code;
    const size = codePoint > 0xffff ? 2 : 1;
    if (isUnsupportedCodePoint(codePoint, value, index, size)) {
      const character = value.slice(index, index + size);
      if (!found.includes(character)) found.push(character);
    }
    index += size;
  }
  return found;
}

/**
 * Whether each character seen is one of another script, by code point: below U+3000 (Latin, Greek,
 * Cyrillic, signs) in a table (0 not yet seen, 1 of another script, 2 not), above it in a map
 * emptied past 4096 of them.
 */
const UNSUPPORTED_BELOW = new Uint8Array(0x3000);
const UNSUPPORTED = new Map<number, boolean>();

function isUnsupportedCodePoint(codePoint: number, text: string, index: number, size: number): boolean {
  if (codePoint < 0x3000) {
    const known = UNSUPPORTED_BELOW[codePoint];
    if (known !== 0) return known === 1;
    const unsupported = isOfAnotherScript(text.slice(index, index + size));
    UNSUPPORTED_BELOW[codePoint] = unsupported ? 1 : 2;
    return unsupported;
  }
  let unsupported = UNSUPPORTED.get(codePoint);
  if (unsupported === undefined) {
    unsupported = isOfAnotherScript(text.slice(index, index + size));
    if (UNSUPPORTED.size >= 4096) UNSUPPORTED.clear();
    UNSUPPORTED.set(codePoint, unsupported);
  }
  return unsupported;
}

/** A letter or digit with no Latin letter or digit in its transliteration. */
function isOfAnotherScript(character: string): boolean {
  return /[\p{L}\p{N}]/u.test(character) && !/[A-Za-z0-9]/.test(transliterateToAscii(character));
}

export const IRS_TEXT_MESSAGES = {
  latinOnly: (label: string) =>
    `${label} must be written in Latin letters (A-Z); the IRS does not accept other alphabets`,
  nothingToFile: (label: string) => `${label} must contain letters or digits`,
  cityLettersOnly: 'City can contain only letters; write a number in the name as a word',
  tooLong: (label: string, maxLength: number) =>
    `${label} can not be more than ${maxLength} characters (the IRS limit)`,
  phoneDigits: (label: string) =>
    `${label} must have ${MIN_PHONE_DIGITS} to 30 digits, e.g. (555) 123-4567 or 555-123-4567 ext. 89`,
  emailAscii: (label: string) =>
    `${label} can contain only unaccented letters (a-z), digits and the usual signs such as . _ - +`,
} as const;

/** A message for one text value against its field's IRS rules, or null when it can be filed as is. */
export function checkIrsText(
  field: IrsTextField,
  text: string | null | undefined,
  maxLength: number | null = IRS_TEXT_RULES[field].irisMaxLength,
): string | null {
  if ((text ?? '').trim() === '') return null;
  const { label, kind } = IRS_TEXT_RULES[field];
  if (kind === 'phone') {
    const digits = normalizePhone(text).length;
    return digits < MIN_PHONE_DIGITS || digits > 30 || !PHONE_PATTERN.test(text ?? '')
      ? IRS_TEXT_MESSAGES.phoneDigits(label)
      : null;
  }
  if (kind === 'email' && /[^\x21-\x7e]/.test((text ?? '').trim()))
    return IRS_TEXT_MESSAGES.emailAscii(label);
  if (findUnsupportedCharacters(text).length > 0) return IRS_TEXT_MESSAGES.latinOnly(label);
  if (kind === 'city' && /\d/.test(text ?? '')) return IRS_TEXT_MESSAGES.cityLettersOnly;
  const filed = normalizeIrsText(kind, text);
  if (filed === '') return IRS_TEXT_MESSAGES.nothingToFile(label);
  if (maxLength !== null && filed.length > maxLength) return IRS_TEXT_MESSAGES.tooLong(label, maxLength);
  return null;
}
