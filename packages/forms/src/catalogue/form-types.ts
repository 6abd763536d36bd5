/** Form types as the spec names them (spec part 1 §3). */
export const FORM_TYPES = [
  'Type_1099_MISC',
  'Type_1099_NEC',
  'Type_1099_INT',
  'Type_1099_OID',
  'Type_1099_S',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The IRS name of each form, as printed on it. */
export const FORM_TYPE_LABELS: Readonly<Record<FormType, string>> = {
  Type_1099_MISC: '1099-MISC',
  Type_1099_NEC: '1099-NEC',
  Type_1099_INT: '1099-INT',
  Type_1099_OID: '1099-OID',
  Type_1099_S: '1099-S',
};

/** Tax years the catalogue describes: the calendar year the amounts were paid. */
export const TAX_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026] as const;
export type TaxYear = (typeof TAX_YEARS)[number];

/**
 * First tax year of each form. Form 1099-NEC was revived for tax year 2020; in 2019 nonemployee
 * compensation was box 7 of Form 1099-MISC (spec part 2 §3: "2019 has no NEC boxes").
 */
const FIRST_TAX_YEAR: Readonly<Record<FormType, TaxYear>> = {
  Type_1099_MISC: 2019,
  Type_1099_NEC: 2020,
  Type_1099_INT: 2019,
  Type_1099_OID: 2019,
  Type_1099_S: 2019,
};

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === 'number' && (TAX_YEARS as readonly number[]).includes(value);
}

/** Whether the catalogue has the form for that tax year. */
export function isFormSupported(formType: FormType, taxYear: number): taxYear is TaxYear {
  return isTaxYear(taxYear) && taxYear >= FIRST_TAX_YEAR[formType];
}

/** Tax years in which the form exists, oldest first. */
export function getFormTaxYears(formType: FormType): TaxYear[] {
  return TAX_YEARS.filter((year) => isFormSupported(formType, year));
}

/** '1099-NEC' for 'Type_1099_NEC'. */
export function getFormTypeLabel(formType: FormType): string {
  return FORM_TYPE_LABELS[formType];
}
