import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { INTEGRATION_MESSAGES, type PartnerDefinition } from '@file1099/forms';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { AccountMappingStep } from './AccountMappingStep.tsx';
import { ImportProgressDialog, importRunKey } from './ImportProgressDialog.tsx';
import { startImport, type ImportRun } from './imports.api.ts';
import { createPartnerImport, fetchLastSync, lastSyncKey } from './partnerImport.api.ts';
import { PartnerSummaryStep } from './PartnerSummaryStep.tsx';
import { WaveImportStep } from './WaveImportStep.tsx';

/**
 * The wizard's partner steps after connecting (spec part 2 §2): map accounts, then the import summary
 * and Import, which prepares a run and starts the same import job as Excel; its questions are the
 * Excel import's, and the wizard's review follows when the job is done.
 */
export function PartnerImportSteps(props: {
  partner: PartnerDefinition;
  step: 'mapAccounts' | 'import';
  year: number;
  run: ImportRun | undefined;
  onStep: (step: 'mapAccounts' | 'import', runId?: number | null) => void;
  onBack: () => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const integration = useQuery({
    queryKey: lastSyncKey(props.partner.id),
    queryFn: () => fetchLastSync(props.partner.id),
  });
  if (integration.isPending) return <CircularProgress aria-label="Loading the connection" />;
  if (integration.isError) return <Alert severity="error">{getFailureMessage(integration.error)}</Alert>;
  if (!integration.data)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{INTEGRATION_MESSAGES.notConnected(props.partner.productName)}</Alert>
        <Stack direction="row">
          <Button onClick={props.onBack}>Back</Button>
        </Stack>
      </Stack>
    );
  const integrationId = integration.data.id;
  if (props.step === 'mapAccounts')
    return (
      <AccountMappingStep
        partner={props.partner.id}
        integrationId={integrationId}
        year={props.year}
        onBack={props.onBack}
        onSaved={() => props.onStep('import', null)}
      />
    );
  if (props.run)
    return (
      <Stack spacing={2}>
        {props.run.status === 'Failed' && <Alert severity="error">This import failed.</Alert>}
        <ImportProgressDialog run={props.run} />
      </Stack>
    );
  const runImport = async (include1099VendorsOnly: boolean) => {
    setBusy(true);
    try {
      const prepared = await createPartnerImport(integrationId, props.year, include1099VendorsOnly);
      const started = await startImport(prepared.id);
      queryClient.setQueryData(importRunKey(prepared.id), started);
      await queryClient.invalidateQueries({ queryKey: lastSyncKey(props.partner.id) });
      props.onStep('import', prepared.id);
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setBusy(false);
    }
  };
  if (props.partner.importType === 'vendors')
    return (
      <WaveImportStep
        busy={busy}
        onImportVendors={() => void runImport(false)}
        onBack={props.onBack}
        onEditMappings={() => props.onStep('mapAccounts', null)}
      />
    );
  return (
    <PartnerSummaryStep
      integrationId={integrationId}
      year={props.year}
      busy={busy}
      onImport={(only1099) => void runImport(only1099)}
      onBack={props.onBack}
      onEditMappings={() => props.onStep('mapAccounts', null)}
    />
  );
}
