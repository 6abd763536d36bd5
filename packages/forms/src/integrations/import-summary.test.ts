import { describe, expect, it } from 'vitest';
import { IMPORT_SKIP_MESSAGES } from '../statuses/import-record.ts';
import {
  isEmptyImport,
  isVendorBelowThreshold,
  LINE_REASONS,
  summariseImport,
  type ImportSummaryInput,
} from './import-summary.ts';
import type { PartnerPaymentLine } from './payment-lines.ts';

const MAPPINGS = { 'NEC.nonEmployeeComp': ['consulting'], 'MISC.rents': ['rent'] };

function line(overrides: Partial<PartnerPaymentLine>): PartnerPaymentLine {
  return {
    transactionId: 't',
    vendorId: 'v1',
    paidOn: '2026-03-01',
    accountId: 'consulting',
    amountCents: 1_000_00,
    currency: 'USD',
    funding: 'bank',
    ...overrides,
  };
}

function summarise(lines: PartnerPaymentLine[], overrides: Partial<ImportSummaryInput> = {}) {
  return summariseImport({
    taxYear: 2026,
    vendors: [
      { vendorId: 'v1', name: 'Ada Consulting', is1099Vendor: true },
      { vendorId: 'v2', name: 'Landlord LLC', is1099Vendor: false },
    ],
    lines,
    mappings: MAPPINGS,
    include1099VendorsOnly: false,
    ...overrides,
  });
}

describe('summariseImport', () => {
  it('categorises each line as the spec says and totals it per vendor and box', () => {
    const [ada] = summarise([
      line({ transactionId: 'a', amountCents: 1_500_00 }),
      line({ transactionId: 'b', accountId: 'rent', amountCents: 700_00 }),
      line({ transactionId: 'c', accountId: 'supplies', amountCents: 40_00 }),
      line({ transactionId: 'd', accountId: '0', amountCents: 5_00 }),
      line({ transactionId: 'e', funding: 'card', amountCents: 300_00 }),
      line({ transactionId: 'f', error: 'The bill of this payment could not be read.', amountCents: 2_00 }),
      line({ transactionId: 'g', amountCents: -100_00 }),
    ]);
    expect(ada).toMatchObject({
      allCents: 2_447_00,
      includedCents: 2_100_00,
      excludedCents: 340_00,
      unknownCents: 7_00,
      boxes: { 'NEC.nonEmployeeComp': 1_400_00, 'MISC.rents': 700_00 },
    });
    expect(ada?.lines.map((item) => [item.transactionId, item.category, item.reason])).toEqual([
      ['a', 'Included', 'Mapped to 1099-NEC box 1a.'],
      ['b', 'Included', 'Mapped to 1099-MISC box 1.'],
      ['c', 'Excluded', LINE_REASONS.notMapped],
      ['d', 'Unknown', LINE_REASONS.noAccount],
      ['e', 'Excluded', LINE_REASONS.card],
      ['f', 'Unknown', 'The bill of this payment could not be read.'],
      ['g', 'Included', 'Mapped to 1099-NEC box 1a.'],
    ]);
  });

  it('counts by the payment date: lines paid in another year are not in the summary', () => {
    const [ada] = summarise([line({ paidOn: '2025-12-31' }), line({ paidOn: '2027-01-02' }), line({})]);
    expect(ada?.allCents).toBe(1_000_00);
    expect(ada?.lines).toHaveLength(1);
  });

  it('excludes PayPal too, and includes card payments when the user chooses', () => {
    const lines = [line({ funding: 'paypal' }), line({ funding: 'card' }), line({ funding: 'other' })];
    expect(summarise(lines)[0]?.lines.map((item) => item.reason)).toEqual([
      LINE_REASONS.paypal,
      LINE_REASONS.card,
      'Mapped to 1099-NEC box 1a.',
    ]);
    const chosen = summarise(lines, { excludedFunding: new Set(['other']) })[0];
    expect(chosen?.includedCents).toBe(2_000_00);
    expect(chosen?.lines[2]?.reason).toBe(LINE_REASONS.otherFunding);
  });

  it('leaves a line in another currency Unknown, with the reason', () => {
    const [ada] = summarise([line({ currency: 'EUR' })]);
    expect(ada).toMatchObject({ unknownCents: 1_000_00, includedCents: 0 });
    expect(ada?.lines[0]?.reason).toBe('Paid in EUR; 1099 amounts are in US dollars.');
  });

  it('builds the NEC and MISC filings and skips with the spec messages and the year threshold', () => {
    const [ada, landlord] = summarise([
      line({ amountCents: 2_000_00 }),
      line({ accountId: 'rent', amountCents: 1_999_99 }),
      line({ vendorId: 'v2', accountId: 'supplies' }),
    ]);
    expect(ada?.forms).toEqual([
      {
        formType: 'Type_1099_MISC',
        filingData: { rents: 1_999_99 },
        skipReason: IMPORT_SKIP_MESSAGES.belowThreshold,
      },
      { formType: 'Type_1099_NEC', filingData: { nonEmployeeComp: 2_000_00 }, skipReason: null },
    ]);
    expect(landlord?.forms.map((form) => form.skipReason)).toEqual([
      IMPORT_SKIP_MESSAGES.noBoxAmounts,
      IMPORT_SKIP_MESSAGES.noBoxAmounts,
    ]);
    // $600 was the threshold before 2026.
    const [earlier] = summarise([line({ paidOn: '2025-05-05', accountId: 'rent', amountCents: 600_00 })], {
      taxYear: 2025,
    });
    expect(earlier?.forms[0]).toEqual({
      formType: 'Type_1099_MISC',
      filingData: { rents: 600_00 },
      skipReason: null,
    });
  });

  it("skips vendors not marked 1099 when asked, vendors without payments, and never imports 'Unknown Vendor'", () => {
    const summaries = summarise(
      [line({ vendorId: 'v2' }), line({ vendorId: null }), line({ vendorId: 'gone', amountCents: 1_00 })],
      { include1099VendorsOnly: true },
    );
    expect(summaries.map((summary) => [summary.name, summary.forms[1]?.skipReason])).toEqual([
      ['Ada Consulting', IMPORT_SKIP_MESSAGES.noPayments],
      ['Landlord LLC', IMPORT_SKIP_MESSAGES.notA1099Vendor],
      ['Unknown Vendor', 'Unknown Vendor'],
    ]);
    expect(summaries[2]).toMatchObject({ vendorId: null, allCents: 1_001_00 });
  });

  it('does not file a box whose refunds exceed its payments', () => {
    const [ada] = summarise([line({ amountCents: 100_00 }), line({ amountCents: -300_00 })]);
    expect(ada?.boxes).toEqual({ 'NEC.nonEmployeeComp': -200_00 });
    expect(ada?.forms[1]).toEqual({
      formType: 'Type_1099_NEC',
      filingData: {},
      skipReason: IMPORT_SKIP_MESSAGES.noBoxAmounts,
    });
  });
});

describe('isEmptyImport', () => {
  it("is empty with no data or only the 'Unknown Vendor' (spec part 2 §4)", () => {
    expect(isEmptyImport([])).toBe(true);
    expect(isEmptyImport(summarise([line({ vendorId: null })], { vendors: [] }))).toBe(true);
    expect(isEmptyImport(summarise([]))).toBe(false);
  });
});

describe('isVendorBelowThreshold', () => {
  it('checks each form against the year’s threshold, not the vendor’s sum', () => {
    const split = [
      { boxName: 'NEC.nonEmployeeComp', amountCents: 1_500_00 },
      { boxName: 'MISC.rents', amountCents: 700_00 },
    ];
    expect(isVendorBelowThreshold(split, 2026)).toBe(true);
    expect(isVendorBelowThreshold(split, 2025)).toBe(false);
    expect(isVendorBelowThreshold([{ boxName: 'MISC.rents', amountCents: 2_000_00 }], 2026)).toBe(false);
    expect(isVendorBelowThreshold([{ boxName: 'NEC.nonEmployeeComp', amountCents: 599_99 }], 2025)).toBe(
      true,
    );
    expect(isVendorBelowThreshold([], 2026)).toBe(true);
  });
});
