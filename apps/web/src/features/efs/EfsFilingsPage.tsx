import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import {
  EFS_SNACKBARS,
  EFS_STATUSES,
  efsQueryKey,
  fetchEfsFilings,
  updateEfsFilingsStatus,
  markStateFilingsAccepted,
  STATE_ACCEPTED_TEXTS,
  type EfsAction,
  type EfsFiling,
  type EfsStatus,
} from './efs.api.ts';
import { RejectEfsDialog } from './RejectEfsDialog.tsx';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

function formatDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleString('en-US') : '';
}

/**
 * /efsfilings (super admins): submitted filings Received or Queued; Queue, Un-queue, Reject, and State
 * accepted for direct state eFile rows (docs/state-filing.md).
 */
export function EfsFilingsPage() {
  const [status, setStatus] = useState<EfsStatus>('Received');
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [rejecting, setRejecting] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const filings = useQuery({
    queryKey: efsQueryKey(status),
    queryFn: ({ signal }) => fetchEfsFilings(status, signal),
  });
  const selectedIds = [...selection.ids].map(Number);
  const update = useMutation({
    mutationFn: (input: { action: EfsAction; reason: string | null }) =>
      updateEfsFilingsStatus(selectedIds, input.action, input.reason),
    onSuccess: async (_count, { action }) => {
      notify(EFS_SNACKBARS.updated(action), { severity: 'success' });
      setSelection(NO_SELECTION);
      setRejecting(false);
      await queryClient.invalidateQueries({ queryKey: ['efsFilingsByStatus'] });
    },
    onError: (_error, { action }) => notify(EFS_SNACKBARS.failed(action), { severity: 'error' }),
  });
  const accept = useMutation({
    mutationFn: () => markStateFilingsAccepted(selectedIds),
    onSuccess: async (count) => {
      if (count === 0) notify(STATE_ACCEPTED_TEXTS.none, { severity: 'warning' });
      else notify(STATE_ACCEPTED_TEXTS.done(count), { severity: 'success' });
      setSelection(NO_SELECTION);
      await queryClient.invalidateQueries({ queryKey: ['efsFilingsByStatus'] });
    },
    onError: (error) => notify(getFailureMessage(error), { severity: 'error' }),
  });
  const columns = useMemo<GridColDef<EfsFiling>[]>(
    () => [
      { field: 'id', headerName: 'Filing', width: 90 },
      { field: 'clientDomainId', headerName: 'Account', width: 100 },
      { field: 'filingYear', headerName: 'Year', width: 80 },
      { field: 'filingReturnType', headerName: 'Form', width: 150 },
      { field: 'payerName1', headerName: 'Payer', flex: 1, minWidth: 160 },
      {
        field: 'payerTinLast4',
        headerName: 'Payer TIN',
        width: 100,
        valueFormatter: (v: string) => (v ? `***${v}` : ''),
      },
      { field: 'payeeName1', headerName: 'Payee', flex: 1, minWidth: 160 },
      {
        field: 'payeeTinLast4',
        headerName: 'Payee TIN',
        width: 100,
        valueFormatter: (v: string) => (v ? `***${v}` : ''),
      },
      { field: 'reportingStateCode', headerName: 'State', width: 70 },
      { field: 'stateFilingMethod', headerName: 'State method', width: 120 },
      { field: 'isTestFiling', headerName: 'Test', width: 70, type: 'boolean' },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'statusChangeDate',
        headerName: 'Status date',
        width: 180,
        valueFormatter: (v: string) => formatDate(v),
      },
    ],
    [],
  );
  const none = selectedIds.length === 0 || update.isPending || accept.isPending;
  // State accepted: only for direct state eFile rows (the server checks again).
  const directState = (filings.data ?? []).some(
    (row) => selection.ids.has(row.id) && row.stateFilingMethod === 'EFile',
  );
  return (
    <>
      <PageHeading title="EFS Filings">Submitted filings received and queued for e-filing.</PageHeading>
      {filings.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(filings.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          aria-label="Status"
          onChange={(_event, value: EfsStatus | null) => {
            if (!value) return;
            setStatus(value);
            setSelection(NO_SELECTION);
          }}
        >
          {EFS_STATUSES.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {status === 'Received' ? (
          <Button
            variant="contained"
            disabled={none}
            onClick={() => update.mutate({ action: 'Queued', reason: null })}
          >
            Queue Filings
          </Button>
        ) : (
          <Button
            variant="outlined"
            disabled={none}
            onClick={() => update.mutate({ action: 'Received', reason: null })}
          >
            Un-queue
          </Button>
        )}
        <Button color="error" variant="outlined" disabled={none} onClick={() => setRejecting(true)}>
          Reject
        </Button>
        <Button
          color="success"
          variant="outlined"
          disabled={none || !directState}
          onClick={() => accept.mutate()}
        >
          State accepted
        </Button>
      </Stack>
      <DataGrid
        aria-label="EFS filings"
        rows={filings.data ?? []}
        columns={columns}
        loading={filings.isFetching}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnMenu
        autoHeight
        pageSizeOptions={[50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 50, page: 0 } } }}
        localeText={{ noRowsLabel: `No filings are ${status}.` }}
      />
      <RejectEfsDialog
        open={rejecting}
        count={selectedIds.length}
        busy={update.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason) => update.mutate({ action: 'System_Rejected', reason })}
      />
    </>
  );
}
