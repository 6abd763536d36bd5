import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getFailureMessage, showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { fetchTnnRecords } from './transmissions.api.ts';
import { rejectSchema, toFilingResponses, type RejectValues } from './transmissionsRules.ts';

/**
 * Mark as Rejected (agency transmissions): the records the IRS refused, each with its reason (at most
 * 200 characters); the others are accepted.
 */
export function RejectRecordsDialog({
  transmissionId,
  onClose,
  onSubmit,
}: {
  transmissionId: number;
  onClose: () => void;
  onSubmit: (filingResponses: { recordId: string; messages: string[] }[]) => Promise<void>;
}) {
  const records = useQuery({
    queryKey: ['transmissionRecords', transmissionId],
    queryFn: ({ signal }) => fetchTnnRecords(transmissionId, signal),
  });
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    reset,
    setError: setFieldError,
  } = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { records: [] },
  });
  useEffect(() => {
    if (records.data)
      reset({ records: records.data.map((r) => ({ recordId: r.recordId, selected: false, reason: '' })) });
  }, [records.data, reset]);
  const values = useWatch({ control, name: 'records' });
  const submit = handleSubmit(async (form) => {
    setError(null);
    try {
      await onSubmit(toFilingResponses(form));
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, setFieldError));
    }
  });
  const listError = formState.errors.records?.root?.message ?? formState.errors.records?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby="reject-title" maxWidth="md" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reject-title">Mark as Rejected</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {records.isError && <Alert severity="error">{getFailureMessage(records.error)}</Alert>}
            {(records.data ?? []).map((record, index) => (
              <Stack key={record.recordId} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Controller
                  control={control}
                  name={`records.${index}.selected`}
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ minWidth: 320 }}
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={`Record ${record.recordId}: ${record.payeeName} (${record.filingType.replace('Type_', '')})`}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`records.${index}.reason`}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      label="Rejection Reason"
                      size="small"
                      fullWidth
                      disabled={!values[index]?.selected}
                      error={fieldState.error !== undefined}
                      helperText={fieldState.error?.message}
                      slotProps={{
                        htmlInput: { 'aria-label': `Rejection Reason for record ${record.recordId}` },
                      }}
                    />
                  )}
                />
              </Stack>
            ))}
            {listError && <Alert severity="error">{listError}</Alert>}
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={formState.isSubmitting || !records.data}
          >
            Mark as Rejected
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
