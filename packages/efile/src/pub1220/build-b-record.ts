import type { FormType } from '@file1099/forms';
import type { EfileReturn } from '../model.ts';
import { getCityStateZip } from './addresses.ts';
import type { AmountCodeTable, Pub1220TaxYear } from './codes.ts';
import { AMOUNT_CODES, B_LAYOUTS, getAmountFieldName } from './layout-b.ts';
import {
  cleanAddressText,
  getNameControl,
  getPayeeNameLine,
  getSecondNameLine,
  getStreetLine,
  isForeignAddress,
} from './names.ts';
import { composeRecord, Pub1220WriteError, type FieldValue } from './records.ts';
import { formatTailValue, TAIL_FIELDS } from './tail-fields.ts';
import { keepDigits } from '../text.ts';

/** Pub 1220 (2025), Part C, B 11: 1 = EIN, 2 = SSN/ITIN/ATIN, blank = not known. */
const TYPE_OF_TIN = { EIN: '1', SSN: '2', ITIN: '2', ATIN: '2', NA: ' ' } as const;

/** Payment amounts in field order (1-9, A-H, J), cents; zero for codes the form does not use. */
export function getPaymentAmounts(ret: EfileReturn, table: AmountCodeTable): number[] {
  return AMOUNT_CODES.map((code) => {
    const box = table[code];
    const value = box ? ret.filingData[box] : undefined;
    return typeof value === 'number' ? value : 0;
  });
}

export interface BRecordInput {
  ret: EfileReturn;
  taxYear: Pub1220TaxYear;
  amounts: readonly number[];
  cfsfCode: string;
  sequenceNumber: number;
}

export function buildBRecord(input: BRecordInput, lineEnding: string): string {
  const { ret } = input;
  const formType: FormType = ret.formType;
  const payee = ret.payee;
  const place = getCityStateZip(payee.address);
  const accountNumber = String(ret.filingData.payeeAccountNumber ?? '').trim();
  if (accountNumber.length > 20)
    throw new Pub1220WriteError(
      `The payer's account number for the payee holds 20 characters in Pub 1220; "${accountNumber}" has ${accountNumber.length}`,
    );
  const values: Record<string, FieldValue> = {
    recordType: 'B',
    paymentYear: input.taxYear,
    correctedReturnIndicator: ret.correction || ' ',
    nameControl: getNameControl(payee),
    typeOfTin: TYPE_OF_TIN[payee.tinType],
    payeeTin: keepDigits(payee.tin),
    payerAccountNumber: accountNumber,
    payerOfficeCode: cleanAddressText(ret.officeCode, 4),
    foreignCountryIndicator: isForeignAddress(payee.address) ? '1' : ' ',
    firstPayeeNameLine: getPayeeNameLine(payee),
    secondPayeeNameLine: getSecondNameLine(payee),
    payeeMailingAddress: getStreetLine(payee.address),
    payeeCity: place.city,
    payeeState: place.state,
    payeeZipCode: place.zipCode,
    recordSequenceNumber: input.sequenceNumber,
    specialDataEntries: cleanAddressText(ret.specialDataEntries, 60),
    stateIncomeTaxWithheld: formType === 'Type_1099_S' ? 0 : getCents(ret.filingData.state1TaxWithheld),
    localIncomeTaxWithheld: ret.localTaxWithheldCents ?? 0,
    combinedFederalStateCode: input.cfsfCode,
  };
  AMOUNT_CODES.forEach((code, index) => (values[getAmountFieldName(code)] = input.amounts[index]));
  for (const spec of TAIL_FIELDS[formType])
    values[spec.field] = formatTailValue(spec, ret.filingData[spec.box]);
  return composeRecord(B_LAYOUTS[formType], values, lineEnding);
}

function getCents(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}
