import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphqlCalls, renderApp } from '../../test/renderApp.tsx';
import { signedIn } from '../../test/sessions.ts';
import {
  getFireNote,
  getGenerateLabel,
  getTransmissionActions,
  rejectSchema,
  toFilingResponses,
  TRANSMISSION_TEXTS,
} from './transmissionsRules.ts';

const ROW = {
  id: 7,
  formatType: 'IRIS',
  fileName: 'IRIS_TY2025_O_abc_20260115.xml',
  taxYear: 2025,
  isTest: false,
  ackNumber: null,
  recipientCount: 2,
  issuerCount: 1,
  transmissionStatus: 'Downloaded',
  agencyStatus: null,
  isRejected: null,
  statusChangeDate: '2026-01-15T18:00:00.000Z',
  a2a: null,
};

function fakeServer(update: (variables: Record<string, unknown>) => Response, rows: unknown[] = [ROW]) {
  return (query: string, _calls: unknown, request: { variables?: Record<string, unknown> }) => {
    if (query.includes('tnnTransmissionRecordsByStatusIn')) {
      // Three ready filings: two of tax year 2025, one of 2024.
      const year = request.variables?.taxYear;
      const count = year === 2025 ? 2 : year === 2024 ? 1 : 3;
      return Response.json({ data: { tnnTransmissionRecordsByStatusIn: rows, filingsToBeProcessed: count } });
    }
    if (query.includes('updateTNNTransmissionRecord')) return update(request.variables ?? {});
    if (query.includes('fireFilingWindow'))
      return Response.json({
        data: { fireFilingWindow: { lastFilingDate: '2026-12-31', open: false, taxYears: [2024, 2025] } },
      });
    return undefined;
  };
}

describe('transmission rules', () => {
  it('offers the spec actions per status and labels Generate with the count', () => {
    expect(getGenerateLabel(12)).toBe('Generate (12)');
    expect(getTransmissionActions('tnn', 'Generated')).toMatchObject({
      edit: true,
      accept: false,
      delete: true,
    });
    expect(getTransmissionActions('tnn', 'Sent_To_Agency')).toMatchObject({
      edit: false,
      accept: true,
      reject: true,
      delete: false,
    });
    expect(getTransmissionActions('tin', 'Generated')).toMatchObject({ accept: false, reject: true });
    expect(getTransmissionActions('tnn', 'Response_Received')).toMatchObject({ processResponse: false });
  });

  it('needs a reason of at most 200 characters for every chosen record', () => {
    const pick = (reason: string) => ({
      records: [
        { recordId: '1|1', selected: true, reason },
        { recordId: '1|2', selected: false, reason: '' },
      ],
    });
    expect(rejectSchema.safeParse(pick(' ')).error?.issues[0]?.message).toBe(
      TRANSMISSION_TEXTS.reasonRequired,
    );
    expect(rejectSchema.safeParse(pick('x'.repeat(201))).error?.issues[0]?.message).toBe(
      TRANSMISSION_TEXTS.reasonTooLong,
    );
    expect(rejectSchema.safeParse({ records: [] }).error?.issues[0]?.message).toBe(
      TRANSMISSION_TEXTS.chooseRecords,
    );
    expect(toFilingResponses(pick(' Bad TIN '))).toEqual([{ recordId: '1|1', messages: ['Bad TIN'] }]);
  });
});

describe('TransmissionsPage', () => {
  it('lists agency transmissions, shows the count to generate, and edits the ACK number', async () => {
    let sent: Record<string, unknown> | undefined;
    const { fetchMock } = renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fakeServer((variables) => {
        sent = variables;
        return Response.json({
          data: {
            updateTNNTransmissionRecord: {
              id: 7,
              transmissionStatus: 'Sent_To_Agency',
              ackNumber: 'ACK-1',
              isRejected: null,
            },
          },
        });
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Transmissions' });
    expect(await screen.findByRole('button', { name: 'Generate (3)' })).toBeEnabled();
    await screen.findByText(ROW.fileName);
    fireEvent.click(screen.getByRole('button', { name: `Edit ${ROW.fileName}` }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('ACK Number');
    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TRANSMISSION_TEXTS.ackTooLong)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(TRANSMISSION_TEXTS.ackRequired)).toBeInTheDocument();
    expect(graphqlCalls(fetchMock).some((c) => c.query.includes('updateTNNTransmissionRecord'))).toBe(false);
    fireEvent.change(input, { target: { value: '  ACK-1  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-stack')).toHaveTextContent(TRANSMISSION_TEXTS.sent),
    );
    expect(sent).toMatchObject({
      transmissionId: 7,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: 'ACK-1',
    });
  });

  it("says 'Failed to update the transmission status' and keeps the server's reason in the dialog", async () => {
    renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fakeServer(() =>
        Response.json({
          errors: [
            {
              message: 'This transmission already has its response; nothing was changed.',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ROW.fileName}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('ACK Number'), { target: { value: 'ACK-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-stack')).toHaveTextContent(TRANSMISSION_TEXTS.updateFailed),
    );
    expect(within(dialog).getByText(/already has its response/)).toBeInTheDocument();
  });

  it('shows how far each A2A transmission got, and why one stopped', async () => {
    const failed = {
      ...ROW,
      id: 8,
      fileName: 'IRIS_TY2025_O_def_20260116.xml',
      transmissionStatus: 'Sent_To_Agency',
      a2a: { environment: 'ats', stage: 'Failed', failure: 'IRIS refused the access token (HTTP 401).' },
    };
    const acknowledged = {
      ...ROW,
      id: 9,
      fileName: 'IRIS_TY2025_O_ghi_20260117.xml',
      transmissionStatus: 'Response_Received',
      a2a: { environment: 'production', stage: 'Acknowledged', failure: null },
    };
    renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fakeServer(() => Response.json({ data: {} }), [ROW, failed, acknowledged]),
    });
    expect(
      await screen.findByText('Failed (ATS): IRIS refused the access token (HTTP 401).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Acknowledged')).toBeInTheDocument();
    expect(screen.getByText('By hand')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 transmission stopped on the way to IRIS (A2A): the A2A column says why.',
    );
  });

  it('uploads the IRS response as a file and downloads the transmission file over REST', async () => {
    const sentToAgency = { ...ROW, transmissionStatus: 'Sent_To_Agency' };
    const posted: { url: string; body: unknown }[] = [];
    const fetched: string[] = [];
    renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fakeServer(() => Response.json({ data: {} }), [sentToAgency]),
      rest: (url, init) => {
        if (url.startsWith('/rs/api/transmissions/') && init?.method === 'POST') {
          posted.push({ url, body: init.body });
          return Response.json({ success: true, message: TRANSMISSION_TEXTS.tinUploaded });
        }
        if (url.startsWith('/rs/api/transmissions/')) {
          fetched.push(url);
          return new Response('<xml/>', {
            headers: { 'content-disposition': `attachment; filename="${ROW.fileName}"` },
          });
        }
        return undefined;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: `Process Response ${ROW.fileName}` }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['<TransStatusOrAckResponse/>'], 'ack.xml', { type: 'text/xml' });
    fireEvent.change(within(dialog).getByLabelText('Response file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-stack')).toHaveTextContent(TRANSMISSION_TEXTS.processed),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe('/rs/api/transmissions/tnn/7/response/');
    expect(posted[0]?.body).toBeInstanceOf(FormData);
    expect((posted[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    const createObjectURL = vi.fn(() => 'blob:transmission');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    fireEvent.click(screen.getByRole('button', { name: `Download ${ROW.fileName}` }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fetched).toEqual(['/rs/api/transmissions/tnn/7/file/']);
  });
});

describe('Generate format', () => {
  function fireServer(open: boolean, generated: (variables: Record<string, unknown>) => void) {
    const base = fakeServer(() => Response.json({ data: {} }));
    return (query: string, calls: unknown, request: { variables?: Record<string, unknown> }) => {
      if (query.includes('fireFilingWindow'))
        return Response.json({
          data: { fireFilingWindow: { lastFilingDate: '2026-12-31', open, taxYears: [2024, 2025] } },
        });
      if (query.includes('createTNNTransmissionRecords')) {
        generated(request.variables ?? {});
        return Response.json({
          data: {
            createTNNTransmissionRecords: { filingCount: 3, transmissions: [{ id: 8 }], rejected: [] },
          },
        });
      }
      return base(query, calls, request);
    };
  }

  it('generates IRIS XML by default and Pub 1220 for a chosen tax year, with the FIRE note', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fireServer(true, (variables) => sent.push(variables)),
    });
    const generate = await screen.findByRole('button', { name: 'Generate (3)' });
    await user.click(generate);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({});

    const note = getFireNote('2026-12-31', [2024, 2025]);
    expect(note).toContain('December 31, 2026');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'Pub 1220 (FIRE)' }));
    expect(await screen.findByText(note)).toBeInTheDocument();
    // The button counts the chosen tax year's filings only: a Pub 1220 Generate takes one year.
    await screen.findByRole('button', { name: 'Generate (2)' });
    await user.click(screen.getByRole('combobox', { name: 'Tax year' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.click(await screen.findByRole('button', { name: 'Generate (1)' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ format: 'PUB1220', taxYear: 2024 });
  });

  it('does not offer Pub 1220 once FIRE takes no more files', async () => {
    const user = userEvent.setup();
    renderApp('/file1099/transmissions', {
      session: signedIn({ isSuperAdmin: true }),
      graphql: fireServer(false, () => undefined),
    });
    await screen.findByRole('button', { name: 'Generate (3)' });
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    expect(await screen.findByRole('option', { name: 'IRIS XML' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pub 1220 (FIRE)' })).not.toBeInTheDocument();
  });
});
