import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import {
  ADMIN_DEFAULT_EMAIL_STATUS,
  ADMIN_DEFAULT_REQUEST_YEAR,
  EMAIL_STATUSES,
  getEmailStatusLabel,
  getPrintStatusLabel,
  TAX_YEARS,
  type PrintStatus,
} from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { filingStatusColumn, requestHeadColumns } from './requestColumns.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import {
  EMAIL_SNACKBARS,
  emailRequestsQueryKey,
  fetchEmailRequests,
  updateEmailRequests,
  type EmailRequest,
  type EmailStatus,
} from './emailRequests.api.ts';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const STATUSES = EMAIL_STATUSES.filter((status) => status !== 'None') as EmailStatus[];

function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString('en-US') : '';
}

/**
 * /emailrequests (super admins): paid e-mail copies filtered by status (default WaitingOnEfile) and
 * year (default 2023), both required; the selected requests' status can be set (Bounced records a
 * bounce: the copy falls back to print, or the payer is told).
 */
export function EmailRequestsPage() {
  const [status, setStatus] = useState<EmailStatus>(ADMIN_DEFAULT_EMAIL_STATUS);
  const [year, setYear] = useState<number>(ADMIN_DEFAULT_REQUEST_YEAR);
  const [target, setTarget] = useState<EmailStatus>('Bounced');
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: emailRequestsQueryKey(status, year),
    queryFn: ({ signal }) => fetchEmailRequests(status, year, signal),
  });
  const selectedIds = [...selection.ids].map(Number);
  const update = useMutation({
    mutationFn: (next: EmailStatus) => updateEmailRequests(selectedIds, next),
    onSuccess: async (_ok, next) => {
      notify(EMAIL_SNACKBARS.updated(next), { severity: 'success' });
      setSelection(NO_SELECTION);
      await queryClient.invalidateQueries({ queryKey: ['emailRequests'] });
    },
    onError: (_error, next) => notify(EMAIL_SNACKBARS.failed(next), { severity: 'error' }),
  });
  const columns = useMemo<GridColDef<EmailRequest>[]>(
    () => [
      ...requestHeadColumns<EmailRequest>(),
      { field: 'payeeEmail', headerName: 'E-mail', flex: 1, minWidth: 180 },
      filingStatusColumn<EmailRequest>(),
      {
        field: 'emailStatus',
        headerName: 'Email status',
        width: 130,
        valueFormatter: (v: EmailStatus) => getEmailStatusLabel(v),
      },
      { field: 'emailStatusDesc', headerName: 'Details', flex: 1, minWidth: 200 },
      {
        field: 'emailStatusDate',
        headerName: 'Status date',
        width: 180,
        valueFormatter: (v: string | null) => formatDate(v),
      },
      {
        field: 'printStatus',
        headerName: 'Print status',
        width: 140,
        valueFormatter: (v: string | null) => getPrintStatusLabel((v ?? null) as PrintStatus | null),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeading title="Email Requests">
        Recipient copies e-mailed with the recipients' consent.
      </PageHeading>
      {requests.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(requests.error)}
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
            setStatus(event.target.value as EmailStatus);
            setSelection(NO_SELECTION);
          }}
          sx={{ minWidth: 170 }}
        >
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {getEmailStatusLabel(value)}
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
        <TextField
          select
          size="small"
          label="Set status to"
          value={target}
          onChange={(event) => setTarget(event.target.value as EmailStatus)}
          sx={{ minWidth: 170 }}
        >
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {getEmailStatusLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={selectedIds.length === 0 || update.isPending}
          onClick={() => update.mutate(target)}
        >
          Update Status
        </Button>
      </Stack>
      <DataGrid
        aria-label="Email requests"
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
        localeText={{ noRowsLabel: `No e-mail requests are ${getEmailStatusLabel(status)} for ${year}.` }}
      />
    </>
  );
}
