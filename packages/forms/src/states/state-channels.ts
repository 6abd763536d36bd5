import type { FormType } from '../catalogue/form-types.ts';

/**
 * How each state takes a direct filing, what File1099 builds for a Self eFile, and the states' own
 * thresholds (reference/state-filing.md §1.7, §3.2, §4; decisions in docs/state-filing.md).
 */

/** The file File1099 builds for a Self eFile: the IRS Pub 1220 text file, with the state's fields. */
export type SelfEFileFormat = 'pub1220';

export interface StateChannel {
  /** Where the payer uploads a direct filing (the state's portal). */
  portal: string;
  /**
   * The Self eFile file, or null when File1099 does not build one: Pennsylvania wants its own CSV and
   * Oregon its own A/B records, neither layout is in the reference sheet.
   */
  selfEFile: SelfEFileFormat | null;
  /** State data in Pub 1220 B 663-722 (Special Data Entries), where the state defines it. */
  specialData?: 'nebraska' | 'vermontAccount';
}

const p1220 = (portal: string, extra: Partial<StateChannel> = {}): StateChannel => ({
  portal,
  selfEFile: 'pub1220',
  ...extra,
});

/** Every state with an electronic upload (STATE_ROWS eFile true); states without one are absent. */
export const STATE_CHANNELS: Readonly<Record<string, StateChannel>> = {
  AL: p1220('My Alabama Taxes (MAT)'),
  AZ: p1220('AZ Web File (AZFSET) / AZTaxes'),
  AR: p1220('Arkansas Taxpayer Access Point (ATAP)'),
  CA: p1220('FTB SWIFT'),
  CO: p1220('Colorado Revenue Online'),
  CT: p1220('myconneCT'),
  DE: p1220('Delaware Taxpayer Portal'),
  DC: p1220('MyTax.DC.gov'),
  GA: p1220('Georgia Tax Center (GTC)'),
  ID: p1220('Idaho Taxpayer Access Point (TAP)'),
  IL: p1220('MyTax Illinois'),
  IN: p1220('INTIME'),
  IA: p1220('GovConnectIowa'),
  KS: p1220('KDOR Customer Service Center / WebTax'),
  KY: p1220('Kentucky MyTaxes'),
  LA: p1220('LaTAP'),
  ME: p1220('Maine Tax Portal (MTP)'),
  MD: p1220('Maryland Comptroller online filing'),
  MA: p1220('MassTaxConnect'),
  MI: p1220('Michigan Treasury Online (MTO)'),
  MN: p1220('Minnesota e-Services'),
  MS: p1220('Mississippi Taxpayer Access Point (TAP)'),
  MO: p1220('Missouri Online W-2/1099 Submission System'),
  MT: p1220('Montana TransAction Portal (TAP)'),
  NE: p1220('NebFile for Business', { specialData: 'nebraska' }),
  NJ: p1220('New Jersey Division of Taxation online / bulk'),
  NM: p1220('New Mexico Taxpayer Access Point (TAP)'),
  NY: p1220('New York Online Services'),
  NC: p1220('eNC3'),
  ND: p1220('North Dakota Taxpayer Access Point (TAP)'),
  OH: p1220('OH|TAX eServices'),
  OK: p1220('OkTAP W-2/1099/500 Filing Center'),
  OR: { portal: 'Oregon iWire (Revenue Online)', selfEFile: null },
  PA: { portal: 'myPATH', selfEFile: null },
  RI: p1220('Rhode Island Tax Portal'),
  SC: p1220('MyDORWAY'),
  UT: p1220('Utah Taxpayer Access Point (TAP)'),
  VT: p1220('myVTax', { specialData: 'vermontAccount' }),
  VA: p1220('Virginia Tax Online Services Web Upload'),
  WV: p1220('West Virginia MyTaxes'),
  WI: p1220('Wisconsin DOR online upload'),
};

export function getStateChannel(stateCode: string): StateChannel | null {
  return STATE_CHANNELS[stateCode] ?? null;
}

/** The Self eFile file for a state, or null when File1099 builds none. */
export function getSelfEFileFormat(stateCode: string): SelfEFileFormat | null {
  return getStateChannel(stateCode)?.selfEFile ?? null;
}

/** A state floor below (or above) the federal one; `forms` limits it, `fromTaxYear` starts it. */
interface StateThreshold {
  cents: number;
  forms?: readonly FormType[];
  fromTaxYear?: number;
}

const NEC_MISC: readonly FormType[] = ['Type_1099_NEC', 'Type_1099_MISC'];
const INT_OID: readonly FormType[] = ['Type_1099_INT', 'Type_1099_OID'];

/**
 * State statutory floors that differ from the federal one (reference §1.7, §4 "State threshold"). The
 * first entry that matches the form and year wins. Louisiana's $1,000 (rents and royalties to
 * nonresidents) and Wisconsin's $600 (rents and royalties) depend on facts the filing does not hold,
 * so they are not here: the federal floor applies.
 */
export const STATE_THRESHOLDS: Readonly<Record<string, readonly StateThreshold[]>> = {
  AL: [{ cents: 1_500_00, forms: [...NEC_MISC, ...INT_OID] }],
  AR: [
    { cents: 100_00, forms: INT_OID },
    { cents: 2_500_00, forms: NEC_MISC },
  ],
  DC: [{ cents: 600_00, forms: NEC_MISC }],
  MD: [{ cents: 10_00, forms: ['Type_1099_S'] }],
  MO: [
    { cents: 100_00, forms: INT_OID },
    { cents: 1_200_00, forms: NEC_MISC },
  ],
  MT: [{ cents: 600_00, forms: NEC_MISC }],
  NJ: [{ cents: 1_000_00, forms: NEC_MISC }],
  OK: [{ cents: 750_00, forms: ['Type_1099_NEC'] }],
  RI: [{ cents: 100_00, forms: NEC_MISC }],
};

/**
 * The state's own reporting floor in cents for the form and tax year, or null when the state follows
 * the federal threshold (or wants nothing). From TY2026 the federal NEC/MISC floor is $2,000, so a
 * state floor below it can make a state copy due with no federal form (reference §1.7).
 */
export function getStateThresholdCents(
  stateCode: string,
  formType: FormType,
  taxYear: number,
): number | null {
  const entry = (STATE_THRESHOLDS[stateCode] ?? []).find(
    (t) =>
      (!t.forms || t.forms.includes(formType)) && (t.fromTaxYear === undefined || taxYear >= t.fromTaxYear),
  );
  return entry?.cents ?? null;
}

/** Zero-filled whole cents in `width` digits; refused (null) when the amount does not fit. */
function digits(cents: number, width: number): string | null {
  const text = String(Math.max(0, Math.trunc(cents)));
  return text.length > width ? null : text.padStart(width, '0');
}

/**
 * The Special Data Entries (Pub 1220 B 663-722, 60 characters) a state reads in a direct upload:
 * Nebraska (NebFile guide 21CM): 663-672 total payments in Nebraska, 673-682 payments subject to
 * Nebraska tax, 683-692 Nebraska tax withheld; Vermont (myVTax): the withholding account number from
 * 663 (as the payer keys it, e.g. WHT-12345678). Returns '' when the state defines nothing, and null
 * when an amount does not fit its 10 positions.
 */
export function buildStateSpecialData(
  stateCode: string,
  input: { stateIncomeCents: number; stateTaxWithheldCents: number; stateIdNumber: string },
): string | null {
  switch (getStateChannel(stateCode)?.specialData) {
    case 'nebraska': {
      const income = digits(input.stateIncomeCents, 10);
      const withheld = digits(input.stateTaxWithheldCents, 10);
      return income === null || withheld === null ? null : `${income}${income}${withheld}`;
    }
    case 'vermontAccount': {
      const account = input.stateIdNumber.trim();
      return account.length > 60 ? null : account;
    }
    default:
      return '';
  }
}
