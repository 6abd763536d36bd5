import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/renderApp.tsx';
import { JobProgress } from './JobProgress.tsx';
import type { Job, JobStatus } from './job.types.ts';

function job(status: JobStatus, progress: number, error: string | null = null): Job {
  return {
    id: 'j1',
    kind: 'import',
    status,
    progress,
    result: null,
    error,
    attempts: 1,
    createdAt: '2026-01-05T10:00:00Z',
    updatedAt: '2026-01-05T10:00:01Z',
  };
}

function serveJobs(...states: Job[]) {
  let call = 0;
  const fetchMock = vi.fn(() => {
    const state = states[Math.min(call, states.length - 1)];
    call += 1;
    return Promise.resolve(jsonResponse({ data: { job: state } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderProgress(jobId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobProgress jobId={jobId} label="Importing payees" />
    </QueryClientProvider>,
  );
}

describe('JobProgress', () => {
  it('polls every second until the job succeeds', async () => {
    const fetchMock = serveJobs(job('running', 40), job('succeeded', 100));
    renderProgress('j1');
    const bar = screen.getByRole('progressbar', { name: 'Importing payees' });
    await screen.findByText('40%');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await screen.findByText('Done', undefined, { timeout: 3000 });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("shows a failed job's error", async () => {
    serveJobs(job('failed', 60, 'The spreadsheet has no payee sheet.'));
    renderProgress('j1');
    expect(await screen.findByText('The spreadsheet has no payee sheet.')).toBeInTheDocument();
  });

  it('waits without calling the server while there is no job', () => {
    const fetchMock = serveJobs(job('queued', 0));
    renderProgress(null);
    expect(screen.getByRole('status')).toHaveTextContent('Starting…');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
