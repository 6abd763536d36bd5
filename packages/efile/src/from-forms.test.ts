import { describe, expect, it } from 'vitest';
import { validateFiling, validatePayer } from '@file1099/forms';
import { addressFromForms, payerFromForms, returnFromForms } from './from-forms.ts';

describe('from-forms', () => {
  it('keeps a U.S. address domestic however the country is written, and a foreign one with its province', () => {
    for (const country of [undefined, '', 'US', 'USA', 'United States', 'U.S.A.'])
      expect(
        addressFromForms({
          line1: ' 1 Main St ',
          line2: '',
          city: 'Boston',
          state: 'ma',
          postalCode: '02110',
          country,
        }),
      ).toEqual({ line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110' });
    expect(
      addressFromForms({
        line1: '55 Rue de la Paix',
        city: 'Paris',
        state: 'Île-de-France',
        country: 'France',
      }),
    ).toEqual({ line1: '55 Rue de la Paix', city: 'Paris', country: 'FR', province: 'Île-de-France' });
  });

  it('maps a payer with its phone, and a First correction with the record id it corrects', () => {
    const payer = {
      payerType: 'Business',
      businessName: 'Acme & Co',
      tinType: 'EIN',
      tin: '12-3456789',
      phoneNumber: '(617) 555-0100',
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
    };
    expect(validatePayer(payer, 2025).errors).toEqual([]);
    expect(payerFromForms(payer)).toEqual({
      entityType: 'Business',
      tinType: 'EIN',
      tin: '123456789',
      businessName: 'Acme & Co',
      phone: '(617) 555-0100',
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
    });
    const filing = {
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      correctionType: 'First',
      originalFilingId: 'f-1',
      payee: {
        entityType: 'Individual',
        firstName: 'Zoë',
        lastName: "O'Neil",
        tinType: 'SSN',
        tin: '123-45-6789',
        address: { line1: '2 Elm St', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
      filingData: { nonEmployeeComp: 0, federalTaxWithheld: null, payeeAccountNumber: '', rents: 100 },
    };
    expect(validateFiling(filing).errors).toEqual([]);
    expect(returnFromForms(filing, { previousUniqueRecordId: '2025-12345678901-a1b2c3d4e|1|1' })).toEqual({
      formType: 'Type_1099_NEC',
      taxYear: 2025,
      correction: 'G',
      previousUniqueRecordId: '2025-12345678901-a1b2c3d4e|1|1',
      payee: {
        entityType: 'Individual',
        tinType: 'SSN',
        tin: '123456789',
        firstName: 'Zoë',
        lastName: "O'Neil",
        address: { line1: '2 Elm St', city: 'Austin', state: 'TX', postalCode: '78701' },
      },
      // Blank values and the MISC box the NEC does not have are left out.
      filingData: { nonEmployeeComp: 0 },
    });
    expect(returnFromForms({ ...filing, correctionType: 'Second' }).correction).toBe('C');
    expect(returnFromForms({ ...filing, correctionType: 'Original' }).correction).toBeUndefined();
  });

  it('refuses what the validators refuse outright', () => {
    expect(() => returnFromForms({ filingType: 'W-2', filingYear: 2025 })).toThrow(/no form type/);
    expect(() => returnFromForms({ filingType: 'Type_1099_NEC', filingYear: 2010 })).toThrow(/tax year 2010/);
  });
});
