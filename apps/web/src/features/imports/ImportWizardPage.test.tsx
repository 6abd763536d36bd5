import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { IMPORT_MESSAGES, type ImportRun } from './imports.api.ts';
import { readyMessage } from './wizardState.ts';
import { getContactDetails, getFilingDetails, getFormLabel } from './ImportReview.tsx';

const RUN: ImportRun = {
  id: 7,
  filingYear: 2025,
  status: 'Processing',
  progress: 40,
  resuming: false,
  recordCount: 2,
  readyCount: 2,
  question: null,
  summary: [{ formType: 'Type_1099_NEC', label: '1099-NEC', forms: 2, totalCents: 150000, notImported: 1 }],
  problems: [],
  skipped: [],
};

const REVIEW_ROWS = {
  importReviewRows: {
    rows: [
      {
        id: 1,
        kind: 'payee',
        sheet: '1099-NEC',
        row: 5,
        displayName: 'Bolt Supply Inc',
        tin: '**-***4321',
        status: 'Updated',
        message: null,
        address: {
          line1: '1 Main St',
          line2: '',
          city: 'Peoria',
          state: 'IL',
          country: 'US',
          postalCode: '61602',
        },
        emailAddress: 'ap@bolt.test',
        phoneNumber: '',
        filings: [
          {
            id: 2,
            formType: 'Type_1099_NEC',
            sheet: '1099-NEC',
            row: 5,
            totalCents: 100000,
            status: 'Added',
            message: null,
            filingData: { nonEmployeeComp: 100000, federalTaxWithheld: 0 },
          },
        ],
      },
    ],
    pageMetadata: { totalCount: 1, currentPage: 0, totalPages: 1 },
  },
};

describe('import wizard', { timeout: 30_000 }, () => {
  it('asks for a data entry method before continuing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/import');
    await screen.findByRole('heading', { level: 1, name: 'Import filings' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(IMPORT_MESSAGES.chooseMethod)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Import from Excel/ }));
    expect(screen.queryByText(IMPORT_MESSAGES.chooseMethod)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=prepare'));
    expect(await screen.findByRole('link', { name: /1099-NEC .* template \(\.xlsx\)/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/rs/api/templates/filings?formType=Type_1099_NEC'),
    );
  });

  it('connects Xero, FreshBooks, Zoho Books, BILL, BQE CORE and Wave from their cards like QuickBooks', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/import', {
      graphql: (query, _calls, info) =>
        query.includes('refreshTokens')
          ? jsonResponse({
              data: {
                refreshTokens: {
                  partner: info.variables.partner,
                  connected: false,
                  needsReconnect: false,
                  configured: true,
                  accountId: null,
                  accountName: null,
                  connectedDate: null,
                  updatedDate: null,
                },
              },
            })
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Import filings' });
    for (const name of ['QuickBooks Online', 'Xero', 'FreshBooks', 'Zoho Books', 'BILL', 'BQE CORE', 'Wave'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeEnabled();
    expect(screen.getByText('Connect your Xero organisation.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Zoho Books/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain('method=zoho'));
    expect(await screen.findByRole('button', { name: 'Connect to Zoho Books' })).toBeEnabled();
    // After connecting, Next goes on to the account mappings.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=mapAccounts'));
  });

  it('says what to check when a file has nothing to import', async () => {
    renderApp('/file1099/import?resource=filings&step=import&runId=7', {
      graphql: (query) =>
        query.includes('importRun(')
          ? jsonResponse({
              data: { importRun: { ...RUN, status: 'Parsed', progress: 0, recordCount: 2, readyCount: 0 } },
            })
          : undefined,
    });
    const alert = await screen.findByTestId('empty-import');
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.noData);
    expect(alert).toHaveTextContent(IMPORT_MESSAGES.noDataExcelCause);
  });

  it('sends the answer to a conflict with Apply to all', async () => {
    const user = userEvent.setup();
    let answered = false;
    const { fetchMock } = renderApp('/file1099/import?resource=payees&step=import&runId=7', {
      graphql: (query) => {
        if (query.includes('answerImportQuestion(')) {
          answered = true;
          return jsonResponse({
            data: { answerImportQuestion: { ...RUN, status: 'Processed', progress: 100 } },
          });
        }
        if (query.includes('importReviewRows(')) return jsonResponse({ data: REVIEW_ROWS });
        if (query.includes('importRun('))
          return jsonResponse({
            data: {
              importRun: answered
                ? { ...RUN, status: 'Processed', progress: 100 }
                : {
                    ...RUN,
                    status: 'WaitingForAnswer',
                    question: {
                      kind: 'payee',
                      title: 'Payee already exists',
                      message: 'A payee with TIN ***4321 already exists.',
                      actions: ['Stop', 'Skip', 'Add as duplicate', 'Overwrite'],
                    },
                  },
            },
          });
        return undefined;
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Payee already exists' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Apply to all' }));
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => {
      const call = graphqlCalls(fetchMock).find((entry) => entry.query.includes('answerImportQuestion('));
      expect(call?.variables).toEqual({ runId: 7, answer: 'Overwrite', applyToAll: true });
    });
    // A payee import reviews its payees; there are no forms to sum up.
    expect(await screen.findByRole('grid', { name: 'Payee Data' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Import summary' })).not.toBeInTheDocument();
  });

  it('polls the run while it runs and stops once it is Processed', async () => {
    let polls = 0;
    const { fetchMock } = renderApp('/file1099/import?resource=filings&step=import&runId=7', {
      graphql: (query) => {
        if (query.includes('importReviewRows(')) return jsonResponse({ data: REVIEW_ROWS });
        if (query.includes('importRun(')) {
          polls += 1;
          const run =
            polls < 3
              ? { ...RUN, progress: 10 + polls * 30 }
              : { ...RUN, status: 'Processed', progress: 100 };
          return jsonResponse({ data: { importRun: run } });
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(await screen.findByText('Bolt Supply Inc', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByTestId('import-not-imported')).toHaveTextContent('Not imported: 1 1099-NEC form (');
    // The Filing Data grid: a row per payee with its contact details and its forms' amounts.
    const grid = screen.getByRole('grid', { name: 'Filing Data' });
    expect(within(grid).getByRole('columnheader', { name: '1099-NEC Details' })).toBeInTheDocument();
    expect(within(grid).getByText('1 Main St, Peoria, IL 61602')).toBeInTheDocument();
    expect(within(grid).getByText('Nonemployee Comp $1,000.00')).toBeInTheDocument();
    await userEvent.setup().click(within(grid).getByRole('button', { name: 'View Import Log' }));
    const log = await screen.findByLabelText('Import log of Bolt Supply Inc');
    expect(
      within(log)
        .getAllByTestId('import-log-entry')
        .map((entry) => entry.textContent),
    ).toEqual(['Payee: UpdatedSheet 1099-NEC, row 5', '1099-NEC: AddedSheet 1099-NEC, row 5']);
    const count = () => graphqlCalls(fetchMock).filter((call) => call.query.includes('importRun(')).length;
    const afterDone = count();
    expect(afterDone).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(count()).toBe(afterDone);
  });

  it("says 'Resuming…' instead of a frozen bar while an interrupted import is taken back", async () => {
    let polls = 0;
    renderApp('/file1099/import?resource=filings&step=import&runId=7', {
      graphql: (query) => {
        if (!query.includes('importRun(')) return undefined;
        polls += 1;
        // The server running it stopped at 40 %; another takes it back, then it moves on.
        const run = polls < 3 ? { ...RUN, resuming: true } : { ...RUN, progress: 70 };
        return jsonResponse({ data: { importRun: run } });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Importing your data' });
    expect(within(dialog).getByText('Resuming… The import continues where it stopped.')).toBeInTheDocument();
    // Busy, not stuck: the bar has no value while it resumes.
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(await within(dialog).findByText('70% complete', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Resuming/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  });
});

describe('readyMessage', () => {
  it('counts the records to import and the rows left out', () => {
    expect(readyMessage({ recordCount: 1, readyCount: 1 })).toBe('1 record ready to import.');
    expect(readyMessage({ recordCount: 200, readyCount: 196 })).toBe(
      "196 records ready to import. 4 of the file's 200 rows are left out (listed below).",
    );
    expect(readyMessage({ recordCount: 2, readyCount: 1 })).toBe(
      "1 record ready to import. 1 of the file's 2 rows is left out (listed below).",
    );
    expect(readyMessage({ recordCount: 3, readyCount: 0 })).toBe(IMPORT_MESSAGES.noData);
  });
});

describe('review cells', () => {
  it('names forms, lists the amounts by short label and the contact details line by line', () => {
    expect(getFormLabel('Type_1099_MISC')).toBe('1099-MISC');
    expect(getFormLabel('payee')).toBe('payee');
    expect(
      getFilingDetails(
        {
          formType: 'Type_1099_MISC',
          filingData: { rents: 250000, royalties: 0, directSalesIndicator: true },
        },
        2025,
      ),
    ).toEqual([expect.stringMatching(/^Rents \$2,500\.00$/), expect.stringMatching(/direct sales/i)]);
    expect(getFilingDetails({ formType: 'nonsense', filingData: { rents: 1 } }, 2025)).toEqual([]);
    expect(
      getContactDetails({
        address: {
          line1: '1 Main St',
          line2: '',
          city: 'Peoria',
          state: 'IL',
          country: 'US',
          postalCode: '61602',
        },
        emailAddress: '',
        phoneNumber: '309-555-0100',
      }),
    ).toEqual(['1 Main St, Peoria, IL 61602', '309-555-0100']);
  });
});
