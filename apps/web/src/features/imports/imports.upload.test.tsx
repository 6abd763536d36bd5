import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/renderApp.tsx';

describe('import upload', { timeout: 30_000 }, () => {
  it('posts the file as multipart with the CSRF header and shows a refusal', async () => {
    const { fetchMock } = renderApp('/file1099/import?resource=filings&step=import', {
      rest: (url) => {
        if (url === '/rs/api/imports/')
          return jsonResponse(
            { message: 'The file has 1,001 records; up to 1,000 can be imported from one file.' },
            400,
          );
        return undefined;
      },
    });
    const input = await screen.findByLabelText('Excel file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'filings.xlsx')] } });
    expect(
      await screen.findByText('The file has 1,001 records; up to 1,000 can be imported from one file.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/rs/api/imports/');
    const init = call?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    const body = init?.body as FormData;
    expect(body.get('resourceType')).toBe('filings');
    expect(body.get('filingYear')).toMatch(/^\d{4}$/);
    expect((body.get('file') as File).name).toBe('filings.xlsx');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-csrf-token')).toBe('test-csrf-token');
  });

  it("offers to import another season's template into its own year", async () => {
    let uploads = 0;
    const { fetchMock, router } = renderApp('/file1099/import?resource=filings&step=import', {
      rest: (url) => {
        if (url !== '/rs/api/imports/') return undefined;
        uploads += 1;
        return uploads === 1
          ? jsonResponse(
              {
                message: 'The sheet "NEC" is the 1099-NEC 2024 template, but you are importing 2025 filings.',
                details: { templateYear: 2024 },
              },
              400,
            )
          : jsonResponse({
              success: true,
              data: { id: 9, status: 'Parsed', recordCount: 1, readyCount: 1, problems: [], skipped: [] },
            });
      },
    });
    const input = await screen.findByLabelText('Excel file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'nec-2024.xlsx')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import into 2024' }));
    await waitFor(() => expect(router.state.location.search).toContain('runId=9'));
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === '/rs/api/imports/')
      .map(([, init]) => init?.body as FormData);
    expect(bodies.map((body) => body.get('filingYear'))).toEqual([expect.stringMatching(/^\d{4}$/), '2024']);
    expect((bodies[1]?.get('file') as File).name).toBe('nec-2024.xlsx');
    // The year tabs follow: the run belongs to 2024.
    expect(screen.getByRole('tab', { name: '2024', selected: true })).toBeInTheDocument();
  });

  it('lists rejected and skipped rows of an uploaded file', async () => {
    renderApp('/file1099/import?resource=filings&step=import&runId=9', {
      graphql: (query) => {
        if (query.includes('importRun('))
          return jsonResponse({
            data: {
              importRun: {
                id: 9,
                status: 'Parsed',
                progress: 0,
                recordCount: 5,
                readyCount: 3,
                question: null,
                summary: [],
                problems: [{ sheet: '1099-NEC', row: 7, column: 'Box 1', message: 'Not an amount' }],
                skipped: [{ sheet: '1099-NEC', row: 8, column: null, message: 'Duplicate TIN' }],
              },
            },
          });
        return undefined;
      },
    });
    expect(await screen.findByText('Not an amount')).toBeInTheDocument();
    expect(screen.getByText('Duplicate TIN')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText("3 records ready to import. 2 of the file's 5 rows are left out (listed below)."),
      ).toBeInTheDocument(),
    );
  });
});
