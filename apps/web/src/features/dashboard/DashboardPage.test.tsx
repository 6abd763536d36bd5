import { screen } from '@testing-library/react';
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
});
