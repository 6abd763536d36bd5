import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { PAYER_USER, signedIn, toSessionDto } from '../../test/sessions.ts';

describe('Login Preferences', () => {
  it('saves the name through updateUserPreferences', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/userpreferences', {
      graphql: (query) =>
        query.includes('updateUserPreferences')
          ? jsonResponse({
              data: { updateUserPreferences: toSessionDto({ ...PAYER_USER, firstName: 'Patricia' }) },
            })
          : undefined,
    });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Patricia');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(
        graphqlCalls(fetchMock).find((c) => c.query.includes('updateUserPreferences'))?.variables,
      ).toEqual({
        firstName: 'Patricia',
        lastName: 'Lee',
      }),
    );
  });

  it('shows recovery codes left and makes new ones with a code', async () => {
    const user = userEvent.setup();
    renderApp('/file1099/userpreferences', {
      session: signedIn({ mfaEnabled: true, mfaState: 'done' }),
      graphql: (query) => {
        if (query.includes('recoveryCodesLeft')) return jsonResponse({ data: { recoveryCodesLeft: 7 } });
        if (query.includes('regenerateRecoveryCodes'))
          return jsonResponse({ data: { regenerateRecoveryCodes: ['r1', 'r2'] } });
        return undefined;
      },
    });
    expect(await screen.findByText(/You have 7 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent('r1');
  });

  it('turns two-step verification off with a code, unless the account requires it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/userpreferences', {
      session: signedIn({ mfaEnabled: true, mfaState: 'done' }),
      graphql: (query) => {
        if (query.includes('recoveryCodesLeft')) return jsonResponse({ data: { recoveryCodesLeft: 10 } });
        if (query.includes('disableMfa')) return jsonResponse({ data: { disableMfa: true } });
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    await waitFor(() =>
      expect(graphqlCalls(fetchMock).find((c) => c.query.includes('disableMfa'))?.variables).toEqual({
        code: '123456',
      }),
    );
  });

  it('cannot turn it off while the account requires it', async () => {
    renderApp('/file1099/userpreferences', {
      session: signedIn({ mfaEnabled: true, mfaState: 'done', requireMfa: true }),
    });
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeDisabled();
  });
});
