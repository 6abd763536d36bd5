import { describe, expect, it } from 'vitest';
import type { EfileReturn } from '../model.ts';
import { listFixtures } from '../test-support/fixtures.ts';
import { COMMON_HEADERS, FORM_COLUMNS } from './columns.ts';
import { MAX_CSV_ROWS, quoteCsvField, writeIrisCsvFiles } from './writer.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
);

describe('IRIS portal CSV', () => {
  it('writes the template header and one row per return, amounts in dollars', () => {
    if (!fixture) throw new Error('fixture missing');
    const [file, ...rest] = writeIrisCsvFiles(
      {
        taxYear: 2025,
        formType: 'Type_1099_NEC',
        payer: fixture.input.payer,
        returns: fixture.input.returns,
      },
      true,
    );
    expect(rest).toEqual([]);
    const lines = file?.text.split('\r\n') ?? [];
    expect(lines[0]).toContain('Box 3 - Excess golden parachute payments');
    expect(lines[0]?.split(',')).toHaveLength(
      COMMON_HEADERS.length + FORM_COLUMNS[2025].Type_1099_NEC.length,
    );
    expect(lines[1]).toBe(
      "1099-NEC,2025,EIN,041234567,Business,Acme Widgets & Co,,,,,,US,1 Industrial Way,,Springfield,IL,627010000,Business,2175550123,,SSN,412345678,Individual,,,María,José,O'Neil-Pérez,,US,42 Elm Street,Apt 3,Los Angeles,CA,90001,BOS1,ACCT-NEC-1,,12500.00,,,100.00,X,CA,50.00,123-4567-8,12500.00,,,,,,,,",
    );
    expect(file?.fileName).toBe('1099-NEC_2025_4567_part01.csv');
  });

  it('splits after 100 forms', () => {
    if (!fixture) throw new Error('fixture missing');
    const first = fixture.input.returns[0] as EfileReturn;
    const returns = Array.from({ length: 250 }, () => first);
    const files = writeIrisCsvFiles({
      taxYear: 2025,
      formType: 'Type_1099_NEC',
      payer: fixture.input.payer,
      returns,
    });
    expect(files.map((file) => file.rowCount)).toEqual([MAX_CSV_ROWS, MAX_CSV_ROWS, 50]);
    expect(files[2]?.fileName).toBe('1099-NEC_2025_4567_part03.csv');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(quoteCsvField('Smith, "Jr"')).toBe('"Smith, ""Jr"""');
    expect(quoteCsvField('plain')).toBe('plain');
  });

  it('has columns for every form and tax year, each header once', () => {
    for (const byForm of Object.values(FORM_COLUMNS))
      for (const columns of Object.values(byForm)) {
        const headers = columns.map(([header]) => header);
        expect(new Set(headers).size).toBe(headers.length);
      }
  });
});
