import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import {
  FIRM_USER,
  IN_CLIENT_USER,
  NO_ACCOUNT_USER,
  PAYER_USER,
  signedIn,
  toSessionDto,
} from '../../test/sessions.ts';
import type { SessionUser } from '../session/session.types.ts';
import { SWITCH_BACK_FAILED } from './SwitchToParentPage.tsx';

const ACCOUNTS = [
  {
    id: 101,
    globalId: 'd-101',
    name: 'Acme Plumbing LLC',
    domainType: 'B',
    isTestAccount: false,
    role: 'Owner',
  },
  { id: 201, globalId: 'd-201', name: 'Lee & Co CPAs', domainType: 'A', isTestAccount: false, role: 'Admin' },
];

/** Answers `POST /rs/api/sessions/tokens/{id}/` with the given users by id. */
function tokens(byId: Record<string, SessionUser>) {
  return (url: string) => {
    const match = /^\/rs\/api\/sessions\/tokens\/(\d+)\/$/.exec(url);
    if (!match?.[1]) return undefined;
    const user = byId[match[1]];
    return user
      ? jsonResponse({ success: true, data: toSessionDto(user) })
      : jsonResponse({ message: 'x' }, 500);
  };
}

const clientsAnswer = () =>
  jsonResponse({
    data: {
      clients: {
        totalCount: 1,
        clients: [{ id: 301, globalId: 'd-301', name: 'Client Co', domainType: 'B', isTestAccount: false }],
      },
    },
  });

describe('/selectaccount', () => {
  it('lists myAccounts with the types asked for and sends a firm to its clients', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/selectaccount', {
      session: signedIn(NO_ACCOUNT_USER),
      graphql: (query) =>
        query.includes('myAccounts')
          ? jsonResponse({ data: { myAccounts: ACCOUNTS } })
          : query.includes('clients')
            ? clientsAnswer()
            : undefined,
      rest: tokens({ '201': FIRM_USER }),
    });
    await user.click(await screen.findByRole('button', { name: /Lee & Co CPAs/ }));
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(router.state.location.pathname).toBe('/file1099/clients');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/rs/api/sessions/tokens/201/' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('passes domainTypesToShow from the location state to myAccounts', async () => {
    const { router, fetchMock } = renderApp('/switchtopractice', {
      session: signedIn(PAYER_USER),
      graphql: (query) =>
        query.includes('myAccounts') ? jsonResponse({ data: { myAccounts: [] } }) : undefined,
    });
    await screen.findByText('Choose the practice (accounting firm) to work in.');
    expect(router.state.location.pathname).toBe('/selectaccount');
    // The page may show its text before its query has gone out: wait for the call.
    await waitFor(() => {
      const call = graphqlCalls(fetchMock).find((c) => c.query.includes('myAccounts'));
      expect(call?.variables).toEqual({ domainTypes: ['A'] });
    });
  });
});

describe('clients', () => {
  it('lists the firm clients and enters one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/clients', {
      session: signedIn(FIRM_USER),
      graphql: (query) => (query.includes('clients') ? clientsAnswer() : undefined),
      rest: tokens({ '301': IN_CLIENT_USER }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enter Client Co' }, { timeout: 5000 }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Client Co');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('CLIENT CO');
    expect(nav).toHaveTextContent('My Practice');
  });

  it('adds a client with POST /rs/api/clients/', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderApp('/file1099/clients/addclient', {
      session: signedIn(FIRM_USER),
      graphql: (query) => (query.includes('clients') ? clientsAnswer() : undefined),
      rest: (url, init) => {
        if (url !== '/rs/api/clients/') return undefined;
        body = JSON.parse(String(init?.body));
        return jsonResponse({
          success: true,
          message: 'Client added',
          data: { id: 302, globalId: 'd-302', name: 'Jo Doe', domainType: 'C', isTestAccount: false },
        });
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Individual/ }));
    await user.type(screen.getByLabelText('First name'), 'Jo');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.click(screen.getByRole('button', { name: 'Add client' }));
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(body).toEqual({ domainType: 'C', name: '', firstName: 'Jo', lastName: 'Doe' });
  });

  it('does not ask for clients outside a firm', async () => {
    const { fetchMock } = renderApp('/file1099/clients', { session: signedIn(PAYER_USER) });
    expect(await screen.findByText(/Only an accounting firm has clients/)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((c) => c.query.includes('clients('))).toBe(false);
  });
});

describe('back to the firm', () => {
  it('/file1099/switchtopractice selects the parent firm and shows its clients', async () => {
    const { router, fetchMock } = renderApp('/file1099/switchtopractice', {
      session: signedIn(IN_CLIENT_USER),
      graphql: (query) => (query.includes('clients') ? clientsAnswer() : undefined),
      rest: tokens({ '201': FIRM_USER }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(router.state.location.pathname).toBe('/file1099/clients');
    expect(fetchMock.mock.calls.some(([url]) => url === '/rs/api/sessions/tokens/201/')).toBe(true);
  });

  it(`says '${SWITCH_BACK_FAILED}' when the switch fails`, async () => {
    renderApp('/file1099/switchtofirm', { session: signedIn(IN_CLIENT_USER), rest: tokens({}) });
    expect(await screen.findByText(SWITCH_BACK_FAILED)).toBeInTheDocument();
  });
});

describe('/addaccount', () => {
  it('creates the account and selects it', async () => {
    const user = userEvent.setup();
    const second = { ...PAYER_USER, domainId: '102', domainName: 'Second Co' };
    const { router } = renderApp('/addaccount', {
      session: signedIn(),
      graphql: (query) =>
        query.includes('createAccount')
          ? jsonResponse({
              data: {
                createAccount: {
                  id: 102,
                  globalId: 'd-102',
                  name: 'Second Co',
                  domainType: 'B',
                  isTestAccount: false,
                  role: 'Owner',
                },
              },
            })
          : undefined,
      rest: tokens({ '102': second }),
    });
    await user.type(await screen.findByLabelText('Account name'), 'Second Co');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Second Co');
  });
});

describe('account preferences', () => {
  it('lets an Owner change the name and the MFA rule', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/accountpreferences', {
      graphql: (query) =>
        query.includes('updateAccountPreferences')
          ? jsonResponse({ data: { updateAccountPreferences: { id: 101 } } })
          : undefined,
    });
    await user.click(
      await screen.findByRole('switch', { name: 'Require two-step verification for every member' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        graphqlCalls(fetchMock).find((c) => c.query.includes('updateAccountPreferences'))?.variables,
      ).toEqual({
        name: 'Acme Plumbing LLC',
        requireMfa: true,
      }),
    );
  });

  it('shows a Member the settings without a form', async () => {
    renderApp('/file1099/accountpreferences', { session: signedIn({ role: 'Member' }) });
    expect(
      await screen.findByText('Only an Owner or Admin of this account can change its preferences.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
