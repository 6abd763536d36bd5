import { describe, expect, it } from 'vitest';
import { PAYEE_COLUMNS } from '../import/columns.ts';
import { validatePayee } from '../rules/validate-party.ts';
import { ADDRESS_FIELDS, emptyAddress, pickAddress } from './address.ts';
import { IRS_TEXT_RULES } from './irs-text.ts';
import {
  getRequiredPayeeFields,
  PAYEE_FIELD_NAMES,
  PAYEE_FIELDS,
  PAYEE_TEXT_FIELDS,
  type PayeeValues,
} from './payee-model.ts';

const INDIVIDUAL: PayeeValues = {
  entityType: 'Individual',
  businessName: '',
  dba: '',
  firstName: 'Mary',
  middleName: '',
  lastName: 'Lee',
  tinType: 'SSN',
  tin: '512-34-5678',
  emailAddress: '',
  phoneNumber: '',
  phoneExt: '',
  address: { ...emptyAddress(), line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
};
const BUSINESS: PayeeValues = {
  ...INDIVIDUAL,
  entityType: 'Business',
  businessName: 'Bolt Supply Inc',
  firstName: '',
  lastName: '',
  tinType: 'EIN',
  tin: '27-5551234',
};

const paths = (values: PayeeValues) => validatePayee(values).errors.map((problem) => problem.path);

describe('the payee model', () => {
  it('lists the text fields and the address, in the form order', () => {
    expect(PAYEE_FIELD_NAMES.at(-1)).toBe('address');
    expect(PAYEE_TEXT_FIELDS).toEqual(PAYEE_FIELD_NAMES.filter((field) => field !== 'address'));
    expect(Object.keys(INDIVIDUAL).sort()).toEqual([...PAYEE_FIELD_NAMES].sort());
  });

  it.each([INDIVIDUAL, BUSINESS])('requires what the payee form requires of a $entityType', (payee) => {
    expect(paths(payee)).toEqual([]);
    const required = getRequiredPayeeFields(payee.entityType);
    for (const field of PAYEE_TEXT_FIELDS) {
      const blank = paths({ ...payee, [field]: '' });
      if (required.includes(field)) expect(blank, field).toContain(field);
      else expect(blank, field).toEqual([]);
    }
  });

  it('checks each field with an IRS text rule against that rule', () => {
    for (const field of PAYEE_TEXT_FIELDS) {
      const rule = PAYEE_FIELDS[field].irsText;
      if (rule === null) continue;
      const payee = field === 'businessName' || field === 'dba' ? BUSINESS : INDIVIDUAL;
      const tooLong = 'x'.repeat((IRS_TEXT_RULES[rule].irisMaxLength ?? 200) + 1);
      const value = field === 'emailAddress' ? `${tooLong}@example.com` : tooLong;
      const problems = validatePayee({ ...payee, [field]: value }).errors;
      expect(
        problems.some((problem) => problem.path === field),
        field,
      ).toBe(true);
    }
  });

  it('has one address: its parts, and nothing else picked from a row', () => {
    expect(Object.keys(emptyAddress())).toEqual([...ADDRESS_FIELDS]);
    const row = { ...INDIVIDUAL.address, id: 7, displayName: 'Mary Lee' };
    expect(Object.keys(pickAddress(row))).toEqual([...ADDRESS_FIELDS]);
  });
});

describe('the payee model in the import templates', () => {
  it('has a column for every field but the middle name (the first-name cell carries it), and no other', () => {
    const keys = PAYEE_COLUMNS.map((column) => column.key).sort();
    const model = [...PAYEE_TEXT_FIELDS.filter((field) => field !== 'middleName'), ...ADDRESS_FIELDS].sort();
    expect(keys).toEqual(model);
  });
});
