import type { FormType } from '@file1099/forms';
import type { EfilePayer, EfileTransmitter } from '../model.ts';
import { getCityStateZip } from './addresses.ts';
import { TYPE_OF_RETURN, type Pub1220TaxYear } from './codes.ts';
import { AMOUNT_CODES, getAmountFieldName, type AmountCode } from './layout-b.ts';
import { C_LAYOUT, F_LAYOUT, K_LAYOUT } from './layout-c-k-f.ts';
import { A_LAYOUT, T_LAYOUT } from './layout-t-a.ts';
import {
  cleanAddressText,
  cleanNameLine,
  fitWhole,
  formatPhone,
  getPayeeNameLine,
  getStreetLine,
  isForeignAddress,
} from './names.ts';
import { composeRecord, inPub1220Context, Pub1220WriteError, type FieldValue } from './records.ts';
import { describeParty } from '../text.ts';
import { CentsSum, formatCents } from '../numbers.ts';
import { keepDigits } from '../text.ts';

export interface Pub1220FileOptions {
  taxYear: Pub1220TaxYear;
  transmitter: EfileTransmitter;
  /** T 28 = 'T': a file for the FIRE test system. */
  test?: boolean;
  /** T 6 = 'P': the file reports a prior tax year. */
  priorYear?: boolean;
  /** Positions 749-750: CR/LF (default) or two blanks with records back to back. */
  lineEnding?: '\r\n' | '  ';
}

export function buildTRecord(options: Pub1220FileOptions, payeeCount: number, lineEnding: string): string {
  return inPub1220Context(
    () => 'The transmitter',
    () => buildTRecordText(options, payeeCount, lineEnding),
  );
}

function buildTRecordText(options: Pub1220FileOptions, payeeCount: number, lineEnding: string): string {
  const { transmitter } = options;
  const company = getCityStateZip(transmitter.address);
  const vendor = transmitter.vendor;
  const vendorPlace = vendor ? getCityStateZip(vendor.address) : null;
  const values: Record<string, FieldValue> = {
    recordType: 'T',
    paymentYear: options.taxYear,
    priorYearDataIndicator: options.priorYear ? 'P' : ' ',
    transmitterTin: keepDigits(transmitter.tin),
    transmitterControlCode: transmitter.tcc.trim().toUpperCase(),
    testFileIndicator: options.test ? 'T' : ' ',
    foreignEntityIndicator: transmitter.foreignEntity ? '1' : ' ',
    transmitterName: cleanNameLine(transmitter.name, 'transmitter name'),
    transmitterNameContinuation: cleanNameLine(transmitter.name2, 'transmitter name continuation'),
    companyName: cleanNameLine(transmitter.companyName, 'company name'),
    companyNameContinuation: cleanNameLine(transmitter.companyName2, 'company name continuation'),
    companyMailingAddress: getStreetLine(transmitter.address),
    companyCity: company.city,
    companyState: company.state,
    companyZipCode: company.zipCode,
    totalNumberOfPayees: payeeCount,
    contactName: cleanNameLine(transmitter.contactName, 'contact name'),
    contactTelephone: formatPhone(transmitter.contactPhone, 'contact phone number'),
    contactEmail: fitWhole((transmitter.contactEmail ?? '').trim(), 50, 'contact e-mail'),
    recordSequenceNumber: 1,
    vendorIndicator: vendor ? 'V' : 'I',
  };
  if (vendor && vendorPlace) {
    Object.assign(values, {
      vendorName: cleanNameLine(vendor.name, 'vendor name'),
      vendorMailingAddress: getStreetLine(vendor.address),
      vendorCity: vendorPlace.city,
      vendorState: vendorPlace.state,
      vendorZipCode: vendorPlace.zipCode,
      vendorContactName: cleanNameLine(vendor.contactName, 'vendor contact name'),
      vendorContactTelephone: formatPhone(vendor.contactPhone, 'vendor contact phone number'),
      vendorForeignEntityIndicator: vendor.foreignEntity ? '1' : ' ',
    });
  }
  return composeRecord(T_LAYOUT, values, lineEnding);
}

/** Amount codes ascending, numerals then letters (Pub 1220 (2025), Part C, A 28-45). */
export function sortAmountCodes(codes: Iterable<AmountCode>): string {
  const used = new Set(codes);
  return AMOUNT_CODES.filter((code) => used.has(code)).join('');
}

export interface ARecordInput {
  taxYear: Pub1220TaxYear;
  payer: EfilePayer;
  formType: FormType;
  combinedFederalState: boolean;
  amountCodes: string;
  sequenceNumber: number;
}

export function buildARecord(input: ARecordInput, lineEnding: string): string {
  return inPub1220Context(
    () => `The payer ${describeParty(input.payer)}`,
    () => buildARecordText(input, lineEnding),
  );
}

function buildARecordText(input: ARecordInput, lineEnding: string): string {
  const { payer } = input;
  const place = getCityStateZip(payer.address);
  return composeRecord(
    A_LAYOUT,
    {
      recordType: 'A',
      paymentYear: input.taxYear,
      combinedFederalStateIndicator: input.combinedFederalState ? '1' : ' ',
      payerTin: keepDigits(payer.tin),
      payerNameControl: cleanAddressText(payer.payerNameControl, 4, 'payer name control'),
      lastFilingIndicator: payer.lastFiling ? '1' : ' ',
      typeOfReturn: TYPE_OF_RETURN[input.formType],
      amountCodes: input.amountCodes,
      // A foreign address is written free-format, which the indicator announces (A 52, reference §4).
      foreignEntityIndicator: payer.foreignEntity || isForeignAddress(payer.address) ? '1' : ' ',
      firstPayerNameLine: getPayeeNameLine(payer),
      secondPayerNameLine: cleanNameLine(
        payer.entityType === 'Business' ? payer.businessName2 : payer.businessName,
        'second name line',
      ),
      transferAgentIndicator: payer.transferAgent ? '1' : '0',
      payerShippingAddress: getStreetLine(payer.address),
      payerCity: place.city,
      payerState: place.state,
      payerZipCode: place.zipCode,
      payerTelephone: formatPhone(payer.phone),
      recordSequenceNumber: input.sequenceNumber,
    },
    lineEnding,
  );
}

/** Running totals of one A group (C record) or of one state in it (K record), exact cents. */
export interface ControlTotals {
  count: number;
  /** Per payment amount code, in field order (1-9, A-H, J). */
  amounts: CentsSum[];
  stateTaxCents: CentsSum;
  localTaxCents: CentsSum;
}

export function createControlTotals(): ControlTotals {
  return {
    count: 0,
    amounts: AMOUNT_CODES.map(() => new CentsSum()),
    stateTaxCents: new CentsSum(),
    localTaxCents: new CentsSum(),
  };
}

/** The 18 positions of a control total hold up to 999,999,999,999,999,999 cents. */
const CONTROL_TOTAL_DIGITS = 18;

function getControlTotal(sum: CentsSum | undefined, what: string): bigint {
  const value = sum?.value ?? 0n;
  if (String(value).length > CONTROL_TOTAL_DIGITS)
    throw new Pub1220WriteError(
      `The ${what} adds up to $${formatCents(value)}, more than the ${CONTROL_TOTAL_DIGITS} digits of a Pub 1220 control total hold; split the payer's returns into more than one file`,
    );
  return value;
}

function getTotalValues(totals: ControlTotals): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = { numberOfPayees: totals.count };
  AMOUNT_CODES.forEach(
    (code, index) =>
      (values[getAmountFieldName(code)] = getControlTotal(totals.amounts[index], `payment amount ${code}`)),
  );
  return values;
}

export function buildCRecord(totals: ControlTotals, sequenceNumber: number, lineEnding: string): string {
  return composeRecord(
    C_LAYOUT,
    { ...getTotalValues(totals), recordType: 'C', recordSequenceNumber: sequenceNumber },
    lineEnding,
  );
}

export function buildKRecord(
  totals: ControlTotals,
  cfsfCode: string,
  sequenceNumber: number,
  lineEnding: string,
): string {
  return composeRecord(
    K_LAYOUT,
    {
      ...getTotalValues(totals),
      recordType: 'K',
      recordSequenceNumber: sequenceNumber,
      stateIncomeTaxWithheldTotal: getControlTotal(totals.stateTaxCents, 'state income tax withheld'),
      localIncomeTaxWithheldTotal: getControlTotal(totals.localTaxCents, 'local income tax withheld'),
      combinedFederalStateCode: cfsfCode,
    },
    lineEnding,
  );
}

export function buildFRecord(
  aRecordCount: number,
  payeeCount: number,
  sequenceNumber: number,
  lineEnding: string,
): string {
  return composeRecord(
    F_LAYOUT,
    {
      recordType: 'F',
      numberOfARecords: aRecordCount,
      zero: '0'.repeat(21),
      totalNumberOfPayees: payeeCount,
      recordSequenceNumber: sequenceNumber,
    },
    lineEnding,
  );
}
