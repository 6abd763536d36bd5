import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '@file1099/forms';
import { DRAFT_FILING } from '../../test/filings.ts';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import type { SubmitDraft } from './submit.api.ts';
import { ACKNOWLEDGEMENTS, SUBMIT_MESSAGES } from './submitRules.ts';

const NO_SUB = { selected: false, isPaid: false };
const draft = (id: number, name: string, errors: string[] = []): SubmitDraft => ({
  id,
  filingType: 'Type_1099_NEC',
  filingYear: 2025,
  totalCents: 150000,
  status: 'Draft',
  errors: errors.map((message) => ({ code: 'X', path: 'payee.tin', message })),
  warnings: [],
  fedSub: { selected: true, isPaid: false },
  stateSub: { selected: true, isPaid: false, filingMethod: 'CFSF', stateCode: 'IL' },
  printSub: NO_SUB,
  emailSub: { selected: true, isPaid: false },
  tinMatchSub: NO_SUB,
  payee: { id, displayName: name },
});
const DRAFTS = [draft(11, 'Jo Doe'), draft(12, 'Bo Roe', ['TIN is required'])];
const invoiceFor = (count: number) =>
  createInvoice(
    [
      { service: 'FED_EFILE', quantity: count, alreadyPaid: 0 },
      { service: 'STATE_CFSF', quantity: count, alreadyPaid: 0 },
    ],
    { plan: 'standard', today: '2026-01-10' },
  );

/** A server whose total grows by one filing's price after the order is first shown (another tab). */
function submitServer({ changeTotal = true, warn = true } = {}) {
  let invoice = invoiceFor(1);
  let submits = 0;
  return (query: string, _call: number, info: { variables: Record<string, unknown> }) => {
    if (query.includes('SubmitDrafts'))
      return jsonResponse({
        data: { filingsWithPageMetadata: { filings: DRAFTS, pageMetadata: { totalCount: DRAFTS.length } } },
      });
    if (query.includes('filingCounts'))
      return jsonResponse({
        data: { filingCounts: { draft: 2, processing: 0, accepted: 0, dashboardProcessing: 0 } },
      });
    if (query.includes('filingsWithPageMetadata'))
      return jsonResponse({
        data: {
          filingsWithPageMetadata: {
            filings: [],
            pageMetadata: {
              hasPreviousPage: false,
              hasNextPage: false,
              currentPage: 0,
              totalPages: 0,
              totalCount: 0,
            },
            totals: { count: 0, totalCents: 0, boxTotalsCents: {} },
          },
        },
      });
    if (query.includes('validateFilings')) {
      const ids = info.variables.filingIds as number[];
      return jsonResponse({
        data: {
          validateFilings: ids.map((id) => ({
            id,
            errors: id === 12 ? [{ code: 'X', path: 'payee.tin', message: 'TIN is required' }] : [],
            warnings:
              id === 11 && warn ? [{ code: 'W', path: 'filingData', message: 'Below the threshold' }] : [],
          })),
        },
      });
    }
    if (query.includes('OrderFilings')) {
      const ids = info.variables.filingIds as number[];
      const fedSub = { selected: true, isPaid: false };
      return jsonResponse({ data: { filingsByIds: ids.map((id) => ({ ...DRAFT_FILING, id, fedSub })) } });
    }
    if (query.includes('submissionInvoice'))
      return jsonResponse({ data: { submissionInvoice: invoice, availableCredits: 10_000 } });
    if (query.includes('submitFilings')) {
      submits += 1;
      if (submits === 1 && changeTotal) {
        invoice = invoiceFor(2);
        return jsonResponse({
          errors: [{ message: 'The order total changed to $5.98. Please review the order and pay again.' }],
        });
      }
      return jsonResponse({
        data: {
          submitFilings: {
            submittedFilingIds: [11],
            alreadySubmittedFilingIds: [],
            availableCredits: 10_000 - invoice.totalAmount,
            invoice,
          },
        },
      });
    }
    return undefined;
  };
}

const PATH = `/file1099/filings?tab=0&trowser=submit&step=reviewFilings&params=${encodeURIComponent(
  JSON.stringify({ ids: [11, 12] }),
)}`;

describe('submit wizard', { timeout: 60_000 }, () => {
  it('blocks errors, confirms warnings, shows the new total when it changed and ends on Congratulations', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp(PATH, { graphql: submitServer() });
    const grid = await screen.findByRole('grid', { name: 'Filings to submit' });
    expect(await within(grid).findByText('Bo Roe')).toBeInTheDocument();
    expect(within(grid).getAllByText('Federal, State IL CFSF, E-mail')).toHaveLength(2);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 filings selected');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(SUBMIT_MESSAGES.filingsHaveErrors)).toBeInTheDocument();
    expect(router.state.location.search).toContain('step=reviewFilings');

    const boRow = within(grid).getByText('Bo Roe').closest('[role="row"]');
    if (!(boRow instanceof HTMLElement)) throw new Error('no row for Bo Roe');
    await user.click(within(boRow).getByRole('checkbox'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 filing selected');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const confirm = await screen.findByRole('dialog', { name: SUBMIT_MESSAGES.ignoreWarnings });
    await user.click(within(confirm).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=reviewOrder'));

    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$2.99');
    for (const text of ACKNOWLEDGEMENTS) await user.click(screen.getByLabelText(text));
    await user.click(screen.getByRole('button', { name: 'Pay $2.99 and Submit' }));
    expect(await screen.findByText(/The order total changed to \$5\.98/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $5.98 and Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay $5.98 and Submit' }));

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByTestId('submitted-summary')).toHaveTextContent(
      '1 filing was submitted. $5.98 was taken',
    );
    const submits = graphqlCalls(fetchMock).filter((call) => call.query.includes('submitFilings'));
    expect(submits.map((call) => call.variables)).toEqual([
      { filingIds: [11], expectedTotal: 299 },
      { filingIds: [11], expectedTotal: 598 },
    ]);
  });

  it('submits once on a double click', async () => {
    const user = userEvent.setup();
    const path = PATH.replace('reviewFilings', 'reviewOrder').replace(
      encodeURIComponent('[11,12]'),
      encodeURIComponent('[11]'),
    );
    const { fetchMock } = renderApp(path, { graphql: submitServer({ changeTotal: false, warn: false }) });
    for (const text of ACKNOWLEDGEMENTS) await user.click(await screen.findByLabelText(text));
    await user.dblClick(screen.getByRole('button', { name: 'Pay $2.99 and Submit' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).filter((call) => call.query.includes('submitFilings'))).toHaveLength(1);
  });

  it('chooses the services of the whole order and prices it again', async () => {
    const user = userEvent.setup();
    const path = PATH.replace('reviewFilings', 'reviewOrder').replace(
      encodeURIComponent('[11,12]'),
      encodeURIComponent('[11]'),
    );
    let filing = DRAFT_FILING;
    const none = createInvoice([], { plan: 'standard', today: '2026-01-10' });
    const server = submitServer({ changeTotal: false, warn: false });
    const { fetchMock } = renderApp(path, {
      graphql: (query, call, info) => {
        if (query.includes('OrderFilings')) return jsonResponse({ data: { filingsByIds: [filing] } });
        if (query.includes('BulkUpdateFedSub')) {
          const selected = { selected: true, isPaid: false };
          filing = {
            ...filing,
            fedSub: selected,
            stateSub: { ...selected, filingMethod: 'CFSF', stateCode: 'CA' },
            printSub: selected,
            emailSub: selected,
          };
          return jsonResponse({ data: { bulkUpdateFedSub: [filing] } });
        }
        if (query.includes('submissionInvoice') && !filing.fedSub.selected)
          return jsonResponse({ data: { submissionInvoice: none, availableCredits: 10_000 } });
        return server(query, call, info);
      },
    });
    expect(await screen.findByTestId('order-needs-federal')).toHaveTextContent(SUBMIT_MESSAGES.noFederal);
    const federal = screen.getByRole('checkbox', { name: 'Federal eFile' });
    expect(federal).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Recipient Copy by Mail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay $0.00 and Submit' })).toBeInTheDocument();

    await user.click(federal);
    expect(await screen.findByRole('button', { name: 'Pay $2.99 and Submit' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Federal eFile' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Recipient Copy by Mail' })).toBeChecked();
    expect(screen.queryByTestId('order-needs-federal')).toBeNull();
    const updates = graphqlCalls(fetchMock).filter((entry) => entry.query.includes('BulkUpdateFedSub'));
    expect(updates.map((entry) => entry.variables)).toEqual([{ filingIds: [11], selected: true }]);
  });
});
