import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import { SIGNED_OUT } from '../session/session.types.ts';
import { CONSENT_PAGE_TEXT } from './ConsentPage.tsx';
import type { ConsentView, StatementView } from './deliveryPortal.api.ts';
import type { EmailRequest } from './emailRequests.api.ts';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';

const CONSENT: ConsentView = {
  payerName: 'Lakeside Bakery',
  payeeName: 'Rosa Diaz',
  disclosureVersion: '2026-11-v1',
  disclosures: [
    { title: 'Paper unless you agree', text: 'If you do not agree, Lakeside Bakery sends paper.' },
    { title: 'What you need', text: 'A browser and software that opens PDF files.' },
  ],
};

const STATEMENT: StatementView = {
  payerName: 'Lakeside Bakery',
  formLabel: '1099-NEC',
  filingYear: 2026,
  availableUntil: 'October 15, 2027',
  lockedMinutes: 0,
  consentWithdrawn: false,
};

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the recipient consent page', () => {
  it('shows the disclosures and records consent with the code from the sample PDF', async () => {
    const posted: unknown[] = [];
    renderApp(`/emailconsent?id=${TOKEN}`, {
      session: SIGNED_OUT,
      rest: (url, init) => {
        if (url === `/rs/api/delivery/consent/${TOKEN}`) return jsonResponse(CONSENT);
        if (url === `/rs/api/delivery/consent/${TOKEN}/accept`) {
          posted.push(bodyOf(init));
          return jsonResponse({ status: 'Consented' });
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Rosa Diaz' })).toBeInTheDocument();
    expect(screen.getByText('Paper unless you agree')).toBeInTheDocument();
    expect(screen.getByText('A browser and software that opens PDF files.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the sample PDF' })).toHaveAttribute(
      'href',
      `/rs/api/delivery/consent/${TOKEN}/sample`,
    );
    const consent = screen.getByRole('button', { name: 'I consent to electronic statements' });
    await userEvent.click(consent);
    expect(
      await screen.findByText('Enter the five-character code shown in the sample PDF.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Code from the sample PDF'), 'K7QXM');
    await userEvent.click(consent);
    expect(await screen.findByText(CONSENT_PAGE_TEXT.consented)).toBeInTheDocument();
    expect(posted).toEqual([{ code: 'K7QXM' }]);
  });

  it("shows the server's message for a used link", async () => {
    renderApp(`/emailconsent?id=${TOKEN}`, {
      session: SIGNED_OUT,
      rest: (url) =>
        url.startsWith('/rs/api/delivery/consent/')
          ? jsonResponse({ success: false, message: 'This link was already used.' }, 409)
          : undefined,
    });
    expect(await screen.findByText('This link was already used.')).toBeInTheDocument();
  });
});

describe('the recipient statement page', () => {
  it('asks for the last four TIN digits, shows a wrong try and downloads Copy B', async () => {
    const createObjectURL = vi.fn(() => 'blob:copy-b');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const tries: unknown[] = [];
    renderApp(`/statement?id=${TOKEN}`, {
      session: SIGNED_OUT,
      rest: (url, init) => {
        if (url === `/rs/api/delivery/statement/${TOKEN}`) return jsonResponse(STATEMENT);
        if (url === `/rs/api/delivery/statement/${TOKEN}/file`) {
          const body = bodyOf(init) as { tinLast4: string };
          tries.push(body.tinLast4);
          return body.tinLast4 === '6789'
            ? new Response('%PDF-1.7', {
                headers: {
                  'content-type': 'application/pdf',
                  'content-disposition': 'attachment; filename="1099-NEC 2026 Copy B.pdf"',
                },
              })
            : jsonResponse(
                { success: false, message: 'The digits do not match our records. 4 tries left.' },
                400,
              );
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Form 1099-NEC for 2026' })).toBeInTheDocument();
    expect(screen.getByText(/through October 15, 2027/)).toBeInTheDocument();
    const field = screen.getByLabelText('Last four digits of your SSN, ITIN or EIN');
    await userEvent.type(field, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Download Copy B' }));
    expect(await screen.findByText('The digits do not match our records. 4 tries left.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '6789');
    await userEvent.click(screen.getByRole('button', { name: 'Download Copy B' }));
    expect(await screen.findByText('Your Copy B was downloaded.')).toBeInTheDocument();
    expect(tries).toEqual(['1234', '6789']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});

const REQUEST: EmailRequest = {
  filingId: 77,
  formType: 'Type_1099_NEC',
  filingYear: 2023,
  domainId: 5,
  filingStatus: 'Accepted',
  emailStatus: 'WaitingOnEfile',
  emailStatusDesc: 'Consented; waiting for the IRS to accept',
  emailStatusDate: '2026-11-20T10:00:00.000Z',
  printStatus: null,
  printCopyTrackingId: null,
  payerName: 'Lakeside Bakery',
  payerAddress: '1 Main St, Madison WI 53703',
  payeeName: 'Rosa Diaz',
  payeeEmail: 'rosa@example.test',
  payeeAddress: '9 Elm St, Austin TX 73301',
};

describe('Email Requests (back office)', () => {
  it('lists WaitingOnEfile for 2023 by default and marks the selected request Bounced', async () => {
    const { fetchMock } = renderApp('/file1099/emailrequests', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: (query) => {
        if (query.includes('emailRequests(')) return jsonResponse({ data: { emailRequests: [REQUEST] } });
        if (query.includes('updateEmailRequests'))
          return jsonResponse({ data: { updateEmailRequests: true } });
        return undefined;
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Email requests' });
    await within(grid).findByText('Rosa Diaz');
    const list = graphqlCalls(fetchMock).find((call) => call.query.includes('emailRequests('));
    expect(list?.variables).toMatchObject({ emailStatus: 'WaitingOnEfile', filingYear: 2023 });
    const [, rowBox] = within(grid).getAllByRole('checkbox');
    if (!rowBox) throw new Error('no row checkbox');
    await userEvent.click(rowBox);
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(
      await screen.findByText('Updated status of email requests to Bounced successfully'),
    ).toBeInTheDocument();
    const update = graphqlCalls(fetchMock).find((call) => call.query.includes('updateEmailRequests'));
    expect(update?.variables).toEqual({ filingIds: [77], emailStatus: 'Bounced' });
  });
});
