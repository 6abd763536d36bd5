import { createProblem, type Problem } from '../problem.ts';
import {
  isCountryCode,
  isUsAddress,
  isUsZipCode,
  normalizeCountry,
  validateStreetLines,
  type Address,
} from './address.ts';
import { checkIrsText, type IrsTextField } from './irs-text.ts';
import { isUsAddressStateCode } from './us-states.ts';

export const ADDRESS_MESSAGES = {
  line1Required: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: 'Please enter a valid two-letter state code',
  postalCodeRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid 5 or 9 digit ZIP code',
  countryInvalid: 'Please enter a valid country',
} as const;

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** The 40-character street rule alone, as the payee and W-9 forms check it. */
export function checkStreetLength(address: Address | null | undefined): Problem[] {
  const message = validateStreetLines(address?.line1, address?.line2);
  return message ? [createProblem('STREET_TOO_LONG', 'line2', message)] : [];
}

/**
 * The address text against the IRS rules (identity/irs-text.ts): Latin letters only, a street with
 * letters or digits, a city of letters, each within its IRS length (a foreign city 50, a foreign
 * postal code 16). Blank fields are left to the required checks. Paths are relative.
 */
export function checkAddressText(address: Address | null | undefined): Problem[] {
  const foreign = !isUsAddress({ country: address?.country ?? null });
  const checks: (readonly [keyof Address, IrsTextField, string | null | undefined])[] = [
    ['line1', 'addressLine1', address?.line1],
    ['line2', 'addressLine2', address?.line2],
    ['city', foreign ? 'foreignCity' : 'city', address?.city],
  ];
  if (foreign) checks.push(['postalCode', 'foreignPostalCode', address?.postalCode]);
  return checks.flatMap(([path, field, value]) => {
    // The two street lines are filed as one text split into 35-character lines: the 40-character
    // street rule limits their length, so only their characters are checked here.
    const message = checkIrsText(field, value, path === 'line1' || path === 'line2' ? null : undefined);
    return message ? [createProblem('IRS_TEXT_INVALID', path, message)] : [];
  });
}

/**
 * A mailing address complete enough to file: street, city, and for the United States a state code and
 * ZIP code; a foreign address needs a known country (IRIS MailingAddressGrp). Paths are relative.
 */
export function checkMailingAddress(address: Address | null | undefined): Problem[] {
  const problems: Problem[] = [...checkStreetLength(address)];
  if (isBlank(address?.line1))
    problems.push(createProblem('ADDRESS_LINE1_REQUIRED', 'line1', ADDRESS_MESSAGES.line1Required));
  if (isBlank(address?.city))
    problems.push(createProblem('CITY_REQUIRED', 'city', ADDRESS_MESSAGES.cityRequired));
  const country = normalizeCountry(address?.country);
  if (!isUsAddress({ country })) {
    if (!isCountryCode(country))
      problems.push(createProblem('COUNTRY_INVALID', 'country', ADDRESS_MESSAGES.countryInvalid));
    return problems;
  }
  const state = (address?.state ?? '').trim().toUpperCase();
  if (state === '') problems.push(createProblem('STATE_REQUIRED', 'state', ADDRESS_MESSAGES.stateRequired));
  else if (!isUsAddressStateCode(state))
    problems.push(createProblem('STATE_INVALID', 'state', ADDRESS_MESSAGES.stateInvalid));
  if (isBlank(address?.postalCode)) {
    problems.push(createProblem('POSTAL_CODE_REQUIRED', 'postalCode', ADDRESS_MESSAGES.postalCodeRequired));
  } else if (!isUsZipCode(address?.postalCode)) {
    problems.push(createProblem('ZIP_INVALID', 'postalCode', ADDRESS_MESSAGES.zipInvalid));
  }
  return problems;
}
