import { AMOUNT_CODES, getAmountFieldName } from './layout-b.ts';
import { defineLayout, END_FIELD, REQUIRED, type FieldDefinition } from './fields.ts';

const CONTROL_TOTALS: readonly FieldDefinition[] = AMOUNT_CODES.map((code, index): FieldDefinition => {
  const start = 16 + index * 18;
  return [getAmountFieldName(code), start, start + 17, 'M', `Control Total ${code}`, REQUIRED];
});

/** End of Payer "C" record. Pub 1220 (2025), Part C, Sec. 4; reference §6.1. */
export const C_LAYOUT = defineLayout([
  ['recordType', 1, 1, 'A', 'Record Type', REQUIRED],
  ['numberOfPayees', 2, 9, 'N', 'Number of Payees', REQUIRED],
  ['', 10, 15, 'B', 'Blank'],
  ...CONTROL_TOTALS,
  ['', 340, 499, 'B', 'Blank'],
  ['recordSequenceNumber', 500, 507, 'N', 'Record Sequence Number', REQUIRED],
  ['', 508, 748, 'B', 'Blank'],
  END_FIELD,
]);

/** State Totals "K" record (CF/SF only). Pub 1220 (2025), Part C, Sec. 5; reference §6.2. */
export const K_LAYOUT = defineLayout([
  ['recordType', 1, 1, 'A', 'Record Type', REQUIRED],
  ['numberOfPayees', 2, 9, 'N', 'Number of Payees', REQUIRED],
  ['', 10, 15, 'B', 'Blank'],
  ...CONTROL_TOTALS,
  ['', 340, 499, 'B', 'Blank'],
  ['recordSequenceNumber', 500, 507, 'N', 'Record Sequence Number', REQUIRED],
  ['', 508, 706, 'B', 'Blank'],
  ['stateIncomeTaxWithheldTotal', 707, 724, 'M', 'State Income Tax Withheld Total', { blankAllowed: true }],
  ['localIncomeTaxWithheldTotal', 725, 742, 'M', 'Local Income Tax Withheld Total', { blankAllowed: true }],
  ['', 743, 746, 'B', 'Blank'],
  ['combinedFederalStateCode', 747, 748, 'N', 'Combined Federal/State Code', REQUIRED],
  END_FIELD,
]);

/** End of Transmission "F" record. Pub 1220 (2025), Part C, Sec. 6; reference §6.3. */
export const F_LAYOUT = defineLayout([
  ['recordType', 1, 1, 'A', 'Record Type', REQUIRED],
  ['numberOfARecords', 2, 9, 'N', 'Number of "A" Records', REQUIRED],
  ['zero', 10, 30, 'N', 'Zero', REQUIRED],
  ['', 31, 49, 'B', 'Blank'],
  ['totalNumberOfPayees', 50, 57, 'N', 'Total Number of Payees', { blankAllowed: true }],
  ['', 58, 499, 'B', 'Blank'],
  ['recordSequenceNumber', 500, 507, 'N', 'Record Sequence Number', REQUIRED],
  ['', 508, 748, 'B', 'Blank'],
  END_FIELD,
]);
