import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getTinMatchCellText, TinMatchCell } from './TinMatchCell.tsx';
import { payeesToVerify } from './useTinMatchActions.tsx';

const payee = { id: 7, displayName: 'Rosa Diaz', tinMatchStatus: null, tinMatchResult: null };
const draft = {
  id: 1,
  payeeId: 7,
  status: 'Draft',
  selected: true,
  isPaid: false,
  tinMatchResult: null,
  requestedAt: null,
};

describe('TIN verification cell', () => {
  it('names each status, with the result code’s meaning once the IRS answered', () => {
    expect(getTinMatchCellText(payee)).toEqual({ label: 'Not Verified', meaning: '' });
    expect(getTinMatchCellText({ ...payee, tinMatchStatus: 'InProgress' }).label).toBe('In Progress');
    expect(getTinMatchCellText({ ...payee, tinMatchStatus: 'InValid', tinMatchResult: '3' })).toEqual({
      label: 'Invalid',
      meaning: '3: Name and TIN do not match IRS records',
    });
    expect(getTinMatchCellText({ ...payee, tinMatchStatus: 'Valid', tinMatchResult: '6' })).toEqual({
      label: 'Valid',
      meaning: '6: Matched on SSN',
    });
    expect(getTinMatchCellText({ ...payee, tinMatchRequest: draft }).label).toBe('Selected (not paid)');
  });

  it('offers Ignore on Invalid only, and Cancel on an unpaid Draft', async () => {
    const actions = { onCancel: vi.fn(), onIgnore: vi.fn() };
    const { rerender } = render(
      <TinMatchCell payee={{ ...payee, tinMatchStatus: 'Valid' }} actions={actions} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <TinMatchCell payee={{ ...payee, tinMatchStatus: 'InValid', tinMatchResult: '2' }} actions={actions} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ignore the TIN result of Rosa Diaz' }));
    expect(actions.onIgnore).toHaveBeenCalledWith(7);
    rerender(<TinMatchCell payee={{ ...payee, tinMatchRequest: draft }} actions={actions} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the TIN check of Rosa Diaz' }));
    expect(actions.onCancel).toHaveBeenCalledWith(7);
  });

  it('verifies only payees that are not in progress or valid', () => {
    expect(
      payeesToVerify([
        { id: 1, tinMatchStatus: 'Valid' },
        { id: 2, tinMatchStatus: 'InProgress' },
        { id: 3, tinMatchStatus: 'InValid' },
        { id: 4, tinMatchStatus: null },
      ]),
    ).toEqual([3, 4]);
  });
});
