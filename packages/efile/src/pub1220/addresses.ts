import { COUNTRIES, isCountryCode, normalizeCountry } from '@file1099/forms';
import type { EfileAddress } from '../model.ts';
import { cleanAddressText, fitWhole, formatZipCode, isForeignAddress } from './names.ts';

/** Raw values of a city/state/ZIP block: 40 + 2 + 9 characters. */
export interface CityStateZip {
  city: string;
  state: string;
  zipCode: string;
}

/** Country names as written, by code: the table is fixed, so each name is cleaned once. */
const COUNTRY_NAMES = new Map<string, string>();

function getCountryName(code: string): string {
  let name = COUNTRY_NAMES.get(code);
  if (name === undefined) {
    name = cleanAddressText((COUNTRIES[code] ?? code).replace(/\(.*\)/, ''), 51);
    if (Object.hasOwn(COUNTRIES, code)) COUNTRY_NAMES.set(code, name);
  }
  return name;
}

/** A U.S. address's state code, as the State field holds it. */
export function getUsState(address: EfileAddress): string {
  return (address.state ?? '').trim().toUpperCase();
}

/**
 * Pub 1220 (2025), Part C: with the foreign indicator set, the 51 positions of city, state and ZIP
 * may hold one free-format text "city, province/state, postal code, country, in that order". We write
 * them separated by blanks, the country as its name.
 */
export function getCityStateZip(
  address: EfileAddress,
  foreign: boolean = isForeignAddress(address),
  clean: (text: string | null | undefined, length: number, label: string) => string = cleanAddressText,
): CityStateZip {
  if (!foreign) {
    return {
      city: clean(address.city, 40, 'city'),
      state: getUsState(address),
      zipCode: formatZipCode(address.postalCode),
    };
  }
  const country = getCountryName(normalizeCountry(address.country) ?? '');
  const label = 'foreign city, province and postal code';
  // Each part and the country name is cleaned text (upper case, single inner blanks, trimmed), so
  // cleaning them again once joined would only drop the blank an empty part leaves: join the others.
  let joined = '';
  for (const part of [
    clean(address.city, 51, label),
    clean(address.province, 51, label),
    clean(address.postalCode, 51, label),
    country,
  ])
    if (part !== '') joined = joined === '' ? part : `${joined} ${part}`;
  const text = fitWhole(joined, 51, 'foreign city, province, postal code and country').padEnd(51, ' ');
  return { city: text.slice(0, 40), state: text.slice(40, 42), zipCode: text.slice(42, 51) };
}

const COUNTRY_BY_NAME: ReadonlyArray<readonly [string, string]> = Object.keys(COUNTRIES)
  .filter((code) => code !== 'US')
  .map((code) => [getCountryName(code), code] as const)
  .sort((left, right) => right[0].length - left[0].length);

/** Read a city/state/ZIP block back; a foreign block gives the city text and the country it ends with. */
export function readCityStateZip(block: CityStateZip, foreign: boolean): EfileAddress {
  if (!foreign) {
    return {
      line1: '',
      city: block.city.trim(),
      state: block.state.trim(),
      postalCode: block.zipCode.trim(),
    };
  }
  const text = `${block.city}${block.state}${block.zipCode}`.trim();
  const match = COUNTRY_BY_NAME.find(([name]) => text === name || text.endsWith(` ${name}`));
  if (!match) return { line1: '', city: text };
  const place = splitPostalCode(text.slice(0, text.length - match[0].length).trim());
  return { line1: '', ...place, country: isCountryCode(match[1]) ? match[1] : '' };
}

/**
 * 'MONTREAL QC H3B1A7' → city 'MONTREAL QC', postal code 'H3B1A7': from the first word with a digit
 * on is the postal code (IRIS ForeignPostalCd, 16 characters; a city holds letters only). Written back,
 * city and postal code give the same text.
 */
function splitPostalCode(text: string): { city: string; postalCode?: string } {
  const words = text.split(' ');
  const first = words.findIndex((word) => /\d/.test(word));
  if (first === -1) return { city: text };
  const postalCode = words.slice(first).join(' ');
  if (postalCode.length > 16) return { city: text };
  return { city: words.slice(0, first).join(' '), postalCode };
}
