import { describe, expect, it } from 'vitest';
import { BOX_MESSAGES } from './check-boxes.ts';
import type { PayeeInput } from './validate-party.ts';
import { FILING_MESSAGES, validateFiling, validateFilings, type FilingInput } from './validate-filing.ts';

const PAYEE: PayeeInput = {
  entityType: 'Business',
  businessName: 'Acme LLC',
  tinType: 'EIN',
  tin: '12-3456780',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
};

function filing(overrides: Partial<FilingInput>): FilingInput {
  return {
    filingType: 'Type_1099_NEC',
    filingYear: 2025,
    payee: PAYEE,
    filingData: { nonEmployeeComp: 100_000 },
    ...overrides,
  };
}

function codes(problems: readonly { code: string }[]): string[] {
  return problems.map((problem) => problem.code);
}

describe('validateFiling', () => {
  it('accepts a clean filing', () => {
    expect(validateFiling(filing({}))).toEqual({ errors: [], warnings: [] });
  });

  it('requires form type and payee, reporting both at once', () => {
    const result = validateFiling({ filingData: {} });
    expect(result.errors).toEqual([
      { code: 'PAYEE_REQUIRED', path: 'payee', message: 'Payee is required' },
      { code: 'FORM_TYPE_REQUIRED', path: 'filingType', message: 'Form type is required' },
    ]);
  });

  it('rejects a form in a year it did not exist', () => {
    expect(validateFiling(filing({ filingYear: 2019 })).errors).toEqual([
      {
        code: 'FORM_YEAR_UNSUPPORTED',
        path: 'filingYear',
        message: '1099-NEC is not available for tax year 2019',
      },
    ]);
    expect(validateFiling(filing({ filingYear: null })).errors[0]?.message).toBe(
      '1099-NEC is not available for tax year null',
    );
  });

  it('requires at least one box amount with the spec message, except for a First correction', () => {
    expect(validateFiling(filing({ filingData: { nonEmployeeComp: 0 } })).errors).toEqual([
      { code: 'BOX_AMOUNT_REQUIRED', path: 'filingData', message: 'At least one box amount is required' },
    ]);
    const first = validateFiling(filing({ filingData: {}, correctionType: 'First', originalFilingId: 12 }));
    expect(first).toEqual({ errors: [], warnings: [] });
    const zeroed = validateFiling(
      filing({ filingData: { nonEmployeeComp: 0 }, correctionType: 'First', originalFilingId: 12 }),
    );
    expect(zeroed).toEqual({ errors: [], warnings: [] });
    const belowThreshold = validateFiling(
      filing({ filingData: { nonEmployeeComp: 100 }, correctionType: 'First', originalFilingId: 12 }),
    );
    expect(belowThreshold.warnings).toEqual([]);
  });

  it('needs the original filing for a correction and a known correction type', () => {
    expect(codes(validateFiling(filing({ correctionType: 'Second', originalFilingId: '' })).errors)).toEqual([
      'ORIGINAL_FILING_REQUIRED',
    ]);
    expect(validateFiling(filing({ correctionType: 'Third' })).errors).toEqual([
      {
        code: 'CORRECTION_TYPE_INVALID',
        path: 'correctionType',
        message: FILING_MESSAGES.correctionTypeInvalid,
      },
    ]);
    expect(validateFiling(filing({ correctionType: 'Original' })).errors).toEqual([]);
  });

  it('prefixes payee problems', () => {
    const result = validateFiling(filing({ payee: { ...PAYEE, tin: '', tinMatchStatus: 'InValid' } }));
    expect(result.errors).toEqual([{ code: 'TIN_REQUIRED', path: 'payee.tin', message: 'TIN is required' }]);
    expect(result.warnings.map((problem) => problem.path)).toEqual(['payee.tinMatchStatus']);
  });

  it('checks box value types with box names', () => {
    const result = validateFiling(
      filing({
        filingType: 'Type_1099_S',
        filingData: {
          grossProceeds: -5,
          buyersPartOfTax: 1.5,
          willReceiveProperty: 'yes',
          dateOfClosing: '2025-02-30',
          address: 12,
          payeeAccountNumber: 'x'.repeat(31),
        },
      }),
    );
    expect(result.errors.map((problem) => problem.message)).toEqual([
      'Box 1 (Date of closing): enter a date as YYYY-MM-DD',
      'Box 2 (Gross proceeds): enter an amount of 0.00 or more',
      'Box 3 (Address, including city, state, and ZIP code, or legal description): must be text',
      'Box 4 (Transferor received or will receive property or services as part of the consideration): must be checked or unchecked',
      "Box 6 (Buyer's part of real estate tax): enter an amount of 0.00 or more",
      'Account number can not be more than 30 characters',
    ]);
  });

  it("checks the 1099-INT payer's RTN against the IRS routing number pattern", () => {
    const check = (payerRtn: string) =>
      validateFiling(filing({ filingType: 'Type_1099_INT', filingData: { interestIncome: 5_000, payerRtn } }))
        .errors;
    expect(check('021000021')).toEqual([]);
    expect(check('321081669')).toEqual([]);
    expect(check('')).toEqual([]);
    for (const wrong of ['131000000', '001000000', '2100000', '02100002A', '021-000-021', ' 021000021'])
      expect(check(wrong)).toEqual([
        { code: 'PAYER_RTN_INVALID', path: 'filingData.payerRtn', message: BOX_MESSAGES.payerRtn },
      ]);
  });

  it('checks state fields', () => {
    const missing = validateFiling(
      filing({ filingData: { nonEmployeeComp: 100_000, state1Income: 100_000 } }),
    );
    expect(missing.errors).toEqual([
      { code: 'STATE_CODE_REQUIRED', path: 'filingData.state1Code', message: BOX_MESSAGES.stateRequired },
    ]);
    const wrong = validateFiling(
      filing({ filingData: { nonEmployeeComp: 100_000, state1Code: 'PR', state1EIN: 5 } }),
    );
    expect(wrong.errors.map((problem) => problem.message)).toEqual([
      'Box 6 (State): enter a two-letter state code',
      "Box 6 (Payer's state no.): must be text",
    ]);
    const withheld = validateFiling(
      filing({ filingData: { nonEmployeeComp: 100_000, state1TaxWithheld: 5_000, state1Code: 'CA' } }),
    );
    expect(withheld.errors).toEqual([]);
  });

  it('checks 2026 tips: within box 1a, a 3-digit TTOC, and a TTOC when tips are reported', () => {
    const result = validateFiling(
      filing({
        filingYear: 2026,
        filingData: {
          nonEmployeeComp: 250_000,
          cashTips: 300_000,
          overtimeCompensation: 1_000,
          tippedOccupationCode2: '12',
        },
      }),
    );
    expect(result.errors.map((problem) => problem.message)).toEqual([
      'Box 1c (Treasury Tipped Occupation Code (TTOC), second code): enter a 3-digit Treasury Tipped Occupation Code',
      'Box 1b (Cash tips) can not be more than Box 1a (Nonemployee compensation), which includes it',
    ]);
    expect(codes(result.warnings)).toEqual(['TTOC_MISSING']);
    const ok = validateFiling(
      filing({
        filingYear: 2026,
        filingData: { nonEmployeeComp: 250_000, cashTips: 30_000, tippedOccupationCode1: '101' },
      }),
    );
    expect(ok).toEqual({ errors: [], warnings: [] });
  });

  it('warns below the threshold, for fields the form lacks, and for a closing date outside the year', () => {
    expect(validateFiling(filing({ filingData: { nonEmployeeComp: 50_000 } })).warnings).toEqual([
      { code: 'BELOW_THRESHOLD', path: 'filingData', message: FILING_MESSAGES.belowThreshold },
    ]);
    expect(
      validateFiling(filing({ filingYear: 2026, filingData: { nonEmployeeComp: 150_000 } })).warnings[0]
        ?.code,
    ).toBe('BELOW_THRESHOLD');
    expect(validateFiling(filing({ filingData: { nonEmployeeComp: 100_000, rents: 5 } })).warnings).toEqual([
      {
        code: 'FIELD_NOT_ON_FORM',
        path: 'filingData.rents',
        message: 'rents is not on the 1099-NEC for tax year 2025 and will be removed when saved.',
      },
    ]);
    const s = validateFiling(
      filing({
        filingType: 'Type_1099_S',
        filingData: { grossProceeds: 50_000_000, dateOfClosing: '2024-12-30' },
      }),
    );
    expect(s.warnings).toEqual([
      {
        code: 'CLOSING_DATE_OUTSIDE_YEAR',
        path: 'filingData.dateOfClosing',
        message: 'The date of closing is not in tax year 2025.',
      },
    ]);
  });

  it('treats missing filing data as empty and rejects impossible dates', () => {
    expect(codes(validateFiling(filing({ filingData: undefined })).errors)).toEqual(['BOX_AMOUNT_REQUIRED']);
    const s = validateFiling(
      filing({
        filingType: 'Type_1099_S',
        filingData: { grossProceeds: 100_000, dateOfClosing: '2025-13-01', address: '1 Elm St' },
      }),
    );
    expect(codes(s.errors)).toEqual(['BOX_DATE_INVALID']);
    const ok = validateFiling(
      filing({
        filingType: 'Type_1099_S',
        filingData: {
          grossProceeds: 100_000,
          dateOfClosing: '2025-06-30',
          address: '12 Elm Street, Austin, TX 78701',
          payeeAccountNumber: 'ESC-1',
        },
      }),
    );
    expect(ok).toEqual({ errors: [], warnings: [] });
  });

  it('validates many filings by id', () => {
    const results = validateFilings([
      { ...filing({}), id: 1 },
      { ...filing({ filingData: {} }), id: 'b' },
    ]);
    expect(results.map((result) => [result.id, result.errors.length])).toEqual([
      [1, 0],
      ['b', 1],
    ]);
  });
});
