import type { FormType } from '@file1099/forms';

/** Tax years the IRIS writer knows. TY2024 and TY2026 tables derive from TY2025 (see UNVERIFIED_ELEMENTS). */
export const IRIS_TAX_YEARS = [2024, 2025, 2026] as const;
export type IrisTaxYear = (typeof IRIS_TAX_YEARS)[number];

export function isIrisTaxYear(value: unknown): value is IrisTaxYear {
  return value === 2024 || value === 2025 || value === 2026;
}

/** amount: USDecimalAmountNNType; indicator: DigitBooleanType (always written, 0 or 1); text: TextType. */
export type IrisValueKind = 'amount' | 'indicator' | 'text' | 'date' | 'country' | 'cusip';

export interface IrisElement {
  element: string;
  /** The forms catalogue box name the value comes from. */
  box: string;
  kind: IrisValueKind;
  maxLength?: number;
  /** The field as a user knows it, in refusals ('description'). */
  label?: string;
}

export interface IrisFormTable {
  formTypeCd: string;
  detail: string;
  totals: string;
  totalsByState: string | null;
  /** Form-specific detail elements after RecipientAccountNum, in schema order. */
  elements: readonly IrisElement[];
  /** Boxes summed in the totals group, in schema order ('@totalReported' is TotalReportedAmt). */
  totalBoxes: readonly string[];
  hasStateGroups: boolean;
}

function amount(element: string, box: string): IrisElement {
  return { element, box, kind: 'amount' };
}
function indicator(element: string, box: string): IrisElement {
  return { element, box, kind: 'indicator' };
}

const SECOND_TIN = indicator('SecondTINNoticeInd', 'secondTinNotice');
const FATCA = indicator('FATCAFilingRequirementInd', 'fatcaFilingRequirementIndicator');
const FEDERAL = amount('FederalIncomeTaxWithheldAmt', 'federalTaxWithheld');

/** TY2025 v1.2 schema (IRS-Form1099NECType.xsd and siblings), element for element. */
const NEC_2025: IrisFormTable = {
  formTypeCd: '1099NEC',
  detail: 'Form1099NECDetail',
  totals: 'Form1099NECTotalAmtGrp',
  totalsByState: 'Form1099NECTotalByStateGrp',
  elements: [
    SECOND_TIN,
    amount('NonemployeeCompensationAmt', 'nonEmployeeComp'),
    indicator('DirectSaleAboveThresholdInd', 'directSalesIndicator'),
    amount('ExcessParachutePaymentAmt', 'goldenParachutePayment'),
    FEDERAL,
  ],
  totalBoxes: ['federalTaxWithheld', 'nonEmployeeComp', 'goldenParachutePayment'],
  hasStateGroups: true,
};

const MISC_2025: IrisFormTable = {
  formTypeCd: '1099MISC',
  detail: 'Form1099MISCDetail',
  totals: 'Form1099MISCTotalAmtGrp',
  totalsByState: 'Form1099MISCTotalByStateGrp',
  elements: [
    SECOND_TIN,
    FATCA,
    amount('RentAmt', 'rents'),
    amount('RoyaltyAmt', 'royalties'),
    amount('OtherIncomeAmt', 'otherIncome'),
    FEDERAL,
    amount('FishingBoatProceedsAmt', 'fishingBoatProceeds'),
    amount('MedicalHealthCarePaymentsAmt', 'medicalPayments'),
    indicator('DirectSaleAboveThresholdInd', 'directSalesIndicator'),
    amount('SubstitutePaymentsAmt', 'substitutePaymentsForDivInt'),
    amount('CropInsuranceProceedsAmt', 'cropInsuranceProceeds'),
    amount('AttorneyGrossProceedsPaidAmt', 'proceedsPaidToAttorney'),
    amount('FishPurchasedForResaleAmt', 'fishPurchasedForResale'),
    amount('Section409ADeferralsAmt', 'four09Deferrals'),
    amount('NonqlfyDeferredCompensationAmt', 'nonQualifiedDeferredComp'),
  ],
  totalBoxes: [
    'federalTaxWithheld', 'rents', 'royalties', 'otherIncome', 'fishingBoatProceeds', 'medicalPayments',
    'substitutePaymentsForDivInt', 'cropInsuranceProceeds', 'proceedsPaidToAttorney', 'fishPurchasedForResale',
    'four09Deferrals', 'nonQualifiedDeferredComp',
  ], // prettier-ignore
  hasStateGroups: true,
};

const INT_2025: IrisFormTable = {
  formTypeCd: '1099INT',
  detail: 'Form1099INTDetail',
  totals: 'Form1099INTTotalAmtGrp',
  totalsByState: 'Form1099INTTotalByStateGrp',
  elements: [
    SECOND_TIN,
    FATCA,
    // RoutingTransitNumberType; the forms package checks the pattern at input, the writer again.
    { element: 'PayerRoutingTransitNum', box: 'payerRtn', kind: 'text', maxLength: 9 },
    amount('InterestIncomeAmt', 'interestIncome'),
    amount('EarlyWithdrawalPenaltyAmt', 'earlyWithdrawalPenalty'),
    amount('USSavingsBondsTreasObligIntAmt', 'interestOnUSSavingsBonds'),
    FEDERAL,
    amount('InvestmentExpenseAmt', 'investmentExpenses'),
    amount('ForeignTaxesPaidAmt', 'foreignTaxPaid'),
    { element: 'ForeignCountryOrUSPossessionCd', box: 'foreignCountry', kind: 'country' },
    amount('TaxExemptInterestAmt', 'taxExemptInterest'),
    amount('SpcfdPrvtActyBondInterestAmt', 'specifiedPrivateActivityBondInterest'),
    amount('MarketDiscountAmt', 'marketDiscount'),
    amount('BondPremiumAmt', 'bondPremium'),
    amount('TreasuryObligBondPremiumAmt', 'bondPremiumOnTreasuryObligations'),
    amount('TaxExemptBondPremiumAmt', 'bondPremiumOnTaxExemptBond'),
    {
      element: 'TaxExemptTaxCreditBondCUSIPNum',
      box: 'taxExemptTaxCreditBondCusipNo',
      kind: 'cusip',
      maxLength: 9,
    },
  ],
  totalBoxes: [
    'interestIncome', 'earlyWithdrawalPenalty', 'interestOnUSSavingsBonds', 'federalTaxWithheld', 'investmentExpenses',
    'foreignTaxPaid', 'taxExemptInterest', 'specifiedPrivateActivityBondInterest', 'marketDiscount', 'bondPremium',
    'bondPremiumOnTreasuryObligations', 'bondPremiumOnTaxExemptBond',
  ], // prettier-ignore
  hasStateGroups: true,
};

const OID_2025: IrisFormTable = {
  formTypeCd: '1099OID',
  detail: 'Form1099OIDDetail',
  totals: 'Form1099OIDTotalAmtGrp',
  totalsByState: 'Form1099OIDTotalByStateGrp',
  elements: [
    SECOND_TIN,
    FATCA,
    amount('OriginalIssueDiscountAmt', 'oid'),
    amount('OtherPeriodicInterestAmt', 'periodInterest'),
    amount('EarlyWithdrawalPenaltyAmt', 'earlyWithdrawalPenalty'),
    FEDERAL,
    amount('MarketDiscountAmt', 'marketDiscount'),
    amount('AcquisitionPremiumAmt', 'acquisitionPremium'),
    {
      element: 'CUSIPNumberOrObligationDesc',
      box: 'description',
      kind: 'text',
      maxLength: 100,
      label: 'description (box 7)',
    },
    amount('TreasuryObligationOIDAmt', 'oidOnUSTreasury'),
    amount('InvestmentExpenseAmt', 'investmentExpenses'),
    amount('BondPremiumAmt', 'bondPremium'),
    amount('TaxExemptOIDAmt', 'taxExemptOID'),
  ],
  totalBoxes: [
    'federalTaxWithheld', 'oid', 'periodInterest', 'earlyWithdrawalPenalty', 'marketDiscount', 'acquisitionPremium',
    'oidOnUSTreasury', 'investmentExpenses', 'bondPremium', 'taxExemptOID',
  ], // prettier-ignore
  hasStateGroups: true,
};

const S_2025: IrisFormTable = {
  formTypeCd: '1099S',
  detail: 'Form1099SDetail',
  totals: 'Form1099STotalAmtGrp',
  totalsByState: null,
  elements: [
    { element: 'ClosingDt', box: 'dateOfClosing', kind: 'date' },
    amount('GrossProceedsAmt', 'grossProceeds'),
    {
      element: 'AddressOrLegalDesc',
      box: 'address',
      kind: 'text',
      maxLength: 100,
      label: 'address or legal description (box 3)',
    },
    indicator('TransferorRcvdConsiderationInd', 'willReceiveProperty'),
    indicator('TransferorForeignPersonInd', 'isForeign'),
    amount('BuyerRealEstateTaxAmt', 'buyersPartOfTax'),
  ],
  totalBoxes: ['grossProceeds', 'buyersPartOfTax'],
  hasStateGroups: false,
};

export const TOTAL_REPORTED = '@totalReported';

function insertAfter(
  elements: readonly IrisElement[],
  afterElement: string,
  added: readonly IrisElement[],
): IrisElement[] {
  const index = elements.findIndex((element) => element.element === afterElement);
  return [...elements.slice(0, index + 1), ...added, ...elements.slice(index + 1)];
}

function withoutBox<T extends { box: string } | string>(items: readonly T[], box: string): T[] {
  return items.filter((item) => (typeof item === 'string' ? item : item.box) !== box);
}

/**
 * TY2024: Microsoft's production TY2024 resources (reference irs-iris.md §4.5): no NEC box 3, MISC
 * box 14 golden parachute, and TotalReportedAmt in the NEC, MISC and INT totals.
 */
const TABLES_2024: Readonly<Record<FormType, IrisFormTable>> = {
  Type_1099_NEC: {
    ...NEC_2025,
    elements: withoutBox(NEC_2025.elements, 'goldenParachutePayment'),
    totalBoxes: ['federalTaxWithheld', TOTAL_REPORTED, 'nonEmployeeComp'],
  },
  Type_1099_MISC: {
    ...MISC_2025,
    elements: insertAfter(MISC_2025.elements, 'Section409ADeferralsAmt', [
      amount('ExcessParachutePaymentAmt', 'goldenParachutePayment'),
    ]),
    totalBoxes: [
      'federalTaxWithheld',
      TOTAL_REPORTED,
      ...MISC_2025.totalBoxes.slice(1, -1),
      'goldenParachutePayment',
      'nonQualifiedDeferredComp',
    ],
  },
  Type_1099_INT: { ...INT_2025, totalBoxes: [TOTAL_REPORTED, ...INT_2025.totalBoxes] },
  Type_1099_OID: OID_2025,
  Type_1099_S: S_2025,
};

/**
 * TY2026: the TY2025 schema plus the 2026 boxes of the forms catalogue (NEC 1b-1d, MISC 13a-14). The
 * IRS has not published the TY2026 schema, so these element names and places are ours: UNVERIFIED.
 */
const TIPS_2026: readonly IrisElement[] = [
  amount('CashTipsAmt', 'cashTips'),
  { element: 'TippedOccupationCd', box: 'tippedOccupationCode1', kind: 'text', maxLength: 3, label: 'TTOC' },
  { element: 'TippedOccupationCd', box: 'tippedOccupationCode2', kind: 'text', maxLength: 3, label: 'TTOC' },
  amount('OvertimeCompensationAmt', 'overtimeCompensation'),
];

const TABLES_2026: Readonly<Record<FormType, IrisFormTable>> = {
  Type_1099_NEC: {
    ...NEC_2025,
    elements: insertAfter(NEC_2025.elements, 'NonemployeeCompensationAmt', TIPS_2026),
  },
  Type_1099_MISC: {
    ...MISC_2025,
    elements: insertAfter(MISC_2025.elements, 'Section409ADeferralsAmt', TIPS_2026),
  },
  Type_1099_INT: INT_2025,
  Type_1099_OID: OID_2025,
  Type_1099_S: S_2025,
};

export const IRIS_FORM_TABLES: Readonly<Record<IrisTaxYear, Readonly<Record<FormType, IrisFormTable>>>> = {
  2024: TABLES_2024,
  2025: {
    Type_1099_NEC: NEC_2025,
    Type_1099_MISC: MISC_2025,
    Type_1099_INT: INT_2025,
    Type_1099_OID: OID_2025,
    Type_1099_S: S_2025,
  },
  2026: TABLES_2026,
};

/** Manifest SchemaVersionNum per year; TY2024 manifests had none (Microsoft's TY2024 manifest). */
export const SCHEMA_VERSION: Readonly<Record<IrisTaxYear, string | null>> = {
  2024: null,
  2025: '2.0.3',
  2026: '2.0.3',
};

/**
 * Every element name we write that the official TY2025 schema does not confirm. docs/efile.md lists
 * them; correct them here when the IRS publishes the schema of that year.
 */
export const UNVERIFIED_ELEMENTS: Readonly<Record<IrisTaxYear, readonly string[]>> = {
  2024: [
    'MISC ExcessParachutePaymentAmt (detail and totals)',
    'TotalReportedAmt (NEC, MISC, INT totals)',
    'no SchemaVersionNum in the manifest',
  ],
  2025: [],
  2026: ['CashTipsAmt', 'TippedOccupationCd', 'OvertimeCompensationAmt', 'SchemaVersionNum 2.0.3'],
};

/** Element names added for TY2026 (stripped before checking a TY2026 file against the TY2025 schema). */
export const UNVERIFIED_2026_ELEMENT_NAMES = [
  'CashTipsAmt',
  'TippedOccupationCd',
  'OvertimeCompensationAmt',
] as const;

export function getIrisFormTable(formType: FormType, taxYear: IrisTaxYear): IrisFormTable {
  return IRIS_FORM_TABLES[taxYear][formType];
}
