import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/renderApp.tsx';
import { PartnerSummaryStep } from './PartnerSummaryStep.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const vendor = (vendorId: string, name: string, boxes: { boxName: string; amountCents: number }[]) => {
  const all = boxes.reduce((sum, box) => sum + box.amountCents, 0);
  return {
    vendorId,
    name,
    is1099Vendor: true,
    allCents: all,
    includedCents: all,
    excludedCents: 0,
    unknownCents: 0,
    boxes,
    forms: [],
    lineCount: 0,
    lines: [],
  };
};

/** The summary of a TY2026 import against a server that answers with three vendors. */
function renderSummary(year: number) {
  const summary = {
    lastSyncTime: '2026-11-28T02:00:00.000Z',
    emptyMessage: null,
    companyName: 'Harbor Lights Cafe LLC',
    vendorCount: 3,
    vendors: [
      vendor('1', 'Above Rent Co', [{ boxName: 'MISC.rents', amountCents: 2_400_00 }]),
      // $2,200 in all, but neither form reaches TY2026's $2,000.
      vendor('2', 'Split Below LLC', [
        { boxName: 'NEC.nonEmployeeComp', amountCents: 1_500_00 },
        { boxName: 'MISC.rents', amountCents: 700_00 },
      ]),
      vendor('3', 'Small Jobs Inc', [{ boxName: 'NEC.nonEmployeeComp', amountCents: 900_00 }]),
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? init.body : '';
      if (url === '/rs/graphql' && body.includes('importSummary'))
        return jsonResponse({ data: { importSummary: summary } });
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PartnerSummaryStep
        integrationId={4}
        year={year}
        busy={false}
        onImport={() => undefined}
        onBack={() => undefined}
        onEditMappings={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the partner import summary', () => {
  it("hides vendors below the tax year's thresholds and totals the rest", async () => {
    const user = userEvent.setup();
    renderSummary(2026);
    const table = await screen.findByRole('table', { name: 'Vendor payments' });
    expect(within(table).getByText('Split Below LLC')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide vendors below threshold' }));
    expect(within(table).getByText('Above Rent Co')).toBeInTheDocument();
    expect(within(table).queryByText('Split Below LLC')).not.toBeInTheDocument();
    expect(within(table).queryByText('Small Jobs Inc')).not.toBeInTheDocument();
    const total = within(table).getByText('Total').closest('tr');
    if (!total) throw new Error('no total row');
    expect(within(total).getAllByText('$2,400.00')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Hide vendors below threshold' }));
    expect(within(table).getByText('Small Jobs Inc')).toBeInTheDocument();
  });

  it('uses $600 before tax year 2026', async () => {
    const user = userEvent.setup();
    renderSummary(2025);
    const table = await screen.findByRole('table', { name: 'Vendor payments' });
    await user.click(screen.getByRole('switch', { name: 'Hide vendors below threshold' }));
    expect(within(table).getByText('Split Below LLC')).toBeInTheDocument();
    expect(within(table).getByText('Small Jobs Inc')).toBeInTheDocument();
  });
});
