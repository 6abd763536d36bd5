import { useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getSeasonCalendar } from '@file1099/forms';
import { ApiError } from '../api/apiClient.ts';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { useAddFunds } from '../billing/useAddFunds.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { Congratulations, type SubmissionSummary } from './Congratulations.tsx';
import { OrderServices } from './OrderServices.tsx';
import { OrderStep } from './OrderStep.tsx';
import { fetchSubmissionInvoice, submissionInvoiceQueryKey, submitFilings } from './submit.api.ts';
import { SUBMIT_MESSAGES } from './submitRules.ts';
import { useValidationGate } from './useValidationGate.tsx';

/** The server's refusal (CONFLICT) when its total differs from the one shown: nothing was charged. */
export function isTotalChanged(error: unknown): boolean {
  return error instanceof ApiError && error.message.startsWith('The order total changed');
}

export interface SubmitCheckoutProps {
  step: 'reviewOrder' | 'submitted';
  filingIds: readonly number[];
  /** The filings passed `validateFilings` in an earlier step; otherwise Pay checks them first. */
  validated: boolean;
  onBack: () => void;
  onSubmitted: () => void;
  /** Where 'submitted' goes when there is no submission to show (a reload of the success page). */
  doneTo: string;
}

/**
 * The last two steps of the submit wizard, shared by the Filings page's wizard and the create flow:
 * 'Review order and Pay' with the server's invoice, then Congratulations. `submitFilings` carries the
 * total shown; when the server's differs, the new invoice is shown and nothing is charged. A second
 * click while a submission is on its way does nothing.
 */
export function SubmitCheckout(props: SubmitCheckoutProps) {
  const { filingIds } = props;
  const queryClient = useQueryClient();
  const { season } = useAppConfig();
  const { user } = useSession();
  const addFunds = useAddFunds();
  const gate = useValidationGate();
  const calendar = useMemo(() => getSeasonCalendar(season, new Date()), [season]);
  const [summary, setSummary] = useState<SubmissionSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** The order last submitted: a click that lands before the page moves on sends nothing. */
  const submittedOrder = useRef<string | null>(null);
  const order = useQuery({
    queryKey: submissionInvoiceQueryKey(filingIds),
    queryFn: ({ signal }) => fetchSubmissionInvoice(filingIds, signal),
    enabled: props.step === 'reviewOrder' && filingIds.length > 0,
    staleTime: 0,
  });

  if (props.step === 'submitted') {
    if (!summary) return <Navigate replace to={props.doneTo} />;
    return <Congratulations summary={summary} calendar={calendar} />;
  }

  const submit = async (expectedTotal: number) => {
    const orderKey = filingIds.join(',');
    if (inFlight.current || submittedOrder.current === orderKey) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (!props.validated && !(await gate.check(filingIds))) return;
      const result = await submitFilings(filingIds, expectedTotal);
      setSummary({
        submittedCount: result.submittedFilingIds.length,
        alreadySubmittedCount: result.alreadySubmittedFilingIds.length,
        invoice: result.invoice,
        availableCents: result.availableCredits,
      });
      void queryClient.invalidateQueries({ queryKey: ['filings'] });
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
      submittedOrder.current = orderKey;
      props.onSubmitted();
    } catch (caught) {
      if (isTotalChanged(caught)) {
        setNotice(`${getFailureMessage(caught)} ${SUBMIT_MESSAGES.totalChanged}`);
        await order.refetch();
      } else setError(getFailureMessage(caught, SUBMIT_MESSAGES.submitFailed));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (filingIds.length === 0) return <Alert severity="error">{SUBMIT_MESSAGES.selectAtLeastOne}</Alert>;
  if (order.isPending) return <PageLoading label="Loading the order" />;
  if (order.isError)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{getFailureMessage(order.error)}</Alert>
        <Stack direction="row">
          <Button onClick={props.onBack}>Back</Button>
        </Stack>
      </Stack>
    );
  return (
    <>
      <OrderStep
        invoice={order.data.invoice}
        availableCents={order.data.availableCredits}
        emailConfirmed={user?.isEmailConfirmed === true}
        calendar={calendar}
        services={<OrderServices filingIds={filingIds} onSaved={() => void order.refetch()} />}
        notice={notice}
        error={error ?? gate.message}
        busy={busy || order.isFetching}
        onAddFunds={(suggestedCents) => addFunds.open({ suggestedCents })}
        onSubmit={(total) => void submit(total)}
        onBack={props.onBack}
      />
      {gate.dialog}
      {addFunds.dialog}
    </>
  );
}
