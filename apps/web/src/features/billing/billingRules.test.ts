// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@file1099/forms';
import {
  BILLING_MESSAGES,
  formatTransactionDate,
  getPromoForm,
  getRefundForm,
  getTransactionTypeLabel,
  sortTransactions,
} from './billingRules.ts';

describe('billing rules', () => {
  it("labels the ledger's types as the spec does", () => {
    expect(
      ['PurchaseCredit', 'ReferralCredit', 'PromoCredit', 'ServiceCharge', 'Refund'].map(
        getTransactionTypeLabel,
      ),
    ).toEqual(['Payment', 'Referral credit', 'Credit adjustment', 'Charge', 'Refund']);
  });

  it('shows dates as MM/DD/YYYY in Pacific time and sorts rows by id descending', () => {
    // 03:30 UTC on Jan 2nd is still Jan 1st in California.
    expect(formatTransactionDate('2026-01-02T03:30:00Z')).toBe('01/01/2026');
    expect(formatTransactionDate('2026-01-02T09:30:00Z')).toBe('01/02/2026');
    expect(formatTransactionDate('not a date')).toBe('not a date');
    expect(sortTransactions([{ id: 2 }, { id: 10 }, { id: 1 }]).map((row) => row.id)).toEqual([10, 2, 1]);
  });

  it('recomputes the refund fee by payment source and caps it at the refundable amount', () => {
    const card = getRefundForm({
      requestedText: '100.00',
      reason: 'Unused',
      paymentSource: 'card',
      refundableCents: 10_000,
    });
    expect(card.calculation).toEqual({ requestedAmount: 10_000, processingFee: 399, refundAmount: 9_601 });
    expect(card.messages).toEqual([]);
    const paypal = getRefundForm({
      requestedText: '100',
      reason: 'Unused',
      paymentSource: 'paypal',
      refundableCents: 10_000,
    });
    expect(paypal.calculation.processingFee).toBe(330);
    const tooMuch = getRefundForm({
      requestedText: '100.01',
      reason: 'x',
      paymentSource: 'card',
      refundableCents: 10_000,
    });
    expect(tooMuch.messages).toEqual([BILLING_MESSAGES.refundTooLarge(10_000)]);
    const empty = getRefundForm({
      requestedText: '',
      reason: '',
      paymentSource: 'card',
      refundableCents: 10_000,
    });
    expect(empty.messages).toEqual(['Reason is required', PAYMENT_MESSAGES.refundRequestedGreaterThanZero]);
    const feeOnly = getRefundForm({
      requestedText: '0.50',
      reason: 'x',
      paymentSource: 'card',
      refundableCents: 10_000,
    });
    expect(feeOnly.messages).toEqual([PAYMENT_MESSAGES.refundGreaterThanZero]);
  });

  it('defaults promo funds to $10.00 and needs a description', () => {
    expect(getPromoForm({ amountText: '', description: 'Welcome' })).toEqual({
      credits: 1_000,
      messages: [],
    });
    expect(getPromoForm({ amountText: '25.50', description: 'Welcome' })).toEqual({
      credits: 2_550,
      messages: [],
    });
    expect(getPromoForm({ amountText: 'abc', description: '' }).messages).toEqual([
      'Description is required',
      PAYMENT_MESSAGES.promoAmountRequired,
    ]);
  });
});
