import type { BoxDefinition, BoxField, BoxPlacement } from './box-types.ts';
import { FORM_TYPES, getFormTaxYears, type FormType, type TaxYear } from './form-types.ts';
import { INT_FIELDS, INT_LAYOUTS, OID_FIELDS, OID_LAYOUTS, S_FIELDS, S_LAYOUTS } from './int-oid-s-boxes.ts';
import { MISC_FIELDS, MISC_LAYOUTS } from './misc-boxes.ts';
import { NEC_FIELDS, NEC_LAYOUTS } from './nec-boxes.ts';
import { getExtraFields, getStateFields } from './other-fields.ts';
import { getThresholdCents } from './thresholds.ts';

/** Everything the app needs about one form in one tax year. */
export interface FormDefinition {
  formType: FormType;
  taxYear: TaxYear;
  boxes: readonly BoxDefinition[];
  stateFields: readonly BoxDefinition[];
  extraFields: readonly BoxDefinition[];
}

interface FormSource {
  fields: Readonly<Record<string, BoxField>>;
  layouts: Readonly<Record<TaxYear, readonly BoxPlacement[]>>;
}

const SOURCES: Readonly<Record<FormType, FormSource>> = {
  Type_1099_MISC: { fields: MISC_FIELDS, layouts: MISC_LAYOUTS },
  Type_1099_NEC: { fields: NEC_FIELDS, layouts: NEC_LAYOUTS },
  Type_1099_INT: { fields: INT_FIELDS, layouts: INT_LAYOUTS },
  Type_1099_OID: { fields: OID_FIELDS, layouts: OID_LAYOUTS },
  Type_1099_S: { fields: S_FIELDS, layouts: S_LAYOUTS },
};

/**
 * Box definitions from a form's fields and one year's layout. Throws on a layout naming a box the form
 * does not define: a catalogue data error, caught when the module loads.
 */
export function createBoxDefinitions(
  fields: Readonly<Record<string, BoxField>>,
  layout: readonly BoxPlacement[],
  taxYear: TaxYear,
): BoxDefinition[] {
  return layout.map(([name, boxNumber, label], index) => {
    const field = fields[name];
    if (!field) throw new Error(`Catalogue error: tax year ${taxYear} places unknown box ${name}`);
    return {
      name,
      label: label ?? field.label,
      shortLabel: field.shortLabel,
      boxNumber,
      type: field.type,
      countsOn1096: field.countsOn1096,
      thresholdCents: field.threshold === null ? null : getThresholdCents(field.threshold, taxYear),
      thresholdKind: field.threshold,
      displayOrder: index + 1,
      includedIn: field.includedIn ?? null,
    };
  });
}

function buildCatalogue(): ReadonlyMap<string, FormDefinition> {
  const entries = FORM_TYPES.flatMap((formType) =>
    getFormTaxYears(formType).map((taxYear): [string, FormDefinition] => [
      `${formType}:${taxYear}`,
      {
        formType,
        taxYear,
        boxes: createBoxDefinitions(SOURCES[formType].fields, SOURCES[formType].layouts[taxYear], taxYear),
        stateFields: getStateFields(formType, taxYear),
        extraFields: getExtraFields(formType, taxYear),
      },
    ]),
  );
  return new Map(entries);
}

const CATALOGUE = buildCatalogue();

/** The form's definition for a tax year, or null when the catalogue does not have that form then. */
export function getFormDefinition(formType: FormType, taxYear: number): FormDefinition | null {
  return CATALOGUE.get(`${formType}:${taxYear}`) ?? null;
}

/** Every form definition, by form type then tax year. */
export function getAllFormDefinitions(): FormDefinition[] {
  return [...CATALOGUE.values()];
}

/** The boxes of a form in a tax year, in display order; empty when unsupported. */
export function getFormBoxes(formType: FormType, taxYear: number): readonly BoxDefinition[] {
  return getFormDefinition(formType, taxYear)?.boxes ?? [];
}

/** One box by its filingData name, or null. */
export function getFormBox(formType: FormType, taxYear: number, name: string): BoxDefinition | null {
  return getFormBoxes(formType, taxYear).find((box) => box.name === name) ?? null;
}

/** Every filingData key the form accepts in that year: boxes, then state fields, then extra fields. */
export function getFilingDataFieldNames(formType: FormType, taxYear: number): string[] {
  const definition = getFormDefinition(formType, taxYear);
  if (!definition) return [];
  return [...definition.boxes, ...definition.stateFields, ...definition.extraFields].map(
    (field) => field.name,
  );
}

/** 'Box 1a (Nonemployee compensation)', or the label alone for an unnumbered field. */
export function getBoxDisplayName(box: Pick<BoxDefinition, 'boxNumber' | 'label'>): string {
  return box.boxNumber ? `Box ${box.boxNumber} (${box.label})` : box.label;
}
