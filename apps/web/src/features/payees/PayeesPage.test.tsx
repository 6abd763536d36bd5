import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, TIN_MESSAGES } from '@file1099/forms';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import type { Payee } from './payees.api.ts';

const PAYEE: Payee = {
  id: 3,
  entityType: 'Business',
  businessName: 'Bolt Supply Inc',
  firstName: '',
  middleName: '',
  lastName: '',
  dba: '',
  displayName: 'Bolt Supply Inc',
  tinType: 'EIN',
  tin: '**-***4321',
  tinMatchStatus: null,
  tinMatchResult: null,
  emailAddress: 'ap@bolt.test',
  phoneNumber: '',
  phoneExt: '',
  address: {
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    country: 'US',
    postalCode: '62701',
  },
  is1099Vendor: true,
  vendorId: null,
  partner: null,
  importStatus: null,
  w9Request: null,
  tinMatchRequest: null,
};

function payeeServer() {
  const payees = [PAYEE];
  return (query: string, _call: number, info: { variables: Record<string, unknown> }) => {
    if (query.includes('addEditPayee(')) {
      const input = info.variables.payee as Partial<Payee>;
      const saved = {
        ...PAYEE,
        ...input,
        id: 4,
        displayName: `${input.firstName ?? ''} ${input.lastName ?? ''}`.trim(),
      };
      payees.push(saved);
      return jsonResponse({ data: { addEditPayee: saved } });
    }
    if (query.includes('payeeByTin('))
      return jsonResponse({ data: { payeeByTin: info.variables.tin === '987654321' ? PAYEE : null } });
    if (query.includes('payeesWithPageMetadata'))
      return jsonResponse({
        data: {
          payeesWithPageMetadata: {
            payees,
            pageMetadata: {
              hasPreviousPage: false,
              hasNextPage: false,
              currentPage: 0,
              totalPages: 1,
              totalCount: payees.length,
            },
          },
        },
      });
    return undefined;
  };
}

describe('payees page', { timeout: 30_000 }, () => {
  it('asks for a page of 100 and keeps bulk delete off until payees are selected', async () => {
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await screen.findByRole('heading', { level: 1, name: 'Payees' });
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    await screen.findByRole('columnheader', { name: 'TIN verification' });
    const list = graphqlCalls(fetchMock).find((call) => call.query.includes('payeesWithPageMetadata'));
    expect(list?.variables).toMatchObject({ pageSize: 100, pageNumber: 0 });
  });

  it('hides W-9 and TIN actions while their feature flags are off', async () => {
    renderApp('/file1099/payees', {
      graphql: payeeServer(),
      config: { features: { vendorPortal: false, userManagement: true, tinMatch: false, w9: false } },
    });
    await screen.findByRole('columnheader', { name: 'TIN verification' });
    expect(screen.queryByRole('button', { name: 'Verify TINs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request W-9s' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'W-9' })).toBeNull();
  });

  it('offers Verify TINs with the flag on and sends the TIN filter to the server', async () => {
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await screen.findByRole('button', { name: 'Verify TINs' });
    await userEvent.click(screen.getByRole('combobox', { name: 'TIN verification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Invalid' }));
    await waitFor(() =>
      expect(
        graphqlCalls(fetchMock).some(
          (call) =>
            call.query.includes('payeesWithPageMetadata') && call.variables.tinMatchStatus === 'InValid',
        ),
      ).toBe(true),
    );
  });

  it("adds an individual with the form package's messages and 'Saved Payee Successfully'", async () => {
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    // First name, last name and TIN: the spec's 'Required' under each.
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Jo');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Doe');
    await userEvent.type(within(dialog).getByLabelText("Payee's TIN"), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await within(dialog).findByText(TIN_MESSAGES.invalidSsn)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('TIN type'), 'NA');
    expect(await within(dialog).findByText(TIN_MESSAGES.invalidTin)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Payee's TIN"), '6789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await screen.findByText('Saved Payee Successfully')).toBeInTheDocument();
    const save = graphqlCalls(fetchMock).find((call) => call.query.includes('addEditPayee('));
    expect(save?.variables.payee).toMatchObject({
      entityType: 'Individual',
      tinType: 'NA',
      tin: '123456789',
    });
  });

  it("quick-adds a payee by the form package's light rules, checked before the server is asked", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await screen.findByRole('heading', { level: 1, name: 'Payees' });
    await user.click(screen.getByRole('button', { name: 'Quick add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick add payee' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Quick Vendor');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('addEditPayeeLight'))).toBe(false);
  });

  it('switches the TIN type to EIN for a business until the user picks one', async () => {
    const user = userEvent.setup();
    renderApp('/file1099/payees', { graphql: payeeServer() });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    const tinType = within(dialog).getByLabelText('TIN type');
    expect(tinType).toHaveValue('SSN');
    await user.type(within(dialog).getByLabelText("Payee's TIN"), '271234567');
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    expect(tinType).toHaveValue('EIN');
    expect(within(dialog).getByLabelText("Payee's TIN")).toHaveValue('27-1234567');
    await user.click(within(dialog).getByRole('radio', { name: 'Individual' }));
    expect(tinType).toHaveValue('SSN');
    await user.selectOptions(tinType, 'SSN');
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    expect(tinType).toHaveValue('SSN');
  });

  it('refuses a TIN the IRS never issues', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await user.type(within(dialog).getByLabelText('First name'), 'Jo');
    await user.type(within(dialog).getByLabelText('Last name'), 'Doe');
    await user.type(within(dialog).getByLabelText("Payee's TIN"), '666123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await within(dialog).findByText(TIN_MESSAGES.ssnNeverIssued)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('addEditPayee('))).toBe(false);
  });

  it('warns about another payee with the same TIN and offers it, or keeps both', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText('Business name'), 'Bolt Again');
    await user.type(within(dialog).getByLabelText("Payee's TIN"), '987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(
      await within(dialog).findByText(
        'Bolt Supply Inc already has this TIN (**-***4321). Use that payee, or save this one as another payee with the same TIN.',
      ),
    ).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('addEditPayee('))).toBe(false);
    const lookup = graphqlCalls(fetchMock).find((call) => call.query.includes('payeeByTin('));
    expect(lookup?.variables).toEqual({ tin: '987654321', excludeId: null });
    // 'Use existing payee' opens that payee instead.
    await user.click(within(dialog).getByRole('button', { name: 'Use existing payee' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Payee' });
    expect(within(dialog).getByLabelText('Business name')).toHaveValue('Bolt Supply Inc');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Again, and this time keep both.
    await user.click(screen.getByRole('button', { name: 'Add Payee' }));
    dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText('Business name'), 'Bolt Again');
    await user.type(within(dialog).getByLabelText("Payee's TIN"), '987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Keep both' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await screen.findByText('Saved Payee Successfully')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).filter((call) => call.query.includes('addEditPayee('))).toHaveLength(1);
  }, 120_000);

  it("shows a refused save's message once, under its field, with the spec's 'Failed to save Payee'", async () => {
    const user = userEvent.setup();
    const refusal = 'Business name holds characters the IRS does not take: ¤';
    const server = payeeServer();
    renderApp('/file1099/payees', {
      graphql: (query, call, info) =>
        query.includes('addEditPayee(')
          ? jsonResponse({
              errors: [
                {
                  message: refusal,
                  extensions: { code: 'BAD_USER_INPUT', fieldMessages: { businessName: refusal } },
                },
              ],
            })
          : server(query, call, info),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await user.click(within(dialog).getByRole('radio', { name: 'Business' }));
    await user.type(within(dialog).getByLabelText('Business name'), 'Bolt Two');
    await user.type(within(dialog).getByLabelText("Payee's TIN"), '271234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getAllByText('Failed to save Payee')).toHaveLength(1);
    expect(within(dialog).queryByTestId('form-error')).not.toBeInTheDocument();
  }, 120_000);
});
