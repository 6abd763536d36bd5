import { normalizeCountry, type Address, type AddressValues } from '@file1099/forms';
import { text } from '@file1099/shared';

export { pickAddress } from '@file1099/forms';

/** A postal address as payers and payees store it (one column per part): the form package's one address. */
export type StoredAddress = AddressValues;

/** An address as a save sends it: any part missing or null. */
export type AddressInput = Address;

/** Trimmed parts, the state upper-cased and the country as a code ('USA', 'United States' → 'US'). */
export function readAddressInput(address: AddressInput | null | undefined): StoredAddress {
  return {
    line1: text(address?.line1),
    line2: text(address?.line2),
    city: text(address?.city),
    state: text(address?.state).toUpperCase(),
    country: normalizeCountry(address?.country) ?? 'US',
    postalCode: text(address?.postalCode),
  };
}
