import { describe, expect, it } from 'vitest';
import {
  getFilingColumns,
  isTemplateSupported,
  TEMPLATE_MESSAGES,
  matchColumns,
  PAYEE_COLUMNS,
  PAYER_COLUMNS,
} from './columns.ts';

describe('template columns', () => {
  it.each([
    ['Type_1099_NEC', 2024, 25],
    ['Type_1099_NEC', 2025, 26],
    ['Type_1099_MISC', 2024, 37],
    ['Type_1099_MISC', 2025, 36],
    ['Type_1099_NEC', 2026, 30],
    ['Type_1099_MISC', 2026, 40],
  ])('%s %i has %i columns (spec part 2 §3 for 2024-2025)', (form, year, count) => {
    expect(getFilingColumns(form, year)).toHaveLength(count);
  });

  it('starts every filings sheet with the 16 payee columns of the payee sheet', () => {
    expect(PAYEE_COLUMNS.map((c) => c.header)).toEqual([
      "Payee's TIN",
      'TIN Type',
      'Payee Type',
      'Business Name',
      'First Name',
      'Last Name',
      'Doing Business As',
      'Address Line 1',
      'Address Line 2',
      'City',
      'State',
      'Country',
      'Zip',
      'Email',
      'Phone',
      'Ph Extension',
    ]);
    expect(getFilingColumns('Type_1099_NEC', 2025)?.slice(0, 16)).toEqual(PAYEE_COLUMNS);
    expect(getFilingColumns('Type_1099_NEC', 2025)?.[16]).toMatchObject({
      key: 'nonEmployeeComp',
      header: 'Box 1 Nonemployee Comp',
      kind: 'money',
    });
  });

  it('has no template for other forms or years', () => {
    expect(getFilingColumns('Type_1099_INT', 2025)).toBeNull();
    expect(getFilingColumns('Type_1099_NEC', 2023)).toBeNull();
    expect(isTemplateSupported('Type_1099_MISC', 2026)).toBe(true);
    expect(isTemplateSupported('Type_1099_S', 2026)).toBe(false);
    expect(TEMPLATE_MESSAGES.unsupported('1099-NEC', 2022)).toBe(
      'There is no 1099-NEC template for 2022: Excel import takes tax years 2024, 2025 and 2026. Choose one of those years to download its template.',
    );
    expect(TEMPLATE_MESSAGES.noTemplatesForYear(2021)).toContain('tax year 2021');
  });

  it('matches headers by name, in any order, with aliases and spacing differences', () => {
    const match = matchColumns(
      ['Recipient TIN', 'zip code', 'BUSINESS NAME', 'Unknown', 'First  Name'],
      PAYEE_COLUMNS,
    );
    expect([...match.indexByKey]).toEqual([
      ['tin', 0],
      ['postalCode', 1],
      ['businessName', 2],
      ['firstName', 4],
    ]);
    expect(match.missingRequired).toEqual([]);
    expect(match.matched).toBe(4);
    expect(matchColumns(['Business Name'], PAYER_COLUMNS).missingRequired.map((c) => c.key)).toEqual([
      'tin',
      'payerType',
    ]);
    expect(matchColumns(["Payee's TIN", 'TIN'], PAYEE_COLUMNS).indexByKey.get('tin')).toBe(0);
  });
});
