import { useState, type MouseEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Popover,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { formatCents, getFormTypeLabel, isFormType } from '@file1099/forms';
import {
  fetchImportRecords,
  IMPORT_MESSAGES,
  type ImportRecord,
  type ImportResource,
  type ImportRun,
} from './imports.api.ts';

/** Spec part 2 §9: import-review tables page 10 to 100 rows, 50 by default. */
export const IMPORT_PAGE_SIZES = [10, 25, 50, 100];
export const IMPORT_DEFAULT_PAGE_SIZE = 50;

function ImportLogButton({ record }: { record: ImportRecord }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}>
        View Import Log
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack spacing={0.5} sx={{ p: 2, maxWidth: 360 }}>
          <Typography variant="subtitle2">Status: {record.status}</Typography>
          <Typography variant="body2">{record.message ?? 'No message.'}</Typography>
          <Typography variant="caption" color="text.secondary">
            Sheet {record.sheet}, row {record.row}
          </Typography>
        </Stack>
      </Popover>
    </>
  );
}

const KIND_LABELS: Record<string, string> = { payee: 'Payee', payer: 'Payer' };

/** '1099-NEC' for a filing, 'Payee' or 'Payer' for the other records. */
export function getRecordLabel(record: Pick<ImportRecord, 'kind' | 'formType'>): string {
  if (record.formType && isFormType(record.formType)) return getFormTypeLabel(record.formType);
  return KIND_LABELS[record.kind] ?? record.kind;
}

const COLUMNS: GridColDef<ImportRecord>[] = [
  { field: 'displayName', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'tin', headerName: 'TIN', width: 140 },
  { field: 'formType', headerName: 'Record', width: 130, valueGetter: (_v, row) => getRecordLabel(row) },
  {
    field: 'totalCents',
    headerName: 'Total',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_v, row) => (row.kind === 'filing' ? row.totalCents : null),
    valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value)),
  },
  { field: 'status', headerName: 'Status', width: 120 },
  {
    field: 'log',
    headerName: 'Import Log',
    width: 170,
    sortable: false,
    renderCell: ({ row }) => <ImportLogButton record={row} />,
  },
];

/** The review step: summary (form type, number of forms, total amount) and the records grid. */
export function ImportReview({ run, resource }: { run: ImportRun; resource: ImportResource }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: IMPORT_DEFAULT_PAGE_SIZE,
  });
  const records = useQuery({
    queryKey: ['importRecords', run.id, run.status, pagination.page, pagination.pageSize],
    queryFn: () => fetchImportRecords(run.id, pagination.pageSize, pagination.page),
    placeholderData: keepPreviousData,
  });
  const empty = run.readyCount === 0 || (records.data && records.data.pageMetadata.totalCount === 0);
  if (empty) return <Alert severity="error">{IMPORT_MESSAGES.noData}</Alert>;
  const notImported = run.summary
    .filter((line) => line.notImported > 0)
    .map((line) => `${line.notImported} ${line.label} ${line.notImported === 1 ? 'form' : 'forms'}`);
  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Import summary">
        <TableHead>
          <TableRow>
            <TableCell>Form type</TableCell>
            <TableCell align="right">Number of forms</TableCell>
            <TableCell align="right">Total amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.summary.map((line) => (
            <TableRow key={line.formType}>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right">{line.forms}</TableCell>
              <TableCell align="right">{formatCents(line.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {notImported.length > 0 && (
        <Alert severity="info" data-testid="import-not-imported">
          Not imported: {notImported.join(', ')} (skipped, stopped or with an error). Click &apos;View Import
          Log&apos; on a row to see why.
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {resource === 'payers' ? 'Payer Data' : 'Filing Data'}
      </Typography>
      <DataGrid
        aria-label="Imported records"
        rows={records.data?.records ?? []}
        columns={COLUMNS}
        loading={records.isFetching}
        paginationMode="server"
        rowCount={records.data?.pageMetadata.totalCount ?? 0}
        pageSizeOptions={IMPORT_PAGE_SIZES}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        disableRowSelectionOnClick
        autoHeight
      />
    </Stack>
  );
}
