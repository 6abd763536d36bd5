import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as AltchaModule from '../altcha/altcha.ts';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { PAYER_USER, SIGNED_OUT, signedIn } from '../../test/sessions.ts';

vi.mock('../altcha/altcha.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AltchaModule>()),
  runAltcha: vi.fn(() => Promise.resolve('altcha-payload')),
}));

async function tickAltcha(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
}

describe('/signup', () => {
  it('creates the login, pushes signup and asks the user to open the e-mailed link', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/signup', {
      session: SIGNED_OUT,
      graphql: (query) => (query.includes('signup') ? jsonResponse({ data: { signup: true } }) : undefined),
    });
    await user.type(await screen.findByLabelText('E-mail'), 'pat@acme.test');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Business name'), 'Acme Plumbing LLC');
    await tickAltcha(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(screen.getByText(/We sent a message to pat@acme.test/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    const signup = graphqlCalls(fetchMock).find((call) => call.query.includes('signup'));
    expect(signup?.variables).toEqual({
      email: 'pat@acme.test',
      password: 'a long enough password',
      firstName: 'Pat',
      lastName: 'Lee',
      accountName: 'Acme Plumbing LLC',
      accountType: 'B',
      altcha: 'altcha-payload',
    });
    expect(window.dataLayer).toContainEqual({ event: 'signup', accountType: 'B' });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/signup', { session: SIGNED_OUT });
    await user.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(
      screen.getByText("Please confirm that you are not a robot: tick 'I am not a robot'."),
    ).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('signup'))).toBe(false);
  });
});

describe('/confirmemail', () => {
  it('confirms once and offers to sign in', async () => {
    const { fetchMock } = renderApp('/confirmemail?email=pat%40acme.test&code=abc&login=true', {
      session: SIGNED_OUT,
      graphql: (query) =>
        query.includes('confirmEmail') ? jsonResponse({ data: { confirmEmail: true } }) : undefined,
    });
    expect(await screen.findByTestId('email-confirmed')).toHaveTextContent('pat@acme.test is confirmed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const calls = graphqlCalls(fetchMock).filter((call) => call.query.includes('confirmEmail'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.variables).toEqual({ email: 'pat@acme.test', code: 'abc' });
  });

  it("shows the server's message for a used or expired link", async () => {
    renderApp('/confirmemail?email=a%40b.co&code=old', {
      session: SIGNED_OUT,
      graphql: () =>
        jsonResponse({ errors: [{ message: 'This link is invalid, was already used or has expired.' }] }),
    });
    expect(
      await screen.findByText('This link is invalid, was already used or has expired.'),
    ).toBeInTheDocument();
  });
});

describe('/forgotpassword', () => {
  it('always answers with the same neutral confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/forgotpassword', {
      session: SIGNED_OUT,
      graphql: (query) =>
        query.includes('requestPasswordReset')
          ? jsonResponse({ data: { requestPasswordReset: true } })
          : undefined,
    });
    await user.type(await screen.findByLabelText('E-mail'), 'nobody@acme.test');
    await tickAltcha(user);
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByTestId('reset-requested')).toHaveTextContent(
      'If a File1099 login uses that e-mail address, we have sent it a link',
    );
  });
});

describe('/logout', () => {
  it('calls GET /access/logout and forgets the user', async () => {
    const { fetchMock } = renderApp('/logout', { session: signedIn() });
    await screen.findByRole('heading', { name: 'You are signed out.' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/access/logout')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('/acceptinvitation', () => {
  it('signs out first, then a new invitee gives a name and password and lands in the account', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const { router, fetchMock } = renderApp('/acceptinvitation?code=c1&email=sam%40acme.test', {
      session: signedIn(),
      graphql: (query, _call, info) => {
        if (query.includes('invitation(')) {
          return jsonResponse({
            data: {
              invitation: {
                email: 'sam@acme.test',
                accountName: 'Acme Plumbing LLC',
                role: 'Member',
                hasLogin: false,
              },
            },
          });
        }
        if (query.includes('acceptInvitation')) {
          accepted = true;
          expect(info.variables).toMatchObject({ email: 'sam@acme.test', code: 'c1', firstName: 'Sam' });
          info.signIn({ ...PAYER_USER, email: 'sam@acme.test', role: 'Member' });
          return jsonResponse({ data: { acceptInvitation: true } });
        }
        return undefined;
      },
    });
    await screen.findByText(/You are invited to join Acme Plumbing LLC as a Member/);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.indexOf('/access/logout')).toBeGreaterThanOrEqual(0);
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Hill');
    await user.type(screen.getByLabelText('Choose a password'), 'another long password');
    await user.type(screen.getByLabelText('Password again'), 'another long password');
    await tickAltcha(user);
    await user.click(screen.getByRole('button', { name: 'Accept and create my login' }));
    await waitFor(() => expect(accepted).toBe(true));
    expect(window.dataLayer).toContainEqual({ event: 'accept_user_invite' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/file1099/dashboard'));
  });
});
