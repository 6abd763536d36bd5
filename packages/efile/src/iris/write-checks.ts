import {
  getFormDefinition,
  getFormTypeLabel,
  ROUTING_TRANSIT_NUMBER_PATTERN,
  type BoxDefinition,
  type FormType,
} from '@file1099/forms';
import type { EfileParty, EfileReturn } from '../model.ts';
import { getPayeeNameLine } from '../pub1220/names.ts';
import { showCents } from '../pub1220/problems.ts';
import { TOTAL_REPORTED, type IrisFormTable } from './elements.ts';
import type { SubmissionTotals } from './totals.ts';

/**
 * A return or a total that an IRIS file (XML or portal CSV) cannot carry as the user entered it. The
 * writer refuses the whole output rather than write a file the IRS would reject, or a changed value.
 * The message names the form, the payee by name (never the TIN) and the box.
 */
export class IrisWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IrisWriteError';
  }
}

/**
 * USDecimalAmountNNType (IRS-IRefileTypes.xsd, TY2025): 17 digits, 2 of them decimals, 0.00 to
 * 999999999999999.99. Every amount, total and state or local amount we write has this type.
 */
export const MAX_IRIS_AMOUNT_CENTS = 99_999_999_999_999_999n;

/** UniqueRecordIdType: ReceiptId|SubmissionId|RecordId of the record a correction replaces. */
export const UNIQUE_RECORD_ID_PATTERN =
  /^[1-9][0-9]{3}-[0-9]{11}-[0-9a-zA-Z]{9}\|[1-9][0-9]{0,7}\|[1-9][0-9]{0,7}$/;

const RANGE = `$0.00 to $${showCents(MAX_IRIS_AMOUNT_CENTS)}`;

/** 'Form 1099-NEC for payee "ONEIL-PEREZ MARIA JOSE"'; the name as Pub 1220 messages give it. */
function describeReturn(ret: EfileReturn): string {
  const name = getPayeeNameLine(ret.payee);
  return `Form ${getFormTypeLabel(ret.formType)} for ${name ? `payee "${name}"` : 'a payee without a name'}`;
}

function describeField(field: BoxDefinition | undefined, name: string): string {
  if (!field) return name;
  return field.boxNumber ? `box ${field.boxNumber} (${field.label})` : field.label;
}

const MONEY_FIELDS = new Map<FormType, Map<number, readonly BoxDefinition[]>>();

/** The money boxes and state fields of a form and year, built once (the writer asks per record). */
function getMoneyFields(formType: FormType, taxYear: number): readonly BoxDefinition[] {
  let byYear = MONEY_FIELDS.get(formType);
  if (!byYear) {
    byYear = new Map();
    MONEY_FIELDS.set(formType, byYear);
  }
  let fields = byYear.get(taxYear);
  if (!fields) {
    const definition = getFormDefinition(formType, taxYear);
    fields = definition
      ? [...definition.boxes, ...definition.stateFields].filter((field) => field.type === 'money')
      : [];
    byYear.set(taxYear, fields);
  }
  return fields;
}

/** Why an amount does not fit an IRIS amount element, or null when it does. */
function getAmountProblem(value: number): string | null {
  if (!Number.isSafeInteger(value)) return `is ${String(value)} cents, not a whole number of cents`;
  if (value < 0) return `is -$${showCents(-value)}, but amounts can not be negative`;
  // A safe integer (below 2^53) is always below MAX_IRIS_AMOUNT_CENTS: only sums can pass it.
  return null;
}

/**
 * Refuses a return that IRIS would reject or that would not carry what the user entered: an amount
 * outside USDecimalAmountNNType, a correction without the Unique Record ID of the record it corrects
 * (IRIS matches a correction to its original by that id; reference irs-iris.md §6), or a payer's RTN
 * that is not a routing transit number. `output` names the file kind in messages.
 */
export function checkIrisReturn(ret: EfileReturn, output: 'IRIS' | 'IRIS portal CSV' = 'IRIS'): void {
  for (const field of getMoneyFields(ret.formType, ret.taxYear)) {
    const value = ret.filingData[field.name];
    if (typeof value !== 'number') continue;
    const problem = getAmountProblem(value);
    if (problem)
      throw new IrisWriteError(
        `${describeReturn(ret)}: ${describeField(field, field.name)} ${problem}; an ${output} amount holds ${RANGE}.`,
      );
  }
  if (ret.localTaxWithheldCents !== undefined) {
    const problem = getAmountProblem(ret.localTaxWithheldCents);
    if (problem)
      throw new IrisWriteError(
        `${describeReturn(ret)}: the local income tax withheld ${problem}; an ${output} amount holds ${RANGE}.`,
      );
  }
  const rtn = ret.filingData.payerRtn;
  if (typeof rtn === 'string' && rtn !== '' && !ROUTING_TRANSIT_NUMBER_PATTERN.test(rtn))
    throw new IrisWriteError(
      `${describeReturn(ret)}: the payer's RTN "${rtn}" is not a 9-digit routing transit number starting with 01 to 12 or 21 to 32.`,
    );
  if (output === 'IRIS' && ret.correction === 'G') {
    const previous = ret.previousUniqueRecordId ?? '';
    if (previous === '')
      throw new IrisWriteError(
        `${describeReturn(ret)} is a correction, but the Unique Record ID of the accepted return it corrects is missing. IRIS needs it to match the correction to that return; file the correction once the original is accepted and its record id is known.`,
      );
    if (!UNIQUE_RECORD_ID_PATTERN.test(previous))
      throw new IrisWriteError(
        `${describeReturn(ret)} is a correction, but "${previous}" is not an IRIS Unique Record ID (ReceiptId|SubmissionId|RecordId).`,
      );
  }
}

function describePayer(payer: EfileParty): string {
  const name = getPayeeNameLine(payer);
  return name ? `payer "${name}"` : 'a payer without a name';
}

function checkTotal(value: bigint, what: string, formType: FormType, payer: EfileParty, where: string): void {
  if (value <= MAX_IRIS_AMOUNT_CENTS) return;
  throw new IrisWriteError(
    `Form ${getFormTypeLabel(formType)} for ${describePayer(payer)}: ${what}${where} adds up to $${showCents(value)}, more than the $${showCents(MAX_IRIS_AMOUNT_CENTS)} an IRIS total holds; file these returns in smaller submissions.`,
  );
}

/** Refuses submission totals (IRSubmission1FormTotals, per form and per CF/SF state) above the schema's maximum. */
export function checkIrisTotals(
  table: IrisFormTable,
  formType: FormType,
  taxYear: number,
  payer: EfileParty,
  totals: SubmissionTotals,
  state = '',
): void {
  const fields = getMoneyFields(formType, taxYear);
  const where = state ? ` in state ${state}` : '';
  for (const [box, sum] of totals.sums) {
    const what =
      box === TOTAL_REPORTED
        ? 'the total reported (Form 1096 box 5)'
        : `the total of ${describeField(
            fields.find((field) => field.name === box),
            table.elements.find((element) => element.box === box)?.element ?? box,
          )}`;
    checkTotal(sum.value, what, formType, payer, where);
  }
  checkTotal(totals.stateTaxCents.value, 'the total state tax withheld', formType, payer, where);
  checkTotal(totals.localTaxCents.value, 'the total local tax withheld', formType, payer, where);
}
