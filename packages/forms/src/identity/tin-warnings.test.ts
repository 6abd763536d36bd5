import { describe, expect, it } from 'vitest';
import { getTinWarnings, TIN_WARNING_MESSAGES } from './tin-warnings.ts';

describe('TIN warnings', () => {
  it.each([
    ['000-00-0000', 'SSN', 'TIN_PLACEHOLDER', TIN_WARNING_MESSAGES.placeholder],
    ['111-11-1111', 'SSN', 'TIN_SAME_DIGITS', TIN_WARNING_MESSAGES.sameDigits],
    ['123-45-6789', 'SSN', 'TIN_SEQUENTIAL', TIN_WARNING_MESSAGES.sequential],
    ['812-70-1234', 'ITIN', 'TIN_ITIN_PREFIX', TIN_WARNING_MESSAGES.itinPrefix],
    ['912-93-1234', 'ITIN', 'TIN_ITIN_PREFIX', TIN_WARNING_MESSAGES.itinPrefix],
    ['912-66-1234', 'ITIN', 'TIN_ITIN_PREFIX', TIN_WARNING_MESSAGES.itinPrefix],
    ['912-70-1234', 'ATIN', 'TIN_ATIN_PREFIX', TIN_WARNING_MESSAGES.atinPrefix],
    ['812-93-1234', 'ATIN', 'TIN_ATIN_PREFIX', TIN_WARNING_MESSAGES.atinPrefix],
    ['912-70-1234', 'SSN', 'TIN_SSN_STARTS_WITH9', TIN_WARNING_MESSAGES.ssnStartsWith9],
    ['666-12-1234', 'SSN', 'TIN_SSN_INVALID_GROUPS', TIN_WARNING_MESSAGES.ssnInvalidGroups],
    ['000-12-1234', 'SSN', 'TIN_SSN_INVALID_GROUPS', TIN_WARNING_MESSAGES.ssnInvalidGroups],
    ['512-00-1234', 'SSN', 'TIN_SSN_INVALID_GROUPS', TIN_WARNING_MESSAGES.ssnInvalidGroups],
    ['512-34-0000', 'SSN', 'TIN_SSN_INVALID_GROUPS', TIN_WARNING_MESSAGES.ssnInvalidGroups],
    ['07-1234567', 'EIN', 'TIN_EIN_PREFIX', TIN_WARNING_MESSAGES.einPrefix],
    ['89-1234567', 'EIN', 'TIN_EIN_PREFIX', TIN_WARNING_MESSAGES.einPrefix],
  ] as const)('%s as %s warns %s', (tin, tinType, code, message) => {
    expect(getTinWarnings(tin, tinType)).toEqual([{ code, message }]);
  });

  it.each([
    ['912-50-1234', 'ITIN'],
    ['912-65-1234', 'ITIN'],
    ['912-88-1234', 'ITIN'],
    ['912-92-1234', 'ITIN'],
    ['912-99-1234', 'ITIN'],
    ['912-93-1234', 'ATIN'],
    ['512-34-5678', 'SSN'],
    ['12-3456780', 'EIN'],
    ['98-7654321', 'EIN'],
    ['987654321', 'NA'],
    ['12-34', 'EIN'],
    ['', 'SSN'],
  ] as const)('%s as %s has no warning', (tin, tinType) => {
    expect(getTinWarnings(tin, tinType)).toEqual([]);
  });
});
