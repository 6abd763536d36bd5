import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTY_MESSAGES, TIN_MESSAGES } from '@file1099/forms';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import type { Payer } from './payer.api.ts';

const PAYER: Payer = {
  id: 7,
  domainId: 101,
  domainType: 'B',
  payerType: 'Business',
  businessName: 'Acme Plumbing LLC',
  dba: '',
  firstName: '',
  middleName: '',
  lastName: '',
  address: { line1: '', line2: '', city: '', state: '', country: 'US', postalCode: '' },
  emailAddress: '',
  phoneNumber: '',
  phoneExt: '',
  tinType: 'EIN',
  tin: '',
  customAttributes: [],
};

function payerServer(failSave = false) {
  let payer = PAYER;
  return (query: string, _call: number, info: { variables: Record<string, unknown> }) => {
    if (query.includes('validatePayer'))
      return jsonResponse({
        data: {
          validatePayer: {
            errors: [{ code: 'X', path: 'phoneNumber', message: 'Payer phone number is required to e-file' }],
            warnings: [],
          },
        },
      });
    if (query.includes('updatePayer')) {
      if (failSave)
        return jsonResponse({
          errors: [
            {
              message: 'The custom attribute "Region" is listed twice',
              extensions: {
                fieldMessages: { 'customAttributes.0.key': 'The custom attribute "Region" is listed twice' },
              },
            },
          ],
        });
      const { id: _id, ...rest } = info.variables;
      payer = { ...payer, ...(rest as Partial<Payer>), tin: '**-***6789' };
      return jsonResponse({ data: { updatePayer: payer } });
    }
    if (query.includes('payer')) return jsonResponse({ data: { payer } });
    return undefined;
  };
}

// A whole dialog typed into in jsdom takes a few seconds on a shared 2-core machine.
describe('payer page', { timeout: 30_000 }, () => {
  it("edits the payer with the form package's TIN message and the spec's success notice", async () => {
    const { fetchMock } = renderApp('/file1099/payer', { graphql: payerServer() });
    await screen.findByRole('button', { name: 'Edit Payer Info' });
    expect(await screen.findByTestId('payer-not-ready')).toHaveTextContent(
      'Payer phone number is required to e-file',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Payer Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Payer Info' });
    await userEvent.type(within(dialog).getByLabelText("Payer's TIN"), '1234');
    expect(within(dialog).getByLabelText("Payer's TIN")).toHaveValue('12-34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TIN_MESSAGES.invalidEin)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Payer's TIN"), '56789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom attribute' }));
    await userEvent.type(within(dialog).getByLabelText('Key'), 'Region');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'West');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Payer Info Successfully')).toBeInTheDocument();
    const save = graphqlCalls(fetchMock).find((call) => call.query.includes('updatePayer'));
    expect(save?.variables).toMatchObject({
      tin: '12-3456789',
      customAttributes: [{ key: 'Region', value: 'West' }],
    });
    expect(await screen.findByTestId('payer-region')).toHaveTextContent('West');
  });

  it("shows the server's field messages and 'Failed to save payer info'", async () => {
    renderApp('/file1099/payer', { graphql: payerServer(true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Payer Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Payer Info' });
    await userEvent.type(within(dialog).getByLabelText("Payer's TIN"), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom attribute' }));
    await userEvent.type(within(dialog).getByLabelText('Key'), 'Region');
    await userEvent.type(within(dialog).getByLabelText('Value'), 'West');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save payer info')).toBeInTheDocument();
    // Under its field only, not again above the buttons.
    expect(screen.getAllByText('The custom attribute "Region" is listed twice')).toHaveLength(1);
  });

  it("checks custom attribute keys with the form package's rule before asking the server", async () => {
    const { fetchMock } = renderApp('/file1099/payer', { graphql: payerServer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Payer Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Payer Info' });
    await userEvent.type(within(dialog).getByLabelText("Payer's TIN"), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom attribute' }));
    await userEvent.type(within(dialog).getByLabelText('Value'), 'West');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PARTY_MESSAGES.customAttributeKey)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('updatePayer'))).toBe(false);
  });
});
