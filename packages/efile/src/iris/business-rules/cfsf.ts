/**
 * The Combined Federal/State Filing program as IRIS runs it (TY2025 business rules v1.2). IRIS has its
 * own state list, which differs from the Pub 1220 (FIRE) table in ../../pub1220/codes.ts: IRIS takes
 * Oregon and Rhode Island and does not take Missouri. The list lives in the forms package (state
 * programs) with the per-state table; a test reads this list back from the text of
 * rule SHAREDIRFORM019_002 in irs-rules.json.
 */

import { IRIS_CFSF_STATES } from '@file1099/forms';

/** Rule SHAREDIRFORM019_002: the CFSFElectionStateCd values IRIS accepts (32 states and DC), kept as data in the forms package. */
export { IRIS_CFSF_STATES };

/** Rule S1H003_001: the FormTypeCd values a submission with CFSFElectionInd 1 may have. */
export const IRIS_CFSF_FORM_TYPES: ReadonlySet<string> = new Set([
  '1099B', '1099DIV', '1099G', '1099INT', '1099K', '1099MISC', '1099NEC', '1099OID', '1099PATR', '1099R', '5498',
]); // prettier-ignore

export function isIrisCfsfState(state: string): boolean {
  return IRIS_CFSF_STATES.has(state);
}
