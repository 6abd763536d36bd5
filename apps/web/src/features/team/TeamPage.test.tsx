import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { IN_CLIENT_USER, signedIn } from '../../test/sessions.ts';

const TEAM = {
  team: {
    members: [
      { userId: 7, email: 'pat@acme.test', firstName: 'Pat', lastName: 'Lee', role: 'Owner' },
      { userId: 8, email: 'sam@acme.test', firstName: 'Sam', lastName: 'Hill', role: 'Member' },
    ],
    invitations: [
      { id: 5, email: 'kim@acme.test', role: 'Admin', status: 'Pending', expiresAt: '2030-01-01T00:00:00Z' },
    ],
  },
};

describe('/file1099/team', () => {
  it('lists members and invitations, invites, resends, revokes and removes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/team', {
      graphql: (query) => {
        if (query.includes('query Team')) return jsonResponse({ data: TEAM });
        if (query.includes('inviteUser')) return jsonResponse({ data: { inviteUser: { id: 6 } } });
        if (query.includes('resendInvitation'))
          return jsonResponse({ data: { resendInvitation: { id: 5 } } });
        if (query.includes('revokeInvitation')) return jsonResponse({ data: { revokeInvitation: true } });
        if (query.includes('removeTeamMember')) return jsonResponse({ data: { removeTeamMember: true } });
        return undefined;
      },
    });
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('sam@acme.test')).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remove pat@acme.test' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail of the person to invite'), 'new@acme.test');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to kim@acme.test' }));
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to kim@acme.test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove sam@acme.test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      const sent = graphqlCalls(fetchMock).map((c) => [c.query.match(/mutation (\w+)/)?.[1], c.variables]);
      expect(sent.filter(([name]) => name)).toEqual([
        ['InviteUser', { email: 'new@acme.test', role: 'Admin' }],
        ['ResendInvitation', { id: 5 }],
        ['RevokeInvitation', { id: 5 }],
        ['RemoveTeamMember', { userId: 8 }],
      ]);
    });
  });

  it.each([
    [
      'an accountant inside a client',
      signedIn(IN_CLIENT_USER),
      "You are working inside a client. Your firm's team is managed in your practice.",
    ],
    [
      'a Member',
      signedIn({ role: 'Member' }),
      'Only an Owner or Admin of this account can manage its users.',
    ],
    [
      'an individual account',
      signedIn({ domainType: 'C' }),
      'Managing users is not available for individual accounts.',
    ],
  ])('is blocked for %s without asking the server', async (_who, session, message) => {
    const { fetchMock } = renderApp('/file1099/team', { session });
    expect(await screen.findByTestId('team-unavailable')).toHaveTextContent(message);
    expect(graphqlCalls(fetchMock).some((c) => c.query.includes('team'))).toBe(false);
  });

  it('is blocked when user management is off', async () => {
    renderApp('/file1099/team', {
      config: { features: { vendorPortal: false, userManagement: false, tinMatch: true, w9: true } },
    });
    expect(await screen.findByTestId('team-unavailable')).toHaveTextContent(
      'Managing users is not available for this account.',
    );
  });
});
