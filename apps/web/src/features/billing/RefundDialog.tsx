import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, formatCentsAsDecimal, type RefundCalculation } from '@file1099/forms';
import { showFormFailure } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { getRefundForm } from './billingRules.ts';

/** The payment row a refund is issued on. */
export interface RefundablePayment {
  id: number;
  transactionAmount: number;
  paymentSource?: string | null;
  refundableAmount?: number | null;
}

export interface RefundInput extends RefundCalculation {
  id: number;
  reason: string;
  /** One key per opened dialog, so a double click or a retry refunds once. */
  idempotentKey: string;
}

interface RefundValues {
  requested: string;
  reason: string;
}

/**
 * Issue Refund on a payment (super admin, spec part 2 §5, §9): a reason and the requested amount; the
 * processing fee (card 3.5% + $0.49, otherwise 3% + $0.30) and the refund follow every change of it.
 */
export function RefundDialog({
  payment,
  onClose,
  onSubmit,
}: {
  payment: RefundablePayment;
  onClose: () => void;
  onSubmit: (input: RefundInput) => Promise<void>;
}) {
  const refundable = payment.refundableAmount ?? payment.transactionAmount;
  const [idempotentKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [schema] = useState(() =>
    z.object({ requested: z.string(), reason: z.string() }).superRefine((values, context) => {
      const { messages } = getRefundForm({
        requestedText: values.requested,
        reason: values.reason,
        paymentSource: payment.paymentSource,
        refundableCents: refundable,
      });
      for (const message of messages)
        context.addIssue({
          code: 'custom',
          message,
          path: [message === 'Reason is required' ? 'reason' : 'requested'],
        });
    }),
  );
  const {
    control,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<RefundValues>({
    resolver: zodResolver(schema),
    defaultValues: { requested: formatCentsAsDecimal(refundable), reason: '' },
  });
  const requested = useWatch({ control, name: 'requested' });
  const { calculation } = getRefundForm({
    requestedText: requested,
    reason: 'x',
    paymentSource: payment.paymentSource,
    refundableCents: refundable,
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    const form = getRefundForm({
      requestedText: values.requested,
      reason: values.reason,
      paymentSource: payment.paymentSource,
      refundableCents: refundable,
    });
    try {
      await onSubmit({ ...form.calculation, id: payment.id, reason: values.reason.trim(), idempotentKey });
      onClose();
    } catch (caught) {
      setError(showFormFailure(caught, setFieldError, { fields: new Set(['reason']) }));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id="refund-title">Issue Refund</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              Refundable of this {payment.paymentSource === 'card' ? 'card ' : ''}payment:{' '}
              {formatCents(refundable)}
            </DialogContentText>
            <FormTextField control={control} name="reason" label="Reason" />
            <FormTextField
              control={control}
              name="requested"
              label="Requested amount"
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
            <Typography data-testid="refund-fee">
              Processing fee: {formatCents(calculation.processingFee)}
            </Typography>
            <Typography data-testid="refund-amount">
              Refund: {formatCents(calculation.refundAmount)}
            </Typography>
            <FormError message={error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Issue Refund
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
