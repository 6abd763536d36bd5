import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, PARTY_MESSAGES, TIN_MESSAGES } from '@file1099/forms';
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

  it("adds an individual with the form package's messages and 'Saved Payee Successfully'", async () => {
    const { fetchMock } = renderApp('/file1099/payees', { graphql: payeeServer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Payee' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(await within(dialog).findByText(PARTY_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PARTY_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PARTY_MESSAGES.tinRequired)).toBeInTheDocument();
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
});
