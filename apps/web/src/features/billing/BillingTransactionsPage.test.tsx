import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import type { TransactionRow } from './transactionColumns.tsx';

const ROWS: TransactionRow[] = [
  {
    id: 1,
    transactionTime: '2026-01-02T03:30:00Z',
    transactionType: 'PromoCredit',
    transactionAmount: 1000,
    runningTotal: 1000,
    description: 'Welcome',
  },
  {
    id: 3,
    transactionTime: '2026-01-05T18:00:00Z',
    transactionType: 'PurchaseCredit',
    transactionAmount: 10000,
    runningTotal: 11000,
    description: 'Add funds',
    paymentSource: 'card',
    refundableAmount: 10000,
  },
  {
    id: 5,
    transactionTime: '2026-01-06T18:00:00Z',
    transactionType: 'ServiceCharge',
    transactionAmount: -299,
    runningTotal: 10701,
    description: 'Submitted 1 filing',
  },
];

function billingServer() {
  return (query: string) => {
    if (query.includes('billingTransactions'))
      return jsonResponse({
        data: { billingTransactions: { items: ROWS, totalCount: ROWS.length }, availableCredits: 10701 },
      });
    if (query.includes('addPromoCredits')) return jsonResponse({ data: { addPromoCredits: { id: 6 } } });
    if (query.includes('requestRefund')) return jsonResponse({ data: { requestRefund: { id: 7 } } });
    if (query.includes('billingSummary'))
      return jsonResponse({
        data: {
          billingSummary: [
            { transactionType: 'PurchaseCredit', count: 1, totalAmount: 10000 },
            { transactionType: 'ServiceCharge', count: 1, totalAmount: -299 },
          ],
        },
      });
    return undefined;
  };
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

describe('billing transactions', { timeout: 30_000 }, () => {
  it('lists the ledger newest first with dollars, Pacific dates, receipts and the CSV export', async () => {
    renderApp('/file1099/transactions', { graphql: billingServer() });
    const grid = await screen.findByRole('grid', { name: 'Billing transactions' });
    await within(grid).findByText('Submitted 1 filing');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(cellTexts(rows[0] ?? grid).slice(0, 5)).toEqual([
      '01/06/2026',
      'Charge',
      'Submitted 1 filing',
      '-$2.99',
      '$107.01',
    ]);
    expect(cellTexts(rows[2] ?? grid).slice(0, 2)).toEqual(['01/01/2026', 'Credit adjustment']);
    expect(within(grid).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      '/rs/api/billing/receipts/3.pdf',
    );
    expect(within(grid).queryByRole('button', { name: 'Issue Refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/rs/api/billing/transactions.csv',
    );
    expect(screen.getByTestId('billing-available')).toHaveTextContent('$107.01');
    expect(screen.queryByRole('button', { name: 'Add Promo Funds' })).not.toBeInTheDocument();
  });

  it('lets a super admin add promo funds and refund a card payment with its fee', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/transactions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: billingServer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Promo Funds' }));
    const promo = screen.getByRole('dialog', { name: 'Add Promo Funds' });
    expect(within(promo).getByLabelText('Amount')).toHaveValue('10.00');
    await user.clear(within(promo).getByLabelText('Amount'));
    await user.click(within(promo).getByRole('button', { name: 'Add Promo Funds' }));
    expect(await within(promo).findByText('Description is required')).toBeInTheDocument();
    await user.type(within(promo).getByLabelText('Description'), 'Season welcome');
    await user.click(within(promo).getByRole('button', { name: 'Add Promo Funds' }));
    expect(await screen.findByText('Added promo funds')).toBeInTheDocument();
    const promoCall = graphqlCalls(fetchMock).find((call) => call.query.includes('addPromoCredits'));
    expect(promoCall?.variables).toEqual({ credits: 1000, description: 'Season welcome', domainId: 101 });

    const grid = screen.getByRole('grid', { name: 'Billing transactions' });
    await user.click(within(grid).getByRole('button', { name: 'Issue Refund' }));
    const refund = screen.getByRole('dialog', { name: 'Issue Refund' });
    expect(within(refund).getByTestId('refund-fee')).toHaveTextContent('$3.99');
    await user.clear(within(refund).getByLabelText('Requested amount'));
    await user.type(within(refund).getByLabelText('Requested amount'), '100.01');
    await user.click(within(refund).getByRole('button', { name: 'Issue Refund' }));
    expect(await within(refund).findByText(/can not be more than \$100\.00/)).toBeInTheDocument();
    expect(within(refund).getByText('Reason is required')).toBeInTheDocument();
    await user.clear(within(refund).getByLabelText('Requested amount'));
    await user.type(within(refund).getByLabelText('Requested amount'), '50');
    expect(within(refund).getByTestId('refund-fee')).toHaveTextContent('$2.24');
    expect(within(refund).getByTestId('refund-amount')).toHaveTextContent('$47.76');
    await user.type(within(refund).getByLabelText('Reason'), 'Unused funds');
    await user.click(within(refund).getByRole('button', { name: 'Issue Refund' }));
    expect(await screen.findByText('Issued the refund')).toBeInTheDocument();
    const refundCall = graphqlCalls(fetchMock).find((call) => call.query.includes('requestRefund'));
    expect(refundCall?.variables).toMatchObject({
      id: 3,
      requestedAmount: 5000,
      processingFee: 224,
      refundAmount: 4776,
      reason: 'Unused funds',
    });
  });

  it('sums the period by type on the Reports page', async () => {
    renderApp('/file1099/reports', { graphql: billingServer() });
    const card = await screen.findByRole('region', { name: 'Billing Summary' });
    const table = within(card).getByRole('table', { name: 'Totals by type' });
    await waitFor(() => expect(within(table).getByText('$100.00')).toBeInTheDocument());
    const net = within(table).getByText('Net change').closest('tr');
    expect(net).toHaveTextContent('Net change2$97.01');
  });
});
