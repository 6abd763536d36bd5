import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Grid, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { ApiError } from '../api/apiClient.ts';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { findPartnerByPath } from '@file1099/forms';
import { INTEGRATION_PARTNERS } from '../pages/integrationPartners.ts';
import { PartnerConnectPanel } from '../integrations/PartnerConnectPanel.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { CreateFlowCheckout } from '../submit/CreateFlowCheckout.tsx';
import { EmptyImportAlert } from './EmptyImportAlert.tsx';
import { ImportDropzone } from './ImportDropzone.tsx';
import { ImportProgressDialog, importRunKey, useImportRun } from './ImportProgressDialog.tsx';
import { ImportReview } from './ImportReview.tsx';
import { MethodCard } from './MethodCard.tsx';
import { PartnerImportSteps } from './PartnerImportSteps.tsx';
import { PrepareStep } from './PrepareStep.tsx';
import { ProblemTable } from './ProblemTable.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import {
  cancelImport,
  IMPORT_MESSAGES,
  readImportResource,
  startImport,
  uploadImportFile,
} from './imports.api.ts';
import {
  getWizardSteps,
  isPartnerMethod,
  readFlow,
  readMethod,
  readStep,
  STEP_LABELS,
  type ImportMethod,
  type ImportStep,
} from './wizardSteps.ts';
import { readyMessage, RESOURCE_PAGES, wizardSearch } from './wizardState.ts';

/**
 * /file1099/import?resource=filings|payees|payers&step=…&runId=… (spec part 2 §2 'Import wizard').
 * With `flow=create` it is the create-and-submit flow: after the import (or straight after 'Enter
 * manually') the user reviews the payer, the payees and the filings.
 */
export function ImportWizardPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { year, years, setYear } = useFilingYear();
  const flow = readFlow(search.get('flow'));
  const resource = flow === 'create' ? 'filings' : readImportResource(search.get('resource'));
  const step = readStep(search.get('step'));
  const chosenMethod = readMethod(search.get('method'));
  const runIdText = search.get('runId');
  const runId = runIdText && /^\d+$/.test(runIdText) ? Number(runIdText) : null;
  const [method, setMethod] = useState<ImportMethod | null>(chosenMethod);
  const [methodError, setMethodError] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [otherYear, setOtherYear] = useState<{ file: File; year: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useImportRun(runId);
  const runData = run.data;
  const steps = getWizardSteps(flow, step === 'importMethod' ? method : chosenMethod);
  const stepIndex = Math.max(0, steps.indexOf(step));

  const go = (
    next: ImportStep,
    nextRunId: number | null = runId,
    nextMethod: ImportMethod | null = chosenMethod,
  ) => setSearch(wizardSearch({ resource, flow, method: nextMethod, step: next, runId: nextRunId }));
  const leave = () => void navigate(RESOURCE_PAGES[resource]);
  const back = () => {
    const previous = steps[stepIndex - 1];
    if (previous) go(previous, previous === 'prepare' || previous === 'import' ? null : runId);
  };
  const forward = () => {
    const next = steps[stepIndex + 1];
    if (next) go(next);
    else leave();
  };

  // A finished job moves the wizard on to the review.
  const status = runData?.status;
  useEffect(() => {
    if (step === 'import' && (status === 'Processed' || status === 'Aborted'))
      setSearch(wizardSearch({ resource, flow, method: chosenMethod, step: 'review', runId }));
  }, [step, status, resource, flow, chosenMethod, runId, setSearch]);

  const title = flow === 'create' ? `Prepare your ${year} 1099s` : `Import ${resource}`;

  const continueFromMethod = () => {
    if (method === null) {
      setMethodError(true);
      return;
    }
    if (method === 'manual' && flow === 'import') leave();
    else go(getWizardSteps(flow, method)[1] ?? 'prepare', null, method);
  };
  // The method step is optional: skipping it imports from Excel, or enters manually in the create flow.
  const skipMethod = () => {
    const skipped: ImportMethod = flow === 'create' ? 'manual' : 'excel';
    go(getWizardSteps(flow, skipped)[1] ?? 'prepare', null, skipped);
  };

  const upload = async (file: File, filingYear = year) => {
    setBusy(true);
    setRefusal(null);
    setOtherYear(null);
    try {
      const result = await uploadImportFile(file, resource, filingYear);
      await queryClient.invalidateQueries({ queryKey: importRunKey(result.id) });
      go('import', result.id);
    } catch (error) {
      setRefusal(getFailureMessage(error));
      // Another season's template: offer that season, when the app has it.
      const templateYear = error instanceof ApiError ? error.details.templateYear : undefined;
      if (typeof templateYear === 'number' && years.includes(templateYear))
        setOtherYear({ file, year: templateYear });
    } finally {
      setBusy(false);
    }
  };
  const importIntoOtherYear = () => {
    if (!otherYear) return;
    setYear(otherYear.year);
    void upload(otherYear.file, otherYear.year);
  };

  const start = async () => {
    if (runId === null || !runData) {
      setRefusal(IMPORT_MESSAGES.chooseFile);
      return;
    }
    if (runData.readyCount === 0) {
      setRefusal(IMPORT_MESSAGES.noData);
      return;
    }
    setBusy(true);
    try {
      const next = await startImport(runId);
      queryClient.setQueryData(importRunKey(runId), next);
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (
      runId !== null &&
      runData &&
      !['Processed', 'Aborted', 'Cancelled', 'Failed'].includes(runData.status)
    ) {
      try {
        await cancelImport(runId);
      } catch (error) {
        notifyFailure(notify, error);
      }
    }
    leave();
  };

  const partners = Object.entries(INTEGRATION_PARTNERS);
  const chosenPartner = isPartnerMethod(chosenMethod) ? findPartnerByPath(chosenMethod) : null;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stepper activeStep={stepIndex} aria-label="Steps">
        {steps.map((entry) => (
          <Step key={entry}>
            <StepLabel optional={entry === 'importMethod' ? 'Optional' : undefined}>
              {STEP_LABELS[entry]}
            </StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 'importMethod' && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            How would you like to create your {resource}?
          </Typography>
          {methodError && <Alert severity="error">{IMPORT_MESSAGES.chooseMethod}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MethodCard
                title="Enter manually"
                text="Type your data in, one record at a time."
                selected={method === 'manual'}
                onClick={() => {
                  setMethod('manual');
                  setMethodError(false);
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MethodCard
                title="Import from Excel"
                text="Fill in our template and upload it."
                selected={method === 'excel'}
                onClick={() => {
                  setMethod('excel');
                  setMethodError(false);
                }}
              />
            </Grid>
            {partners.map(([key, name]) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                {isPartnerMethod(key) ? (
                  <MethodCard
                    title={name}
                    text={`Connect your ${name} ${findPartnerByPath(key)?.organisationTerm ?? 'company'}.`}
                    selected={method === key}
                    onClick={() => {
                      setMethod(key);
                      setMethodError(false);
                    }}
                  />
                ) : (
                  <MethodCard title={name} text="Coming soon" disabled />
                )}
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1}>
            <Button onClick={leave}>Cancel</Button>
            <Button onClick={skipMethod}>Skip</Button>
            <Button variant="contained" onClick={continueFromMethod}>
              Continue
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 'prepare' && (
        <Stack spacing={2}>
          {chosenPartner ? (
            <>
              <PartnerConnectPanel
                partner={chosenPartner.id}
                productName={chosenPartner.productName}
                connectPath={chosenPartner.connectPath}
              />
            </>
          ) : (
            <PrepareStep resource={resource} year={year} />
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={back}>Back</Button>
            <Button onClick={leave}>Cancel</Button>
            <Button variant="contained" onClick={() => go(chosenPartner ? 'mapAccounts' : 'import', null)}>
              Next
            </Button>
          </Stack>
        </Stack>
      )}

      {chosenPartner && (step === 'mapAccounts' || step === 'import') && (
        <PartnerImportSteps
          partner={chosenPartner}
          step={step}
          year={year}
          run={runData}
          onStep={(next, nextRunId) => go(next, nextRunId ?? null)}
          onBack={back}
        />
      )}

      {step === 'import' && !chosenPartner && (
        <Stack spacing={2}>
          <ImportDropzone
            disabled={busy || (runData !== undefined && runData.status !== 'Parsed')}
            onFile={(file) => void upload(file)}
            onReject={setRefusal}
          />
          {refusal === IMPORT_MESSAGES.noData ? (
            <EmptyImportAlert />
          ) : (
            refusal && (
              <Alert
                severity="error"
                action={
                  otherYear && (
                    <Button color="inherit" size="small" onClick={importIntoOtherYear} disabled={busy}>
                      Import into {otherYear.year}
                    </Button>
                  )
                }
              >
                {refusal}
              </Alert>
            )
          )}
          {runData && (
            <>
              {runData.readyCount > 0 ? (
                <Alert severity="info">{readyMessage(runData)}</Alert>
              ) : (
                <EmptyImportAlert severity="warning" />
              )}
              {runData.status === 'Cancelled' && <Alert severity="warning">This import was cancelled.</Alert>}
              {runData.status === 'Failed' && <Alert severity="error">This import failed.</Alert>}
              <ProblemTable label="Rejected rows" rows={runData.problems} />
              <ProblemTable label="Skipped rows" rows={runData.skipped} />
              <ImportProgressDialog run={runData} />
            </>
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={back}>Back</Button>
            <Button onClick={() => void cancel()}>Cancel</Button>
            <Button
              variant="contained"
              disabled={busy || (runData !== undefined && runData.status !== 'Parsed')}
              onClick={() => void start()}
            >
              Continue
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 'review' && (
        <Stack spacing={2}>
          {runData ? <ImportReview run={runData} resource={resource} /> : <EmptyImportAlert />}
          <Stack direction="row" spacing={1}>
            <Button onClick={back}>Back</Button>
            <Button variant="contained" onClick={forward}>
              {flow === 'create' ? 'Next' : 'Done'}
            </Button>
          </Stack>
        </Stack>
      )}

      {(step === 'reviewPayer' || step === 'reviewPayees' || step === 'reviewFilings') && (
        <ReviewStep
          key={step}
          step={step}
          last={stepIndex === steps.length - 1}
          onBack={back}
          onNext={forward}
          onCancel={leave}
        />
      )}

      {(step === 'reviewOrder' || step === 'submitted') && (
        <CreateFlowCheckout step={step} onBack={back} onSubmitted={() => go('submitted')} />
      )}
    </Stack>
  );
}
