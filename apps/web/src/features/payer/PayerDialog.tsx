import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PartyFields } from '../party/PartyFields.tsx';
import { payerQueryKey, updatePayer, type Payer } from './payer.api.ts';
import {
  createPayerSchema,
  PAYER_MESSAGES,
  toPayerFormValues,
  toPayerSaveInput,
  type PayerFormValues,
} from './payerForm.ts';

interface PayerDialogProps {
  payer: Payer;
  onClose: () => void;
}

function knownFields(values: PayerFormValues): Set<string> {
  const fields = Object.keys(values).filter((key) => key !== 'address' && key !== 'customAttributes');
  fields.push(...Object.keys(values.address).map((key) => `address.${key}`));
  values.customAttributes.forEach((_attribute, index) =>
    fields.push(`customAttributes.${index}.key`, `customAttributes.${index}.value`),
  );
  return new Set(fields);
}

/** 'Edit Payer Info' (spec part 2 §2, Payer): the payer's names by type, TIN, address, contact and custom attributes. */
export function PayerDialog({ payer, onClose }: PayerDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setValue,
    setError: setFieldError,
  } = useForm<PayerFormValues>({
    resolver: zodResolver(createPayerSchema(payer.tin || null)),
    defaultValues: toPayerFormValues(payer),
  });
  const attributes = useFieldArray({ control, name: 'customAttributes' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await updatePayer(toPayerSaveInput(payer.id, values));
      queryClient.setQueryData(payerQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['payerCheck'] });
      notify(PAYER_MESSAGES.saved, { severity: 'success' });
      onClose();
    } catch (caught) {
      setError(
        showFormFailure(caught, setFieldError, {
          fields: knownFields(values),
          fallback: PAYER_MESSAGES.unexpected,
          summary: { notify, message: PAYER_MESSAGES.saveFailed },
        }),
      );
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="payer-dialog-title" maxWidth="md" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="payer-dialog-title">Edit Payer Info</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PartyFields
              control={control}
              setValue={setValue}
              typeName="payerType"
              typeLabel="Payer type"
              tinLabel="Payer's TIN"
            />
            <Typography variant="subtitle2" component="h3">
              Custom attributes
            </Typography>
            {attributes.fields.map((attribute, index) => (
              <Stack key={attribute.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <FormTextField control={control} name={`customAttributes.${index}.key`} label="Key" />
                <FormTextField control={control} name={`customAttributes.${index}.value`} label="Value" />
                <IconButton
                  aria-label={`Remove custom attribute ${index + 1}`}
                  onClick={() => attributes.remove(index)}
                  sx={{ mt: 1 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddIcon />}
              onClick={() => attributes.append({ key: '', value: '' })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add custom attribute
            </Button>
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
