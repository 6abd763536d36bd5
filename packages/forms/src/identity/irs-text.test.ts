import { describe, expect, it } from 'vitest';
import { validateFiling } from '../rules/validate-filing.ts';
import { validateIrisContact, validatePayee, validatePayer } from '../rules/validate-party.ts';
import {
  checkIrsText,
  findUnsupportedCharacters,
  getIrsFiledText,
  IRS_TEXT_MESSAGES,
  IRS_TEXT_RULES,
  normalizeIrsText,
  normalizePhone,
} from './irs-text.ts';

const ADDRESS = { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' };
const PAYEE = {
  entityType: 'Individual',
  firstName: 'Ana',
  lastName: 'Lopez',
  tinType: 'SSN',
  tin: '123-45-6789',
  address: ADDRESS,
};

function problemsAt(result: { errors: { path: string; message: string }[] }, path: string): string[] {
  return result.errors.filter((problem) => problem.path === path).map((problem) => problem.message);
}

describe('IRS text table', () => {
  it('holds the IRIS schema and Pub 1220 lengths of the fields we file', () => {
    expect(IRS_TEXT_RULES.businessName).toMatchObject({ irisMaxLength: 75, pub1220MaxLength: 40 });
    expect(IRS_TEXT_RULES.firstName.irisMaxLength).toBe(20);
    expect(IRS_TEXT_RULES.addressLine1.irisMaxLength).toBe(35);
    expect(IRS_TEXT_RULES.foreignCity.irisMaxLength).toBe(50);
    expect(IRS_TEXT_RULES.payeeAccountNumber).toMatchObject({ irisMaxLength: 30, pub1220MaxLength: 20 });
    expect(IRS_TEXT_RULES.taxExemptTaxCreditBondCusipNo).toMatchObject({ irisMaxLength: 9 });
    expect(IRS_TEXT_RULES.state1EIN.irisMaxLength).toBe(25);
    expect(IRS_TEXT_RULES.emailAddress.irisMaxLength).toBe(75);
  });

  it('normalises the way the writers do: accents, punctuation, blanks', () => {
    expect(getIrsFiledText('lastName', "O'Néill-Núñez Jr.")).toBe('ONeill-Nunez Jr');
    expect(getIrsFiledText('businessName', 'Smith & Sons, Inc.')).toBe('Smith & Sons Inc');
    expect(getIrsFiledText('businessName2', 'c/o 50% Partner')).toBe('c/o 50% Partner');
    expect(getIrsFiledText('addressLine1', '#12 Main St., Apt. 4')).toBe('12 Main St Apt 4');
    expect(getIrsFiledText('city', 'St. Louis')).toBe('St Louis');
    expect(getIrsFiledText('city', 'Wiener Neustadt  ')).toBe('Wiener Neustadt');
    expect(getIrsFiledText('contactName', "Pat O'Brien")).toBe("Pat O'Brien");
    expect(getIrsFiledText('taxExemptTaxCreditBondCusipNo', '037833-10-0')).toBe('037833100');
    expect(getIrsFiledText('payeeAccountNumber', '  Acct  no 7 ')).toBe('Acct no 7');
    expect(getIrsFiledText('emailAddress', ' Pat@Example.com ')).toBe('Pat@Example.com');
    expect(normalizeIrsText('personNamePart', 'Straße Ærø')).toBe('Strasse AEro');
    expect(getIrsFiledText('lastName', 'O’Neil–Smith')).toBe('ONeil-Smith');
    expect(getIrsFiledText('address', 'Lot 7 — “Greenfield”')).toBe('Lot 7 - "Greenfield"');
  });

  it('reads phone numbers as people write them', () => {
    for (const phone of [
      '(555) 123-4567',
      '555.123.4567',
      '555-123-4567',
      '555 123 4567',
      '+1 555 123 4567',
      '1-555-123-4567',
      '5551234567',
    ])
      expect([phone, normalizePhone(phone)]).toEqual([phone, '5551234567']);
    expect(normalizePhone('(555) 123-4567 ext. 89')).toBe('555123456789');
    expect(normalizePhone('555-123-4567 x 12')).toBe('555123456712');
    expect(normalizePhone('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizePhone(null)).toBe('');
    for (const phone of ['(555) 123-4567', '+1 555 123 4567 ext 123', '555/123-4567', '+44 20 7946 0958'])
      expect(checkIrsText('phoneNumber', phone)).toBeNull();
    for (const phone of [
      '123-4567',
      '555-CALL-NOW',
      'call me',
      '1'.repeat(31),
      '555 123 4567 or 555 765 4321',
    ])
      expect(checkIrsText('phoneNumber', phone)).toBe(IRS_TEXT_MESSAGES.phoneDigits('Phone number'));
  });

  it('refuses letters of scripts the IRS cannot carry, and accepts accented Latin', () => {
    for (const name of ['Παπαδόπουλος', 'Иванов', '王小明', 'محمد', 'Kim 김', 'Ivanov (Иванов)'])
      expect([name, checkIrsText('lastName', name)]).toEqual([
        name,
        IRS_TEXT_MESSAGES.latinOnly('Last name'),
      ]);
    expect(findUnsupportedCharacters('Ivanov Иван')).toEqual(['И', 'в', 'а', 'н']);
    expect(findUnsupportedCharacters('٣ Main')).toEqual(['٣']);
    for (const name of ['Müller', 'Ñúñez', 'Łukasz', 'Çelik', 'Ørsted', 'Dvořák', 'Ｆｕｌｌｗｉｄｔｈ'])
      expect([name, checkIrsText('lastName', name)]).toEqual([name, null]);
  });

  it('refuses text that is empty after cleaning, and digits in a city', () => {
    expect(checkIrsText('addressLine1', '#$%!')).toBe(IRS_TEXT_MESSAGES.nothingToFile('Street address'));
    expect(checkIrsText('businessName', '***')).toBe(IRS_TEXT_MESSAGES.nothingToFile('Business name'));
    expect(checkIrsText('lastName', "'.")).toBe(IRS_TEXT_MESSAGES.nothingToFile('Last name'));
    expect(checkIrsText('city', '29 Palms')).toBe(IRS_TEXT_MESSAGES.cityLettersOnly);
    expect(checkIrsText('city', 'Twentynine Palms')).toBeNull();
    expect(checkIrsText('city', '   ')).toBeNull();
  });

  it('refuses values longer than the IRS length after normalisation, accepts the maximum', () => {
    expect(checkIrsText('businessName', 'A'.repeat(75))).toBeNull();
    expect(checkIrsText('businessName', 'A'.repeat(76))).toBe(IRS_TEXT_MESSAGES.tooLong('Business name', 75));
    expect(checkIrsText('firstName', 'Maximiliana-Josefina')).toBeNull();
    expect(checkIrsText('firstName', 'Maximiliana-Josefinas')).toBe(
      IRS_TEXT_MESSAGES.tooLong('First name', 20),
    );
    // Punctuation that is dropped does not count.
    expect(checkIrsText('lastName', "O'Neill.........Smith")).toBeNull();
    expect(checkIrsText('state1EIN', 'X'.repeat(25))).toBeNull();
    expect(checkIrsText('state1EIN', 'X'.repeat(26))).toBe(
      IRS_TEXT_MESSAGES.tooLong("Payer's state no.", 25),
    );
    expect(checkIrsText('foreignPostalCode', 'SW1A 1AA')).toBeNull();
    expect(checkIrsText('foreignPostalCode', '1'.repeat(17))).toBe(
      IRS_TEXT_MESSAGES.tooLong('Postal code', 16),
    );
  });

  it('takes e-mail addresses in plain ASCII of at most 75 characters', () => {
    expect(checkIrsText('emailAddress', 'pat@example.com')).toBeNull();
    expect(checkIrsText('emailAddress', 'josé@example.com')).toBe(IRS_TEXT_MESSAGES.emailAscii('E-mail'));
    expect(checkIrsText('emailAddress', `${'a'.repeat(64)}@example.com`)).toBe(
      IRS_TEXT_MESSAGES.tooLong('E-mail', 75),
    );
  });
});

describe('IRS text rules in the party checks', () => {
  it('tells the payee form which name or address field the IRS would refuse', () => {
    const result = validatePayee({
      ...PAYEE,
      firstName: 'Γιώργος',
      lastName: 'A'.repeat(21),
      address: { ...ADDRESS, line1: '@@@', city: 'Austin 2' },
    });
    expect(problemsAt(result, 'firstName')).toEqual([IRS_TEXT_MESSAGES.latinOnly('First name')]);
    expect(problemsAt(result, 'lastName')).toEqual([IRS_TEXT_MESSAGES.tooLong('Last name', 20)]);
    expect(problemsAt(result, 'address.line1')).toEqual([IRS_TEXT_MESSAGES.nothingToFile('Street address')]);
    expect(problemsAt(result, 'address.city')).toEqual([IRS_TEXT_MESSAGES.cityLettersOnly]);
    expect(validatePayee({ ...PAYEE, firstName: 'José', lastName: 'Muñoz-Pérez' }).errors).toEqual([]);
  });

  it('checks a foreign city and postal code by the foreign lengths', () => {
    const foreign = {
      line1: '10 Downing Street',
      city: 'A'.repeat(50),
      country: 'UK',
      postalCode: 'SW1A 2AA',
    };
    expect(validatePayee({ ...PAYEE, address: foreign }).errors).toEqual([]);
    const long = validatePayee({
      ...PAYEE,
      address: { ...foreign, city: 'A'.repeat(51), postalCode: 'P'.repeat(17) },
    });
    expect(problemsAt(long, 'address.city')).toEqual([IRS_TEXT_MESSAGES.tooLong('City', 50)]);
    expect(problemsAt(long, 'address.postalCode')).toEqual([IRS_TEXT_MESSAGES.tooLong('Postal code', 16)]);
  });

  it('checks the middle name and the DBA (second name line) when given', () => {
    const result = validatePayee({ ...PAYEE, middleName: 'Σ', dba: `${'D'.repeat(76)}` });
    expect(problemsAt(result, 'middleName')).toEqual([IRS_TEXT_MESSAGES.latinOnly('Middle name')]);
    expect(problemsAt(result, 'dba')).toEqual([IRS_TEXT_MESSAGES.tooLong('Doing business as name', 75)]);
  });

  it('checks a business name also on an individual (DBA) and the e-mail length', () => {
    const result = validatePayee({
      ...PAYEE,
      businessName: '北京公司',
      emailAddress: `${'a'.repeat(70)}@x.com`,
    });
    expect(problemsAt(result, 'businessName')).toEqual([IRS_TEXT_MESSAGES.latinOnly('Business name')]);
    expect(problemsAt(result, 'emailAddress')).toEqual([IRS_TEXT_MESSAGES.tooLong('E-mail', 75)]);
  });

  it('checks the payer phone number in the ways people write it', () => {
    const payer = {
      payerType: 'Business',
      businessName: 'Acme',
      tinType: 'EIN',
      tin: '12-3456789',
      address: ADDRESS,
    };
    expect(validatePayer({ ...payer, phoneNumber: '(512) 555-0100 ext. 7' }, 2025).errors).toEqual([]);
    expect(problemsAt(validatePayer({ ...payer, phoneNumber: '555-0100' }, 2025), 'phoneNumber')).toEqual([
      IRS_TEXT_MESSAGES.phoneDigits('Phone number'),
    ]);
  });

  it('checks the IRIS contact: name, phone and e-mail as the schema needs them', () => {
    expect(validateIrisContact({ name: "Pat O'Brien", phone: '+1 (617) 555-0100' }).errors).toEqual([]);
    const result = validateIrisContact({ name: 'Пётр', phone: '555-0100', email: 'pat@' });
    expect(result.errors.map((problem) => [problem.path, problem.code])).toEqual([
      ['name', 'IRS_TEXT_INVALID'],
      ['phone', 'IRS_TEXT_INVALID'],
      ['email', 'EMAIL_INVALID'],
    ]);
    expect(validateIrisContact({}).errors.map((problem) => problem.code)).toEqual([
      'CONTACT_NAME_REQUIRED',
      'CONTACT_PHONE_REQUIRED',
    ]);
    expect(validateIrisContact({ name: 'N'.repeat(36), phone: '6175550100' }).errors[0]?.message).toBe(
      IRS_TEXT_MESSAGES.tooLong('Contact name', 35),
    );
  });
});

describe('IRS text rules in the filing check', () => {
  const filing = (filingType: string, filingData: Record<string, string | number>) =>
    validateFiling({ filingType, filingYear: 2025, payee: PAYEE, filingData });

  it('requires the 1099-S date of closing and property address', () => {
    const result = filing('Type_1099_S', { grossProceeds: 100_000 });
    expect(result.errors.map((problem) => [problem.code, problem.path])).toEqual([
      ['CLOSING_DATE_REQUIRED', 'filingData.dateOfClosing'],
      ['PROPERTY_ADDRESS_REQUIRED', 'filingData.address'],
    ]);
  });

  it('names the box whose text the IRS would refuse', () => {
    const s = filing('Type_1099_S', {
      grossProceeds: 100_000,
      dateOfClosing: '2025-03-01',
      address: 'x'.repeat(101),
    });
    expect(s.errors.map((problem) => problem.message)).toEqual([
      'Box 3 (Address, including city, state, and ZIP code, or legal description) can not be more than 100 characters (the IRS limit)',
    ]);
    const int = filing('Type_1099_INT', {
      interestIncome: 5_000,
      taxExemptTaxCreditBondCusipNo: '0378331005',
      state1Code: 'CA',
      state1EIN: 'Номер 5',
    });
    expect(int.errors.map((problem) => problem.path)).toEqual([
      'filingData.taxExemptTaxCreditBondCusipNo',
      'filingData.state1EIN',
    ]);
    expect(
      filing('Type_1099_NEC', { nonEmployeeComp: 100_000, payeeAccountNumber: `  ${'A'.repeat(30)}  ` })
        .errors,
    ).toEqual([]);
  });
});
