import type { FormType } from '../catalogue/form-types.ts';
import { isUsStateCode } from '../identity/us-states.ts';
import type { StateFilingMethod } from '../statuses/state-filing.ts';

/**
 * State filing per state, form and tax year (reference/state-filing.md §4, decisions in docs/services.md).
 * What a state wants when no state tax was withheld: nothing ('none'), the data, which the Combined
 * Federal/State program satisfies ('cfsf'), its own copy even with CF/SF ('direct'), or its own copy
 * only in some situations the product cannot see ('conditional': offered, not required).
 */
export type StateRequirement = 'none' | 'cfsf' | 'direct' | 'conditional';

interface StateRow {
  /** The state has a broad income tax (no tax, no 1099 filing). */
  tax: boolean;
  NEC: StateRequirement;
  MISC: StateRequirement;
  /** INT; OID follows it (§6). */
  INT: StateRequirement;
  /** 1099-S: never CF/SF; only the states of §6 want it. */
  S: StateRequirement;
  /** With state tax withheld: 'direct' (own filing, the usual case), or the no-withholding value holds. */
  withheld: 'direct' | 'same' | 'none' | 'conditional';
  /** The state takes an electronic upload (Pub 1220 or its own CSV): File1099 can e-file it or build the file. */
  eFile: boolean;
}

const row = (
  NEC: StateRequirement,
  MISC: StateRequirement,
  INT: StateRequirement,
  extra: Partial<Pick<StateRow, 'S' | 'withheld' | 'eFile'>> = {},
): StateRow => ({ tax: true, NEC, MISC, INT, S: 'none', withheld: 'direct', eFile: true, ...extra });

const NO_INCOME_TAX: StateRow = {
  tax: false,
  NEC: 'none',
  MISC: 'none',
  INT: 'none',
  S: 'none',
  withheld: 'none',
  eFile: false,
};

/**
 * The master table of reference/state-filing.md §4, one row per state. Rows marked '?' there take the
 * reading of most sources: CO NEC cfsf, MT INT cfsf, NC INT none, MO INT direct; RI MISC (direct,
 * conditional) is direct and RI INT (conditional) is conditional; VT NEC/MISC (nonresidents working in
 * Vermont) are conditional.
 */
export const STATE_ROWS: Readonly<Record<string, StateRow>> = {
  AL: row('cfsf', 'cfsf', 'cfsf'),
  AK: NO_INCOME_TAX,
  AZ: row('none', 'none', 'none', { S: 'direct' }),
  AR: row('cfsf', 'cfsf', 'cfsf'),
  CA: row('cfsf', 'cfsf', 'cfsf', { S: 'direct', withheld: 'same' }),
  CO: row('cfsf', 'cfsf', 'cfsf'),
  CT: row('cfsf', 'cfsf', 'none'),
  DE: row('direct', 'direct', 'cfsf'),
  DC: row('direct', 'direct', 'direct'),
  FL: NO_INCOME_TAX,
  GA: row('cfsf', 'cfsf', 'cfsf'),
  HI: row('cfsf', 'cfsf', 'cfsf', { eFile: false }),
  ID: row('cfsf', 'cfsf', 'none', { S: 'direct', withheld: 'same' }),
  IL: row('none', 'none', 'none', { withheld: 'conditional' }),
  IN: row('cfsf', 'cfsf', 'cfsf'),
  IA: row('none', 'none', 'none'),
  KS: row('cfsf', 'cfsf', 'cfsf'),
  KY: row('none', 'none', 'none'),
  LA: row('cfsf', 'cfsf', 'cfsf'),
  ME: row('direct', 'direct', 'direct'),
  MD: row('none', 'none', 'none', { S: 'direct' }),
  MA: row('direct', 'direct', 'direct'),
  MI: row('direct', 'cfsf', 'cfsf'),
  MN: row('cfsf', 'cfsf', 'cfsf'),
  MS: row('cfsf', 'cfsf', 'cfsf'),
  MO: row('direct', 'direct', 'direct'),
  MT: row('direct', 'direct', 'cfsf', { S: 'direct' }),
  NE: row('cfsf', 'cfsf', 'cfsf'),
  NV: NO_INCOME_TAX,
  NH: NO_INCOME_TAX,
  NJ: row('cfsf', 'cfsf', 'cfsf'),
  NM: row('cfsf', 'cfsf', 'none'),
  NY: row('none', 'none', 'none', { withheld: 'none' }),
  NC: row('none', 'none', 'none'),
  ND: row('cfsf', 'cfsf', 'none'),
  OH: row('none', 'none', 'none'),
  OK: row('direct', 'cfsf', 'cfsf'),
  OR: row('direct', 'direct', 'none'),
  PA: row('direct', 'direct', 'none'),
  RI: row('direct', 'direct', 'conditional'),
  SC: row('cfsf', 'cfsf', 'cfsf'),
  SD: NO_INCOME_TAX,
  TN: NO_INCOME_TAX,
  TX: NO_INCOME_TAX,
  UT: row('none', 'none', 'none'),
  VT: row('conditional', 'conditional', 'none'),
  VA: row('none', 'none', 'none'),
  WA: NO_INCOME_TAX,
  WV: row('none', 'none', 'none'),
  WI: row('cfsf', 'cfsf', 'none'),
  WY: NO_INCOME_TAX,
};

/**
 * States whose CF/SF participation File1099 relies on, by system. FIRE (tax years up to 2025): the Pub
 * 1220 table without MO (listed as '29?', status uncertain) and RI (the state says it does not take
 * CF/SF). IRIS (tax year 2026, filed in 2027 through IRIS only): the IRIS list without OR and RI (both
 * say they do not use CF/SF) and MI (reported not to receive IRIS data) — all three 'verify' in the sheet.
 */
// prettier-ignore
const FIRE_CFSF_STATES = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'GA', 'HI', 'ID', 'IN', 'KS', 'LA', 'ME', 'MD', 'MA',
  'MI', 'MN', 'MS', 'MT', 'NE', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'PA', 'SC', 'WI',
]);
// prettier-ignore
const IRIS_CFSF_STATES = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DC', 'DE', 'GA', 'HI', 'ID', 'IN', 'KS', 'LA', 'MA', 'MD', 'ME',
  'MN', 'MS', 'MT', 'NE', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'PA', 'SC', 'WI',
]);

/** The first tax year filed through IRIS only (reference/irs-iris.md §1). */
export const FIRST_IRIS_ONLY_TAX_YEAR = 2026;

/** Whether the Combined Federal/State program reaches the state for the tax year's system. */
export function isCfsfState(stateCode: string, taxYear: number): boolean {
  return (taxYear >= FIRST_IRIS_ONLY_TAX_YEAR ? IRIS_CFSF_STATES : FIRE_CFSF_STATES).has(stateCode);
}

/** State filing of one filing, as the stateSub of spec part 2 §3 carries it. */
export interface StateFilingSupport {
  stateCode: string | null;
  isFilingSupported: boolean;
  isFilingRequired: boolean;
  /** In the order the grid offers them; the cascade picks CFSF when present, else EFile. */
  supportedMethods: StateFilingMethod[];
}

export const NO_STATE_FILING: StateFilingSupport = Object.freeze({
  stateCode: null,
  isFilingSupported: false,
  isFilingRequired: false,
  supportedMethods: [],
}) as StateFilingSupport;

function requirementOf(state: StateRow, formType: FormType): StateRequirement {
  switch (formType) {
    case 'Type_1099_NEC':
      return state.NEC;
    case 'Type_1099_MISC':
      return state.MISC;
    case 'Type_1099_INT':
    case 'Type_1099_OID':
      return state.INT;
    case 'Type_1099_S':
      return state.S;
  }
}

export interface StateFilingInput {
  formType: FormType;
  taxYear: number;
  /** The filing's state (filingData.state1Code); none means no state filing. */
  stateCode: string | null | undefined;
  /** State income tax withheld on the filing, in cents. */
  stateTaxWithheldCents?: number;
}

/**
 * Whether and how a filing's state return can be filed. A state that wants the data and takes CF/SF
 * offers CFSF first; one that wants its own copy offers EFile (File1099 files it) and SelfEFile
 * (File1099 builds the file, the user uploads it) where the state takes uploads; SelfFile (the user
 * files on their own) is always offered when the state takes anything. State tax withheld makes most
 * states want their own copy (§1.5). 1099-S never goes through CF/SF (§1.2).
 */
export function getStateFilingSupport(input: StateFilingInput): StateFilingSupport {
  const stateCode = typeof input.stateCode === 'string' ? input.stateCode.trim().toUpperCase() : '';
  const state = isUsStateCode(stateCode) ? STATE_ROWS[stateCode] : undefined;
  if (!state) return NO_STATE_FILING;
  const withheld = (input.stateTaxWithheldCents ?? 0) > 0;
  let requirement = requirementOf(state, input.formType);
  if (withheld && state.withheld !== 'same') requirement = state.withheld;
  if (requirement === 'none') return { ...NO_STATE_FILING, stateCode };
  const cfsf =
    requirement === 'cfsf' && input.formType !== 'Type_1099_S' && isCfsfState(stateCode, input.taxYear);
  // A 'cfsf' state the program does not reach for this year takes a direct copy instead.
  const eFile = state.eFile && !(stateCode === 'AZ' && input.formType === 'Type_1099_NEC');
  const methods: StateFilingMethod[] = [
    ...(cfsf ? (['CFSF'] as const) : []),
    ...(eFile ? (['EFile', 'SelfEFile'] as const) : []),
    'SelfFile',
  ];
  return {
    stateCode,
    isFilingSupported: true,
    isFilingRequired: requirement !== 'conditional',
    supportedMethods: methods,
  };
}
