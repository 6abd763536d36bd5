import type { TinType } from './tin.ts';
import { getPersonNameParts, isNameSuffix, splitPersonName, type EntityType } from './names.ts';
import { transliterateToAscii } from './transliterate.ts';

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
  if (/^[\x21-\x7e]*$/.test(text)) return toPersonControl(text.toUpperCase());
  const words = toUpperWords(text);
  let end = words.length;
  while (end > 1 && isNameSuffix(words[end - 1] ?? '')) end -= 1;
  return toPersonControl(words.slice(0, end).join(''));
}

/** Upper-case surname text without blanks → letters and hyphens, a letter first, four at most. */
function toPersonControl(joined: string): string {
  return joined
    .replace(/[^A-Z-]/g, '')
    .replace(/^-+/, '')
    .slice(0, 4);
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
