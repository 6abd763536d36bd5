import type { FormType } from '@file1099/forms';

/**
 * Form 1096 (Annual Summary and Transmittal), page index 1 of f1096-2025.pdf (2025) and f1096.pdf
 * (2026). Every field is read-only in the file; we draw over them like any other. No signature or date
 * field: the filer signs the printed form.
 */
export interface Form1096Template {
  file: string;
  taxYear: number;
  page: number;
  fields: Readonly<Record<Form1096Key, string | null>>;
  /** Box 6 "Type of form" checkbox per form type. */
  formTypes: Readonly<Record<FormType, string>>;
}

export type Form1096Key =
  | 'filerName'
  | 'street'
  | 'suite'
  | 'cityLine'
  | 'city'
  | 'state'
  | 'country'
  | 'zip'
  | 'contactName'
  | 'phone'
  | 'email'
  | 'fax'
  | 'ein'
  | 'ssn'
  | 'totalForms'
  | 'federalTaxWithheld'
  | 'totalAmount'
  | 'title';

const P = 'topmostSubform[0].Page1[0].';
const NA = `${P}NameAddress_ReadOrder[0].`;

function typeBoxes(): Record<FormType, string> {
  return {
    Type_1099_NEC: `${P}F1099-NEC[0].c1_1[0]`,
    Type_1099_MISC: `${P}F1099-MISC[0].c1_1[0]`,
    Type_1099_INT: `${P}F1099-INT[0].c1_1[0]`,
    Type_1099_OID: `${P}F1099-OID[0].c1_1[0]`,
    Type_1099_S: `${P}F1099-S[0].c1_1[0]`,
  };
}

export const FORM_1096_TEMPLATES: readonly Form1096Template[] = [
  {
    file: 'f1096-2025.pdf',
    taxYear: 2025,
    page: 1,
    fields: {
      filerName: `${NA}f1_1[0]`,
      street: `${NA}f1_2[0]`,
      suite: null,
      cityLine: `${NA}f1_3[0]`,
      city: null,
      state: null,
      country: null,
      zip: null,
      contactName: `${NA}f1_4[0]`,
      phone: `${NA}f1_5[0]`,
      email: `${NA}f1_6[0]`,
      fax: `${NA}f1_7[0]`,
      ein: `${P}f1_8[0]`,
      ssn: `${P}f1_9[0]`,
      totalForms: `${P}f1_10[0]`,
      federalTaxWithheld: `${P}Box4_ReadOrder[0].f1_11[0]`,
      totalAmount: `${P}f1_12[0]`,
      title: `${P}f1_13[0]`,
    },
    formTypes: typeBoxes(),
  },
  {
    file: 'f1096.pdf',
    taxYear: 2026,
    page: 1,
    fields: {
      filerName: `${NA}f1_1[0]`,
      street: `${NA}f1_2[0]`,
      suite: `${NA}f1_3[0]`,
      cityLine: null,
      city: `${NA}f1_4[0]`,
      state: `${NA}f1_5[0]`,
      country: `${NA}f1_6[0]`,
      zip: `${NA}f1_7[0]`,
      contactName: `${NA}f1_8[0]`,
      phone: `${NA}f1_9[0]`,
      email: `${NA}f1_10[0]`,
      fax: `${NA}f1_11[0]`,
      ein: `${P}f1_12[0]`,
      ssn: `${P}f1_13[0]`,
      totalForms: `${P}f1_14[0]`,
      federalTaxWithheld: `${P}Box4_ReadOrder[0].f1_15[0]`,
      totalAmount: `${P}f1_16[0]`,
      title: `${P}f1_17[0]`,
    },
    formTypes: typeBoxes(),
  },
];

/** The 1096 for a tax year: 2025 has its own; 2026 and later use the 2026 form. */
export function find1096Template(taxYear: number): Form1096Template | null {
  if (taxYear === 2025) return FORM_1096_TEMPLATES[0] ?? null;
  if (taxYear >= 2026) return FORM_1096_TEMPLATES[1] ?? null;
  return null;
}
