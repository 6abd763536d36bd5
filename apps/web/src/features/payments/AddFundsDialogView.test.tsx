import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../api/apiClient.ts';
import { AddFundsDialogView, type AddFundsDialogViewProps } from './AddFundsDialogView.tsx';
import type { ChargeInput, FundedTransaction } from './paymentTypes.ts';

const squareCalls = vi.hoisted(() => ({ payments: [] as unknown[][], tokenize: [] as unknown[] }));
vi.mock('@square/web-sdk', () => ({
  payments: (...args: unknown[]) => {
    squareCalls.payments.push(args);
    return Promise.resolve({
      card: () =>
        Promise.resolve({
          attach: () => Promise.resolve(),
          destroy: () => Promise.resolve(true),
          tokenize: (details: unknown) => {
            squareCalls.tokenize.push(details);
            return Promise.resolve({ status: 'OK', token: 'cnon:card-nonce-ok-1' });
          },
        }),
    });
  },
}));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: React.ReactNode }) => children,
  PayPalButtons: (props: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string; payerID: string }) => Promise<void>;
    onCancel: () => void;
  }) => (
    <>
      <button
        type="button"
        onClick={() =>
          void props.createOrder().then((orderID) => props.onApprove({ orderID, payerID: 'PAYER1' }))
        }
      >
        PayPal
      </button>
      <button type="button" onClick={() => props.onCancel()}>
        Cancel PayPal
      </button>
    </>
  ),
}));

const FUNDED: FundedTransaction = { id: 9, transactionAmount: 10_000, runningTotal: 10_000 };

type ChargeMock = Mock<(input: ChargeInput) => Promise<FundedTransaction>>;

function setup({
  charge: givenCharge,
  ...overrides
}: Partial<Omit<AddFundsDialogViewProps, 'charge'>> & { charge?: ChargeMock } = {}) {
  const charge: ChargeMock = givenCharge ?? vi.fn(() => Promise.resolve(FUNDED));
  const onFunded = vi.fn();
  const createPayPalOrder = vi.fn(() => Promise.resolve('ORDER1'));
  render(
    <AddFundsDialogView
      open
      onClose={() => undefined}
      onFunded={onFunded}
      charge={charge}
      createPayPalOrder={createPayPalOrder}
      providers={[{ partner: 'test' }]}
      {...overrides}
    />,
  );
  return { user: userEvent.setup(), charge, onFunded, createPayPalOrder };
}

const amountField = () => screen.getByRole('textbox', { name: 'Charge Amount' });

describe('AddFundsDialogView', () => {
  it('checks the amount with the spec messages, defaulting to 100.00 or the suggestion', async () => {
    const { user, charge } = setup();
    expect(amountField()).toHaveValue('100.00');
    for (const [typed, message] of [
      ['0', 'Charge Amount must be greater than zero'],
      ['3.98', 'Charge Amount must be at least $3.99'],
      ['1000.01', 'Charge Amount must be less than $1000.00'],
    ]) {
      await user.clear(amountField());
      await user.type(amountField(), typed ?? '');
      expect(await screen.findByText(message ?? '')).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(charge).not.toHaveBeenCalled();
  });

  it('starts from the suggested amount', () => {
    setup({ suggestedCents: 1_234 });
    expect(amountField()).toHaveValue('12.34');
  });

  it('pays with the success test card: cents, the test nonce and one key', async () => {
    const { user, charge, onFunded } = setup();
    expect(screen.getByText(/4111 1111 1111 1111 \(success\)/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await waitFor(() => expect(onFunded).toHaveBeenCalledWith(FUNDED));
    const [input] = charge.mock.calls[0] ?? [];
    expect(input).toMatchObject({
      amount: 10_000,
      paymentPartner: 'test',
      paymentSource: 'card',
      nonce: 'test-card:4111111111111111',
      orderId: null,
    });
    expect(input?.idempotencyKey.length).toBeLessThanOrEqual(45);
  });

  it('shows the decline message, and the next try is a new attempt with a new key', async () => {
    const charge: ChargeMock = vi.fn(() =>
      Promise.reject(
        new ApiError('Your card was declined. Please use another card.', {
          status: 400,
          code: 'BAD_USER_INPUT',
        }),
      ),
    );
    const { user } = setup({ charge });
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByText('Your card was declined. Please use another card.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await waitFor(() => expect(charge).toHaveBeenCalledTimes(2));
    expect(charge.mock.calls[1]?.[0].idempotencyKey).not.toBe(charge.mock.calls[0]?.[0].idempotencyKey);
  });

  it('sends one charge for a double click, with the button disabled while it is in flight', async () => {
    let answer: (value: FundedTransaction) => void = () => undefined;
    const charge: ChargeMock = vi.fn(() => new Promise<FundedTransaction>((resolve) => (answer = resolve)));
    const { user, onFunded } = setup({ charge });
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    const pay = screen.getByRole('button', { name: 'Pay $100.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    fireEvent.click(pay);
    expect(charge).toHaveBeenCalledTimes(1);
    answer(FUNDED);
    await waitFor(() => expect(onFunded).toHaveBeenCalledTimes(1));
    expect(charge).toHaveBeenCalledTimes(1);
  });

  it('retries an open outcome with the same key and token, even after a second Pay', async () => {
    const charge: ChargeMock = vi
      .fn<(input: ChargeInput) => Promise<FundedTransaction>>()
      .mockRejectedValueOnce(
        new ApiError('Unable to process the order. Please try again.', { status: 200, code: 'CONFLICT' }),
      )
      .mockRejectedValueOnce(new ApiError('The server could not be reached.', { status: 0 }))
      .mockResolvedValue(FUNDED);
    const { user, onFunded } = setup({ charge });
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Try again' });
    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await waitFor(() => expect(onFunded).toHaveBeenCalledTimes(1));
    const sent = charge.mock.calls.map(([input]) => [input.idempotencyKey, input.nonce]);
    expect(new Set(sent.map(([key]) => key)).size).toBe(1);
    expect(sent.map(([, nonce]) => nonce)).toEqual(Array(3).fill('test-card:4111111111111111'));
  });

  it('tokenises with Square for CHARGE in USD and charges with the token', async () => {
    const { user, charge } = setup({
      providers: [
        {
          partner: 'square',
          applicationId: 'sandbox-sq0idb-app',
          locationId: 'L1',
          scriptSrc: '/__fake/square.js',
        },
      ],
      billingContact: { givenName: 'Pat', familyName: 'Lee', email: 'pat@example.com' },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $100.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(charge).toHaveBeenCalledTimes(1));
    expect(squareCalls.payments[0]).toEqual(['sandbox-sq0idb-app', 'L1', { scriptSrc: '/__fake/square.js' }]);
    expect(squareCalls.tokenize[0]).toMatchObject({
      amount: '100.00',
      currencyCode: 'USD',
      intent: 'CHARGE',
      billingContact: { givenName: 'Pat', familyName: 'Lee', email: 'pat@example.com' },
    });
    expect(charge.mock.calls[0]?.[0]).toMatchObject({
      paymentPartner: 'square',
      nonce: 'cnon:card-nonce-ok-1',
    });
  });

  it('pays with PayPal: an order of the amount, then the charge with order and payer ids; cancel says so', async () => {
    const { user, charge, createPayPalOrder } = setup({
      providers: [{ partner: 'paypal', clientId: 'client' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel PayPal' }));
    expect(await screen.findByText('You have cancelled the payment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(charge).toHaveBeenCalledTimes(1));
    expect(createPayPalOrder).toHaveBeenCalledWith(10_000);
    expect(charge.mock.calls[0]?.[0]).toMatchObject({
      amount: 10_000,
      paymentPartner: 'paypal',
      paymentSource: 'paypal',
      orderId: 'ORDER1',
      buyerId: 'PAYER1',
    });
  });
});
