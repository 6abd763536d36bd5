import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityButton } from './ActivityButton.tsx';
import { ACTIVITY_EMPTY } from './ActivityList.tsx';

function answer(events: unknown[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      variables?: Record<string, unknown>;
    };
    expect(body.variables).toMatchObject({ entityType: 'filing', entityId: '41' });
    return new Response(
      JSON.stringify({ data: { activity: { events, pageMetadata: { totalCount: events.length } } } }),
      { headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActivityButton entityType="filing" entityId={41} label="1099-NEC of Bolt Supply Inc" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a filing’s Activity', () => {
  it('asks for nothing until opened, then lists who changed what', async () => {
    const fetchMock = answer([
      {
        id: '9',
        at: '2026-11-20T15:04:00.000Z',
        actor: 'owner@bolt.test',
        action: 'status',
        summary: 'Filing NEC 2025 for Bolt Supply Inc: Submitted → Accepted',
        changes: { status: { from: 'Submitted', to: 'Accepted' }, statusChangeDesc: { from: null, to: '' } },
      },
    ]);
    renderButton();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Activity of 1099-NEC of Bolt Supply Inc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity of 1099-NEC of Bolt Supply Inc' });
    expect(
      await within(dialog).findByText('Filing NEC 2025 for Bolt Supply Inc: Submitted → Accepted'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/owner@bolt\.test/)).toBeInTheDocument();
    expect(within(dialog).getByText('status: Submitted → Accepted')).toBeInTheDocument();
    expect(within(dialog).getByText('statusChangeDesc: — → —')).toBeInTheDocument();
  });

  it('shows delivery statuses, consent and TIN match changes in plain words', async () => {
    answer([
      {
        id: '12',
        at: '2026-11-21T09:00:00.000Z',
        actor: 'ops@file1099.test',
        action: 'print status',
        summary: 'Filing NEC 2025 for Bolt Supply Inc: print Mailing → Queued',
        changes: {
          printStatus: { from: 'Mailing', to: 'Queued' },
          printStatusDesc: { from: null, to: 'Queued again' },
        },
      },
      {
        id: '11',
        at: '2026-11-21T08:00:00.000Z',
        actor: 'system',
        action: 'state status',
        summary: 'Filing NEC 2025 for Bolt Supply Inc: state filing None → Submitted',
        changes: { stateFilingStatus: { from: null, to: 'Submitted' } },
      },
      {
        id: '10',
        at: '2026-11-20T16:00:00.000Z',
        actor: 'bolt.contractor@x.test',
        action: 'e-mail consent',
        summary: 'E-mail consent of Bolt Supply Inc: Consented → Withdrawn',
        changes: {
          emailConsent: { from: 'Consented', to: 'Withdrawn' },
          emailStatus: { from: null, to: 'Cancelled' },
          tinMatchStatus: { from: 'InValid', to: null },
        },
      },
    ]);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Activity of/ }));
    const dialog = await screen.findByRole('dialog', { name: /Activity of/ });
    expect(await within(dialog).findByText('Print status: Mailing → Queued')).toBeInTheDocument();
    expect(within(dialog).getByText('Print note: — → Queued again')).toBeInTheDocument();
    expect(within(dialog).getByText('State filing status: None → Submitted')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail consent: Consented → Withdrawn')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail status: None → Cancelled')).toBeInTheDocument();
    expect(within(dialog).getByText('TIN match: InValid → Not verified')).toBeInTheDocument();
    expect(
      within(dialog).getByText('E-mail consent of Bolt Supply Inc: Consented → Withdrawn'),
    ).toBeInTheDocument();
  });

  it('says when nothing was recorded', async () => {
    answer([]);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Activity of/ }));
    expect(await screen.findByText(ACTIVITY_EMPTY)).toBeInTheDocument();
  });
});
