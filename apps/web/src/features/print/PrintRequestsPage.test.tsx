import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import type { PrintRequest } from './printRequests.api.ts';

const REQUEST: PrintRequest = {
  filingId: 77,
  formType: 'Type_1099_NEC',
  filingYear: 2023,
  domainId: 5,
  filingStatus: 'Accepted',
  printStatus: 'Queued',
  printStatusDesc: 'The IRS accepted the federal filing; the copy is queued for printing.',
  printStatusDate: '2026-11-20T10:00:00.000Z',
  printCopyExpectedDeliveryDate: null,
  emailStatus: null,
  printCopyTrackingId: null,
  payerName: 'Lakeside Bakery',
  payerAddress: '1 Main St, Madison WI 53703',
  payeeName: 'Rosa Diaz',
  payeeAddress: '9 Elm St, Austin TX 73301',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function selectFirstRow() {
  const grid = await screen.findByRole('grid', { name: 'Print requests' });
  await within(grid).findByText('Rosa Diaz');
  const [, rowBox] = within(grid).getAllByRole('checkbox');
  if (!rowBox) throw new Error('no row checkbox');
  await userEvent.click(rowBox);
}

describe('Print Requests (back office)', () => {
  it('lists WaitingOnEfile for 2023 by default, marks the selection as printing and downloads the mailing PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:mailing');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    const { fetchMock } = renderApp('/file1099/printrequests', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: (query) => {
        if (query.includes('printRequests(')) return jsonResponse({ data: { printRequests: [REQUEST] } });
        if (query.includes('updatePrintRequests'))
          return jsonResponse({ data: { updatePrintRequests: { updated: 0, errored: 1 } } });
        return undefined;
      },
      rest: (url) => {
        if (!url.startsWith('/rs/api/printrequests/mailcopies/')) return undefined;
        downloads.push(url);
        return new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="1099-mailing-copies-2026-11-27-1.pdf"',
          },
        });
      },
    });
    await selectFirstRow();
    const list = graphqlCalls(fetchMock).find((call) => call.query.includes('printRequests('));
    expect(list?.variables).toMatchObject({ printStatus: 'WaitingOnEfile', filingYear: 2023 });

    await userEvent.click(screen.getByRole('button', { name: 'Download Mailing PDF' }));
    expect(await screen.findByText('Downloaded 1099-mailing-copies-2026-11-27-1.pdf')).toBeInTheDocument();
    expect(downloads).toEqual(['/rs/api/printrequests/mailcopies/?filingIds=77']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Printing' }));
    expect(
      await screen.findByText('Updated status of printing requests to Mailing successfully'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 request has an undeliverable address and is now Errored.'),
    ).toBeInTheDocument();
    const update = graphqlCalls(fetchMock).find((call) => call.query.includes('updatePrintRequests'));
    expect(update?.variables).toEqual({ filingIds: [77], printStatus: 'Mailing' });
  });

  it("shows the server's refusal of an illegal move next to the spec's failure snackbar", async () => {
    const refusal =
      'Only requests in Mailing can be set to Mailed: filing 77 is Queued. Nothing was changed.';
    renderApp('/file1099/printrequests', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: (query) => {
        if (query.includes('printRequests(')) return jsonResponse({ data: { printRequests: [REQUEST] } });
        if (query.includes('updatePrintRequests'))
          return jsonResponse({
            data: null,
            errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT' } }],
          });
        return undefined;
      },
    });
    await selectFirstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Mailed' }));
    expect(
      await screen.findByText('Failed to updated the status of printing requests to Mailed'),
    ).toBeInTheDocument();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
