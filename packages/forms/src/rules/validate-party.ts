import { isTaxYear } from '../catalogue/form-types.ts';
import { checkAddressText, checkMailingAddress, checkStreetLength } from '../identity/address-checks.ts';
import type { Address } from '../identity/address.ts';
import { validateOptionalEmail } from '../identity/email.ts';
import { checkIrsText, type IrsTextField } from '../identity/irs-text.ts';
import { isEntityType } from '../identity/names.ts';
import { getTinWarnings } from '../identity/tin-warnings.ts';
import { isCompleteTin, isTinType, TIN_MESSAGES, validateTin } from '../identity/tin.ts';
import { createProblem, prefixProblems, type Problem, type ValidationResult } from '../problem.ts';
import { TIN_MATCH_WARNINGS } from '../statuses/tin-match.ts';

export const PARTY_MESSAGES = {
  payeeTypeRequired: 'Payee type is required',
  payerTypeRequired: 'Payer type is required',
  businessNameRequired: 'Business name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tinTypeRequired: 'TIN type is required',
  tinRequired: 'TIN is required',
  tinIncomplete: 'Enter all nine digits of the TIN to file',
  payerPhoneRequired: 'Payer phone number is required to e-file',
  contactNameRequired: 'Contact name is required to e-file',
  contactPhoneRequired: 'Contact phone number is required to e-file',
  nameRequired: 'Name is required',
  customAttributeKey: 'Every custom attribute needs a key',
  customAttributeDuplicate: (key: string) => `The custom attribute "${key}" is listed twice`,
  taxYearUnsupported: 'This tax year is not supported',
} as const;

/** The identity and contact fields payees, payers and W-9s share (spec part 1 §3, part 2 §3). */
export interface PartyInput {
  businessName?: string | null;
  /** Doing business as: filed as the second name line. */
  dba?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  tinType?: string | null;
  tin?: string | null;
  emailAddress?: string | null;
  address?: Address | null;
}

export interface PayeeInput extends PartyInput {
  entityType?: string | null;
  tinMatchStatus?: string | null;
}

export interface PayerInput extends PartyInput {
  payerType?: string | null;
  phoneNumber?: string | null;
}

/** The payer form: the payer and its custom attributes (key and value). */
export interface PayerSaveInput extends PayerInput {
  customAttributes?: readonly { key: string; value: string }[] | null;
}

function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** A text field against its IRS rules (identity/irs-text.ts), as a problem at `path`. */
function checkText(field: IrsTextField, path: string, value: string | null | undefined): Problem[] {
  const message = checkIrsText(field, value);
  return message ? [createProblem('IRS_TEXT_INVALID', path, message)] : [];
}

/** The names the type needs, each in the IRS character set and length when given. */
function checkNames(party: PartyInput, entityType: string | null | undefined): Problem[] {
  const problems = [
    ...checkText('businessName', 'businessName', party.businessName),
    ...checkText('businessName2', 'dba', party.dba),
    ...checkText('firstName', 'firstName', party.firstName),
    ...checkText('middleName', 'middleName', party.middleName),
    ...checkText('lastName', 'lastName', party.lastName),
  ];
  if (entityType === 'Business' && isBlank(party.businessName))
    problems.push(
      createProblem('BUSINESS_NAME_REQUIRED', 'businessName', PARTY_MESSAGES.businessNameRequired),
    );
  if (entityType !== 'Individual') return problems;
  if (isBlank(party.firstName))
    problems.push(createProblem('FIRST_NAME_REQUIRED', 'firstName', PARTY_MESSAGES.firstNameRequired));
  if (isBlank(party.lastName))
    problems.push(createProblem('LAST_NAME_REQUIRED', 'lastName', PARTY_MESSAGES.lastNameRequired));
  return problems;
}

/**
 * TIN type, TIN (spec messages; skipped when unchanged), e-mail, the 40-character street rule and the
 * address text the IRS takes.
 */
function checkParty(party: PartyInput, initialTin: string | null | undefined): ValidationResult {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const tinType = isTinType(party.tinType) ? party.tinType : null;
  if (!tinType) errors.push(createProblem('TIN_TYPE_REQUIRED', 'tinType', PARTY_MESSAGES.tinTypeRequired));
  const tinMessage = validateTin(party.tin, tinType ?? 'NA', initialTin);
  if (tinMessage === TIN_MESSAGES.required)
    errors.push(createProblem('TIN_REQUIRED', 'tin', PARTY_MESSAGES.tinRequired));
  else if (tinMessage) errors.push(createProblem('TIN_INVALID', 'tin', tinMessage));
  else if (tinType)
    warnings.push(...getTinWarnings(party.tin).map((warning) => ({ ...warning, path: 'tin' })));
  const emailMessage =
    validateOptionalEmail(party.emailAddress) ?? checkIrsText('emailAddress', party.emailAddress);
  if (emailMessage) errors.push(createProblem('EMAIL_INVALID', 'emailAddress', emailMessage));
  errors.push(
    ...prefixProblems('address', [...checkStreetLength(party.address), ...checkAddressText(party.address)]),
  );
  return { errors, warnings };
}

/**
 * The payee form (spec part 2 §5): TIN type, payee type, business name (Business) or first and last
 * name (Individual), a valid TIN (checked only if changed from `initialTin`), a valid e-mail.
 */
export function validatePayee(payee: PayeeInput, initialTin?: string | null): ValidationResult {
  const result = checkParty(payee, initialTin);
  if (!isEntityType(payee.entityType)) {
    result.errors.unshift(
      createProblem('PAYEE_TYPE_REQUIRED', 'entityType', PARTY_MESSAGES.payeeTypeRequired),
    );
  }
  result.errors.push(...checkNames(payee, payee.entityType));
  return result;
}

/** Custom attribute keys: each given, none twice (compared trimmed). */
function checkCustomAttributes(attributes: readonly { key: string }[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  attributes.forEach((attribute, index) => {
    const key = attribute.key.trim();
    const path = `customAttributes.${index}.key`;
    if (!key)
      problems.push(createProblem('CUSTOM_ATTRIBUTE_KEY_REQUIRED', path, PARTY_MESSAGES.customAttributeKey));
    else if (seen.has(key))
      problems.push(
        createProblem('CUSTOM_ATTRIBUTE_DUPLICATE', path, PARTY_MESSAGES.customAttributeDuplicate(key)),
      );
    seen.add(key);
  });
  return problems;
}

/**
 * What stops a payer save ('Edit Payer Info'): payer type, the names its type needs, TIN type and a
 * valid TIN (checked only if changed from `initialTin`), a valid e-mail, the 40-character street
 * rule, custom attribute keys. What filing needs beyond that (full address, phone) is
 * `validatePayer`'s, checked before filing and shown on the payer page.
 */
export function validatePayerSave(payer: PayerSaveInput, initialTin?: string | null): ValidationResult {
  const { errors } = checkParty(payer, initialTin);
  if (!isEntityType(payer.payerType))
    errors.unshift(createProblem('PAYER_TYPE_REQUIRED', 'payerType', PARTY_MESSAGES.payerTypeRequired));
  errors.push(...checkNames(payer, payer.payerType));
  // A phone is not needed to save, but one that is given must be one the IRS takes (told now, not at filing).
  const phoneMessage = isBlank(payer.phoneNumber) ? null : checkIrsText('phoneNumber', payer.phoneNumber);
  if (phoneMessage) errors.push(createProblem('PHONE_INVALID', 'phoneNumber', phoneMessage));
  errors.push(...checkCustomAttributes(payer.customAttributes ?? []));
  return { errors, warnings: [] };
}

/** The light payee dialog (spec part 2 §8): a name, and an e-mail that is valid when given. */
export function validatePayeeLight(payee: {
  displayName?: string | null;
  emailAddress?: string | null;
}): ValidationResult {
  const errors: Problem[] = [];
  if (isBlank(payee.displayName))
    errors.push(createProblem('NAME_REQUIRED', 'displayName', PARTY_MESSAGES.nameRequired));
  const emailMessage = validateOptionalEmail(payee.emailAddress?.trim());
  if (emailMessage) errors.push(createProblem('EMAIL_INVALID', 'emailAddress', emailMessage));
  return { errors, warnings: [] };
}

/** What a filing needs of its payee on top of the payee form: a full TIN, a mailing address, TIN-match warnings. */
export function validatePayeeForFiling(payee: PayeeInput): ValidationResult {
  const result = validatePayee(payee);
  if (
    !isBlank(payee.tin) &&
    !result.errors.some((problem) => problem.path === 'tin') &&
    !isCompleteTin(payee.tin)
  ) {
    result.errors.push(createProblem('TIN_INCOMPLETE', 'tin', PARTY_MESSAGES.tinIncomplete));
  }
  const addressProblems = checkMailingAddress(payee.address).filter(
    (problem) => problem.code !== 'STREET_TOO_LONG',
  );
  result.errors.push(...prefixProblems('address', addressProblems));
  const tinMatchWarning = TIN_MATCH_WARNINGS[payee.tinMatchStatus ?? ''];
  if (tinMatchWarning)
    result.warnings.push(createProblem(tinMatchWarning.code, 'tinMatchStatus', tinMatchWarning.message));
  return result;
}

/**
 * The payer before filing (the server's `validatePayer(payerId, filingYear)`): names by payer type, a
 * full TIN, a complete mailing address and a phone number, which IRIS requires of every issuer.
 */
export function validatePayer(payer: PayerInput, taxYear: number): ValidationResult {
  const result = checkParty(payer, undefined);
  if (!isTaxYear(taxYear))
    result.errors.push(createProblem('TAX_YEAR_UNSUPPORTED', 'taxYear', PARTY_MESSAGES.taxYearUnsupported));
  if (!isEntityType(payer.payerType)) {
    result.errors.push(createProblem('PAYER_TYPE_REQUIRED', 'payerType', PARTY_MESSAGES.payerTypeRequired));
  }
  result.errors.push(...checkNames(payer, payer.payerType));
  if (
    !isBlank(payer.tin) &&
    !result.errors.some((problem) => problem.path === 'tin') &&
    !isCompleteTin(payer.tin)
  ) {
    result.errors.push(createProblem('TIN_INCOMPLETE', 'tin', PARTY_MESSAGES.tinIncomplete));
  }
  const addressProblems = checkMailingAddress(payer.address).filter(
    (problem) => problem.code !== 'STREET_TOO_LONG',
  );
  result.errors.push(...prefixProblems('address', addressProblems));
  if (isBlank(payer.phoneNumber)) {
    result.errors.push(
      createProblem('PAYER_PHONE_REQUIRED', 'phoneNumber', PARTY_MESSAGES.payerPhoneRequired),
    );
  } else {
    const phoneMessage = checkIrsText('phoneNumber', payer.phoneNumber);
    if (phoneMessage) result.errors.push(createProblem('PHONE_INVALID', 'phoneNumber', phoneMessage));
  }
  return result;
}

/** The person the IRS contacts about a submission (IRIS ContactPersonInformationGrp, TransmitterGrp). */
export interface IrisContactInput {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * The contact as the IRIS schema needs it: a name (35 characters of letters, digits, ' and -), a
 * phone number of 10 to 30 digits in any usual writing ('(555) 123-4567', '+1 555 123 4567 ext. 89'),
 * and an e-mail, when given, that is valid and at most 75 characters.
 */
export function validateIrisContact(contact: IrisContactInput): ValidationResult {
  const errors: Problem[] = [];
  if (isBlank(contact.name))
    errors.push(createProblem('CONTACT_NAME_REQUIRED', 'name', PARTY_MESSAGES.contactNameRequired));
  else errors.push(...checkText('contactName', 'name', contact.name));
  if (isBlank(contact.phone))
    errors.push(createProblem('CONTACT_PHONE_REQUIRED', 'phone', PARTY_MESSAGES.contactPhoneRequired));
  else errors.push(...checkText('phoneNumber', 'phone', contact.phone));
  const emailMessage = validateOptionalEmail(contact.email) ?? checkIrsText('emailAddress', contact.email);
  if (emailMessage) errors.push(createProblem('EMAIL_INVALID', 'email', emailMessage));
  return { errors, warnings: [] };
}
