import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_MESSAGES, PARTNERS } from '@file1099/forms';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';
import type { OAuthIntegration } from './integrations.api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOT_CONNECTED: OAuthIntegration = {
  partner: 'Bill',
  connected: false,
  needsReconnect: false,
  configured: true,
  accountId: null,
  accountName: null,
  connectedDate: null,
  updatedDate: null,
};

/**
 * The BILL sign-in page against a fake server: `answer` gives the PUT's answer for the posted form
 * (recorded in the returned list) and says whether BILL is connected afterwards, as `accountName`.
 */
function renderBillForm(answer: (form: URLSearchParams) => { response: Response; accountName?: string }) {
  let accountName: string | undefined;
  const puts: URLSearchParams[] = [];
  renderApp('/file1099/integrations/bill', {
    graphql: (query) =>
      query.includes('refreshTokens')
        ? jsonResponse({
            data: {
              refreshTokens: accountName ? { ...NOT_CONNECTED, connected: true, accountName } : NOT_CONNECTED,
            },
          })
        : undefined,
    rest: (url, init) => {
      if (url !== '/access/bdcCallback' || init?.method !== 'PUT') return undefined;
      const form = new URLSearchParams(String(init.body));
      puts.push(form);
      const result = answer(form);
      accountName = result.accountName ?? accountName;
      return result.response;
    },
  });
  return puts;
}

describe('BILL sign-in form', () => {
  it("checks the fields with the spec's messages, shows BILL's refusal, then connects", async () => {
    const user = userEvent.setup();
    const puts = renderBillForm((form) =>
      form.get('bdcPassword') !== 'Tq7-right-Mz4'
        ? { response: jsonResponse({ connectionStatus: 'Fail', errorCode: 'UNAUTHORIZED' }, 401) }
        : { response: jsonResponse({ connectionStatus: 'Success' }), accountName: 'Harbor Lights Cafe LLC' },
    );
    expect(await screen.findByText(PARTNERS.Bill.importNote ?? '')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Connect to BILL' }));
    expect(await screen.findByText('BILL username is required')).toBeInTheDocument();
    expect(screen.getByText('BILL password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('BILL username'), 'owner');
    await user.type(screen.getByLabelText('BILL password'), 'Kx2-wrong-Pq8');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.clear(screen.getByLabelText('BILL username'));
    await user.type(screen.getByLabelText('BILL username'), 'owner@harborlights.example');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(
      await screen.findByText('Unauthorized access. Please login into your BILL account first.'),
    ).toBeInTheDocument();
    expect(puts[0]?.get('bdcUsername')).toBe('owner@harborlights.example');
    await user.type(screen.getByLabelText('BILL password'), 'Tq7-right-Mz4');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.connected)).toBeInTheDocument();
    expect(await screen.findByText(/Connected to BILL: Harbor Lights Cafe LLC/)).toBeInTheDocument();
  });

  it('asks which organization to connect when the sign-in opens several, and sends the chosen one', async () => {
    const user = userEvent.setup();
    const organizations = [
      { organizationId: '00802HLC000002', name: 'Harbor Lights Bakery Inc.' },
      { organizationId: '00802HLC000001', name: 'Harbor Lights Cafe LLC' },
    ];
    const puts = renderBillForm((form) => {
      const chosen = form.get('bdcOrganizationId');
      if (chosen === null)
        return { response: jsonResponse({ connectionStatus: 'ChooseOrganization', organizations }) };
      return chosen === '00802HLC000002'
        ? {
            response: jsonResponse({ connectionStatus: 'Success' }),
            accountName: 'Harbor Lights Bakery Inc.',
          }
        : { response: jsonResponse({ connectionStatus: 'Fail' }) };
    });
    await user.type(await screen.findByLabelText('BILL username'), 'owner@harborlights.example');
    await user.type(screen.getByLabelText('BILL password'), 'Tq7-right-Mz4');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(
      await screen.findByText('Your BILL sign-in opens several organizations. Choose the one to connect.'),
    ).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.has('bdcOrganizationId')).toBe(false);
    const picker = screen.getByLabelText('BILL organization');
    expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a BILL organization',
      'Harbor Lights Bakery Inc.',
      'Harbor Lights Cafe LLC',
    ]);
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(await screen.findByText('Please choose the BILL organization to connect')).toBeInTheDocument();
    expect(puts).toHaveLength(1);

    // A changed password lists the organizations again.
    await user.type(screen.getByLabelText('BILL password'), 'x');
    expect(screen.queryByLabelText('BILL organization')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('BILL password'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    await user.selectOptions(await screen.findByLabelText('BILL organization'), 'Harbor Lights Bakery Inc.');
    await user.click(screen.getByRole('button', { name: 'Connect to BILL' }));
    expect(await screen.findByText(INTEGRATION_MESSAGES.connected)).toBeInTheDocument();
    expect(await screen.findByText(/Connected to BILL: Harbor Lights Bakery Inc/)).toBeInTheDocument();
    expect(puts).toHaveLength(3);
    expect(Object.fromEntries(puts[2] ?? [])).toEqual({
      bdcUsername: 'owner@harborlights.example',
      bdcPassword: 'Tq7-right-Mz4',
      bdcOrganizationId: '00802HLC000002',
    });
  });
});
