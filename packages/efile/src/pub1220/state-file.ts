import type { EfilePayerGroup, EfileReturn, EfileTransmitter } from '../model.ts';
import { isPub1220TaxYear, type Pub1220TaxYear } from './codes.ts';
import { Pub1220WriteError } from './records.ts';
import { writePub1220ToString } from './writer.ts';

/**
 * A state's copy of the IRS Pub 1220 file for a direct upload (Self eFile), with the fields states add
 * to the IRS layout (reference state-filing.md §3.2; decisions in docs/state-filing.md):
 * - California (FTB SWIFT): A 46 surname indicator `L`; B 432 "Non-California Return Indicator" `X`;
 *   C 707-724 the control total of state tax withheld.
 * - Maryland: the payer's Central Registration Number (CRN) in B 715-722.
 * - West Virginia (MyTaxes, IT-105.1): the IT-103 reconciliation in C 508-622.
 * Originals only, no CF/SF (A 6 blank, no K records): the state file is not a federal filing.
 */

/**
 * The Pub 1220 layout a state file of the tax year is written in, or null. TY2026 is filed after FIRE
 * closed, so the IRS publishes no TY2026 Pub 1220; the states that take the format for TY2026 keep the
 * layout, which has not changed since TY2021 (reference irs-fire-pub1220.md §10), so a TY2026 state
 * file uses the TY2025 layout with payment year 2026.
 */
export function getStateFileLayoutYear(taxYear: number): Pub1220TaxYear | null {
  if (isPub1220TaxYear(taxYear)) return taxYear;
  return taxYear === 2026 ? 2025 : null;
}

export interface WestVirginiaReconciliation {
  /** The payer's 8-digit West Virginia withholding account (C 531-538). */
  accountNumber: string;
  /** West Virginia tax due per quarter, whole dollars (C 539-586), from the payer's quarterly returns. */
  quarterlyTaxDueDollars: readonly number[];
}

export interface StatePub1220Input {
  /** USPS code of the state the file is for. */
  state: string;
  taxYear: number;
  transmitter: EfileTransmitter;
  /** One group per form type; original returns (arrays), no CF/SF. */
  groups: readonly (Omit<EfilePayerGroup, 'returns'> & { returns: readonly EfileReturn[] })[];
  /** Maryland: the payer's 8-character Central Registration Number (B 715-722). */
  marylandCrn?: string;
  /** West Virginia: the IT-103 figures File1099 does not hold. */
  westVirginia?: WestVirginiaReconciliation;
}

const LINE_END = '\r\n';

function put(line: string, start: number, value: string): string {
  return line.slice(0, start - 1) + value + line.slice(start - 1 + value.length);
}

function number(value: number, width: number, label: string): string {
  const text = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || text.length > width)
    throw new Pub1220WriteError(`The ${label} (${value}) does not fit ${width} digits`);
  return text.padStart(width, '0');
}

/** Whole dollars of an amount in cents, rounded half up (the IT-103 is in whole dollars). */
const dollars = (cents: number): number => Math.floor((cents + 50) / 100);

/** B 723-734: the state income tax withheld of a written B record, in cents. */
const stateWithheld = (line: string): number => Number(line.slice(722, 734)) || 0;

/** Whether a return is a California return: a state box or the payee's address names California. */
export function isCaliforniaReturn(ret: EfileReturn): boolean {
  const codes = [ret.filingData.state1Code, ret.filingData.state2Code, ret.payee.address.state];
  return codes.some((code) => typeof code === 'string' && code.trim().toUpperCase() === 'CA');
}

/** Maryland's CRN: 8 letters or digits once spaces and hyphens are removed, else null. */
export function normalizeMarylandCrn(value: string): string | null {
  const crn = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8}$/.test(crn) ? crn : null;
}

/** West Virginia's account: 8 digits once spaces and hyphens are removed, else null. */
export function normalizeWestVirginiaAccount(value: string): string | null {
  const account = value.replace(/[\s-]/g, '');
  return /^\d{8}$/.test(account) ? account : null;
}

function westVirginiaC(
  line: string,
  input: StatePub1220Input,
  payerTin: string,
  statements: number,
  withheldCents: number,
): string {
  const wv = input.westVirginia;
  const account = normalizeWestVirginiaAccount(wv?.accountNumber ?? '');
  if (!wv || account === null)
    throw new Pub1220WriteError(
      "West Virginia's file needs the payer's 8-digit West Virginia account number",
    );
  if (wv.quarterlyTaxDueDollars.length !== 4)
    throw new Pub1220WriteError("West Virginia's IT-103 needs the tax due of each of the four quarters");
  if (!/^\d{9}$/.test(payerTin)) throw new Pub1220WriteError("West Virginia's IT-103 needs the payer's FEIN");
  let out = put(line, 508, `C54WVIT103${number(input.taxYear, 4, 'tax year')}`);
  out = put(out, 522, payerTin);
  out = put(out, 531, account);
  wv.quarterlyTaxDueDollars.forEach((due, index) => {
    out = put(out, 539 + index * 12, number(due, 12, `quarter ${index + 1} tax due`));
  });
  const annual = wv.quarterlyTaxDueDollars.reduce((sum, due) => sum + due, 0);
  out = put(out, 587, number(annual, 12, 'annual tax due'));
  out = put(out, 599, number(statements, 12, 'number of statements'));
  return put(out, 611, number(dollars(withheldCents), 12, 'total West Virginia tax withheld'));
}

/**
 * Write a state's Pub 1220 file: the IRS writer's file in the state's layout year, then the state's
 * positions. Throws Pub1220WriteError when a value the state needs is missing or does not fit.
 */
export function writeStatePub1220(input: StatePub1220Input): string {
  const layoutYear = getStateFileLayoutYear(input.taxYear);
  if (layoutYear === null)
    throw new Pub1220WriteError(`Tax year ${input.taxYear} has no Pub 1220 layout for state files`);
  const state = input.state.toUpperCase();
  const crn = state === 'MD' ? normalizeMarylandCrn(input.marylandCrn ?? '') : null;
  if (state === 'MD' && crn === null)
    throw new Pub1220WriteError(
      "Maryland's file needs the payer's 8-character Central Registration Number (CRN)",
    );
  const returns = input.groups.flatMap((group) => group.returns);
  if (returns.some((ret) => (ret.correction ?? '') !== ''))
    throw new Pub1220WriteError('A state file holds original returns only');
  const text = writePub1220ToString({
    taxYear: layoutYear,
    transmitter: input.transmitter,
    lineEnding: LINE_END,
    groups: input.groups.map((group) => ({
      ...group,
      combinedFederalState: false,
      returns: group.returns.map((ret) => ({ ...ret, taxYear: layoutYear })),
    })),
  });
  const year = number(input.taxYear, 4, 'tax year');
  const lines = text.split(LINE_END).filter((line) => line !== '');
  const fileWithheld = lines.filter((l) => l[0] === 'B').reduce((sum, l) => sum + stateWithheld(l), 0);
  let groupIndex = -1;
  let returnIndex = 0;
  let groupWithheld = 0;
  const out = lines.map((record) => {
    let line = record;
    switch (line[0]) {
      case 'T':
        return put(line, 2, year);
      case 'A':
        groupIndex += 1;
        returnIndex = 0;
        groupWithheld = 0;
        line = put(line, 2, year);
        return state === 'CA' ? put(line, 46, 'L') : line;
      case 'B': {
        const ret = input.groups[groupIndex]?.returns[returnIndex];
        returnIndex += 1;
        groupWithheld += stateWithheld(line);
        line = put(line, 2, year);
        if (state === 'CA' && ret && !isCaliforniaReturn(ret)) line = put(line, 432, 'X');
        if (crn !== null) line = put(line, 715, crn);
        return line;
      }
      case 'C': {
        if (state === 'CA') line = put(line, 707, number(groupWithheld, 18, 'state tax withheld total'));
        const payerTin = input.groups[groupIndex]?.payer.tin ?? '';
        if (state === 'WV') line = westVirginiaC(line, input, payerTin, returns.length, fileWithheld);
        return line;
      }
      default:
        return line;
    }
  });
  return out.map((line) => line + LINE_END).join('');
}
