import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { type GridRowSelectionModel } from '@mui/x-data-grid';
import { FILING_TABS, canCorrectFiling, canMoveFilingToDraft, isFilingStatus } from '@file1099/forms';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { ConfirmDialog } from '../form-kit/ConfirmDialog.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { isFirmShell } from '../session/access.ts';
import { useSession } from '../session/useSession.ts';
import { StateFilingsDownloadDialog } from '../state-filing/StateFilingsDownloadDialog.tsx';
import { readSubmitIds, readSubmitStep } from '../submit/submitSteps.ts';
import { SubmitWizard } from '../submit/SubmitWizard.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { copyActionsFor } from '../documents/documents.api.ts';
import { DownloadCopiesMenu } from '../documents/DownloadCopiesMenu.tsx';
import { CorrectionDialog } from './CorrectionDialog.tsx';
import {
  getBoxColumns,
  getDraftColumns,
  getDraftHideOrder,
  getSentColumns,
  SENT_HIDE_ORDER,
  toGridRows,
  type FilingGridRow,
} from './filingColumns.tsx';
import {
  deleteFilings,
  fetchFilings,
  filingsQueryKey,
  moveFilingsToDraft,
  type CorrectionKind,
  type Filing,
} from './filings.api.ts';
import { FilingsGrid } from './FilingsGrid.tsx';
import { FilingTabs } from './FilingTabs.tsx';
import {
  FILINGS_PAGE_SIZE,
  getTabStatuses,
  getTrowserFilingId,
  readFilingsSearch,
  writeFilingsSearch,
  ZERO_STATES,
  type FilingsSearch,
} from './filingsSearch.ts';
import { FilingTrowser } from './FilingTrowser.tsx';
import { getServiceColumns } from './serviceColumns.tsx';
import { useFilingServices } from './useFilingServices.ts';

export const FILINGS_MESSAGES = {
  deleteOneFailed: 'Failed to delete filing',
  deleteManyFailed: 'Failed to delete filings',
  selectToCorrect:
    "Select one filing that was filed with the IRS or accepted, then click 'Create a correction'.",
} as const;

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

interface FilingsListProps {
  tab: FilingsSearch['tab'];
  year: number;
  open: (next: Partial<FilingsSearch>) => void;
  /** 'review': the drafts step of the create-and-submit flow, with only Delete drafts and Add Filing. */
  variant?: 'page' | 'review';
}

function FilingsList({ tab, year, open, variant = 'page' }: FilingsListProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const copyActions = copyActionsFor(tab, user?.isSuperAdmin === true);
  const [page, setPage] = useState(0);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [deleting, setDeleting] = useState<Filing[] | null>(null);
  const [correcting, setCorrecting] = useState<Filing | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useMemo(
    () => ({
      filingStatuses: getTabStatuses(tab),
      filingYear: year,
      pageSize: FILINGS_PAGE_SIZE,
      pageNumber: page,
    }),
    [tab, year, page],
  );
  const queryKey = useMemo(() => filingsQueryKey(input), [input]);
  const tinMatchEnabled = useAppConfig().features.tinMatch;
  const services = useFilingServices(queryKey, tinMatchEnabled);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchFilings(input, signal),
    placeholderData: keepPreviousData,
    // Asked again on every visit to the tab: statuses move on the server.
    staleTime: 0,
  });
  const filings = useMemo(() => list.data?.filings ?? [], [list.data]);
  const selected = filings.filter((filing) => selection.ids.has(filing.id));
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: ['filings'] }), [queryClient]);

  const moveToDraft = useCallback(
    async (targets: Filing[]) => {
      try {
        const moved = await moveFilingsToDraft(targets.map((filing) => filing.id));
        notify(`Moved ${moved} ${moved === 1 ? 'filing' : 'filings'} to Drafts`, { severity: 'success' });
        setSelection(NO_SELECTION);
        await refresh();
      } catch (caught) {
        notifyFailure(notify, caught);
      }
    },
    [notify, refresh],
  );

  const { columns, hideOrder } = useMemo(() => {
    if (tab === 0) {
      const boxColumns = getBoxColumns(list.data?.totals.boxTotalsCents ?? {}, year);
      return {
        columns: getDraftColumns({
          boxColumns,
          showAddress: user?.parentDomainId !== null && user?.parentDomainId !== undefined,
          actions: {
            onEdit: (filing) => open({ tab: 0, trowser: 'filing', params: { id: filing.id } }),
            onDelete: (filing) => setDeleting([filing]),
          },
          serviceColumns: getServiceColumns({
            filings,
            tinMatchEnabled,
            onToggle: services.onToggle,
            onToggleAll: (service, selected) => services.onToggleAll(filings, service, selected),
          }),
        }),
        hideOrder: getDraftHideOrder(boxColumns),
      };
    }
    return {
      columns: getSentColumns({
        onCorrect: (filing) => setCorrecting(filing),
        onMoveToDraft: (filing) => void moveToDraft([filing]),
      }),
      hideOrder: SENT_HIDE_ORDER,
    };
  }, [tab, list.data, year, user, open, moveToDraft, filings, tinMatchEnabled, services]);

  const rows: FilingGridRow[] = useMemo(
    () => toGridRows(filings, tab === 0 ? (list.data?.totals ?? null) : null),
    [filings, tab, list.data],
  );

  const correctSelected = () => {
    const [filing] = selected;
    if (selected.length === 1 && filing && isFilingStatus(filing.status) && canCorrectFiling(filing.status)) {
      setCorrecting(filing);
    } else {
      notify(FILINGS_MESSAGES.selectToCorrect, { severity: 'info' });
    }
  };

  const onCorrectionCreated = (corrections: Filing[], kind: CorrectionKind) => {
    setCorrecting(null);
    void refresh();
    const target =
      kind === 'TwoStep' ? corrections.find((filing) => filing.correctionType === 'Second') : corrections[0];
    notify(
      kind === 'TwoStep'
        ? 'Created a First correction with zero amounts and a Second correction to complete.'
        : 'Created a First correction. Enter the right amounts and save it.',
      { severity: 'success' },
    );
    if (target) open({ tab: 0, trowser: 'filing', params: { id: target.id } });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteFilings(deleting.map((filing) => filing.id));
      notify(deleting.length === 1 ? 'Deleted the filing' : `Deleted ${deleting.length} filings`, {
        severity: 'success',
      });
      setSelection(NO_SELECTION);
      await refresh();
    } catch (caught) {
      const failed =
        deleting.length === 1 ? FILINGS_MESSAGES.deleteOneFailed : FILINGS_MESSAGES.deleteManyFailed;
      notifyFailure(notify, caught, { prefix: failed });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const rejected = selected.filter(
    (filing) => isFilingStatus(filing.status) && canMoveFilingToDraft(filing.status),
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {variant === 'page' && (
          <>
            <Button component={RouterLink} to="/file1099/import?resource=filings">
              Import Filings
            </Button>
            <Button onClick={() => open({ tab, trowser: 'selfefile' })}>
              Download Self eFile Transmissions
            </Button>
            <Button onClick={correctSelected}>Create a correction</Button>
          </>
        )}
        {tab === 0 && (
          <Button
            startIcon={<DeleteIcon />}
            disabled={selected.length === 0}
            onClick={() => setDeleting(selected)}
          >
            Delete drafts
          </Button>
        )}
        {tab === 1 && (
          <Button disabled={rejected.length === 0} onClick={() => void moveToDraft(rejected)}>
            Move to Draft Mode
          </Button>
        )}
        {variant === 'page' && copyActions.length > 0 && (
          <DownloadCopiesMenu filingIds={selected.map((filing) => filing.id)} actions={copyActions} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => open({ tab: 0, trowser: 'filing' })}
        >
          Add Filing
        </Button>
        {variant === 'page' && (
          <Button
            variant="contained"
            onClick={() =>
              open({
                tab,
                trowser: 'submit',
                params: selected.length > 0 ? { ids: selected.map((filing) => filing.id) } : {},
              })
            }
          >
            Review &amp; Submit Filings
          </Button>
        )}
      </Stack>
      {list.isError && <Alert severity="error">{getFailureMessage(list.error)}</Alert>}
      <FilingsGrid
        label={`${FILING_TABS[tab].label} filings`}
        gridId={tab === 0 ? 'filings.drafts' : 'filings.sent'}
        hideOrder={hideOrder}
        rows={rows}
        columns={columns}
        loading={list.isFetching}
        totalCount={list.data?.pageMetadata.totalCount ?? 0}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setSelection(NO_SELECTION);
        }}
        selection={selection}
        onSelectionChange={setSelection}
        noRowsLabel={ZERO_STATES[tab]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} drafts?` : 'Delete draft?'}
        text="Only drafts can be deleted. This action cannot be undone."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {correcting && (
        <CorrectionDialog
          filing={correcting}
          onClose={() => setCorrecting(null)}
          onCreated={onCorrectionCreated}
        />
      )}
    </Stack>
  );
}

/** The drafts of the selected year with Add Filing and the filing form: the create flow's filing review. */
export function DraftsReview() {
  const { year } = useFilingYear();
  const [trowser, setTrowser] = useState<{ params: Record<string, unknown> } | null>(null);
  const open = useCallback((next: Partial<FilingsSearch>) => {
    if (next.trowser === 'filing') setTrowser({ params: next.params ?? {} });
  }, []);
  return (
    <>
      <FilingsList key={year} tab={0} year={year} open={open} variant="review" />
      {trowser && (
        <FilingTrowser
          key={JSON.stringify(trowser.params)}
          filingId={getTrowserFilingId(trowser.params)}
          defaultFormType=""
          onClose={() => setTrowser(null)}
        />
      )}
    </>
  );
}

/** /filings (spec part 2 §2): Drafts, Processing and Accepted tabs for the selected year, with its trowsers. */
export function FilingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readFilingsSearch(searchParams);
  if (state.trowser === 'import') {
    // The import wizard has its own route; links that name it as a trowser still work.
    const params = new URLSearchParams({ resource: 'filings' });
    if (state.step) params.set('step', state.step);
    return <Navigate replace to={`/file1099/import?${params.toString()}`} />;
  }
  return <FilingsView state={state} setSearchParams={setSearchParams} />;
}

function FilingsView({
  state,
  setSearchParams,
}: {
  state: FilingsSearch;
  setSearchParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { year, label } = useFilingYear();
  const { user } = useSession();
  const firm = isFirmShell(user);
  const open = useCallback(
    (next: Partial<FilingsSearch>) => setSearchParams(writeFilingsSearch({ tab: state.tab, ...next })),
    [setSearchParams, state.tab],
  );
  const close = () => open({ tab: state.tab, trowser: null, step: null, params: {} });
  const formType = typeof state.params.formType === 'string' ? state.params.formType : '';

  return (
    <>
      <PageHeading title={firm ? 'Firm Filings' : 'Filings'}>
        {firm ? "Your firm's own 1099s" : 'Your 1099s'} for {label.toLowerCase()}.
      </PageHeading>
      {firm && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button component={RouterLink} to="/file1099/payer" size="small">
            Firm payer info
          </Button>
          <Button component={RouterLink} to="/file1099/payees" size="small">
            Firm payees
          </Button>
        </Stack>
      )}
      <FilingTabs
        key={state.tab}
        tab={state.tab}
        year={year}
        onChange={(tab) => open({ tab, trowser: null, params: {} })}
      />
      <FilingsList key={`${state.tab}-${year}`} tab={state.tab} year={year} open={open} />
      {state.trowser === 'filing' && (
        <FilingTrowser
          key={JSON.stringify(state.params)}
          filingId={getTrowserFilingId(state.params)}
          defaultFormType={formType}
          onClose={close}
        />
      )}
      {state.trowser === 'submit' && (
        <SubmitWizard
          step={readSubmitStep(state.step)}
          initialIds={readSubmitIds(state.params)}
          onStep={(step) => open({ tab: state.tab, trowser: 'submit', step, params: state.params })}
          onClose={close}
        />
      )}
      {state.trowser === 'selfefile' && <StateFilingsDownloadDialog year={year} onClose={close} />}
    </>
  );
}
