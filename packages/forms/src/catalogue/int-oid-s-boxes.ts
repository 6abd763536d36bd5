import type { BoxField, BoxPlacement } from './box-types.ts';
import { TAX_YEARS, type TaxYear } from './form-types.ts';
import type { ThresholdKind } from './thresholds.ts';

function money(
  label: string,
  shortLabel: string,
  countsOn1096: boolean,
  threshold: ThresholdKind | null = null,
): BoxField {
  return { label, shortLabel, type: 'money', countsOn1096, threshold };
}

function text(label: string, shortLabel: string): BoxField {
  return { label, shortLabel, type: 'text', countsOn1096: false, threshold: null };
}

/** Build a layout that is the same in every catalogue year. */
function repeatForAllYears(
  layout: readonly BoxPlacement[],
): Readonly<Record<TaxYear, readonly BoxPlacement[]>> {
  return Object.fromEntries(TAX_YEARS.map((year) => [year, layout])) as Record<
    TaxYear,
    readonly BoxPlacement[]
  >;
}

/**
 * Form 1099-INT (continuous use; Rev. January 2024 governs 2024 onward). Form 1096 box 5 adds INT boxes
 * 1, 3, 8, 10, 11 and 13. Thresholds follow the IRS, not spec part 1 §5 ("none"): interest in boxes 1,
 * 3 and 8 of $10 or more in the aggregate (IRC §6049(a)); any federal tax withheld (backup withholding)
 * or foreign tax paid. The other boxes have no threshold of their own (docs/decisions/forms.md).
 */
export const INT_FIELDS: Readonly<Record<string, BoxField>> = {
  interestIncome: money('Interest income', 'Interest Income', true, 'interest'),
  earlyWithdrawalPenalty: money('Early withdrawal penalty', 'Early Withdrawal Penalty', false),
  interestOnUSSavingsBonds: money(
    'Interest on U.S. Savings Bonds and Treasury obligations',
    'US Savings Bonds Interest',
    true,
    'interest',
  ),
  federalTaxWithheld: money('Federal income tax withheld', 'Fed Tax Withheld', false, 'anyAmount'),
  investmentExpenses: money('Investment expenses', 'Investment Expenses', false),
  foreignTaxPaid: money('Foreign tax paid', 'Foreign Tax Paid', false, 'anyAmount'),
  foreignCountry: text('Foreign country or U.S. territory', 'Foreign Country'),
  taxExemptInterest: money('Tax-exempt interest', 'Tax-Exempt Interest', true, 'interest'),
  specifiedPrivateActivityBondInterest: money(
    'Specified private activity bond interest',
    'Private Activity Bond Interest',
    false,
  ),
  marketDiscount: money('Market discount', 'Market Discount', true),
  bondPremium: money('Bond premium', 'Bond Premium', true),
  bondPremiumOnTreasuryObligations: money(
    'Bond premium on Treasury obligations',
    'Bond Premium Treasury',
    false,
  ),
  bondPremiumOnTaxExemptBond: money('Bond premium on tax-exempt bond', 'Bond Premium Tax-Exempt', true),
  taxExemptTaxCreditBondCusipNo: text('Tax-exempt and tax credit bond CUSIP no.', 'CUSIP No.'),
};

const INT_LAYOUT: readonly BoxPlacement[] = [
  ['interestIncome', '1'],
  ['earlyWithdrawalPenalty', '2'],
  ['interestOnUSSavingsBonds', '3'],
  ['federalTaxWithheld', '4'],
  ['investmentExpenses', '5'],
  ['foreignTaxPaid', '6'],
  ['foreignCountry', '7'],
  ['taxExemptInterest', '8'],
  ['specifiedPrivateActivityBondInterest', '9'],
  ['marketDiscount', '10'],
  ['bondPremium', '11'],
  ['bondPremiumOnTreasuryObligations', '12'],
  ['bondPremiumOnTaxExemptBond', '13'],
  ['taxExemptTaxCreditBondCusipNo', '14'],
];

// Before Rev. January 2024, box 7 read "U.S. possession".
const INT_LAYOUT_BEFORE_2024: readonly BoxPlacement[] = INT_LAYOUT.map((placement) =>
  placement[0] === 'foreignCountry'
    ? ['foreignCountry', '7', 'Foreign country or U.S. possession']
    : placement,
);

export const INT_LAYOUTS: Readonly<Record<TaxYear, readonly BoxPlacement[]>> = {
  ...repeatForAllYears(INT_LAYOUT),
  2019: INT_LAYOUT_BEFORE_2024,
  2020: INT_LAYOUT_BEFORE_2024,
  2021: INT_LAYOUT_BEFORE_2024,
  2022: INT_LAYOUT_BEFORE_2024,
  2023: INT_LAYOUT_BEFORE_2024,
};

/**
 * Form 1099-OID. Form 1096 box 5 adds OID boxes 1, 2, 5, 6 and 8. Thresholds follow the IRS, not spec
 * part 1 §5 ("none"): OID (boxes 1, 8, 11) and other periodic interest (box 2) of $10 or more in the
 * aggregate (IRC §6049(a)); any federal tax withheld (docs/decisions/forms.md).
 */
export const OID_FIELDS: Readonly<Record<string, BoxField>> = {
  oid: money('Original issue discount for the year', 'OID', true, 'interest'),
  periodInterest: money('Other periodic interest', 'Other Periodic Interest', true, 'interest'),
  calendarYear: text('Calendar year', 'Calendar Year'),
  earlyWithdrawalPenalty: money('Early withdrawal penalty', 'Early Withdrawal Penalty', false),
  federalTaxWithheld: money('Federal income tax withheld', 'Fed Tax Withheld', false, 'anyAmount'),
  marketDiscount: money('Market discount', 'Market Discount', true),
  acquisitionPremium: money('Acquisition premium', 'Acquisition Premium', true),
  description: text('Description', 'Description'),
  oidOnUSTreasury: money(
    'Original issue discount on U.S. Treasury obligations',
    'OID on US Treasury',
    true,
    'interest',
  ),
  investmentExpenses: money('Investment expenses', 'Investment Expenses', false),
  bondPremium: money('Bond premium', 'Bond Premium', false),
  taxExemptOID: money('Tax-exempt OID', 'Tax-Exempt OID', false, 'interest'),
};

// Spec part 1 §3 numbers the calendar year "2a"; docs/decisions/forms.md explains why it is kept.
const OID_LAYOUT: readonly BoxPlacement[] = [
  ['oid', '1'],
  ['periodInterest', '2'],
  ['calendarYear', '2a'],
  ['earlyWithdrawalPenalty', '3'],
  ['federalTaxWithheld', '4'],
  ['marketDiscount', '5'],
  ['acquisitionPremium', '6'],
  ['description', '7'],
  ['oidOnUSTreasury', '8'],
  ['investmentExpenses', '9'],
  ['bondPremium', '10'],
  ['taxExemptOID', '11'],
];

export const OID_LAYOUTS: Readonly<Record<TaxYear, readonly BoxPlacement[]>> = repeatForAllYears(OID_LAYOUT);

/**
 * Form 1099-S. Gross proceeds have the IRS threshold of $600 (the IRS: "generally, $600 or more"; a sale
 * whose total consideration is under $600 needs no return), not the spec's $10; the other boxes have no threshold of their
 * own, so they never make a sale reportable on their own (docs/decisions/forms.md). Form 1096 box 5
 * adds 1099-S box 2.
 */
export const S_FIELDS: Readonly<Record<string, BoxField>> = {
  dateOfClosing: {
    label: 'Date of closing',
    shortLabel: 'Closing Date',
    type: 'date',
    countsOn1096: false,
    threshold: null,
  },
  grossProceeds: {
    label: 'Gross proceeds',
    shortLabel: 'Gross Proceeds',
    type: 'money',
    countsOn1096: true,
    threshold: 'realEstateProceeds',
  },
  address: {
    label: 'Address, including city, state, and ZIP code, or legal description',
    shortLabel: 'Property',
    type: 'text',
    countsOn1096: false,
    threshold: null,
  },
  willReceiveProperty: {
    label: 'Transferor received or will receive property or services as part of the consideration',
    shortLabel: 'Property Received',
    type: 'boolean',
    countsOn1096: false,
    threshold: null,
  },
  isForeign: {
    label:
      'Transferor is a foreign person (nonresident alien, foreign partnership, foreign estate, or foreign trust)',
    shortLabel: 'Foreign Transferor',
    type: 'boolean',
    countsOn1096: false,
    threshold: null,
  },
  buyersPartOfTax: {
    label: "Buyer's part of real estate tax",
    shortLabel: "Buyer's Tax",
    type: 'money',
    countsOn1096: false,
    threshold: null,
  },
};

export const S_LAYOUTS: Readonly<Record<TaxYear, readonly BoxPlacement[]>> = repeatForAllYears([
  ['dateOfClosing', '1'],
  ['grossProceeds', '2'],
  ['address', '3'],
  ['willReceiveProperty', '4'],
  ['isForeign', '5'],
  ['buyersPartOfTax', '6'],
]);
