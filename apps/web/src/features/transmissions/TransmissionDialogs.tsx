import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { ackNumberSchema, TRANSMISSION_TEXTS, type AckNumberValues } from './transmissionsRules.ts';

/** Edit: the ACK number the IRS gave on upload; saving marks the transmission Sent_To_Agency. */
export function AckNumberDialog({
  fileName,
  onClose,
  onSubmit,
}: {
  fileName: string;
  onClose: () => void;
  onSubmit: (ackNumber: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<AckNumberValues>({
    resolver: zodResolver(ackNumberSchema),
    defaultValues: { ackNumber: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values.ackNumber.trim());
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, setFieldError, { fields: new Set(['ackNumber']) }));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="ack-title" maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id="ack-title">Edit transmission</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{fileName}</DialogContentText>
            <FormTextField control={control} name="ackNumber" label="ACK Number" autoFocus />
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Process Response: the IRS answer file (IRIS acknowledgement XML, or the TIN-matching result file). */
export function ResponseUploadDialog({
  kind,
  onClose,
  onSubmit,
}: {
  kind: 'tnn' | 'tin';
  onClose: () => void;
  onSubmit: (file: File) => Promise<void>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) {
      setError(TRANSMISSION_TEXTS.fileRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(file);
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, () => undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="response-title" maxWidth="sm" fullWidth>
      <DialogTitle id="response-title">Process Response</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {kind === 'tnn'
              ? 'Upload the IRIS acknowledgement (XML) of this transmission.'
              : 'Upload the IRS TIN-matching response file of this request file.'}
          </DialogContentText>
          <Button variant="outlined" component="label">
            Choose file
            <input
              hidden
              type="file"
              aria-label="Response file"
              accept={kind === 'tnn' ? '.xml,text/xml' : '.txt,text/plain'}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2">{file ? file.name : 'No file chosen'}</Typography>
          <FormError message={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A yes/no question before an action that can not be undone. */
export function ConfirmDialog({
  title,
  text,
  action,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  action: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
