import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, getSuggestedTopUpCents, hasEnoughFunds } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { useAddFunds } from '../billing/useAddFunds.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { InvoiceTable } from '../submit/InvoiceTable.tsx';
import { fetchW9Invoice, requestW9s, w9InvoiceQueryKey } from './w9.api.ts';
import { W9_PAYER_MESSAGES } from './w9Messages.ts';

export interface ConfirmW9PaymentDialogProps {
  payeeIds: number[];
  onClose: () => void;
}

/**
 * The Confirm Payment dialog for W-9 requests (spec part 2 §2 Billing, §4 created as Draft then
 * paid): the server's order for the payees' Draft requests, the funds, Add Funds when they fall
 * short, and Pay, which debits the funds and e-mails each payee its link.
 */
export function ConfirmW9PaymentDialog({ payeeIds, onClose }: ConfirmW9PaymentDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const addFunds = useAddFunds();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const order = useQuery({
    queryKey: w9InvoiceQueryKey(payeeIds),
    queryFn: ({ signal }) => fetchW9Invoice(payeeIds, signal),
  });
  const emailConfirmed = user?.isEmailConfirmed === true;

  const pay = async () => {
    if (!order.data) return;
    const { invoice, availableCredits } = order.data;
    if (!hasEnoughFunds(invoice.totalAmount, availableCredits)) {
      addFunds.open({ suggestedCents: getSuggestedTopUpCents(invoice.totalAmount, availableCredits) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const count = await requestW9s(payeeIds, invoice.totalAmount);
      notify(W9_PAYER_MESSAGES.requested(count), { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      onClose();
    } catch (caught) {
      setError(getFailureMessage(caught, W9_PAYER_MESSAGES.requestFailed));
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby="w9-pay-title"
      >
        <DialogTitle id="w9-pay-title">Confirm Payment</DialogTitle>
        <DialogContent>
          {order.isPending && <PageLoading label="Loading the order" />}
          {order.isError && <Alert severity="error">{getFailureMessage(order.error)}</Alert>}
          {order.data && (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                Each payee gets an e-mail with their own link to fill in and e-sign Form W-9.
              </Typography>
              <InvoiceTable invoice={order.data.invoice} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography data-testid="w9-available-funds">
                  Available funds: {formatCents(order.data.availableCredits)}
                </Typography>
                <Button
                  onClick={() =>
                    addFunds.open({
                      suggestedCents: getSuggestedTopUpCents(
                        order.data.invoice.totalAmount,
                        order.data.availableCredits,
                      ),
                    })
                  }
                >
                  Add Funds
                </Button>
              </Stack>
              {!hasEnoughFunds(order.data.invoice.totalAmount, order.data.availableCredits) && (
                <Alert severity="info">{W9_PAYER_MESSAGES.notEnoughFunds}</Alert>
              )}
              {!emailConfirmed && <Alert severity="error">{W9_PAYER_MESSAGES.emailNotConfirmed}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={busy || !order.data || !emailConfirmed}
            onClick={() => void pay()}
          >
            {order.data ? `Pay ${formatCents(order.data.invoice.totalAmount)} and send` : 'Pay'}
          </Button>
        </DialogActions>
      </Dialog>
      {addFunds.dialog}
    </>
  );
}
