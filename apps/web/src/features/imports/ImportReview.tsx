import { useState, type MouseEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
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
import { formatAddressLine, formatCents, getFormTypeLabel, isFormType } from '@file1099/forms';
import { getFormDataLines } from '../filings/filingColumns.tsx';
import { EmptyImportAlert } from './EmptyImportAlert.tsx';
import {
  fetchImportReviewRows,
  type ImportResource,
  type ImportReviewFiling,
  type ImportReviewRow,
  type ImportRun,
} from './imports.api.ts';

/** Spec part 2 §9: import-review tables page 10 to 100 rows, 50 by default. */
export const IMPORT_PAGE_SIZES = [10, 25, 50, 100];
export const IMPORT_DEFAULT_PAGE_SIZE = 50;

const FORMS = ['Type_1099_MISC', 'Type_1099_NEC'] as const;

/** '1099-NEC' for a form type, the API's name for anything else. */
export function getFormLabel(formType: string): string {
  return isFormType(formType) ? getFormTypeLabel(formType) : formType;
}

/** The amounts a filing carries, by the catalogue's short labels: 'Nonemployee Comp $1,200.00'. */
export function getFilingDetails(
  filing: Pick<ImportReviewFiling, 'formType' | 'filingData'>,
  year: number,
): string[] {
  return getFormDataLines(filing.formType, year, filing.filingData);
}

/** Name, address, e-mail and phone on one line each (blank parts left out). */
export function getContactDetails(
  row: Pick<ImportReviewRow, 'address' | 'emailAddress' | 'phoneNumber'>,
): string[] {
  return [formatAddressLine(row.address), row.emailAddress, row.phoneNumber].filter(Boolean);
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <span>—</span>;
  return (
    <Stack>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

const STATUS_COLORS: Record<string, 'success' | 'default' | 'error' | 'warning'> = {
  Added: 'success',
  Updated: 'success',
  Skipped: 'default',
  Errored: 'error',
  Aborted: 'warning',
};

/** A record's status as a small chip: green when written, red on an error. */
function StatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" label={status} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** What the import did with each record of the row: the payee (or payer) and its filings. */
function ImportLogButton({ row }: { row: ImportReviewRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = [
    { key: row.id, label: row.kind === 'payer' ? 'Payer' : 'Payee', ...row },
    ...row.filings.map((filing) => ({ key: filing.id, label: getFormLabel(filing.formType), ...filing })),
  ];
  return (
    <>
      <Button
        size="small"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        View Import Log
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack spacing={1.5} sx={{ p: 2, maxWidth: 380 }} aria-label={`Import log of ${row.displayName}`}>
          {entries.map((entry) => (
            <Stack key={entry.key} spacing={0.25} data-testid="import-log-entry">
              <Typography variant="subtitle2">
                {entry.label}: {entry.status}
              </Typography>
              {entry.message && <Typography variant="body2">{entry.message}</Typography>}
              <Typography variant="caption" color="text.secondary">
                Sheet {entry.sheet}, row {entry.row}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Popover>
    </>
  );
}

function filingCell(formType: (typeof FORMS)[number], year: number): GridColDef<ImportReviewRow> {
  return {
    field: formType,
    headerName: `${getFormLabel(formType)} Details`,
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) =>
      row.filings.find((filing) => filing.formType === formType)?.totalCents ?? null,
    renderCell: ({ row }) => {
      const filing = row.filings.find((candidate) => candidate.formType === formType);
      if (!filing) return <span>—</span>;
      return (
        <Stack spacing={0.5} sx={{ py: 1, alignItems: 'flex-start' }}>
          <Lines lines={getFilingDetails(filing, year)} />
          <StatusChip status={filing.status} />
        </Stack>
      );
    },
  };
}

function getColumns(resource: ImportResource, year: number): GridColDef<ImportReviewRow>[] {
  const party = resource === 'payers' ? 'Payer' : 'Payee';
  return [
    { field: 'displayName', headerName: `${party} Name`, flex: 1, minWidth: 140 },
    { field: 'tin', headerName: 'TIN', width: 115 },
    {
      field: 'contact',
      headerName: 'Contact Details',
      flex: 1.2,
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => getContactDetails(row).join(', '),
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <Lines lines={getContactDetails(row)} />
        </Box>
      ),
    },
    ...(resource === 'filings' ? FORMS.map((formType) => filingCell(formType, year)) : []),
    {
      field: 'status',
      headerName: 'Status',
      width: 95,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <StatusChip status={row.status} />
        </Box>
      ),
    },
    {
      field: 'log',
      headerName: 'Import Log',
      width: 165,
      sortable: false,
      renderCell: ({ row }) => <ImportLogButton row={row} />,
    },
  ];
}

/** The review step: summary (form type, number of forms, total amount) and the Filing Data grid. */
export function ImportReview({ run, resource }: { run: ImportRun; resource: ImportResource }) {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: IMPORT_DEFAULT_PAGE_SIZE,
  });
  const rows = useQuery({
    queryKey: ['importReviewRows', run.id, run.status, pagination.page, pagination.pageSize],
    queryFn: () => fetchImportReviewRows(run.id, pagination.pageSize, pagination.page),
    placeholderData: keepPreviousData,
  });
  const empty = run.readyCount === 0 || (rows.data && rows.data.pageMetadata.totalCount === 0);
  if (empty) return <EmptyImportAlert />;
  const notImported = run.summary
    .filter((line) => line.notImported > 0)
    .map((line) => `${line.notImported} ${line.label} ${line.notImported === 1 ? 'form' : 'forms'}`);
  const label = resource === 'payers' ? 'Payer Data' : resource === 'payees' ? 'Payee Data' : 'Filing Data';
  const count = rows.data?.pageMetadata.totalCount;
  return (
    <Stack spacing={3}>
      {resource === 'filings' && (
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
      )}
      {notImported.length > 0 && (
        <Alert severity="info" data-testid="import-not-imported">
          Not imported: {notImported.join(', ')} (skipped, stopped or with an error). Click &apos;View Import
          Log&apos; on a row to see why.
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {label}
      </Typography>
      <Box>
        <DataGrid
          aria-label={label}
          rows={rows.data?.rows ?? []}
          columns={getColumns(resource, run.filingYear)}
          loading={rows.isFetching}
          paginationMode="server"
          rowCount={count ?? 0}
          pageSizeOptions={IMPORT_PAGE_SIZES}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          getRowHeight={() => 'auto'}
          disableRowSelectionOnClick
          disableColumnMenu
          autoHeight
        />
      </Box>
    </Stack>
  );
}
