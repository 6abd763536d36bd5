import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoAccount, splitPaymentByBill } from './payment-lines.ts';

describe('splitPaymentByBill', () => {
  it('splits a full payment along the bill lines', () => {
    expect(
      splitPaymentByBill(150_00, [
        { accountId: 'legal', amountCents: 100_00 },
        { accountId: 'rent', amountCents: 50_00 },
      ]),
    ).toEqual([
      { accountId: 'legal', amountCents: 100_00 },
      { accountId: 'rent', amountCents: 50_00 },
    ]);
  });

  it('splits a partial payment pro rata in whole cents that add up to the payment', () => {
    const split = splitPaymentByBill(100_00, [
      { accountId: 'a', amountCents: 1 },
      { accountId: 'b', amountCents: 1 },
      { accountId: 'c', amountCents: 1 },
    ]);
    expect(split.map((line) => line.amountCents)).toEqual([33_33, 33_34, 33_33]);
  });

  it('keeps a discount line negative and the payment whole', () => {
    const split = splitPaymentByBill(90_00, [
      { accountId: 'consulting', amountCents: 100_00 },
      { accountId: 'discount', amountCents: -10_00 },
    ]);
    expect(split).toEqual([
      { accountId: 'consulting', amountCents: 100_00 },
      { accountId: 'discount', amountCents: -10_00 },
    ]);
  });

  it('splits a refund (negative payment) the same way', () => {
    expect(
      splitPaymentByBill(-30_00, [
        { accountId: 'a', amountCents: 20_00 },
        { accountId: 'b', amountCents: 40_00 },
      ]),
    ).toEqual([
      { accountId: 'a', amountCents: -10_00 },
      { accountId: 'b', amountCents: -20_00 },
    ]);
  });

  it('gives one line without an account when the bill has no lines or adds up to nothing', () => {
    expect(splitPaymentByBill(12_34, [])).toEqual([{ accountId: null, amountCents: 12_34 }]);
    expect(
      splitPaymentByBill(12_34, [
        { accountId: 'a', amountCents: 5_00 },
        { accountId: 'b', amountCents: -5_00 },
      ]),
    ).toEqual([{ accountId: null, amountCents: 12_34 }]);
  });

  it('adds up to the payment and stays within a cent of each exact share, whatever the amounts', () => {
    const amount = fc.integer({ min: -999_999_999_999, max: 999_999_999_999 });
    fc.assert(
      fc.property(amount, fc.array(amount, { minLength: 1, maxLength: 20 }), (payment, lines) => {
        const total = lines.reduce((sum, cents) => sum + cents, 0);
        fc.pre(total !== 0);
        const split = splitPaymentByBill(
          payment,
          lines.map((cents, index) => ({ accountId: String(index), amountCents: cents })),
        );
        expect(split.reduce((sum, line) => sum + BigInt(line.amountCents), 0n)).toBe(BigInt(payment));
        split.forEach((line, index) => {
          expect(line.accountId).toBe(String(index));
          const exact = (payment * (lines[index] ?? 0)) / total;
          expect(Math.abs(line.amountCents - exact)).toBeLessThanOrEqual(1.000001 + Math.abs(exact) * 1e-12);
        });
      }),
      { seed: 20261127, numRuns: 500 },
    );
  });
});

describe('hasNoAccount', () => {
  it("treats null, blank and '0' as no account (spec part 2 §4)", () => {
    expect(hasNoAccount({ accountId: null })).toBe(true);
    expect(hasNoAccount({ accountId: ' ' })).toBe(true);
    expect(hasNoAccount({ accountId: '0' })).toBe(true);
    expect(hasNoAccount({ accountId: '10' })).toBe(false);
  });
});
