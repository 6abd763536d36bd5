import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BOX_AMOUNT_REQUIRED_MESSAGE, SERVICE_MESSAGES } from '@file1099/forms';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { DRAFT_FILING as FILING } from '../../test/filings.ts';
import type { Filing } from './filings.api.ts';

function filingServer(filings: Filing[], mutation?: (query: string) => Response | undefined) {
  return (query: string) => {
    if (query.trimStart().startsWith('mutation') && mutation) return mutation(query);
    if (query.includes('filingCounts'))
      return jsonResponse({
        data: { filingCounts: { draft: filings.length, processing: 0, accepted: 4, dashboardProcessing: 0 } },
      });
    if (query.includes('filingsWithPageMetadata'))
      return jsonResponse({
        data: {
          filingsWithPageMetadata: {
            filings,
            pageMetadata: {
              hasPreviousPage: false,
              hasNextPage: false,
              currentPage: 0,
              totalPages: 1,
              totalCount: filings.length,
            },
            totals: {
              count: filings.length,
              totalCents: 150000,
              boxTotalsCents: filings.length ? { nonEmployeeComp: 150000, federalTaxWithheld: 0 } : {},
            },
          },
        },
      });
    if (query.includes('payeesWithPageMetadata'))
      return jsonResponse({
        data: {
          payeesWithPageMetadata: {
            payees: [],
            pageMetadata: {
              hasPreviousPage: false,
              hasNextPage: false,
              currentPage: 0,
              totalPages: 0,
              totalCount: 0,
            },
          },
        },
      });
    return undefined;
  };
}

describe('filings page', { timeout: 30_000 }, () => {
  it('shows the tabs with counts and the box columns of the drafts, 500 a page for the year', async () => {
    const { fetchMock } = renderApp('/file1099/filings', { graphql: filingServer([FILING]) });
    await screen.findByRole('heading', { level: 1, name: 'Filings' });
    await screen.findByRole('tab', { name: 'Drafts (1)' });
    expect(screen.getByRole('tab', { name: 'Accepted (4)' })).toBeInTheDocument();
    await screen.findByRole('columnheader', { name: 'Nonemployee Comp' });
    expect(screen.queryByRole('columnheader', { name: 'Fed Tax Withheld' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Address' })).not.toBeInTheDocument();
    const list = graphqlCalls(fetchMock).find((call) => call.query.includes('filingsWithPageMetadata'));
    expect(list?.variables).toMatchObject({
      pageSize: 500,
      pageNumber: 0,
      filingStatuses: ['Draft'],
      filingYears: [2025],
    });
  });

  it('opens the Add Filing trowser from the query and checks the boxes with the form package', async () => {
    const { router } = renderApp(
      '/file1099/filings?tab=0&trowser=filing&params=%7B%22formType%22%3A%22Type_1099_NEC%22%7D',
      {
        graphql: filingServer([]),
      },
    );
    const trowser = await screen.findByRole('dialog', { name: 'Add Filing' });
    expect(within(trowser).getByRole('region', { name: 'Box data' })).toBeInTheDocument();
    expect(within(trowser).getByLabelText('Box 1 (Nonemployee compensation)')).toBeInTheDocument();
    expect(within(trowser).getByRole('region', { name: 'State withholding' })).toBeInTheDocument();
    await userEvent.click(within(trowser).getByRole('button', { name: 'Save Filing' }));
    expect(await within(trowser).findByText(BOX_AMOUNT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(trowser).getByText('Payee is required')).toBeInTheDocument();
    await userEvent.type(within(trowser).getByLabelText('Box 1 (Nonemployee compensation)'), '12.345');
    await userEvent.click(within(trowser).getByRole('button', { name: 'Save Filing' }));
    expect(
      await within(trowser).findByText('Please enter an amount with no more than 2 decimal places'),
    ).toBeInTheDocument();
    await userEvent.click(within(trowser).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('?tab=0');
  });

  it("shows the spec's zero state, opens the submit wizard and the Self eFile download", async () => {
    const { router } = renderApp('/file1099/filings?tab=0', { graphql: filingServer([]) });
    expect(
      await screen.findByText("You have no filings in the works. Click 'Add Filing' to create one."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review & Submit Filings' }));
    const wizard = await screen.findByRole('dialog', { name: /^Review & Submit Filings/ });
    expect(within(wizard).getByText('Review order and Pay')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=0&trowser=submit');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download Self eFile Transmissions' }));
    expect(
      await screen.findByRole('dialog', { name: 'Download Self eFile Transmissions' }),
    ).toBeInTheDocument();
  });

  it('switches federal eFile on a draft and shows state, print and e-mail follow; a refusal puts them back', async () => {
    let answer: 'ok' | 'refuse' = 'ok';
    const { fetchMock } = renderApp('/file1099/filings?tab=0', {
      graphql: filingServer([FILING], (query) => {
        if (!query.includes('FedSub')) return undefined;
        if (answer === 'refuse')
          return jsonResponse({
            errors: [{ message: SERVICE_MESSAGES.paid('fed'), extensions: { code: 'BAD_USER_INPUT' } }],
          });
        return new Promise<Response>(() => undefined) as unknown as Response;
      }),
    });
    const fed = await screen.findByRole('checkbox', { name: 'Fed for 1099-NEC of Jo Doe' });
    const print = screen.getByRole('checkbox', { name: 'Print for 1099-NEC of Jo Doe' });
    const state = screen.getByRole('checkbox', { name: 'State (CA) for 1099-NEC of Jo Doe' });
    expect(print).toBeDisabled();
    expect(state).toBeDisabled();
    await userEvent.click(fed);
    // Shown at once, before the server answers (it never does here).
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Fed for 1099-NEC of Jo Doe' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Print for 1099-NEC of Jo Doe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email for 1099-NEC of Jo Doe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'State (CA) for 1099-NEC of Jo Doe' })).toBeChecked();
    expect(
      screen.getByRole('combobox', { name: 'State filing method for 1099-NEC of Jo Doe' }),
    ).toHaveTextContent('CF/SF');
    const call = graphqlCalls(fetchMock).find((c) => c.query.includes('updateFedSub'));
    expect(call?.variables).toEqual({ filingId: 11, selected: true });

    answer = 'refuse';
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fed for all filings on this page' }));
    expect(
      await screen.findByText(`Failed to update the services: ${SERVICE_MESSAGES.paid('fed')}`),
    ).toBeInTheDocument();
    // Put back as the server has it: federal still on.
    expect(screen.getByRole('checkbox', { name: 'Fed for 1099-NEC of Jo Doe' })).toBeChecked();
  });
});
