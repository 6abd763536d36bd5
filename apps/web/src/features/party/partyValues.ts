import {
  COUNTRIES,
  emptyAddress,
  ENTITY_TYPES,
  TIN_TYPES,
  US_ADDRESS_ONLY_CODES,
  US_STATES,
  isUsAddress,
  normalizeCountry,
  type AddressValues,
} from '@file1099/forms';
import { domainGraphql } from '../../gql/domain/index.ts';
import type { SelectOption } from '../form-kit/FormSelectField.tsx';

/** The form package's one address, as the payer and payee forms hold it (country as its IRS code). */
export type { AddressValues };

/** The address as the server sends it (GraphQL `Address`): the same parts. */
export type AddressDto = AddressValues;

export const EMPTY_ADDRESS: AddressValues = emptyAddress();

/** The address fields every payer, payee and filing operation reads (`...AddressFields`). */
domainGraphql(`
  fragment AddressFields on Address {
    line1
    line2
    city
    state
    country
    postalCode
  }
`);

export function toAddressValues(address: AddressDto | null | undefined): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return { ...address, country: normalizeCountry(address.country) ?? 'US' };
}

export function isUsAddressValues(address: Pick<AddressValues, 'country'>): boolean {
  return isUsAddress(address);
}

/** States and DC first, then the other codes a US mailing address may carry (the form package's lists). */
export const ADDRESS_STATE_OPTIONS: readonly SelectOption[] = [
  ...Object.entries(US_STATES).map(([value, name]) => ({ value, label: `${value} - ${name}` })),
  ...Object.entries(US_ADDRESS_ONLY_CODES).map(([value, name]) => ({ value, label: `${value} - ${name}` })),
];

/** A state filing takes a state or DC only. */
export const FILING_STATE_OPTIONS: readonly SelectOption[] = Object.entries(US_STATES).map(
  ([value, name]) => ({ value, label: `${value} - ${name}` }),
);

/** The United States first, then the IRS country list by name. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'US', label: COUNTRIES.US ?? 'United States' },
  ...Object.entries(COUNTRIES)
    .filter(([code]) => code !== 'US')
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label })),
];

export const TIN_TYPE_OPTIONS: readonly SelectOption[] = TIN_TYPES.map((type) => ({
  value: type,
  label: type,
}));

export const ENTITY_TYPE_OPTIONS: readonly SelectOption[] = ENTITY_TYPES.map((type) => ({
  value: type,
  label: type,
}));
