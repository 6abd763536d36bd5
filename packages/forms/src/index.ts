/**
 * @file1099/forms: the 1099 domain, pure and I/O-free. Boxes, thresholds, messages, statuses and prices
 * are defined here once; the server and the web app import them. Tax year and "today" are parameters.
 */

// Catalogue
export * from './catalogue/form-types.ts';
export {
  BOX_TYPES,
  type BoxType,
  type BoxDefinition,
  type BoxValue,
  type FilingData,
} from './catalogue/box-types.ts';
export {
  AGGREGATED_THRESHOLD_KINDS,
  DIRECT_SALES_THRESHOLD_CENTS,
  THRESHOLDS_BY_TAX_YEAR,
  getThresholdCents,
  type ThresholdKind,
} from './catalogue/thresholds.ts';
export {
  getAllFormDefinitions,
  getBoxDisplayName,
  getFilingDataFieldNames,
  getFormBox,
  getFormBoxes,
  getFormDefinition,
  type FormDefinition,
} from './catalogue/catalogue.ts';
export { getDueDates, type DueDates } from './catalogue/due-dates.ts';

// Rules
export * from './problem.ts';
export { findReportableBox, isReportable } from './rules/reportable.ts';
export {
  BOX_AMOUNT_REQUIRED_MESSAGE,
  getDirectSalesIndicator,
  hasRequiredBoxAmount,
} from './rules/box-amounts.ts';
export { FILING_READ_ONLY_FIELDS, stripFilingDataForSave, stripFilingForSave } from './rules/strip-fields.ts';
export {
  BOX_MESSAGES,
  MAX_ACCOUNT_NUMBER_LENGTH,
  ROUTING_TRANSIT_NUMBER_PATTERN,
} from './rules/check-boxes.ts';
export { checkIrsFormRules, IRS_FORM_RULE_MESSAGES } from './rules/irs-form-rules.ts';
export {
  FILING_MESSAGES,
  validateFiling,
  validateFilings,
  type FilingInput,
} from './rules/validate-filing.ts';
export {
  PARTY_MESSAGES,
  validatePayee,
  validatePayeeForFiling,
  validatePayeeLight,
  validatePayer,
  validatePayerSave,
  validateIrisContact,
  type IrisContactInput,
  type PartyInput,
  type PayeeInput,
  type PayerInput,
  type PayerSaveInput,
} from './rules/validate-party.ts';
export * from './rules/validate-w9.ts';
export * from './rules/import-values.ts';

// Identity
export * from './identity/tin.ts';
export * from './identity/tin-warnings.ts';
export * from './identity/name-control.ts';
export { transliterateToAscii } from './identity/transliterate.ts';
export * from './identity/irs-text.ts';
export * from './identity/names.ts';
export * from './identity/address.ts';
export * from './identity/payee-model.ts';
export * from './identity/address-checks.ts';
export * from './identity/email.ts';
export * from './identity/us-states.ts';
export { COUNTRIES } from './identity/countries.ts';

// Money
export * from './money/cents.ts';

// Statuses
export * from './statuses/filing-status.ts';
export * from './statuses/state-filing.ts';
export * from './statuses/delivery-status.ts';
export * from './statuses/tin-match.ts';
export * from './statuses/w9-request.ts';
export * from './statuses/vendor-portal.ts';
export * from './statuses/corrections.ts';
export * from './statuses/import-record.ts';
export * from './statuses/transmissions.ts';

// Federal selection cascade
export * from './selection/federal-cascade.ts';

// Pricing
export * from './pricing/services.ts';
export * from './pricing/tiers.ts';
export * from './pricing/invoice.ts';
export * from './pricing/charges.ts';

// Season
export * from './season/pacific-time.ts';
export * from './season/calendar.ts';
export * from './import/index.ts';

// Services per filing and state filing programs
export * from './selection/filing-services.ts';
export * from './selection/submission-messages.ts';
export * from './states/state-programs.ts';
export * from './states/state-channels.ts';
export * from './states/state-only.ts';

// Accounting partners: catalogue, account → box mappings, categorised import summary
export * from './integrations/index.ts';
