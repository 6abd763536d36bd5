import type { BoxField, BoxPlacement } from './box-types.ts';
import type { TaxYear } from './form-types.ts';

/** Form 1099-NEC boxes. Form 1096 box 5 adds NEC boxes 1 and 3 (Form 1096 instructions, 2025 and 2026). */
export const NEC_FIELDS: Readonly<Record<string, BoxField>> = {
  nonEmployeeComp: {
    label: 'Nonemployee compensation',
    shortLabel: 'Nonemployee Comp',
    type: 'money',
    countsOn1096: true,
    threshold: 'section6041',
  },
  // Rev. December 2026: "This amount has been included in the amount reported in box 1a."
  cashTips: {
    label: 'Cash tips',
    shortLabel: 'Cash Tips',
    type: 'money',
    countsOn1096: false,
    threshold: null,
    includedIn: 'nonEmployeeComp',
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
    includedIn: 'nonEmployeeComp',
  },
  directSalesIndicator: {
    label: 'Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
    shortLabel: 'Direct Sales',
    type: 'boolean',
    countsOn1096: false,
    threshold: 'directSales',
  },
  goldenParachutePayment: {
    label: 'Excess golden parachute payments',
    shortLabel: 'Golden Parachute',
    type: 'money',
    countsOn1096: true,
    threshold: 'anyAmount',
  },
  federalTaxWithheld: {
    label: 'Federal income tax withheld',
    shortLabel: 'Fed Tax Withheld',
    type: 'money',
    countsOn1096: false,
    threshold: 'anyAmount',
  },
};

const NEC_2020: readonly BoxPlacement[] = [
  ['nonEmployeeComp', '1'],
  ['federalTaxWithheld', '4'],
];

const NEC_2021: readonly BoxPlacement[] = [
  ['nonEmployeeComp', '1'],
  ['directSalesIndicator', '2'],
  ['federalTaxWithheld', '4'],
];

// Rev. April 2025 adds box 3, excess golden parachute payments (moved from 1099-MISC box 14).
const NEC_2025: readonly BoxPlacement[] = [
  ['nonEmployeeComp', '1'],
  ['directSalesIndicator', '2'],
  ['goldenParachutePayment', '3'],
  ['federalTaxWithheld', '4'],
];

// Rev. December 2026 (f1099nec.pdf): box 1 becomes 1a, with 1b cash tips, 1c TTOC, 1d overtime.
const NEC_2026: readonly BoxPlacement[] = [
  ['nonEmployeeComp', '1a'],
  ['cashTips', '1b'],
  ['tippedOccupationCode1', '1c'],
  ['tippedOccupationCode2', '1c'],
  ['overtimeCompensation', '1d'],
  ['directSalesIndicator', '2'],
  ['goldenParachutePayment', '3'],
  ['federalTaxWithheld', '4'],
];

/** 1099-NEC did not exist for tax year 2019 (isFormSupported says so); its 2019 layout is empty. */
export const NEC_LAYOUTS: Readonly<Record<TaxYear, readonly BoxPlacement[]>> = {
  2019: [],
  2020: NEC_2020,
  2021: NEC_2021,
  2022: NEC_2021,
  2023: NEC_2021,
  2024: NEC_2021,
  2025: NEC_2025,
  2026: NEC_2026,
};
