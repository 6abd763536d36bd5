import { getFormTypeLabel, US_STATES } from '@file1099/forms';
import { isDigits, readCents, reportField, type RecordContext } from './check-fields.ts';
import { checkAddressFields, checkTin, getField } from './check-parties.ts';
import {
  findStateByCfsfCode,
  getAmountCodeTable,
  UNVERIFIED_CFSF_STATE_CODES,
  type Pub1220TaxYear,
} from './codes.ts';
import { AMOUNT_CODES, AMOUNT_FIELD_NAMES, B_LAYOUTS } from './layout-b.ts';
import type { AGroupInfo } from './check-t-a.ts';
import { showCents } from './problems.ts';
import type { FormType } from '@file1099/forms';

/** What a B record adds to its group's C and K totals. */
export interface BRecordAmounts {
  amounts: number[];
  stateTaxCents: number;
  localTaxCents: number;
  cfsfCode: string;
}

export function checkBRecord(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  group: AGroupInfo,
  rulesYear: Pub1220TaxYear,
): BRecordAmounts {
  const layout = group.formType ? B_LAYOUTS[group.formType] : B_LAYOUTS.Type_1099_MISC;
  checkTin(context, getField(layout, 'payeeTin'), fields.payeeTin ?? '', true);
  const nameControl = fields.nameControl ?? '';
  if (nameControl.trim() && !/^[A-Z0-9&-][A-Z0-9&\- ]{0,3}$/.test(nameControl))
    reportField(
      context,
      getField(layout, 'nameControl'),
      'NAME_CONTROL_INVALID',
      `"${nameControl}" is not a name control: up to four capital letters, digits, "&" or "-", left-justified.`,
    );
  const amounts = checkAmounts(context, fields, group, rulesYear);
  checkAddressFields(context, layout, fields, {
    foreign: 'foreignCountryIndicator',
    state: 'payeeState',
    zip: 'payeeZipCode',
  });
  if (group.formType) checkFormFields(context, fields, group.formType, amounts);
  const cfsfCode = checkCfsfCode(context, fields, group);
  return {
    amounts,
    stateTaxCents: readCents(fields.stateIncomeTaxWithheld) ?? 0,
    localTaxCents: readCents(fields.localIncomeTaxWithheld) ?? 0,
    cfsfCode,
  };
}

function checkAmounts(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  group: AGroupInfo,
  rulesYear: Pub1220TaxYear,
): number[] {
  const layout = group.formType ? B_LAYOUTS[group.formType] : B_LAYOUTS.Type_1099_MISC;
  const table = group.formType ? getAmountCodeTable(group.formType, rulesYear) : null;
  const label = group.formType ? `Form ${getFormTypeLabel(group.formType)}` : 'this form';
  return AMOUNT_CODES.map((code, index) => {
    const name = AMOUNT_FIELD_NAMES[index] ?? '';
    const cents = readCents(fields[name]) ?? 0;
    if (cents === 0) return 0;
    const field = getField(layout, name);
    if (table && !table[code])
      reportField(
        context,
        field,
        'AMOUNT_NOT_FOR_FORM',
        `holds ${showCents(cents)}, but payment amount ${code} is not used on ${label} for tax year ${rulesYear}; it must be zeros.`,
      );
    else if (group.amountCodes.size > 0 && !group.amountCodes.has(code))
      reportField(
        context,
        field,
        'AMOUNT_WITHOUT_CODE',
        `holds ${showCents(cents)}, but amount code ${code} is not listed in the A record (positions 28-45); FIRE rejects a file whose B amounts do not match the A record's codes.`,
      );
    return cents;
  });
}

function checkFormFields(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  formType: FormType,
  amounts: readonly number[],
): void {
  const layout = B_LAYOUTS[formType];
  if (formType === 'Type_1099_S') {
    const date = fields.dateOfClosing ?? '';
    if (isDigits(date) && !isValidDate(date))
      reportField(
        context,
        getField(layout, 'dateOfClosing'),
        'DATE_INVALID',
        `"${date}" is not a date written YYYYMMDD.`,
      );
  }
  if (formType === 'Type_1099_INT') {
    const country = (fields.foreignCountryOrUSPossession ?? '').trim();
    const field = getField(layout, 'foreignCountryOrUSPossession');
    const foreignTaxCents = amounts[AMOUNT_CODES.indexOf('6')] ?? 0;
    if (['US', 'USA', 'UNITED STATES'].includes(country))
      reportField(
        context,
        field,
        'INT_FOREIGN_COUNTRY_US',
        `holds "${country}"; this field names the foreign country or U.S. possession to which the foreign tax (amount code 6) was paid.`,
        'warning',
      );
    else if (country && foreignTaxCents === 0)
      reportField(
        context,
        field,
        'INT_FOREIGN_COUNTRY_WITHOUT_TAX',
        `names "${country}", but no foreign tax paid (amount code 6) is reported; fill it only with amount code 6.`,
        'warning',
      );
  }
}

function isValidDate(text: string): boolean {
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

function checkCfsfCode(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  group: AGroupInfo,
): string {
  if (!group.formType || group.formType === 'Type_1099_S') return '';
  const code = fields.combinedFederalStateCode ?? '';
  const field = getField(B_LAYOUTS[group.formType], 'combinedFederalStateCode');
  if (code.trim() === '') return '';
  if (!group.combinedFederalState) {
    reportField(
      context,
      field,
      'CFSF_CODE_WITHOUT_PROGRAM',
      `holds "${code}", but the A record does not join the Combined Federal/State Filing program (position 6 is not "1"); leave it blank.`,
    );
    return '';
  }
  if (!isDigits(code)) return ''; // the numeric check reported it
  const state = findStateByCfsfCode(code);
  const unverified = Object.entries(UNVERIFIED_CFSF_STATE_CODES).find(([, value]) => value === code);
  if (!state && unverified)
    reportField(
      context,
      field,
      'CFSF_CODE_UNVERIFIED',
      `code ${code} (${unverified[0]}) is listed as a CF/SF state by one source only; check Pub 1220 Part A, Table 1.`,
      'warning',
    );
  else if (!state)
    reportField(
      context,
      field,
      'CFSF_CODE_UNKNOWN',
      `"${code}" is not a Combined Federal/State Filing state code (for example 06 California, 25 Massachusetts).`,
    );
  const payeeState = (fields.payeeState ?? '').trim();
  if (
    state &&
    fields.foreignCountryIndicator !== '1' &&
    payeeState &&
    payeeState !== state &&
    US_STATES[payeeState]
  )
    reportField(
      context,
      field,
      'CFSF_STATE_DIFFERS',
      `the record is sent to ${US_STATES[state]} (code ${code}) but the payee's address is in ${payeeState}; check that this is the state the return belongs to.`,
      'warning',
    );
  return state || unverified ? code : '';
}
