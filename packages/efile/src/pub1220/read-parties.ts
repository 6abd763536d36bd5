import { splitPersonName, type BoxValue, type FormType, type TinType } from '@file1099/forms';
import type { EfileAddress, EfileParty, EfilePayer, EfileReturn, EfileTransmitter } from '../model.ts';
import { readCityStateZip } from './addresses.ts';
import { findStateByCfsfCode, type AmountCodeTable, type Pub1220TaxYear } from './codes.ts';
import { AMOUNT_CODES, getAmountFieldName } from './layout-b.ts';
import { getNameControl } from './names.ts';
import { readTailValue, TAIL_FIELDS } from './tail-fields.ts';

type Fields = Readonly<Record<string, string>>;

/** Drop blank optional values so that a read model compares equal to the one written. */
function setText<T extends object, K extends keyof T>(target: T, key: K, value: string | undefined): void {
  const text = (value ?? '').trim();
  if (text) target[key] = text as T[K];
}

function readAddress(
  street: string,
  block: { city: string; state: string; zipCode: string },
  foreign: boolean,
): EfileAddress {
  return { ...readCityStateZip(block, foreign), line1: street.trim() };
}

/**
 * Split an individual's name line, written surname first ('SMITH JOHN A JR'), with the forms package's
 * one-line splitter: particles stay with the surname ('DE LA CRUZ MARIA'), a suffix goes apart, and the
 * name control tells where the surname ends or, on a line written given name first, where it starts.
 */
export function splitIndividualName(
  line: string,
  nameControl: string,
): Pick<EfileParty, 'firstName' | 'middleName' | 'lastName' | 'suffix'> {
  const parts = splitPersonName(line, { surnameFirst: true, nameControl });
  const name: Pick<EfileParty, 'firstName' | 'middleName' | 'lastName' | 'suffix'> = {};
  setText(name, 'lastName', parts.lastName);
  setText(name, 'firstName', parts.firstName);
  setText(name, 'middleName', parts.middleName);
  setText(name, 'suffix', parts.suffix);
  return name;
}

const TIN_TYPES: Readonly<Record<string, TinType>> = { '1': 'EIN', '2': 'SSN' };

function readPayee(fields: Fields): EfileParty {
  const tinType = TIN_TYPES[fields.typeOfTin ?? ''] ?? 'NA';
  const foreign = fields.foreignCountryIndicator === '1';
  const address = readAddress(
    fields.payeeMailingAddress ?? '',
    { city: fields.payeeCity ?? '', state: fields.payeeState ?? '', zipCode: fields.payeeZipCode ?? '' },
    foreign,
  );
  const nameControl = (fields.nameControl ?? '').trim();
  const payee: EfileParty =
    tinType === 'SSN'
      ? {
          entityType: 'Individual',
          tinType,
          tin: (fields.payeeTin ?? '').trim(),
          ...splitIndividualName(fields.firstPayeeNameLine ?? '', nameControl),
          address,
        }
      : {
          entityType: 'Business',
          tinType,
          tin: (fields.payeeTin ?? '').trim(),
          businessName: (fields.firstPayeeNameLine ?? '').trim(),
          address,
        };
  setText(
    payee,
    payee.entityType === 'Business' ? 'businessName2' : 'businessName',
    fields.secondPayeeNameLine,
  );
  if (nameControl !== getNameControl({ ...payee, nameControl: '' })) payee.nameControl = nameControl;
  return payee;
}

function setMoney(filingData: Record<string, BoxValue>, box: string, raw: string | undefined): void {
  const cents = /^\d+$/.test(raw ?? '') ? Number(raw) : 0;
  if (cents !== 0) filingData[box] = cents;
}

/** A B record as a return of the typed model. */
export function readReturn(
  fields: Fields,
  formType: FormType,
  taxYear: Pub1220TaxYear,
  table: AmountCodeTable,
): EfileReturn {
  const filingData: Record<string, BoxValue> = {};
  for (const code of AMOUNT_CODES) {
    const box = table[code];
    if (box) setMoney(filingData, box, fields[getAmountFieldName(code)]);
  }
  for (const spec of TAIL_FIELDS[formType]) {
    const value = readTailValue(spec, fields[spec.field] ?? '');
    if (value !== undefined) filingData[spec.box] = value;
  }
  setText(filingData, 'payeeAccountNumber', fields.payerAccountNumber);
  if (formType !== 'Type_1099_S') setMoney(filingData, 'state1TaxWithheld', fields.stateIncomeTaxWithheld);
  const state = findStateByCfsfCode((fields.combinedFederalStateCode ?? '').trim());
  if (state) filingData.state1Code = state;
  const ret: EfileReturn = { formType, taxYear, payee: readPayee(fields), filingData };
  const correction = (fields.correctedReturnIndicator ?? '').trim();
  if (correction === 'G' || correction === 'C') ret.correction = correction;
  setText(ret, 'officeCode', fields.payerOfficeCode);
  setText(ret, 'specialDataEntries', fields.specialDataEntries);
  const localCents = /^\d+$/.test(fields.localIncomeTaxWithheld ?? '')
    ? Number(fields.localIncomeTaxWithheld)
    : 0;
  if (localCents !== 0) ret.localTaxWithheldCents = localCents;
  return ret;
}

export function readPayer(fields: Fields): EfilePayer {
  const foreign = fields.foreignEntityIndicator === '1';
  const payer: EfilePayer = {
    entityType: 'Business',
    tinType: 'EIN',
    tin: (fields.payerTin ?? '').trim(),
    businessName: (fields.firstPayerNameLine ?? '').trim(),
    address: readAddress(
      fields.payerShippingAddress ?? '',
      { city: fields.payerCity ?? '', state: fields.payerState ?? '', zipCode: fields.payerZipCode ?? '' },
      foreign,
    ),
  };
  setText(payer, 'businessName2', fields.secondPayerNameLine);
  setText(payer, 'phone', fields.payerTelephone);
  setText(payer, 'payerNameControl', fields.payerNameControl);
  if (fields.lastFilingIndicator === '1') payer.lastFiling = true;
  if (fields.transferAgentIndicator === '1') payer.transferAgent = true;
  if (foreign) payer.foreignEntity = true;
  return payer;
}

export function readTransmitter(fields: Fields): EfileTransmitter {
  const foreign = fields.foreignEntityIndicator === '1';
  const transmitter: EfileTransmitter = {
    tin: (fields.transmitterTin ?? '').trim(),
    tcc: (fields.transmitterControlCode ?? '').trim(),
    name: (fields.transmitterName ?? '').trim(),
    companyName: (fields.companyName ?? '').trim(),
    address: readAddress(
      fields.companyMailingAddress ?? '',
      {
        city: fields.companyCity ?? '',
        state: fields.companyState ?? '',
        zipCode: fields.companyZipCode ?? '',
      },
      foreign,
    ),
    contactName: (fields.contactName ?? '').trim(),
    contactPhone: (fields.contactTelephone ?? '').trim(),
  };
  setText(transmitter, 'name2', fields.transmitterNameContinuation);
  setText(transmitter, 'companyName2', fields.companyNameContinuation);
  setText(transmitter, 'contactEmail', fields.contactEmail);
  if (foreign) transmitter.foreignEntity = true;
  if (fields.vendorIndicator === 'V') {
    const vendorForeign = fields.vendorForeignEntityIndicator === '1';
    transmitter.vendor = {
      name: (fields.vendorName ?? '').trim(),
      address: readAddress(
        fields.vendorMailingAddress ?? '',
        {
          city: fields.vendorCity ?? '',
          state: fields.vendorState ?? '',
          zipCode: fields.vendorZipCode ?? '',
        },
        false,
      ),
      contactName: (fields.vendorContactName ?? '').trim(),
      contactPhone: (fields.vendorContactTelephone ?? '').trim(),
    };
    if (vendorForeign) transmitter.vendor.foreignEntity = true;
  }
  return transmitter;
}
