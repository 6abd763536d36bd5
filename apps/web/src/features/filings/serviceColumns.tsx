import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  changeFilingService,
  getFilingServiceToggles,
  isStateFilingMethod,
  STATE_FILING_METHOD_LABELS,
  type FilingService,
  type FilingServiceContext,
  type StateFilingMethod,
  type SubmissionToggles,
} from '@file1099/forms';
import type { Filing } from './filings.api.ts';
import { getFilingTypeText, type FilingGridRow } from './filingColumns.tsx';

/** The service columns of the drafts grid (spec part 2 §2): a toggle per row, a select-all per column. */
export const SERVICE_COLUMNS: readonly {
  service: FilingService;
  field: string;
  headerName: string;
  width: number;
}[] = [
  { service: 'fed', field: 'service:fed', headerName: 'Fed', width: 76 },
  { service: 'state', field: 'service:state', headerName: 'State', width: 172 },
  { service: 'print', field: 'service:print', headerName: 'Print', width: 76 },
  { service: 'email', field: 'service:email', headerName: 'Email', width: 80 },
  { service: 'tinMatch', field: 'service:tinMatch', headerName: 'TIN check', width: 104 },
];

/** Short names of the state methods for the grid's select; the full name is its tooltip. */
export const STATE_METHOD_SHORT_LABELS: Readonly<Record<StateFilingMethod, string>> = {
  CFSF: 'CF/SF',
  EFile: 'State eFile',
  SelfEFile: 'Self eFile',
  SelfFile: 'Manual',
};

/** What the form package's rules need to know of a filing and its payee. */
export function getServiceContext(filing: Filing, tinMatchEnabled: boolean): FilingServiceContext {
  return {
    payeeEmail: filing.payee?.emailAddress ?? null,
    tinMatchStatus: filing.payee?.tinMatchStatus ?? null,
    tinMatchEnabled,
    state: {
      ...filing.stateFiling,
      supportedMethods: filing.stateFiling.supportedMethods.filter(isStateFilingMethod),
    },
  };
}

export function getServiceToggles(filing: Filing, tinMatchEnabled: boolean): SubmissionToggles {
  return getFilingServiceToggles(filing, getServiceContext(filing, tinMatchEnabled));
}

const SUB_OF = {
  fed: 'fedSub',
  state: 'stateSub',
  print: 'printSub',
  email: 'emailSub',
  tinMatch: 'tinMatchSub',
} as const satisfies Record<FilingService, keyof Filing>;

export function isServiceSelected(filing: Filing, service: FilingService): boolean {
  return filing[SUB_OF[service]].selected;
}

/**
 * The filings of the page a select-all changes: those whose toggle may be clicked, that are not in
 * that state yet, and that the rules let change (a payee without e-mail keeps e-mail off).
 */
export function getSelectAllTargets(
  filings: readonly Filing[],
  service: FilingService,
  selected: boolean,
  tinMatchEnabled: boolean,
): Filing[] {
  return filings.filter((filing) => {
    if (!getServiceToggles(filing, tinMatchEnabled)[service]) return false;
    if (isServiceSelected(filing, service) === selected) return false;
    return changeFilingService(filing, { service, selected }, getServiceContext(filing, tinMatchEnabled)).ok;
  });
}

/** The column header's checkbox: checked when every filing that can take the service has it. */
export function getSelectAllState(
  filings: readonly Filing[],
  service: FilingService,
  tinMatchEnabled: boolean,
): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const open = filings.filter((filing) => getServiceToggles(filing, tinMatchEnabled)[service]);
  const on = open.filter((filing) => isServiceSelected(filing, service)).length;
  const canSelect = getSelectAllTargets(open, service, true, tinMatchEnabled).length;
  const checked = on > 0 && canSelect === 0;
  return { checked, indeterminate: on > 0 && !checked, disabled: open.length === 0 };
}

export interface ServiceColumnOptions {
  filings: readonly Filing[];
  tinMatchEnabled: boolean;
  onToggle: (filing: Filing, service: FilingService, selected: boolean, method?: StateFilingMethod) => void;
  onToggleAll: (service: FilingService, selected: boolean) => void;
}

/** How a row's controls are named: '1099-NEC of Jo Doe', as the Edit and Delete actions are. */
const rowName = (filing: Filing) => `${getFilingTypeText(filing)} of ${filing.payee?.displayName ?? ''}`;

function StateCell({
  filing,
  enabled,
  onToggle,
}: {
  filing: Filing;
  enabled: boolean;
  onToggle: ServiceColumnOptions['onToggle'];
}) {
  const { stateCode, isFilingSupported } = filing.stateFiling;
  const payee = rowName(filing);
  if (stateCode === null)
    return (
      <Typography variant="body2" color="text.secondary">
        No state
      </Typography>
    );
  if (!isFilingSupported && !filing.stateSub.selected)
    return (
      <Typography variant="body2" color="text.secondary">
        {stateCode}: not required
      </Typography>
    );
  const methods = filing.stateFiling.supportedMethods.filter(isStateFilingMethod);
  const method = filing.stateSub.filingMethod;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Checkbox
        size="small"
        checked={filing.stateSub.selected}
        disabled={!enabled}
        onChange={(event) => onToggle(filing, 'state', event.target.checked)}
        slotProps={{ input: { 'aria-label': `State (${stateCode}) for ${payee}` } }}
      />
      <Select
        size="small"
        variant="standard"
        value={method && isStateFilingMethod(method) ? method : ''}
        displayEmpty
        disabled={!enabled || methods.length === 0}
        onChange={(event) => {
          const next = event.target.value;
          if (isStateFilingMethod(next)) onToggle(filing, 'state', true, next);
        }}
        inputProps={{ 'aria-label': `State filing method for ${payee}` }}
        sx={{ fontSize: 13, minWidth: 96 }}
      >
        <MenuItem value="" disabled>
          {stateCode}
        </MenuItem>
        {methods.map((option) => (
          <MenuItem key={option} value={option} title={STATE_FILING_METHOD_LABELS[option]}>
            {STATE_METHOD_SHORT_LABELS[option]}
          </MenuItem>
        ))}
      </Select>
    </Stack>
  );
}

/** One column per service: the row's toggle (enabled by the rules) and a select-all in the header. */
export function getServiceColumns(options: ServiceColumnOptions): GridColDef<FilingGridRow>[] {
  return SERVICE_COLUMNS.map(({ service, field, headerName, width }) => ({
    field,
    headerName,
    width,
    sortable: false,
    filterable: false,
    renderHeader: () => {
      const all = getSelectAllState(options.filings, service, options.tinMatchEnabled);
      return (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={`${all.checked ? 'Clear' : 'Select'} ${headerName} for the filings on this page`}>
            <Checkbox
              size="small"
              checked={all.checked}
              indeterminate={all.indeterminate}
              disabled={all.disabled}
              onClick={(event) => event.stopPropagation()}
              onChange={() => options.onToggleAll(service, !all.checked)}
              slotProps={{ input: { 'aria-label': `${headerName} for all filings on this page` } }}
            />
          </Tooltip>
          <span>{headerName}</span>
        </Stack>
      );
    },
    renderCell: ({ row }) => {
      const filing = row.filing;
      if (!filing) return null;
      const enabled = getServiceToggles(filing, options.tinMatchEnabled)[service];
      if (service === 'state')
        return <StateCell filing={filing} enabled={enabled} onToggle={options.onToggle} />;
      return (
        <Checkbox
          size="small"
          checked={isServiceSelected(filing, service)}
          disabled={!enabled}
          onChange={(event) => options.onToggle(filing, service, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${headerName} for ${rowName(filing)}` } }}
        />
      );
    },
  }));
}
