import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImportDropzone, isSpreadsheetFile } from './ImportDropzone.tsx';
import { IMPORT_MESSAGES } from './imports.api.ts';

const file = (name: string) => new File(['x'], name);

describe('import dropzone', () => {
  it('accepts only .xlsx, .xls and (Wave’s export) .csv names', () => {
    expect(isSpreadsheetFile(file('payees.xlsx'))).toBe(true);
    expect(isSpreadsheetFile(file('OLD.XLS'))).toBe(true);
    expect(isSpreadsheetFile(file('wave-transactions.CSV'))).toBe(true);
    expect(isSpreadsheetFile(file('payees.pdf'))).toBe(false);
    expect(isSpreadsheetFile(file('xlsx'))).toBe(false);
  });

  it('passes an .xlsx on and refuses a .pdf and several files', () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<ImportDropzone onFile={onFile} onReject={onReject} />);
    const input = screen.getByLabelText('Excel file');
    fireEvent.change(input, { target: { files: [file('filings.pdf')] } });
    expect(onReject).toHaveBeenLastCalledWith(IMPORT_MESSAGES.onlySpreadsheets);
    expect(onFile).not.toHaveBeenCalled();
    const zone = screen.getByTestId('import-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.xlsx'), file('b.xlsx')] } });
    expect(onReject).toHaveBeenLastCalledWith(IMPORT_MESSAGES.oneFile);
    const good = file('filings.xlsx');
    fireEvent.drop(zone, { dataTransfer: { files: [good] } });
    expect(onFile).toHaveBeenCalledWith(good);
  });
});
