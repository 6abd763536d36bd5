import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DomainRelationStatus } from './portal.api.ts';
import { VendorPortalCell, type VendorPortalCellActions } from './VendorPortalCell.tsx';

const PAT = { id: 7, displayName: 'Pat Portal', emailAddress: 'pat@example.test' };

function status(relationStatus: string): DomainRelationStatus {
  return {
    id: 3,
    relationId: relationStatus === 'Connected' ? 3 : null,
    invitationId: relationStatus.startsWith('Invit') ? 3 : null,
    sourceSubEntityId: PAT.id,
    relationType: 'Vendor',
    relationStatus,
    invitedEmail: null,
  } as DomainRelationStatus;
}

function renderCell(value: string | undefined, payee = PAT) {
  const run = vi.fn();
  const actions: VendorPortalCellActions = { statusOf: () => (value ? status(value) : undefined), run };
  render(<VendorPortalCell payee={payee} actions={actions} />);
  return run;
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('the vendor-portal cell (spec part 2 §4)', () => {
  it('offers Invite when not connected or disconnected, and only with an e-mail', () => {
    renderCell(undefined);
    expect(screen.getByText('Not Connected')).toBeInTheDocument();
    expect(buttons()).toEqual(['Invite']);
  });

  it('offers nothing to a payee without an e-mail', () => {
    renderCell('DisConnected', { ...PAT, emailAddress: '' });
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  it('offers Resend and Delete Invitation while invited or expired', () => {
    renderCell('InvitationExpired');
    expect(screen.getByText('Invitation Expired')).toBeInTheDocument();
    expect(buttons()).toEqual(['Resend Invitation', 'Delete Invitation']);
  });

  it('offers Disable Access when connected and passes the status to the action', async () => {
    const run = renderCell('Connected');
    await userEvent.click(screen.getByRole('button', { name: 'Disable Access for Pat Portal' }));
    expect(run).toHaveBeenCalledWith('deleteAccess', PAT, expect.objectContaining({ relationId: 3 }));
  });
});
