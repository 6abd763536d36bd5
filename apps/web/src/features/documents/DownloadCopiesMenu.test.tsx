import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/renderApp.tsx';
import { NotificationProvider } from '../notifications/NotificationProvider.tsx';
import { copyActionsFor, type DocumentDownload } from './documents.api.ts';
import { DownloadCopiesMenu } from './DownloadCopiesMenu.tsx';

function download(status: string, progress: number): DocumentDownload {
  return {
    id: 7,
    status: status as DocumentDownload['status'],
    progress,
    fileName: '1099-recipient-copies-2.pdf',
    filingCount: 2,
    pages: 6,
    byteSize: 1000,
    url: '/rs/api/documents/7/file',
    error: null,
  };
}

function renderMenu(filingIds: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationProvider>
        <DownloadCopiesMenu filingIds={filingIds} />
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

describe('DownloadCopiesMenu', () => {
  it('is off without a selection', () => {
    renderMenu([]);
    expect(screen.getByRole('button', { name: 'Download Copies' })).toBeDisabled();
  });

  it('prepares the chosen copies, shows the progress and then the file', async () => {
    const bodies: unknown[] = [];
    const states = [download('Running', 40), download('Ready', 100)];
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
        bodies.push(body.variables);
        if (body.query.includes('createDocumentDownload'))
          return Promise.resolve(jsonResponse({ data: { createDocumentDownload: download('Queued', 0) } }));
        const state = states[Math.min(polls, states.length - 1)];
        polls += 1;
        return Promise.resolve(jsonResponse({ data: { documentDownload: state } }));
      }),
    );
    renderMenu([11, 12]);
    await userEvent.click(screen.getByRole('button', { name: 'Download Copies' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Recipient copies in one combined file' }));
    expect(bodies[0]).toEqual({ ids: [11, 12], type: 'RecipientCopy', combined: true });
    const dialog = await screen.findByRole('dialog', { name: 'Recipient copies in one combined file' });
    const link = await within(dialog).findByRole(
      'link',
      { name: 'Download 1099-recipient-copies-2.pdf' },
      { timeout: 4000 },
    );
    expect(link).toHaveAttribute('href', '/rs/api/documents/7/file');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ready: 2 filings, 6 pages');
  });

  it('offers no draft copies to a filer, the super admin two, and the single mailing PDF to the super admin only', () => {
    const labels = (tab: number, admin: boolean) => copyActionsFor(tab, admin).map((action) => action.label);
    expect(labels(0, false)).toEqual([]);
    expect(labels(0, true)).toEqual(['Payee print copy', 'Full copy']);
    for (const tab of [1, 2]) {
      expect(labels(tab, false)).toContain('Mailing print copies as separate forms');
      expect(labels(tab, false)).not.toContain('Mailing print copies in one combined file');
      expect(labels(tab, true)).toContain('Mailing print copies in one combined file');
      expect(labels(tab, false)).toHaveLength(7);
    }
  });
});
