import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import {
  ADMIN_DEFAULT_PRINT_STATUS,
  ADMIN_DEFAULT_REQUEST_YEAR,
  ADMIN_PRINT_STATUSES,
  getPrintEtaMs,
  getPrintStatusLabel,
  TAX_YEARS,
} from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { filingStatusColumn, requestHeadColumns } from '../delivery/requestColumns.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import {
  downloadMailingPdf,
  fetchPrintRequests,
  PRINT_SNACKBARS,
  printRequestsQueryKey,
  updatePrintRequests,
  type PrintRequest,
  type PrintStatus,
} from './printRequests.api.ts';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The filter: the spec's admin print statuses, plus Errored (undeliverable addresses) to find them. */
const FILTERS: readonly { status: PrintStatus; label: string }[] = [
  ...ADMIN_PRINT_STATUSES.map(({ status }) => ({
    status,
    label: status === 'Mailing' ? 'Printing (Mailing)' : getPrintStatusLabel(status),
  })),
  { status: 'Errored', label: 'Errored' },
];

/** The mail room's bulk actions; 'Mark as Printing' sets Mailing (spec part 2 §4). */
export const PRINT_ACTIONS: readonly { status: PrintStatus; label: string }[] = [
  { status: 'Mailing', label: 'Mark as Printing' },
  { status: 'Mailed', label: 'Mark as Mailed' },
  { status: 'ReturnedToSender', label: 'Returned to Sender' },
  { status: 'Queued', label: 'Queue Again' },
];

function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString('en-US') : '';
}

function statusLabel(status: PrintStatus): string {
  return FILTERS.find((filter) => filter.status === status)?.label ?? getPrintStatusLabel(status);
}

/**
 * /printrequests (super admins): paid print copies filtered by status (default WaitingOnEfile) and year
 * (default 2023), both required. The selected requests are marked as printing (after the address
 * check), mailed, returned or queued again, and their mailing copies download as one PDF.
 */
export function PrintRequestsPage() {
  const [status, setStatus] = useState<PrintStatus>(ADMIN_DEFAULT_PRINT_STATUS);
  const [year, setYear] = useState<number>(ADMIN_DEFAULT_REQUEST_YEAR);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: printRequestsQueryKey(status, year),
    queryFn: ({ signal }) => fetchPrintRequests(status, year, signal),
  });
  const selectedIds = [...selection.ids].map(Number);
  const update = useMutation({
    mutationFn: (next: PrintStatus) => updatePrintRequests(selectedIds, next),
    onSuccess: async (result, next) => {
      notify(PRINT_SNACKBARS.updated(next), { severity: 'success' });
      if (result.errored > 0) notify(PRINT_SNACKBARS.errored(result.errored), { severity: 'warning' });
      setSelection(NO_SELECTION);
      await queryClient.invalidateQueries({ queryKey: ['printRequests'] });
    },
    onError: (_error, next) => notify(PRINT_SNACKBARS.failed(next), { severity: 'error' }),
  });
  const download = useMutation({
    mutationFn: () => downloadMailingPdf(selectedIds),
    onSuccess: (name) => notify(PRINT_SNACKBARS.downloaded(name), { severity: 'success' }),
  });
  const columns = useMemo<GridColDef<PrintRequest>[]>(
    () => [
      ...requestHeadColumns<PrintRequest>(),
      { field: 'payeeAddress', headerName: 'Mailing address', flex: 1, minWidth: 220 },
      filingStatusColumn<PrintRequest>(),
      {
        field: 'printStatus',
        headerName: 'Print status',
        width: 150,
        valueFormatter: (v: PrintStatus) => statusLabel(v),
      },
      { field: 'printStatusDesc', headerName: 'Details', flex: 1, minWidth: 220 },
      {
        field: 'printStatusDate',
        headerName: 'Status date',
        width: 180,
        valueFormatter: (v: string | null) => formatDate(v),
      },
      {
        field: 'printCopyExpectedDeliveryDate',
        headerName: 'ETA',
        width: 180,
        valueFormatter: (v: string | null) =>
          v ? new Date(getPrintEtaMs(new Date(v).getTime())).toLocaleString('en-US') : '',
      },
    ],
    [],
  );
  const failure = requests.isError ? requests.error : update.isError ? update.error : download.error;
  return (
    <>
      <PageHeading title="Print Requests">
        Recipient copies printed and mailed by the mail room, in double-window envelopes.
      </PageHeading>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(failure)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label="Status"
          required
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PrintStatus);
            setSelection(NO_SELECTION);
            update.reset();
          }}
          sx={{ minWidth: 190 }}
        >
          {FILTERS.map((filter) => (
            <MenuItem key={filter.status} value={filter.status}>
              {filter.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Year"
          required
          value={year}
          onChange={(event) => {
            setYear(Number(event.target.value));
            setSelection(NO_SELECTION);
          }}
          sx={{ minWidth: 110 }}
        >
          {TAX_YEARS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        {PRINT_ACTIONS.map((action) => (
          <Button
            key={action.status}
            variant={action.status === 'Mailing' ? 'contained' : 'outlined'}
            disabled={selectedIds.length === 0 || update.isPending}
            onClick={() => update.mutate(action.status)}
          >
            {action.label}
          </Button>
        ))}
        <Button
          variant="outlined"
          disabled={selectedIds.length === 0 || download.isPending}
          onClick={() => download.mutate()}
        >
          Download Mailing PDF
        </Button>
      </Stack>
      <DataGrid
        aria-label="Print requests"
        getRowId={(row) => row.filingId}
        rows={requests.data ?? []}
        columns={columns}
        loading={requests.isFetching}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnMenu
        autoHeight
        pageSizeOptions={[50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 50, page: 0 } } }}
        localeText={{ noRowsLabel: `No print requests are ${statusLabel(status)} for ${year}.` }}
      />
    </>
  );
}
