/**
 * Input of the e-file benchmark: mixed 1099 returns (10 payers × 5 forms) made on the fly. The write
 * phases (phases.ts) put every return in arrays before their clock starts, so the writers' figures do
 * not include this generator; the `generate` phase of efile.bench.ts measures it alone.
 * Numbers become text through `formatWholeNumber` (same text as String(n)): with String(n) the input
 * alone kept V8's number-string cache busy and grew the young generation to its maximum (see
 * src/numbers.ts), which is the generator's cost, not the writers'.
 */
import {
  FORM_TYPES,
  getFormDefinition,
  type BoxDefinition,
  type BoxValue,
  type FilingData,
  type FormType,
} from '@file1099/forms';
import type {
  EfileAddress,
  EfilePayer,
  EfilePayerGroup,
  EfileReturn,
  EfileTransmitter,
} from '../src/index.ts';
import { formatWholeNumber as text } from '../src/numbers.ts';
import { createUniquePayee } from './bench-unique.ts';

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

/**
 * `simple`: the data above; `realistic`: the text and boxes of real filings (below), names and streets
 * from short lists; `unique`: the same boxes with a name and an address of its own for every payee
 * (bench-unique.ts), as in a real file.
 */
export type BenchData = 'simple' | 'realistic' | 'unique';

export const BENCH_DATA: readonly BenchData[] = ['simple', 'realistic', 'unique'];

const FIRST_NAMES = ['José', 'Zoë', 'Anne-Marie', "D'Angelo", 'François', 'Mary Ellen', 'Søren', 'Renée', 'Chloé', 'Łukasz', 'Ngozi', 'Seán', 'Ana Lucía', 'Björn', 'Núria', 'Jean-Luc']; // prettier-ignore
const LAST_NAMES = ["O'Neil-Pérez", 'de la Cruz', 'Müller', 'García Márquez', 'van der Berg', 'Nguyễn', 'Smith Jr.', 'Ødegård', 'Dupont-Lefèvre', 'MacDonald', 'St. John', 'Żukowska', 'Oyelaran-Adébáyọ̀', 'Kowalczyk', 'Da Silva', 'Brontë']; // prettier-ignore
const BUSINESSES = ['Acme Widgets & Co. (Holdings) LLC', "Smith's Plumbing #2, Inc.", 'Café Olé Restaurants Group', 'Müller Engineering GmbH', 'Blue Sky / Green Earth Partners LP', 'Pérez-Ortega Consulting, P.C.', "O'Brien & Daughters Construction", 'Northwest Fisheries 100% Co-op']; // prettier-ignore
const STREETS = ['1234 Martin Luther King Jr. Blvd.', '55 Rue de la Paix', '7-B Calle de Alcalá', '900 N. Lake Shore Dr.', '18 Königsallee', '3100 Avenue of the Americas', 'P.O. Box 4471', '42 Old Mill Rd., Bldg. C']; // prettier-ignore
const SUITES = ['Ste 1500', 'Apt. 4B', '', 'Unit 12A', 'Fl. 3', '']; // prettier-ignore
const US_PLACES = [['San José', 'CA', '95112'], ['Coeur d’Alene', 'ID', '83814-2222'], ['Winston-Salem', 'NC', '27101'], ['St. Paul', 'MN', '55102'], ['Española', 'NM', '87532'], ['New York', 'NY', '10001-0001']] as const; // prettier-ignore
const FOREIGN_PLACES = [['Montréal', 'QC', 'H2X 1Y4', 'CA'], ['Zürich', '', '8001', 'SZ'], ['São Paulo', 'SP', '01310-100', 'BR'], ['München', 'Bayern', '80331', 'GM']] as const; // prettier-ignore

/** A form's fields in TY2025 and the filing data every return of it starts from. */
interface FullData {
  template: Readonly<Record<string, BoxValue>>;
  money: readonly (readonly [name: string, displayOrder: number])[];
  booleans: readonly (readonly [name: string, displayOrder: number])[];
}

const FULL_DATA = new Map<FormType, FullData>();

/**
 * Looked up once per form (the generator's cost is not the writers'). The template has every key in
 * the order the fields come, so each return is a copy with its own amounts and indicators: an object
 * with fast properties, as filing data parsed from JSON is, rather than one built key by key.
 */
function getFullData(formType: FormType): FullData {
  let full = FULL_DATA.get(formType);
  if (!full) {
    const definition = getFormDefinition(formType, TAX_YEAR);
    const fields: readonly BoxDefinition[] = definition
      ? [...definition.boxes, ...definition.stateFields, ...definition.extraFields]
      : [];
    const template: Record<string, BoxValue> = {};
    const money: [string, number][] = [];
    const booleans: [string, number][] = [];
    for (const field of fields) {
      switch (field.type) {
        case 'money':
          template[field.name] = 0;
          money.push([field.name, field.displayOrder]);
          break;
        case 'boolean':
          template[field.name] = false;
          booleans.push([field.name, field.displayOrder]);
          break;
        case 'date':
          template[field.name] = '2025-06-15';
          break;
        case 'state':
          template[field.name] = 'CA';
          break;
        case 'stateEIN':
          template[field.name] = '123-4567-8';
          break;
        case 'text':
          template[field.name] = 'Lot 7, Block “B” — Parcel #1234-567';
      }
    }
    if (formType === 'Type_1099_INT') {
      template.foreignCountry = 'CA';
      template.taxExemptTaxCreditBondCusipNo = '912828XY1';
      template.payerRtn = '021000021';
    }
    if (formType === 'Type_1099_OID') template.calendarYear = '2025';
    template.payeeAccountNumber = '';
    full = { template: { ...template }, money, booleans };
    FULL_DATA.set(formType, full);
  }
  return full;
}

/** Every field of the form filled, the way a busy filing has them (TY2025 catalogue). */
function createFullData(formType: FormType, i: number, payeeAccountNumber: string): FilingData {
  const { template, money, booleans } = getFullData(formType);
  const data: Record<string, BoxValue> = { ...template };
  for (const [name, displayOrder] of money) data[name] = 10_000 + ((i * 7 + displayOrder * 131) % 9_000_000);
  for (const [name, displayOrder] of booleans) data[name] = (i + displayOrder) % 2 === 0;
  data.payeeAccountNumber = payeeAccountNumber;
  return data;
}

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function createAddress(i: number): EfileAddress {
  const line1 = pick(STREETS, i >> 3);
  const suite = pick(SUITES, i);
  // Object literals, not spreads (a spread of a conditional object costs the generator more than the
  // rest of the return): the same keys in the same order.
  if (i % 5 === 4) {
    const [city, province, postalCode, country] = pick(FOREIGN_PLACES, i);
    return suite
      ? { line1, line2: suite, city, province, postalCode, country }
      : { line1, city, province, postalCode, country };
  }
  const [city, state, postalCode] = pick(US_PLACES, i);
  return suite ? { line1, line2: suite, city, state, postalCode } : { line1, city, state, postalCode };
}

/** A realistic return: accented and punctuated names, two street lines, one in five abroad, every box. */
function createRealisticReturn(formType: FormType, i: number, unique: boolean): EfileReturn {
  const tin = text(200_000_000 + (i % 700_000_000));
  if (unique)
    return {
      formType,
      taxYear: TAX_YEAR,
      payee: createUniquePayee(i, tin),
      filingData: createFullData(formType, i, `ACCT-${text(i)}`),
    };
  const address = createAddress(i);
  return {
    formType,
    taxYear: TAX_YEAR,
    payee:
      i % 2 === 0
        ? {
            entityType: 'Individual',
            tinType: 'SSN',
            tin,
            firstName: pick(FIRST_NAMES, i),
            lastName: pick(LAST_NAMES, i >> 4),
            address,
          }
        : { entityType: 'Business', tinType: 'EIN', tin, businessName: pick(BUSINESSES, i), address },
    filingData: createFullData(formType, i, `ACCT-${text(i)}`),
  };
}

export function createReturn(formType: FormType, i: number, data: BenchData = 'simple'): EfileReturn {
  if (data !== 'simple') return createRealisticReturn(formType, i, data === 'unique');
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
export function createGroups(total: number, data: BenchData = 'simple'): EfilePayerGroup[] {
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
            for (let i = 0; i < size; i += 1) yield createReturn(formType, offset + i, data);
          },
        },
      });
      index += 1;
    }
  }
  return groups;
}
