import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { formatCents, getFormTypeLabel } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { fetchSubmitDrafts, SUBMIT_PAGE_SIZE, submitDraftsQueryKey, type SubmitDraft } from './submit.api.ts';
import { getDraftProblems, getServiceLabels } from './submitDrafts.ts';
import type { FilingCheck } from './submitRules.ts';

function ProblemChips({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  if (errors.length === 0 && warnings.length === 0) return <span>None</span>;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {errors.length > 0 && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={errors.join('; ')}
          title={errors.join('\n')}
        />
      )}
      {warnings.length > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={warnings.join('; ')}
          title={warnings.join('\n')}
        />
      )}
    </Stack>
  );
}

function getColumns(checks: readonly FilingCheck[]): GridColDef<SubmitDraft>[] {
  return [
    {
      field: 'payee',
      headerName: 'Payee',
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.payee?.displayName ?? '',
    },
    {
      field: 'filingType',
      headerName: 'Filing type',
      width: 120,
      valueGetter: (_value, row) => getFormTypeLabel(row.filingType),
    },
    {
      field: 'totalCents',
      headerName: 'Total',
      width: 120,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'services',
      headerName: 'Services',
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => getServiceLabels(row).join(', ') || 'None',
    },
    {
      field: 'problems',
      headerName: 'Errors and warnings',
      flex: 1.4,
      minWidth: 220,
      renderCell: ({ row }) => <ProblemChips {...getDraftProblems(row, checks)} />,
    },
  ];
}

/**
 * The submit wizard's filing review (spec part 2 §2): the year's drafts with their errors, warnings and
 * services; the user picks which to submit (those chosen on the Filings page, or all, to start with).
 */
export function FilingsReviewStep(props: {
  year: number;
  selection: ReadonlySet<number> | null;
  onSelectionChange: (ids: ReadonlySet<number>) => void;
  checks: readonly FilingCheck[];
  message: string | null;
}) {
  const { onSelectionChange, selection } = props;
  const [page, setPage] = useState(0);
  const drafts = useQuery({
    queryKey: submitDraftsQueryKey(props.year, page),
    queryFn: ({ signal }) => fetchSubmitDrafts(props.year, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const filings = useMemo(() => drafts.data?.filings ?? [], [drafts.data]);
  // Nothing chosen yet: every draft of the first page, as the Filings page's selection was empty.
  useEffect(() => {
    if (selection === null && drafts.data)
      onSelectionChange(new Set(drafts.data.filings.map((filing) => filing.id)));
  }, [selection, drafts.data, onSelectionChange]);
  const columns = useMemo(() => getColumns(props.checks), [props.checks]);
  const model: GridRowSelectionModel = { type: 'include', ids: new Set(selection ?? []) };
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h2">
          Review your filings
        </Typography>
        <Typography color="text.secondary">
          Choose the drafts to submit. Filings with errors must be fixed first; warnings can be ignored.
        </Typography>
      </div>
      {drafts.isError && <Alert severity="error">{getFailureMessage(drafts.error)}</Alert>}
      <Box sx={{ height: 480 }}>
        <DataGrid
          aria-label="Filings to submit"
          rows={filings}
          columns={columns}
          loading={drafts.isFetching}
          paginationMode="server"
          rowCount={filings.length}
          hideFooter
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={model}
          onRowSelectionModelChange={(next) =>
            onSelectionChange(
              new Set(
                next.type === 'include'
                  ? [...next.ids].map(Number)
                  : filings.map((filing) => filing.id).filter((id) => !next.ids.has(id)),
              ),
            )
          }
          disableRowSelectionOnClick
          disableColumnMenu
          localeText={{ noRowsLabel: 'You have no draft filings for this year.' }}
        />
      </Box>
      <TablePagination
        component="div"
        count={drafts.data?.totalCount ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={SUBMIT_PAGE_SIZE}
        rowsPerPageOptions={[SUBMIT_PAGE_SIZE]}
      />
      <Typography data-testid="selected-count">
        {selection?.size ?? 0} {selection?.size === 1 ? 'filing' : 'filings'} selected
      </Typography>
      {props.message && (
        <Alert severity="error" role="alert">
          {props.message}
        </Alert>
      )}
    </Stack>
  );
}
