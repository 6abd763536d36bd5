import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { fetchOutbox, outboxQueryKey, type OutboxMessage } from './outbox.api.ts';
import { formatTimestamp, OutboxMessageDialog } from './OutboxMessageDialog.tsx';

const PAGE_SIZES = [25, 50, 100];

/** /outbox (super admins): every e-mail the product sent or kept in the outbox, newest first. */
export function OutboxPage() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const outbox = useQuery({
    queryKey: outboxQueryKey(pagination.pageSize, pagination.page),
    queryFn: ({ signal }) => fetchOutbox(pagination.pageSize, pagination.page, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<GridColDef<OutboxMessage>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'Created',
        width: 190,
        valueFormatter: (value: string) => formatTimestamp(value),
      },
      { field: 'to', headerName: 'To', flex: 1, minWidth: 200 },
      { field: 'subject', headerName: 'Subject', flex: 1.5, minWidth: 240 },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'open',
        headerName: '',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setOpen(row)} aria-label={`Open ${row.subject} to ${row.to}`}>
            Open
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeading title="Mail Outbox">
        Every e-mail File1099 sent or kept in its outbox, newest first.
      </PageHeading>
      {outbox.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(outbox.error)}
        </Alert>
      )}
      <DataGrid
        aria-label="Outbox messages"
        rows={outbox.data?.messages ?? []}
        columns={columns}
        rowCount={outbox.data?.totalCount ?? 0}
        loading={outbox.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        onRowClick={({ row }) => setOpen(row)}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={{ noRowsLabel: 'The outbox is empty.' }}
      />
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
