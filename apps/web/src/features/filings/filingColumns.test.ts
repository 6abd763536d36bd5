// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getBoxColumns,
  getDraftColumns,
  getFilingTypeText,
  getFormDataSummary,
  getStatusWithReason,
  STATE_ONLY_STATUS,
  toGridRows,
  TOTAL_ROW_ID,
} from './filingColumns.tsx';
import type { Filing } from './filings.api.ts';

const actions = { onEdit: () => undefined, onDelete: () => undefined };

describe('drafts grid columns', () => {
  it('has one column per money box with a non-zero total, labelled by the catalogue', () => {
    expect(
      getBoxColumns(
        {
          nonEmployeeComp: 150000,
          rents: 0,
          interestIncome: 2500,
          state1Income: 700,
          federalTaxWithheld: 1000,
          grossProceeds: 90000,
        },
        2025,
      ),
    ).toEqual([
      { name: 'federalTaxWithheld', shortLabel: 'Fed Tax Withheld' },
      { name: 'nonEmployeeComp', shortLabel: 'Nonemployee Comp' },
      { name: 'interestIncome', shortLabel: 'Interest Income' },
      { name: 'grossProceeds', shortLabel: 'Gross Proceeds' },
    ]);
  });

  it('shows the address only for accounts with a parent domain', () => {
    const headers = (showAddress: boolean) =>
      getDraftColumns({ boxColumns: [{ name: 'rents', shortLabel: 'Rents' }], showAddress, actions }).map(
        (column) => column.headerName,
      );
    expect(headers(false)).toEqual([
      'Payee',
      'TIN',
      'TIN verification',
      'Filing type',
      'Rents',
      'Errors',
      'Total',
      'Actions',
    ]);
    expect(headers(true)).toContain('Address');
  });

  it('leaves a box cell blank where the filing has no amount in that box', () => {
    const [column] = getDraftColumns({
      boxColumns: [{ name: 'rents', shortLabel: 'Rents' }],
      showAddress: false,
      actions,
    }).filter((candidate) => candidate.field === 'box:rents');
    const cellText = (filingData: Record<string, unknown>) => {
      const row = { id: 1, filing: { filingData } as unknown as Filing, total: null };
      return (column?.valueGetter as (value: unknown, row: unknown) => unknown)(undefined, row);
    };
    expect(cellText({ rents: 125 })).toBe('$1.25');
    expect(cellText({ rents: 0 })).toBe('');
    expect(cellText({})).toBe('');
  });

  it('ends the rows with a total row, and only when there are filings', () => {
    const totals = { count: 1, totalCents: 100, boxTotalsCents: { rents: 100 } };
    expect(toGridRows([], totals)).toEqual([]);
    const rows = toGridRows([{ id: 5 } as Filing], totals);
    expect(rows.map((row) => row.id)).toEqual([5, TOTAL_ROW_ID]);
  });
});

describe('filing texts', () => {
  it('labels corrections and summarises form data from the catalogue', () => {
    expect(getFilingTypeText({ filingType: 'Type_1099_MISC', correctionType: 'First' })).toBe(
      '1099-MISC (First correction)',
    );
    expect(getFilingTypeText({ filingType: 'Type_1099_S', correctionType: 'Original' })).toBe('1099-S');
    expect(
      getFormDataSummary({
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: { nonEmployeeComp: 123450, directSalesIndicator: true, federalTaxWithheld: 0 },
      }),
    ).toBe('Nonemployee Comp $1,234.50; Direct Sales');
  });
});

describe('getStatusWithReason', () => {
  it('says a state-only filing is not filed with the IRS', () => {
    expect(
      getStatusWithReason({ status: 'Submitted', statusChangeDesc: '', fedSub: { selected: false } }),
    ).toBe(STATE_ONLY_STATUS);
    expect(
      getStatusWithReason({ status: 'Submitted', statusChangeDesc: '', fedSub: { selected: true } }),
    ).toBe('Submitted');
  });

  it("shows the IRS's reason on a rejection and the record errors on an acceptance with errors", () => {
    expect(getStatusWithReason({ status: 'Sent_To_Agency', statusChangeDesc: 'ACK 1' })).toBe(
      'Filed with IRS',
    );
    expect(getStatusWithReason({ status: 'Agency_Rejected', statusChangeDesc: 'Bad TIN' })).toBe(
      'Rejected by IRS: Bad TIN',
    );
    expect(
      getStatusWithReason({ status: 'Accepted', statusChangeDesc: 'Accepted with errors: X1 TIN mismatch' }),
    ).toBe('Accepted with errors: X1 TIN mismatch');
    expect(getStatusWithReason({ status: 'Accepted', statusChangeDesc: 'Accepted by the IRS' })).toBe(
      'Accepted',
    );
  });
});
