import type { FormType } from '@file1099/forms';
import {
  BLANK_OR_1,
  defineLayout,
  END_FIELD,
  REQUIRED,
  type FieldDefinition,
  type FieldSpec,
} from './fields.ts';

/** The 18 payment amount codes, in field order: 1-9, A-H, J (there is no I). Pub 1220 (2025), Part C. */
export const AMOUNT_CODES = [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J',
] as const; // prettier-ignore
export type AmountCode = (typeof AMOUNT_CODES)[number];

/** 'amount1' … 'amountJ': raw field names of the B payment amounts and C/K control totals. */
export function getAmountFieldName(code: AmountCode): string {
  return `amount${code}`;
}

/** The 18 raw field names in code order, made once (the validator reads them for every B record). */
export const AMOUNT_FIELD_NAMES: readonly string[] = AMOUNT_CODES.map(getAmountFieldName);

function defineAmounts(firstStart: number, length: number, label: string): FieldDefinition[] {
  return AMOUNT_CODES.map((code, index): FieldDefinition => {
    const start = firstStart + index * length;
    return [getAmountFieldName(code), start, start + length - 1, 'M', `${label} ${code}`, REQUIRED];
  });
}

/** B positions 1-543, the same for every form. Pub 1220 (2025), Part C, Sec. 3; reference §4.1. */
const B_COMMON: readonly FieldDefinition[] = [
  ['recordType', 1, 1, 'A', 'Record Type', REQUIRED],
  ['paymentYear', 2, 5, 'N', 'Payment Year', REQUIRED],
  ['correctedReturnIndicator', 6, 6, 'I', 'Corrected Return Indicator', { values: [' ', 'G', 'C'] }],
  ['nameControl', 7, 10, 'A', 'Name Control'],
  ['typeOfTin', 11, 11, 'I', 'Type of TIN', { values: [' ', '1', '2'] }],
  ['payeeTin', 12, 20, 'N', "Payee's TIN", { required: true, blankAllowed: true }],
  ['payerAccountNumber', 21, 40, 'A', "Payer's Account Number For Payee"],
  ['payerOfficeCode', 41, 44, 'A', "Payer's Office Code"],
  ['', 45, 54, 'B', 'Blank'],
  ...defineAmounts(55, 12, 'Payment Amount'),
  ['', 271, 286, 'B', 'Blank'],
  ['foreignCountryIndicator', 287, 287, 'I', 'Foreign Country Indicator', BLANK_OR_1],
  ['firstPayeeNameLine', 288, 327, 'A', 'First Payee Name Line', REQUIRED],
  ['secondPayeeNameLine', 328, 367, 'A', 'Second Payee Name Line'],
  ['payeeMailingAddress', 368, 407, 'A', 'Payee Mailing Address', REQUIRED],
  ['', 408, 447, 'B', 'Blank'],
  ['payeeCity', 448, 487, 'A', 'Payee City', REQUIRED],
  ['payeeState', 488, 489, 'A', 'Payee State'],
  ['payeeZipCode', 490, 498, 'A', 'Payee ZIP Code'],
  ['', 499, 499, 'B', 'Blank'],
  ['recordSequenceNumber', 500, 507, 'N', 'Record Sequence Number', REQUIRED],
  ['', 508, 543, 'B', 'Blank'],
];

const SECOND_TIN_NOTICE: FieldDefinition = [
  'secondTinNotice', 544, 544, 'I', 'Second TIN Notice', { values: [' ', '2'] },
]; // prettier-ignore
const STATE_AND_LOCAL: readonly FieldDefinition[] = [
  ['specialDataEntries', 663, 722, 'A', 'Special Data Entries'],
  ['stateIncomeTaxWithheld', 723, 734, 'M', 'State Income Tax Withheld'],
  ['localIncomeTaxWithheld', 735, 746, 'M', 'Local Income Tax Withheld'],
];
const CFSF_CODE: FieldDefinition = [
  'combinedFederalStateCode',
  747,
  748,
  'N',
  'Combined Federal/State Code',
  { blankAllowed: true },
];

/** Positions 544-750 by form. Pub 1220 (2025), Part C, Sec. 3; reference irs-fire-pub1220.md §5. */
const B_TAILS: Readonly<Record<FormType, readonly FieldDefinition[]>> = {
  Type_1099_MISC: [
    SECOND_TIN_NOTICE,
    ['', 545, 546, 'B', 'Blank'],
    ['directSalesIndicator', 547, 547, 'I', 'Direct Sales Indicator', BLANK_OR_1],
    ['fatcaFilingRequirementIndicator', 548, 548, 'I', 'FATCA Filing Requirement Indicator', BLANK_OR_1],
    ['', 549, 662, 'B', 'Blank'],
    ...STATE_AND_LOCAL,
    CFSF_CODE,
  ],
  // Pub 1220 (2025) prints 548-722 as blank with length 173 (a known typo for 175); one TY2025
  // transcription has Special Data Entries at 663-722 as for MISC. We read and write it there.
  Type_1099_NEC: [
    SECOND_TIN_NOTICE,
    ['', 545, 546, 'B', 'Blank'],
    ['directSalesIndicator', 547, 547, 'I', 'Direct Sales Indicator', BLANK_OR_1],
    ['', 548, 662, 'B', 'Blank'],
    ...STATE_AND_LOCAL,
    CFSF_CODE,
  ],
  Type_1099_INT: [
    SECOND_TIN_NOTICE,
    ['', 545, 546, 'B', 'Blank'],
    ['foreignCountryOrUSPossession', 547, 586, 'A', 'Foreign Country or U.S. Possession'],
    ['cusipNumber', 587, 599, 'R', 'CUSIP Number'],
    ['fatcaFilingRequirementIndicator', 600, 600, 'I', 'FATCA Filing Requirement Indicator', BLANK_OR_1],
    ['', 601, 662, 'B', 'Blank'],
    ...STATE_AND_LOCAL,
    CFSF_CODE,
  ],
  Type_1099_OID: [
    SECOND_TIN_NOTICE,
    ['', 545, 546, 'B', 'Blank'],
    ['description', 547, 585, 'A', 'Description', REQUIRED],
    ['fatcaFilingRequirementIndicator', 586, 586, 'I', 'FATCA Filing Requirement Indicator', BLANK_OR_1],
    ['', 587, 662, 'B', 'Blank'],
    ...STATE_AND_LOCAL,
    CFSF_CODE,
  ],
  // 1099-S has no second TIN notice and is not in the CF/SF program (reference §5.5).
  Type_1099_S: [
    ['', 544, 546, 'B', 'Blank'],
    ['propertyOrServicesIndicator', 547, 547, 'I', 'Property or Services Indicator', BLANK_OR_1],
    ['dateOfClosing', 548, 555, 'N', 'Date of Closing', REQUIRED],
    ['addressOrLegalDescription', 556, 594, 'A', 'Address or Legal Description', REQUIRED],
    ['foreignTransferor', 595, 595, 'I', 'Foreign Transferor', BLANK_OR_1],
    ['', 596, 662, 'B', 'Blank'],
    ...STATE_AND_LOCAL,
    ['', 747, 748, 'B', 'Blank'],
  ],
};

export const B_LAYOUTS = Object.fromEntries(
  Object.entries(B_TAILS).map(([formType, tail]) => [
    formType,
    defineLayout([...B_COMMON, ...tail, END_FIELD]),
  ]),
) as Readonly<Record<FormType, ReturnType<typeof defineLayout>>>;

/** The common part alone, for a B record whose form is unknown (no A record before it). */
export const B_COMMON_LAYOUT = defineLayout([
  ...B_COMMON,
  ['', 544, 748, 'B', 'Form-specific area'],
  END_FIELD,
]);

const B_LAYOUT_BY_FORM: ReadonlyMap<FormType, readonly FieldSpec[]> = new Map(
  Object.entries(B_LAYOUTS) as [FormType, readonly FieldSpec[]][],
);

/**
 * `B_LAYOUTS[formType]` through a Map, for code that reads records of every form: a keyed load of
 * B_LAYOUTS that V8 compiled for one form's name is thrown away when the next form comes.
 */
export function getBLayout(formType: FormType): readonly FieldSpec[] {
  return B_LAYOUT_BY_FORM.get(formType) ?? B_COMMON_LAYOUT;
}
