import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { W9_MESSAGES } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { toW9FormValues, type W9FormValues } from './w9Form.ts';
import { W9FormStep } from './W9FormStep.tsx';
import { saveW9Request, signW9Request, type W9PortalRequest } from './w9Portal.api.ts';
import { W9SignStep } from './W9SignStep.tsx';

const STEPS = ['Entity type', 'W-9 form', 'E-Sign'];

/**
 * The wizard (spec part 1 §4): entity type, then the W-9 form, then the signature; Back from steps 2
 * and 3, no skipping, Cancel closes it. Each step is saved, so a payee who leaves finds their answers.
 */
export function W9Wizard({
  request,
  onCancel,
  onDone,
}: {
  request: W9PortalRequest;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState(0);
  const [current, setCurrent] = useState(request);
  const [entityType, setEntityType] = useState<'Individual' | 'Business' | null>(request.entityType);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, fallback?: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(getFailureMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  };

  const chooseType = () => {
    if (!entityType) {
      setError(W9_MESSAGES.entityType);
      return;
    }
    void run(async () => {
      setCurrent(await saveW9Request({ ...current, id: request.id, entityType, draft: true }));
      setStep(1);
    });
  };
  const saveForm = (values: W9FormValues) =>
    void run(async () => {
      setCurrent(await saveW9Request({ ...values, id: request.id }));
      setStep(2);
    });
  const sign = (signature: string) =>
    void run(async () => {
      await signW9Request(request.id, signature);
      onDone();
    }, W9_MESSAGES.uploadFailed);

  const formValues = { ...toW9FormValues(current), entityType: entityType ?? 'Individual' };
  const signerName =
    formValues.entityType === 'Business'
      ? formValues.businessName
      : [formValues.firstName, formValues.lastName].filter(Boolean).join(' ');

  return (
    <Stack spacing={2}>
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <Stack spacing={2}>
          <Typography>How do you do business?</Typography>
          {(['Individual', 'Business'] as const).map((type) => (
            <Card
              key={type}
              variant="outlined"
              sx={{
                borderColor: entityType === type ? 'primary.main' : undefined,
                borderWidth: entityType === type ? 2 : 1,
              }}
            >
              <CardActionArea onClick={() => setEntityType(type)} aria-pressed={entityType === type}>
                <CardContent>
                  <Typography variant="h6">{type}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {type === 'Individual'
                      ? 'You work for yourself under your own name and SSN (or ITIN).'
                      : 'A corporation, partnership, LLC, trust or estate, or a sole proprietor with an EIN.'}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={chooseType} disabled={busy}>
              Next
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 1 && (
        <W9FormStep
          values={formValues}
          initialTin={current.tin}
          busy={busy}
          error={error}
          onBack={() => setStep(0)}
          onSubmit={saveForm}
        />
      )}
      {step === 2 && (
        <W9SignStep
          signerName={signerName}
          busy={busy}
          error={error}
          onBack={() => setStep(1)}
          onSign={sign}
        />
      )}
    </Stack>
  );
}
