import { describe, expect, it } from 'vitest';
import { getFormDefinition } from './catalogue.ts';
import { FORM_TYPES, getFormTaxYears, type FormType } from './form-types.ts';

function describeFields(formType: FormType, taxYear: number, key: 'stateFields' | 'extraFields'): string {
  return (getFormDefinition(formType, taxYear)?.[key] ?? [])
    .map((field) => `${field.name} ${field.boxNumber}`.trim())
    .join(', ');
}

const cases = FORM_TYPES.flatMap((formType) =>
  getFormTaxYears(formType).map((taxYear) => ({ formType, taxYear })),
);

describe('state fields', () => {
  it.each(cases)('$formType $taxYear', ({ formType, taxYear }) => {
    const expected: Record<FormType, string> = {
      Type_1099_NEC: 'state1TaxWithheld 5, state1Code 6, state1EIN 6, state1Income 7',
      Type_1099_MISC:
        taxYear === 2020 || taxYear === 2021
          ? 'state1TaxWithheld 15, state1Code 16, state1EIN 16, state1Income 17'
          : 'state1TaxWithheld 16, state1Code 17, state1EIN 17, state1Income 18',
      Type_1099_INT: 'state1TaxWithheld 17, state1Code 15, state1EIN 16',
      Type_1099_OID: 'state1TaxWithheld 14, state1Code 12, state1EIN 13',
      Type_1099_S: '',
    };
    expect(describeFields(formType, taxYear, 'stateFields')).toBe(expected[formType]);
  });

  it('types the state fields', () => {
    const fields = getFormDefinition('Type_1099_NEC', 2025)?.stateFields ?? [];
    expect(fields.map((field) => field.type)).toEqual(['money', 'state', 'stateEIN', 'money']);
    expect(fields.every((field) => !field.countsOn1096 && field.thresholdCents === null)).toBe(true);
  });
});

describe('extra fields', () => {
  it.each(cases)('$formType $taxYear', ({ formType, taxYear }) => {
    const fatca =
      taxYear >= 2022 && taxYear <= 2025
        ? 'fatcaFilingRequirementIndicator 13'
        : 'fatcaFilingRequirementIndicator';
    const expected: Record<FormType, string> = {
      Type_1099_NEC: 'payeeAccountNumber, secondTinNotice',
      Type_1099_MISC: `payeeAccountNumber, secondTinNotice, ${fatca}`,
      Type_1099_INT: 'payeeAccountNumber, secondTinNotice, fatcaFilingRequirementIndicator, payerRtn',
      Type_1099_OID: 'payeeAccountNumber, secondTinNotice, fatcaFilingRequirementIndicator',
      Type_1099_S: 'payeeAccountNumber',
    };
    expect(describeFields(formType, taxYear, 'extraFields')).toBe(expected[formType]);
  });
});
