import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_MESSAGES } from '@file1099/forms';
import { jsonResponse } from '../../test/renderApp.tsx';
import { getTemplateLinks, PrepareStep } from './PrepareStep.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('template downloads', () => {
  it('offers only the forms of a year that imports, and no filings template for 2020-2023', () => {
    expect(getTemplateLinks('filings', 2025, 'xlsx').map((link) => link.label)).toEqual([
      '1099-NEC 2025 template (.xlsx)',
      '1099-MISC 2025 template (.xlsx)',
    ]);
    for (const year of [2020, 2021, 2022, 2023]) expect(getTemplateLinks('filings', year, 'csv')).toEqual([]);
    expect(getTemplateLinks('payees', 2022, 'csv').map((link) => link.href)).toEqual([
      '/rs/api/templates/payees?filingYear=2022&format=csv',
    ]);
    render(<PrepareStep resource="filings" year={2022} />);
    expect(screen.getByText(TEMPLATE_MESSAGES.noTemplatesForYear(2022))).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a refusal on the page instead of saving it, and saves a template under its name', async () => {
    const user = userEvent.setup();
    const message = 'There is no 1099-NEC template for 2025.';
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('format=csv')) return jsonResponse({ message }, 400);
      return new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="file1099-1099-nec-2025-template.xlsx"' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<PrepareStep resource="filings" year={2025} />);
    await user.click(screen.getByRole('link', { name: '1099-NEC 2025 template (.csv)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(clicked).toEqual([]);
    await user.click(screen.getByRole('link', { name: '1099-NEC 2025 template (.xlsx)' }));
    await waitFor(() => expect(clicked).toEqual(['file1099-1099-nec-2025-template.xlsx']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
