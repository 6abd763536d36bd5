import type { EfilePayer, EfileReturn } from '@file1099/efile';
import { formatTin, getFormDefinition, type FormType } from '@file1099/forms';
import { find1096Template, type Form1096Key } from './field-maps-1096.ts';
import { cityLine, formatAmount, partyName, streetLine } from './values.ts';
import type { StatementPdf } from './writer.ts';

/** Boxes 3 to 5 of Form 1096. */
export interface Form1096Totals {
  totalForms: number;
  federalTaxWithheldCents: number;
  /** Box 5: the boxes the 1096 instructions list for the form type (catalogue `countsOn1096`). */
  totalAmountCents: number;
}

export interface Form1096Input extends Form1096Totals {
  filer: EfilePayer;
  formType: FormType;
  taxYear: number;
  contactName?: string;
  email?: string;
  fax?: string;
  title?: string;
}

/** What one return adds to the 1096: its box-5 amounts and its federal tax withheld. */
export function returnTotals(ret: EfileReturn): Form1096Totals {
  const boxes = getFormDefinition(ret.formType, ret.taxYear)?.boxes ?? [];
  let total = 0;
  for (const box of boxes) {
    const value = ret.filingData[box.name];
    if (box.type === 'money' && box.countsOn1096 && typeof value === 'number') total += value;
  }
  const withheld = ret.filingData.federalTaxWithheld;
  return {
    totalForms: 1,
    federalTaxWithheldCents: typeof withheld === 'number' ? withheld : 0,
    totalAmountCents: total,
  };
}

/** The totals of a set of returns of one form type and year. */
export function summarizeFor1096(returns: Iterable<EfileReturn>): Form1096Totals {
  const sum: Form1096Totals = { totalForms: 0, federalTaxWithheldCents: 0, totalAmountCents: 0 };
  for (const ret of returns) {
    const one = returnTotals(ret);
    sum.totalForms += one.totalForms;
    sum.federalTaxWithheldCents += one.federalTaxWithheldCents;
    sum.totalAmountCents += one.totalAmountCents;
  }
  return sum;
}

export function has1096(taxYear: number): boolean {
  return find1096Template(taxYear) !== null;
}

function values1096(input: Form1096Input): Partial<Record<Form1096Key, string>> {
  const { filer } = input;
  const address = filer.address;
  const foreign = address.country !== undefined && address.country !== '' && address.country !== 'US';
  const tin = filer.tin ? formatTin(filer.tin, filer.tinType) : '';
  const result: Partial<Record<Form1096Key, string>> = {
    filerName: partyName(filer).replace('\n', ' '),
    street: streetLine(address),
    suite: address.line2,
    cityLine: cityLine(address),
    city: address.city,
    state: foreign ? address.province : address.state,
    country: foreign ? address.country : undefined,
    zip: address.postalCode,
    contactName: input.contactName,
    phone: filer.phone,
    email: input.email ?? filer.email,
    fax: input.fax,
    totalForms: String(input.totalForms),
    federalTaxWithheld: formatAmount(input.federalTaxWithheldCents),
    totalAmount: formatAmount(input.totalAmountCents),
    title: input.title,
  };
  if (filer.tinType === 'EIN') result.ein = tin;
  else result.ssn = tin;
  return result;
}

/** Form 1096 filled for one form type and year (the official 2025 or 2026 file). */
export async function add1096(pdf: StatementPdf, input: Form1096Input): Promise<void> {
  const template = find1096Template(input.taxYear);
  if (!template) throw new Error(`Form 1096 for tax year ${input.taxYear} is not available.`);
  const { page, template: prepared } = await pdf.officialPage(template.file, template.page);
  const rect = (name: string) => {
    const found = prepared.rects.get(name);
    if (!found) throw new Error(`The 1096 template has no field ${name}.`);
    return found;
  };
  const values = values1096(input);
  if (template.fields.street && values.suite && !template.fields.suite) {
    values.street = `${values.street ?? ''}`;
  }
  for (const [key, name] of Object.entries(template.fields) as [Form1096Key, string | null][]) {
    const value = values[key];
    if (name && value) pdf.painter.text(page, rect(name), value);
  }
  pdf.painter.check(page, rect(template.formTypes[input.formType]));
}
