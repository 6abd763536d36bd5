import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { W9_MESSAGES } from '@file1099/forms';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { SIGNED_OUT } from '../session/session.types.ts';
import { payeesWithoutW9 } from './useW9Actions.tsx';
import type { W9PortalRequest } from './w9Portal.api.ts';

const REQUEST: W9PortalRequest = {
  id: 'tok_abcdefghijklmnopqrstuvwxyz',
  displayName: 'Rosa Diaz',
  payerName: 'Lakeside Bakery',
  w9RequestStatus: 'Viewed',
  requestText: 'Lakeside Bakery asks you to fill in and sign Form W-9.',
  entityType: null,
  businessName: '',
  dba: '',
  firstName: 'Rosa',
  middleName: '',
  lastName: 'Diaz',
  tinType: 'SSN',
  tin: '',
  fedTaxClassification: '',
  llcTaxClassification: '',
  foreignPartners: false,
  exemptPayeeCode: '',
  fatcaCode: '',
  emailAddress: '',
  phoneNumber: '',
  phoneExt: '',
  address: { line1: '', line2: '', city: '', state: '', country: 'US', postalCode: '' },
  correctTIN: false,
  exempt: false,
  usPerson: false,
  signedAt: null,
};

function serve(answer: () => Response) {
  return {
    rest: (url: string) => (url.startsWith('/rs/api/vendorportal/w9/') ? answer() : undefined),
  };
}

describe('the payee W-9 page', () => {
  it('greets the payee, shows the request and starts the wizard at the entity type', async () => {
    renderApp(`/w9?id=${REQUEST.id}`, { session: SIGNED_OUT, ...serve(() => jsonResponse(REQUEST)) });
    expect(await screen.findByRole('heading', { name: 'Hello, Rosa Diaz' })).toBeInTheDocument();
    expect(screen.getByText(REQUEST.requestText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(W9_MESSAGES.entityType);
  });

  it('shows View W-9 once signed, and the spec message for a bad link', async () => {
    const view = renderApp(`/w9?id=${REQUEST.id}`, {
      session: SIGNED_OUT,
      ...serve(() => jsonResponse({ ...REQUEST, w9RequestStatus: 'Filled' })),
    });
    expect(await screen.findByRole('link', { name: 'View W-9' })).toHaveAttribute(
      'href',
      `/rs/api/vendorportal/w9/${REQUEST.id}/file/`,
    );
    view.unmount();
    renderApp('/w9?id=tampered', {
      session: SIGNED_OUT,
      ...serve(() => jsonResponse({ success: false, message: W9_MESSAGES.loadFailed }, 404)),
    });
    expect(await screen.findByText(W9_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it("picks for 'Request W-9s' only payees with no W-9 and no request out", () => {
    const request = (status: string) => ({ w9RequestStatus: status }) as never;
    expect(
      payeesWithoutW9([
        { id: 1, w9Request: null },
        { id: 2, w9Request: request('Requested') },
        { id: 3, w9Request: request('Cancelled') },
        { id: 4, w9Request: request('Applied') },
        { id: 5, w9Request: request('Draft') },
      ]),
    ).toEqual([1, 3, 5]);
  });
});
