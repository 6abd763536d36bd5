import { describe, expect, it } from 'vitest';
import { getAllFormDefinitions } from './catalogue.ts';
import type { FormType } from './form-types.ts';
import { getThresholdCents, THRESHOLDS_BY_TAX_YEAR } from './thresholds.ts';

/**
 * Thresholds in cents: spec part 1 §5 where it agrees with the IRS; 1099-S gross proceeds $600, the
 * other 1099-S boxes none; 2026 raises the §6041/§6041A boxes to $2,000 (OBBBA).
 */
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
  grossProceeds: 60_000,
  dateOfClosing: null,
  address: null,
  willReceiveProperty: null,
  isForeign: null,
  buyersPartOfTax: null,
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

/** IRS 1099-INT/OID instructions: $10 of interest or OID in the aggregate; any withholding or foreign tax. */
const INT_OID_THRESHOLDS: Record<string, number> = {
  interestIncome: 1_000,
  interestOnUSSavingsBonds: 1_000,
  taxExemptInterest: 1_000,
  oid: 1_000,
  periodInterest: 1_000,
  oidOnUSTreasury: 1_000,
  taxExemptOID: 1_000,
  federalTaxWithheld: 1,
  foreignTaxPaid: 1,
};

function getExpectedThreshold(formType: FormType, taxYear: number, name: string): number | null {
  if (formType === 'Type_1099_INT' || formType === 'Type_1099_OID') return INT_OID_THRESHOLDS[name] ?? null;
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

  it.each([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026] as const)(
    'keeps the IRS amounts that 2026 did not change in %i',
    (taxYear) => {
      expect(getThresholdCents('interest', taxYear)).toBe(1_000);
      expect(getThresholdCents('realEstateProceeds', taxYear)).toBe(60_000);
      expect(getThresholdCents('anyAmount', taxYear)).toBe(1);
      expect(getThresholdCents('directSales', taxYear)).toBe(500_000);
      expect(getThresholdCents('section6041', taxYear)).toBe(taxYear === 2026 ? 200_000 : 60_000);
    },
  );
});
