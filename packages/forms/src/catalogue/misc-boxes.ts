import type { BoxField, BoxPlacement } from './box-types.ts';
import type { TaxYear } from './form-types.ts';

/**
 * Form 1099-MISC boxes. Captions follow the IRS forms; box 5 of Form 1096 adds MISC boxes
 * 1, 2, 3, 5, 6, 8, 9, 10 and 11 (Form 1096 instructions, 2025 and 2026). Golden parachute payments
 * count as they do on 1099-NEC box 3; 409A amounts and NQDC do not.
 */
export const MISC_FIELDS: Readonly<Record<string, BoxField>> = {
  rents: { label: 'Rents', shortLabel: 'Rents', type: 'money', countsOn1096: true, threshold: 'section6041' },
  royalties: {
    label: 'Royalties',
    shortLabel: 'Royalties',
    type: 'money',
    countsOn1096: true,
    threshold: 'royalties',
  },
  otherIncome: {
    label: 'Other income',
    shortLabel: 'Other Income',
    type: 'money',
    countsOn1096: true,
    threshold: 'section6041',
  },
  federalTaxWithheld: {
    label: 'Federal income tax withheld',
    shortLabel: 'Fed Tax Withheld',
    type: 'money',
    countsOn1096: false,
    threshold: 'anyAmount',
  },
  fishingBoatProceeds: {
    label: 'Fishing boat proceeds',
    shortLabel: 'Fishing Boat',
    type: 'money',
    countsOn1096: true,
    threshold: 'fishingBoatProceeds',
  },
  medicalPayments: {
    label: 'Medical and health care payments',
    shortLabel: 'Medical',
    type: 'money',
    countsOn1096: true,
    threshold: 'section6041',
  },
  nonEmployeeComp: {
    label: 'Nonemployee compensation',
    shortLabel: 'Nonemployee Comp',
    type: 'money',
    countsOn1096: true,
    threshold: 'section6041',
  },
  substitutePaymentsForDivInt: {
    label: 'Substitute payments in lieu of dividends or interest',
    shortLabel: 'Substitute Payments',
    type: 'money',
    countsOn1096: true,
    threshold: 'substitutePayments',
  },
  directSalesIndicator: {
    label: 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
    shortLabel: 'Direct Sales',
    type: 'boolean',
    countsOn1096: false,
    threshold: 'directSales',
  },
  cropInsuranceProceeds: {
    label: 'Crop insurance proceeds',
    shortLabel: 'Crop Insurance',
    type: 'money',
    countsOn1096: true,
    threshold: 'section6041',
  },
  proceedsPaidToAttorney: {
    label: 'Gross proceeds paid to an attorney',
    shortLabel: 'Attorney Proceeds',
    type: 'money',
    countsOn1096: true,
    threshold: 'attorneyProceeds',
  },
  fishPurchasedForResale: {
    label: 'Fish purchased for resale',
    shortLabel: 'Fish Purchased',
    type: 'money',
    countsOn1096: true,
    threshold: 'fishPurchases',
  },
  four09Deferrals: {
    label: 'Section 409A deferrals',
    shortLabel: '409A Deferrals',
    type: 'money',
    countsOn1096: false,
    threshold: 'section6041',
  },
  four09Income: {
    label: 'Section 409A income',
    shortLabel: '409A Income',
    type: 'money',
    countsOn1096: false,
    threshold: 'section6041',
  },
  goldenParachutePayment: {
    label: 'Excess golden parachute payments',
    shortLabel: 'Golden Parachute',
    type: 'money',
    countsOn1096: true,
    threshold: 'anyAmount',
  },
  nonQualifiedDeferredComp: {
    label: 'Nonqualified deferred compensation',
    shortLabel: 'NQDC',
    type: 'money',
    countsOn1096: false,
    threshold: 'section6041',
  },
  // Rev. December 2026: cash tips and overtime are already included in box 3 (Instructions for Recipient).
  cashTips: {
    label: 'Cash tips',
    shortLabel: 'Cash Tips',
    type: 'money',
    countsOn1096: false,
    threshold: null,
    includedIn: 'otherIncome',
  },
  tippedOccupationCode1: {
    label: 'Treasury Tipped Occupation Code (TTOC), first code',
    shortLabel: 'TTOC 1',
    type: 'text',
    countsOn1096: false,
    threshold: null,
  },
  tippedOccupationCode2: {
    label: 'Treasury Tipped Occupation Code (TTOC), second code',
    shortLabel: 'TTOC 2',
    type: 'text',
    countsOn1096: false,
    threshold: null,
  },
  overtimeCompensation: {
    label: 'Overtime compensation',
    shortLabel: 'Overtime',
    type: 'money',
    countsOn1096: false,
    threshold: null,
    includedIn: 'otherIncome',
  },
};

const FIRST_SIX: readonly BoxPlacement[] = [
  ['rents', '1'],
  ['royalties', '2'],
  ['otherIncome', '3'],
  ['federalTaxWithheld', '4'],
  ['fishingBoatProceeds', '5'],
  ['medicalPayments', '6'],
];

const MISC_2019: readonly BoxPlacement[] = [
  ...FIRST_SIX,
  ['nonEmployeeComp', '7'],
  ['substitutePaymentsForDivInt', '8'],
  [
    'directSalesIndicator',
    '9',
    'Payer made direct sales of $5,000 or more of consumer products to a buyer (recipient) for resale',
  ],
  ['cropInsuranceProceeds', '10'],
  ['goldenParachutePayment', '13'],
  ['proceedsPaidToAttorney', '14'],
  ['four09Deferrals', '15a'],
  ['four09Income', '15b'],
];

const MISC_2020: readonly BoxPlacement[] = [
  ...FIRST_SIX,
  ['directSalesIndicator', '7'],
  ['substitutePaymentsForDivInt', '8'],
  ['cropInsuranceProceeds', '9'],
  ['proceedsPaidToAttorney', '10'],
  ['four09Deferrals', '12'],
  ['goldenParachutePayment', '13'],
  ['nonQualifiedDeferredComp', '14'],
];

// Fish purchased for resale is box 11 from tax year 2021 (IRS form; docs/decisions/forms.md).
const MISC_2021: readonly BoxPlacement[] = [
  ...FIRST_SIX,
  ['directSalesIndicator', '7'],
  ['substitutePaymentsForDivInt', '8'],
  ['cropInsuranceProceeds', '9'],
  ['proceedsPaidToAttorney', '10'],
  ['fishPurchasedForResale', '11'],
  ['four09Deferrals', '12'],
  ['goldenParachutePayment', '13'],
  ['nonQualifiedDeferredComp', '14'],
];

const MISC_2022: readonly BoxPlacement[] = [
  ...FIRST_SIX,
  ['directSalesIndicator', '7'],
  ['substitutePaymentsForDivInt', '8'],
  ['cropInsuranceProceeds', '9'],
  ['proceedsPaidToAttorney', '10'],
  ['fishPurchasedForResale', '11'],
  ['four09Deferrals', '12'],
  ['goldenParachutePayment', '14'],
  ['nonQualifiedDeferredComp', '15'],
];

// Rev. April 2025 moved excess golden parachute payments to 1099-NEC box 3; box 14 is blank.
const MISC_2025: readonly BoxPlacement[] = MISC_2022.filter(([name]) => name !== 'goldenParachutePayment');

// Rev. December 2026 (f1099msc.pdf): 13a cash tips, 13b up to two TTOCs, 14 overtime compensation.
const MISC_2026: readonly BoxPlacement[] = [
  ...MISC_2025.filter(([name]) => name !== 'nonQualifiedDeferredComp'),
  ['cashTips', '13a'],
  ['tippedOccupationCode1', '13b'],
  ['tippedOccupationCode2', '13b'],
  ['overtimeCompensation', '14'],
  ['nonQualifiedDeferredComp', '15'],
];

export const MISC_LAYOUTS: Readonly<Record<TaxYear, readonly BoxPlacement[]>> = {
  2019: MISC_2019,
  2020: MISC_2020,
  2021: MISC_2021,
  2022: MISC_2022,
  2023: MISC_2022,
  2024: MISC_2022,
  2025: MISC_2025,
  2026: MISC_2026,
};
