// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIN_MASKS, validateTin } from '@file1099/forms';
import { applyTinMask } from './tinMask.ts';

describe('applyTinMask', () => {
  it('puts the dashes of each TIN type as the form package masks it', () => {
    expect(applyTinMask('123456789', 'EIN')).toBe('12-3456789');
    expect(applyTinMask('123456789', 'SSN')).toBe('123-45-6789');
    expect(applyTinMask('123456789', 'ITIN')).toBe('123-45-6789');
    expect(applyTinMask('12-34-567-89', 'NA')).toBe('123456789');
    expect(TIN_MASKS.EIN).toBe('xx-xxxxxxx');
  });

  it('adds a dash only once the next digit is typed, and stops at nine digits', () => {
    expect(applyTinMask('12', 'EIN')).toBe('12');
    expect(applyTinMask('123', 'EIN')).toBe('12-3');
    expect(applyTinMask('1234', 'SSN')).toBe('123-4');
    expect(applyTinMask('1234567890', 'SSN')).toBe('123-45-6789');
  });

  it('keeps the asterisks of a masked TIN, which the server reads as "keep the stored one"', () => {
    const masked = applyTinMask('***-**-6789', 'SSN');
    expect(masked).toBe('***-**-6789');
    expect(validateTin(masked, 'SSN')).toBeNull();
  });

  it('drops letters and other characters', () => {
    expect(applyTinMask('12a3b-4 5', 'NA')).toBe('12345');
  });
});
