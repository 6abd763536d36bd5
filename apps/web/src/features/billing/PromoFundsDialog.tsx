import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { PAYMENT_MESSAGES } from '@file1099/forms';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { getPromoForm } from './billingRules.ts';

const promoSchema = z
  .object({ amount: z.string(), description: z.string() })
  .superRefine((values, context) => {
    const { messages } = getPromoForm({ amountText: values.amount, description: values.description });
    for (const message of messages)
      context.addIssue({
        code: 'custom',
        message,
        path: [message === PAYMENT_MESSAGES.promoAmountRequired ? 'amount' : 'description'],
      });
  });

type PromoValues = z.infer<typeof promoSchema>;

export interface PromoFundsInput {
  credits: number;
  description: string;
}

/** Add Promo Funds (super admin, spec part 2 §5): a description and an amount, $10.00 by default. */
export function PromoFundsDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  onSubmit: (input: PromoFundsInput) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<PromoValues>({
    resolver: zodResolver(promoSchema),
    defaultValues: { amount: '10.00', description: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    const { credits } = getPromoForm({ amountText: values.amount, description: values.description });
    try {
      await onSubmit({ credits, description: values.description.trim() });
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, setFieldError, { fields: new Set(['description']) }));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="promo-funds-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id="promo-funds-title">Add Promo Funds</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="amount"
              label="Amount"
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
            <FormTextField control={control} name="description" label="Description" />
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Add Promo Funds
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
