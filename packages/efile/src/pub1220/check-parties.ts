import { isUsAddressStateCode } from '@file1099/forms';
import { reportField, type RecordContext } from './check-fields.ts';
import type { FieldSpec } from './fields.ts';

/** Field names of one address block in a layout. */
export interface AddressFieldNames {
  foreign: string;
  state: string;
  zip: string;
}

function findField(layout: readonly FieldSpec[], name: string): FieldSpec {
  const field = layout.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`Layout has no field ${name}`);
  return field;
}

/**
 * U.S. addresses need a USPS state code and a 5- or 9-digit ZIP; letters are allowed only with the
 * foreign indicator (Pub 1220 (2025), Part C; reference §3 and §4.1).
 */
export function checkAddressFields(
  context: RecordContext,
  layout: readonly FieldSpec[],
  fields: Readonly<Record<string, string>>,
  names: AddressFieldNames,
): void {
  if (fields[names.foreign] === '1') {
    const state = (fields[names.state] ?? '').trim();
    const zip = (fields[names.zip] ?? '').trim();
    if (isUsAddressStateCode(state) && /^\d{5}(\d{4})?$/.test(zip))
      reportField(
        context,
        findField(layout, names.foreign),
        'FOREIGN_INDICATOR_WITH_US_ADDRESS',
        `the foreign indicator is set, but the address has the U.S. state "${state}" and ZIP code "${zip}"; set it only for an address outside the United States.`,
        'warning',
      );
    return;
  }
  const stateField = findField(layout, names.state);
  const zipField = findField(layout, names.zip);
  const state = fields[names.state] ?? '';
  const zip = fields[names.zip] ?? '';
  if (!isUsAddressStateCode(state))
    reportField(
      context,
      stateField,
      'STATE_INVALID',
      (fields[names.state] ?? '').trim()
        ? `"${fields[names.state] ?? ''}" is not a U.S. state, territory or military postal code.`
        : 'the state is blank; a U.S. address needs its two-letter postal code.',
    );
  if (!/^\d{5}( {4}|\d{4})$/.test(zip))
    reportField(
      context,
      zipField,
      'ZIP_INVALID',
      `"${zip.trim()}" is not a ZIP code: use 9 digits, or 5 digits followed by 4 blanks, with no hyphen.`,
    );
}

/** A TIN: 9 digits (blanks allowed for a payee); all-same-digit TINs count as incorrect. */
export function checkTin(context: RecordContext, field: FieldSpec, tin: string, blankAllowed: boolean): void {
  if (blankAllowed && tin.trim() === '') return;
  if (!/^\d{9}$/.test(tin)) return; // the numeric check reported it
  if (/^(\d)\1{8}$/.test(tin))
    reportField(
      context,
      field,
      'TIN_ALL_SAME_DIGIT',
      `the TIN ${tin} repeats one digit; the IRS treats such TINs as incorrect.`,
      'warning',
    );
}

export function getField(layout: readonly FieldSpec[], name: string): FieldSpec {
  return findField(layout, name);
}
