import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AddFundsDialog } from '../payments/AddFundsDialog.tsx';

export interface AddFundsRequest {
  /** The amount to suggest in cents (getSuggestedTopUpCents), or the dialog's default. */
  suggestedCents?: number;
}

/**
 * The one place the billing page and the submit wizard open the Add Funds dialog (spec part 1,
 * Add Funds; part 2 §5 funds charge). `open` shows it with the suggested amount; once it closes (after
 * a payment too), the billing queries (available funds, transactions, invoices) are asked again.
 */
export function useAddFunds(): { open: (request?: AddFundsRequest) => void; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<AddFundsRequest | null>(null);
  const open = useCallback((next: AddFundsRequest = {}) => setRequest(next), []);
  const close = useCallback(() => {
    setRequest(null);
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [queryClient]);
  const dialog = (
    <AddFundsDialog
      open={request !== null}
      {...(request?.suggestedCents === undefined ? {} : { suggestedCents: request.suggestedCents })}
      onClose={close}
    />
  );
  return { open, dialog };
}
