import { getFormTypeLabel, isUsAddressStateCode } from '@file1099/forms';
import { readLayoutNumber, reportField, type RecordContext } from './check-fields.ts';
import { checkAddressFields, checkTin } from './check-parties.ts';
import { getBPlaces, type BPlaces } from './b-places.ts';
import { checkCfsfCode, checkFormFields } from './check-b-form.ts';
import { getAmountCodeTable, type Pub1220TaxYear } from './codes.ts';
import type { FieldSpec } from './fields.ts';
import {
  createPairTable,
  cutField,
  cutFields,
  getPairCode,
  isBlankAt,
  isDigitsAt,
  readNumberAt,
} from './in-place.ts';
import { AMOUNT_CODES, getBLayout } from './layout-b.ts';
import type { AGroupInfo } from './check-t-a.ts';
import { showCents } from './problems.ts';

/** What a B record adds to its group's C and K totals (one object, refilled for every record). */
export interface BRecordAmounts {
  amounts: number[];
  stateTaxCents: number;
  localTaxCents: number;
  cfsfCode: string;
}

export function createBRecordAmounts(): BRecordAmounts {
  return { amounts: AMOUNT_CODES.map(() => 0), stateTaxCents: 0, localTaxCents: 0, cfsfCode: '' };
}

const NAME_CONTROL_FIRST = /[A-Z0-9&-]/;
const NAME_CONTROL_REST = /[A-Z0-9&\- ]/;
const US_ADDRESS_STATE = createPairTable((pair) => isUsAddressStateCode(pair));

/**
 * Checks of a B record beyond its layout (Pub 1220 (2025), Part C, Sec. 3), read in place: the record's
 * 750 positions start at `offset` of `text`; `sliceLayout` is the layout the record is read with. Each
 * check first answers the common valid case by position; when that does not settle it, the check runs
 * on the cut-out field texts and reports exactly what it always did. Fills and returns `result`.
 */
export function checkBRecord(
  context: RecordContext,
  text: string,
  offset: number,
  sliceLayout: readonly FieldSpec[],
  group: AGroupInfo,
  rulesYear: Pub1220TaxYear,
  result: BRecordAmounts,
): BRecordAmounts {
  const layout = getBLayout(group.formType ?? 'Type_1099_MISC');
  const places = getBPlaces(layout);
  const { tin } = places;
  const tinFrom = offset + tin.start - 1;
  // checkTin warns about a TIN that repeats one digit; any other TIN passes it silently.
  if (isDigitsAt(text, tinFrom, 9) && isOneDigitRepeated(text, tinFrom, 9))
    checkTin(context, tin, cutField(text, offset, tin), true);
  checkNameControl(context, text, offset, places.nameControl);
  checkAmounts(context, text, offset, layout, places, group, rulesYear, result.amounts);
  checkPayeeAddress(context, text, offset, layout, places);
  if (group.formType) checkFormFields(context, text, offset, group.formType, result.amounts);
  result.cfsfCode = checkCfsfCode(context, text, offset, group);
  const { stateTax, localTax } = getBPlaces(sliceLayout);
  result.stateTaxCents = stateTax ? (readNumberAt(text, offset + stateTax.start - 1, 12) ?? 0) : 0;
  result.localTaxCents = localTax ? (readNumberAt(text, offset + localTax.start - 1, 12) ?? 0) : 0;
  return result;
}

function isOneDigitRepeated(text: string, from: number, length: number): boolean {
  const first = text.charCodeAt(from);
  for (let index = from + 1; index < from + length; index += 1)
    if (text.charCodeAt(index) !== first) return false;
  return true;
}

function checkNameControl(context: RecordContext, text: string, offset: number, field: FieldSpec): void {
  const from = offset + field.start - 1;
  if (
    NAME_CONTROL_FIRST.test(text.charAt(from)) &&
    NAME_CONTROL_REST.test(text.charAt(from + 1)) &&
    NAME_CONTROL_REST.test(text.charAt(from + 2)) &&
    NAME_CONTROL_REST.test(text.charAt(from + 3))
  )
    return;
  const nameControl = cutField(text, offset, field);
  if (nameControl.trim() && !/^[A-Z0-9&-][A-Z0-9&\- ]{0,3}$/.test(nameControl))
    reportField(
      context,
      field,
      'NAME_CONTROL_INVALID',
      `"${nameControl}" is not a name control: up to four capital letters, digits, "&" or "-", left-justified.`,
    );
}

/** What an amount that is not zero is, by its index in AMOUNT_CODES, for one A group. */
const AMOUNT_FINE = 0;
const AMOUNT_NOT_FOR_FORM = 1;
const AMOUNT_WITHOUT_CODE = 2;
const AMOUNT_VERDICTS = new WeakMap<AGroupInfo, { rulesYear: number; verdicts: Uint8Array }>();

/** Worked out once per A group: whether the form uses each amount and the A record lists its code. */
function getAmountVerdicts(group: AGroupInfo, rulesYear: Pub1220TaxYear): Uint8Array {
  let entry = AMOUNT_VERDICTS.get(group);
  if (entry?.rulesYear !== rulesYear) {
    const table = group.formType ? getAmountCodeTable(group.formType, rulesYear) : null;
    const verdicts = Uint8Array.from(AMOUNT_CODES, (code) => {
      if (table && !table[code]) return AMOUNT_NOT_FOR_FORM;
      return group.amountCodes.size > 0 && !group.amountCodes.has(code) ? AMOUNT_WITHOUT_CODE : AMOUNT_FINE;
    });
    entry = { rulesYear, verdicts };
    AMOUNT_VERDICTS.set(group, entry);
  }
  return entry.verdicts;
}

function checkAmounts(
  context: RecordContext,
  text: string,
  offset: number,
  layout: readonly FieldSpec[],
  places: BPlaces,
  group: AGroupInfo,
  rulesYear: Pub1220TaxYear,
  amounts: number[],
): void {
  const verdicts = getAmountVerdicts(group, rulesYear);
  for (let index = 0; index < AMOUNT_CODES.length; index += 1) {
    const field = places.amounts[index];
    if (!field) continue;
    const cents = readLayoutNumber(context, layout, places.amountIndexes[index] ?? -1, text, offset);
    amounts[index] = cents;
    if (cents === 0) continue;
    const verdict = verdicts[index];
    if (verdict === AMOUNT_FINE) continue;
    const code = AMOUNT_CODES[index] ?? '1';
    if (verdict === AMOUNT_NOT_FOR_FORM) {
      const label = group.formType ? `Form ${getFormTypeLabel(group.formType)}` : 'this form';
      reportField(
        context,
        field,
        'AMOUNT_NOT_FOR_FORM',
        `holds ${showCents(cents)}, but payment amount ${code} is not used on ${label} for tax year ${rulesYear}; it must be zeros.`,
      );
    } else
      reportField(
        context,
        field,
        'AMOUNT_WITHOUT_CODE',
        `holds ${showCents(cents)}, but amount code ${code} is not listed in the A record (positions 28-45); FIRE rejects a file whose B amounts do not match the A record's codes.`,
      );
  }
}

const ADDRESS_NAMES = { foreign: 'foreignCountryIndicator', state: 'payeeState', zip: 'payeeZipCode' };

/** A U.S. address with a USPS state code and a ZIP of 5 digits + 4 blanks or 9 digits passes at once. */
function checkPayeeAddress(
  context: RecordContext,
  text: string,
  offset: number,
  layout: readonly FieldSpec[],
  places: BPlaces,
): void {
  const { foreign, state, zip } = places;
  const zipFrom = offset + zip.start - 1;
  if (
    text.charAt(offset + foreign.start - 1) !== '1' &&
    US_ADDRESS_STATE[getPairCode(text, offset + state.start - 1)] === 1 &&
    isDigitsAt(text, zipFrom, 5) &&
    (isDigitsAt(text, zipFrom + 5, 4) || isBlankAt(text, zipFrom + 5, 4))
  )
    return;
  const fields = cutFields(text, offset, layout, Object.values(ADDRESS_NAMES));
  checkAddressFields(context, layout, fields, ADDRESS_NAMES);
}
