/**
 * Correction types (spec part 1 §4, part 2 §3). Following the IRS two-step fix for a wrong payee TIN or
 * name (reference/form-rules.md §D): a First correction repeats the original, marked corrected, with all
 * amounts zero (or the right amounts for a one-step fix); a Second correction is the new original.
 */
export const CORRECTION_TYPES = ['Original', 'First', 'Second'] as const;
export type CorrectionType = (typeof CORRECTION_TYPES)[number];

export const CORRECTION_TYPE_LABELS: Readonly<Record<CorrectionType, string>> = {
  Original: 'Original',
  First: 'First correction',
  Second: 'Second correction',
};

export function isCorrectionType(value: unknown): value is CorrectionType {
  return typeof value === 'string' && (CORRECTION_TYPES as readonly string[]).includes(value);
}

/** A correction refers to the filing it corrects. */
export function isCorrection(correctionType: CorrectionType | null | undefined): boolean {
  return correctionType === 'First' || correctionType === 'Second';
}

/** Filing summary (spec part 2 §2): 'Has Corrections' is Yes when any filing is not an Original. */
export function getHasCorrectionsLabel(
  correctionTypes: readonly (CorrectionType | null | undefined)[],
): 'Yes' | 'No' {
  return correctionTypes.some((type) => (type ?? 'Original') !== 'Original') ? 'Yes' : 'No';
}
