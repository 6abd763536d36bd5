import { describe, expect, it } from 'vitest';
import { getAllFormDefinitions } from './catalogue.ts';
import type { FormType } from './form-types.ts';
import { getThresholdCents, THRESHOLDS_BY_TAX_YEAR } from './thresholds.ts';

/** Spec part 1 §5 thresholds in cents; 2026 raises the §6041/§6041A boxes to $2,000 (OBBBA). */
const THRESHOLD_BEFORE_2026: Record<string, number | null> = {
  rents: 60_000,
  royalties: 1_000,
  otherIncome: 60_000,
  federalTaxWithheld: 1,
  fishingBoatProceeds: 60_000,
  medicalPayments: 60_000,
  nonEmployeeComp: 60_000,
  substitutePaymentsForDivInt: 1_000,
  directSalesIndicator: 500_000,
  cropInsuranceProceeds: 60_000,
  proceedsPaidToAttorney: 60_000,
  fishPurchasedForResale: 60_000,
  four09Deferrals: 60_000,
  four09Income: 60_000,
  goldenParachutePayment: 1,
  nonQualifiedDeferredComp: 60_000,
  grossProceeds: 1_000,
  dateOfClosing: 0,
  address: 0,
  willReceiveProperty: 0,
  isForeign: 0,
  buyersPartOfTax: 0,
  cashTips: null,
  tippedOccupationCode1: null,
  tippedOccupationCode2: null,
  overtimeCompensation: null,
};
const RAISED_IN_2026 = [
  'rents',
  'otherIncome',
  'medicalPayments',
  'nonEmployeeComp',
  'cropInsuranceProceeds',
  'four09Deferrals',
  'nonQualifiedDeferredComp',
];

/** Form 1096 box 5 (Form 1096 instructions, 2025 and 2026), by filingData name. */
const COUNTS_ON_1096: Record<FormType, string[]> = {
  Type_1099_MISC: [
    'rents',
    'royalties',
    'otherIncome',
    'fishingBoatProceeds',
    'medicalPayments',
    'nonEmployeeComp',
    'substitutePaymentsForDivInt',
    'cropInsuranceProceeds',
    'proceedsPaidToAttorney',
    'fishPurchasedForResale',
    'goldenParachutePayment',
  ],
  Type_1099_NEC: ['nonEmployeeComp', 'goldenParachutePayment'],
  Type_1099_INT: [
    'interestIncome',
    'interestOnUSSavingsBonds',
    'taxExemptInterest',
    'marketDiscount',
    'bondPremium',
    'bondPremiumOnTaxExemptBond',
  ],
  Type_1099_OID: ['oid', 'periodInterest', 'marketDiscount', 'acquisitionPremium', 'oidOnUSTreasury'],
  Type_1099_S: ['grossProceeds'],
};

const NON_MONEY_TYPES: Record<string, string> = {
  directSalesIndicator: 'boolean',
  willReceiveProperty: 'boolean',
  isForeign: 'boolean',
  dateOfClosing: 'date',
  foreignCountry: 'text',
  taxExemptTaxCreditBondCusipNo: 'text',
  calendarYear: 'text',
  description: 'text',
  address: 'text',
  tippedOccupationCode1: 'text',
  tippedOccupationCode2: 'text',
};

function getExpectedThreshold(formType: FormType, taxYear: number, name: string): number | null {
  if (formType === 'Type_1099_INT' || formType === 'Type_1099_OID') return null;
  if (taxYear === 2026 && RAISED_IN_2026.includes(name)) return 200_000;
  const expected = THRESHOLD_BEFORE_2026[name];
  if (expected === undefined) throw new Error(`no expected threshold for ${name}`);
  return expected;
}

const rows = getAllFormDefinitions().flatMap((definition) =>
  definition.boxes.map((box) => ({ formType: definition.formType, taxYear: definition.taxYear, box })),
);

describe('box thresholds, 1096 flags and types', () => {
  it.each(rows)('$formType $taxYear $box.name', ({ formType, taxYear, box }) => {
    expect(box.thresholdCents).toBe(getExpectedThreshold(formType, taxYear, box.name));
    expect(box.countsOn1096).toBe(COUNTS_ON_1096[formType].includes(box.name));
    expect(box.type).toBe(NON_MONEY_TYPES[box.name] ?? 'money');
  });

  it('keeps thresholds as data per tax year: $600 through 2025, $2,000 in 2026', () => {
    expect(getThresholdCents('section6041', 2025)).toBe(60_000);
    expect(getThresholdCents('section6041', 2026)).toBe(200_000);
    expect(THRESHOLDS_BY_TAX_YEAR[2026].attorneyProceeds).toBe(60_000);
    expect(THRESHOLDS_BY_TAX_YEAR[2026].royalties).toBe(1_000);
  });
});
