import { WAVE_CSV_MESSAGES } from '@file1099/forms';
import { describe, expect, it, vi } from 'vitest';
import { CSV_UPLOAD_MESSAGES, importCsvUpload, isCsvUpload, readCsvUpload } from './csv-upload.ts';

const HEADER =
  'Transaction ID,Transaction Date,Amount (One Column),Vendor,Account Type,Account Name\r\nW1,2026-01-02,5.00,A,Operating Expense,Rent\r\n';

describe('a CSV upload through Import from Excel', () => {
  it('is a file named .csv', () => {
    expect(isCsvUpload('wave.CSV')).toBe(true);
    expect(isCsvUpload('filings.xlsx')).toBe(false);
  });

  it("reads Wave's export (a BOM too) and refuses text that is not UTF-8, empty or another CSV", () => {
    expect(readCsvUpload(Buffer.from(`\uFEFF${HEADER}`))[1]?.[0]).toBe('W1');
    expect(() => readCsvUpload(Buffer.from([0x41, 0xff, 0xfe, 0x2c]))).toThrow(WAVE_CSV_MESSAGES.notText);
    expect(() => readCsvUpload(Buffer.from('\r\n'))).toThrow(WAVE_CSV_MESSAGES.empty);
    expect(() => readCsvUpload(Buffer.from('Name,TIN\r\nA,1\r\n'))).toThrow(
      WAVE_CSV_MESSAGES.notWave([
        'Transaction ID',
        'Transaction Date',
        'Amount (One Column) (or Debit Amount (Two Column Approach) and Credit Amount (Two Column Approach))',
        'Vendor',
        'Account Type',
        'Account Name',
      ]),
    );
    expect(() => readCsvUpload(Buffer.from('a,"b\r\n'))).toThrow(WAVE_CSV_MESSAGES.unclosedQuote(1));
  });

  it('reads the columns in any order and case, with extra ones and other spellings', () => {
    const shuffled =
      'account name,Extra,VENDOR NAME,Debit Amount,Credit Amount,Date,Account Type,Transaction ID\r\nRent,x,A,5.00,,2026-01-02,Operating Expense,W1\r\n';
    expect(readCsvUpload(Buffer.from(shuffled))[1]?.[7]).toBe('W1');
    expect(() => readCsvUpload(Buffer.from(HEADER.replace('Account Type', 'Kind')))).toThrow(
      'it has no column "Account Type".',
    );
  });

  it('imports only as filings, and hands the rows to the importer', async () => {
    const importer = vi.fn().mockResolvedValue({ id: 7 });
    const input = { domainId: 1, userId: 2, filingYear: 2026, name: 'w.csv', buffer: Buffer.from(HEADER) };
    await expect(importCsvUpload(importer, { ...input, resource: 'payees' })).rejects.toThrow(
      CSV_UPLOAD_MESSAGES.filingsOnly,
    );
    expect(importer).not.toHaveBeenCalled();
    await expect(importCsvUpload(importer, { ...input, resource: 'filings' })).resolves.toEqual({ id: 7 });
    expect(importer).toHaveBeenCalledWith(expect.objectContaining({ filingYear: 2026, fileName: 'w.csv' }));
    expect(importer.mock.calls[0]?.[0].rows).toHaveLength(2);
  });
});
