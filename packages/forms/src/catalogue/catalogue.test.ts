import { describe, expect, it } from 'vitest';
import {
  createBoxDefinitions,
  getAllFormDefinitions,
  getBoxDisplayName,
  getFilingDataFieldNames,
  getFormBox,
  getFormBoxes,
  getFormDefinition,
} from './catalogue.ts';
import { FORM_TYPES, TAX_YEARS, type FormType } from './form-types.ts';

/** Box sets straight from spec part 1 §3 and the IRS forms (2026: the Rev. December 2026 PDFs). */
const MISC_2022 =
  'rents 1, royalties 2, otherIncome 3, federalTaxWithheld 4, fishingBoatProceeds 5, medicalPayments 6, directSalesIndicator 7, substitutePaymentsForDivInt 8, cropInsuranceProceeds 9, proceedsPaidToAttorney 10, fishPurchasedForResale 11, four09Deferrals 12, goldenParachutePayment 14, nonQualifiedDeferredComp 15';
const MISC_2025 = MISC_2022.replace(' goldenParachutePayment 14,', '');
const NEC_2021 = 'nonEmployeeComp 1, directSalesIndicator 2, federalTaxWithheld 4';
const INT =
  'interestIncome 1, earlyWithdrawalPenalty 2, interestOnUSSavingsBonds 3, federalTaxWithheld 4, investmentExpenses 5, foreignTaxPaid 6, foreignCountry 7, taxExemptInterest 8, specifiedPrivateActivityBondInterest 9, marketDiscount 10, bondPremium 11, bondPremiumOnTreasuryObligations 12, bondPremiumOnTaxExemptBond 13, taxExemptTaxCreditBondCusipNo 14';
const OID =
  'oid 1, periodInterest 2, calendarYear 2a, earlyWithdrawalPenalty 3, federalTaxWithheld 4, marketDiscount 5, acquisitionPremium 6, description 7, oidOnUSTreasury 8, investmentExpenses 9, bondPremium 10, taxExemptOID 11';
const S =
  'dateOfClosing 1, grossProceeds 2, address 3, willReceiveProperty 4, isForeign 5, buyersPartOfTax 6';

const EXPECTED_LAYOUTS: Record<FormType, Record<number, string | null>> = {
  Type_1099_MISC: {
    2019: 'rents 1, royalties 2, otherIncome 3, federalTaxWithheld 4, fishingBoatProceeds 5, medicalPayments 6, nonEmployeeComp 7, substitutePaymentsForDivInt 8, directSalesIndicator 9, cropInsuranceProceeds 10, goldenParachutePayment 13, proceedsPaidToAttorney 14, four09Deferrals 15a, four09Income 15b',
    2020: 'rents 1, royalties 2, otherIncome 3, federalTaxWithheld 4, fishingBoatProceeds 5, medicalPayments 6, directSalesIndicator 7, substitutePaymentsForDivInt 8, cropInsuranceProceeds 9, proceedsPaidToAttorney 10, four09Deferrals 12, goldenParachutePayment 13, nonQualifiedDeferredComp 14',
    2021: 'rents 1, royalties 2, otherIncome 3, federalTaxWithheld 4, fishingBoatProceeds 5, medicalPayments 6, directSalesIndicator 7, substitutePaymentsForDivInt 8, cropInsuranceProceeds 9, proceedsPaidToAttorney 10, fishPurchasedForResale 11, four09Deferrals 12, goldenParachutePayment 13, nonQualifiedDeferredComp 14',
    2022: MISC_2022,
    2023: MISC_2022,
    2024: MISC_2022,
    2025: MISC_2025,
    2026: MISC_2025.replace(
      'nonQualifiedDeferredComp 15',
      'cashTips 13a, tippedOccupationCode1 13b, tippedOccupationCode2 13b, overtimeCompensation 14, nonQualifiedDeferredComp 15',
    ),
  },
  Type_1099_NEC: {
    2019: null,
    2020: 'nonEmployeeComp 1, federalTaxWithheld 4',
    2021: NEC_2021,
    2022: NEC_2021,
    2023: NEC_2021,
    2024: NEC_2021,
    2025: 'nonEmployeeComp 1, directSalesIndicator 2, goldenParachutePayment 3, federalTaxWithheld 4',
    2026: 'nonEmployeeComp 1a, cashTips 1b, tippedOccupationCode1 1c, tippedOccupationCode2 1c, overtimeCompensation 1d, directSalesIndicator 2, goldenParachutePayment 3, federalTaxWithheld 4',
  },
  Type_1099_INT: Object.fromEntries(TAX_YEARS.map((year) => [year, INT])),
  Type_1099_OID: Object.fromEntries(TAX_YEARS.map((year) => [year, OID])),
  Type_1099_S: Object.fromEntries(TAX_YEARS.map((year) => [year, S])),
};

const layoutCases = FORM_TYPES.flatMap((formType) =>
  TAX_YEARS.map((taxYear) => ({ formType, taxYear, expected: EXPECTED_LAYOUTS[formType][taxYear] ?? null })),
);

describe('form catalogue layouts', () => {
  it.each(layoutCases)(
    '$formType $taxYear has exactly the expected boxes in order',
    ({ formType, taxYear, expected }) => {
      const definition = getFormDefinition(formType, taxYear);
      if (expected === null) {
        expect(definition).toBeNull();
        expect(getFormBoxes(formType, taxYear)).toEqual([]);
        return;
      }
      const actual = getFormBoxes(formType, taxYear)
        .map((box) => `${box.name} ${box.boxNumber}`)
        .join(', ');
      expect(actual).toBe(expected);
    },
  );

  it('has one definition per supported form and year (39)', () => {
    expect(getAllFormDefinitions()).toHaveLength(39);
  });

  it('returns null and empty lists for unsupported years', () => {
    expect(getFormDefinition('Type_1099_MISC', 2018)).toBeNull();
    expect(getFormDefinition('Type_1099_MISC', 2027)).toBeNull();
    expect(getFilingDataFieldNames('Type_1099_NEC', 2019)).toEqual([]);
    expect(getFormBox('Type_1099_NEC', 2025, 'rents')).toBeNull();
  });

  it('records the fishPurchasedForResale decision: box 11 from 2021, as on the IRS form', () => {
    expect(getFormBox('Type_1099_MISC', 2020, 'fishPurchasedForResale')).toBeNull();
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) {
      expect(getFormBox('Type_1099_MISC', year, 'fishPurchasedForResale')?.boxNumber).toBe('11');
    }
  });

  it('takes 2026 labels from the Rev. December 2026 forms', () => {
    expect(getFormBox('Type_1099_NEC', 2026, 'cashTips')).toMatchObject({
      label: 'Cash tips',
      boxNumber: '1b',
    });
    expect(getFormBox('Type_1099_NEC', 2026, 'overtimeCompensation')).toMatchObject({
      label: 'Overtime compensation',
      boxNumber: '1d',
      includedIn: 'nonEmployeeComp',
    });
    expect(getFormBox('Type_1099_MISC', 2026, 'cashTips')?.includedIn).toBe('otherIncome');
    expect(getFormBox('Type_1099_MISC', 2026, 'tippedOccupationCode2')?.label).toBe(
      'Treasury Tipped Occupation Code (TTOC), second code',
    );
  });

  it('uses the revision-specific captions', () => {
    expect(getFormBox('Type_1099_INT', 2023, 'foreignCountry')?.label).toBe(
      'Foreign country or U.S. possession',
    );
    expect(getFormBox('Type_1099_INT', 2024, 'foreignCountry')?.label).toBe(
      'Foreign country or U.S. territory',
    );
    expect(getFormBox('Type_1099_MISC', 2019, 'directSalesIndicator')?.label).toMatch(
      /to a buyer \(recipient\)/,
    );
    expect(getFormBox('Type_1099_MISC', 2020, 'directSalesIndicator')?.label).toMatch(
      /to recipient for resale/,
    );
  });

  it('refuses a layout that names an undefined box', () => {
    expect(() => createBoxDefinitions({}, [['rents', '1']], 2025)).toThrow(
      'Catalogue error: tax year 2025 places unknown box rents',
    );
  });

  it('writes display names with the box number', () => {
    expect(getBoxDisplayName({ boxNumber: '1a', label: 'Nonemployee compensation' })).toBe(
      'Box 1a (Nonemployee compensation)',
    );
    expect(getBoxDisplayName({ boxNumber: '', label: '2nd TIN not.' })).toBe('2nd TIN not.');
  });
});

const boxCases = getAllFormDefinitions().flatMap((definition) =>
  definition.boxes.map((box, index) => ({ form: definition.formType, year: definition.taxYear, box, index })),
);

describe('every box of every form and year', () => {
  it.each(boxCases)('$form $year $box.name is complete and ordered', ({ box, index }) => {
    expect(box.label.length).toBeGreaterThan(2);
    expect(box.shortLabel.length).toBeGreaterThan(1);
    expect(box.shortLabel.length).toBeLessThanOrEqual(box.label.length);
    expect(box.displayOrder).toBe(index + 1);
    expect(box.boxNumber).toMatch(/^\d{1,2}[a-d]?$/);
    if (box.countsOn1096) expect(box.type).toBe('money');
  });
});
