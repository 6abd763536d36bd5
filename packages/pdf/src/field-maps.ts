import type { FormType } from '@file1099/forms';

/**
 * Where each value goes on the official IRS PDFs (../shared/irs-forms/README.md, read from each file's
 * AcroForm and XFA template). One map per file: the 2025 and 2026 revisions number their fields
 * differently. Keys are the catalogue's `filingData` names (`nonEmployeeComp`, `state1Income`, ...)
 * or the party keys of `PartyKey`; the value is the field's name after the copy's prefix, with
 * `{H}`, `{L}` and `{R}` standing for the copy's header, left and right containers (they differ by
 * copy on the 1099-INT). `field-maps.test.ts` checks every name against its file.
 */

/** The copies this package draws. A (for the IRS) is never printed: the IRS does not accept it. */
export const COPY_KINDS = ['B', 'C', '1', '2'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** Values that are not boxes of the catalogue. */
export type PartyKey =
  | 'formYear'
  | 'payerBlock'
  | 'payerName'
  | 'payerStreet'
  | 'payerSuite'
  | 'payerCity'
  | 'payerPhone'
  | 'payerState'
  | 'payerCountry'
  | 'payerZip'
  | 'payerTin'
  | 'recipientTin'
  | 'recipientName'
  | 'recipientStreet'
  | 'recipientStreetFull'
  | 'recipientApt'
  | 'recipientCity'
  | 'recipientState'
  | 'recipientCountry'
  | 'recipientZip'
  | 'recipientCityLine'
  | 'state1Id'
  | 'state2Id';

export interface CopyPage {
  /** 0-based page index in the file. */
  page: number;
  /** Pages printed after this copy (the Instructions for Recipient on the back of Copy B). */
  backPages?: readonly number[];
  /** Field name prefix after `topmostSubform[0].`, e.g. `CopyB[0].`. */
  prefix: string;
  containers: { H: string; L: string; R: string };
  corrected: string;
  void?: string;
}

export interface OfficialTemplate {
  /** Asset file name (packages/pdf/assets/irs). */
  file: string;
  formType: FormType;
  taxYears: readonly number[];
  copies: Partial<Record<CopyKind, CopyPage>>;
  /** Text and money fields: key → field name pattern. */
  fields: Readonly<Record<string, string>>;
  /** Checkboxes: key → field name pattern. */
  checkboxes: Readonly<Record<string, string>>;
}

export const FIELD_ROOT = 'topmostSubform[0].';

const NEC_COPIES_HEADERS = { H: 'PgHeader[0].', L: 'LeftCol[0].', R: 'RightCol[0].' };

function necCopies(): Partial<Record<CopyKind, CopyPage>> {
  return {
    '1': {
      page: 2,
      prefix: 'Copy1[0].',
      containers: NEC_COPIES_HEADERS,
      void: 'PgHeader[0].c2_1[0]',
      corrected: 'PgHeader[0].c2_1[1]',
    },
    B: { page: 3, backPages: [4], prefix: 'CopyB[0].', containers: NEC_COPIES_HEADERS, corrected: 'c2_1[0]' },
    '2': {
      page: 5,
      prefix: 'Copy2[0].',
      containers: NEC_COPIES_HEADERS,
      void: 'c2_1[0]',
      corrected: 'c2_1[1]',
    },
  };
}

const MISC_CONTAINERS = { H: 'CopyHeader[0].', L: 'LeftColumn[0].', R: 'RightColumn[0].' };

function miscCopies(): Partial<Record<CopyKind, CopyPage>> {
  return {
    '1': {
      page: 2,
      prefix: 'Copy1[0].',
      containers: MISC_CONTAINERS,
      void: 'CopyHeader[0].c2_1[0]',
      corrected: 'CopyHeader[0].c2_1[1]',
    },
    B: {
      page: 3,
      backPages: [4],
      prefix: 'CopyB[0].',
      containers: MISC_CONTAINERS,
      corrected: 'CopyHeader[0].c2_1[0]',
    },
    '2': { page: 5, prefix: 'Copy2[0].', containers: MISC_CONTAINERS, corrected: 'CopyHeader[0].c2_1[0]' },
  };
}

/** f1099nec.pdf, Rev. December 2026: tax year 2026 and later. */
const NEC_2026: OfficialTemplate = {
  file: 'f1099nec.pdf',
  formType: 'Type_1099_NEC',
  taxYears: [2026],
  copies: necCopies(),
  fields: {
    formYear: '{H}CalendarYear[0].f2_1[0]',
    payerName: '{L}f2_2[0]',
    payerStreet: '{L}f2_3[0]',
    payerSuite: '{L}f2_4[0]',
    payerCity: '{L}f2_5[0]',
    payerPhone: '{L}f2_6[0]',
    payerState: '{L}f2_7[0]',
    payerCountry: '{L}f2_8[0]',
    payerZip: '{L}f2_9[0]',
    payerTin: '{L}f2_10[0]',
    recipientTin: '{L}f2_11[0]',
    recipientName: '{L}f2_12[0]',
    recipientStreet: '{L}f2_13[0]',
    recipientApt: '{L}f2_14[0]',
    recipientCity: '{L}f2_15[0]',
    recipientState: '{L}f2_16[0]',
    recipientCountry: '{L}f2_17[0]',
    recipientZip: '{L}f2_18[0]',
    payeeAccountNumber: '{L}f2_19[0]',
    nonEmployeeComp: '{R}f2_20[0]',
    cashTips: '{R}Box1b_ReadOrder[0].f2_21[0]',
    tippedOccupationCode1: '{R}f2_22[0]',
    tippedOccupationCode2: '{R}f2_23[0]',
    overtimeCompensation: '{R}f2_24[0]',
    goldenParachutePayment: '{R}f2_25[0]',
    federalTaxWithheld: '{R}f2_26[0]',
    state1TaxWithheld: '{R}Box5_ReadOrder[0].f2_27[0]',
    state2TaxWithheld: '{R}Box5_ReadOrder[0].f2_28[0]',
    state1Id: '{R}Box6_ReadOrder[0].f2_29[0]',
    state2Id: '{R}Box6_ReadOrder[0].f2_30[0]',
    state1Income: '{R}f2_31[0]',
    state2Income: '{R}f2_32[0]',
  },
  checkboxes: { directSalesIndicator: '{R}c1_3[0]' },
};

/** f1099nec-2025.pdf, Rev. April 2025: tax year 2025. */
const NEC_2025: OfficialTemplate = {
  file: 'f1099nec-2025.pdf',
  formType: 'Type_1099_NEC',
  taxYears: [2025],
  copies: necCopies(),
  fields: {
    formYear: '{H}CalendarYear[0].f2_1[0]',
    payerBlock: '{L}f2_2[0]',
    payerTin: '{L}f2_3[0]',
    recipientTin: '{L}f2_4[0]',
    recipientName: '{L}f2_5[0]',
    recipientStreetFull: '{L}f2_6[0]',
    recipientCityLine: '{L}f2_7[0]',
    payeeAccountNumber: '{L}f2_8[0]',
    nonEmployeeComp: '{R}f2_9[0]',
    goldenParachutePayment: '{R}f2_10[0]',
    federalTaxWithheld: '{R}f2_11[0]',
    state1TaxWithheld: '{R}Box5_ReadOrder[0].f2_12[0]',
    state2TaxWithheld: '{R}Box5_ReadOrder[0].f2_13[0]',
    state1Id: '{R}Box6_ReadOrder[0].f2_14[0]',
    state2Id: '{R}Box6_ReadOrder[0].f2_15[0]',
    state1Income: '{R}Box7_ReadOrder[0].f2_16[0]',
    state2Income: '{R}Box7_ReadOrder[0].f2_17[0]',
  },
  checkboxes: { directSalesIndicator: '{R}c2_3[0]' },
};

/** f1099msc.pdf, Rev. December 2026: tax year 2026 and later. */
const MISC_2026: OfficialTemplate = {
  file: 'f1099msc.pdf',
  formType: 'Type_1099_MISC',
  taxYears: [2026],
  copies: miscCopies(),
  fields: {
    formYear: '{H}CalendarYear[0].f2_1[0]',
    payerName: '{L}f2_2[0]',
    payerStreet: '{L}f2_3[0]',
    payerSuite: '{L}f2_4[0]',
    payerCity: '{L}f2_5[0]',
    payerPhone: '{L}f2_6[0]',
    payerState: '{L}f2_7[0]',
    payerCountry: '{L}f2_8[0]',
    payerZip: '{L}f2_9[0]',
    payerTin: '{L}f2_10[0]',
    recipientTin: '{L}f2_11[0]',
    recipientName: '{L}f2_12[0]',
    recipientStreet: '{L}f2_13[0]',
    recipientApt: '{L}f2_14[0]',
    recipientCity: '{L}f2_15[0]',
    recipientState: '{L}f2_16[0]',
    recipientCountry: '{L}f2_17[0]',
    recipientZip: '{L}f2_18[0]',
    payeeAccountNumber: '{L}f2_19[0]',
    rents: '{R}f2_20[0]',
    royalties: '{R}f2_21[0]',
    otherIncome: '{R}Box3_ReadOrder[0].f2_22[0]',
    federalTaxWithheld: '{R}f2_23[0]',
    fishingBoatProceeds: '{R}Box5_ReadOrder[0].f2_24[0]',
    medicalPayments: '{R}f2_25[0]',
    substitutePaymentsForDivInt: '{R}f2_26[0]',
    cropInsuranceProceeds: '{R}Box9_ReadOrder[0].f2_27[0]',
    proceedsPaidToAttorney: '{R}f2_28[0]',
    fishPurchasedForResale: '{R}Box11_ReadOrder[0].f2_29[0]',
    four09Deferrals: '{R}f2_30[0]',
    cashTips: '{R}Box13a_ReadOrder[0].f2_31[0]',
    tippedOccupationCode1: '{R}f2_32[0]',
    tippedOccupationCode2: '{R}f2_33[0]',
    overtimeCompensation: '{R}Box14_ReadOrder[0].f2_34[0]',
    nonQualifiedDeferredComp: '{R}f2_35[0]',
    state1TaxWithheld: 'Box16_ReadOrder[0].f2_36[0]',
    state2TaxWithheld: 'Box16_ReadOrder[0].f2_37[0]',
    state1Id: 'Box17_ReadOrder[0].f2_38[0]',
    state2Id: 'Box17_ReadOrder[0].f2_39[0]',
    state1Income: 'f2_40[0]',
    state2Income: 'f2_41[0]',
  },
  checkboxes: {
    fatcaFilingRequirementIndicator: '{L}c2_2[0]',
    directSalesIndicator: '{R}Box7_ReadOrder[0].c2_4[0]',
  },
};

/** f1099msc-2025.pdf, Rev. April 2025: tax year 2025. */
const MISC_2025: OfficialTemplate = {
  file: 'f1099msc-2025.pdf',
  formType: 'Type_1099_MISC',
  taxYears: [2025],
  copies: miscCopies(),
  fields: {
    formYear: '{H}CalendarYear[0].f2_1[0]',
    payerBlock: '{L}f2_2[0]',
    payerTin: '{L}f2_3[0]',
    recipientTin: '{L}f2_4[0]',
    recipientName: '{L}f2_5[0]',
    recipientStreetFull: '{L}f2_6[0]',
    recipientCityLine: '{L}f2_7[0]',
    payeeAccountNumber: '{L}f2_8[0]',
    rents: '{R}f2_9[0]',
    royalties: '{R}f2_10[0]',
    otherIncome: '{R}f2_11[0]',
    federalTaxWithheld: '{R}f2_12[0]',
    fishingBoatProceeds: '{R}f2_13[0]',
    medicalPayments: '{R}f2_14[0]',
    substitutePaymentsForDivInt: '{R}f2_15[0]',
    cropInsuranceProceeds: '{R}f2_16[0]',
    proceedsPaidToAttorney: '{R}f2_17[0]',
    fishPurchasedForResale: '{R}f2_18[0]',
    four09Deferrals: '{R}f2_19[0]',
    nonQualifiedDeferredComp: '{R}f2_21[0]',
    state1TaxWithheld: 'Box16_ReadOrder[0].f2_22[0]',
    state2TaxWithheld: 'Box16_ReadOrder[0].f2_23[0]',
    state1Id: 'Box17_ReadOrder[0].f2_24[0]',
    state2Id: 'Box17_ReadOrder[0].f2_25[0]',
    state1Income: 'f2_26[0]',
    state2Income: 'f2_27[0]',
  },
  checkboxes: {
    directSalesIndicator: '{R}c2_4[0]',
    fatcaFilingRequirementIndicator: '{R}TagCorrectingSubform[0].c2_3[0]',
  },
};

/** f1099int.pdf, Rev. January 2024: tax years 2024 to 2026. Container names differ by copy. */
const INT_2024: OfficialTemplate = {
  file: 'f1099int.pdf',
  formType: 'Type_1099_INT',
  taxYears: [2024, 2025, 2026],
  copies: {
    '1': {
      page: 2,
      prefix: 'Copy1[0].',
      containers: { H: 'CopyHeader[0].', L: 'LftColumn[0].', R: 'RghtCol[0].' },
      void: 'CopyHeader[0].c2_1[0]',
      corrected: 'CopyHeader[0].c2_1[1]',
    },
    B: {
      page: 3,
      backPages: [4, 6],
      prefix: 'CopyB[0].',
      containers: { H: 'CopyBHeader[0].', L: 'LeftColumn[0].', R: 'RghtColumn[0].' },
      corrected: 'CopyBHeader[0].c2_1[0]',
    },
    '2': {
      page: 5,
      prefix: 'Copy2[0].',
      containers: { H: 'CopyHeader[0].', L: 'LeftColumn[0].', R: 'RghtColumn[0].' },
      corrected: 'CopyHeader[0].c2_1[0]',
    },
  },
  fields: {
    formYear: '{H}CalendarYear2_1[0]',
    payerBlock: '{L}f2_1[0]',
    payerTin: '{L}f2_2[0]',
    recipientTin: '{L}f2_3[0]',
    recipientName: '{L}f2_4[0]',
    recipientStreetFull: '{L}f2_5[0]',
    recipientCityLine: '{L}f2_6[0]',
    payeeAccountNumber: '{L}f2_7[0]',
    payerRtn: '{R}f2_8[0]',
    interestIncome: '{R}Box1[0].f2_9[0]',
    earlyWithdrawalPenalty: '{R}Box2[0].f2_10[0]',
    interestOnUSSavingsBonds: '{R}Box3[0].f2_11[0]',
    federalTaxWithheld: '{R}Box4[0].f2_12[0]',
    investmentExpenses: '{R}Box5[0].f2_13[0]',
    foreignTaxPaid: '{R}Box6[0].f2_14[0]',
    foreignCountry: '{R}f2_15[0]',
    taxExemptInterest: '{R}Box8[0].f2_16[0]',
    specifiedPrivateActivityBondInterest: '{R}Box9[0].f2_17[0]',
    marketDiscount: '{R}Box10[0].f2_18[0]',
    bondPremium: '{R}Box11[0].f2_19[0]',
    bondPremiumOnTreasuryObligations: '{R}Box12[0].f2_20[0]',
    bondPremiumOnTaxExemptBond: '{R}Box13[0].f2_21[0]',
    taxExemptTaxCreditBondCusipNo: '{R}Box14[0].f2_22[0]',
    state1Code: '{R}Boxes15_16_17[0].f2_23[0]',
    state2Code: '{R}Boxes15_16_17[0].f2_24[0]',
    state1EIN: '{R}Boxes15_16_17[0].f2_25[0]',
    state2EIN: '{R}Boxes15_16_17[0].f2_26[0]',
    state1TaxWithheld: '{R}Boxes15_16_17[0].f2_27[0]',
    state2TaxWithheld: '{R}Boxes15_16_17[0].f2_28[0]',
  },
  checkboxes: { fatcaFilingRequirementIndicator: '{L}c2_2[0]' },
};

export const OFFICIAL_TEMPLATES: readonly OfficialTemplate[] = [
  NEC_2025,
  NEC_2026,
  MISC_2025,
  MISC_2026,
  INT_2024,
];

/**
 * The official template for a form and tax year, or null when the repository has none (1099-OID,
 * 1099-S, and years before the revisions above): those get the substitute statement.
 * Rev. December 2026 serves 2026 and later (continuous-use forms).
 */
export function findOfficialTemplate(formType: FormType, taxYear: number): OfficialTemplate | null {
  for (const template of OFFICIAL_TEMPLATES) {
    if (template.formType !== formType) continue;
    const last = Math.max(...template.taxYears);
    if (template.taxYears.includes(taxYear) || (taxYear > last && last >= 2026)) return template;
  }
  return null;
}

/** The full AcroForm name of a mapped field on one copy. */
export function fieldName(copy: CopyPage, pattern: string): string {
  const { H, L, R } = copy.containers;
  return `${FIELD_ROOT}${copy.prefix}${pattern.replace('{H}', H).replace('{L}', L).replace('{R}', R)}`;
}

export function copyCheckboxName(copy: CopyPage, name: string): string {
  return `${FIELD_ROOT}${copy.prefix}${name}`;
}
