import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_CHARGE_CENTS,
  formatCents,
  formatCentsAsDecimal,
  parseMoneyToCents,
  validateChargeAmount,
} from '@file1099/forms';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import {
  CHARGE_DESCRIPTION,
  TEST_CARDS,
  toTestCardNonce,
  type BillingContact,
  type ChargeInput,
  type FundedTransaction,
  type PaymentProviderConfig,
} from './paymentTypes.ts';
import { SquareCardForm } from './SquareCardForm.tsx';
import { usePaymentAttempt } from './usePaymentAttempt.ts';

const PayPalCheckout = lazy(() => import('./PayPalCheckout.tsx'));

export const ADD_FUNDS_MESSAGES = { noCard: 'Please enter the card details.' } as const;

/** The amount in cents, or the spec's message ('Charge Amount must be at least $3.99', …). */
function readAmount(text: string): { cents: number } | { message: string } {
  const parsed = parseMoneyToCents(text);
  if (!parsed.ok) return { message: parsed.message };
  const message = validateChargeAmount(parsed.cents);
  return message || parsed.cents === null ? { message: message ?? '' } : { cents: parsed.cents };
}

const schema = z.object({
  amount: z.string().superRefine((text, context) => {
    const amount = readAmount(text);
    if ('message' in amount) context.addIssue({ code: 'custom', message: amount.message });
  }),
  cardNumber: z.string(),
});
type AddFundsValues = z.infer<typeof schema>;

export interface AddFundsDialogViewProps {
  open: boolean;
  /** The amount to suggest (the shortfall of an order); the spec's 100.00 when absent. */
  suggestedCents?: number;
  onClose: () => void;
  onFunded: (transaction: FundedTransaction) => void;
  charge: (input: ChargeInput) => Promise<FundedTransaction>;
  createPayPalOrder: (amountCents: number) => Promise<string>;
  providers: readonly PaymentProviderConfig[];
  billingContact?: BillingContact;
}

/** Add Funds (spec part 1/2): an amount, then one of the configured ways to pay it. Its server calls come as props; AddFundsDialog.tsx connects them. */
export function AddFundsDialogView(props: AddFundsDialogViewProps) {
  const { open, suggestedCents, onClose, onFunded, charge, createPayPalOrder, providers } = props;
  const defaultAmount = formatCentsAsDecimal(suggestedCents ?? DEFAULT_CHARGE_CENTS);
  const { control, trigger, getValues, reset } = useForm<AddFundsValues>({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { amount: defaultAmount, cardNumber: '' },
  });
  const attempt = usePaymentAttempt(charge, onFunded);
  const { forgetAttempt } = attempt;
  const amountText = useWatch({ control, name: 'amount' });
  const amount = readAmount(amountText);
  const amountCents = 'cents' in amount ? amount.cents : null;

  useEffect(() => {
    if (open) reset({ amount: defaultAmount, cardNumber: '' });
  }, [open, defaultAmount, reset]);
  // Another amount is another payment: an open attempt of the old amount is not retried with it.
  useEffect(() => forgetAttempt(), [amountCents, forgetAttempt]);

  const confirmAmount = useCallback(() => trigger('amount'), [trigger]);
  const has = useMemo(() => new Set(providers.map((provider) => provider.partner)), [providers]);
  const square = providers.find((provider) => provider.partner === 'square');
  const paypal = providers.find((provider) => provider.partner === 'paypal');

  const payWithTestCard = () =>
    attempt.run(async () => {
      const valid = await trigger('amount');
      if (!valid || amountCents === null) return null;
      const digits = getValues('cardNumber').replace(/\D/g, '');
      if (!digits) return { refused: ADD_FUNDS_MESSAGES.noCard };
      return {
        amount: amountCents,
        chargeDesc: CHARGE_DESCRIPTION,
        paymentPartner: 'test',
        paymentSource: 'card',
        nonce: toTestCardNonce(digits),
        buyerId: null,
        orderId: null,
      };
    });

  const payLabel = amountCents === null ? 'Pay' : `Pay ${formatCents(amountCents)}`;
  return (
    <Dialog
      open={open}
      onClose={attempt.busy ? undefined : onClose}
      aria-labelledby="add-funds-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="add-funds-title">Add Funds</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="amount"
            label="Charge Amount"
            inputMode="decimal"
            disabled={attempt.busy}
          />
          <FormError
            message={attempt.error}
            action={
              attempt.retryable ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => void attempt.retry()}
                  disabled={attempt.busy}
                >
                  Try again
                </Button>
              ) : undefined
            }
          />
          {has.has('test') ? (
            <Box component="section" aria-label="Test card">
              <Typography variant="subtitle2" gutterBottom>
                Test card (no money moves)
              </Typography>
              <FormTextField
                control={control}
                name="cardNumber"
                label="Card number"
                inputMode="numeric"
                autoComplete="off"
                disabled={attempt.busy}
                helperText={`Test cards: ${TEST_CARDS.map((card) => `${card.number} (${card.outcome})`).join(', ')}`}
              />
              <Button
                variant="contained"
                onClick={() => void payWithTestCard()}
                disabled={attempt.busy}
                sx={{ mt: 1 }}
              >
                {payLabel}
              </Button>
            </Box>
          ) : null}
          {square ? (
            <Box component="section" aria-label="Card">
              {has.has('test') ? <Divider sx={{ mb: 2 }} /> : null}
              <Typography variant="subtitle2" gutterBottom>
                Card
              </Typography>
              <SquareCardForm
                config={square}
                amountCents={amountCents}
                billingContact={props.billingContact ?? {}}
                busy={attempt.busy}
                confirmAmount={confirmAmount}
                run={attempt.run}
              />
            </Box>
          ) : null}
          {paypal ? (
            <Box component="section" aria-label="PayPal">
              {has.size > 1 ? <Divider sx={{ mb: 2 }} /> : null}
              <Suspense fallback={<CircularProgress size={20} aria-label="Loading PayPal" />}>
                <PayPalCheckout
                  config={paypal}
                  amountCents={amountCents}
                  busy={attempt.busy}
                  createPayPalOrder={createPayPalOrder}
                  run={attempt.run}
                  fail={attempt.fail}
                />
              </Suspense>
            </Box>
          ) : null}
          {providers.length === 0 ? <FormError message="No payment method is configured." /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={attempt.busy}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
