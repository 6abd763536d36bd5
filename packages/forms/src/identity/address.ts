import { COUNTRIES } from './countries.ts';

/** Spec part 1 §5 and §9: street line 1 plus line 2 may hold at most 40 characters. */
export const MAX_STREET_LENGTH = 40;
export const STREET_LENGTH_MESSAGE =
  'Combined length of Street Name and Suite/Apt can not be more than 40 characters';

/**
 * The one address of the product (payers, payees, W-9s, import rows, the GraphQL Address types, the
 * web's address fields): these parts, in this order.
 */
export const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'country', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as stored and shown: every part is text ('' when blank), the country as its IRS code. */
export type AddressValues = { [K in AddressField]: string };

/** An address as given (a form, a GraphQL input, a file row): any part may be missing. */
export type Address = { [K in AddressField]?: string | null };

/** The same parts with every part present, blank ones null: an address read from a file row. */
export type AddressRecord = { [K in AddressField]: string | null };

/** An address with every part '' (the country the United States). */
export function emptyAddress(): AddressValues {
  return { line1: '', line2: '', city: '', state: '', country: 'US', postalCode: '' };
}

/** The address parts of anything carrying them (a payer or payee row), and nothing else. */
export function pickAddress(row: AddressValues): AddressValues {
  return {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
  };
}

/** The 40-character rule on the two trimmed street lines; returns the spec's message or null. */
export function validateStreetLines(
  line1: string | null | undefined,
  line2: string | null | undefined,
): string | null {
  const length = (line1 ?? '').trim().length + (line2 ?? '').trim().length;
  return length > MAX_STREET_LENGTH ? STREET_LENGTH_MESSAGE : null;
}

/**
 * Ways people write the United States (spec part 2 §5: USA, United States, U.S.A become US), compared
 * after upper-casing and dropping everything but letters: 'u.s.', 'U S A', 'United States of America',
 * 'the United States'.
 */
const US_SPELLINGS = new Set([
  'US',
  'USA',
  'UNITEDSTATES',
  'UNITEDSTATESOFAMERICA',
  'UNITEDSTATESAMERICA',
  'THEUNITEDSTATES',
  'THEUNITEDSTATESOFAMERICA',
  'AMERICA',
]);

function simplify(text: string): string {
  return text.toUpperCase().replace(/[^A-Z]/g, '');
}

const COUNTRY_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRIES).flatMap(([code, name]) => {
    const shortName = name.replace(/\s*\(.*\)$/, '');
    return [
      [simplify(name), code],
      [simplify(shortName), code],
    ];
  }),
);

/**
 * A country as its code: 'USA', 'United States', 'U.S.A' → 'US'; a known code is kept; a country
 * name becomes its code; blank → null; anything else is returned trimmed for validation to report.
 */
export function normalizeCountry(country: string | null | undefined): string | null {
  const trimmed = (country ?? '').trim();
  if (trimmed === '') return null;
  const simple = simplify(trimmed);
  if (US_SPELLINGS.has(simple)) return 'US';
  const upper = trimmed.toUpperCase();
  if (Object.hasOwn(COUNTRIES, upper)) return upper;
  return COUNTRY_BY_NAME.get(simple) ?? trimmed;
}

export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(COUNTRIES, code);
}

/**
 * Whether a country names the United States: blank, 'US', 'USA', 'U.S.A.', 'United States (of
 * America)' in any case. The one test every writer (IRIS, Pub 1220, portal CSV) and address
 * validation use to decide between a domestic and a foreign address.
 */
export function isUnitedStates(country: string | null | undefined): boolean {
  // Fast path for the usual stored values (writers call this once per record).
  if (country === undefined || country === null || country === '' || country === 'US') return true;
  return (normalizeCountry(country) ?? 'US') === 'US';
}

/** One line for grids, reviews and questions: '1 Main St, Suite 2, Springfield, IL 62701', the country named abroad. */
export function formatAddressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const country = normalizeCountry(address.country) ?? 'US';
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, cityLine, country === 'US' ? '' : (COUNTRIES[country] ?? country)]
    .filter(Boolean)
    .join(', ');
}

/** A blank country means the United States. */
export function isUsAddress(address: Pick<Address, 'country'>): boolean {
  return isUnitedStates(address.country);
}

/** US ZIP code: 5 digits or ZIP+4. */
export function isUsZipCode(postalCode: string | null | undefined): boolean {
  return /^\d{5}(-?\d{4})?$/.test((postalCode ?? '').trim());
}
