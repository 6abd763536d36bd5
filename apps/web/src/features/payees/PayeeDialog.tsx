import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ApiError, getErrorMessage } from '../api/apiClient.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PartyFields } from '../party/PartyFields.tsx';
import { applyFieldMessages } from '../party/problems.ts';
import { savePayee, type Payee } from './payees.api.ts';
import {
  createPayeeSchema,
  PAYEE_MESSAGES,
  toPayeeFormValues,
  toPayeeSaveInput,
  type PayeeFormValues,
} from './payeeForm.ts';

interface PayeeDialogProps {
  /** The payee to edit; null adds one. */
  payee: Payee | null;
  onClose: () => void;
  onSaved?: (payee: Payee) => void;
}

const FIELDS = new Set([
  ...Object.keys(toPayeeFormValues(null)).filter((key) => key !== 'address'),
  ...['line1', 'line2', 'city', 'state', 'country', 'postalCode'].map((key) => `address.${key}`),
]);

/** The Add/Edit Payee dialog (spec part 2 §2, Payees). */
export function PayeeDialog({ payee, onClose, onSaved }: PayeeDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setValue,
    setError: setFieldError,
  } = useForm<PayeeFormValues>({
    resolver: zodResolver(createPayeeSchema(payee ? payee.tin : undefined)),
    defaultValues: toPayeeFormValues(payee),
  });
  const title = payee ? 'Edit Payee' : 'Add Payee';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await savePayee(toPayeeSaveInput(payee?.id, values));
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['filings'] });
      notify(PAYEE_MESSAGES.saved, { severity: 'success' });
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError) applyFieldMessages(setFieldError, caught.fieldMessages, FIELDS);
      setError(getErrorMessage(caught));
      notify(PAYEE_MESSAGES.saveFailed, { severity: 'error' });
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="payee-dialog-title" maxWidth="md" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog may sit inside another form (the filing form's payee picker).
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <DialogTitle id="payee-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PartyFields
              control={control}
              setValue={setValue}
              typeName="entityType"
              typeLabel="Payee type"
              tinLabel="Payee's TIN"
            />
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save Payee
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
