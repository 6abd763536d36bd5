import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { getFailureMessage } from '../api/failure.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { fetchSubmitDrafts, submitDraftsQueryKey } from './submit.api.ts';
import { SubmitCheckout } from './SubmitCheckout.tsx';

/**
 * The end of the create-and-submit flow: the order for the year's drafts (the first page of 500, as the
 * submit review lists them), checked with validateFilings when the user pays, then Congratulations.
 */
export function CreateFlowCheckout(props: {
  step: 'reviewOrder' | 'submitted';
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const { year } = useFilingYear();
  const drafts = useQuery({
    queryKey: submitDraftsQueryKey(year, 0),
    queryFn: ({ signal }) => fetchSubmitDrafts(year, 0, signal),
    enabled: props.step === 'reviewOrder',
  });
  // Kept once known, so that the success step does not depend on the drafts (now submitted).
  const ids = useMemo(() => drafts.data?.filings.map((filing) => filing.id) ?? [], [drafts.data]);
  if (props.step === 'reviewOrder' && drafts.isPending) return <PageLoading label="Loading your drafts" />;
  if (drafts.isError) return <Alert severity="error">{getFailureMessage(drafts.error)}</Alert>;
  return (
    <SubmitCheckout
      step={props.step}
      filingIds={ids}
      validated={false}
      onBack={props.onBack}
      onSubmitted={props.onSubmitted}
      doneTo="/file1099/filings?tab=1"
    />
  );
}
