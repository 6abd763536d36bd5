import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { graphqlCalls, jsonResponse } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import { AddFundsDialog } from './AddFundsDialog.tsx';

it('loads the providers and charges through chargeWithNonce, then reports the funds', async () => {
  // The dialog's own calls only: no app shell (and so no appConfig load) around it here.
  const fetchMock = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const query = typeof init?.body === 'string' ? init.body : '';
    if (query.includes('query PaymentProviders'))
      return Promise.resolve(jsonResponse({ data: { paymentProviders: [{ partner: 'test' }] } }));
    if (query.includes('mutation ChargeWithNonce'))
      return Promise.resolve(
        jsonResponse({ data: { chargeWithNonce: { id: 3, transactionAmount: 2_500, runningTotal: 2_500 } } }),
      );
    return Promise.resolve(jsonResponse({ errors: [{ message: 'Not faked' }] }, 400));
  });
  vi.stubGlobal('fetch', fetchMock);
  const onFunded = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProviders initialSession={signedIn()}>
      <AddFundsDialog open suggestedCents={2_500} onClose={onClose} onFunded={onFunded} />
    </AppProviders>,
  );
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
  await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
  await waitFor(() =>
    expect(onFunded).toHaveBeenCalledWith({ id: 3, transactionAmount: 2_500, runningTotal: 2_500 }),
  );
  expect(onClose).toHaveBeenCalled();
  const sent = graphqlCalls(fetchMock).find((call) => call.query.includes('mutation ChargeWithNonce'));
  expect(sent?.variables).toMatchObject({
    amount: 2_500,
    paymentPartner: 'test',
    paymentSource: 'card',
    nonce: 'test-card:4111111111111111',
  });
});
