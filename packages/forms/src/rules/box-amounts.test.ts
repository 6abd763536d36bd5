import { describe, expect, it } from 'vitest';
import { BOX_AMOUNT_REQUIRED_MESSAGE, getDirectSalesIndicator, hasRequiredBoxAmount } from './box-amounts.ts';

describe("'At least one box amount is required'", () => {
  it('has the spec text', () => {
    expect(BOX_AMOUNT_REQUIRED_MESSAGE).toBe('At least one box amount is required');
  });

  it.each([
    ['Type_1099_NEC', 2025, {}, null, false],
    ['Type_1099_NEC', 2025, { nonEmployeeComp: 0 }, null, false],
    ['Type_1099_NEC', 2025, { nonEmployeeComp: 1 }, null, true],
    ['Type_1099_NEC', 2025, { directSalesIndicator: true }, 'Original', true],
    ['Type_1099_NEC', 2025, { directSalesIndicator: false }, null, false],
    ['Type_1099_NEC', 2025, {}, 'First', true],
    ['Type_1099_NEC', 2025, {}, 'Second', false],
    ['Type_1099_NEC', 2026, { tippedOccupationCode1: '101' }, null, false],
    ['Type_1099_MISC', 2025, { state1Income: 500 }, null, false],
    ['Type_1099_MISC', 2025, { fishPurchasedForResale: 10 }, null, true],
    ['Type_1099_MISC', 2019, { rents: 0 }, null, true],
    ['Type_1099_MISC', 2019, { directSalesIndicator: false, rents: '' }, null, false],
    ['Type_1099_MISC', 2019, { four09Income: null }, null, false],
    ['Type_1099_MISC', 2020, { rents: 0 }, null, false],
    ['Type_1099_OID', 2025, { marketDiscount: 100 }, null, false],
    ['Type_1099_OID', 2025, { oid: 100 }, null, true],
    ['Type_1099_OID', 2025, { periodInterest: 100 }, null, true],
    ['Type_1099_OID', 2025, { earlyWithdrawalPenalty: 100 }, null, true],
    ['Type_1099_OID', 2025, { federalTaxWithheld: 100 }, null, true],
    ['Type_1099_INT', 2025, { foreignCountry: 'CA' }, null, false],
    ['Type_1099_INT', 2025, { bondPremium: 1 }, null, true],
    ['Type_1099_S', 2025, { willReceiveProperty: true }, null, false],
    ['Type_1099_S', 2025, { grossProceeds: 1 }, null, true],
  ] as const)('%s %i %j (%s) → %s', (formType, taxYear, filingData, correction, expected) => {
    expect(hasRequiredBoxAmount(formType, taxYear, filingData, correction)).toBe(expected);
  });
});

describe('direct sales indicator from an amount', () => {
  it.each([
    [500_000, true],
    [500_001, true],
    [499_999, false],
    [1, false],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%j cents → %j', (amount, expected) => {
    expect(getDirectSalesIndicator(amount)).toBe(expected);
  });
});
