import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlCalls, jsonResponse, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import { STATE_ACCEPTED_TEXTS, type EfsFiling } from './efs.api.ts';

const FILING: EfsFiling = {
  id: 41,
  clientDomainId: 7,
  isTestFiling: false,
  filingYear: 2025,
  filingReturnType: 'Type_1099_NEC',
  isStateFiling: true,
  reportingStateCode: 'CA',
  stateFilingMethod: 'EFile',
  payerName1: 'Acme Plumbing LLC',
  payerTinLast4: '6789',
  payeeName1: 'Maria Lopez',
  payeeTinLast4: '4321',
  status: 'Received',
  statusChangeDesc: null,
  statusChangeDate: '2026-11-20T10:00:00.000Z',
};

function efsServer(failUpdate = false) {
  return (query: string) => {
    if (query.includes('efsFilingsByStatus')) return jsonResponse({ data: { efsFilingsByStatus: [FILING] } });
    if (query.includes('updateEfsFilingsStatus'))
      return failUpdate
        ? jsonResponse({ errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] })
        : jsonResponse({ data: { updateEfsFilingsStatus: 1 } });
    if (query.includes('markStateFilingsAccepted'))
      return jsonResponse({ data: { markStateFilingsAccepted: 1 } });
    return undefined;
  };
}

async function selectFirstRow() {
  const grid = await screen.findByRole('grid', { name: 'EFS filings' });
  await within(grid).findByText('Maria Lopez');
  const [, rowBox] = within(grid).getAllByRole('checkbox');
  if (!rowBox) throw new Error('no row checkbox');
  await userEvent.click(rowBox);
}

describe('EFS Filings', () => {
  it('queues the selected received filings and says so', async () => {
    const { fetchMock } = renderApp('/file1099/efsfilings', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: efsServer(),
    });
    await screen.findByRole('heading', { level: 1, name: 'EFS Filings' });
    expect(screen.getByRole('button', { name: 'Queue Filings' })).toBeDisabled();
    await selectFirstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Queue Filings' }));
    expect(
      await screen.findByText('Updated status of efs requests to Queued successfully'),
    ).toBeInTheDocument();
    const update = graphqlCalls(fetchMock).find((call) => call.query.includes('updateEfsFilingsStatus'));
    expect(update?.variables).toEqual({ filingIds: [41], filingStatus: 'Queued', statusChangeDesc: null });
    const list = graphqlCalls(fetchMock).find((call) => call.query.includes('efsFilingsByStatus'));
    expect(list?.variables).toEqual({ filingStatus: ['Received'], pageSize: 500 });
  });

  it('rejects only with a reason, and reports a failed update with the spec text', async () => {
    const { fetchMock } = renderApp('/file1099/efsfilings', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: efsServer(true),
    });
    await selectFirstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Rejection Reason', { selector: 'p' })).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((call) => call.query.includes('updateEfsFilingsStatus'))).toBe(false);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Rejection Reason/ }),
      ' Wrong state ID ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Failed to updated the status of efs requests to System_Rejected'),
    ).toBeInTheDocument();
    const update = graphqlCalls(fetchMock).find((call) => call.query.includes('updateEfsFilingsStatus'));
    expect(update?.variables).toEqual({
      filingIds: [41],
      filingStatus: 'System_Rejected',
      statusChangeDesc: 'Wrong state ID',
    });
  });

  it('records that the state accepted a selected direct state eFile', async () => {
    const { fetchMock } = renderApp('/file1099/efsfilings', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: efsServer(),
    });
    await screen.findByRole('heading', { level: 1, name: 'EFS Filings' });
    expect(screen.getByRole('button', { name: 'State accepted' })).toBeDisabled();
    await selectFirstRow();
    await userEvent.click(screen.getByRole('button', { name: 'State accepted' }));
    expect(await screen.findByText(STATE_ACCEPTED_TEXTS.done(1))).toBeInTheDocument();
    const call = graphqlCalls(fetchMock).find((c) => c.query.includes('markStateFilingsAccepted'));
    expect(call?.variables).toEqual({ filingIds: [41] });
  });
});
