import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { SELF_EFILE_TEXTS } from './StateFilingsDownloadDialog.tsx';
import { WEST_VIRGINIA_TEXTS } from './westVirginiaTaxDue.tsx';
import type { SelfEFileFiling } from './stateFiling.api.ts';

const READY: SelfEFileFiling[] = [
  {
    id: 11,
    filingType: 'Type_1099_NEC',
    status: 'Accepted',
    stateFilingStatus: 'ReadyForDownload',
    stateFilingStatusDesc: 'Ready for download',
    payee: { displayName: 'Maria Lopez' },
    stateSub: { stateCode: 'DE', filingMethod: 'SelfEFile' },
  },
  {
    id: 12,
    filingType: 'Type_1099_MISC',
    status: 'Accepted',
    stateFilingStatus: 'ReadyForDownload',
    stateFilingStatusDesc: 'Ready for download',
    payee: { displayName: 'Noah Kim' },
    stateSub: { stateCode: 'NE', filingMethod: 'SelfEFile' },
  },
];

function server(ready: SelfEFileFiling[], failDownload = false) {
  return (query: string) => {
    if (query.includes('filingCounts'))
      return jsonResponse({
        data: { filingCounts: { draft: 0, processing: 0, accepted: 2, dashboardProcessing: 0 } },
      });
    if (query.includes('selfEFileCount'))
      return jsonResponse({
        data: {
          selfEFileCount: ready.length,
          selfEFileStates: [...new Set(ready.map((filing) => filing.stateSub.stateCode ?? ''))].sort(),
          selfEFileFilingsWithPageMetadata: {
            filings: ready,
            pageMetadata: { totalCount: ready.length, currentPage: 0, totalPages: 1 },
          },
        },
      });
    if (query.includes('downloadSelfEFileTransmissions'))
      return failDownload
        ? jsonResponse({
            errors: [{ message: 'Add the payer TIN first', extensions: { code: 'BAD_USER_INPUT' } }],
          })
        : jsonResponse({
            data: {
              downloadSelfEFileTransmissions: {
                fileName: 'SelfEFile_TY2025.zip',
                content: btoa('PK zip bytes'),
                files: ['DE/DE_1099_TY2025.txt', 'README.txt'],
                filingCount: 2,
                passwordHint: 'x',
              },
            },
          });
    return undefined;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Download Self eFile Transmissions', () => {
  it('lists the ready state filings 50 to a page, tells the password rule and downloads the zip', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock } = renderApp('/file1099/filings?tab=2&trowser=selfefile', { graphql: server(READY) });
    const dialog = await screen.findByRole('dialog', { name: 'Download Self eFile Transmissions' });
    const grid = await within(dialog).findByRole('grid', { name: 'State filings' });
    expect(await within(grid).findByText('Maria Lopez')).toBeInTheDocument();
    expect(within(grid).getByText('NebFile for Business')).toBeInTheDocument();
    expect(within(dialog).getByTestId('self-efile-count')).toHaveTextContent('2');
    expect(within(dialog).getByText(SELF_EFILE_TEXTS.password)).toBeInTheDocument();
    expect(within(dialog).queryByText(/6789/)).not.toBeInTheDocument();
    const list = graphqlCalls(fetchMock).find((c) => c.query.includes('selfEFileCount'));
    expect(list?.variables).toMatchObject({ pageSize: 50, pageNumber: 0 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download zip' }));
    expect(await screen.findByText(SELF_EFILE_TEXTS.downloaded(2))).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(graphqlCalls(fetchMock).some((c) => c.query.includes('downloadSelfEFileTransmissions'))).toBe(
      true,
    );
  });

  it('says nothing is ready and disables the download; a refused download shows why', async () => {
    renderApp('/file1099/filings?tab=2&trowser=selfefile', { graphql: server([]) });
    const dialog = await screen.findByRole('dialog', { name: 'Download Self eFile Transmissions' });
    expect(await within(dialog).findByText(SELF_EFILE_TEXTS.none)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download zip' })).toBeDisabled();
  });

  it('shows the reason when the server refuses the download', async () => {
    renderApp('/file1099/filings?tab=2&trowser=selfefile', { graphql: server(READY, true) });
    const dialog = await screen.findByRole('dialog', { name: 'Download Self eFile Transmissions' });
    await within(dialog).findByText('Maria Lopez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download zip' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-stack')).toHaveTextContent('Add the payer TIN first'),
    );
  });

  it("asks West Virginia's quarterly tax due when a WV file is in the zip and sends it", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    const wv: SelfEFileFiling = {
      ...READY[0],
      id: 13,
      stateSub: { stateCode: 'WV', filingMethod: 'SelfEFile' },
    } as SelfEFileFiling;
    const { fetchMock } = renderApp('/file1099/filings?tab=2&trowser=selfefile', { graphql: server([wv]) });
    const dialog = await screen.findByRole('dialog', { name: 'Download Self eFile Transmissions' });
    expect(await within(dialog).findByText(WEST_VIRGINIA_TEXTS.intro)).toBeInTheDocument();
    const download = within(dialog).getByRole('button', { name: 'Download zip' });
    await userEvent.click(download);
    expect((await within(dialog).findAllByText(WEST_VIRGINIA_TEXTS.invalid)).length).toBe(4);
    expect(graphqlCalls(fetchMock).some((c) => c.query.includes('downloadSelfEFileTransmissions'))).toBe(
      false,
    );
    for (const [index, value] of ['120', '0', '80', '100'].entries())
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: WEST_VIRGINIA_TEXTS.label(index + 1) }),
        value,
      );
    await userEvent.click(download);
    await waitFor(() =>
      expect(
        graphqlCalls(fetchMock).find((c) => c.query.includes('downloadSelfEFileTransmissions'))?.variables,
      ).toMatchObject({ filingYear: 2025, westVirginiaQuarterlyTaxDue: [120, 0, 80, 100] }),
    );
  });
});
