import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TIMERS } from '@file1099/shared';
import { AppProviders } from '../../app/AppProviders.tsx';
import { routes } from '../../app/routes.tsx';
import { graphqlCalls, jsonResponse, stubServer, type FakeServer } from '../../test/renderApp.tsx';
import { PAYER_USER } from '../../test/sessions.ts';
import { LOG_IN_STATUS_KEY } from './logInStatus.ts';
import type { SessionValue } from './session.types.ts';
import { useSession } from './useSession.ts';

/** The app as main.tsx starts it: no session given, so it asks the server. */
function startApp(path: string, server: FakeServer) {
  const fetchMock = stubServer(server);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, router };
}

const sessionLoads = (fetchMock: ReturnType<typeof stubServer>) =>
  graphqlCalls(fetchMock).filter(
    (call) => call.url === '/access/graphql' && call.query.includes('sessionData'),
  );

describe('session data', () => {
  it('is loaded at start from /access/graphql and refreshed every 9 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = startApp('/file1099/dashboard', { sessionUser: PAYER_USER });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(sessionLoads(fetchMock)).toHaveLength(1);
    expect(localStorage.getItem(LOG_IN_STATUS_KEY)).toBe('LoggedIn');
    await act(async () => {
      vi.advanceTimersByTime(TIMERS.sessionRefreshMs);
    });
    await waitFor(() => expect(sessionLoads(fetchMock)).toHaveLength(2));
  });

  it('sends the user to /login when nobody is signed in', async () => {
    const { router } = startApp('/file1099/dashboard', { sessionUser: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('counts a failed load as signed out', async () => {
    localStorage.setItem(LOG_IN_STATUS_KEY, 'LoggedIn');
    const { router } = startApp('/file1099/dashboard', {
      sessionUser: PAYER_USER,
      sessionFailure: () => jsonResponse({ errors: [{ message: 'Database down' }] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(LOG_IN_STATUS_KEY)).toBe('LoggedOut');
  });

  it('restores an interrupted sign-in as signed out', async () => {
    localStorage.setItem(LOG_IN_STATUS_KEY, 'LoggingIn');
    startApp('/login', { sessionUser: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(localStorage.getItem(LOG_IN_STATUS_KEY)).toBe('LoggedOut');
  });

  it("forgets the previous account's answers when the session names another account", async () => {
    stubServer({ sessionUser: PAYER_USER });
    const seen: { client?: QueryClient; session?: SessionValue } = {};
    function Probe() {
      seen.client = useQueryClient();
      seen.session = useSession();
      return null;
    }
    render(
      <AppProviders initialSession={{ user: PAYER_USER, domain: null, logInStatus: 'LoggedIn' }}>
        <Probe />
      </AppProviders>,
    );
    const client = seen.client;
    if (!client || !seen.session) throw new Error('probe did not render');
    client.setQueryData(['team'], { members: [] });
    act(() => seen.session?.setSessionUser({ ...PAYER_USER, firstName: 'Renamed' }));
    expect(client.getQueryData(['team'])).toEqual({ members: [] });
    act(() => seen.session?.setSessionUser({ ...PAYER_USER, domainId: '999' }));
    expect(client.getQueryData(['team'])).toBeUndefined();
  });
});
