import { describe, expect, it } from 'vitest';
import { STREET_LENGTH_MESSAGE } from '../identity/address.ts';
import { getFilingColumns, matchColumns, PAYEE_COLUMNS } from './columns.ts';
import { parseSheetRows, type CellValue, type SheetRow } from './rows.ts';

const NEC_2025 = getFilingColumns('Type_1099_NEC', 2025) ?? [];
const HEADERS = NEC_2025.map((c) => c.header);

function sheet(rows: Record<string, CellValue>[], columns = NEC_2025) {
  const headers = columns.map((c) => c.header);
  const sheetRows: SheetRow[] = rows.map((values, i) => ({
    rowNumber: 5 + i,
    cells: headers.map((h) => values[h] ?? null),
  }));
  return parseSheetRows(sheetRows, matchColumns(headers, columns).indexByKey, columns);
}

describe('parsing sheet rows (spec part 2 §5)', () => {
  it('reads a payee and its boxes: money in cents, blank amounts 0.00, blank checkboxes unchecked', () => {
    const { records, problems, skipped } = sheet([
      {
        "Payee's TIN": '27-1234567',
        'TIN Type': 'ein',
        'Business Name': ' Acme ',
        'Box 1 Nonemployee Comp': '$1,234.50',
        'Box 4 Fed Tax Withheld': '',
        Country: 'United States',
        State: 'il',
      },
    ]);
    expect(problems).toEqual([]);
    expect(skipped).toEqual([]);
    expect(records).toEqual([
      {
        row: 5,
        payee: expect.objectContaining({
          tin: '271234567',
          tinType: 'EIN',
          entityType: 'Business',
          businessName: 'Acme',
          firstName: null,
          address: expect.objectContaining({ country: 'US', state: 'IL' }),
        }),
        filingData: {
          nonEmployeeComp: 123450,
          federalTaxWithheld: 0,
          goldenParachutePayment: 0,
          state1TaxWithheld: 0,
          state1Income: 0,
          directSalesIndicator: false,
          secondTinNotice: false,
        },
      },
    ]);
  });

  it('drops blank rows and rows without a TIN, and keeps only the first of repeated TINs, saying so', () => {
    const { records, skipped } = sheet([
      {
        "Payee's TIN": '521-12-3456',
        'First Name': 'Jane',
        'Last Name': 'Roe',
        'Box 1 Nonemployee Comp': 100,
      },
      {},
      { 'First Name': 'No', 'Last Name': 'Tin', 'Box 1 Nonemployee Comp': 100 },
      { "Payee's TIN": '521123456', 'First Name': 'Jane', 'Box 1 Nonemployee Comp': 200 },
    ]);
    expect(records.map((r) => r.row)).toEqual([5]);
    expect(skipped).toEqual([
      { row: 7, reason: 'No TIN, so the row was left out.' },
      { row: 8, reason: 'The TIN *****3456 is already on row 5, so this row was left out.' },
    ]);
  });

  it('infers the entity type, splits a two-part first name and reads unknown TIN types as NA', () => {
    const { records } = sheet([
      {
        "Payee's TIN": '900-70-1234',
        'TIN Type': 'TAXID',
        'First Name': 'Mary Ann',
        'Last Name': 'Lee',
        'Box 1 Nonemployee Comp': 1,
      },
    ]);
    expect(records[0]?.payee).toMatchObject({
      tinType: 'NA',
      entityType: 'Individual',
      firstName: 'Mary',
      middleName: 'Ann',
      lastName: 'Lee',
    });
  });

  it('keeps a suffix typed after the first name with the last name, not the middle name', () => {
    const { records } = sheet([
      {
        "Payee's TIN": '900-70-1234',
        'First Name': 'John Paul Jr.',
        'Last Name': 'de la Cruz',
        'Box 1 Nonemployee Comp': 1,
      },
      { "Payee's TIN": '900-70-1235', 'First Name': 'Ann III', 'Box 1 Nonemployee Comp': 1 },
    ]);
    expect(records[0]?.payee).toMatchObject({
      firstName: 'John',
      middleName: 'Paul',
      lastName: 'de la Cruz Jr.',
    });
    // With no last name there is nothing to attach the suffix to: the row keeps what was typed.
    expect(records[1]?.payee).toMatchObject({ firstName: 'Ann', middleName: 'III', lastName: null });
  });

  it('reads booleans from true, yes and y, and direct sales from an amount', () => {
    const { records } = sheet([
      {
        "Payee's TIN": '111111111',
        'Box 2 Direct Sales': 'Yes',
        '2nd TIN Notice': 'y',
        'Box 1 Nonemployee Comp': 1,
      },
      {
        "Payee's TIN": '222222222',
        'Box 2 Direct Sales': 5000,
        '2nd TIN Notice': 'no',
        'Box 1 Nonemployee Comp': 1,
      },
      { "Payee's TIN": '333333333', 'Box 2 Direct Sales': '4,999.99', 'Box 1 Nonemployee Comp': 1 },
      { "Payee's TIN": '444444444', 'Box 2 Direct Sales': 0, 'Box 1 Nonemployee Comp': 1 },
      { "Payee's TIN": '555555555', 'Box 2 Direct Sales': true, 'Box 1 Nonemployee Comp': 1 },
    ]);
    expect(records.map((r) => [r.filingData.directSalesIndicator, r.filingData.secondTinNotice])).toEqual([
      [true, true],
      [true, false],
      [false, false],
      [undefined, false],
      [true, false],
    ]);
  });

  it('rejects a row whose cell cannot be read, naming the row and column, and keeps the others', () => {
    const { records, problems } = sheet([
      { "Payee's TIN": '111111111', 'Box 1 Nonemployee Comp': 'lots' },
      { "Payee's TIN": '222222222', 'Box 1 Nonemployee Comp': '-5.00' },
      { "Payee's TIN": '333333333', 'Box 1 Nonemployee Comp': new Date('2025-01-01') },
      { "Payee's TIN": '444444444', 'Box 1 Nonemployee Comp': '999999999999999999' },
      { "Payee's TIN": '555555555', 'Box 1 Nonemployee Comp': ' 10.005 ' },
    ]);
    expect(problems).toEqual([
      {
        row: 5,
        column: 'Box 1 Nonemployee Comp',
        message: '"lots" is not an amount. Enter a number such as 1234.50.',
      },
      {
        row: 6,
        column: 'Box 1 Nonemployee Comp',
        message: '"-5.00" is negative; 1099 amounts are 0.00 or more.',
      },
      {
        row: 7,
        column: 'Box 1 Nonemployee Comp',
        message: '"2025-01-01" is not an amount. Enter a number such as 1234.50.',
      },
      { row: 8, column: 'Box 1 Nonemployee Comp', message: '"999999999999999999": Amount is too large.' },
    ]);
    expect(records.map((r) => r.filingData.nonEmployeeComp)).toEqual([1001]);
  });

  it('reads dates from date cells or ISO text and refuses other text', () => {
    const columns = [
      ...PAYEE_COLUMNS,
      { key: 'dateOfClosing', header: 'Date of Closing', kind: 'date' as const },
    ];
    const { records, problems } = sheet(
      [
        { "Payee's TIN": '111111111', 'Date of Closing': new Date('2025-06-30T00:00:00Z') },
        { "Payee's TIN": '222222222', 'Date of Closing': '2025-07-01' },
        { "Payee's TIN": '333333333', 'Date of Closing': 'June 30' },
        { "Payee's TIN": '444444444' },
      ],
      columns,
    );
    expect(records.map((r) => r.filingData.dateOfClosing)).toEqual(['2025-06-30', '2025-07-01', undefined]);
    expect(problems).toEqual([
      { row: 7, column: 'Date of Closing', message: '"June 30" is not a date. Enter it as YYYY-MM-DD.' },
    ]);
  });

  it('reads a sheet whose columns are in another order', () => {
    const headers = ['Box 1 Nonemployee Comp', 'Recipient TIN', 'First Name'];
    const parsed = parseSheetRows(
      [{ rowNumber: 5, cells: [12.5, '521-12-9999', 'Ann'] }],
      matchColumns(headers, NEC_2025).indexByKey,
      NEC_2025,
    );
    expect(parsed.records[0]).toMatchObject({
      payee: { tin: '521129999', firstName: 'Ann' },
      filingData: { nonEmployeeComp: 1250 },
    });
    expect(HEADERS).toHaveLength(26);
  });

  it("checks each payee with the payee form's rules when asked, naming the row, column and reason", () => {
    const headers = NEC_2025.map((c) => c.header);
    const rows: Record<string, CellValue>[] = [
      {
        "Payee's TIN": '12-34',
        'TIN Type': 'EIN',
        'Business Name': 'Short TIN LLC',
        'Box 1 Nonemployee Comp': 5,
      },
      { "Payee's TIN": '521-12-3456', 'TIN Type': 'SSN', 'First Name': 'Jane', 'Box 1 Nonemployee Comp': 5 },
      {
        "Payee's TIN": '27-1234567',
        'TIN Type': 'EIN',
        'Business Name': 'Mail Co',
        Email: 'not-an-address',
        'Address Line 1': 'x'.repeat(41),
        'Box 1 Nonemployee Comp': 'lots',
      },
      { "Payee's TIN": '000000000', 'Business Name': 'Placeholder Co', 'Box 1 Nonemployee Comp': 9 },
    ];
    const sheetRows: SheetRow[] = rows.map((values, i) => ({
      rowNumber: 5 + i,
      cells: headers.map((h) => values[h] ?? null),
    }));
    const indexByKey = matchColumns(headers, NEC_2025).indexByKey;
    const checked = parseSheetRows(sheetRows, indexByKey, NEC_2025, { checkPayee: true });
    expect(checked.problems).toEqual([
      { row: 5, column: "Payee's TIN", message: 'Please enter a valid FEIN' },
      { row: 6, column: 'Last Name', message: 'Last name is required' },
      { row: 7, column: 'Email', message: 'Must be a valid email' },
      { row: 7, column: 'Address Line 1 + Address Line 2', message: STREET_LENGTH_MESSAGE },
      { row: 7, column: 'Box 1 Nonemployee Comp', message: expect.any(String) as string },
    ]);
    // A placeholder TIN is a valid TIN of no type; only that row is left to import.
    expect(checked.records.map((record) => record.row)).toEqual([8]);
    // Without the check (a payer file has its own rules) only unreadable cells reject a row.
    const unchecked = parseSheetRows(sheetRows, indexByKey, NEC_2025);
    expect(unchecked.records.map((record) => record.row)).toEqual([5, 6, 8]);
  });
});
