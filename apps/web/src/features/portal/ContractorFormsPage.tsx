import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatCents } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { copyBUrl, fetchFilingsIssued, type IssuedFiling } from './portal.api.ts';

/** The form's money boxes, as 'box: $amount' (cents end to end). */
function formDataText(formData: unknown): string {
  if (typeof formData !== 'object' || formData === null) return '';
  return Object.entries(formData as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'number' && value !== 0)
    .map(([box, value]) => `${box}: ${formatCents(value as number)}`)
    .join(', ');
}

const COLUMNS: GridColDef<IssuedFiling>[] = [
  { field: 'payerName', headerName: 'Payer', flex: 1, minWidth: 160 },
  { field: 'payeeName', headerName: 'Payee Name', flex: 1, minWidth: 160 },
  { field: 'tin', headerName: 'TIN', width: 130 },
  { field: 'filingTypeDisplay', headerName: 'Form', width: 110 },
  { field: 'filingYear', headerName: 'Year', width: 80 },
  { field: 'correctionType', headerName: 'Correction Type', width: 140 },
  {
    field: 'formData',
    headerName: 'Form Data',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => formDataText(row.formData),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Button
          size="small"
          href={copyBUrl(row.id)}
          target="_blank"
          rel="noopener"
          aria-label={`View ${row.filingTypeDisplay} ${row.filingYear} from ${row.payerName}`}
        >
          View
        </Button>
        <Button
          size="small"
          href={copyBUrl(row.id, true)}
          aria-label={`Download ${row.filingTypeDisplay} ${row.filingYear} from ${row.payerName}`}
        >
          Download
        </Button>
      </Stack>
    ),
  },
];

/** /contractor/forms (spec part 2 §2 Contractor forms): every 1099 issued to the contractor, with View. */
export function ContractorFormsPage() {
  const issued = useQuery({
    queryKey: ['filingsIssued'],
    queryFn: ({ signal }) => fetchFilingsIssued(signal),
  });
  return (
    <Stack spacing={2}>
      <PageHeading title="1099 Forms">
        The 1099 forms your payers issued to you. View opens your copy (Copy B).
      </PageHeading>
      {issued.isError && <Alert severity="error">{getFailureMessage(issued.error)}</Alert>}
      <DataGrid
        rows={issued.data ?? []}
        columns={COLUMNS}
        loading={issued.isPending}
        autoHeight
        disableRowSelectionOnClick
        pageSizeOptions={[50]}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        localeText={{ noRowsLabel: 'No 1099 forms have been issued to you yet.' }}
      />
    </Stack>
  );
}
