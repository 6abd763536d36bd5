import { describe, expect, it } from 'vitest';
import { getTinWarnings, TIN_WARNING_MESSAGES } from './tin-warnings.ts';

describe('TIN warnings', () => {
  it.each([
    ['000-00-0000', 'TIN_PLACEHOLDER', TIN_WARNING_MESSAGES.placeholder],
    ['111-11-1111', 'TIN_SAME_DIGITS', TIN_WARNING_MESSAGES.sameDigits],
    ['123-45-6789', 'TIN_SEQUENTIAL', TIN_WARNING_MESSAGES.sequential],
  ] as const)('%s warns %s', (tin, code, message) => {
    expect(getTinWarnings(tin)).toEqual([{ code, message }]);
  });

  it.each([
    '912-50-1234',
    '912-93-1234',
    '512-34-5678',
    '98-7654321',
    '987654321',
    '12-34',
    // Never-issued ranges are validateTin's errors, not warnings.
    '666-12-1234',
    '07-1234567',
    '',
  ])('%s has no warning', (tin) => {
    expect(getTinWarnings(tin)).toEqual([]);
  });
});
