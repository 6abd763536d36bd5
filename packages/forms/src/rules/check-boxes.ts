import type { BoxDefinition, FilingData } from '../catalogue/box-types.ts';
import { getBoxDisplayName, type FormDefinition } from '../catalogue/catalogue.ts';
import { checkIrsText, IRS_TEXT_RULES, type IrsTextField } from '../identity/irs-text.ts';
import { isUsStateCode } from '../identity/us-states.ts';
import { isCents } from '../money/cents.ts';
import { createProblem, type Problem } from '../problem.ts';

/** IRIS RecipientAccountNum is Text30Type. */
export const MAX_ACCOUNT_NUMBER_LENGTH = 30;

/** IRIS RoutingTransitNumberType: 9 digits beginning with 01 through 12 or 21 through 32. */
export const ROUTING_TRANSIT_NUMBER_PATTERN = /^(0[1-9]|1[0-2]|2[1-9]|3[0-2])\d{7}$/;

export const BOX_MESSAGES = {
  amount: (box: string) => `${box}: enter an amount of 0.00 or more`,
  checkbox: (box: string) => `${box}: must be checked or unchecked`,
  text: (box: string) => `${box}: must be text`,
  date: (box: string) => `${box}: enter a date as YYYY-MM-DD`,
  state: (box: string) => `${box}: enter a two-letter state code`,
  ttoc: (box: string) => `${box}: enter a 3-digit Treasury Tipped Occupation Code`,
  accountNumber: `Account number can not be more than ${MAX_ACCOUNT_NUMBER_LENGTH} characters`,
  payerRtn:
    "Payer's RTN: enter the bank's 9-digit routing transit number, which starts with 01 to 12 or 21 to 32",
  exceedsIncluding: (box: string, including: string) =>
    `${box} can not be more than ${including}, which includes it`,
  stateRequired: 'Enter the state for the state tax withheld and state income',
} as const;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The type check of one field's value; blank (null, undefined, '') is always fine here. */
function checkValue(field: BoxDefinition, value: unknown): Problem | null {
  if (value === null || value === undefined || value === '') return null;
  const path = `filingData.${field.name}`;
  const name = getBoxDisplayName(field);
  switch (field.type) {
    case 'money':
      return isCents(value) && value >= 0
        ? null
        : createProblem('BOX_AMOUNT_INVALID', path, BOX_MESSAGES.amount(name));
    case 'boolean':
      return typeof value === 'boolean'
        ? null
        : createProblem('BOX_CHECKBOX_INVALID', path, BOX_MESSAGES.checkbox(name));
    case 'date':
      return typeof value === 'string' && isIsoDate(value)
        ? null
        : createProblem('BOX_DATE_INVALID', path, BOX_MESSAGES.date(name));
    case 'state':
      return isUsStateCode(value)
        ? null
        : createProblem('STATE_CODE_INVALID', path, BOX_MESSAGES.state(name));
    case 'text':
    case 'stateEIN':
      if (typeof value !== 'string') return createProblem('BOX_TEXT_INVALID', path, BOX_MESSAGES.text(name));
      if (field.name.startsWith('tippedOccupationCode') && !/^\d{3}$/.test(value.trim())) {
        return createProblem('TTOC_INVALID', path, BOX_MESSAGES.ttoc(name));
      }
      if (field.name === 'payeeAccountNumber' && value.trim().length > MAX_ACCOUNT_NUMBER_LENGTH) {
        return createProblem('ACCOUNT_NUMBER_TOO_LONG', path, BOX_MESSAGES.accountNumber);
      }
      if (field.name === 'payerRtn' && !ROUTING_TRANSIT_NUMBER_PATTERN.test(value)) {
        return createProblem('PAYER_RTN_INVALID', path, BOX_MESSAGES.payerRtn);
      }
      return checkBoxText(field, path, value);
  }
}

function isIrsTextField(name: string): name is IrsTextField {
  return Object.hasOwn(IRS_TEXT_RULES, name);
}

/** Text boxes the IRS formats carry: Latin letters, and within the field's IRIS length. */
function checkBoxText(field: BoxDefinition, path: string, value: string): Problem | null {
  if (!isIrsTextField(field.name)) return null;
  const message = checkIrsText(field.name, value);
  if (!message) return null;
  const label = IRS_TEXT_RULES[field.name].label;
  return createProblem('IRS_TEXT_INVALID', path, message.replace(label, getBoxDisplayName(field)));
}

function getAmount(filingData: FilingData, name: string): number {
  const value = filingData[name];
  return typeof value === 'number' ? value : 0;
}

/**
 * Every field's value type, amounts included in another box (cash tips and overtime are part of box 1a /
 * box 3 on the Rev. December 2026 forms), and a state code for state amounts.
 */
export function checkFilingBoxes(definition: FormDefinition, filingData: FilingData): Problem[] {
  const fields = [...definition.boxes, ...definition.stateFields, ...definition.extraFields];
  const problems = fields.flatMap((field) => checkValue(field, filingData[field.name]) ?? []);
  for (const box of definition.boxes) {
    const including = definition.boxes.find((other) => other.name === box.includedIn);
    if (including && getAmount(filingData, box.name) > getAmount(filingData, including.name)) {
      const message = BOX_MESSAGES.exceedsIncluding(getBoxDisplayName(box), getBoxDisplayName(including));
      problems.push(createProblem('BOX_EXCEEDS_INCLUDING_BOX', `filingData.${box.name}`, message));
    }
  }
  const hasStateAmount =
    getAmount(filingData, 'state1TaxWithheld') > 0 || getAmount(filingData, 'state1Income') > 0;
  const stateCode = filingData.state1Code;
  if (
    definition.stateFields.length > 0 &&
    hasStateAmount &&
    (stateCode === null || stateCode === undefined || stateCode === '')
  ) {
    problems.push(createProblem('STATE_CODE_REQUIRED', 'filingData.state1Code', BOX_MESSAGES.stateRequired));
  }
  return problems;
}
