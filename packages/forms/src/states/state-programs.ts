import { isFormType, type FormType } from '../catalogue/form-types.ts';
import { isUsStateCode } from '../identity/us-states.ts';
import type { StateFilingMethod } from '../statuses/state-filing.ts';
import type { FilingData } from '../catalogue/box-types.ts';
import { getSelfEFileFormat } from './state-channels.ts';
import { isStateOnlyFiling } from './state-only.ts';

/**
 * State filing per state, form and tax year (reference/state-filing.md §4, decisions in docs/services.md
 * and docs/state-filing.md).
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
 * Rule SHAREDIRFORM019_002 (IRIS TY2025 business rules v1.2): the CFSFElectionStateCd values IRIS
 * accepts, 32 states and DC. The e-file package's IRIS writer and checker use this list
 * (`@file1099/efile` re-exports it); it differs from the Pub 1220 table: IRIS adds OR, keeps RI and
 * drops MO.
 */
export const IRIS_CFSF_STATES: ReadonlySet<string> = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CT', 'CO', 'DC', 'DE', 'GA', 'HI', 'ID', 'IN', 'KS', 'LA', 'MA', 'MD', 'ME',
  'MI', 'MN', 'MS', 'MT', 'NE', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'WI',
]); // prettier-ignore

/**
 * IRIS states File1099 does not offer CF/SF for: Oregon and Rhode Island say they do not use CF/SF,
 * and Michigan is reported not to receive IRIS data (all three 'verify' in the sheet, §1.3, §2).
 */
export const IRIS_CFSF_NOT_OFFERED: ReadonlySet<string> = new Set(['OR', 'RI', 'MI']);

/**
 * The FIRE (Pub 1220) CF/SF table without MO (listed as '29?', status uncertain) and RI (the state says
 * it does not take CF/SF). Used only for a federal file written as Pub 1220.
 */
// prettier-ignore
const FIRE_CFSF_STATES = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'GA', 'HI', 'ID', 'IN', 'KS', 'LA', 'ME', 'MD', 'MA',
  'MI', 'MN', 'MS', 'MT', 'NE', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'PA', 'SC', 'WI',
]);

/** The first tax year filed through IRIS only (reference/irs-iris.md §1). */
export const FIRST_IRIS_ONLY_TAX_YEAR = 2026;

/** The federal system a filing's CF/SF rides on. */
export type CfsfSystem = 'IRIS' | 'FIRE';

/**
 * File1099 transmits every federal filing as IRIS XML (TY2024 onward; Generate writes IRIS, Pub 1220 is
 * only for files a user brings), so CF/SF follows the IRIS list for every year File1099 files.
 */
export function getCfsfSystem(taxYear: number): CfsfSystem {
  return taxYear >= 2024 ? 'IRIS' : 'FIRE';
}

/** Whether the Combined Federal/State program reaches the state through the federal file's system. */
export function isCfsfState(stateCode: string, taxYear: number, system = getCfsfSystem(taxYear)): boolean {
  if (system === 'FIRE') return FIRE_CFSF_STATES.has(stateCode);
  return IRIS_CFSF_STATES.has(stateCode) && !IRIS_CFSF_NOT_OFFERED.has(stateCode);
}

/** State filing of one filing, as the stateSub of spec part 2 §3 carries it. */
export interface StateFilingSupport {
  stateCode: string | null;
  isFilingSupported: boolean;
  isFilingRequired: boolean;
  /** In the order the grid offers them; the cascade picks CFSF when present, else EFile. */
  supportedMethods: StateFilingMethod[];
  /**
   * A state-only filing (state-only.ts): below the federal threshold but due to the state. The state
   * service is selectable without Federal eFile, and CFSF is not offered.
   */
  isStateOnly?: boolean;
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
 * offers CFSF first; one that wants its own copy offers EFile (File1099 files it) where the state
 * takes uploads and SelfEFile (File1099 builds the file, the user uploads it) where File1099 builds
 * that state's file (state-channels.ts); SelfFile (the user
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
    ...(eFile ? (['EFile'] as const) : []),
    ...(eFile && getSelfEFileFormat(stateCode) ? (['SelfEFile'] as const) : []),
    'SelfFile',
  ];
  return {
    stateCode,
    isFilingSupported: true,
    isFilingRequired: requirement !== 'conditional',
    supportedMethods: methods,
  };
}

/**
 * The state filing of a stored filing: its state is the state withholding data (filingData
 * state1Code), with state1TaxWithheld for the withholding case.
 */
export function getFilingStateSupport(filing: {
  filingType: string;
  filingYear: number;
  filingData: Readonly<Record<string, unknown>>;
}): StateFilingSupport {
  if (!isFormType(filing.filingType)) return NO_STATE_FILING;
  const { state1Code, state1TaxWithheld } = filing.filingData;
  const support = getStateFilingSupport({
    formType: filing.filingType,
    taxYear: filing.filingYear,
    stateCode: typeof state1Code === 'string' ? state1Code : null,
    stateTaxWithheldCents: typeof state1TaxWithheld === 'number' ? state1TaxWithheld : 0,
  });
  if (!support.isFilingSupported || support.stateCode === null) return support;
  const stateOnly = isStateOnlyFiling({
    formType: filing.filingType,
    taxYear: filing.filingYear,
    filingData: filing.filingData as FilingData,
    stateCode: support.stateCode,
  });
  if (!stateOnly) return support;
  return {
    ...support,
    isFilingRequired: true,
    isStateOnly: true,
    supportedMethods: support.supportedMethods.filter((method) => method !== 'CFSF'),
  };
}
