import { useCallback, useRef, useState } from 'react';
import { ApiError, getErrorMessage } from '../api/apiClient.ts';
import { newIdempotencyKey, type ChargeInput, type FundedTransaction } from './paymentTypes.ts';

export interface PaymentAttemptState {
  busy: boolean;
  error: string | null;
  /** A charge whose outcome is not known: "Try again" resends it with the same key. */
  retryable: boolean;
}

/** What a form hands over to pay: the charge without its key, or a message why it can not. */
export type PreparedCharge = ChargeInput | Omit<ChargeInput, 'idempotencyKey'> | { refused: string } | null;

/**
 * One payment attempt at a time. Each attempt gets one idempotency key; a retry of the same attempt
 * (after a time-out or a lost answer: the server says CONFLICT, or no answer came) sends the same key
 * and token again, so the provider answers with the first outcome and the server credits once. While
 * a form tokenises the card or a charge is in flight, another click does nothing: the guard is a ref
 * set before the first await, so two clicks in one frame still send one charge.
 */
export function usePaymentAttempt(
  charge: (input: ChargeInput) => Promise<FundedTransaction>,
  onFunded: (transaction: FundedTransaction) => void,
) {
  const inFlight = useRef(false);
  const openAttempt = useRef<ChargeInput | null>(null);
  const [state, setState] = useState<PaymentAttemptState>({ busy: false, error: null, retryable: false });

  const send = useCallback(
    async (input: ChargeInput) => {
      openAttempt.current = input;
      try {
        const transaction = await charge(input);
        openAttempt.current = null;
        setState({ busy: false, error: null, retryable: false });
        onFunded(transaction);
      } catch (error) {
        const retryable =
          !(error instanceof ApiError) ||
          error.code === 'CONFLICT' ||
          error.status === 0 ||
          error.status >= 500;
        if (!retryable) openAttempt.current = null;
        setState({ busy: false, error: getErrorMessage(error), retryable });
      }
    },
    [charge, onFunded],
  );

  /** Runs one payment: `prepare` tokenises (or reads the card number), then the charge is sent. */
  const run = useCallback(
    async (prepare: () => Promise<PreparedCharge> | PreparedCharge) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ busy: true, error: null, retryable: false });
      try {
        const open = openAttempt.current;
        // The last card charge's outcome is open: resend it as it was, never a second payment beside it.
        const prepared = open && open.paymentPartner !== 'paypal' ? open : await prepare();
        if (prepared === null || 'refused' in prepared) {
          setState({ busy: false, error: prepared?.refused ?? null, retryable: false });
          return;
        }
        if ('idempotencyKey' in prepared) await send(prepared);
        // The same PayPal order again: the same capture request.
        else if (open && open.orderId !== null && open.orderId === prepared.orderId) await send(open);
        else await send({ ...prepared, idempotencyKey: newIdempotencyKey() });
      } catch (error) {
        setState({ busy: false, error: getErrorMessage(error), retryable: false });
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );

  /** "Try again" after an open outcome: the same attempt, the same key. */
  const retry = useCallback(() => {
    const open = openAttempt.current;
    return open ? run(() => open) : Promise.resolve();
  }, [run]);

  /** The amount changed: an open attempt of another amount is not the same payment any more. */
  const forgetAttempt = useCallback(() => {
    if (!inFlight.current) openAttempt.current = null;
  }, []);

  const fail = useCallback(
    (message: string) => setState({ busy: false, error: message, retryable: false }),
    [],
  );

  return { ...state, run, retry, fail, forgetAttempt };
}
