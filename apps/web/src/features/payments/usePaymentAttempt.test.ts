import { act, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { ChargeInput, FundedTransaction } from './paymentTypes.ts';
import { usePaymentAttempt } from './usePaymentAttempt.ts';

const CARD = {
  amount: 500,
  chargeDesc: 'Funds',
  paymentPartner: 'test',
  paymentSource: 'card',
  nonce: 'test-card:4111111111111111',
  buyerId: null,
  orderId: null,
} as const;

it('sends one charge for two runs in the same tick, before any re-render', async () => {
  const charge = vi.fn((input: ChargeInput) =>
    Promise.resolve<FundedTransaction>({
      id: 1,
      transactionAmount: input.amount,
      runningTotal: input.amount,
    }),
  );
  const onFunded = vi.fn();
  const { result } = renderHook(() => usePaymentAttempt(charge, onFunded));
  await act(async () => {
    const run = result.current.run;
    await Promise.all([run(() => Promise.resolve(CARD)), run(() => Promise.resolve(CARD))]);
  });
  expect(charge).toHaveBeenCalledTimes(1);
  expect(onFunded).toHaveBeenCalledTimes(1);
});

it('reuses the PayPal capture key for the same order, and makes a new one for another order', async () => {
  const charge = vi
    .fn<(input: ChargeInput) => Promise<FundedTransaction>>()
    .mockRejectedValueOnce(new Error('no answer'))
    .mockResolvedValue({ id: 1, transactionAmount: 500, runningTotal: 500 });
  const { result } = renderHook(() => usePaymentAttempt(charge, vi.fn()));
  const paypal = (orderId: string) =>
    ({ ...CARD, paymentPartner: 'paypal', paymentSource: 'paypal', nonce: null, orderId }) as const;
  await act(() => result.current.run(() => paypal('ORDER1')));
  await act(() => result.current.run(() => paypal('ORDER1')));
  await act(() => result.current.run(() => paypal('ORDER2')));
  const keys = charge.mock.calls.map(([input]) => input.idempotencyKey);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
