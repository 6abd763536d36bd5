import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateRefund,
  getChargeLimitError,
  getPromoAmountCents,
  getSuggestedTopUpCents,
  hasEnoughFunds,
  validateChargeAmount,
  validatePromoCredit,
  validateRefund,
} from './charges.ts';
import { BILLING_TRANSACTION_TYPE_LABELS } from './services.ts';

describe('charge limits', () => {
  it.each([
    [null, 'Charge Amount must be greater than zero'],
    [0, 'Charge Amount must be greater than zero'],
    [-100, 'Charge Amount must be greater than zero'],
    [398, 'Charge Amount must be at least $3.99'],
    [399, null],
    [10_000, null],
    [100_000, null],
    [100_001, 'Charge Amount must be less than $1000.00'],
  ])('form: %j cents → %j', (cents, message) => {
    expect(validateChargeAmount(cents)).toBe(message);
  });

  it.each([
    [398, 'Charge amount must be at least $3.99'],
    [399, null],
    [100_000, null],
    [100_001, 'Charge amount is higher than max charge amount of $1000.00'],
  ])('server: %i cents → %j', (cents, message) => {
    expect(getChargeLimitError(cents)).toBe(message);
  });
});

describe('suggested top-up', () => {
  it.each([
    [5_000, 2_000, 3_000],
    [5_000, 5_000, 999],
    [1_000, 9_000, 999],
    [2_100, 2_000, 399],
    [500_000, 0, 100_000],
  ])('order %i, funds %i → %i', (total, available, suggestion) => {
    expect(getSuggestedTopUpCents(total, available)).toBe(suggestion);
  });

  it('knows when funds cover the order', () => {
    expect(hasEnoughFunds(1_000, 1_000)).toBe(true);
    expect(hasEnoughFunds(1_001, 1_000)).toBe(false);
  });
});

describe('refunds', () => {
  it.each([
    [10_000, 'card', 350 + 49, 10_000 - 399],
    [10_000, 'other', 300 + 30, 10_000 - 330],
    [1_000, 'card', 35 + 49, 916],
    [1_010, 'card', 35 + 49, 926],
    [1_015, 'card', 36 + 49, 930],
    [50, 'card', 2 + 49, -1],
  ] as const)('%i cents by %s: fee %i, refund %i', (requested, source, fee, refund) => {
    expect(calculateRefund(requested, source)).toEqual({
      requestedAmount: requested,
      processingFee: fee,
      refundAmount: refund,
    });
  });

  it('validates with the spec messages', () => {
    expect(validateRefund(calculateRefund(10_000, 'card'), 'Unused')).toEqual([]);
    expect(validateRefund(calculateRefund(0, 'card'), ' ')).toEqual([
      'Reason is required',
      'Refund requested amount must be greater than zero',
    ]);
    expect(validateRefund(calculateRefund(1_000, 'other'), null)).toEqual(['Reason is required']);
    expect(validateRefund(calculateRefund(30, 'other'), 'x')).toEqual([
      'Refund amount must be greater than zero',
    ]);
  });

  it('refund + fee = requested, and the fee grows with the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('card' as const, 'other' as const),
        (cents, source) => {
          const refund = calculateRefund(cents, source);
          expect(refund.refundAmount + refund.processingFee).toBe(cents);
          expect(calculateRefund(cents + 1, source).processingFee).toBeGreaterThanOrEqual(
            refund.processingFee,
          );
        },
      ),
    );
  });
});

describe('promo credits and billing labels', () => {
  it('defaults to $10.00 when empty or zero', () => {
    expect(getPromoAmountCents(null)).toBe(1_000);
    expect(getPromoAmountCents(0)).toBe(1_000);
    expect(getPromoAmountCents(2_500)).toBe(2_500);
    expect(validatePromoCredit('Welcome', null)).toEqual([]);
    expect(validatePromoCredit('', -5)).toEqual(['Description is required', 'Charge Amount is required']);
    expect(validatePromoCredit(null, 500)).toEqual(['Description is required']);
  });

  it('labels transaction types as the spec does', () => {
    expect(BILLING_TRANSACTION_TYPE_LABELS).toEqual({
      PurchaseCredit: 'Payment',
      ReferralCredit: 'Referral credit',
      PromoCredit: 'Credit adjustment',
      ServiceCharge: 'Charge',
    });
  });
});
