import { normalizeCountry } from '@file1099/forms';

/** A postal address as payers and payees store it (one column per part). */
export interface StoredAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

export interface AddressInput {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

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

/** The address columns of a payer or payee row. */
export function pickAddress(row: StoredAddress): StoredAddress {
  return {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
  };
}
