import { IMPORT_MESSAGES, type ImportResource, type ImportRun } from './imports.api.ts';
import type { ImportMethod, ImportStep, WizardFlow } from './wizardSteps.ts';

/** Where 'Enter manually', Cancel and Done lead for each resource. */
export const RESOURCE_PAGES: Record<ImportResource, string> = {
  filings: '/file1099/filings',
  payees: '/file1099/payees',
  payers: '/file1099/payer',
};

/** 'N records ready to import.', and how many of the file's rows are left out. */
export function readyMessage(run: Pick<ImportRun, 'readyCount' | 'recordCount'>): string {
  if (run.readyCount === 0) return IMPORT_MESSAGES.noData;
  const ready = `${run.readyCount} record${run.readyCount === 1 ? '' : 's'} ready to import.`;
  const leftOut = run.recordCount - run.readyCount;
  return leftOut > 0
    ? `${ready} ${leftOut} of the file's ${run.recordCount} rows ${leftOut === 1 ? 'is' : 'are'} left out (listed below).`
    : ready;
}

/** The wizard's query: resource, flow (only 'create' is written), method, step and run. */
export function wizardSearch(state: {
  resource: ImportResource;
  flow: WizardFlow;
  method: ImportMethod | null;
  step: ImportStep;
  runId: number | null;
}): URLSearchParams {
  const params = new URLSearchParams({ resource: state.resource });
  if (state.flow === 'create') params.set('flow', state.flow);
  if (state.method) params.set('method', state.method);
  params.set('step', state.step);
  if (state.runId !== null) params.set('runId', String(state.runId));
  return params;
}
