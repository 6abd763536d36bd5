import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DataGrid, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useDebouncedValue } from '../accounts/useDebouncedValue.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { ConfirmDialog } from '../form-kit/ConfirmDialog.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { GRID_STICKY_SX, GridColumnsToolbar } from '../grid/GridColumnsToolbar.tsx';
import { useGridColumnPrefs } from '../grid/useGridColumnPrefs.ts';
import { getPayeeColumns, PAYEE_HIDE_ORDER } from './payeeColumns.tsx';
import { PayeeDialog } from './PayeeDialog.tsx';
import { PAYEE_MESSAGES } from './payeeForm.ts';
import { PayeeLightDialog } from './PayeeLightDialog.tsx';
import { payeesToVerify, useTinMatchActions } from '../tin-match/useTinMatchActions.tsx';
import { payeesWithoutW9, useW9Actions } from '../w9/useW9Actions.tsx';
import { usePortalActions } from '../portal/usePortalActions.ts';
import { TIN_MATCH_STATUS_LABELS } from '@file1099/forms';
import { deletePayees, fetchPayees, PAYEES_PAGE_SIZE, payeesQueryKey, type Payee } from './payees.api.ts';

const PAGE_SIZES = [25, 50, PAYEES_PAGE_SIZE];
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The TIN filter's choices: every status and 'Not Verified' (the server filters). */
const TIN_FILTERS = Object.entries(TIN_MATCH_STATUS_LABELS);

type Editing = { kind: 'full' | 'light'; payee: Payee | null } | null;

/**
 * The server-paged payee grid with add, edit, delete and bulk delete. In the submit flow the
 * 'Import Payees' button is hidden (spec part 2 §2, Payees).
 */
export function PayeesPanel({ inSubmitFlow = false }: { inSubmitFlow?: boolean }) {
  const { features } = useAppConfig();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [tinFilter, setTinFilter] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAYEES_PAGE_SIZE });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Payee[] | null>(null);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  const input = {
    pageSize: pagination.pageSize,
    pageNumber: pagination.page,
    search: term,
    tinMatchStatus: tinFilter,
  };
  const payees = useQuery({
    queryKey: payeesQueryKey(input),
    queryFn: ({ signal }) => fetchPayees(input, signal),
    placeholderData: keepPreviousData,
  });
  const rows = payees.data?.payees ?? [];
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const w9 = useW9Actions();
  const tinMatch = useTinMatchActions();
  const portal = usePortalActions(rows, features.vendorPortal);

  const columns = useMemo(
    () =>
      getPayeeColumns(features, {
        onEdit: (payee) => setEditing({ kind: 'full', payee }),
        onDelete: (payee) => setDeleting([payee]),
        tinMatch: tinMatch.cell,
        w9: w9.cell,
        portal: portal.cell,
      }),
    [features, tinMatch.cell, w9.cell, portal.cell],
  );
  const { containerRef, ...columnProps } = useGridColumnPrefs('payees', columns, PAYEE_HIDE_ORDER);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deletePayees(deleting.map((payee) => payee.id));
      notify(
        deleting.length === 1 ? `Deleted ${deleting[0]?.displayName}` : `Deleted ${deleting.length} payees`,
        {
          severity: 'success',
        },
      );
      setSelection(NO_SELECTION);
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['filings'] });
    } catch (caught) {
      const failed = deleting.length === 1 ? PAYEE_MESSAGES.deleteOneFailed : PAYEE_MESSAGES.deleteManyFailed;
      notifyFailure(notify, caught, { prefix: failed });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search payees"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPagination((current) => ({ ...current, page: 0 }));
            }}
            size="small"
            sx={{ flexGrow: 1, maxWidth: 360 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="TIN verification"
            value={tinFilter}
            onChange={(event) => {
              setTinFilter(event.target.value);
              setPagination((current) => ({ ...current, page: 0 }));
            }}
            size="small"
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All</MenuItem>
            {TIN_FILTERS.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title={selected.length === 0 ? PAYEE_MESSAGES.selectFirst : ''}>
            <span>
              <Button
                startIcon={<DeleteIcon />}
                disabled={selected.length === 0}
                onClick={() => setDeleting(selected)}
              >
                Delete selected
              </Button>
            </span>
          </Tooltip>
          {features.w9 && (
            <Button
              onClick={() =>
                w9.request(selected.length > 0 ? selected.map((row) => row.id) : payeesWithoutW9(rows))
              }
            >
              {selected.length > 0 ? `Request W-9 (${selected.length})` : 'Request W-9s'}
            </Button>
          )}
          {features.vendorPortal && (
            <Tooltip title={selected.length === 0 ? PAYEE_MESSAGES.selectFirst : ''}>
              <span>
                <Button disabled={selected.length === 0} onClick={() => portal.invite(selected)}>
                  {selected.length > 0 ? `Invite to portal (${selected.length})` : 'Invite to portal'}
                </Button>
              </span>
            </Tooltip>
          )}
          {features.tinMatch && (
            <Button
              onClick={() =>
                tinMatch.request(selected.length > 0 ? selected.map((row) => row.id) : payeesToVerify(rows))
              }
            >
              {selected.length > 0 ? `Verify TIN (${selected.length})` : 'Verify TINs'}
            </Button>
          )}
          {!inSubmitFlow && (
            <Button
              startIcon={<UploadFileIcon />}
              component={RouterLink}
              to="/file1099/import?resource=payees"
            >
              Import Payees
            </Button>
          )}
          <Button onClick={() => setEditing({ kind: 'light', payee: null })}>Quick add</Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'full', payee: null })}
          >
            Add Payee
          </Button>
        </Stack>
        {payees.isError && <Alert severity="error">{getFailureMessage(payees.error)}</Alert>}
        <Box ref={containerRef} sx={{ height: 640 }}>
          <DataGrid
            aria-label="Payees"
            rows={rows}
            {...columnProps}
            showToolbar
            slots={{ toolbar: GridColumnsToolbar }}
            columnBufferPx={10_000}
            sx={GRID_STICKY_SX}
            rowCount={payees.data?.pageMetadata.totalCount ?? 0}
            loading={payees.isFetching}
            paginationMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={PAGE_SIZES}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            keepNonExistentRowsSelected={false}
            disableRowSelectionOnClick
            disableColumnMenu
            sortingMode="server"
            localeText={{
              noRowsLabel:
                term || tinFilter
                  ? 'No payee matches your search.'
                  : inSubmitFlow
                    ? "You have no payees yet. Click 'Add Payee' to add them."
                    : "You have no payees yet. Click 'Add Payee' or 'Import Payees' to add them.",
            }}
          />
        </Box>
      </Stack>
      {editing?.kind === 'full' && (
        <PayeeDialog
          key={editing.payee?.id ?? 'new'}
          payee={editing.payee}
          onClose={() => setEditing(null)}
          onUseExisting={(existing) => setEditing({ kind: 'full', payee: existing })}
        />
      )}
      {editing?.kind === 'light' && (
        <PayeeLightDialog payee={editing.payee} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} payees?` : 'Delete payee?'}
        text={
          deleting && deleting.length === 1
            ? `${deleting[0]?.displayName} and their draft filings will be deleted. This action cannot be undone.`
            : 'The selected payees and their draft filings will be deleted. This action cannot be undone.'
        }
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {w9.dialogs}
      {tinMatch.dialogs}
    </>
  );
}

/** /payees (spec part 2 §2): the payee grid. */
export function PayeesPage() {
  return (
    <>
      <PageHeading title="Payees">
        The people and businesses you paid: the recipients of your 1099s.
      </PageHeading>
      <PayeesPanel />
    </>
  );
}
