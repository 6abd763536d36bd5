import type { FilingData } from '../catalogue/box-types.ts';
import { getFormBoxes } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';
import { findReportableBox } from '../rules/reportable.ts';
import { getStateThresholdCents } from './state-channels.ts';

/**
 * State-only filings (reference state-filing.md §1.7; docs/state-filing.md): a form no box of which
 * reaches its federal threshold, that the filing's state still wants because its own floor is lower
 * (TY2026: the federal NEC/MISC floor is $2,000; AL $1,500, MO $1,200, NJ $1,000, OK $750 for NEC,
 * DC and MT $600, RI $100) or because state tax was withheld (§1.5). Such a filing goes to the state
 * only: no federal transmission, so never through CF/SF (the IRS has no record to forward).
 */

/** The payments a state floor is compared with: the form's positive amounts that have a threshold. */
export function getStateReportableCents(formType: FormType, taxYear: number, filingData: FilingData): number {
  return getFormBoxes(formType, taxYear).reduce((sum, box) => {
    const value = filingData[box.name];
    return box.type === 'money' && box.thresholdCents !== null && typeof value === 'number' && value > 0
      ? sum + value
      : sum;
  }, 0);
}

export interface StateOnlyInput {
  formType: FormType;
  taxYear: number;
  filingData: FilingData;
  /** The filing's state (state1Code), upper case. */
  stateCode: string;
}

/**
 * Whether the filing is state-only: not federally reportable, and the state's own floor is met or the
 * state's tax was withheld. The caller has checked that the state takes a filing for the form.
 */
export function isStateOnlyFiling(input: StateOnlyInput): boolean {
  if (findReportableBox(input.formType, input.taxYear, input.filingData) !== null) return false;
  const withheld = input.filingData.state1TaxWithheld;
  if (typeof withheld === 'number' && withheld > 0) return true;
  const floor = getStateThresholdCents(input.stateCode, input.formType, input.taxYear);
  if (floor === null) return false;
  const amount = getStateReportableCents(input.formType, input.taxYear, input.filingData);
  return amount > 0 && amount >= floor;
}
