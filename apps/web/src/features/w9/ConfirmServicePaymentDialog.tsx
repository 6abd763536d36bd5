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
import type { Invoice } from '@file1099/forms';
import { W9_PAYER_MESSAGES } from './w9Messages.ts';

/** What a Confirm Payment dialog sells: the server's order, the paying call and its texts. */
export interface ServiceOrder {
  /** Names the dialog and its test ids ('w9', 'tin-match'). */
  id: string;
  queryKey: readonly unknown[];
  fetch: (signal?: AbortSignal) => Promise<{ invoice: Invoice; availableCredits: number }>;
  /** Pays the order of this total; answers the success notice. */
  pay: (expectedTotal: number) => Promise<string>;
  intro: string;
  failed: string;
  emailNotConfirmed: string;
}

export interface ConfirmServicePaymentDialogProps {
  order: ServiceOrder;
  onClose: () => void;
}

/**
 * The Confirm Payment dialog for W-9 requests and TIN checks (spec part 2 §2 Billing, §4 created as
 * Draft then paid): the server's order for the payees' Draft requests, the funds, Add Funds when
 * they fall short, and Pay, which debits the funds and sends the requests.
 */
export function ConfirmServicePaymentDialog({ order: service, onClose }: ConfirmServicePaymentDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const addFunds = useAddFunds();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const order = useQuery({
    queryKey: service.queryKey,
    queryFn: ({ signal }) => service.fetch(signal),
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
      notify(await service.pay(invoice.totalAmount), { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      onClose();
    } catch (caught) {
      setError(getFailureMessage(caught, service.failed));
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
        aria-labelledby={`${service.id}-pay-title`}
      >
        <DialogTitle id={`${service.id}-pay-title`}>Confirm Payment</DialogTitle>
        <DialogContent>
          {order.isPending && <PageLoading label="Loading the order" />}
          {order.isError && <Alert severity="error">{getFailureMessage(order.error)}</Alert>}
          {order.data && (
            <Stack spacing={2}>
              <Typography color="text.secondary">{service.intro}</Typography>
              <InvoiceTable invoice={order.data.invoice} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography data-testid={`${service.id}-available-funds`}>
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
              {!emailConfirmed && <Alert severity="error">{service.emailNotConfirmed}</Alert>}
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
