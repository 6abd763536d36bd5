import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DraftsReview } from '../filings/FilingsPage.tsx';
import { PayeesPanel } from '../payees/PayeesPage.tsx';
import { fetchPayeeCount, payeeCountQueryKey } from '../payees/payees.api.ts';
import { PayerReview, usePayerReadiness } from '../payer/PayerPage.tsx';
import { IMPORT_MESSAGES } from './imports.api.ts';
import type { ImportStep } from './wizardSteps.ts';

type ReviewStepKey = Extract<ImportStep, 'reviewPayer' | 'reviewPayees' | 'reviewFilings'>;

const REVIEW_TEXT: Record<ReviewStepKey, { title: string; text: string }> = {
  reviewPayer: {
    title: 'Review the payer',
    text: 'The business or person paying, printed on every 1099. Check the name, TIN and address.',
  },
  reviewPayees: {
    title: 'Review your payees',
    text: 'The people and businesses you paid. Fix a name, TIN or address here before you file.',
  },
  reviewFilings: {
    title: 'Review your filings',
    text: 'Your draft 1099s for this year. Add one with Add Filing, or open a draft to change its amounts.',
  },
};

/** One review step of the create-and-submit flow (spec part 2 §2): payer, payees or filings. */
export function ReviewStep(props: {
  step: ReviewStepKey;
  last: boolean;
  onBack: () => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const { step } = props;
  const payer = usePayerReadiness();
  const payeeCount = useQuery({
    queryKey: payeeCountQueryKey,
    queryFn: ({ signal }) => fetchPayeeCount(signal),
    enabled: step === 'reviewPayees',
  });
  const [blocked, setBlocked] = useState<string | null>(null);
  // What holds this step back, if anything: an incomplete payer, or no payee yet.
  const holdBack =
    step === 'reviewPayer' && !payer.ready
      ? IMPORT_MESSAGES.payerNotReady
      : step === 'reviewPayees' && payeeCount.data === 0
        ? IMPORT_MESSAGES.noPayees
        : null;
  const checking =
    (step === 'reviewPayer' && (payer.payer.isLoading || payer.check.isLoading)) ||
    (step === 'reviewPayees' && payeeCount.isLoading);
  const next = () => {
    if (holdBack) {
      setBlocked(holdBack);
      return;
    }
    props.onNext();
  };
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h2">
          {REVIEW_TEXT[step].title}
        </Typography>
        <Typography color="text.secondary">{REVIEW_TEXT[step].text}</Typography>
      </div>
      {step === 'reviewPayer' && <PayerReview />}
      {step === 'reviewPayees' && <PayeesPanel inSubmitFlow />}
      {step === 'reviewFilings' && <DraftsReview />}
      {blocked && blocked === holdBack && <Alert severity="error">{blocked}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack}>Back</Button>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" disabled={checking} onClick={next}>
          {props.last ? 'Finish' : 'Next'}
        </Button>
      </Stack>
    </Stack>
  );
}
