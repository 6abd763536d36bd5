import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';

describe('dashboard', { timeout: 30_000 }, () => {
  it('shows the count tiles (processing = anything not Draft or Accepted) linking to the filings tabs', async () => {
    renderApp('/file1099/dashboard', {
      graphql: (query) =>
        query.includes('filingCounts')
          ? jsonResponse({
              data: { filingCounts: { draft: 2, processing: 1, accepted: 5, dashboardProcessing: 3 } },
            })
          : undefined,
    });
    expect(await screen.findByRole('link', { name: 'Drafts: 2' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/file1099/filings?tab=0',
    );
    expect(screen.getByRole('link', { name: 'Processing: 3' })).toHaveAttribute(
      'href',
      '/file1099/filings?tab=1',
    );
    expect(screen.getByRole('link', { name: 'Accepted: 5' })).toHaveAttribute(
      'href',
      '/file1099/filings?tab=2',
    );
    expect(screen.getByRole('link', { name: "Let's review and finish" })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent(/Pat$/);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('advertises the five-step flow, each step linking to its screen', async () => {
    renderApp('/file1099/dashboard');
    const steps = await screen.findByTestId('five-steps');
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Import data', '/file1099/import?resource=filings'],
      ['Verify payer info', '/file1099/payer'],
      ['Add or edit payees', '/file1099/payees'],
      ['Add or edit filings', '/file1099/filings?tab=0'],
      ['Pay and submit', '/file1099/filings?tab=0&trowser=submit'],
    ]);
  });

  it("shows the import sources' marks and records what the user tells us they use", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    window.dataLayer = [];
    renderApp('/file1099/dashboard');
    const sources = await screen.findByRole('list', { name: 'Import sources' });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'XLExcel',
      'QBQuickBooks Online',
      'XXero',
      'FBFreshBooks',
      'ZBZoho Books',
      'BBILL',
      'BQBQE CORE',
      'WWave',
    ]);
    await user.click(screen.getByRole('button', { name: 'Tell us what you use.' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell us what you use' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Accounting software'), 'Sage 50');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('software-told')).toHaveTextContent('You told us you use Sage 50.');
    expect(window.dataLayer).toContainEqual({ event: 'accounting_software', software: 'Sage 50' });
    expect(window.localStorage.getItem('file1099.accountingSoftware.u-7')).toBe('Sage 50');
  });
});
