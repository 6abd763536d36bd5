import type { Address } from '../identity/address.ts';
import { checkStreetLength } from '../identity/address-checks.ts';
import { validateOptionalEmail } from '../identity/email.ts';
import { ENTITY_TYPE_MESSAGE, isEntityType } from '../identity/names.ts';
import { isTinType, validateTin } from '../identity/tin.ts';
import { createProblem, prefixProblems, type Problem } from '../problem.ts';

/** Federal tax classification on the W-9 (spec part 1 §3; Form W-9 line 3a). */
export const FED_TAX_CLASSIFICATIONS = {
  sole: 'Single member LLC or Sole Proprietor',
  ccorp: 'C Corporation',
  scorp: 'S Corporation',
  part: 'Partnership',
  llc: 'Limited liability company',
  trust: 'Trust/estate',
  individual: 'Individual',
} as const;
export type FedTaxClassification = keyof typeof FED_TAX_CLASSIFICATIONS;

/** The LLC's tax classification letter (Form W-9 line 3a: C, S or P). */
export const LLC_TAX_CLASSIFICATIONS = { c: 'C Corporation', s: 'S Corporation', p: 'Partnership' } as const;
export type LlcTaxClassification = keyof typeof LLC_TAX_CLASSIFICATIONS;

/** Texts of the payee-facing W-9 flow, word for word (spec part 1 §5 and §8). */
export const W9_MESSAGES = {
  required: 'Required',
  submitInvalid: 'Please enter all the required fields',
  entityType: ENTITY_TYPE_MESSAGE,
  signatureRequired: 'You must sign the W-9 form to continue.',
  uploadFailed: 'There was an error submitting your W-9. Please try again.',
  loadFailed:
    'There was an error loading your W-9 request. You may have an invalid link or the W-9 request may have expired. Please contact your customer to resend the request.',
  notSupportedInSandbox: 'Not supported',
} as const;

/** The wizard: entity type, W-9 form, signature; no skipping; back allowed from steps 2 and 3. */
export const W9_WIZARD_STEPS = ['entityType', 'form', 'signature'] as const;

export interface W9FormInput {
  entityType?: string | null;
  businessName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  tinType?: string | null;
  tin?: string | null;
  fedTaxClassification?: string | null;
  llcTaxClassification?: string | null;
  emailAddress?: string | null;
  address?: Address | null;
  correctTIN?: boolean | null;
  exempt?: boolean | null;
  usPerson?: boolean | null;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

function required(path: string): Problem {
  return createProblem('REQUIRED', path, W9_MESSAGES.required);
}

/**
 * The W-9 form step (spec part 1 §5). Field problems carry the form's own messages ('Required', the TIN
 * messages, the 40-character rule); `summary` is the submit message when any problem exists.
 */
export function validateW9Form(
  w9: W9FormInput,
  initialTin?: string | null,
): { errors: Problem[]; summary: string | null } {
  const errors: Problem[] = [];
  if (!isEntityType(w9.entityType))
    errors.push(createProblem('ENTITY_TYPE_REQUIRED', 'entityType', W9_MESSAGES.entityType));
  if (w9.entityType === 'Business') {
    if (isBlank(w9.businessName)) errors.push(required('businessName'));
    if (!Object.hasOwn(FED_TAX_CLASSIFICATIONS, w9.fedTaxClassification ?? ''))
      errors.push(required('fedTaxClassification'));
    if (
      w9.fedTaxClassification === 'llc' &&
      !Object.hasOwn(LLC_TAX_CLASSIFICATIONS, w9.llcTaxClassification ?? '')
    ) {
      errors.push(required('llcTaxClassification'));
    }
  }
  if (w9.entityType === 'Individual') {
    if (isBlank(w9.firstName)) errors.push(required('firstName'));
    if (isBlank(w9.lastName)) errors.push(required('lastName'));
  }
  const tinMessage = validateTin(w9.tin, isTinType(w9.tinType) ? w9.tinType : 'NA', initialTin);
  if (tinMessage) errors.push(createProblem('TIN_INVALID', 'tin', tinMessage));
  const emailMessage = validateOptionalEmail(w9.emailAddress);
  if (emailMessage) errors.push(createProblem('EMAIL_INVALID', 'emailAddress', emailMessage));
  errors.push(...prefixProblems('address', checkStreetLength(w9.address)));
  for (const certification of ['correctTIN', 'exempt', 'usPerson'] as const) {
    if (w9[certification] !== true) errors.push(required(certification));
  }
  return { errors, summary: errors.length > 0 ? W9_MESSAGES.submitInvalid : null };
}

/** The signature step needs the form signed first. */
export function validateW9Signature(isSigned: boolean): string | null {
  return isSigned ? null : W9_MESSAGES.signatureRequired;
}
