import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createInvoice, getSeasonCalendar, SEASON_MESSAGES } from '@file1099/forms';
import { SEASON_2025 } from '@file1099/shared';
import { Congratulations } from './Congratulations.tsx';
import { OrderStep, type OrderStepProps } from './OrderStep.tsx';
import { ACKNOWLEDGEMENTS, SUBMIT_MESSAGES, TIN_AUTHORIZATION } from './submitRules.ts';

// 7 federal e-files cross the 1-5 / 6-25 tiers; 2 TIN checks; 1 printed copy.
const INVOICE = createInvoice(
  [
    { service: 'FED_EFILE', quantity: 7, alreadyPaid: 0 },
    { service: 'TIN_MATCH', quantity: 2, alreadyPaid: 0 },
    { service: 'RECIPIENT_PRINT_DELIVERY', quantity: 2, alreadyPaid: 1 },
  ],
  { plan: 'standard', today: '2026-01-10' },
);
// 5 × 2.99 + 2 × 2.49 + 2 × 1.00 + 1 × 1.85 = 23.78
const TOTAL = 2378;

function renderOrder(props: Partial<OrderStepProps> = {}) {
  const onSubmit = vi.fn();
  const onAddFunds = vi.fn();
  render(
    <MemoryRouter>
      <OrderStep
        invoice={INVOICE}
        availableCents={5000}
        emailConfirmed
        calendar={getSeasonCalendar(SEASON_2025, '2026-01-27T14:00:00-08:00')}
        busy={false}
        onAddFunds={onAddFunds}
        onSubmit={onSubmit}
        onBack={vi.fn()}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onSubmit, onAddFunds };
}

describe('Review order and Pay', () => {
  it('shows the invoice with tier lines, asks every acknowledgement and the TIN authorisation', async () => {
    const user = userEvent.setup();
    const { onSubmit, onAddFunds } = renderOrder();
    expect(INVOICE.totalAmount).toBe(TOTAL);
    const table = screen.getByRole('table', { name: 'Order' });
    expect(within(table).getByText('Federal eFile (1-5)')).toBeInTheDocument();
    expect(within(table).getByText('Federal eFile (6-25)')).toBeInTheDocument();
    expect(within(table).getByText('$2.49')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-service-RECIPIENT_PRINT_DELIVERY')).toHaveTextContent(
      'Recipient Copy by Mail21$1.85',
    );
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$23.78');
    expect(screen.getByTestId('available-funds')).toHaveTextContent('$50.00');
    expect(screen.getByText(SEASON_MESSAGES.printMayMiss('Jan 31st'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $23.78 and Submit' }));
    expect(screen.getByTestId('pay-blocker')).toHaveTextContent(SUBMIT_MESSAGES.acknowledgeAll);
    for (const text of ACKNOWLEDGEMENTS) await user.click(screen.getByLabelText(text));
    await user.click(screen.getByRole('button', { name: 'Pay $23.78 and Submit' }));
    expect(screen.getByTestId('pay-blocker')).toHaveTextContent(SUBMIT_MESSAGES.acknowledgeTin);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(TIN_AUTHORIZATION));
    await user.click(screen.getByRole('button', { name: 'Pay $23.78 and Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(TOTAL);
    expect(onAddFunds).not.toHaveBeenCalled();
  });

  it('opens Add Funds with the shortfall when the funds fall short', async () => {
    const user = userEvent.setup();
    const { onSubmit, onAddFunds } = renderOrder({ availableCents: 1000 });
    expect(screen.getByText(SUBMIT_MESSAGES.notEnoughFunds)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $23.78 and Submit' }));
    expect(onAddFunds).toHaveBeenCalledWith(TOTAL - 1000);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a confirmed e-mail and points to User Profile', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderOrder({ emailConfirmed: false });
    const alert = screen.getByTestId('email-not-confirmed');
    expect(alert).toHaveTextContent(SUBMIT_MESSAGES.emailNotConfirmed);
    expect(within(alert).getByRole('link', { name: 'Open User Profile' })).toHaveAttribute(
      'href',
      '/file1099/userpreferences',
    );
    for (const text of ACKNOWLEDGEMENTS) await user.click(screen.getByLabelText(text));
    await user.click(screen.getByLabelText(TIN_AUTHORIZATION));
    await user.click(screen.getByRole('button', { name: 'Pay $23.78 and Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists what happens next after the submission', () => {
    render(
      <MemoryRouter>
        <Congratulations
          summary={{ submittedCount: 7, alreadySubmittedCount: 0, invoice: INVOICE, availableCents: 2622 }}
          calendar={getSeasonCalendar(SEASON_2025, '2026-01-10T12:00:00-08:00')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('submitted-summary')).toHaveTextContent(
      '7 filings were submitted. $23.78 was taken from your funds; $26.22 remains available.',
    );
    const next = within(screen.getByRole('list', { name: 'What happens next' }));
    expect(next.getByText(/within a couple of hours/)).toBeInTheDocument();
    expect(
      next.getByText('Your federal filings are transmitted to the IRS within 12-24 hours.'),
    ).toBeInTheDocument();
    expect(next.getByText(/printed and mailed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Processing filings' })).toHaveAttribute(
      'href',
      '/file1099/filings?tab=1',
    );
  });
});
