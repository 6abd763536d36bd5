// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES, STREET_LENGTH_MESSAGE, TIN_MESSAGES } from '@file1099/forms';
import { EMPTY_ADDRESS } from '../party/partyValues.ts';
import { createPayerSchema, toPayerSaveInput, type PayerFormValues } from './payerForm.ts';

const business: PayerFormValues = {
  payerType: 'Business',
  businessName: 'Acme Plumbing LLC',
  dba: '',
  firstName: '',
  middleName: '',
  lastName: '',
  tinType: 'EIN',
  tin: '12-3456789',
  emailAddress: 'office@acme.test',
  phoneNumber: '',
  phoneExt: '',
  address: { ...EMPTY_ADDRESS },
  customAttributes: [],
};

function messages(values: PayerFormValues, initialTin: string | null = null): Record<string, string> {
  const result = createPayerSchema(initialTin).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('payer form checks (form package rules)', () => {
  it('accepts a complete business', () => {
    expect(messages(business)).toEqual({});
  });

  it('needs the business name of a business and first and last name of an individual', () => {
    expect(messages({ ...business, businessName: ' ' })).toEqual({
      businessName: PARTY_MESSAGES.businessNameRequired,
    });
    expect(messages({ ...business, payerType: 'Individual', tinType: 'SSN', tin: '123-45-6789' })).toEqual({
      firstName: PARTY_MESSAGES.firstNameRequired,
      lastName: PARTY_MESSAGES.lastNameRequired,
    });
  });

  it("gives the TIN type's message and skips the check while the TIN is the masked one shown", () => {
    expect(messages({ ...business, tin: '123' })).toEqual({ tin: TIN_MESSAGES.invalidEin });
    expect(messages({ ...business, tinType: 'SSN', tin: '12-3456789' })).toEqual({
      tin: TIN_MESSAGES.invalidSsn,
    });
    expect(messages({ ...business, tin: '' })).toEqual({ tin: PARTY_MESSAGES.tinRequired });
    expect(messages({ ...business, tin: '**-***6789' }, '**-***6789')).toEqual({});
  });

  it('applies the 40-character street rule and the e-mail check', () => {
    const address = { ...EMPTY_ADDRESS, line1: 'x'.repeat(30), line2: 'y'.repeat(11) };
    expect(messages({ ...business, address, emailAddress: 'nope' })).toEqual({
      'address.line2': STREET_LENGTH_MESSAGE,
      emailAddress: 'Must be a valid email',
    });
  });

  it('sends only the names of the payer type and drops empty custom attributes', () => {
    const input = toPayerSaveInput(5, {
      ...business,
      firstName: 'Left',
      customAttributes: [
        { key: 'Region', value: 'West' },
        { key: '', value: '' },
      ],
    });
    expect(input.firstName).toBe('');
    expect(input.customAttributes).toEqual([{ key: 'Region', value: 'West' }]);
  });
});
