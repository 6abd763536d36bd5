import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { IMPORT_MESSAGES } from './imports.api.ts';

const PAYER = {
  id: 7,
  domainId: 101,
  domainType: 'B',
  payerType: 'Business',
  businessName: 'Acme Plumbing LLC',
  dba: '',
  firstName: '',
  middleName: '',
  lastName: '',
  address: { line1: '1 Main St', line2: '', city: 'Peoria', state: 'IL', country: 'US', postalCode: '61602' },
  emailAddress: 'pay@acme.test',
  phoneNumber: '3095550100',
  phoneExt: '',
  tinType: 'EIN',
  tin: '**-***6789',
  customAttributes: [],
};

const PAGE = { hasPreviousPage: false, hasNextPage: false, currentPage: 0, totalPages: 0, totalCount: 0 };

/**
 * A server with the payer, `payeeCount()` payees (the grid lists none) and no filings; the payer is
 * complete when `payerReady()` says so.
 */
function createFlowServer(payerReady: () => boolean, payeeCount: () => number = () => 1) {
  return (query: string) => {
    if (query.includes('payeeCount')) return jsonResponse({ data: { payeeCount: payeeCount() } });
    if (query.includes('validatePayer'))
      return jsonResponse({
        data: {
          validatePayer: {
            errors: payerReady()
              ? []
              : [{ code: 'X', path: 'phoneNumber', message: 'Payer phone number is required to e-file' }],
            warnings: [],
          },
        },
      });
    if (query.includes('payeesWithPageMetadata'))
      return jsonResponse({ data: { payeesWithPageMetadata: { payees: [], pageMetadata: PAGE } } });
    if (query.includes('filingsWithPageMetadata'))
      return jsonResponse({
        data: {
          filingsWithPageMetadata: {
            filings: [],
            pageMetadata: PAGE,
            totals: { count: 0, totalCents: 0, boxTotalsCents: {} },
          },
        },
      });
    if (query.includes('filingCounts'))
      return jsonResponse({
        data: { filingCounts: { draft: 0, processing: 0, accepted: 0, dashboardProcessing: 0 } },
      });
    if (query.includes('payer')) return jsonResponse({ data: { payer: PAYER } });
    return undefined;
  };
}

const stepLabels = () =>
  within(screen.getByLabelText('Steps'))
    .getAllByText(/^(Import method|Prepare|Import|Review.*|Submit)$/)
    .map((node) => node.textContent);

describe('create-and-submit flow', { timeout: 30_000 }, () => {
  it('goes from Enter manually to the payer review, which holds back an incomplete payer', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/dashboard?flow=create', {
      graphql: createFlowServer(() => false),
    });
    await screen.findByRole('heading', { level: 1, name: /^Prepare your \d{4} 1099s$/ });
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    expect(stepLabels()).toEqual([
      'Import method',
      'Review payer',
      'Review payees',
      'Review filings',
      'Review order and Pay',
      'Submit',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=reviewPayer'));
    expect(router.state.location.search).toContain('method=manual');

    // An incomplete payer holds the flow back, with what to do.
    expect(await screen.findByText('Payer phone number is required to e-file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(IMPORT_MESSAGES.payerNotReady)).toBeInTheDocument();
    expect(router.state.location.search).toContain('step=reviewPayer');
    expect(screen.getByRole('button', { name: 'Edit Payer Info' })).toBeInTheDocument();
  });

  it('goes on from a complete payer to the payee and filing reviews and the order', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/import?flow=create&method=manual&step=reviewPayer', {
      graphql: createFlowServer(() => true),
    });
    expect(await screen.findByTestId('payer-ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review your payees' });
    expect(screen.getByRole('button', { name: 'Add Payee' })).toBeInTheDocument();
    // 'Import Payees' is hidden in the submit flow.
    expect(screen.queryByRole('link', { name: 'Import Payees' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review your filings' });
    expect(screen.getByRole('button', { name: 'Add Filing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Review & Submit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Review your payees' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The filing review leads on to the order; with no drafts there is nothing to submit.
    await screen.findByRole('heading', { name: 'Review your filings' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=reviewOrder'));
    expect(await screen.findByText('Select at least 1 filing to submit.')).toBeInTheDocument();
  });

  it('holds the payee review back until there is a payee', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/import?flow=create&method=manual&step=reviewPayees', {
      graphql: createFlowServer(
        () => true,
        () => 0,
      ),
    });
    await screen.findByRole('heading', { name: 'Review your payees' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(IMPORT_MESSAGES.noPayees)).toBeInTheDocument();
    expect(router.state.location.search).toContain('step=reviewPayees');
  });

  it('after an Excel import goes on from the review to the payer, without a separate filing review', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/file1099/import?flow=create', { graphql: createFlowServer(() => true) });
    await screen.findByRole('heading', { level: 1, name: /^Prepare your \d{4} 1099s$/ });
    await user.click(screen.getByRole('button', { name: /Import from Excel/ }));
    expect(stepLabels()).toEqual([
      'Import method',
      'Prepare',
      'Import',
      'Review',
      'Review payer',
      'Review payees',
      'Review order and Pay',
      'Submit',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=prepare'));
    expect(router.state.location.search).toContain('flow=create');
    expect(router.state.location.search).toContain('method=excel');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toContain('step=importMethod'));
  });

  it('skips the optional method step: Excel for an import, manual entry for the create flow', async () => {
    const user = userEvent.setup();
    const first = renderApp('/file1099/import?resource=payees', { graphql: createFlowServer(() => true) });
    await screen.findByRole('heading', { level: 1, name: 'Import payees' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(first.router.state.location.search).toContain('step=prepare'));
    first.unmount();

    const second = renderApp('/file1099/import?flow=create', { graphql: createFlowServer(() => true) });
    await screen.findByRole('heading', { level: 1, name: /^Prepare your/ });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(second.router.state.location.search).toContain('step=reviewPayer'));
  });

  it('opens the import wizard for the old filings trowser link and the dashboard flows', async () => {
    const first = renderApp('/file1099/filings?trowser=import&step=prepare', {
      graphql: createFlowServer(() => true),
    });
    await screen.findByRole('heading', { level: 1, name: 'Import filings' });
    expect(first.router.state.location.search).toBe('?resource=filings&step=prepare');
    first.unmount();

    const second = renderApp('/file1099/dashboard', { graphql: createFlowServer(() => true) });
    expect(await screen.findByRole('link', { name: "Let's get started" })).toHaveAttribute(
      'href',
      '/file1099/import?flow=create',
    );
    second.unmount();

    const third = renderApp('/file1099/dashboard?flow=import', { graphql: createFlowServer(() => true) });
    await screen.findByRole('heading', { level: 1, name: 'Import filings' });
    expect(third.router.state.location.pathname).toBe('/file1099/import');
  });
});
