import { describe, expect, it } from 'vitest';
import { summariseImport } from './import-summary.ts';
import {
  CsvError,
  getWaveHeaderProblem,
  parseCsv,
  readWaveAmount,
  readWaveDate,
  WAVE_CSV_MESSAGES,
  waveExportPaymentLines,
} from './wave-csv.ts';

const HEADER =
  'Transaction ID,Transaction Line ID,Transaction Date,Transaction Description,Transaction Line Description,Amount (One Column),Debit Amount (Two Column Approach),Credit Amount (Two Column Approach),Other Accounts for this Transaction,Vendor,Bill Number,Account Type,Account Name';

const match = {
  vendors: [
    { vendorId: 'V1', name: 'Acme, Design LLC' },
    { vendorId: 'V2', name: 'Rent Holdings' },
  ],
  accounts: [
    { accountId: 'A-contract', accountName: 'Contract Labor' },
    { accountId: 'A-rent', accountName: 'Rent Expense' },
    { accountId: 'A-bank', accountName: 'Checking' },
  ],
};

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, a BOM and CRLF', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\n,"",last\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['', '', 'last'],
    ]);
  });

  it('reads a last row without a line break and a lone CR as a line break', () => {
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('refuses an unclosed quote, a stray quote and binary data with a clear message', () => {
    expect(() => parseCsv('a,b\n"open,c\nd,e\n')).toThrow(WAVE_CSV_MESSAGES.unclosedQuote(2));
    expect(() => parseCsv('a,b\nx"y,c\n')).toThrow(WAVE_CSV_MESSAGES.strayQuote(2));
    expect(() => parseCsv('"a"b,c\n')).toThrow(CsvError);
    expect(() => parseCsv('PK\u0003\u0004\u0000\u0000')).toThrow(WAVE_CSV_MESSAGES.notText);
  });

  it('stops at the row limit', () => {
    expect(() => parseCsv('a\nb\nc\n', 2)).toThrow(WAVE_CSV_MESSAGES.tooManyRows);
    expect(parseCsv('a\nb\n', 2)).toHaveLength(2);
  });
});

describe('amounts and dates', () => {
  it('reads dollars as cents', () => {
    expect(readWaveAmount('1234.5')).toBe(123450);
    expect(readWaveAmount('-12.00')).toBe(-1200);
    expect(readWaveAmount('"1,234.56"'.replaceAll('"', ''))).toBe(123456);
    expect(readWaveAmount('(7.25)')).toBe(-725);
    expect(readWaveAmount('$0.10')).toBe(10);
    expect(readWaveAmount('abc')).toBeNull();
    expect(readWaveAmount('')).toBeNull();
  });

  it('reads ISO and US dates and refuses impossible ones', () => {
    expect(readWaveDate('2026-03-01')).toBe('2026-03-01');
    expect(readWaveDate('3/1/2026')).toBe('2026-03-01');
    expect(readWaveDate('2026-02-30')).toBeNull();
    expect(readWaveDate('yesterday')).toBeNull();
  });
});

describe("Wave's transactions export", () => {
  const csv = [
    HEADER,
    // A bill payment over two expense accounts, paid from the bank.
    'W1,W1-1,2026-02-01,Payment to Acme,Design,1500.00,1500.00,,Checking,"Acme, Design LLC",B-1,Operating Expense,Contract Labor',
    'W1,W1-2,2026-02-01,Payment to Acme,Rent share,200.00,200.00,,Checking,"Acme, Design LLC",B-1,Operating Expense,Rent Expense',
    'W1,W1-3,2026-02-01,Payment to Acme,Payment to Acme,-1700.00,,1700.00,"Contract Labor, Rent Expense","Acme, Design LLC",B-1,Cash and Bank,Checking',
    // Paid by card: excluded by default.
    'W2,W2-1,2026-05-01,Payment to Acme,Design,900.00,900.00,,Visa,"Acme, Design LLC",,Operating Expense,Contract Labor',
    'W2,W2-2,2026-05-01,Payment to Acme,Payment,-900.00,,900.00,Contract Labor,"Acme, Design LLC",,Credit Card,Visa',
    // Rent paid through PayPal.
    'W3,W3-1,2026-06-01,Payment,Rent,2500.00,2500.00,,PayPal,Rent Holdings,,Operating Expense,Rent Expense',
    'W3,W3-2,2026-06-01,Payment,Payment,-2500.00,,2500.00,Rent Expense,Rent Holdings,,Cash and Bank,PayPal',
    // Rent from the bank, an account unknown to Wave's API, a vendor unknown to it, and a sale.
    'W4,W4-1,2026-07-01,Payment,Rent,2100.00,2100.00,,Checking,Rent Holdings,,Operating Expense,Rent Expense',
    'W4,W4-2,2026-07-01,Payment,Misc,50.00,50.00,,Checking,Rent Holdings,,Operating Expense,Office Snacks',
    'W4,W4-3,2026-07-01,Payment,Payment,-2150.00,,2150.00,Rent Expense,Rent Holdings,,Cash and Bank,Checking',
    'W5,W5-1,2026-08-01,Payment,Work,300.00,300.00,,Checking,Stranger Co,,Operating Expense,Contract Labor',
    'W5,W5-2,2026-08-01,Payment,Payment,-300.00,,300.00,Contract Labor,Stranger Co,,Cash and Bank,Checking',
    'W6,W6-1,2026-09-01,Sale,Sale,-800.00,,800.00,Checking,,,Income,Sales',
    'W6,W6-2,2026-09-01,Sale,Sale,800.00,800.00,,Sales,,,Cash and Bank,Checking',
  ].join('\r\n');

  it('is recognised by its header row', () => {
    expect(getWaveHeaderProblem(parseCsv(csv))).toBeNull();
    expect(getWaveHeaderProblem(parseCsv('Name,TIN,Amount\nA,1,2\n'))).not.toBeNull();
    expect(() => waveExportPaymentLines(parseCsv('Name,TIN\n'), match)).toThrow(
      "This CSV file is not Wave's transactions export",
    );
  });

  it('gives one line per expense line, matched to Wave’s vendors and accounts by name', () => {
    const lines = waveExportPaymentLines(parseCsv(csv), match);
    expect(
      lines.map((line) => [
        line.transactionId,
        line.vendorId,
        line.accountId,
        line.amountCents,
        line.funding,
      ]),
    ).toEqual([
      ['W1', 'V1', 'A-contract', 150000, 'bank'],
      ['W1', 'V1', 'A-rent', 20000, 'bank'],
      ['W2', 'V1', 'A-contract', 90000, 'card'],
      ['W3', 'V2', 'A-rent', 250000, 'paypal'],
      ['W4', 'V2', 'A-rent', 210000, 'bank'],
      ['W4', 'V2', 'name:Office Snacks', 5000, 'bank'],
      ['W5', null, 'A-contract', 30000, 'bank'],
    ]);
  });

  it('totals per vendor and box through the partners’ summary, with the year’s threshold', () => {
    const lines = waveExportPaymentLines(parseCsv(csv), match);
    const summaries = summariseImport({
      taxYear: 2026,
      vendors: match.vendors.map((vendor) => ({ ...vendor, is1099Vendor: false })),
      lines,
      mappings: { 'NEC.nonEmployeeComp': ['A-contract'], 'MISC.rents': ['A-rent'] },
      include1099VendorsOnly: false,
    });
    const acme = summaries.find((summary) => summary.vendorId === 'V1');
    const rent = summaries.find((summary) => summary.vendorId === 'V2');
    // Acme: $1,500 NEC (the card payment left out) is under TY2026's $2,000; its $200 rent too.
    expect(acme?.forms.every((form) => form.skipReason !== null)).toBe(true);
    // Rent Holdings: $2,100 of rent from the bank (PayPal left out) reaches the threshold.
    const misc = rent?.forms.find((form) => form.formType === 'Type_1099_MISC');
    expect(misc?.skipReason).toBeNull();
    expect(Object.values(misc?.filingData ?? {})).toEqual([210000]);
  });

  it('refuses a row whose amount or date cannot be read, naming the row', () => {
    const bad = `${HEADER}\nW1,W1-1,2026-02-01,P,D,abc,,,Checking,Rent Holdings,,Operating Expense,Rent Expense\n`;
    expect(() => waveExportPaymentLines(parseCsv(bad), match)).toThrow(WAVE_CSV_MESSAGES.badAmount(2, 'abc'));
    const badDate = `${HEADER}\nW1,W1-1,31/31/2026,P,D,5.00,,,Checking,Rent Holdings,,Operating Expense,Rent Expense\n`;
    expect(() => waveExportPaymentLines(parseCsv(badDate), match)).toThrow(
      WAVE_CSV_MESSAGES.badDate(2, '31/31/2026'),
    );
  });

  it('takes the debit less the credit when the one-column amount is empty', () => {
    const twoColumns = `${HEADER}\nW1,W1-1,2026-02-01,P,D,,10.00,2.50,Checking,Rent Holdings,,Operating Expense,Rent Expense\n`;
    expect(waveExportPaymentLines(parseCsv(twoColumns), match)[0]?.amountCents).toBe(750);
  });
});
