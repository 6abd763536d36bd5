import type { EntityType } from './names.ts';

/** Name suffixes and titles that are not part of a surname (reference/tin-matching.md §5: ignore them). */
const SURNAME_SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V', 'MD', 'DDS', 'PHD', 'ESQ', 'CPA']);

/**
 * Individual name control: the first four characters of the surname; apostrophes, periods and blanks
 * dropped; a hyphen kept ('O'Neil' → ONEI, 'Van Dyke' → VAND, 'Lo-Smith' → LO-S, 'Ng' → NG).
 * Sources: reference/tin-matching.md §5, reference/irs-fire-pub1220.md §8.1.
 */
export function getPersonNameControl(lastName: string | null | undefined): string {
  const words = (lastName ?? '').toUpperCase().split(/\s+/).filter(Boolean);
  const lastSurnameWord = words.findLastIndex(
    (word, index) => index === 0 || !SURNAME_SUFFIXES.has(word.replace(/\./g, '')),
  );
  return words
    .slice(0, lastSurnameWord + 1)
    .join('')
    .replace(/[^A-Z0-9-]/g, '')
    .replace(/^-+/, '')
    .slice(0, 4);
}

/**
 * Business name control: the first four significant characters of the legal name; only A-Z, 0-9, '&'
 * and '-' count and blanks are dropped; a leading 'The' is dropped when more than one word follows
 * ('The Willow Co' → WILL) and kept otherwise ('The Hawthorn' → THEH). Never use the DBA.
 */
export function getBusinessNameControl(businessName: string | null | undefined): string {
  const words = (businessName ?? '').toUpperCase().split(/\s+/).filter(Boolean);
  if (words[0] === 'THE' && words.length > 2) words.shift();
  return words
    .join('')
    .replace(/[^A-Z0-9&-]/g, '')
    .slice(0, 4);
}

/** The payee's name control: the surname for an individual (a sole proprietor's own name), else the business name. */
export function getPayeeNameControl(payee: {
  entityType: EntityType;
  lastName?: string | null;
  businessName?: string | null;
}): string {
  return payee.entityType === 'Individual'
    ? getPersonNameControl(payee.lastName)
    : getBusinessNameControl(payee.businessName);
}
