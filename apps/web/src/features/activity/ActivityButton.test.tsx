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

  it('says when nothing was recorded', async () => {
    answer([]);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Activity of/ }));
    expect(await screen.findByText(ACTIVITY_EMPTY)).toBeInTheDocument();
  });
});
