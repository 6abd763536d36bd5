import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { savePayeeLight, type Payee } from './payees.api.ts';
import { PAYEE_MESSAGES, payeeLightSchema, type PayeeLightValues } from './payeeForm.ts';

interface PayeeLightDialogProps {
  payee: Payee | null;
  onClose: () => void;
  onSaved?: (payee: Payee) => void;
}

/** The light payee dialog (spec part 2 §2): a name and an e-mail, the rest is added later. */
export function PayeeLightDialog({ payee, onClose, onSaved }: PayeeLightDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<PayeeLightValues>({
    resolver: zodResolver(payeeLightSchema),
    defaultValues: { displayName: payee?.displayName ?? '', emailAddress: payee?.emailAddress ?? '' },
  });
  const name = useWatch({ control, name: 'displayName' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await savePayeeLight({ ...(payee ? { id: payee.id } : {}), ...values });
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      notify(PAYEE_MESSAGES.saved, { severity: 'success' });
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, setFieldError, { fields: new Set(['displayName', 'emailAddress']) }));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="payee-light-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="payee-light-title">{payee ? 'Edit name and e-mail' : 'Quick add payee'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Add the TIN and address later, or ask the payee for a W-9.</DialogContentText>
            <FormTextField control={control} name="displayName" label="Name" />
            <FormTextField control={control} name="emailAddress" label="E-mail" type="email" />
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || name.trim() === ''}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
