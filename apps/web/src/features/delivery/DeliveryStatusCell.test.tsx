import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeliveryStatusCell, getEmailStatusView, getPrintStatusView } from './DeliveryStatusCell.tsx';

describe('delivery statuses on the filings grid', () => {
  it("shows the spec's labels, with the date only past Queued", () => {
    expect(getEmailStatusView({ emailStatus: null })).toEqual({
      label: 'Not Requested',
      detail: '',
      description: '',
    });
    expect(
      getEmailStatusView({
        emailStatus: 'WaitingOnEfile',
        emailStatusDate: '2026-11-20T18:00:00.000Z',
        emailStatusDesc: 'Consented; waiting for the IRS to accept',
      }),
    ).toEqual({
      label: 'Waiting on eFile',
      detail: '',
      description: 'Consented; waiting for the IRS to accept',
    });
    expect(
      getEmailStatusView({ emailStatus: 'Emailed', emailStatusDate: '2026-11-20T18:00:00.000Z' }),
    ).toMatchObject({
      label: 'Emailed',
      detail: 'Nov 20, 2026',
    });
    expect(
      getPrintStatusView({ printStatus: 'Queued', printStatusDate: '2026-11-20T18:00:00.000Z' }).detail,
    ).toBe('');
    expect(
      getPrintStatusView({ printStatus: 'Mailing', printStatusDate: '2026-11-20T18:00:00.000Z' }),
    ).toMatchObject({
      label: 'Mailed',
      detail: 'Nov 20, 2026',
    });
  });

  it('shows the print ETA (expected delivery plus 8 hours) instead of the status date', () => {
    const view = getPrintStatusView({
      printStatus: 'InTransit',
      printStatusDate: '2026-11-20T18:00:00.000Z',
      printCopyExpectedDeliveryDate: '2026-11-24T12:00:00.000Z',
    });
    expect(view).toMatchObject({ label: 'In Transit', detail: 'ETA Nov 24, 2026' });
  });

  it('renders the label, the date and the description on hover', async () => {
    render(
      <DeliveryStatusCell
        view={getEmailStatusView({
          emailStatus: 'Bounced',
          emailStatusDate: '2026-11-21T18:00:00.000Z',
          emailStatusDesc: 'The e-mail notice bounced. A paper copy will be mailed.',
        })}
      />,
    );
    expect(screen.getByText('Bounced')).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2026')).toBeInTheDocument();
    await userEvent.hover(screen.getByText('Bounced'));
    expect(
      await screen.findByRole('tooltip', { name: 'The e-mail notice bounced. A paper copy will be mailed.' }),
    ).toBeInTheDocument();
  });
});
