import type { BoxValue, FilingData } from '../catalogue/box-types.ts';
import { getFormBoxes } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';
import { DIRECT_SALES_THRESHOLD_CENTS } from '../catalogue/thresholds.ts';
import type { CorrectionType } from '../statuses/corrections.ts';

export const BOX_AMOUNT_REQUIRED_MESSAGE = 'At least one box amount is required';

/** Spec part 2 §5: a 1099-OID needs one of these amounts. */
const OID_REQUIRED_BOXES = ['oid', 'periodInterest', 'earlyWithdrawalPenalty', 'federalTaxWithheld'];

function isPositiveAmount(value: BoxValue): boolean {
  return typeof value === 'number' && value > 0;
}

/** 2019 MISC checks presence only: any value entered, even 0.00. */
function isPresent(value: BoxValue): boolean {
  return value !== null && value !== undefined && value !== '' && value !== false;
}

/**
 * 'At least one box amount is required' (spec part 2 §5): some money box above zero, or a true direct
 * sales indicator. A First correction may zero every box (the IRS two-step fix), so it is exempt. 2019
 * MISC checks presence only. 1099-OID needs oid, periodInterest, earlyWithdrawalPenalty or
 * federalTaxWithheld. Returns true when the rule is met.
 */
export function hasRequiredBoxAmount(
  formType: FormType,
  taxYear: number,
  filingData: FilingData,
  correctionType?: CorrectionType | null,
): boolean {
  if (correctionType === 'First') return true;
  if (formType === 'Type_1099_OID')
    return OID_REQUIRED_BOXES.some((name) => isPositiveAmount(filingData[name]));
  const boxes = getFormBoxes(formType, taxYear);
  if (formType === 'Type_1099_MISC' && taxYear === 2019)
    return boxes.some((box) => isPresent(filingData[box.name]));
  return boxes.some((box) => {
    const value = filingData[box.name];
    if (box.name === 'directSalesIndicator') return value === true;
    return box.type === 'money' && isPositiveAmount(value);
  });
}

/**
 * The direct sales indicator from an amount in cents (spec part 2 §5 and §9): $5,000 or more is true,
 * above zero is false, anything else blank (null).
 */
export function getDirectSalesIndicator(amountCents: number | null | undefined): boolean | null {
  if (typeof amountCents !== 'number' || !(amountCents > 0)) return null;
  return amountCents >= DIRECT_SALES_THRESHOLD_CENTS;
}
