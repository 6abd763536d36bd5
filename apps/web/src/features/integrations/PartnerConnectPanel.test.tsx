import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_MESSAGES } from '@file1099/forms';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import { CONNECT_POPUP, openConnectPopup } from './connectPopup.ts';
import type { OAuthIntegration } from './integrations.api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const NOT_CONNECTED: OAuthIntegration = {
  partner: 'QBO',
  connected: false,
  needsReconnect: false,
  configured: true,
  accountId: null,
  accountName: null,
  connectedDate: null,
  updatedDate: null,
};
const CONNECTED: OAuthIntegration = {
  ...NOT_CONNECTED,
  connected: true,
  accountId: '9130',
  accountName: 'Harbor Lights Cafe LLC',
};

/** The QuickBooks page against a fake server whose connection is `state()` at each load. */
function renderQbo(state: () => OAuthIntegration) {
  return renderApp('/file1099/integrations/qbo', {
    graphql: (query) => {
      if (query.includes('refreshTokens')) return jsonResponse({ data: { refreshTokens: state() } });
      if (query.includes('disconnectOAuthIntegration'))
        return jsonResponse({ data: { disconnectOAuthIntegration: true } });
      return undefined;
    },
  });
}

describe('the connect popup', () => {
  it('opens 600×700 on the connect path and takes only the popup’s own message from this origin', async () => {
    vi.useFakeTimers();
    const listeners: ((event: MessageEvent) => void)[] = [];
    const popup = { closed: false };
    const fakeWindow = {
      screenX: 0,
      screenY: 0,
      outerWidth: 1200,
      outerHeight: 900,
      location: { origin: 'http://app.test' },
      open: vi.fn(() => popup),
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
      setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
      clearInterval: (id: number) => clearInterval(id),
    } as unknown as Window;
    const outcome = openConnectPopup('/access/connectToQuickBooks', fakeWindow);
    expect(fakeWindow.open).toHaveBeenCalledWith(
      '/access/connectToQuickBooks',
      'file1099-connect',
      expect.stringContaining('width=600,height=700'),
    );
    const send = (origin: string, source: unknown, data: unknown) =>
      listeners.forEach((listener) => listener({ origin, source, data } as MessageEvent));
    send('http://evil.test', popup, { connectionStatus: 'Success' });
    send('http://app.test', {}, { connectionStatus: 'Success' });
    send('http://app.test', popup, {
      connectionStatus: 'Fail',
      errorMessage: 'Failed to connect to QuickBooks Online',
      detail: 'The connection was not allowed in QuickBooks Online.',
    });
    await expect(outcome).resolves.toEqual({
      status: 'Fail',
      message: 'Failed to connect to QuickBooks Online. The connection was not allowed in QuickBooks Online.',
    });
    expect(CONNECT_POPUP.pollMs).toBe(500);
  });
});

describe('QuickBooks Online connect panel', () => {
  it('connects through the popup: Connected Successfully and the company shown', async () => {
    const user = userEvent.setup();
    let connected = false;
    const { fetchMock } = renderQbo(() => (connected ? CONNECTED : NOT_CONNECTED));
    expect(
      await screen.findByText(INTEGRATION_MESSAGES.notConnected('QuickBooks Online')),
    ).toBeInTheDocument();
    // The popup is this window in the test, so its message passes the source check.
    vi.spyOn(window, 'open').mockImplementation(() => window);
    await user.click(screen.getByRole('button', { name: 'Connect to QuickBooks Online' }));
    connected = true;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { connectionStatus: 'Success', partner: 'QBO' },
        origin: window.location.origin,
        source: window,
      }),
    );
    expect(await screen.findByText(INTEGRATION_MESSAGES.connected)).toBeInTheDocument();
    expect(
      await screen.findByText(/Connected to QuickBooks Online: Harbor Lights Cafe LLC/),
    ).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).filter((call) => call.query.includes('refreshTokens'))).toHaveLength(2);
  });

  it('says to complete the flow when the popup is closed early', async () => {
    const user = userEvent.setup();
    renderQbo(() => NOT_CONNECTED);
    await screen.findByText(INTEGRATION_MESSAGES.notConnected('QuickBooks Online'));
    vi.spyOn(window, 'open').mockImplementation(() => ({ closed: true }) as Window);
    await user.click(screen.getByRole('button', { name: 'Connect to QuickBooks Online' }));
    expect(
      await screen.findByText(INTEGRATION_MESSAGES.completeFlow, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect to QuickBooks Online' })).toBeEnabled();
  });

  it('disconnects a connected company', async () => {
    const user = userEvent.setup();
    let connected = true;
    const { fetchMock } = renderQbo(() => (connected ? CONNECTED : NOT_CONNECTED));
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    connected = false;
    expect(await screen.findByText(INTEGRATION_MESSAGES.disconnected)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('disconnectOAuthIntegration'))).toBe(
      true,
    );
  });

  it("shows a super admin the masked token JSON and updates it with the spec's words", async () => {
    const user = userEvent.setup();
    const masked = '{"accessToken": "••••abcd", "refreshToken": "••••wxyz"}';
    const updates: unknown[] = [];
    renderApp('/file1099/integrations/qbo', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: (query, _call, info) => {
        if (query.includes('refreshTokens')) return jsonResponse({ data: { refreshTokens: CONNECTED } });
        if (query.includes('oAuthTokenData')) return jsonResponse({ data: { oAuthTokenData: masked } });
        if (query.includes('updateOAuthToken')) {
          updates.push(info.variables.tokenData);
          return jsonResponse({ data: { updateOAuthToken: true } });
        }
        return undefined;
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Token JSON' });
    await expect.poll(() => (field as HTMLTextAreaElement).value).toBe(masked);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Update Tokens' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.tokenDataHint)).toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.type(field, '{{"accessToken": "new-token"}');
    await user.click(screen.getByRole('button', { name: 'Update Tokens' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.tokensUpdated)).toBeInTheDocument();
    expect(updates).toEqual(['{"accessToken": "new-token"}']);
  });

  it('offers the organisations of a grant that reaches several and records the one picked', async () => {
    const user = userEvent.setup();
    const chosen: unknown[] = [];
    const XERO: OAuthIntegration = {
      ...CONNECTED,
      partner: 'Xero',
      accountId: 'org-1',
      accountName: 'Demo Company (US)',
    };
    renderApp('/file1099/integrations/xero', {
      graphql: (query, _call, info) => {
        if (query.includes('refreshTokens')) return jsonResponse({ data: { refreshTokens: XERO } });
        if (query.includes('oAuthAccounts'))
          return jsonResponse({
            data: {
              oAuthAccounts: [
                { accountId: 'org-1', accountName: 'Demo Company (US)' },
                { accountId: 'org-2', accountName: 'Harbor Lights Cafe LLC' },
              ],
            },
          });
        if (query.includes('connectOAuthAccount')) {
          chosen.push(info.variables);
          return jsonResponse({
            data: {
              connectOAuthAccount: { ...XERO, accountId: 'org-2', accountName: 'Harbor Lights Cafe LLC' },
            },
          });
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Organisation' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Lights Cafe LLC' }));
    expect(await screen.findByText(/Connected to Xero: Harbor Lights Cafe LLC/)).toBeInTheDocument();
    expect(chosen).toEqual([{ partner: 'Xero', accountId: 'org-2', accountName: 'Harbor Lights Cafe LLC' }]);
  });
});
