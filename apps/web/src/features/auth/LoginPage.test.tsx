import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as AltchaModule from '../altcha/altcha.ts';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { PAYER_USER, SIGNED_OUT, signedIn } from '../../test/sessions.ts';
import { LOG_IN_STATUS_KEY } from '../session/logInStatus.ts';
import type { SessionUser } from '../session/session.types.ts';

vi.mock('../altcha/altcha.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AltchaModule>()),
  runAltcha: vi.fn(() => Promise.resolve('altcha-payload')),
}));

/** A fake /access/login: answers `login`; a successful answer signs `user` in. */
function loginServer(login: () => Response, user: SessionUser = PAYER_USER) {
  return {
    session: SIGNED_OUT,
    login: () => {
      const answer = login();
      return answer.ok ? { answer, user } : { answer };
    },
    graphql: (query: string) =>
      query.includes('resendConfirmation') ? jsonResponse({ data: { resendConfirmation: true } }) : undefined,
  };
}

async function fillAndSubmit(email = 'pat@acme.test', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const ok = { success: true, mfaState: 'none', mfaRequired: false, mfaEnrolled: false };

describe('/login', () => {
  it('signs in with a form-encoded POST, pushes signin and opens the app', async () => {
    const { router, fetchMock } = renderApp(
      '/login',
      loginServer(() => jsonResponse(ok)),
    );
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
    const login = fetchMock.mock.calls.find(([url]) => url === '/access/login');
    expect(login?.[1]?.body).toBe('username=pat%40acme.test&password=correct+horse&altcha=altcha-payload');
    expect(window.dataLayer).toContainEqual({ event: 'signin' });
    expect(localStorage.getItem(LOG_IN_STATUS_KEY)).toBe('LoggedIn');
  });

  it.each(['Bad credentials', 'User account is locked', 'User is disabled'])(
    'shows %s and stays signed out',
    async (message) => {
      const { router } = renderApp(
        '/login',
        loginServer(() => jsonResponse({ success: false, message }, 401)),
      );
      await fillAndSubmit();
      expect(await screen.findByTestId('form-error')).toHaveTextContent(message);
      expect(router.state.location.pathname).toBe('/login');
      expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    },
  );

  it("shows 'Error processing sign-in response' for anything else", async () => {
    renderApp(
      '/login',
      loginServer(() => new Response('<html>', { status: 502 })),
    );
    await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Error processing sign-in response');
  });

  it("offers to send the confirmation e-mail again for 'Email not verified'", async () => {
    const server = loginServer(() => jsonResponse({ success: false, message: 'Email not verified' }, 401));
    const { fetchMock } = renderApp('/login', server);
    const user = await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Email not verified');
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([, init]) => typeof init?.body === 'string' && init.body.includes('resendConfirmation'),
        ),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find(
      ([, init]) => typeof init?.body === 'string' && init.body.includes('resendConfirmation'),
    );
    expect(JSON.parse(String(call?.[1]?.body)).variables).toEqual({
      email: 'pat@acme.test',
      altcha: 'altcha-payload',
    });
  });

  it('goes to /mfa when the second factor is required', async () => {
    const { router } = renderApp(
      '/login',
      loginServer(() => jsonResponse({ ...ok, mfaState: 'required', mfaRequired: true, mfaEnrolled: true }), {
        ...PAYER_USER,
        mfaState: 'required',
        mfaEnabled: true,
      }),
    );
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(router.state.location.pathname).toBe('/mfa');
  });

  it('goes to /selectaccount when no account is selected', async () => {
    const { router } = renderApp('/login', {
      ...loginServer(() => jsonResponse(ok), {
        ...PAYER_USER,
        domainId: null,
        domainName: null,
        domainType: null,
      }),
    });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectaccount'));
  });

  it('checks the form when sent, focuses the first field in error, checks again on each change', async () => {
    const { fetchMock } = renderApp(
      '/login',
      loginServer(() => jsonResponse(ok)),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '  pat@acme.test ');
    await waitFor(() => expect(screen.queryByText('Please enter your e-mail address.')).toBeNull());
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The e-mail is sent as the rules read it: trimmed.
    await waitFor(() => {
      const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/access/login'));
      expect(login?.[1]?.body).toBe('username=pat%40acme.test&password=correct+horse&altcha=altcha-payload');
    });
  });

  it('redirects away when already signed in', async () => {
    const { router } = renderApp('/login', { session: signedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('goes to the test drive in the sandbox without a token', async () => {
    const { router } = renderApp('/login', { session: SIGNED_OUT, config: { sandbox: true } });
    await screen.findByRole('heading', { level: 1, name: 'Test drive' });
    expect(router.state.location.pathname).toBe('/testdrive');
    renderApp('/login?token=abc', { session: SIGNED_OUT, config: { sandbox: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
