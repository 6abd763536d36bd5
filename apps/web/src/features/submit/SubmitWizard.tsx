import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PayerReview, usePayerReadiness } from '../payer/PayerPage.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { FilingsReviewStep } from './FilingsReviewStep.tsx';
import { SubmitCheckout } from './SubmitCheckout.tsx';
import { SUBMIT_STEP_LABELS, SUBMIT_STEPS, type SubmitStep } from './submitSteps.ts';
import { useValidationGate } from './useValidationGate.tsx';

const PAYER_NOT_READY = 'Complete the payer info before you submit: each filing carries it to the IRS.';

/**
 * 'Review & Submit Filings' (spec part 2 §2 Submit wizard, §4 submission flow), a full-screen trowser
 * of the Filings page (`?trowser=submit&step=…`): review payer, review filings (validated on Next),
 * Review order and Pay, and the Congratulations page.
 */
export function SubmitWizard(props: {
  step: SubmitStep;
  initialIds: Set<number> | null;
  onStep: (step: SubmitStep) => void;
  onClose: () => void;
}) {
  const { year, label } = useFilingYear();
  const payer = usePayerReadiness();
  const gate = useValidationGate();
  const [selection, setSelection] = useState<ReadonlySet<number> | null>(props.initialIds);
  const [validated, setValidated] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  // The order needs a selection: a reload there starts again from the filing review.
  const step = props.step === 'reviewOrder' && selection === null ? 'reviewFilings' : props.step;
  const ids = [...(selection ?? [])];

  const next = async () => {
    setBlocked(null);
    if (step === 'reviewPayer') {
      if (!payer.ready) setBlocked(PAYER_NOT_READY);
      else props.onStep('reviewFilings');
    } else if (step === 'reviewFilings' && (await gate.check(ids))) {
      setValidated(true);
      props.onStep('reviewOrder');
    }
  };

  return (
    <Dialog open fullScreen onClose={props.onClose} aria-labelledby="submit-wizard-title">
      <Toolbar sx={{ borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Typography id="submit-wizard-title" variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          Review &amp; Submit Filings · {label}
        </Typography>
        <IconButton aria-label="Close" onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack spacing={3}>
          <Stepper activeStep={SUBMIT_STEPS.indexOf(step)} aria-label="Steps">
            {SUBMIT_STEPS.map((entry) => (
              <Step key={entry}>
                <StepLabel>{SUBMIT_STEP_LABELS[entry]}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 'reviewPayer' && <PayerReview />}
          {step === 'reviewFilings' && (
            <FilingsReviewStep
              year={year}
              selection={selection}
              onSelectionChange={(nextIds) => {
                setSelection(nextIds);
                setValidated(false);
              }}
              checks={gate.checks}
              message={gate.message}
            />
          )}
          {(step === 'reviewPayer' || step === 'reviewFilings') && (
            <>
              {blocked && <Alert severity="error">{blocked}</Alert>}
              <Box>
                <Stack direction="row" spacing={1}>
                  {step === 'reviewFilings' && (
                    <Button onClick={() => props.onStep('reviewPayer')}>Back</Button>
                  )}
                  <Button onClick={props.onClose}>Cancel</Button>
                  <Button variant="contained" disabled={gate.checking} onClick={() => void next()}>
                    Next
                  </Button>
                </Stack>
              </Box>
            </>
          )}
          {(step === 'reviewOrder' || step === 'submitted') && (
            <SubmitCheckout
              step={step}
              filingIds={ids}
              validated={validated}
              onBack={() => props.onStep('reviewFilings')}
              onSubmitted={() => props.onStep('submitted')}
              doneTo="/file1099/filings?tab=1"
            />
          )}
        </Stack>
      </Container>
      {gate.dialog}
    </Dialog>
  );
}
