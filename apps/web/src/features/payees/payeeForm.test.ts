// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, TIN_MESSAGES } from '@file1099/forms';
import {
  createPayeeSchema,
  NEW_PAYEE,
  payeeLightSchema,
  toPayeeSaveInput,
  type PayeeFormValues,
} from './payeeForm.ts';

function messages(values: PayeeFormValues, initialTin?: string): Record<string, string> {
  const result = createPayeeSchema(initialTin).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const business: PayeeFormValues = {
  ...NEW_PAYEE,
  entityType: 'Business',
  businessName: 'Bolt Supply Inc',
  tinType: 'EIN',
  tin: '98-7654321',
};

describe('payee form checks (form package rules)', () => {
  it('gives each TIN type its message', () => {
    expect(messages({ ...business, tin: '987' })).toEqual({ tin: TIN_MESSAGES.invalidEin });
    expect(messages({ ...business, tinType: 'ITIN', tin: '987' })).toEqual({ tin: TIN_MESSAGES.invalidSsn });
    expect(messages({ ...business, tinType: 'NA', tin: '987' })).toEqual({ tin: TIN_MESSAGES.invalidTin });
    expect(messages({ ...business, tinType: '' })).toMatchObject({ tinType: 'Required' });
  });

  it('keeps a masked TIN shown back and checks a changed one', () => {
    expect(messages({ ...business, tin: '**-***4321' }, '**-***4321')).toEqual({});
    expect(messages({ ...business, tin: '12-34' }, '**-***4321')).toEqual({ tin: TIN_MESSAGES.invalidEin });
  });

  it("needs a payee type and the names of that type, each saying the spec's 'Required'", () => {
    expect(messages({ ...business, entityType: '' })).toEqual({ entityType: 'Required' });
    expect(messages({ ...business, entityType: 'Individual' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(messages({ ...business, businessName: ' ', tin: '' })).toEqual({
      businessName: 'Required',
      tin: 'Required',
    });
  });

  it('refuses TINs in ranges the IRS never issues', () => {
    expect(messages({ ...business, tin: '07-1234567' })).toEqual({ tin: TIN_MESSAGES.einPrefix('07') });
    expect(messages({ ...business, tinType: 'SSN', tin: '666-12-3456' })).toEqual({
      tin: TIN_MESSAGES.ssnNeverIssued,
    });
    expect(messages({ ...business, tinType: 'SSN', tin: '000-00-0000' })).toEqual({});
  });

  it('sends no person names for a business', () => {
    expect(toPayeeSaveInput(undefined, { ...business, firstName: 'Stale' })).not.toHaveProperty('id');
    expect(toPayeeSaveInput(4, { ...business, firstName: 'Stale' })).toMatchObject({ id: 4, firstName: '' });
  });

  it('checks the light dialog e-mail with the form package', () => {
    const result = payeeLightSchema.safeParse({ displayName: 'Jo', emailAddress: 'jo@' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([EMAIL_MESSAGE]);
  });
});
