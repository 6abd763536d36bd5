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
  getTinRangeMessage,
  isIssuedEinPrefix,
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

describe('TIN ranges the IRS never issues', () => {
  it.each([
    ['SSN', '000-12-3456', TIN_MESSAGES.ssnNeverIssued],
    ['SSN', '666-12-3456', TIN_MESSAGES.ssnNeverIssued],
    ['SSN', '512-00-3456', TIN_MESSAGES.ssnNeverIssued],
    ['SSN', '512-34-0000', TIN_MESSAGES.ssnNeverIssued],
    ['SSN', '900-12-3456', TIN_MESSAGES.ssnStartsWith9],
    ['SSN', '999123456', TIN_MESSAGES.ssnStartsWith9],
    ['EIN', '00-1234567', TIN_MESSAGES.einPrefix('00')],
    ['EIN', '07-1234567', TIN_MESSAGES.einPrefix('07')],
    ['EIN', '89-1234567', TIN_MESSAGES.einPrefix('89')],
    ['EIN', '97-1234567', TIN_MESSAGES.einPrefix('97')],
    ['ITIN', '812-70-1234', TIN_MESSAGES.itinRange],
    ['ITIN', '912-66-1234', TIN_MESSAGES.itinRange],
    ['ITIN', '912-93-1234', TIN_MESSAGES.itinRange],
    ['ITIN', '912-49-1234', TIN_MESSAGES.itinRange],
    ['ATIN', '912-70-1234', TIN_MESSAGES.atinRange],
    ['ATIN', '812-93-1234', TIN_MESSAGES.atinRange],
  ] as const)('%s %s is refused', (tinType, tin, message) => {
    expect(validateTin(tin, tinType)).toBe(message);
    expect(getTinRangeMessage(tin, tinType)).toBe(message);
  });

  it.each([
    ['SSN', '001-01-0001'],
    ['SSN', '665-99-9999'],
    ['SSN', '899-12-3456'],
    ['EIN', '01-1234567'],
    ['EIN', '06-1234567'],
    ['EIN', '48-1234567'],
    ['EIN', '71-1234567'],
    ['EIN', '95-1234567'],
    ['EIN', '98-1234567'],
    ['EIN', '99-1234567'],
    ['ITIN', '912-50-1234'],
    ['ITIN', '912-65-1234'],
    ['ITIN', '912-70-1234'],
    ['ITIN', '912-88-1234'],
    ['ITIN', '912-90-1234'],
    ['ITIN', '912-92-1234'],
    ['ITIN', '912-94-1234'],
    ['ITIN', '912-99-1234'],
    ['ATIN', '912-93-1234'],
    ['NA', '000123456'],
    ['NA', '666000000'],
  ] as const)('%s %s is in an issued range', (tinType, tin) => {
    expect(validateTin(tin, tinType)).toBeNull();
  });

  it('keeps the spec placeholders, masked TINs and an unchanged TIN', () => {
    expect(validateTin('000-00-0000', 'SSN')).toBeNull();
    expect(validateTin('00-0000000', 'EIN')).toBeNull();
    expect(validateTin('***-**-0000', 'SSN')).toBeNull();
    expect(validateTin('666-12-3456', 'SSN', '666123456')).toBeNull();
    expect(getTinRangeMessage('12-34', 'EIN')).toBeNull();
  });

  it('lists exactly the EIN prefixes the IRS issues', () => {
    const never = [
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ];
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    expect(all.filter((prefix) => !isIssuedEinPrefix(prefix))).toEqual(never);
    expect(isIssuedEinPrefix('1')).toBe(false);
  });
});
