import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { getFailureMessage } from '../api/failure.ts';
import { getDomainTypeLabel } from '../form-kit/fields.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { isFirmShell } from '../session/access.ts';
import { useSession } from '../session/useSession.ts';
import { clientsQueryKey, fetchClients, type ClientAccount } from './accounts.api.ts';
import { useAppBase } from './useAppBase.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useSelectAccount } from './useSelectAccount.ts';

/** Spec part 2 §9: grids other than the filing grids show 50 rows by default. */
const PAGE_SIZES = [25, 50, 100];

/** Shown instead of the list when the selected account is not a firm's own account (no request is made). */
export function ClientsUnavailable() {
  const { user } = useSession();
  const appBase = useAppBase();
  if (user?.isAccountantInClient) {
    return (
      <Stack spacing={2}>
        <Alert severity="info">
          You are working in {user.domainName}. Go back to your practice to see all your clients.
        </Alert>
        <Button
          component={RouterLink}
          to={`${appBase}/switchtopractice`}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          My Practice
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Only an accounting firm has clients. This account is not an accounting firm.
      </Alert>
      <Button component={RouterLink} to="/addaccount" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Add an accounting firm account
      </Button>
    </Stack>
  );
}

function ClientList() {
  const navigate = useNavigate();
  const appBase = useAppBase();
  const selectAccount = useSelectAccount();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [entering, setEntering] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const clients = useQuery({
    queryKey: clientsQueryKey(pagination.pageSize, pagination.page, term),
    queryFn: ({ signal }) =>
      fetchClients({ pageSize: pagination.pageSize, pageNumber: pagination.page, search: term }, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<GridColDef<ClientAccount>[]>(() => {
    const enter = async (client: ClientAccount) => {
      setError(null);
      setEntering(client.id);
      try {
        await selectAccount(client.id);
        void navigate(`${appBase}/dashboard`);
      } catch (caught) {
        setError(getFailureMessage(caught));
        setEntering(null);
      }
    };
    return [
      {
        field: 'name',
        headerName: 'Client',
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => `${row.name}${row.isTestAccount ? ' (T)' : ''}`,
      },
      {
        field: 'domainType',
        headerName: 'Type',
        width: 140,
        valueGetter: (_value, row) => getDomainTypeLabel(row.domainType),
      },
      { field: 'globalId', headerName: 'Client id', width: 220 },
      {
        field: 'actions',
        headerName: '',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            variant="outlined"
            disabled={entering !== null}
            onClick={() => void enter(row)}
            aria-label={`Enter ${row.name}`}
          >
            Enter
          </Button>
        ),
      },
    ];
  }, [appBase, entering, navigate, selectAccount]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Search clients"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPagination((current) => ({ ...current, page: 0 }));
          }}
          size="small"
          sx={{ flexGrow: 1, maxWidth: 420 }}
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
        <Button
          component={RouterLink}
          to={`${appBase}/clients/addclient`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add client
        </Button>
      </Stack>
      {clients.isError && <Alert severity="error">{getFailureMessage(clients.error)}</Alert>}
      <FormError message={error} />
      <DataGrid
        aria-label="Clients"
        rows={clients.data?.clients ?? []}
        columns={columns}
        rowCount={clients.data?.totalCount ?? 0}
        loading={clients.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={PAGE_SIZES}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={{
          noRowsLabel: term ? 'No client matches your search.' : 'No clients yet. Add your first client.',
        }}
      />
    </Stack>
  );
}

/** /clients (spec part 2 §2): an accounting firm's client accounts; 'Enter' works inside one. */
export function ClientsPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeading title="Clients">The businesses and individuals your firm files 1099s for.</PageHeading>
      {isFirmShell(user) ? <ClientList /> : <ClientsUnavailable />}
    </>
  );
}
