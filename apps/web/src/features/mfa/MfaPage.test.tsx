import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { PAYER_USER, SIGNED_OUT, signedIn, toSessionDto } from '../../test/sessions.ts';

const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);

describe('/mfa', () => {
  it('needs a signed-in user', async () => {
    const { router } = renderApp('/mfa', { session: SIGNED_OUT });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for a code, pushes mfa and continues to the page asked for', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderApp('/file1099/payees', {
      session: signedIn({ mfaState: 'required', mfaEnabled: true }),
      graphql: (query, _call, info) => {
        if (!query.includes('verifyMfa')) return undefined;
        const done = { ...PAYER_USER, mfaState: 'done' as const, mfaEnabled: true };
        info.signIn(done);
        return jsonResponse({ data: { verifyMfa: toSessionDto(done) } });
      },
    });
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Payees' });
    expect(router.state.location.pathname).toBe('/file1099/payees');
    expect(graphqlCalls(fetchMock).find((c) => c.query.includes('verifyMfa'))?.variables).toEqual({
      code: '123456',
    });
    expect(window.dataLayer).toContainEqual({ event: 'mfa', method: 'challenge' });
  });

  it('shows a wrong code in plain words', async () => {
    const user = userEvent.setup();
    renderApp('/mfa', {
      session: signedIn({ mfaState: 'required', mfaEnabled: true }),
      graphql: (query) =>
        query.includes('verifyMfa')
          ? jsonResponse({ errors: [{ message: 'That code is not right.' }] })
          : undefined,
    });
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('That code is not right.');
  });

  it('sets up an authenticator when the account requires one, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/mfa', {
      session: signedIn({ mfaState: 'required', mfaEnabled: false, requireMfa: true }),
      graphql: (query, _call, info) => {
        if (query.includes('startMfaEnrolment')) {
          return jsonResponse({
            data: {
              startMfaEnrolment: {
                secret: 'JBSWY3DPEHPK3PXP',
                otpauthUri: 'otpauth://x',
                qrCodeDataUrl: 'data:image/png;base64,AA==',
              },
            },
          });
        }
        if (query.includes('confirmMfaEnrolment')) {
          info.signIn({ ...PAYER_USER, mfaState: 'done', mfaEnabled: true });
          return jsonResponse({ data: { confirmMfaEnrolment: CODES } });
        }
        return undefined;
      },
    });
    expect(await screen.findByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', 'data:image/png;base64,AA==');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I saved my codes, continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('offers Skip only when nothing requires a second factor, and Cancel signs out', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/mfa', {
      session: signedIn({ mfaState: 'none', mfaEnabled: false }),
      graphql: (query) =>
        query.includes('startMfaEnrolment')
          ? jsonResponse({
              data: { startMfaEnrolment: { secret: 'S', otpauthUri: 'o', qrCodeDataUrl: 'data:,' } },
            })
          : undefined,
    });
    expect(await screen.findByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'You are signed out.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});
