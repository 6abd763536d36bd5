/**
 * The Combined Federal/State Filing program as IRIS runs it (TY2025 business rules v1.2). IRIS has its
 * own state list, which differs from the Pub 1220 (FIRE) table in ../../pub1220/codes.ts: IRIS takes
 * Oregon and Rhode Island and does not take Missouri. A test reads this list back from the text of
 * rule SHAREDIRFORM019_002 in irs-rules.json.
 */

/** Rule SHAREDIRFORM019_002: the CFSFElectionStateCd values IRIS accepts (32 states and DC). */
export const IRIS_CFSF_STATES: ReadonlySet<string> = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CT', 'CO', 'DC', 'DE', 'GA', 'HI', 'ID', 'IN', 'KS', 'LA', 'MA', 'MD', 'ME',
  'MI', 'MN', 'MS', 'MT', 'NE', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'WI',
]); // prettier-ignore

/** Rule S1H003_001: the FormTypeCd values a submission with CFSFElectionInd 1 may have. */
export const IRIS_CFSF_FORM_TYPES: ReadonlySet<string> = new Set([
  '1099B', '1099DIV', '1099G', '1099INT', '1099K', '1099MISC', '1099NEC', '1099OID', '1099PATR', '1099R', '5498',
]); // prettier-ignore

export function isIrisCfsfState(state: string): boolean {
  return IRIS_CFSF_STATES.has(state);
}
