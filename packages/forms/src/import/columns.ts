import type { BoxDefinition } from '../catalogue/box-types.ts';
import { getFormDefinition } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';

/**
 * Spreadsheet template columns (spec part 2 §3). A filings sheet is the 16 payee columns, then the
 * form's boxes in display order, the state fields and the extra fields of that form and year: 25
 * columns for NEC 2024, 26 for NEC 2025, 37 for MISC 2024 and 36 for MISC 2025, as the spec counts.
 */
export type ColumnKind =
  | 'tin'
  | 'tinType'
  | 'entityType'
  | 'text'
  | 'email'
  | 'state'
  | 'country'
  | 'money'
  | 'boolean'
  | 'date'
  | 'payerType';

export interface SheetColumn {
  /** Field the value lands in: a payee field, or a filingData box name. */
  key: string;
  header: string;
  kind: ColumnKind;
  /** Other headers that mean the same column (files from other tools, older templates). */
  aliases?: readonly string[];
  required?: boolean;
}

export const PAYEE_COLUMNS: readonly SheetColumn[] = [
  {
    key: 'tin',
    header: "Payee's TIN",
    kind: 'tin',
    aliases: ['Recipient TIN', 'TIN', 'Payee TIN', "Recipient's TIN"],
    required: true,
  },
  { key: 'tinType', header: 'TIN Type', kind: 'tinType', aliases: ['Recipient TIN Type'] },
  { key: 'entityType', header: 'Payee Type', kind: 'entityType', aliases: ['Recipient Type', 'Entity Type'] },
  {
    key: 'businessName',
    header: 'Business Name',
    kind: 'text',
    aliases: ['Recipient Business Name', 'Company Name'],
  },
  { key: 'firstName', header: 'First Name', kind: 'text', aliases: ['Recipient First Name'] },
  { key: 'lastName', header: 'Last Name', kind: 'text', aliases: ['Recipient Last Name'] },
  { key: 'dba', header: 'Doing Business As', kind: 'text', aliases: ['DBA', 'Recipient DBA'] },
  {
    key: 'line1',
    header: 'Address Line 1',
    kind: 'text',
    aliases: ['Street Address', 'Recipient Address Line 1', 'Address 1'],
  },
  {
    key: 'line2',
    header: 'Address Line 2',
    kind: 'text',
    aliases: ['Suite/Apt', 'Recipient Address Line 2', 'Address 2'],
  },
  { key: 'city', header: 'City', kind: 'text', aliases: ['Recipient City'] },
  { key: 'state', header: 'State', kind: 'state', aliases: ['Recipient State'] },
  { key: 'country', header: 'Country', kind: 'country', aliases: ['Recipient Country'] },
  {
    key: 'postalCode',
    header: 'Zip',
    kind: 'text',
    aliases: ['ZIP Code', 'Zip Code', 'Postal Code', 'Recipient Zip'],
  },
  { key: 'emailAddress', header: 'Email', kind: 'email', aliases: ['Email Address', 'Recipient Email'] },
  { key: 'phoneNumber', header: 'Phone', kind: 'text', aliases: ['Phone Number', 'Recipient Phone'] },
  { key: 'phoneExt', header: 'Ph Extension', kind: 'text', aliases: ['Extension', 'Phone Extension', 'Ext'] },
];

export const PAYER_COLUMNS: readonly SheetColumn[] = [
  { key: 'tin', header: 'Payer TIN', kind: 'tin', aliases: ["Payer's TIN"], required: true },
  { key: 'tinType', header: 'TIN Type', kind: 'tinType' },
  { key: 'payerType', header: 'Payer Type', kind: 'payerType', required: true },
  { key: 'businessName', header: 'Business Name', kind: 'text' },
  { key: 'firstName', header: 'First Name', kind: 'text' },
  { key: 'lastName', header: 'Last Name', kind: 'text' },
  { key: 'line1', header: 'Address Line 1', kind: 'text' },
  { key: 'line2', header: 'Address Line 2', kind: 'text' },
  { key: 'city', header: 'City', kind: 'text' },
  { key: 'state', header: 'State', kind: 'state' },
  { key: 'country', header: 'Country', kind: 'country' },
  { key: 'postalCode', header: 'Zip', kind: 'text' },
  { key: 'emailAddress', header: 'Email', kind: 'email' },
  { key: 'phoneNumber', header: 'Phone', kind: 'text' },
  { key: 'phoneExt', header: 'Ph Extension', kind: 'text' },
];

const KIND_BY_BOX_TYPE: Record<BoxDefinition['type'], ColumnKind> = {
  money: 'money',
  boolean: 'boolean',
  text: 'text',
  date: 'date',
  state: 'state',
  stateEIN: 'text',
};

function toColumn(box: BoxDefinition): SheetColumn {
  const prefix = box.boxNumber ? `Box ${box.boxNumber} ` : '';
  return {
    key: box.name,
    header: `${prefix}${box.shortLabel}`.trim(),
    kind: KIND_BY_BOX_TYPE[box.type],
    aliases: [box.label, box.shortLabel, box.name],
  };
}

/** Years with spreadsheet templates: the spec's 2024 and 2025, and the 2026 season. */
export const TEMPLATE_TAX_YEARS: readonly number[] = [2024, 2025, 2026];
export const TEMPLATE_FORM_TYPES: readonly FormType[] = ['Type_1099_NEC', 'Type_1099_MISC'];

export function isTemplateSupported(formType: string, taxYear: number): formType is FormType {
  return (
    (TEMPLATE_FORM_TYPES as readonly string[]).includes(formType) && TEMPLATE_TAX_YEARS.includes(taxYear)
  );
}

/** 'A, B and C' (the list has at least two years). */
function listYears(years: readonly number[]): string {
  return `${years.slice(0, -1).join(', ')} and ${String(years.at(-1))}`;
}

export const TEMPLATE_MESSAGES = {
  /** A filings template for a year (or form) that cannot be imported from Excel. */
  unsupported: (form: string, year: number | string) =>
    `There is no ${form} template for ${year}: Excel import takes tax years ${listYears(TEMPLATE_TAX_YEARS)}. Choose one of those years to download its template.`,
  /** The import page for a year without templates. */
  noTemplatesForYear: (year: number) =>
    `Excel import is not available for tax year ${year}; it takes tax years ${listYears(TEMPLATE_TAX_YEARS)}. Choose one of those years in the year tabs, or enter ${year} filings manually.`,
} as const;

/** The columns of a filings sheet for a form and year, or null when no template exists. */
export function getFilingColumns(formType: string, taxYear: number): SheetColumn[] | null {
  if (!isTemplateSupported(formType, taxYear)) return null;
  const definition = getFormDefinition(formType, taxYear);
  if (!definition) return null;
  return [
    ...PAYEE_COLUMNS,
    ...[...definition.boxes, ...definition.stateFields, ...definition.extraFields].map(toColumn),
  ];
}

function normalizeHeader(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export interface ColumnMatch {
  /** Column index in the sheet (0-based) for each template column key that was found. */
  indexByKey: Map<string, number>;
  missingRequired: SheetColumn[];
  /** How many of the template's columns the header row names. */
  matched: number;
}

/** Maps a header row to template columns by name (aliases included), so column order may differ. */
export function matchColumns(headers: readonly string[], columns: readonly SheetColumn[]): ColumnMatch {
  const byHeader = new Map<string, SheetColumn>();
  for (const column of columns) {
    for (const name of [column.header, ...(column.aliases ?? [])]) {
      const key = normalizeHeader(name);
      if (key && !byHeader.has(key)) byHeader.set(key, column);
    }
  }
  const indexByKey = new Map<string, number>();
  headers.forEach((header, index) => {
    const column = byHeader.get(normalizeHeader(header));
    if (column && !indexByKey.has(column.key)) indexByKey.set(column.key, index);
  });
  return {
    indexByKey,
    missingRequired: columns.filter((c) => c.required && !indexByKey.has(c.key)),
    matched: indexByKey.size,
  };
}
