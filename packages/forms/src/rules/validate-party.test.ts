import { describe, expect, it } from 'vitest';
import { TIN_MESSAGES } from '../identity/tin.ts';
import {
  PARTY_MESSAGES,
  validatePayee,
  validatePayeeForFiling,
  validatePayeeLight,
  validatePayer,
  validatePayerSave,
  type PayeeInput,
} from './validate-party.ts';

const ADDRESS = { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' };
const PAYEE: PayeeInput = {
  entityType: 'Individual',
  firstName: 'Mary',
  lastName: 'Lee',
  tinType: 'SSN',
  tin: '512-34-5678',
  address: ADDRESS,
};

function codes(problems: readonly { code: string }[]): string[] {
  return problems.map((problem) => problem.code);
}

describe('payee form', () => {
  it('accepts a complete individual', () => {
    expect(validatePayee(PAYEE)).toEqual({ errors: [], warnings: [] });
  });

  it('reports every missing field at once', () => {
    const result = validatePayee({});
    expect(result.errors).toEqual([
      { code: 'PAYEE_TYPE_REQUIRED', path: 'entityType', message: PARTY_MESSAGES.payeeTypeRequired },
      { code: 'TIN_TYPE_REQUIRED', path: 'tinType', message: PARTY_MESSAGES.tinTypeRequired },
      { code: 'TIN_REQUIRED', path: 'tin', message: PARTY_MESSAGES.tinRequired },
    ]);
  });

  it('needs a business name for a business and first and last names for an individual', () => {
    expect(codes(validatePayee({ ...PAYEE, entityType: 'Business' }).errors)).toEqual([
      'BUSINESS_NAME_REQUIRED',
    ]);
    expect(codes(validatePayee({ ...PAYEE, firstName: ' ', lastName: '' }).errors)).toEqual([
      'FIRST_NAME_REQUIRED',
      'LAST_NAME_REQUIRED',
    ]);
  });

  it('uses the spec TIN messages, skips an unchanged TIN, and warns on doubtful TINs', () => {
    expect(validatePayee({ ...PAYEE, tinType: 'EIN', tin: '1234' }).errors).toEqual([
      { code: 'TIN_INVALID', path: 'tin', message: 'Please enter a valid FEIN' },
    ]);
    expect(validatePayee({ ...PAYEE, tin: '***-**-5678' }, '512345678').errors).toEqual([]);
    expect(validatePayee({ ...PAYEE, tin: '666-12-3456' }).errors).toEqual([
      { code: 'TIN_INVALID', path: 'tin', message: TIN_MESSAGES.ssnNeverIssued },
    ]);
    expect(validatePayee({ ...PAYEE, tin: '111-11-1111' }).warnings).toEqual([
      expect.objectContaining({ code: 'TIN_SAME_DIGITS', path: 'tin' }),
    ]);
  });

  it('checks e-mail and street length', () => {
    const result = validatePayee({ ...PAYEE, emailAddress: 'x@', address: { line1: 'a'.repeat(41) } });
    expect(codes(result.errors)).toEqual(['EMAIL_INVALID', 'STREET_TOO_LONG']);
    expect(result.errors[1]?.path).toBe('address.line2');
  });
});

describe('payee for a filing', () => {
  it('needs a full TIN and a mailing address', () => {
    const result = validatePayeeForFiling({ ...PAYEE, tin: '***-**-5678', address: null });
    expect(codes(result.errors)).toEqual([
      'TIN_INCOMPLETE',
      'ADDRESS_LINE1_REQUIRED',
      'CITY_REQUIRED',
      'STATE_REQUIRED',
      'POSTAL_CODE_REQUIRED',
    ]);
    expect(result.errors[1]?.path).toBe('address.line1');
  });

  it('reports a malformed TIN once, not also as incomplete', () => {
    expect(codes(validatePayeeForFiling({ ...PAYEE, tin: '12-34' }).errors)).toEqual(['TIN_INVALID']);
    const payer = {
      payerType: 'Business',
      businessName: 'X',
      tinType: 'EIN',
      tin: '1',
      phoneNumber: '6175550100',
      address: ADDRESS,
    };
    expect(codes(validatePayer(payer, 2025).errors)).toEqual(['TIN_INVALID']);
  });

  it('does not repeat TIN errors or the street rule', () => {
    const result = validatePayeeForFiling({
      ...PAYEE,
      tin: '',
      address: { ...ADDRESS, line2: 'b'.repeat(40) },
    });
    expect(codes(result.errors)).toEqual(['TIN_REQUIRED', 'STREET_TOO_LONG']);
  });

  it.each([
    ['InValid', ['TIN_MATCH_INVALID']],
    ['InvalidTINType', ['TIN_MATCH_INVALID_TIN_TYPE']],
    ['Valid', []],
    [null, []],
  ])('TIN match %s warns %j', (tinMatchStatus, expected) => {
    expect(codes(validatePayeeForFiling({ ...PAYEE, tinMatchStatus }).warnings)).toEqual(expected);
  });
});

describe('payer', () => {
  const PAYER = {
    payerType: 'Business',
    businessName: 'Acme LLC',
    tinType: 'EIN',
    tin: '12-3456780',
    phoneNumber: '5125550100',
    address: ADDRESS,
  };

  it('accepts a complete payer', () => {
    expect(validatePayer(PAYER, 2025)).toEqual({ errors: [], warnings: [] });
  });

  it('reports everything missing at once', () => {
    expect(codes(validatePayer({}, 2030).errors)).toEqual([
      'TIN_TYPE_REQUIRED',
      'TIN_REQUIRED',
      'TAX_YEAR_UNSUPPORTED',
      'PAYER_TYPE_REQUIRED',
      'ADDRESS_LINE1_REQUIRED',
      'CITY_REQUIRED',
      'STATE_REQUIRED',
      'POSTAL_CODE_REQUIRED',
      'PAYER_PHONE_REQUIRED',
    ]);
  });

  it('checks names by payer type and needs a full TIN', () => {
    expect(
      codes(validatePayer({ ...PAYER, payerType: 'Individual', tin: '**-***6780' }, 2025).errors),
    ).toEqual(['FIRST_NAME_REQUIRED', 'LAST_NAME_REQUIRED', 'TIN_INCOMPLETE']);
    expect(validatePayer({ ...PAYER, tin: '00-0000000' }, 2025).warnings[0]?.code).toBe('TIN_PLACEHOLDER');
  });
});

describe('the light payee', () => {
  it('needs a name, and a valid e-mail when one is given', () => {
    expect(validatePayeeLight({ displayName: 'Quick Vendor', emailAddress: '' })).toEqual({
      errors: [],
      warnings: [],
    });
    expect(validatePayeeLight({ displayName: ' ', emailAddress: 'x' }).errors).toEqual([
      { code: 'NAME_REQUIRED', path: 'displayName', message: PARTY_MESSAGES.nameRequired },
      { code: 'EMAIL_INVALID', path: 'emailAddress', message: 'Must be a valid email' },
    ]);
    expect(validatePayeeLight({ displayName: 'A', emailAddress: ' a@b.test ' }).errors).toEqual([]);
  });
});

describe('saving the payer', () => {
  const PAYER = { payerType: 'Business', businessName: 'Acme LLC', tinType: 'EIN', tin: '27-1234567' };

  it('stops on what the form needs, not on what filing needs later (address, phone)', () => {
    expect(validatePayerSave(PAYER)).toEqual({ errors: [], warnings: [] });
    expect(
      validatePayerSave({ ...PAYER, payerType: '', businessName: '' }).errors.map((p) => p.code),
    ).toEqual(['PAYER_TYPE_REQUIRED']);
    expect(
      validatePayerSave({ payerType: 'Individual', tinType: 'SSN', tin: '', emailAddress: 'x' }).errors.map(
        (p) => p.code,
      ),
    ).toEqual(['TIN_REQUIRED', 'EMAIL_INVALID', 'FIRST_NAME_REQUIRED', 'LAST_NAME_REQUIRED']);
  });

  it('refuses a phone number the IRS does not take when one is given', () => {
    expect(validatePayerSave({ ...PAYER, phoneNumber: '555-0100' }).errors.map((p) => p.code)).toEqual([
      'PHONE_INVALID',
    ]);
    expect(validatePayerSave({ ...PAYER, phoneNumber: '(555) 123-4567 ext. 89' }).errors).toEqual([]);
  });

  it('checks a TIN only when it changed', () => {
    expect(validatePayerSave({ ...PAYER, tin: '12-34' }).errors.map((p) => p.code)).toEqual(['TIN_INVALID']);
    expect(validatePayerSave({ ...PAYER, tin: '12-34' }, '12-34').errors).toEqual([]);
  });

  it('needs a key for every custom attribute, each once', () => {
    const attributes = [
      { key: 'Region', value: 'Midwest' },
      { key: ' ', value: 'x' },
      { key: 'Region ', value: 'West' },
    ];
    expect(validatePayerSave({ ...PAYER, customAttributes: attributes }).errors).toEqual([
      {
        code: 'CUSTOM_ATTRIBUTE_KEY_REQUIRED',
        path: 'customAttributes.1.key',
        message: PARTY_MESSAGES.customAttributeKey,
      },
      {
        code: 'CUSTOM_ATTRIBUTE_DUPLICATE',
        path: 'customAttributes.2.key',
        message: 'The custom attribute "Region" is listed twice',
      },
    ]);
  });
});
