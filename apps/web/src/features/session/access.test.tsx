import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { graphqlCalls, renderApp } from '../../test/renderApp.tsx';
import {
  FIRM_USER,
  IN_CLIENT_USER,
  NO_ACCOUNT_USER,
  PAYER_USER,
  SIGNED_OUT,
  signedIn,
} from '../../test/sessions.ts';
import { getAccessRedirect, getAppHomePath, getSafeReturnPath } from './access.ts';

describe('protected-route rules', () => {
  it('sends nobody to /login, a pending second factor to /mfa, no account to /selectaccount', () => {
    expect(getAccessRedirect(null, 'account')).toBe('/login');
    expect(getAccessRedirect({ ...PAYER_USER, mfaState: 'required' }, 'account')).toBe('/mfa');
    expect(getAccessRedirect({ ...NO_ACCOUNT_USER, mfaState: 'required' }, 'user')).toBe('/mfa');
    expect(getAccessRedirect(NO_ACCOUNT_USER, 'account')).toBe('/selectaccount');
    expect(getAccessRedirect(NO_ACCOUNT_USER, 'user')).toBeNull();
    expect(getAccessRedirect(PAYER_USER, 'account')).toBeNull();
  });

  it('sends a firm outside any client to its clients, everyone else to the dashboard', () => {
    expect(getAppHomePath('/file1099', FIRM_USER)).toBe('/file1099/clients');
    expect(getAppHomePath('/file1099', IN_CLIENT_USER)).toBe('/file1099/dashboard');
    expect(getAppHomePath('/file1099', PAYER_USER)).toBe('/file1099/dashboard');
  });

  it('follows only paths of this site after sign-in', () => {
    expect(getSafeReturnPath('/file1099/team')).toBe('/file1099/team');
    expect(getSafeReturnPath('//evil.example')).toBeNull();
    expect(getSafeReturnPath('https://evil.example')).toBeNull();
    expect(getSafeReturnPath('/logout')).toBeNull();
  });
});

describe('protected routes in the app', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp('/file1099/payees', { session: SIGNED_OUT });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without a selected account to /selectaccount', async () => {
    const { router } = renderApp('/file1099/dashboard', {
      session: signedIn(NO_ACCOUNT_USER),
      graphql: (query) =>
        query.includes('myAccounts') ? Response.json({ data: { myAccounts: [] } }) : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Select account' });
    expect(router.state.location.pathname).toBe('/selectaccount');
  });

  it('sends a user who owes the second factor to /mfa', async () => {
    const { router } = renderApp('/file1099/dashboard', {
      session: signedIn({ mfaState: 'required', mfaEnabled: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(router.state.location.pathname).toBe('/mfa');
  });

  it('sends a firm from the app root to /file1099/clients', async () => {
    const { router } = renderApp('/file1099', {
      session: signedIn(FIRM_USER),
      graphql: (query) =>
        query.includes('clients')
          ? Response.json({ data: { clients: { totalCount: 0, clients: [] } } })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(router.state.location.pathname).toBe('/file1099/clients');
  });

  it.each([
    'efsfilings',
    'transmissions',
    'printrequests',
    'emailrequests',
    'deployinfo',
    'configmanagement',
    'workers',
    'audit',
    'outbox',
  ])(
    'sends anyone but a super admin home from /file1099/%s with the message, asking nothing',
    async (path) => {
      const { fetchMock, router } = renderApp(`/file1099/${path}`);
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(router.state.location.pathname).toBe('/file1099/dashboard');
      expect(screen.getByTestId('notification-stack')).toHaveTextContent(MESSAGES.notAuthorized);
      const operations = graphqlCalls(fetchMock).map((call) => call.query);
      expect(operations.some((query) => query.includes('outboxMessages'))).toBe(false);
    },
  );

  it('opens the Mail Outbox for a super admin', async () => {
    renderApp('/file1099/outbox', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: (query) =>
        query.includes('outboxMessages')
          ? Response.json({
              data: {
                outboxMessages: {
                  totalCount: 1,
                  messages: [
                    {
                      id: '1',
                      to: 'sam@acme.test',
                      subject: 'Confirm your e-mail address for File1099',
                      status: 'logged',
                      createdAt: '2025-01-02T03:04:05.000Z',
                      links: ['http://localhost/confirmemail?email=sam&code=1'],
                      textBody: 'Welcome, Sam',
                    },
                  ],
                },
              },
            })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Mail Outbox' });
    await waitFor(() => expect(screen.getByText('sam@acme.test')).toBeInTheDocument());
    screen.getByRole('button', { name: /^Open Confirm your e-mail/ }).click();
    expect(await screen.findByTestId('outbox-text-body')).toHaveTextContent('Welcome, Sam');
  });
});
