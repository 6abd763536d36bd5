import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { getFailureMessage } from '../api/failure.ts';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { fetchWorkers, saveWorker, workersQueryKey, type Worker } from './backOffice.api.ts';

const text = z.string().trim().max(200, 'At most 200 characters');
const schema = z.object({
  name: text.min(1, 'Name is required'),
  jobTitle: text,
  location: text,
  orgSize: text,
  managerName: text,
});
type WorkerValues = z.infer<typeof schema>;
const EMPTY: WorkerValues = { name: '', jobTitle: '', location: '', orgSize: '', managerName: '' };

function WorkerDialog({
  worker,
  open,
  onClose,
}: {
  worker: Worker | null;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<WorkerValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useEffect(() => {
    if (!open) return;
    form.reset(worker ? { ...worker } : EMPTY);
  }, [open, worker, form]);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await saveWorker(worker?.id ?? null, values);
      notify(worker ? 'Worker updated' : 'Worker added', { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: workersQueryKey });
      close();
    } catch (error) {
      setProblem(getFailureMessage(error));
    }
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="worker-dialog-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="worker-dialog-title">{worker ? 'Edit Worker' : 'Add Worker'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FormTextField name="name" control={form.control} label="Name" required />
            <FormTextField name="jobTitle" control={form.control} label="Job title" />
            <FormTextField name="location" control={form.control} label="Location" />
            <FormTextField name="orgSize" control={form.control} label="Org size" />
            <FormTextField name="managerName" control={form.control} label="Manager name" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /workers (super admins): the back office's staff directory, the spec's workers list. */
export function WorkersPage() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Worker | null>(null);
  const workers = useQuery({ queryKey: workersQueryKey, queryFn: ({ signal }) => fetchWorkers(signal) });
  const columns = useMemo<GridColDef<Worker>[]>(
    () => [
      { field: 'id', headerName: 'Id', width: 80 },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 140 },
      { field: 'location', headerName: 'Location', flex: 1, minWidth: 120 },
      { field: 'orgSize', headerName: 'Org size', width: 110 },
      { field: 'managerName', headerName: 'Manager name', flex: 1, minWidth: 140 },
      {
        field: 'edit',
        headerName: '',
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            aria-label={`Edit ${row.name}`}
            onClick={() => {
              setEditing(row);
              setOpen(true);
            }}
          >
            Edit
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeading title="Workers">The back office staff directory.</PageHeading>
      <Button
        variant="contained"
        sx={{ mb: 2 }}
        onClick={() => {
          setEditing(null);
          setOpen(true);
        }}
      >
        Add Worker
      </Button>
      {workers.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {getFailureMessage(workers.error)}
        </Alert>
      )}
      <DataGrid
        aria-label="Workers"
        rows={workers.data ?? []}
        columns={columns}
        loading={workers.isFetching}
        pageSizeOptions={[50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={{ noRowsLabel: 'No workers yet.' }}
      />
      <WorkerDialog worker={editing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
