import type { BoxDefinition, FilingData } from '../catalogue/box-types.ts';
import { getFormBoxes } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';

/**
 * Whether a box's value meets its threshold. Only a positive amount counts (0.00 is "no amount", so a
 * 0.00 threshold means any amount); a checked direct-sales box counts, since the box itself says sales
 * reached $5,000.
 */
function meetsThreshold(box: BoxDefinition, value: unknown): boolean {
  if (box.thresholdCents === null) return false;
  if (typeof value === 'boolean')
    return value && box.type === 'boolean' && box.name === 'directSalesIndicator';
  return typeof value === 'number' && value > 0 && value >= box.thresholdCents;
}

/**
 * The reportable-threshold rule (spec part 1 §5): the first box, in display order, whose amount is at or
 * above its threshold; null when none is. A form without thresholds (INT, OID) yields its first box with
 * a positive amount. Amounts are cents.
 */
export function findReportableBox(
  formType: FormType,
  taxYear: number,
  filingData: FilingData,
): BoxDefinition | null {
  const boxes = getFormBoxes(formType, taxYear);
  const hasThresholds = boxes.some((box) => box.thresholdCents !== null);
  const found = boxes.find((box) => {
    const value = filingData[box.name];
    if (hasThresholds) return meetsThreshold(box, value);
    return box.type === 'money' && typeof value === 'number' && value > 0;
  });
  return found ?? null;
}

/** Whether a filing must be reported: some box meets its threshold. Import uses it for 'Amount below threshold'. */
export function isReportable(formType: FormType, taxYear: number, filingData: FilingData): boolean {
  return findReportableBox(formType, taxYear, filingData) !== null;
}
