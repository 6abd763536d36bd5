import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { AuditEntityType } from '../../gql/domain/graphql.ts';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { formatTimestamp } from './OutboxMessageDialog.tsx';
import { AUDIT_ENTITY_TYPES, describeChanges, fetchAuditEvents, type AuditEvent } from './backOffice.api.ts';

/** /audit (super admins): search every recorded change, newest first. */
export function AuditTrailPage() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [entityType, setEntityType] = useState<AuditEntityType | ''>('');
  const [text, setText] = useState('');
  const filter = { entityType: entityType || null, text: text.trim() };
  const events = useQuery({
    queryKey: ['auditEvents', filter, pagination],
    queryFn: ({ signal }) =>
      fetchAuditEvents(filter, { pageSize: pagination.pageSize, pageNumber: pagination.page }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<GridColDef<AuditEvent>[]>(
    () => [
      {
        field: 'at',
        headerName: 'When',
        width: 190,
        valueFormatter: (value: string) => formatTimestamp(value),
      },
      { field: 'actor', headerName: 'Who', width: 200 },
      { field: 'entityType', headerName: 'Record', width: 100 },
      { field: 'entityId', headerName: 'Id / name', width: 160 },
      { field: 'action', headerName: 'Action', width: 130 },
      { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 200 },
      {
        field: 'changes',
        headerName: 'What changed',
        flex: 1.5,
        minWidth: 260,
        valueGetter: (value: unknown) => describeChanges(value),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeading title="Audit Trail">
        Every recorded change: who, when and what (TINs masked, encrypted values never shown).
      </PageHeading>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Record"
          value={entityType}
          onChange={(event) => {
            setEntityType(event.target.value as AuditEntityType | '');
            setPagination((page) => ({ ...page, page: 0 }));
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPagination((page) => ({ ...page, page: 0 }));
          }}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      {events.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(events.error)}
        </Alert>
      )}
      <DataGrid
        aria-label="Audit events"
        rows={events.data?.events ?? []}
        columns={columns}
        rowCount={events.data?.pageMetadata.totalCount ?? 0}
        loading={events.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[25, 50, 100]}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        getRowHeight={() => 'auto'}
        localeText={{ noRowsLabel: 'No recorded changes match.' }}
      />
    </>
  );
}
