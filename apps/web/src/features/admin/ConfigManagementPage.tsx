import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { getFailureMessage } from '../api/failure.ts';
import { ConfirmDialog } from '../form-kit/ConfirmDialog.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { formatTimestamp } from './OutboxMessageDialog.tsx';
import { ConfigPropertyDialog } from './ConfigPropertyDialog.tsx';
import {
  CONFIG_SERVICES,
  configQueryKey,
  createConfigProperty,
  deleteConfigProperty,
  fetchConfigProperties,
  refreshConfigCache,
  updateConfigProperty,
  type ConfigProperty,
  type ConfigServiceName,
} from './backOffice.api.ts';

/** The spec's failure text of a call that reached the server ('API Error: {message}'). */
const apiError = (error: unknown) => `API Error: ${getFailureMessage(error)}`;

/** /configmanagement (super admins): the configuration properties of the domain and auth services. */
export function ConfigManagementPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [service, setService] = useState<ConfigServiceName>('domain');
  const [editing, setEditing] = useState<ConfigProperty | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ConfigProperty | null>(null);
  const properties = useQuery({
    queryKey: configQueryKey(service),
    queryFn: ({ signal }) => fetchConfigProperties(service, signal),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: configQueryKey(service) });

  const columns = useMemo<GridColDef<ConfigProperty>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
      { field: 'value', headerName: 'Value', flex: 1, minWidth: 160 },
      { field: 'type', headerName: 'Type', width: 110 },
      { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
      { field: 'isActive', headerName: 'Active', width: 80, type: 'boolean' },
      { field: 'requiresRestart', headerName: 'Restart', width: 80, type: 'boolean' },
      { field: 'version', headerName: 'Version', width: 80, type: 'number' },
      { field: 'modifiedBy', headerName: 'Modified by', width: 180 },
      {
        field: 'lastModified',
        headerName: 'Last modified',
        width: 190,
        valueFormatter: (value: string) => formatTimestamp(value),
      },
      {
        field: 'actions',
        headerName: '',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <>
            <Button
              size="small"
              aria-label={`Edit ${row.name}`}
              onClick={() => {
                setEditing(row);
                setDialogOpen(true);
              }}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              Delete
            </Button>
          </>
        ),
      },
    ],
    [],
  );

  const refreshCache = async () => {
    try {
      const answer = await refreshConfigCache(service);
      notify(answer.message, { severity: 'success' });
      await reload();
    } catch (error) {
      notify(apiError(error), { severity: 'error' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await deleteConfigProperty(service, deleting.name);
      notify(answer.message, { severity: 'success' });
      setDeleting(null);
      await reload();
    } catch (error) {
      setDeleting(null);
      notify(apiError(error), { severity: 'error' });
    }
  };

  const saved = async (message: string) => {
    notify(message, { severity: 'success' });
    setDialogOpen(false);
    await reload();
  };

  return (
    <>
      <PageHeading title="Config Management">
        Configuration properties. Encrypted values are shown masked; every change keeps who made it and when.
      </PageHeading>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Service"
          value={service}
          onChange={(event) => setService(event.target.value as ConfigServiceName)}
          sx={{ minWidth: 140 }}
        >
          {CONFIG_SERVICES.map((entry) => (
            <MenuItem key={entry.value} value={entry.value}>
              {entry.label}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => void properties.refetch()}>Refresh</Button>
        <Button onClick={() => void refreshCache()}>Refresh Cache</Button>
        <Button
          variant="contained"
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          Add Property
        </Button>
      </Stack>
      {properties.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Error loading properties: ${getFailureMessage(properties.error)}`}
        </Alert>
      )}
      <DataGrid
        aria-label="Config properties"
        rows={properties.data ?? []}
        columns={columns}
        loading={properties.isFetching}
        pageSizeOptions={[50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={{ noRowsLabel: 'No properties are stored; every property has its default.' }}
      />
      <ConfigPropertyDialog
        open={dialogOpen}
        property={editing}
        onClose={() => setDialogOpen(false)}
        onCreate={async (fields) => {
          try {
            await saved((await createConfigProperty(service, fields)).message);
          } catch (error) {
            throw new Error(apiError(error));
          }
        }}
        onUpdate={async (property, changes) => {
          try {
            await saved(
              (await updateConfigProperty(service, property.name, changes, property.version)).message,
            );
          } catch (error) {
            throw new Error(apiError(error));
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        text="This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
