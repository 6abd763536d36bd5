import type { FormType } from '@file1099/forms';
import type { IrisTaxYear } from '../iris/elements.ts';

/**
 * IRIS Taxpayer Portal CSV columns per form and tax year (reference irs-iris.md §9). The common 37
 * columns and the NEC, MISC and INT columns come from the TY2024 templates as public tools write them;
 * NEC box 3 for TY2025 is "secondary"; OID, 1099-S and the TY2026 tip columns are UNVERIFIED (no
 * template seen). Keep header text here only, so a new template is one edit.
 */
export type CsvValue =
  | { kind: 'box'; box: string }
  | { kind: 'check'; box: string }
  | { kind: 'state'; index: 1 | 2; field: 'code' | 'tax' | 'id' | 'income' | 'local' | 'special' }
  | { kind: 'cfsf' }
  | { kind: 'blank' };

export type CsvColumn = readonly [header: string, value: CsvValue];

const box = (name: string): CsvValue => ({ kind: 'box', box: name });
const check = (name: string): CsvValue => ({ kind: 'check', box: name });

function stateColumns(index: 1 | 2): CsvColumn[] {
  const name = `State ${index}`;
  return [
    [name, { kind: 'state', index, field: 'code' }],
    [`${name} - State Tax Withheld`, { kind: 'state', index, field: 'tax' }],
    [`${name} - State/Payer state number`, { kind: 'state', index, field: 'id' }],
    [`${name} - State income`, { kind: 'state', index, field: 'income' }],
    [`${name} - Local income tax withheld`, { kind: 'state', index, field: 'local' }],
    [`${name} - Special Data Entries`, { kind: 'state', index, field: 'special' }],
  ];
}

const STATE_COLUMNS: readonly CsvColumn[] = [
  ['Combined Federal/State Filing', { kind: 'cfsf' }],
  ...stateColumns(1),
  ...stateColumns(2),
];
const SECOND_TIN: CsvColumn = ['2nd TIN Notice', check('secondTinNotice')];
const FATCA: CsvColumn = ['FATCA Filing Requirements', check('fatcaFilingRequirementIndicator')];

const NEC_2024: readonly CsvColumn[] = [
  SECOND_TIN,
  ['Box 1 - Nonemployee Compensation', box('nonEmployeeComp')],
  [
    'Box 2 - Payer made direct sales totaling $5000 or more of consumer products to a recipient for resale',
    check('directSalesIndicator'),
  ],
  ['Box 4 - Federal income tax withheld', box('federalTaxWithheld')],
  ...STATE_COLUMNS,
];
const NEC_2025: readonly CsvColumn[] = [
  ...NEC_2024.slice(0, 3),
  ['Box 3 - Excess golden parachute payments', box('goldenParachutePayment')],
  ...NEC_2024.slice(3),
];
const NEC_2026: readonly CsvColumn[] = [
  SECOND_TIN,
  ['Box 1a - Nonemployee Compensation', box('nonEmployeeComp')],
  ['Box 1b - Cash tips', box('cashTips')],
  ['Box 1c - TTOC 1', box('tippedOccupationCode1')],
  ['Box 1c - TTOC 2', box('tippedOccupationCode2')],
  ['Box 1d - Overtime compensation', box('overtimeCompensation')],
  ...NEC_2025.slice(2),
];

const MISC_FIRST: readonly CsvColumn[] = [
  FATCA,
  SECOND_TIN,
  ['Box 1 - Rents', box('rents')],
  ['Box 2 - Royalties', box('royalties')],
  ['Box 3 - Other Income', box('otherIncome')],
  ['Box 4 - Federal income tax withheld', box('federalTaxWithheld')],
  ['Box 5 - Fishing boat proceeds', box('fishingBoatProceeds')],
  ['Box 6 - Medical and health care payments', box('medicalPayments')],
  [
    'Box 7 - Direct sales of $5000 or more of consumer products to a recipient for resale',
    check('directSalesIndicator'),
  ],
  ['Box 8 - Substitute payments in lieu of dividends or interest', box('substitutePaymentsForDivInt')],
  ['Box 9 - Crop insurance proceeds', box('cropInsuranceProceeds')],
  ['Box 10 - Gross proceeds paid to an attorney', box('proceedsPaidToAttorney')],
  ['Box 11 - Fish purchased for resale', box('fishPurchasedForResale')],
  ['Box 12 - Section 409A deferrals', box('four09Deferrals')],
];
const NQDC: CsvColumn = ['Box 15 - Nonqualified deferred compensation', box('nonQualifiedDeferredComp')];
const MISC_2024: readonly CsvColumn[] = [
  ...MISC_FIRST,
  ['Box 14 - Excess golden parachute payments', box('goldenParachutePayment')],
  NQDC,
  ...STATE_COLUMNS,
];
const MISC_2025: readonly CsvColumn[] = [...MISC_FIRST, NQDC, ...STATE_COLUMNS];
const MISC_2026: readonly CsvColumn[] = [
  ...MISC_FIRST,
  ['Box 13a - Cash tips', box('cashTips')],
  ['Box 13b - TTOC 1', box('tippedOccupationCode1')],
  ['Box 13b - TTOC 2', box('tippedOccupationCode2')],
  ['Box 14 - Overtime compensation', box('overtimeCompensation')],
  NQDC,
  ...STATE_COLUMNS,
];

const INT: readonly CsvColumn[] = [
  FATCA,
  SECOND_TIN,
  ["Payer's RTN", box('payerRtn')],
  ['Box 1 - Interest Income', box('interestIncome')],
  ['Box 2 - Early withdrawal penalty', box('earlyWithdrawalPenalty')],
  ['Box 3 - Interest on U.S. Savings Bonds and Treasury obligations', box('interestOnUSSavingsBonds')],
  ['Box 4 - Federal income tax withheld', box('federalTaxWithheld')],
  ['Box 5 - Investment expenses', box('investmentExpenses')],
  ['Box 6 - Foreign tax paid', box('foreignTaxPaid')],
  ['Box 7 - Foreign country or U.S. possession', box('foreignCountry')],
  ['Box 8 - Tax-exempt interest', box('taxExemptInterest')],
  ['Box 9 - Specified private activity bond interest', box('specifiedPrivateActivityBondInterest')],
  ['Box 10 - Market discount', box('marketDiscount')],
  ['Box 11 - Bond premium', box('bondPremium')],
  ['Box 12 - Bond premium on Treasury obligations', box('bondPremiumOnTreasuryObligations')],
  ['Box 13 - Bond premium on tax-exempt bond', box('bondPremiumOnTaxExemptBond')],
  ['Box 14 - Tax-exempt and tax credit bond CUSIP no.', box('taxExemptTaxCreditBondCusipNo')],
  ...STATE_COLUMNS,
];

const OID: readonly CsvColumn[] = [
  FATCA,
  SECOND_TIN,
  ['Box 1 - Original issue discount for the year', box('oid')],
  ['Box 2 - Other periodic interest', box('periodInterest')],
  ['Box 3 - Early withdrawal penalty', box('earlyWithdrawalPenalty')],
  ['Box 4 - Federal income tax withheld', box('federalTaxWithheld')],
  ['Box 5 - Market discount', box('marketDiscount')],
  ['Box 6 - Acquisition premium', box('acquisitionPremium')],
  ['Box 7 - Description', box('description')],
  ['Box 8 - Original issue discount on U.S. Treasury obligations', box('oidOnUSTreasury')],
  ['Box 9 - Investment expenses', box('investmentExpenses')],
  ['Box 10 - Bond premium', box('bondPremium')],
  ['Box 11 - Tax-exempt OID', box('taxExemptOID')],
  ...STATE_COLUMNS,
];

const S: readonly CsvColumn[] = [
  ['Box 1 - Date of closing', box('dateOfClosing')],
  ['Box 2 - Gross proceeds', box('grossProceeds')],
  ['Box 3 - Address or legal description', box('address')],
  [
    'Box 4 - Transferor received or will receive property or services as part of the consideration',
    check('willReceiveProperty'),
  ],
  ['Box 5 - Transferor is a foreign person', check('isForeign')],
  ["Box 6 - Buyer's part of real estate tax", box('buyersPartOfTax')],
];

export const FORM_COLUMNS: Readonly<Record<IrisTaxYear, Readonly<Record<FormType, readonly CsvColumn[]>>>> = {
  2024: {
    Type_1099_NEC: NEC_2024,
    Type_1099_MISC: MISC_2024,
    Type_1099_INT: INT,
    Type_1099_OID: OID,
    Type_1099_S: S,
  },
  2025: {
    Type_1099_NEC: NEC_2025,
    Type_1099_MISC: MISC_2025,
    Type_1099_INT: INT,
    Type_1099_OID: OID,
    Type_1099_S: S,
  },
  2026: {
    Type_1099_NEC: NEC_2026,
    Type_1099_MISC: MISC_2026,
    Type_1099_INT: INT,
    Type_1099_OID: OID,
    Type_1099_S: S,
  },
};

/** The 37 leading columns of every template (reference irs-iris.md §9.1). */
export const COMMON_HEADERS = [
  'Form Type', 'Tax Year', 'Payer TIN Type', 'Payer Taxpayer ID Number', 'Payer Name Type',
  'Payer Business or Entity Name Line 1', 'Payer Business or Entity Name Line 2', 'Payer First Name', 'Payer Middle Name',
  'Payer Last Name (Surname)', 'Payer Suffix', 'Payer Country', 'Payer Address Line 1', 'Payer Address Line 2',
  'Payer City/Town', 'Payer State/Province/Territory', 'Payer ZIP/Postal Code', 'Payer Phone Type', 'Payer Phone',
  'Payer Email Address', 'Recipient TIN Type', 'Recipient Taxpayer ID Number', 'Recipient Name Type',
  'Recipient Business or Entity Name Line 1', 'Recipient Business or Entity Name Line 2', 'Recipient First Name',
  'Recipient Middle Name', 'Recipient Last Name (Surname)', 'Recipient Suffix', 'Recipient Country',
  'Recipient Address Line 1', 'Recipient Address Line 2', 'Recipient City/Town', 'Recipient State/Province/Territory',
  'Recipient ZIP/Postal Code', 'Office Code', 'Form Account Number',
] as const; // prettier-ignore
