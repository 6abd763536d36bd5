/**
 * Input of the e-file benchmark: mixed 1099 returns (10 payers × 5 forms) made on the fly, so that the
 * input itself holds no memory. The `generate` phase of efile.bench.ts measures this generator alone.
 * Numbers become text through `formatWholeNumber` (same text as String(n)): with String(n) the input
 * alone kept V8's number-string cache busy and grew the young generation to its maximum (see
 * src/numbers.ts), which is the generator's cost, not the writers'.
 */
import { FORM_TYPES, type FilingData, type FormType } from '@file1099/forms';
import type { EfilePayer, EfilePayerGroup, EfileReturn, EfileTransmitter } from '../src/index.ts';
import { formatWholeNumber as text } from '../src/numbers.ts';

export const TAX_YEAR = 2025;
const PAYERS = 10;

export const transmitter: EfileTransmitter = {
  tin: '123456789',
  tcc: 'A1B2C',
  name: 'File1099 Inc',
  companyName: 'File1099 Inc',
  address: { line1: '100 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
  contactName: 'Pat Operator',
  contactPhone: '6175550100',
};

function createPayer(index: number): EfilePayer {
  return {
    entityType: 'Business',
    tinType: 'EIN',
    tin: text(100_000_000 + index * 7919),
    businessName: `Payer Number ${index} Inc`,
    address: { line1: `${index + 1} Industrial Way`, city: 'Springfield', state: 'IL', postalCode: '62701' },
    phone: '2175550123',
  };
}

const PAYEE_NAMES = Array.from({ length: 1000 }, (_, index) => `Payee${index}`);

/** Boxes per form, then the account number (the key order of the original `{ ...boxes, payeeAccountNumber }`). */
const BOXES: Readonly<Record<FormType, (i: number, payeeAccountNumber: string) => FilingData>> = {
  Type_1099_NEC: (i, payeeAccountNumber) => ({
    nonEmployeeComp: 60_000 + i,
    federalTaxWithheld: i % 7 === 0 ? 1_000 : 0,
    state1Code: 'CA',
    state1TaxWithheld: 500,
    payeeAccountNumber,
  }),
  Type_1099_MISC: (i, payeeAccountNumber) => ({
    rents: 120_000 + i,
    royalties: i % 3 === 0 ? 5_000 : 0,
    fatcaFilingRequirementIndicator: false,
    payeeAccountNumber,
  }),
  Type_1099_INT: (i, payeeAccountNumber) => ({
    interestIncome: 1_500 + i,
    taxExemptInterest: i % 5 === 0 ? 700 : 0,
    payeeAccountNumber,
  }),
  Type_1099_OID: (i, payeeAccountNumber) => ({
    oid: 3_200 + i,
    periodInterest: 400,
    description: 'ACME CORP 5 PCT 2030',
    payeeAccountNumber,
  }),
  Type_1099_S: (i, payeeAccountNumber) => ({
    dateOfClosing: '2025-06-15',
    grossProceeds: 45_000_000 + i,
    address: '10 Lake Road Austin TX 78701',
    payeeAccountNumber,
  }),
};

export function createReturn(formType: FormType, i: number): EfileReturn {
  return {
    formType,
    taxYear: TAX_YEAR,
    payee: {
      entityType: i % 2 === 0 ? 'Individual' : 'Business',
      tinType: i % 2 === 0 ? 'SSN' : 'EIN',
      tin: text(200_000_000 + (i % 700_000_000)),
      firstName: 'Jordan',
      lastName: PAYEE_NAMES[i % 1000] ?? '',
      businessName: `Vendor ${text(i)} LLC`,
      address: {
        line1: `${text(i % 9999)} Market Street`,
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94105',
      },
    },
    filingData: BOXES[formType](i, `A${text(i)}`),
  };
}

/** Re-iterable returns of one payer × form, made on the fly: nothing is held in memory. */
export function createGroups(total: number): EfilePayerGroup[] {
  const groups: EfilePayerGroup[] = [];
  const count = PAYERS * FORM_TYPES.length;
  let index = 0;
  for (let payer = 0; payer < PAYERS; payer += 1) {
    for (const formType of FORM_TYPES) {
      const size = Math.floor(total / count) + (index < total % count ? 1 : 0);
      const offset = index * 1_000_000;
      groups.push({
        payer: createPayer(payer),
        formType,
        combinedFederalState: formType === 'Type_1099_NEC',
        returns: {
          *[Symbol.iterator]() {
            for (let i = 0; i < size; i += 1) yield createReturn(formType, offset + i);
          },
        },
      });
      index += 1;
    }
  }
  return groups;
}
