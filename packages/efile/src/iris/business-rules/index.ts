import { validateIrisXml, type IrisProblem } from '../validate.ts';

export { IRIS_CFSF_FORM_TYPES, IRIS_CFSF_STATES, isIrisCfsfState } from './cfsf.ts';
export {
  getRuleHandling,
  IRS_BUSINESS_RULES,
  OUR_FORM_TYPES,
  RULE_HANDLING,
  type IrsBusinessRule,
  type RuleHandling,
} from './coverage.ts';

/**
 * The IRS business-rule problems of an IRIS transmission: the problems of `validateIrisXml` that carry
 * an IRS rule number (TY2025 v1.2). `validateIrisXml` runs the same checks, with our own consistency
 * checks (totals) besides; run the official XSD check separately (schema.ts).
 */
export function checkIrisBusinessRules(input: string | Iterable<string>): IrisProblem[] {
  return validateIrisXml(input, Number.MAX_SAFE_INTEGER).problems.filter((problem) => problem.ruleIds);
}
