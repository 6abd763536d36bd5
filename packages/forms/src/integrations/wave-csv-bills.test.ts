import { describe, expect, it } from 'vitest';
import { summariseImport } from './import-summary.ts';
import { findWaveColumns } from './wave-csv-columns.ts';
import { getWaveHeaderProblem, parseCsv, WAVE_CSV_MESSAGES, waveExportPaymentLines } from './wave-csv.ts';

const HEADER =
  'Transaction ID,Transaction Date,Transaction Line Description,Amount (One Column),Vendor,Bill Number,Account Type,Account Name';

const match = {
  vendors: [
    { vendorId: 'V1', name: 'Acme Design' },
    { vendorId: 'V2', name: 'Rent Holdings' },
  ],
  accounts: [
    { accountId: 'A-contract', accountName: 'Contract Labor' },
    { accountId: 'A-rent', accountName: 'Rent Expense' },
    { accountId: 'A-ap', accountName: 'Accounts Payable' },
    { accountId: 'A-bank', accountName: 'Checking' },
  ],
};

const AP = 'Expected Payments to Vendors,Accounts Payable';
const csv = (...rows: string[]) => parseCsv([HEADER, ...rows].join('\r\n'));
const brief = (lines: ReturnType<typeof waveExportPaymentLines>) =>
  lines.map((line) => [line.transactionId, line.vendorId, line.paidOn, line.accountId, line.amountCents]);

// Two bills of Acme's, booked to its expense accounts against Accounts Payable.
const BILLS = [
  'B1,2025-12-10,Design,3000.00,Acme Design,101,Operating Expense,Contract Labor',
  'B1,2025-12-10,Studio,1000.00,Acme Design,101,Operating Expense,Rent Expense',
  `B1,2025-12-10,Bill 101,-4000.00,Acme Design,101,${AP}`,
  'B2,2026-02-03,Design,2000.00,Acme Design,102,Operating Expense,Contract Labor',
  `B2,2026-02-03,Bill 102,-2000.00,Acme Design,102,${AP}`,
];

describe('payments booked to Accounts Payable in Wave’s export', () => {
  it('never counts a bill, and splits a payment over the bill it names by its accounts', () => {
    const lines = waveExportPaymentLines(
      csv(
        ...BILLS,
        `P1,2026-01-05,Payment,4000.00,Acme Design,101,${AP}`,
        'P1,2026-01-05,Payment,-4000.00,Acme Design,101,Cash and Bank,Checking',
      ),
      match,
    );
    // The December bill is paid in January: cash basis puts it in the payment's year.
    expect(brief(lines)).toEqual([
      ['P1', 'V1', '2026-01-05', 'A-contract', 300000],
      ['P1', 'V1', '2026-01-05', 'A-rent', 100000],
    ]);
  });

  it('splits a payment naming no bill over the vendor’s bills so far, in whole cents that add up', () => {
    const lines = waveExportPaymentLines(
      csv(
        ...BILLS,
        // $1,000.01 over $6,000 of bills: $3,000, $1,000 and $2,000 of accounts.
        `P2,2026-03-01,Payment,1000.01,Acme Design,,${AP}`,
        'P2,2026-03-01,Payment,-1000.01,Acme Design,,Cash and Bank,Checking',
      ),
      match,
    );
    expect(brief(lines)).toEqual([
      ['P2', 'V1', '2026-03-01', 'A-contract', 50001],
      ['P2', 'V1', '2026-03-01', 'A-rent', 16666],
      ['P2', 'V1', '2026-03-01', 'A-contract', 33334],
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(100001);
  });

  it('takes only the bills dated by the payment, unless the vendor has none that early', () => {
    const early = waveExportPaymentLines(
      csv(
        ...BILLS,
        `P3,2026-01-20,Payment,100.00,Acme Design,,${AP}`,
        'P3,2026-01-20,Payment,-100.00,Acme Design,,Cash and Bank,Checking',
      ),
      match,
    );
    expect(brief(early).map((line) => line[4])).toEqual([7500, 2500]);
    const beforeAny = waveExportPaymentLines(
      csv(
        ...BILLS.slice(3),
        `P4,2026-01-20,Payment,100.00,Acme Design,,${AP}`,
        'P4,2026-01-20,Payment,-100.00,Acme Design,,Cash and Bank,Checking',
      ),
      match,
    );
    expect(brief(beforeAny)).toEqual([['P4', 'V1', '2026-01-20', 'A-contract', 10000]]);
  });

  it('makes a payment with no bill of its vendor one Unknown line with the reason', () => {
    const lines = waveExportPaymentLines(
      csv(
        ...BILLS,
        `P5,2026-04-01,Rent,2500.00,Rent Holdings,,${AP}`,
        'P5,2026-04-01,Rent,-2500.00,Rent Holdings,,Cash and Bank,Checking',
      ),
      match,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        transactionId: 'P5',
        vendorId: 'V2',
        accountId: null,
        amountCents: 250000,
        error: WAVE_CSV_MESSAGES.noBill,
      }),
    ]);
    const [summary] = summariseImport({
      taxYear: 2026,
      vendors: [{ vendorId: 'V2', name: 'Rent Holdings', is1099Vendor: false }],
      lines,
      mappings: { 'MISC.rents': ['A-rent'] },
      include1099VendorsOnly: false,
    });
    expect(summary).toMatchObject({ unknownCents: 250000, includedCents: 0 });
  });

  it('keeps a card-funded payment to Accounts Payable out of the boxes, as any card payment', () => {
    const lines = waveExportPaymentLines(
      csv(
        ...BILLS,
        `P6,2026-05-01,Payment,4000.00,Acme Design,101,${AP}`,
        'P6,2026-05-01,Payment,-4000.00,Acme Design,101,Credit Card,Visa',
      ),
      match,
    );
    expect(lines.map((line) => line.funding)).toEqual(['card', 'card']);
    const [summary] = summariseImport({
      taxYear: 2026,
      vendors: [{ vendorId: 'V1', name: 'Acme Design', is1099Vendor: false }],
      lines,
      mappings: { 'NEC.nonEmployeeComp': ['A-contract'] },
      include1099VendorsOnly: false,
    });
    expect(summary).toMatchObject({ excludedCents: 400000, includedCents: 0 });
  });

  it('totals a year of direct and Accounts Payable payments per box', () => {
    const lines = waveExportPaymentLines(
      csv(
        ...BILLS,
        `P1,2026-01-05,Payment,4000.00,Acme Design,101,${AP}`,
        'P1,2026-01-05,Payment,-4000.00,Acme Design,101,Cash and Bank,Checking',
        'D1,2026-06-01,Extra design,150.00,Acme Design,,Operating Expense,Contract Labor',
        'D1,2026-06-01,Payment,-150.00,Acme Design,,Cash and Bank,Checking',
      ),
      match,
    );
    const [summary] = summariseImport({
      taxYear: 2026,
      vendors: [{ vendorId: 'V1', name: 'Acme Design', is1099Vendor: false }],
      lines,
      mappings: { 'NEC.nonEmployeeComp': ['A-contract'], 'MISC.rents': ['A-rent'] },
      include1099VendorsOnly: false,
    });
    // The bills' $6,000 are not counted; the $4,000 paid and the $150 purchase are.
    expect(summary?.allCents).toBe(415000);
    expect(summary?.boxes).toEqual({ 'NEC.nonEmployeeComp': 315000, 'MISC.rents': 100000 });
  });
});

describe('the export’s columns', () => {
  it('are found in any order and case, with extra columns and other spellings', () => {
    const header = [
      'ACCOUNT NAME',
      'notes',
      'amount (one column)',
      'Vendor Name',
      'date',
      'Account Type',
      'Transaction ID',
    ];
    const { columns, missing } = findWaveColumns(header);
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({
      accountName: 0,
      amount: 2,
      vendor: 3,
      date: 4,
      accountType: 5,
      transactionId: 6,
    });
    expect(columns.billNumber).toBe(-1);
    const lines = waveExportPaymentLines(
      [
        header,
        ['Contract Labor', 'x', '120.00', 'Acme Design', '3/2/2026', 'Operating Expense', 'T1'],
        ['Checking', '', '-120.00', 'Acme Design', '3/2/2026', 'Cash and Bank', 'T1'],
      ],
      match,
    );
    expect(brief(lines)).toEqual([['T1', 'V1', '2026-03-02', 'A-contract', 12000]]);
  });

  it('take the debit and credit columns when there is no one-column amount', () => {
    const header = [
      'Transaction ID',
      'Transaction Date',
      'Debit Amount',
      'Credit Amount',
      'Vendor',
      'Account Type',
      'Account Name',
    ];
    expect(findWaveColumns(header).missing).toEqual([]);
    const lines = waveExportPaymentLines(
      [
        header,
        ['T1', '2026-03-02', '80.00', '', 'Acme Design', 'Operating Expense', 'Contract Labor'],
        ['T1', '2026-03-02', '', '80.00', 'Acme Design', 'Cash and Bank', 'Checking'],
      ],
      match,
    );
    expect(brief(lines)).toEqual([['T1', 'V1', '2026-03-02', 'A-contract', 8000]]);
  });

  it('refuse a file that lacks a needed column, naming each one missing', () => {
    const rows = parseCsv('Transaction ID,Date,Debit Amount,Vendor,Account\nT1,2026-01-01,5,A,Rent\n');
    const missing = [
      'Amount (One Column) (or Debit Amount (Two Column Approach) and Credit Amount (Two Column Approach))',
      'Account Type',
    ];
    expect(findWaveColumns(rows[0] ?? []).missing).toEqual(missing);
    expect(getWaveHeaderProblem(rows)).toBe(WAVE_CSV_MESSAGES.notWave(missing));
    expect(() => waveExportPaymentLines(rows, match)).toThrow(
      'it has no column "Amount (One Column) (or Debit Amount (Two Column Approach) and Credit Amount (Two Column Approach))", "Account Type".',
    );
    expect(getWaveHeaderProblem([])).toBe(WAVE_CSV_MESSAGES.empty);
  });
});
