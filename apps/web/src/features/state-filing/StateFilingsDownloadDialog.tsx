import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { getFormTypeLabel, getStateChannel, isFormType } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import {
  downloadSelfEFileTransmissions,
  fetchSelfEFileFilings,
  saveZip,
  SELF_EFILE_PAGE_SIZE,
  SELF_EFILE_PAGE_SIZES,
  selfEFileQueryKey,
  type SelfEFileFiling,
} from './stateFiling.api.ts';
import {
  toQuarterlyTaxDue,
  WEST_VIRGINIA_EMPTY,
  WestVirginiaTaxDueFields,
  westVirginiaSchema,
  type WestVirginiaFields,
} from './westVirginiaTaxDue.tsx';

export const SELF_EFILE_TEXTS = {
  title: 'Download Self eFile Transmissions',
  password: "The zip file is protected with a password: the last 4 digits of your business's TIN.",
  none: 'No state filings are ready for download yet. Self eFile state filings are ready once the IRS has accepted the federal filing.',
  downloaded: (count: number) => `Downloaded the state files of ${count} filing(s)`,
} as const;

interface StateFilingsDownloadDialogProps {
  year: number;
  onClose: () => void;
}

/**
 * The state filings (Self eFile) download screen (spec part 2 §2, grid default 50): the filings whose
 * state file is ready, and one zip with a file per state, encrypted with the TIN's last 4 digits.
 */
export function StateFilingsDownloadDialog({ year, onClose }: StateFilingsDownloadDialogProps) {
  const notify = useNotify();
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: SELF_EFILE_PAGE_SIZE,
  });
  const page = useQuery({
    queryKey: selfEFileQueryKey(year, pagination.pageSize, pagination.page),
    queryFn: ({ signal }) => fetchSelfEFileFilings(year, pagination.pageSize, pagination.page, signal),
    placeholderData: keepPreviousData,
  });
  const westVirginia = useForm<WestVirginiaFields>({
    resolver: zodResolver(westVirginiaSchema),
    defaultValues: WEST_VIRGINIA_EMPTY,
  });
  const hasWestVirginia = page.data?.states.includes('WV') ?? false;
  const download = useMutation({
    mutationFn: (quarters?: number[]) => downloadSelfEFileTransmissions(year, quarters),
    onSuccess: (zip) => {
      saveZip(zip.fileName, zip.content);
      notify(SELF_EFILE_TEXTS.downloaded(zip.filingCount), { severity: 'success' });
    },
    onError: (error) => notify(getFailureMessage(error), { severity: 'error' }),
  });
  const columns = useMemo<GridColDef<SelfEFileFiling>[]>(
    () => [
      {
        field: 'state',
        headerName: 'State',
        width: 80,
        valueGetter: (_v, row) => row.stateSub.stateCode ?? '',
      },
      {
        field: 'payee',
        headerName: 'Payee',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.payee?.displayName ?? '',
      },
      {
        field: 'filingType',
        headerName: 'Form',
        width: 130,
        valueGetter: (_v, row) =>
          isFormType(row.filingType) ? getFormTypeLabel(row.filingType) : row.filingType,
      },
      {
        field: 'portal',
        headerName: 'Upload in',
        flex: 1,
        minWidth: 180,
        valueGetter: (_v, row) => getStateChannel(row.stateSub.stateCode ?? '')?.portal ?? '',
      },
    ],
    [],
  );
  const count = page.data?.count ?? 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="self-efile-title" maxWidth="md" fullWidth>
      <DialogTitle id="self-efile-title">{SELF_EFILE_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            State filings ready for download for {year}:{' '}
            <strong data-testid="self-efile-count">{count}</strong>
          </Typography>
          <Alert severity="info">{SELF_EFILE_TEXTS.password}</Alert>
          {page.isError && <Alert severity="error">{getFailureMessage(page.error)}</Alert>}
          {page.isSuccess && count === 0 && <Alert severity="warning">{SELF_EFILE_TEXTS.none}</Alert>}
          {hasWestVirginia && <WestVirginiaTaxDueFields control={westVirginia.control} />}
          <DataGrid
            aria-label="State filings"
            rows={page.data?.filings ?? []}
            columns={columns}
            loading={page.isFetching}
            paginationMode="server"
            rowCount={page.data?.totalCount ?? 0}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={SELF_EFILE_PAGE_SIZES}
            disableRowSelectionOnClick
            autoHeight
            density="compact"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={count === 0 || download.isPending}
          onClick={() => {
            if (!hasWestVirginia) download.mutate(undefined);
            else void westVirginia.handleSubmit((fields) => download.mutate(toQuarterlyTaxDue(fields)))();
          }}
        >
          Download zip
        </Button>
      </DialogActions>
    </Dialog>
  );
}
