import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, checkMailingAddress, checkStreetLength } from './address-checks.ts';
import {
  formatAddressLine,
  isCountryCode,
  isUnitedStates,
  isUsAddress,
  isUsZipCode,
  normalizeCountry,
  STREET_LENGTH_MESSAGE,
  validateStreetLines,
} from './address.ts';
import { COUNTRIES } from './countries.ts';
import { validateOptionalEmail, isValidEmail } from './email.ts';
import { isUsAddressStateCode, isUsStateCode, US_STATES } from './us-states.ts';

describe('street lines', () => {
  it('allows 40 characters combined and rejects 41 with the spec message', () => {
    expect(validateStreetLines('a'.repeat(30), 'b'.repeat(10))).toBeNull();
    expect(validateStreetLines('a'.repeat(30), 'b'.repeat(11))).toBe(
      'Combined length of Street Name and Suite/Apt can not be more than 40 characters',
    );
    expect(validateStreetLines(' '.repeat(5) + 'a'.repeat(40), null)).toBeNull();
    expect(validateStreetLines(undefined, undefined)).toBeNull();
    expect(checkStreetLength({ line1: 'a'.repeat(41) })).toEqual([
      { code: 'STREET_TOO_LONG', path: 'line2', message: STREET_LENGTH_MESSAGE },
    ]);
  });
});

describe('states and countries', () => {
  it('lists the 50 states plus DC', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(isUsStateCode('DC')).toBe(true);
    expect(isUsStateCode('PR')).toBe(false);
    expect(isUsAddressStateCode('PR')).toBe(true);
    expect(isUsAddressStateCode('AE')).toBe(true);
    expect(isUsAddressStateCode('XX')).toBe(false);
    expect(isUsAddressStateCode(null)).toBe(false);
  });

  it.each([
    ['USA', 'US'],
    ['United States', 'US'],
    ['U.S.A', 'US'],
    ['u.s.', 'US'],
    ['United States of America', 'US'],
    ['us', 'US'],
    ['Canada', 'CA'],
    ['ca', 'CA'],
    ['germany', 'GM'],
    ['United Kingdom', 'UK'],
    ['Atlantis', 'Atlantis'],
    ['  ', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected);
  });

  const US_VARIANTS = [
    'US', 'us', 'Us', 'USA', 'usa', 'U.S.', 'u.s.a.', 'U.S.A', 'U S A', ' United States ', 'united states',
    'UNITED STATES OF AMERICA', 'United States of America', 'the United States', 'America', '', null, undefined,
  ]; // prettier-ignore

  it.each(US_VARIANTS)('%j is the United States: a domestic address with state and ZIP', (country) => {
    expect(isUnitedStates(country)).toBe(true);
    expect(isUsAddress({ country })).toBe(true);
    const address = { line1: '1 Main St', city: 'Austin', country };
    expect(checkMailingAddress({ ...address, state: 'TX', postalCode: '78701' })).toEqual([]);
    expect(checkMailingAddress(address).map((problem) => problem.code)).toEqual([
      'STATE_REQUIRED',
      'POSTAL_CODE_REQUIRED',
    ]);
  });

  it.each(['Canada', 'CA', 'American Samoa', 'United Kingdom', 'UK', 'Mexico'])('%j is not', (country) => {
    expect(isUnitedStates(country)).toBe(false);
  });

  it('uses the IRS country codes plus US', () => {
    expect(Object.keys(COUNTRIES)).toHaveLength(259);
    expect(COUNTRIES.GB).toBe('Gabon');
    expect(isCountryCode('UK')).toBe(true);
    expect(isCountryCode('uk')).toBe(false);
  });

  it('treats a blank country as the United States', () => {
    expect(isUsAddress({ country: '' })).toBe(true);
    expect(isUsAddress({ country: 'USA' })).toBe(true);
    expect(isUsAddress({ country: 'Canada' })).toBe(false);
    expect(isUsZipCode('12345')).toBe(true);
    expect(isUsZipCode('12345-6789')).toBe(true);
    expect(isUsZipCode('1234')).toBe(false);
    expect(isUsZipCode(null)).toBe(false);
  });
});

describe('mailing address', () => {
  it('accepts a complete US address', () => {
    expect(
      checkMailingAddress({ line1: '1 Main St', city: 'Austin', state: 'tx', postalCode: '78701' }),
    ).toEqual([]);
  });

  it('reports every missing part at once', () => {
    expect(checkMailingAddress(null).map((problem) => problem.message)).toEqual([
      ADDRESS_MESSAGES.line1Required,
      ADDRESS_MESSAGES.cityRequired,
      ADDRESS_MESSAGES.stateRequired,
      ADDRESS_MESSAGES.postalCodeRequired,
    ]);
  });

  it('checks state and ZIP formats', () => {
    const problems = checkMailingAddress({ line1: '1 Main', city: 'X', state: 'ZZ', postalCode: '1' });
    expect(problems.map((problem) => problem.code)).toEqual(['STATE_INVALID', 'ZIP_INVALID']);
  });

  it('needs a known country abroad and no US state', () => {
    expect(checkMailingAddress({ line1: '1 King St', city: 'Toronto', country: 'Canada' })).toEqual([]);
    expect(checkMailingAddress({ line1: '1 Road', city: 'X', country: 'Atlantis' })).toEqual([
      { code: 'COUNTRY_INVALID', path: 'country', message: ADDRESS_MESSAGES.countryInvalid },
    ]);
  });
});

describe('e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'x@sub.domain.org'])('%s is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['a@b', 'a b@c.com', '@c.com', 'a@.com', 'a@-b.com', `${'a'.repeat(250)}@b.com`])(
    '%s is invalid',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('is optional', () => {
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail(null)).toBeNull();
    expect(validateOptionalEmail('nope')).toBe('Must be a valid email');
  });
});

describe('formatAddressLine', () => {
  it('writes one line, naming the country only abroad', () => {
    expect(formatAddressLine(null)).toBe('');
    expect(formatAddressLine({ line1: '', city: '', state: '', postalCode: '', country: 'USA' })).toBe('');
    expect(
      formatAddressLine({
        line1: '1 Main St',
        line2: 'Suite 2',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
      }),
    ).toBe('1 Main St, Suite 2, Springfield, IL 62701');
    expect(
      formatAddressLine({ line1: '55 Rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' }),
    ).toBe(`55 Rue de la Paix, Paris, 75002, ${COUNTRIES.FR}`);
    expect(formatAddressLine({ line1: '1 Road', city: 'Town', country: 'Atlantis' })).toBe(
      '1 Road, Town, Atlantis',
    );
  });
});
