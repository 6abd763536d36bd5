import { describe, expect, it } from 'vitest';
import { getFormTaxYears, getFormTypeLabel, isFormSupported, isFormType, isTaxYear } from './form-types.ts';

describe('form types and tax years', () => {
  it('names forms as the IRS prints them', () => {
    expect(getFormTypeLabel('Type_1099_NEC')).toBe('1099-NEC');
    expect(getFormTypeLabel('Type_1099_S')).toBe('1099-S');
  });

  it('knows which forms exist in which years', () => {
    expect(getFormTaxYears('Type_1099_NEC')).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(getFormTaxYears('Type_1099_MISC')[0]).toBe(2019);
    expect(isFormSupported('Type_1099_NEC', 2019)).toBe(false);
    expect(isFormSupported('Type_1099_OID', 2026)).toBe(true);
    expect(isFormSupported('Type_1099_INT', 2027)).toBe(false);
  });

  it('guards values', () => {
    expect(isFormType('Type_1099_K')).toBe(false);
    expect(isFormType(7)).toBe(false);
    expect(isFormType('Type_1099_OID')).toBe(true);
    expect(isTaxYear(2019)).toBe(true);
    expect(isTaxYear('2019')).toBe(false);
    expect(isTaxYear(2018)).toBe(false);
  });
});
