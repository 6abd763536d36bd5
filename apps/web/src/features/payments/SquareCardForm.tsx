import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Card, ChargeCardVerificationDetails } from '@square/web-sdk';
import { formatCents, formatCentsAsDecimal } from '@file1099/forms';
import type { BillingContact, PaymentProviderConfig } from './paymentTypes.ts';
import type { PreparedCharge } from './usePaymentAttempt.ts';
import { CHARGE_DESCRIPTION } from './paymentTypes.ts';

export const SQUARE_MESSAGES = {
  unavailable: 'The card form could not be loaded. Please try again later.',
  invalidCard: 'Please check the card details.',
  tokenizeFailed: 'The card could not be read. Please try again.',
} as const;

interface SquareCardFormProps {
  config: PaymentProviderConfig;
  /** The amount to pay, or null while the amount field is not valid. */
  amountCents: number | null;
  billingContact: BillingContact;
  busy: boolean;
  /** Checks the amount field (showing its message) and tells whether it is valid. */
  confirmAmount: () => Promise<boolean>;
  run: (prepare: () => Promise<PreparedCharge>) => Promise<void>;
}

/**
 * Square's card form (Web Payments SDK through `@square/web-sdk`, loaded only when this renders, i.e.
 * when Square is configured). The card fields live in Square's iframes: the page only ever sees the
 * token. Tokenising with the verification details (intent CHARGE, amount, USD, billing contact) runs
 * Square's buyer verification, and the token carries its result.
 */
export function SquareCardForm({
  config,
  amountCents,
  billingContact,
  busy,
  confirmAmount,
  run,
}: SquareCardFormProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const card = useRef<Card | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let attached: Card | null = null;
    void (async () => {
      try {
        const { payments } = await import('@square/web-sdk');
        const applicationId = config.applicationId ?? '';
        const overrides = config.scriptSrc ? { scriptSrc: config.scriptSrc } : undefined;
        const square = await payments(applicationId, config.locationId ?? undefined, overrides);
        if (!square || cancelled || !container.current) return;
        attached = await square.card();
        if (cancelled) return void attached.destroy();
        await attached.attach(container.current);
        card.current = attached;
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      card.current = null;
      void attached?.destroy().catch(() => undefined);
    };
  }, [config.applicationId, config.locationId, config.scriptSrc]);

  const pay = () =>
    run(async () => {
      if (!(await confirmAmount()) || amountCents === null) return null;
      const form = card.current;
      if (!form) return { refused: SQUARE_MESSAGES.unavailable };
      const verificationDetails: ChargeCardVerificationDetails = {
        amount: formatCentsAsDecimal(amountCents),
        currencyCode: 'USD',
        intent: 'CHARGE',
        billingContact,
        customerInitiated: true,
        sellerKeyedIn: false,
      };
      try {
        const result = await form.tokenize(verificationDetails);
        if (result.status === 'OK')
          return {
            amount: amountCents,
            chargeDesc: CHARGE_DESCRIPTION,
            paymentPartner: 'square',
            paymentSource: 'card',
            nonce: result.token,
            buyerId: null,
            orderId: null,
          };
        return {
          refused: result.status === 'Invalid' ? SQUARE_MESSAGES.invalidCard : SQUARE_MESSAGES.tokenizeFailed,
        };
      } catch {
        return { refused: SQUARE_MESSAGES.tokenizeFailed };
      }
    });

  return (
    <Box>
      {status === 'failed' ? <Alert severity="error">{SQUARE_MESSAGES.unavailable}</Alert> : null}
      <Box ref={container} data-testid="square-card-container" sx={{ minHeight: 90 }} />
      {status === 'loading' ? <CircularProgress size={20} aria-label="Loading the card form" /> : null}
      <Button
        variant="contained"
        onClick={() => void pay()}
        disabled={busy || status !== 'ready'}
        sx={{ mt: 1 }}
      >
        {amountCents === null ? 'Pay' : `Pay ${formatCents(amountCents)}`}
      </Button>
    </Box>
  );
}
