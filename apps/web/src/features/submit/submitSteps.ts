/**
 * The submit wizard's steps (spec part 2 §2 Submit wizard) as the Filings page runs it: review payer,
 * review filings, Review order and Pay, Submit (Congratulations). The payees review belongs to the
 * create flow only (imports/wizardSteps.ts), which ends with the same last two steps.
 */
export type SubmitStep = 'reviewPayer' | 'reviewFilings' | 'reviewOrder' | 'submitted';

export const SUBMIT_STEPS: readonly SubmitStep[] = [
  'reviewPayer',
  'reviewFilings',
  'reviewOrder',
  'submitted',
];

export const SUBMIT_STEP_LABELS: Record<SubmitStep, string> = {
  reviewPayer: 'Review payer',
  reviewFilings: 'Review filings',
  reviewOrder: 'Review order and Pay',
  submitted: 'Submit',
};

export function readSubmitStep(value: string | null): SubmitStep {
  return SUBMIT_STEPS.find((step) => step === value) ?? 'reviewPayer';
}

/** The filings the Filings page chose (`params.ids`), or null when none were. */
export function readSubmitIds(params: Record<string, unknown>): Set<number> | null {
  const ids = params.ids;
  if (!Array.isArray(ids)) return null;
  const valid = ids.filter(
    (id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
  );
  return valid.length > 0 ? new Set(valid) : null;
}
