import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import {
  deleteTransmission,
  downloadTransmission,
  fetchTinTransmissions,
  fetchTnnTransmissions,
  generateTransmissions,
  processResponse,
  transmissionsQueryKey,
  updateTransmission,
  type TinTransmission,
  type TnnTransmission,
  type GenerateChoice,
  type TransmissionKind,
  type UpdateTransmissionInput,
} from './transmissions.api.ts';
import { GenerateFormatPicker } from './GenerateFormatPicker.tsx';
import { A2aCell, getA2aFailureNote } from './A2aCell.tsx';
import { AckNumberDialog, ConfirmDialog, ResponseUploadDialog } from './TransmissionDialogs.tsx';
import { RejectRecordsDialog } from './RejectRecordsDialog.tsx';
import {
  FORMAT_LABELS,
  getGenerateLabel,
  getTransmissionActions,
  getTransmissionStatusLabel,
  TIN_LISTED,
  TIN_PAGE_SIZE,
  TNN_LISTED,
  TNN_PAGE_SIZE,
  TRANSMISSION_TEXTS,
} from './transmissionsRules.ts';

type Row = TnnTransmission | TinTransmission;
type Open = { dialog: 'edit' | 'reject' | 'response' | 'accept' | 'delete' | 'rejectTin'; row: Row } | null;

function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function formatDate(value: string): string {
  return new Date(value).toLocaleString('en-US');
}

/** One tab of /transmissions: agency (tnn) or TIN-match (tin) transmissions and their actions. */
export function TransmissionsTab({ kind }: { kind: TransmissionKind }) {
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [page, setPage] = useState(0);
  const [choice, setChoice] = useState<GenerateChoice>({ format: 'IRIS' });
  const list = useQuery({
    // The chosen format is part of the key: a Pub 1220 Generate counts its tax year only.
    queryKey: [...transmissionsQueryKey(kind), choice],
    queryFn: async ({ signal }): Promise<{ rows: Row[]; toProcess: number }> =>
      kind === 'tnn'
        ? fetchTnnTransmissions(TNN_LISTED, choice, signal)
        : fetchTinTransmissions(TIN_LISTED, signal),
    placeholderData: (previous) => previous,
  });
  const refetch = () => client.invalidateQueries({ queryKey: transmissionsQueryKey(kind) });
  const generate = useMutation({
    mutationFn: () => generateTransmissions(kind, choice),
    onSuccess: async (count) => {
      notify(count > 0 ? TRANSMISSION_TEXTS.generated : TRANSMISSION_TEXTS.nothingToGenerate, {
        severity: count > 0 ? 'success' : 'info',
      });
      await refetch();
    },
    onError: (error) => notifyFailure(notify, error, { prefix: TRANSMISSION_TEXTS.generateFailed }),
  });

  const update = async (input: UpdateTransmissionInput, success: string) => {
    try {
      await updateTransmission(kind, input);
    } catch (error) {
      notify(TRANSMISSION_TEXTS.updateFailed, { severity: 'error' });
      throw error;
    }
    notify(success, { severity: 'success' });
    await refetch();
  };
  const download = async (row: Row) => {
    try {
      const file = await downloadTransmission(kind, row.id);
      saveFile(file.fileName, file.blob);
      await refetch();
    } catch (error) {
      notifyFailure(notify, error);
    }
  };
  const refresh = async () => {
    const result = await list.refetch();
    if (result.isError) notify(TRANSMISSION_TEXTS.refreshFailed, { severity: 'error' });
    else notify(TRANSMISSION_TEXTS.refreshed, { severity: 'success' });
  };

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const common: GridColDef<Row>[] = [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'fileName', headerName: 'File name', flex: 1, minWidth: 260 },
      { field: 'ackNumber', headerName: 'ACK Number', width: 180 },
    ];
    const counts: GridColDef<Row>[] =
      kind === 'tnn'
        ? [
            {
              field: 'formatType',
              headerName: 'Format',
              width: 130,
              valueFormatter: (value: string) => FORMAT_LABELS[value] ?? value,
            },
            { field: 'taxYear', headerName: 'Tax year', width: 90 },
            { field: 'issuerCount', headerName: 'Issuers', width: 90 },
            { field: 'recipientCount', headerName: 'Recipients', width: 100 },
            { field: 'agencyStatus', headerName: 'IRS status', width: 150 },
            {
              field: 'a2a',
              headerName: 'A2A',
              width: 220,
              sortable: false,
              renderCell: ({ row }) => <A2aCell a2a={'a2a' in row ? row.a2a : null} />,
            },
          ]
        : [{ field: 'numberOfRequests', headerName: 'Requests', width: 100 }];
    return [
      ...common,
      ...counts,
      {
        field: 'transmissionStatus',
        headerName: 'Status',
        width: 150,
        valueFormatter: (value: Row['transmissionStatus']) => getTransmissionStatusLabel(value),
      },
      {
        field: 'statusChangeDate',
        headerName: 'Status date',
        width: 180,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        minWidth: 520,
        sortable: false,
        renderCell: ({ row }) => {
          const can = getTransmissionActions(kind, row.transmissionStatus);
          const label = (text: string) => ({ 'aria-label': `${text} ${row.fileName}` });
          return (
            <Stack direction="row" spacing={0.5}>
              <Button size="small" {...label('Download')} onClick={() => void download(row)}>
                Download
              </Button>
              {can.edit && (
                <Button size="small" {...label('Edit')} onClick={() => setOpen({ dialog: 'edit', row })}>
                  Edit
                </Button>
              )}
              {can.accept && (
                <Button
                  size="small"
                  {...label('Mark as Accepted')}
                  onClick={() => setOpen({ dialog: 'accept', row })}
                >
                  Mark as Accepted
                </Button>
              )}
              {can.reject && (
                <Button
                  size="small"
                  {...label('Mark as Rejected')}
                  onClick={() => setOpen({ dialog: kind === 'tnn' ? 'reject' : 'rejectTin', row })}
                >
                  Mark as Rejected
                </Button>
              )}
              {can.processResponse && (
                <Button
                  size="small"
                  {...label('Process Response')}
                  onClick={() => setOpen({ dialog: 'response', row })}
                >
                  Process Response
                </Button>
              )}
              {can.delete && (
                <Button
                  size="small"
                  color="error"
                  {...label('Delete')}
                  onClick={() => setOpen({ dialog: 'delete', row })}
                >
                  Delete
                </Button>
              )}
            </Stack>
          );
        },
      },
    ];
    // download and setOpen are stable enough for the grid; the list refetches on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  // The MIT grid's pager stops at 100 rows: it shows a page whole and a table pager moves between pages.
  const pageSize = kind === 'tnn' ? TNN_PAGE_SIZE : TIN_PAGE_SIZE;
  const rows = list.data?.rows ?? [];
  const a2aNote = kind === 'tnn' ? getA2aFailureNote(rows) : null;
  const close = () => setOpen(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {kind === 'tnn' && <GenerateFormatPicker choice={choice} onChange={setChoice} />}
        <Button
          variant="contained"
          disabled={generate.isPending || !list.data || list.data.toProcess === 0}
          onClick={() => generate.mutate()}
        >
          {getGenerateLabel(list.data?.toProcess)}
        </Button>
        <Button variant="outlined" onClick={() => void refresh()}>
          Refresh
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{getFailureMessage(list.error)}</Alert>}
      {a2aNote && <Alert severity="warning">{a2aNote}</Alert>}
      <Box sx={{ height: 520 }}>
        <DataGrid<Row>
          aria-label={kind === 'tnn' ? 'Agency transmissions' : 'TIN match transmissions'}
          rows={rows.slice(page * pageSize, (page + 1) * pageSize)}
          columns={columns}
          loading={list.isFetching}
          paginationMode="server"
          rowCount={Math.min(pageSize, rows.length - page * pageSize)}
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          localeText={{ noRowsLabel: 'No transmissions.' }}
        />
      </Box>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
      />
      {open?.dialog === 'edit' && (
        <AckNumberDialog
          fileName={open.row.fileName}
          onClose={close}
          onSubmit={(ackNumber) =>
            update(
              { transmissionId: open.row.id, transmissionStatus: 'Sent_To_Agency', ackNumber },
              TRANSMISSION_TEXTS.sent,
            )
          }
        />
      )}
      {open?.dialog === 'reject' && (
        <RejectRecordsDialog
          transmissionId={open.row.id}
          onClose={close}
          onSubmit={(filingResponses) =>
            update(
              {
                transmissionId: open.row.id,
                transmissionStatus: 'Response_Received',
                isRejected: true,
                filingResponses,
              },
              TRANSMISSION_TEXTS.rejected,
            )
          }
        />
      )}
      {(open?.dialog === 'accept' || open?.dialog === 'rejectTin') && (
        <ConfirmDialog
          title={open.dialog === 'accept' ? 'Mark as Accepted' : 'Mark as Rejected'}
          text={
            open.dialog === 'accept'
              ? `Every filing of ${open.row.fileName} becomes Accepted.`
              : `The IRS refused ${open.row.fileName}; its requests will be sent again in a new file.`
          }
          action={open.dialog === 'accept' ? 'Mark as Accepted' : 'Mark as Rejected'}
          onClose={close}
          onConfirm={() =>
            update(
              {
                transmissionId: open.row.id,
                transmissionStatus: 'Response_Received',
                isRejected: open.dialog === 'rejectTin',
              },
              open.dialog === 'accept' ? TRANSMISSION_TEXTS.accepted : TRANSMISSION_TEXTS.rejected,
            ).catch(() => undefined)
          }
        />
      )}
      {open?.dialog === 'response' && (
        <ResponseUploadDialog
          kind={kind}
          onClose={close}
          onSubmit={async (file) => {
            try {
              await processResponse(kind, open.row.id, file);
            } catch (error) {
              // The TIN upload's failure is shown in its dialog only (spec part 2 §8).
              if (kind === 'tnn') notify(TRANSMISSION_TEXTS.processFailed, { severity: 'error' });
              throw error;
            }
            notify(kind === 'tnn' ? TRANSMISSION_TEXTS.processed : TRANSMISSION_TEXTS.tinUploaded, {
              severity: 'success',
            });
            await refetch();
          }}
        />
      )}
      {open?.dialog === 'delete' && (
        <ConfirmDialog
          title="Delete transmission"
          text={`Delete ${open.row.fileName}? Its filings return to the queue. This action cannot be undone.`}
          action="Delete"
          onClose={close}
          onConfirm={async () => {
            try {
              await deleteTransmission(kind, open.row.id);
              notify(TRANSMISSION_TEXTS.deleted, { severity: 'success' });
              await refetch();
            } catch (error) {
              notifyFailure(notify, error, { prefix: TRANSMISSION_TEXTS.deleteFailed });
            }
          }}
        />
      )}
    </Stack>
  );
}
