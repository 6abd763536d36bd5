import { describe, expect, it } from 'vitest';
import { stripFilingDataForSave, stripFilingForSave } from './strip-fields.ts';

describe('fields removed before save', () => {
  it('drops status and date fields', () => {
    const filing = {
      id: 7,
      filingType: 'Type_1099_NEC',
      status: 'Draft',
      statusChangeDate: 'x',
      printStatus: 'None',
      printCopyExpectedDeliveryDate: 'x',
      errors: [],
      warnings: [],
    };
    expect(stripFilingForSave(filing)).toEqual({ id: 7, filingType: 'Type_1099_NEC' });
  });

  it.each([
    ['Type_1099_INT', 2025, 'state1Income', true],
    ['Type_1099_OID', 2025, 'state1Income', true],
    ['Type_1099_MISC', 2025, 'state1Income', false],
    ['Type_1099_S', 2025, 'fatcaFilingRequirementIndicator', true],
    ['Type_1099_S', 2025, 'secondTinNotice', true],
    ['Type_1099_S', 2025, 'state1Code', true],
    ['Type_1099_NEC', 2025, 'fatcaFilingRequirementIndicator', true],
    ['Type_1099_NEC', 2025, 'secondTinNotice', false],
    ['Type_1099_INT', 2025, 'fatcaFilingRequirementIndicator', false],
    ['Type_1099_MISC', 2025, 'goldenParachutePayment', true],
    ['Type_1099_MISC', 2024, 'goldenParachutePayment', false],
    ['Type_1099_MISC', 2020, 'fishPurchasedForResale', true],
    ['Type_1099_NEC', 2025, 'cashTips', true],
    ['Type_1099_NEC', 2026, 'cashTips', false],
  ] as const)('%s %i: %s removed = %s', (formType, taxYear, field, removed) => {
    const result = stripFilingDataForSave(formType, taxYear, { [field]: 1, payeeAccountNumber: 'A1' });
    expect(result.removed).toEqual(removed ? [field] : []);
    expect(result.filingData).toEqual(
      removed ? { payeeAccountNumber: 'A1' } : { [field]: 1, payeeAccountNumber: 'A1' },
    );
  });
});
