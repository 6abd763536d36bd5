import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { TEST_CONFIG, jsonResponse, renderApp } from '../../test/renderApp.tsx';

async function pressRefresh(graphql: () => Response) {
  const view = renderApp('/file1099/dashboard', { graphql });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  return view;
}

const notifications = () => screen.getByTestId('notification-stack');

describe('errors from any call', () => {
  it('a 403 signs the user out, says why, and opens the sign-in page', async () => {
    const { router, fetchMock } = await pressRefresh(() =>
      jsonResponse({ errors: [{ message: 'Forbidden' }] }, 403),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/access/logout')).toBe(true);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(notifications()).toHaveTextContent(MESSAGES.notAuthorized);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the server's message", async () => {
    const { router } = await pressRefresh(() =>
      jsonResponse({ errors: [{ message: 'Settings are locked.' }] }),
    );
    await waitFor(() => expect(notifications()).toHaveTextContent('Settings are locked.'));
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the generic message when the server gives none', async () => {
    await pressRefresh(() => new Response('', { status: 500 }));
    await waitFor(() => expect(notifications()).toHaveTextContent(MESSAGES.genericRequestError));
  });

  it('confirms a successful refresh', async () => {
    await pressRefresh(() => jsonResponse({ data: { appConfig: TEST_CONFIG } }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Settings are up to date.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
