import {
  getFilingDataFieldNames,
  isCorrectionType,
  isEntityType,
  isFormType,
  isTinType,
  normalizeCountry,
  normalizeTin,
  type Address,
  type BoxValue,
  type FilingInput,
  type PayeeInput,
  type PayerInput,
} from '@file1099/forms';
import type { CorrectionCode, EfileAddress, EfileParty, EfilePayer, EfileReturn } from './model.ts';

/**
 * The forms package's shapes (what the app holds and `validatePayer`, `validatePayeeForFiling` and
 * `validateFiling` check) as the e-file model. This is the one way into the writers from app data: the
 * e-file pipeline maps with it. It changes nothing the user entered beyond the form of the data:
 * blank optional values are left out, the country becomes its IRS code (the United States in any
 * spelling is a domestic address), TINs lose their dashes, and fields the form does not have are
 * dropped (validateFiling warns about them). Give it only what the validators accept: it throws on
 * what they refuse outright (no form type, a year the form lacks, no payee type).
 */

function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value.trim();
}

function setText<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: string | null | undefined,
): void {
  const cleaned = text(value);
  if (cleaned !== undefined) target[key] = cleaned as T[K];
}

/** A forms address: a U.S. one keeps state and ZIP code, a foreign one the country code and province. */
export function addressFromForms(address: Address | null | undefined): EfileAddress {
  const result: EfileAddress = { line1: text(address?.line1) ?? '', city: text(address?.city) ?? '' };
  setText(result, 'line2', address?.line2);
  const country = normalizeCountry(address?.country) ?? 'US';
  if (country === 'US') {
    setText(result, 'state', address?.state?.toUpperCase());
  } else {
    result.country = country;
    setText(result, 'province', address?.state);
  }
  setText(result, 'postalCode', address?.postalCode);
  return result;
}

function partyFromForms(party: PayeeInput | PayerInput, entityType: string | null | undefined): EfileParty {
  if (!isEntityType(entityType)) throw new Error('The party has no payee or payer type.');
  if (!isTinType(party.tinType)) throw new Error('The party has no TIN type.');
  const result: EfileParty = {
    entityType,
    tinType: party.tinType,
    tin: normalizeTin(party.tin),
    address: addressFromForms(party.address),
  };
  if (entityType === 'Business') {
    setText(result, 'businessName', party.businessName);
  } else {
    setText(result, 'firstName', party.firstName);
    setText(result, 'lastName', party.lastName);
  }
  setText(result, 'email', party.emailAddress);
  return result;
}

/** A payee as the payee form holds it (`validatePayeeForFiling`). */
export function payeeFromForms(payee: PayeeInput): EfileParty {
  return partyFromForms(payee, payee.entityType);
}

/** A payer as the payer page holds it (`validatePayer`); the phone number IRIS requires comes along. */
export function payerFromForms(payer: PayerInput): EfilePayer {
  const result: EfilePayer = partyFromForms(payer, payer.payerType);
  setText(result, 'phone', payer.phoneNumber);
  return result;
}

const CORRECTION_CODES: Readonly<Record<string, CorrectionCode>> = { First: 'G', Second: 'C' };

export interface ReturnFromFormsOptions {
  /**
   * IRIS Unique Record ID (ReceiptId|SubmissionId|RecordId) of the accepted record a First correction
   * corrects; the pipeline takes it from the original filing's acknowledgement.
   */
  previousUniqueRecordId?: string;
}

/**
 * A filing (`validateFiling`) as one return: its form and year, its payee, the values of the form's
 * fields (blank ones left out), and its correction: First → G, Second → C.
 */
export function returnFromForms(filing: FilingInput, options: ReturnFromFormsOptions = {}): EfileReturn {
  const formType = filing.filingType;
  if (!isFormType(formType)) throw new Error('The filing has no form type.');
  const taxYear = filing.filingYear ?? Number.NaN;
  const fields = getFilingDataFieldNames(formType, taxYear);
  if (fields.length === 0) throw new Error(`The ${formType} has no fields in tax year ${taxYear}.`);
  if (!filing.payee) throw new Error('The filing has no payee.');
  const source = filing.filingData ?? {};
  const filingData: Record<string, BoxValue> = {};
  for (const name of fields) {
    const value = source[name];
    if (value === null || value === undefined || value === '') continue;
    filingData[name] = value;
  }
  const ret: EfileReturn = { formType, taxYear, payee: payeeFromForms(filing.payee), filingData };
  const correction = isCorrectionType(filing.correctionType)
    ? CORRECTION_CODES[filing.correctionType]
    : undefined;
  if (correction) ret.correction = correction;
  if (correction === 'G' && options.previousUniqueRecordId)
    ret.previousUniqueRecordId = options.previousUniqueRecordId;
  return ret;
}
