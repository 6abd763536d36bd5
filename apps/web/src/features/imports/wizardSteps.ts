import { SUBMIT_STEP_LABELS } from '../submit/submitSteps.ts';

/**
 * The steps of the import wizard (spec part 2 §2 'Import wizard') and of the create-and-submit flow
 * that runs through it (§2 'Submit wizard'), which ends with the submit wizard's order and success steps.
 */
export type ImportStep =
  | 'importMethod'
  | 'prepare'
  | 'mapAccounts'
  | 'import'
  | 'review'
  | 'reviewPayer'
  | 'reviewPayees'
  | 'reviewFilings'
  | 'reviewOrder'
  | 'submitted';

/** 'import' brings records in and returns to their page; 'create' goes on to review what will be filed. */
export type WizardFlow = 'import' | 'create';

/** The accounting partners the wizard connects to, by their /integrations path. */
export const PARTNER_METHODS = ['qbo', 'xero', 'freshbooks', 'zoho', 'bill', 'bqecore', 'wave'] as const;
export type PartnerMethod = (typeof PARTNER_METHODS)[number];
export type ImportMethod = 'manual' | 'excel' | PartnerMethod;

export function isPartnerMethod(value: string | null): value is PartnerMethod {
  return (PARTNER_METHODS as readonly (string | null)[]).includes(value);
}

export const STEP_LABELS: Record<ImportStep, string> = {
  importMethod: 'Import method',
  prepare: 'Prepare',
  mapAccounts: 'Map accounts',
  import: 'Import',
  review: 'Review',
  reviewPayer: 'Review payer',
  reviewPayees: 'Review payees',
  reviewFilings: 'Review filings',
  reviewOrder: SUBMIT_STEP_LABELS.reviewOrder,
  submitted: SUBMIT_STEP_LABELS.submitted,
};

const ALL_STEPS = Object.keys(STEP_LABELS) as ImportStep[];

export function readStep(value: string | null): ImportStep {
  return ALL_STEPS.find((step) => step === value) ?? 'importMethod';
}

export function readFlow(value: string | null): WizardFlow {
  return value === 'create' ? 'create' : 'import';
}

export function readMethod(value: string | null): ImportMethod | null {
  return value === 'manual' || value === 'excel' || isPartnerMethod(value) ? value : null;
}

/**
 * The steps in order. The create flow adds the payer and payee reviews after the import (or straight
 * after the method for 'Enter manually'); its filing review is shown only when fewer than 5 steps
 * precede it, since the import review already lists the filings. It ends with 'Review order and Pay'
 * and the Congratulations page of the submit wizard.
 */
export function getWizardSteps(flow: WizardFlow, method: ImportMethod | null): ImportStep[] {
  const steps: ImportStep[] = ['importMethod'];
  // A partner whose payments are read by transaction has its accounts mapped to boxes first.
  if (isPartnerMethod(method)) steps.push('prepare', 'mapAccounts', 'import', 'review');
  else if (flow === 'import' || method !== 'manual') steps.push('prepare', 'import', 'review');
  if (flow === 'import') return steps;
  steps.push('reviewPayer', 'reviewPayees');
  if (steps.length < 5) steps.push('reviewFilings');
  steps.push('reviewOrder', 'submitted');
  return steps;
}
