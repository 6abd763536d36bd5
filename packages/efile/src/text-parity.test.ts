import { describe, expect, it } from 'vitest';
import {
  validateFiling,
  validateIrisContact,
  validatePayer,
  type Address,
  type FilingData,
  type FormType,
} from '@file1099/forms';
import type { EfileAddress, EfileParty, EfilePayer, EfileReturn, EfileTransmitter } from './model.ts';
import { validateIrisXmlDocumentsWithSchema } from './iris/schema.ts';
import { writeIrisXmlToStrings, type IrisInput } from './iris/writer.ts';
import { IrisWriteError } from './iris/clean.ts';
import { validatePub1220 } from './pub1220/validate.ts';
import { writePub1220ToString, type Pub1220Input } from './pub1220/writer.ts';
import { Pub1220WriteError } from './pub1220/records.ts';

/**
 * Whatever the forms package accepts, each writer files whole and the official schema accepts, or the
 * writer refuses with the form, the payee's name and the field: text as real users type it.
 */

interface UserPayee {
  entityType: 'Individual' | 'Business';
  tinType: 'SSN' | 'EIN';
  tin: string;
  businessName?: string;
  firstName?: string;
  lastName?: string;
  address: Address;
}

const TX = { city: 'Austin', state: 'TX', postalCode: '78701' };

/** Payees as people type them; each passes the forms package's validation. */
const PAYEES: readonly UserPayee[] = [
  { entityType: 'Individual', tinType: 'SSN', tin: '412-34-5678', firstName: 'José', lastName: "O'Neil-Pérez", address: { line1: '#12 Main St., Apt. 4', ...TX } },
  { entityType: 'Individual', tinType: 'SSN', tin: '412-34-5679', firstName: 'Łukasz', lastName: 'Dvořák', address: { line1: '1 Ørsted Allé', ...TX, city: 'St. Louis', state: 'MO', postalCode: '63101-1234' } },
  { entityType: 'Individual', tinType: 'SSN', tin: '412-34-5680', firstName: 'Maximiliana-Josefina', lastName: 'Grünewald-Straßberg', address: { line1: '1234 Extraordinarily Long Boulevard', line2: 'Ste 5', ...TX } },
  { entityType: 'Business', tinType: 'EIN', tin: '12-3456789', businessName: 'Smith & Sons (Holdings), Inc. #2', address: { line1: 'PO Box 77', city: 'Winston-Salem', state: 'NC', postalCode: '27101' } },
  { entityType: 'Business', tinType: 'EIN', tin: '12-3456780', businessName: `${'Long Name Company '.repeat(4)}Ltd`.slice(0, 75), address: { line1: '4000000000000000000000000000000000000000', ...TX } },
  { entityType: 'Business', tinType: 'EIN', tin: '12-3456781', businessName: 'Müller Bäckerei GmbH', address: { line1: 'Königstraße 1', city: 'Garmisch Partenkirchen Landkreis Oberbayern Südost', country: 'GM', postalCode: '82467-DE-BY-0001' } },
  { entityType: 'Business', tinType: 'EIN', tin: '12-3456782', businessName: 'Café Zoë', address: { line1: '10 Rue de la Paix', city: 'Montréal', country: 'Canada', postalCode: 'H2X 1Y4' } },
]; // prettier-ignore

function toEfileAddress(address: Address): EfileAddress {
  const result: EfileAddress = { line1: address.line1 ?? '', city: address.city ?? '' };
  if (address.line2) result.line2 = address.line2;
  if (address.state) result.state = address.state;
  if (address.postalCode) result.postalCode = address.postalCode;
  if (address.country) result.country = address.country;
  return result;
}

function toEfileParty(payee: UserPayee): EfileParty {
  const party: EfileParty = {
    entityType: payee.entityType,
    tinType: payee.tinType,
    tin: payee.tin.replace(/\D/g, ''),
    address: toEfileAddress(payee.address),
  };
  if (payee.businessName) party.businessName = payee.businessName;
  if (payee.firstName) party.firstName = payee.firstName;
  if (payee.lastName) party.lastName = payee.lastName;
  return party;
}

/** Box data per form, every text box at its IRIS length where the form has one. */
const FILING_DATA: Readonly<Record<FormType, FilingData>> = {
  Type_1099_NEC: { nonEmployeeComp: 125_000, payeeAccountNumber: 'Acct-No 0000000000000000000001', state1Code: 'CA', state1EIN: 'CA-State-Id-9999999999999', state1TaxWithheld: 1_000 },
  Type_1099_MISC: { rents: 99_999, payeeAccountNumber: 'münchen/7', state1Code: 'NY', state1EIN: '12-34', state1Income: 99_999 },
  Type_1099_INT: { interestIncome: 4_321, taxExemptTaxCreditBondCusipNo: '037833-10-0', foreignTaxPaid: 100, foreignCountry: 'CA' },
  Type_1099_OID: { oid: 99_900, description: `CUSIP 912828XY0 ${'Treasury note due 2030 '.repeat(4)}`.trim().slice(0, 100) },
  Type_1099_S: { grossProceeds: 45_000_000, dateOfClosing: '2025-06-30', address: 'Lot 7, Block 12, Greenfield Subdivision, Travis County, Texas — 1.25 acres (parcel #0042-17)' },
}; // prettier-ignore

const PAYER: EfilePayer = {
  entityType: 'Business',
  tinType: 'EIN',
  tin: '041234567',
  businessName: 'Acme Widgets & Co',
  address: { line1: '1 Industrial Way', city: 'Springfield', state: 'IL', postalCode: '62701' },
  phone: '(217) 555-0123 ext. 45',
};

const TRANSMITTER: EfileTransmitter = {
  tin: '123456789',
  tcc: 'A1B2C',
  name: 'File1099 Inc',
  companyName: 'File1099 Inc',
  address: { line1: '100 Main St', line2: 'Suite 200', city: 'Boston', state: 'MA', postalCode: '02110' },
  contactName: "Pat O'Brien",
  contactPhone: '+1 617 555 0100',
  contactEmail: 'efile@file1099.example',
};

const CONTACT = { name: 'Ana María Núñez', phone: '617.555.0100 x12', email: 'ana@file1099.example' };

function createReturns(formType: FormType, payees: readonly UserPayee[] = PAYEES): EfileReturn[] {
  return payees.map((payee) => ({
    formType,
    taxYear: 2025,
    payee: toEfileParty(payee),
    filingData: FILING_DATA[formType],
  }));
}

function createIrisInput(formType: FormType, returns: EfileReturn[]): IrisInput {
  return {
    taxYear: 2025,
    transmissionType: 'O',
    test: true,
    transmitter: TRANSMITTER,
    softwareId: 'F1099SW01',
    contact: CONTACT,
    createUuid: () => '00000000-0000-4000-8000-000000000000',
    submissions: [{ payer: PAYER, formType, combinedFederalState: false, returns }],
  };
}

function createPub1220Input(formType: FormType, returns: EfileReturn[]): Pub1220Input {
  return {
    taxYear: 2025,
    transmitter: TRANSMITTER,
    test: true,
    groups: [{ payer: PAYER, formType, combinedFederalState: false, returns }],
  };
}

const FORM_TYPES: readonly FormType[] = [
  'Type_1099_NEC',
  'Type_1099_MISC',
  'Type_1099_INT',
  'Type_1099_OID',
  'Type_1099_S',
];

describe('what the forms package accepts, IRIS files whole and the official schema accepts', () => {
  it('the inputs pass the forms validation', () => {
    for (const formType of FORM_TYPES)
      for (const payee of PAYEES) {
        const result = validateFiling({
          filingType: formType,
          filingYear: 2025,
          payee,
          filingData: FILING_DATA[formType],
        });
        expect([formType, payee.lastName ?? payee.businessName, result.errors]).toEqual([
          formType,
          payee.lastName ?? payee.businessName,
          [],
        ]);
      }
    expect(
      validatePayer({ ...PAYER, payerType: 'Business', phoneNumber: PAYER.phone ?? null }, 2025).errors,
    ).toEqual([]);
    expect(validateIrisContact(CONTACT).errors).toEqual([]);
  });

  it.each(FORM_TYPES)('%s: schema-valid, with every value whole', async (formType) => {
    const [xml = ''] = writeIrisXmlToStrings(createIrisInput(formType, createReturns(formType)));
    const [result] = await validateIrisXmlDocumentsWithSchema([xml]);
    expect(result).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<PersonFirstNm>Maximiliana-Josefina</PersonFirstNm>');
    expect(xml).toContain('<PersonLastNm>ONeil-Perez</PersonLastNm>');
    expect(xml).toContain(`<BusinessNameLine1Txt>${PAYEES[4]?.businessName ?? ''}</BusinessNameLine1Txt>`);
    expect(xml).toContain('<BusinessNameLine1Txt>Smith &amp; Sons (Holdings) Inc #2</BusinessNameLine1Txt>');
    expect(xml).toContain('<AddressLine1Txt>1234 Extraordinarily Long Boulevard</AddressLine1Txt>');
    expect(xml).toContain('<AddressLine2Txt>Ste 5</AddressLine2Txt>');
    expect(xml).toContain('<AddressLine1Txt>40000000000000000000000000000000000</AddressLine1Txt>');
    expect(xml).toContain('<AddressLine2Txt>00000</AddressLine2Txt>');
    expect(xml).toContain('<CityNm>Garmisch Partenkirchen Landkreis Oberbayern Sudost</CityNm>');
    expect(xml).toContain('<ForeignPostalCd>82467-DE-BY-0001</ForeignPostalCd>');
    expect(xml).toContain('<CityNm>Winston Salem</CityNm>');
    expect(xml).toContain('<PhoneNum>217555012345</PhoneNum>');
    expect(xml).toContain('<ContactPhoneNum>6175550100</ContactPhoneNum>');
    expect(xml).toContain('<ContactPhoneNum>617555010012</ContactPhoneNum>');
    if (formType === 'Type_1099_NEC') {
      expect(xml).toContain('<RecipientAccountNum>Acct-No 0000000000000000000001</RecipientAccountNum>');
      expect(xml).toContain('<StateIdNum>CA-State-Id-9999999999999</StateIdNum>');
    }
    if (formType === 'Type_1099_MISC')
      expect(xml).toContain('<RecipientAccountNum>munchen/7</RecipientAccountNum>');
    if (formType === 'Type_1099_INT')
      expect(xml).toContain('<TaxExemptTaxCreditBondCUSIPNum>037833100</TaxExemptTaxCreditBondCUSIPNum>');
    if (formType === 'Type_1099_OID')
      expect(xml).toContain(`<CUSIPNumberOrObligationDesc>${String(FILING_DATA.Type_1099_OID.description)}<`);
    if (formType === 'Type_1099_S')
      expect(xml).toContain('Texas - 1.25 acres (parcel #0042-17)</AddressOrLegalDesc>');
  });
});

/** The writer's refusal for one payee changed by `change`, or '' when it writes. */
function refusal(
  write: (returns: EfileReturn[]) => unknown,
  formType: FormType,
  change: (ret: EfileReturn) => EfileReturn,
): string {
  const [first] = createReturns(formType, PAYEES.slice(0, 1));
  if (!first) throw new Error('no return');
  try {
    write([change(first)]);
    return '';
  } catch (error) {
    if (error instanceof IrisWriteError || error instanceof Pub1220WriteError) return error.message;
    throw error;
  }
}

const withPayee = (payee: Partial<EfileParty>) => (ret: EfileReturn) => ({
  ...ret,
  payee: { ...ret.payee, ...payee },
});
const withAddress = (address: Partial<EfileAddress>) => (ret: EfileReturn) => ({
  ...ret,
  payee: { ...ret.payee, address: { ...ret.payee.address, ...address } },
});
const withData = (data: FilingData) => (ret: EfileReturn) => ({
  ...ret,
  filingData: { ...ret.filingData, ...data },
});

describe('the IRIS writer refuses what it would cut or change, naming form, payee and field', () => {
  const iris = (formType: FormType) => (returns: EfileReturn[]) =>
    writeIrisXmlToStrings(createIrisInput(formType, returns));
  const NEC = iris('Type_1099_NEC');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it.each([
    [withPayee({ firstName: 'Иван' }), 'the first name "Иван" has letters the IRS does not accept (Иван); write it in Latin letters'],
    [withPayee({ lastName: '王' }), 'the last name "王" has letters the IRS does not accept (王); write it in Latin letters'],
    [withPayee({ lastName: 'A'.repeat(21) }), 'the last name has 21 characters, but IRIS takes at most 20; it is not cut'],
    [withAddress({ line1: '@@@ ***' }), 'the street address "@@@ ***" has no letters or digits the IRS accepts'],
    [withAddress({ line1: 'x'.repeat(36), line2: 'y'.repeat(35) }), 'the street address does not fit in the two IRIS address lines of 35 characters; it is not cut'],
    [withAddress({ city: '29 Palms' }), 'the city "29 Palms" has digits; IRIS takes only letters in a city'],
    [withAddress({ postalCode: '7870' }), 'the ZIP code "7870" has 4 digits; IRIS takes 5, 9 or 12'],
    [withAddress({ country: 'Atlantis' }), 'the country "Atlantis" is not a country IRIS knows'],
    [withData({ payeeAccountNumber: 'A'.repeat(31) }), 'the account number has 31 characters, but IRIS takes at most 30; it is not cut'],
    [withData({ state1EIN: 'X'.repeat(26) }), "the payer's state number has 26 characters, but IRIS takes at most 25; it is not cut"],
    [withData({ state1Code: 'CA', state1EIN: 'Ε-12' }), 'the payer\'s state number "Ε-12" has letters the IRS does not accept (Ε); write it in Latin letters'],
  ] as const)('%#: %s', (change, message) => {
    expect(refusal(NEC, 'Type_1099_NEC', change)).toMatch(
      new RegExp(`^Form 1099-NEC for payee "[^"]+": ${escape(message)}$`),
    );
  }); // prettier-ignore

  it('refuses a CUSIP and a 1099-S description that do not fit', () => {
    expect(
      refusal(
        iris('Type_1099_INT'),
        'Type_1099_INT',
        withData({ taxExemptTaxCreditBondCusipNo: '0378331001' }),
      ),
    ).toBe(
      'Form 1099-INT for payee "José O\'Neil-Pérez": the CUSIP number "0378331001" has 10 letters and digits, but IRIS takes at most 9',
    );
    expect(refusal(iris('Type_1099_S'), 'Type_1099_S', withData({ address: 'x'.repeat(101) }))).toMatch(
      /^Form 1099-S for payee "José O'Neil-Pérez": the address or legal description \(box 3\) has 101 characters/,
    );
  });

  it('refuses payer, transmitter and contact text the schema would reject', () => {
    const write = (input: Partial<IrisInput>) => () =>
      writeIrisXmlToStrings({
        ...createIrisInput('Type_1099_NEC', createReturns('Type_1099_NEC')),
        ...input,
      });
    expect(write({ contact: { name: 'Pat', phone: '555-0100' } })).toThrow(
      'The contact person: the contact phone number "555-0100" has 7 digits; IRIS takes 10 to 30',
    );
    expect(write({ contact: { name: 'Pat', phone: '6175550100', email: 'pat@exámple.com' } })).toThrow(
      'The contact person: the contact e-mail "pat@exámple.com" is not an e-mail address IRIS takes',
    );
    expect(write({ transmitter: { ...TRANSMITTER, contactName: 'N'.repeat(36) } })).toThrow(
      'The transmitter: the contact name has 36 characters, but IRIS takes at most 35; it is not cut',
    );
    expect(
      write({
        submissions: [
          {
            payer: { ...PAYER, businessName: 'Ακμή ΑΕ' },
            formType: 'Type_1099_NEC',
            combinedFederalState: false,
            returns: createReturns('Type_1099_NEC'),
          },
        ],
      }),
    ).toThrow(/^The payer "Ακμή ΑΕ": the business name "Ακμή ΑΕ" has letters the IRS does not accept/);
  });
});

describe('Pub 1220 writes text whole within its widths, or refuses it', () => {
  const pub1220 = (formType: FormType) => (returns: EfileReturn[]) =>
    writePub1220ToString(createPub1220Input(formType, returns));

  it('writes the users’ names and addresses whole and the file validates', () => {
    // Within Pub 1220's widths (the others are refused, below and in the next test).
    const payees = [PAYEES[0], PAYEES[1], PAYEES[3], PAYEES[6]].flatMap((payee) => (payee ? [payee] : []));
    for (const formType of FORM_TYPES) {
      const returns = createReturns(formType, payees).map((ret) => ({
        ...ret,
        filingData: {
          ...ret.filingData,
          payeeAccountNumber: 'Acct-7 Ünit',
          ...(formType === 'Type_1099_OID' ? { description: 'Treasury note due 2030' } : {}),
          ...(formType === 'Type_1099_S' ? { address: 'Lot 7 Block 12 Greenfield Travis TX' } : {}),
        },
      }));
      const text = pub1220(formType)(returns);
      const errors = validatePub1220(text).problems.filter((problem) => problem.severity === 'error');
      expect(errors).toEqual([]);
      expect(text).toContain('ONEIL-PEREZ JOSE');
      expect(text).toContain('DVORAK LUKASZ');
      expect(text).toContain('SMITH & SONS HOLDINGS INC 2');
      expect(text).toContain('Acct-7 Unit');
    }
  });

  it.each([
    [withPayee({ lastName: 'Grünewald-Straßberg-Oberhausen', firstName: 'Maximiliana' }), 'the name line has 43 characters, but Pub 1220 holds 40; it is not cut'],
    [withPayee({ lastName: 'Σπύρος' }), 'the name line "Σπύρος José" has letters the IRS does not accept (Σπύρο); write it in Latin letters'],
    [withAddress({ line1: '1234 Extraordinarily Long Boulevard', line2: 'Suite 500' }), 'the street address has 45 characters, but Pub 1220 holds 40; it is not cut'],
    [withAddress({ postalCode: '787011' }), 'the ZIP code "787011" has 6 digits; Pub 1220 takes 5 or 9, and it is not cut'],
    [withData({ payeeAccountNumber: 'A'.repeat(21) }), 'the account number has 21 characters, but Pub 1220 holds 20; it is not cut'],
  ] as const)('%#: %s', (change, message) => {
    const shortAccount = withData({ payeeAccountNumber: 'A-1' });
    expect(refusal(pub1220('Type_1099_NEC'), 'Type_1099_NEC', (ret) => change(shortAccount(ret)))).toMatch(
      new RegExp(`^Form 1099-NEC for payee "[^"]+": ${message.replace(/[()]/g, '\\$&')}$`),
    );
  }); // prettier-ignore

  it('refuses an OID description over 39 characters and a transmitter phone over 15 digits', () => {
    expect(
      refusal(pub1220('Type_1099_OID'), 'Type_1099_OID', withData({ description: 'x'.repeat(40) })),
    ).toMatch(/: the description \(box 7\) has 40 characters, but Pub 1220 holds 39; it is not cut$/);
    expect(() =>
      writePub1220ToString({
        ...createPub1220Input('Type_1099_NEC', createReturns('Type_1099_NEC', PAYEES.slice(0, 1))),
        transmitter: { ...TRANSMITTER, contactPhone: '617 555 0100 ext. 123456' },
      }),
    ).toThrow(
      'The transmitter: the contact phone number has 16 characters, but Pub 1220 holds 15; it is not cut',
    );
  });
});
