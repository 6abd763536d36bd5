import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import { getErrorMessage } from '../api/apiClient.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { useSession } from '../session/useSession.ts';
import { AddFundsDialogView } from './AddFundsDialogView.tsx';
import {
  CHARGE_DESCRIPTION,
  newIdempotencyKey,
  type ChargeInput,
  type FundedTransaction,
} from './paymentTypes.ts';
import {
  availableCreditsQueryKey,
  chargeWithNonce,
  createPaymentOrder,
  fetchPaymentProviders,
  paymentProvidersQueryKey,
} from './payments.api.ts';

export interface AddFundsDialogProps {
  open: boolean;
  /** The amount to suggest (an order's shortfall); the spec's 100.00 when absent. */
  suggestedCents?: number;
  onClose: () => void;
  /** After the funds are on the account (the available funds are refreshed already). */
  onFunded?: (transaction: FundedTransaction) => void;
}

/**
 * The Add Funds dialog with its server calls: the configured providers, `chargeWithNonce` and, for
 * PayPal, `createPaymentOrder`. Any screen renders `<AddFundsDialog open suggestedCents onClose onFunded />`.
 */
export function AddFundsDialog({ open, suggestedCents, onClose, onFunded }: AddFundsDialogProps) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const providers = useQuery({
    queryKey: paymentProvidersQueryKey,
    queryFn: ({ signal }) => fetchPaymentProviders(signal),
    enabled: open,
    staleTime: Infinity,
  });
  const charge = useCallback((input: ChargeInput) => chargeWithNonce(input), []);
  const createPayPalOrder = useCallback(
    (amountCents: number) => createPaymentOrder(amountCents, CHARGE_DESCRIPTION, newIdempotencyKey()),
    [],
  );
  const funded = useCallback(
    (transaction: FundedTransaction) => {
      void queryClient.invalidateQueries({ queryKey: availableCreditsQueryKey });
      onFunded?.(transaction);
      onClose();
    },
    [queryClient, onClose, onFunded],
  );
  const billingContact = useMemo(
    () => (user ? { givenName: user.firstName, familyName: user.lastName, email: user.email } : {}),
    [user],
  );

  if (!providers.data)
    return (
      <Dialog open={open} onClose={onClose} aria-label="Add Funds">
        <DialogContent>
          {providers.isError ? (
            <FormError message={getErrorMessage(providers.error)} />
          ) : (
            <CircularProgress aria-label="Loading the payment methods" />
          )}
        </DialogContent>
      </Dialog>
    );
  return (
    <AddFundsDialogView
      open={open}
      {...(suggestedCents === undefined ? {} : { suggestedCents })}
      onClose={onClose}
      onFunded={funded}
      charge={charge}
      createPayPalOrder={createPayPalOrder}
      providers={providers.data}
      billingContact={billingContact}
    />
  );
}
