import { describe, expect, it } from 'vitest';
import {
  formatTin,
  getTinLast4,
  isCompleteTin,
  isPlaceholderTin,
  isTinType,
  maskTin,
  normalizeTin,
  normalizeTinType,
  TIN_MASKS,
  TIN_MESSAGES,
  validateTin,
} from './tin.ts';

describe('TIN masks and messages', () => {
  it('has the spec masks', () => {
    expect(TIN_MASKS).toEqual({
      EIN: 'xx-xxxxxxx',
      SSN: 'xxx-xx-xxxx',
      ITIN: 'xxx-xx-xxxx',
      ATIN: 'xxx-xx-xxxx',
      NA: 'xxxxxxxxx',
    });
  });

  it.each([
    ['EIN', '12-345678', 'Please enter a valid FEIN'],
    ['EIN', '123-45-6789', 'Please enter a valid FEIN'],
    ['SSN', '12-3456789', 'Please enter a valid SSN/ATIN/ITIN'],
    ['ITIN', '912-7A-1234', 'Please enter a valid SSN/ATIN/ITIN'],
    ['ATIN', '12345678', 'Please enter a valid SSN/ATIN/ITIN'],
    ['NA', '123-45-6789', 'Please enter a valid 9 digit TIN'],
    ['NA', '12345678a', 'Please enter a valid 9 digit TIN'],
    ['SSN', '', 'Required'],
    ['EIN', '   ', 'Required'],
  ] as const)('%s %j → %s', (tinType, tin, message) => {
    expect(validateTin(tin, tinType)).toBe(message);
  });

  it.each([
    ['EIN', '12-3456789'],
    ['EIN', '123456789'],
    ['EIN', '**-***6789'],
    ['SSN', '123-45-6789'],
    ['SSN', '***-**-6789'],
    ['ITIN', '912706789'],
    ['ATIN', '912-93-6789'],
    ['NA', '123456789'],
    ['NA', '*****6789'],
  ] as const)('%s %j is accepted', (tinType, tin) => {
    expect(validateTin(tin, tinType)).toBeNull();
  });

  it('skips the check when the TIN is unchanged, ignoring dashes and spaces', () => {
    expect(validateTin('12 3456 789', 'EIN', '12-3456789')).toBeNull();
    expect(validateTin('12 3456 789', 'EIN', '12-3456788')).toBe(TIN_MESSAGES.invalidEin);
    expect(validateTin('12 3456 789', 'EIN', null)).toBe(TIN_MESSAGES.invalidEin);
    expect(validateTin('', 'EIN', '')).toBe(TIN_MESSAGES.required);
  });
});

describe('TIN helpers', () => {
  it('normalizes, formats and completes', () => {
    expect(normalizeTin(' 12-34 56789 ')).toBe('123456789');
    expect(normalizeTin(null)).toBe('');
    expect(formatTin('123456789', 'EIN')).toBe('12-3456789');
    expect(formatTin('123456789', 'SSN')).toBe('123-45-6789');
    expect(formatTin('123-45-6789', 'NA')).toBe('123456789');
    expect(formatTin('1234', 'SSN')).toBe('1234');
    expect(formatTin(undefined, 'SSN')).toBe('');
    expect(isCompleteTin('12-3456789')).toBe(true);
    expect(isCompleteTin('***-**-6789')).toBe(false);
  });

  it('masks to the last 4 digits', () => {
    expect(maskTin('123-45-6789', 'SSN')).toBe('***-**-6789');
    expect(maskTin('123456789', 'ITIN')).toBe('***-**-6789');
    expect(maskTin('12-3456789', 'EIN')).toBe('**-***6789');
    expect(maskTin('123456789', 'NA')).toBe('*****6789');
    expect(maskTin('123', 'SSN')).toBe('');
    expect(getTinLast4('12-3456789')).toBe('6789');
  });

  it.each(['000-00-0000', '00-0000000', '000000000', '0'])('%s is a placeholder', (tin) => {
    expect(isPlaceholderTin(tin)).toBe(true);
  });

  it.each(['', '00000000', '000000001', null])('%j is not a placeholder', (tin) => {
    expect(isPlaceholderTin(tin)).toBe(false);
  });

  it('maps spreadsheet TIN types, defaulting to NA', () => {
    expect(normalizeTinType(' ssn ')).toBe('SSN');
    expect(normalizeTinType('FEIN')).toBe('NA');
    expect(normalizeTinType(9)).toBe('NA');
    expect(isTinType('ATIN')).toBe(true);
    expect(isTinType('atin')).toBe(false);
  });
});
