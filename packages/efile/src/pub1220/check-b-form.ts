import { isUnitedStates, US_STATES, type FormType } from '@file1099/forms';
import { isDigits, reportField, type RecordContext } from './check-fields.ts';
import type { AGroupInfo } from './check-t-a.ts';
import { findStateByCfsfCode, UNVERIFIED_CFSF_STATE_CODES } from './codes.ts';
import { getBPlaces } from './b-places.ts';
import { cutField, cutFields, getLayoutField as getBField, isBlankAt, isDigitsAt } from './in-place.ts';
import { AMOUNT_CODES, getBLayout } from './layout-b.ts';

/** '00'…'99', so that a CF/SF code read in place needs no new string. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, index) => String(index).padStart(2, '0'));
/** The participating state of each two-digit code, or ''. */
const STATE_BY_NUMBER = TWO_DIGITS.map((code) => findStateByCfsfCode(code) ?? '');
const FOREIGN_TAX_INDEX = AMOUNT_CODES.indexOf('6');

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Eight digits at `from` make a real date YYYYMMDD (years 0000-9999, the Gregorian calendar). */
export function isValidDateAt(text: string, from: number): boolean {
  const year =
    (text.charCodeAt(from) - 48) * 1000 +
    (text.charCodeAt(from + 1) - 48) * 100 +
    (text.charCodeAt(from + 2) - 48) * 10 +
    (text.charCodeAt(from + 3) - 48);
  const month = (text.charCodeAt(from + 4) - 48) * 10 + (text.charCodeAt(from + 5) - 48);
  const day = (text.charCodeAt(from + 6) - 48) * 10 + (text.charCodeAt(from + 7) - 48);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** The date check as written on the field text: what the in-place check falls back to. */
export function isValidDate(text: string): boolean {
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** 1099-S date of closing and 1099-INT foreign country (Pub 1220 (2025), Part C, Sec. 3). */
export function checkFormFields(
  context: RecordContext,
  text: string,
  offset: number,
  formType: FormType,
  amounts: readonly number[],
): void {
  const places = getBPlaces(getBLayout(formType));
  if (formType === 'Type_1099_S' && places.dateOfClosing) {
    const field = places.dateOfClosing;
    const from = offset + field.start - 1;
    if (!isDigitsAt(text, from, 8) || isValidDateAt(text, from)) return;
    const date = cutField(text, offset, field);
    if (isDigits(date) && !isValidDate(date))
      reportField(context, field, 'DATE_INVALID', `"${date}" is not a date written YYYYMMDD.`);
  }
  if (formType === 'Type_1099_INT' && places.foreignCountry) {
    const field = places.foreignCountry;
    if (isBlankAt(text, offset + field.start - 1, field.end - field.start + 1)) return;
    const country = cutField(text, offset, field).trim();
    const foreignTaxCents = amounts[FOREIGN_TAX_INDEX] ?? 0;
    if (isUnitedStates(country))
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

const CFSF_NAMES = ['combinedFederalStateCode', 'foreignCountryIndicator', 'payeeState'];

/**
 * The CF/SF code of a B record (B 747-748) when it counts towards a K record, else ''. A participating
 * state's code with the payee in that state (or abroad) is settled in place.
 */
export function checkCfsfCode(
  context: RecordContext,
  text: string,
  offset: number,
  group: AGroupInfo,
): string {
  if (!group.formType || group.formType === 'Type_1099_S') return '';
  const layout = getBLayout(group.formType);
  const places = getBPlaces(layout);
  const codeField = places.cfsfCode;
  if (!codeField) return '';
  const from = offset + codeField.start - 1;
  if (isBlankAt(text, from, 2)) return '';
  if (group.combinedFederalState && isDigitsAt(text, from, 2)) {
    const number = (text.charCodeAt(from) - 48) * 10 + (text.charCodeAt(from + 1) - 48);
    const state = STATE_BY_NUMBER[number] ?? '';
    const payeeFrom = offset + places.state.start - 1;
    if (
      state &&
      (text.charAt(offset + places.foreign.start - 1) === '1' ||
        (text.charCodeAt(payeeFrom) === state.charCodeAt(0) &&
          text.charCodeAt(payeeFrom + 1) === state.charCodeAt(1)))
    )
      return TWO_DIGITS[number] ?? '';
  }
  return checkCfsfFields(context, cutFields(text, offset, layout, CFSF_NAMES), group);
}

function checkCfsfFields(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  group: AGroupInfo,
): string {
  if (!group.formType || group.formType === 'Type_1099_S') return '';
  const code = fields.combinedFederalStateCode ?? '';
  const field = getBField(getBLayout(group.formType), 'combinedFederalStateCode');
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
