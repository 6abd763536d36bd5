import type { EfilePayer, EfileReturn } from '@file1099/efile';
import { getFormDefinition, type BoxValue, type FormType } from '@file1099/forms';
import type { Statement } from '../values.ts';

export const PAYER: EfilePayer = {
  entityType: 'Business',
  tinType: 'EIN',
  tin: '123456789',
  businessName: 'Acme Widgets LLC',
  address: {
    line1: '100 Main Street',
    line2: 'Suite 5',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
  },
  phone: '217-555-0100',
};

export const PAYEE_TIN = '987654321';

/** Text values the catalogue's text boxes get in the samples. */
const TEXT_VALUES: Readonly<Record<string, string>> = {
  tippedOccupationCode1: '101',
  tippedOccupationCode2: '205',
  foreignCountry: 'Canada',
  taxExemptTaxCreditBondCusipNo: '123456AB7',
  calendarYear: '2024',
  description: 'Bond 4.5% due 2031',
  address: '12 Elm Road Dover DE 19901',
  payeeAccountNumber: 'ACCT-77',
  payerRtn: '021000021',
  state1Code: 'IL',
  state1EIN: '1234-5678',
  dateOfClosing: '2025-03-15',
};

/**
 * A filing with every field of its form and year filled: money box n (1-based, in catalogue order)
 * holds n × $1,111.11 plus the year's last digit in cents, so every amount is distinct and findable.
 */
export function sampleStatement(formType: FormType, taxYear: number, correction = false): Statement {
  const definition = getFormDefinition(formType, taxYear);
  if (!definition) throw new Error(`No ${formType} in ${taxYear}`);
  const filingData: Record<string, BoxValue> = {};
  let n = 0;
  for (const box of [...definition.boxes, ...definition.stateFields, ...definition.extraFields]) {
    if (box.type === 'money') {
      n += 1;
      filingData[box.name] = n * 111_111 + (taxYear % 10);
    } else if (box.type === 'boolean') {
      filingData[box.name] = true;
    } else {
      filingData[box.name] = TEXT_VALUES[box.name] ?? `T-${box.name}`;
    }
  }
  const ret: EfileReturn = {
    formType,
    taxYear,
    payee: {
      entityType: 'Individual',
      tinType: 'SSN',
      tin: PAYEE_TIN,
      firstName: 'Maria',
      lastName: 'Gonzalez',
      address: { line1: '42 Oak Avenue', line2: 'Apt 3', city: 'Madison', state: 'WI', postalCode: '53703' },
    },
    filingData,
  };
  if (correction) ret.correction = 'G';
  return { payer: PAYER, ret };
}
