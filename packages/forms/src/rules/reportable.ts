import type { BoxDefinition, FilingData } from '../catalogue/box-types.ts';
import { getFormBoxes } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';
import { AGGREGATED_THRESHOLD_KINDS, type ThresholdKind } from '../catalogue/thresholds.ts';

function getPositiveCents(value: unknown): number {
  return typeof value === 'number' && value > 0 ? value : 0;
}

/**
 * Whether a box's value meets its threshold. Only a positive amount counts; a checked direct-sales box
 * counts, since the box itself says sales reached $5,000. A box of an aggregated family (interest)
 * compares the sum of its family on the form (`aggregates`) and counts when its own amount is positive.
 */
function meetsThreshold(
  box: BoxDefinition,
  value: unknown,
  aggregates: ReadonlyMap<ThresholdKind, number>,
): boolean {
  if (box.thresholdCents === null) return false;
  if (typeof value === 'boolean')
    return value && box.type === 'boolean' && box.name === 'directSalesIndicator';
  const amount = getPositiveCents(value);
  if (amount === 0) return false;
  const total = (box.thresholdKind && aggregates.get(box.thresholdKind)) ?? amount;
  return total >= box.thresholdCents;
}

/** Sums of the aggregated threshold families (IRC §6049 interest) over a form's boxes. */
function sumAggregates(boxes: readonly BoxDefinition[], filingData: FilingData): Map<ThresholdKind, number> {
  const sums = new Map<ThresholdKind, number>();
  for (const box of boxes) {
    if (box.thresholdKind === null || !AGGREGATED_THRESHOLD_KINDS.has(box.thresholdKind)) continue;
    const sum = (sums.get(box.thresholdKind) ?? 0) + getPositiveCents(filingData[box.name]);
    sums.set(box.thresholdKind, sum);
  }
  return sums;
}

/**
 * The reportable-threshold rule (spec part 1 §5, with the IRS thresholds of docs/decisions/forms.md):
 * the first box, in display order, whose amount is at or above its threshold; null when none is.
 * Interest boxes of 1099-INT and 1099-OID count together ($10 in the aggregate); any federal tax
 * withheld (backup withholding) or foreign tax paid makes the form reportable. Amounts are cents.
 */
export function findReportableBox(
  formType: FormType,
  taxYear: number,
  filingData: FilingData,
): BoxDefinition | null {
  const boxes = getFormBoxes(formType, taxYear);
  const aggregates = sumAggregates(boxes, filingData);
  return boxes.find((box) => meetsThreshold(box, filingData[box.name], aggregates)) ?? null;
}

/** Whether a filing must be reported: some box meets its threshold. Import uses it for 'Amount below threshold'. */
export function isReportable(formType: FormType, taxYear: number, filingData: FilingData): boolean {
  return findReportableBox(formType, taxYear, filingData) !== null;
}
