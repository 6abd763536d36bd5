import { describe, expect, it } from 'vitest';
import type { FilingData } from '../catalogue/box-types.ts';
import type { FormType } from '../catalogue/form-types.ts';
import { checkIrsFormRules, IRS_FORM_RULE_MESSAGES } from './irs-form-rules.ts';
import { validateFiling } from './validate-filing.ts';

const PAYEE = {
  entityType: 'Individual',
  firstName: 'Ann',
  lastName: 'Lee',
  tinType: 'SSN',
  tin: '412-34-5678',
  address: { line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
};

function codes(formType: FormType, filingData: FilingData): string[] {
  return checkIrsFormRules(formType, filingData).map((problem) => problem.code);
}

describe('IRS business rules told at the field', () => {
  it.each([
    ['SHAREDIRFORM018', 'Type_1099_INT', { interestIncome: 100, fatcaFilingRequirementIndicator: true }, { payeeAccountNumber: 'A-1' }, 'FATCA_ACCOUNT_REQUIRED'],
    ['SHAREDIRFORM018', 'Type_1099_MISC', { rents: 100, fatcaFilingRequirementIndicator: true, payeeAccountNumber: ' ' }, { payeeAccountNumber: 'A-1' }, 'FATCA_ACCOUNT_REQUIRED'],
    ['F1099INT004', 'Type_1099_INT', { interestIncome: 100, foreignTaxPaid: 0 }, { foreignCountry: 'Canada' }, 'FOREIGN_COUNTRY_REQUIRED'],
    ['F1099INT002_001', 'Type_1099_INT', { specifiedPrivateActivityBondInterest: 101, taxExemptInterest: 100 }, { taxExemptInterest: 101 }, 'PRIVATE_ACTIVITY_ABOVE_TAX_EXEMPT'],
    ['F1099OID002', 'Type_1099_OID', { oid: 100, description: '' }, { description: '912810RZ3' }, 'OID_DESCRIPTION_REQUIRED'],
    ['F1099S004_001', 'Type_1099_S', { dateOfClosing: '2025-06-30', willReceiveProperty: false }, { grossProceeds: 100 }, 'GROSS_PROCEEDS_REQUIRED'],
    ['F1099S004_001', 'Type_1099_S', { dateOfClosing: '2025-06-30' }, { willReceiveProperty: true }, 'GROSS_PROCEEDS_REQUIRED'],
    ['F1099NEC001', 'Type_1099_NEC', { nonemployeeCompensation: 100, federalTaxWithheld: 101, state1TaxWithheld: 500 }, { nonemployeeCompensation: 101 }, 'WITHHOLDING_EXCESSIVE'],
    ['F1099MISC001', 'Type_1099_MISC', { rents: 50, royalties: 50, federalTaxWithheld: 101 }, { federalTaxWithheld: 100 }, 'WITHHOLDING_EXCESSIVE'],
    ['F1099INT001', 'Type_1099_INT', { interestIncome: 1, federalTaxWithheld: 2 }, { interestIncome: 2 }, 'WITHHOLDING_EXCESSIVE'],
    ['S1H012', 'Type_1099_INT', { foreignTaxPaid: 100, foreignCountry: 'Canada' }, { interestOnUSSavingsBonds: 1 }, 'INT_INTEREST_REQUIRED'],
    ['F1099OID001', 'Type_1099_OID', { oid: 10, description: 'Bond', federalTaxWithheld: 11 }, { periodInterest: 1 }, 'WITHHOLDING_EXCESSIVE'],
  ] as const)('%s on %s: refused, then accepted once fixed', (rule, formType, broken, fix, code) => {
    expect(codes(formType, broken)).toEqual([code]);
    expect(codes(formType, { ...broken, ...fix })).toEqual([]);
    const message = checkIrsFormRules(formType, broken)[0]?.message ?? '';
    expect(message).toContain(`(IRS rule ${rule})`);
  }); // prettier-ignore

  it('leaves withholding on 1099-S and withholding within the amounts alone', () => {
    expect(codes('Type_1099_S', { grossProceeds: 100, federalTaxWithheld: 500 })).toEqual([]);
    expect(codes('Type_1099_NEC', { nonemployeeCompensation: 100, federalTaxWithheld: 100 })).toEqual([]);
    expect(codes('Type_1099_NEC', { nonemployeeCompensation: 0, federalTaxWithheld: 0 })).toEqual([]);
  });

  it('asks a 1099-INT for interest, except the zero-amount first step of a two-step correction', () => {
    expect(checkIrsFormRules('Type_1099_INT', { federalTaxWithheld: 0 }, 'First')).toEqual([]);
    expect(codes('Type_1099_INT', { federalTaxWithheld: 0 })).toEqual(['INT_INTEREST_REQUIRED']);
    expect(
      checkIrsFormRules('Type_1099_INT', { foreignTaxPaid: 5, foreignCountry: 'Canada' }, 'First').map(
        (problem) => problem.code,
      ),
    ).toEqual(['INT_INTEREST_REQUIRED']);
    expect(codes('Type_1099_INT', { taxExemptInterest: 1 })).toEqual([]);
  });

  it('reaches the user through validateFiling at the field', () => {
    const result = validateFiling({
      filingType: 'Type_1099_INT',
      filingYear: 2025,
      payee: PAYEE,
      filingData: { interestIncome: 5_000, foreignTaxPaid: 300 },
    });
    expect(result.errors).toEqual([
      {
        code: 'FOREIGN_COUNTRY_REQUIRED',
        path: 'filingData.foreignCountry',
        message: IRS_FORM_RULE_MESSAGES.foreignCountry,
      },
    ]);
  });
});
