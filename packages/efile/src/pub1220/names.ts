import { getPayeeNameControl, getPersonNameParts, isPersonNamed, isUnitedStates } from '@file1099/forms';
import type { EfileAddress, EfileParty } from '../model.ts';
import {
  cleanPlainText,
  collapseBlanks,
  createCharacterTable,
  keepCharacters,
  keepDigits,
  truncateText,
} from '../text.ts';

/** Characters that pass the cleaning of names and addresses unchanged, apart from upper-casing. */
const NAME_TABLE = createCharacterTable(/[A-Za-z0-9&\- ]/);
const ADDRESS_TABLE = createCharacterTable(/[A-Za-z0-9/\- ]/);

/**
 * Pub 1220 (2025), Part C, General: alphabetic data in upper case; in name lines only the hyphen and
 * the ampersand are allowed special characters (reference §1). Addresses keep '/' and '-'.
 */
export function cleanNameLine(text: string | null | undefined): string {
  const plain = cleanPlainText(text ?? '', NAME_TABLE, 40);
  if (plain !== null) return plain;
  return truncateText(keepCharacters((text ?? '').replace(/['.]/g, '').toUpperCase(), /[A-Z0-9&\- ]/), 40);
}

export function cleanAddressText(text: string | null | undefined, length: number): string {
  const plain = cleanPlainText(text ?? '', ADDRESS_TABLE, length);
  if (plain !== null) return plain;
  return truncateText(keepCharacters((text ?? '').toUpperCase(), /[A-Z0-9/\- ]/), length);
}

/**
 * First name line: a business's legal name, or a person's name surname first as Pub 1220 prefers
 * ('SMITH JOHN A JR', 'DE LA CRUZ MARIA'), from the parts every writer uses. A sole proprietor's own
 * name goes here, never the DBA (reference §4.1).
 */
export function getPayeeNameLine(party: EfileParty): string {
  if (!isPersonNamed(party)) return cleanNameLine(party.businessName);
  const name = getPersonNameParts(party);
  return cleanNameLine([name.lastName, name.firstName, name.middleName, name.suffix].join(' '));
}

/** Second name line: a business's continuation, or a person's business name (DBA, disregarded entity). */
export function getSecondNameLine(party: EfileParty): string {
  return cleanNameLine(
    isPersonNamed(party) ? party.businessName || party.businessName2 : party.businessName2,
  );
}

/** The payee name control: the override when given, else derived as forms does (blanks if none). */
export function getNameControl(party: EfileParty): string {
  const given = party.nameControl?.trim();
  if (given) return given.toUpperCase().slice(0, 4);
  return getPayeeNameControl(party);
}

/** Foreign unless the country names the United States ('', 'US', 'USA', 'United States', ...: forms `isUnitedStates`). */
export function isForeignAddress(address: EfileAddress): boolean {
  return !isUnitedStates(address.country);
}

/** ZIP code: 9 digits, or 5 digits left-justified (Pub 1220: "5 left-justified + 4 blanks"). */
export function formatZipCode(postalCode: string | null | undefined): string {
  const digits = keepDigits(postalCode);
  return digits.length >= 9 ? digits.slice(0, 9) : digits.slice(0, 5);
}

/** Street line: both lines in the one 40-character field. */
export function getStreetLine(address: EfileAddress): string {
  const joined = `${address.line1} ${address.line2 ?? ''}`;
  // Plain text: blanks collapse the same once or twice.
  return cleanPlainText(joined, ADDRESS_TABLE, 40) ?? cleanAddressText(collapseBlanks(joined), 40);
}

/** Phone: digits only, left-justified, 15 characters with the extension (Pub 1220 T 344-358). */
export function formatPhone(phone: string | null | undefined): string {
  return keepDigits(phone).slice(0, 15);
}
