import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { ActivityButton } from '../activity/ActivityButton.tsx';
import { STICKY_END_CLASS } from '../grid/gridColumnPrefs.ts';
import {
  canCorrectFiling,
  canMoveFilingToDraft,
  CORRECTION_TYPE_LABELS,
  type EmailStatus,
  FORM_TYPES,
  formatAddressLine,
  formatCents,
  getEmailStatusLabel,
  getFilingStatusLabel,
  getFormDefinition,
  getFormTypeLabel,
  getPrintStatusLabel,
  getStateFilingStatusLabel,
  getTinMatchStatusLabel,
  isCorrectionType,
  isFilingStatus,
  isFormType,
  type PrintStatus,
  type StateFilingStatus,
} from '@file1099/forms';
import {
  DeliveryStatusCell,
  getEmailStatusView,
  getPrintStatusView,
} from '../delivery/DeliveryStatusCell.tsx';
import type { Filing, FilingTotals } from './filings.api.ts';

/** A grid row: a filing, or the total row at the end of the drafts. */
export interface FilingGridRow {
  id: number;
  filing: Filing | null;
  total: FilingTotals | null;
}

export const TOTAL_ROW_ID = -1;

export function toGridRows(filings: readonly Filing[], totals: FilingTotals | null): FilingGridRow[] {
  const rows: FilingGridRow[] = filings.map((filing) => ({ id: filing.id, filing, total: null }));
  if (totals && filings.length > 0) rows.push({ id: TOTAL_ROW_ID, filing: null, total: totals });
  return rows;
}

/** A money box column: its filingData name and the catalogue's grid label. */
export interface BoxColumn {
  name: string;
  shortLabel: string;
}

/**
 * One column per money box whose total over the list is not zero (spec part 2 §2), labelled with the
 * catalogue's short label, in form then box order. State amounts are not boxes and get no column.
 */
export function getBoxColumns(
  boxTotalsCents: Readonly<Record<string, number>>,
  filingYear: number,
): BoxColumn[] {
  const columns = new Map<string, string>();
  for (const formType of FORM_TYPES) {
    for (const box of getFormDefinition(formType, filingYear)?.boxes ?? []) {
      if (box.type !== 'money' || columns.has(box.name)) continue;
      if ((boxTotalsCents[box.name] ?? 0) !== 0) columns.set(box.name, box.shortLabel);
    }
  }
  return [...columns].map(([name, shortLabel]) => ({ name, shortLabel }));
}

/** '1099-NEC', or '1099-NEC (First correction)' for a correction. */
export function getFilingTypeText(filing: Pick<Filing, 'filingType' | 'correctionType'>): string {
  const form = isFormType(filing.filingType) ? getFormTypeLabel(filing.filingType) : filing.filingType;
  if (!isCorrectionType(filing.correctionType) || filing.correctionType === 'Original') return form;
  return `${form} (${CORRECTION_TYPE_LABELS[filing.correctionType]})`;
}

/** The amounts a filing carries, by the catalogue's short labels ('Nonemployee Comp $1,750.00'), and its checked boxes. */
export function getFormDataLines(
  filingType: string,
  filingYear: number,
  filingData: Readonly<Record<string, unknown>>,
): string[] {
  if (!isFormType(filingType)) return [];
  const boxes = getFormDefinition(filingType, filingYear)?.boxes ?? [];
  return boxes.flatMap((box) => {
    const value = filingData[box.name];
    if (box.type === 'money' && typeof value === 'number' && value !== 0)
      return [`${box.shortLabel} ${formatCents(value)}`];
    if (box.type === 'boolean' && value === true) return [box.shortLabel];
    return [];
  });
}

/** The form data column of the processing and accepted tabs: the amounts entered, by short label. */
export function getFormDataSummary(filing: Pick<Filing, 'filingType' | 'filingYear' | 'filingData'>): string {
  return getFormDataLines(filing.filingType, filing.filingYear, filing.filingData).join('; ');
}

export function getStatusLabel(status: string): string {
  return isFilingStatus(status) ? getFilingStatusLabel(status) : status;
}

/** Said in the IRS column of a filing submitted for its state alone (under the IRS threshold). */
export const STATE_ONLY_STATUS = 'State only: not filed with the IRS';

/**
 * The status with the IRS's reason where the user must act: a rejection, or an acceptance with
 * record errors to correct (statusChangeDesc, features/transmissions on the server). A filing
 * submitted without Federal eFile (a state-only filing) says that it does not go to the IRS.
 */
export function getStatusWithReason(
  filing: Pick<Filing, 'status' | 'statusChangeDesc'> & { fedSub?: { selected: boolean } },
): string {
  if (filing.fedSub?.selected === false && filing.status === 'Submitted') return STATE_ONLY_STATUS;
  const label = getStatusLabel(filing.status);
  const desc = filing.statusChangeDesc?.trim();
  if (!desc) return label;
  if (filing.status === 'Agency_Rejected' || filing.status === 'System_Rejected') return `${label}: ${desc}`;
  if (filing.status === 'Accepted' && desc.startsWith('Accepted with errors')) return desc;
  return label;
}

export interface DraftColumnActions {
  onEdit: (filing: Filing) => void;
  onDelete: (filing: Filing) => void;
}

const money = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents));

function ErrorsCell({ filing }: { filing: Filing }) {
  if (filing.errors.length === 0) return <span>None</span>;
  const text = filing.errors.map((problem) => problem.message).join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={`${filing.errors.length} ${filing.errors.length === 1 ? 'error' : 'errors'}`}
        aria-label={`Errors: ${text}`}
      />
    </Tooltip>
  );
}

/** Draft tab columns (spec part 2 §2): payee, TIN, TIN verification, address, filing type, boxes, errors, total, actions. */
export function getDraftColumns(options: {
  boxColumns: readonly BoxColumn[];
  showAddress: boolean;
  actions: DraftColumnActions;
  /** The service toggles (serviceColumns.tsx), between the total and the actions. */
  serviceColumns?: readonly GridColDef<FilingGridRow>[];
}): GridColDef<FilingGridRow>[] {
  const columns: GridColDef<FilingGridRow>[] = [
    {
      field: 'payee',
      headerName: 'Payee',
      flex: 1,
      minWidth: 160,
      hideable: false,
      valueGetter: (_value, row) =>
        row.total
          ? `Total (${row.total.count} ${row.total.count === 1 ? 'filing' : 'filings'})`
          : row.filing?.payee?.displayName,
    },
    {
      field: 'tin',
      headerName: 'TIN',
      width: 120,
      valueGetter: (_value, row) => row.filing?.payee?.tin ?? '',
    },
    {
      field: 'tinMatch',
      headerName: 'TIN verification',
      width: 140,
      valueGetter: (_value, row) =>
        row.filing ? getTinMatchStatusLabel(row.filing.payee?.tinMatchStatus) : '',
    },
  ];
  if (options.showAddress) {
    columns.push({
      field: 'address',
      headerName: 'Address',
      flex: 1.2,
      minWidth: 200,
      valueGetter: (_value, row) => formatAddressLine(row.filing?.payee?.address),
    });
  }
  columns.push({
    field: 'filingType',
    headerName: 'Filing type',
    width: 170,
    valueGetter: (_value, row) => (row.filing ? getFilingTypeText(row.filing) : ''),
  });
  for (const box of options.boxColumns) {
    columns.push({
      field: `box:${box.name}`,
      headerName: box.shortLabel,
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => {
        if (row.total) return money(row.total.boxTotalsCents[box.name]);
        const value = row.filing?.filingData[box.name];
        // An empty box (or one holding zero) reads blank, not '$0.00'.
        return typeof value === 'number' && value !== 0 ? money(value) : '';
      },
    });
  }
  columns.push(
    {
      field: 'errors',
      headerName: 'Errors',
      width: 110,
      renderCell: ({ row }) => (row.filing ? <ErrorsCell filing={row.filing} /> : null),
    },
    {
      field: 'total',
      headerName: 'Total',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => money(row.total ? row.total.totalCents : row.filing?.totalCents),
    },
    ...(options.serviceColumns ?? []),
    {
      field: 'actions',
      headerName: 'Actions',
      width: 96,
      hideable: false,
      cellClassName: STICKY_END_CLASS,
      headerClassName: STICKY_END_CLASS,
      renderCell: ({ row }) => {
        const filing = row.filing;
        if (!filing) return null;
        const name = filing.payee?.displayName ?? '';
        const form = getFilingTypeText(filing);
        return (
          <Stack direction="row">
            <Tooltip title="Edit">
              <IconButton
                size="small"
                aria-label={`Edit ${form} of ${name}`}
                onClick={() => options.actions.onEdit(filing)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton
                size="small"
                aria-label={`Delete ${form} of ${name}`}
                onClick={() => options.actions.onDelete(filing)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      },
    },
  );
  return columns.map((column) => ({ ...column, sortable: false, filterable: false }));
}

/**
 * Draft columns a narrow grid hides by default, least important first (the payee and the actions
 * always stay): at 1280 and 1440 pixels the amounts, errors, total and the federal toggle still show
 * beside the actions; the other service toggles go before the amounts (docs/services.md).
 */
export function getDraftHideOrder(boxColumns: readonly BoxColumn[]): string[] {
  return [
    'address',
    'tinMatch',
    'tin',
    'filingType',
    'service:tinMatch',
    'service:email',
    'service:print',
    'service:state',
    ...boxColumns.map((box) => `box:${box.name}`).reverse(),
    'errors',
    'total',
    'service:fed',
  ];
}

/** Processing and Accepted columns a narrow grid hides by default, least important first. */
export const SENT_HIDE_ORDER = [
  'stateFilingStatus',
  'emailStatus',
  'printStatus',
  'formData',
  'filingType',
  'status',
] as const;

export interface SentColumnActions {
  onCorrect: (filing: Filing) => void;
  onMoveToDraft: (filing: Filing) => void;
}

/** Processing and Accepted tab columns (spec part 2 §2). */
export function getSentColumns(actions: SentColumnActions): GridColDef<FilingGridRow>[] {
  const columns: GridColDef<FilingGridRow>[] = [
    {
      field: 'payee',
      headerName: 'Payee',
      flex: 1,
      minWidth: 160,
      hideable: false,
      valueGetter: (_v, row) => row.filing?.payee?.displayName,
    },
    {
      field: 'filingType',
      headerName: 'Filing type',
      width: 170,
      valueGetter: (_v, row) => (row.filing ? getFilingTypeText(row.filing) : ''),
    },
    {
      field: 'status',
      headerName: 'IRS eFile status',
      width: 220,
      valueGetter: (_v, row) => (row.filing ? getStatusWithReason(row.filing) : ''),
    },
    {
      field: 'printStatus',
      headerName: 'Print status',
      width: 130,
      valueGetter: (_v, row) => getPrintStatusLabel((row.filing?.printStatus ?? null) as PrintStatus | null),
      renderCell: ({ row }) =>
        row.filing ? <DeliveryStatusCell view={getPrintStatusView(row.filing)} /> : null,
    },
    {
      field: 'emailStatus',
      headerName: 'E-mail status',
      width: 130,
      valueGetter: (_v, row) => getEmailStatusLabel((row.filing?.emailStatus ?? null) as EmailStatus | null),
      renderCell: ({ row }) =>
        row.filing ? <DeliveryStatusCell view={getEmailStatusView(row.filing)} /> : null,
    },
    {
      field: 'stateFilingStatus',
      headerName: 'State filing status',
      width: 180,
      valueGetter: (_v, row) =>
        row.filing && isFilingStatus(row.filing.status)
          ? getStateFilingStatusLabel(
              (row.filing.stateFilingStatus ?? null) as StateFilingStatus | null,
              row.filing.status,
              !row.filing.fedSub.selected,
            )
          : '',
    },
    {
      field: 'formData',
      headerName: 'Form data',
      flex: 1.2,
      minWidth: 220,
      valueGetter: (_v, row) => (row.filing ? getFormDataSummary(row.filing) : ''),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 240,
      hideable: false,
      cellClassName: STICKY_END_CLASS,
      headerClassName: STICKY_END_CLASS,
      renderCell: ({ row }) => {
        const filing = row.filing;
        if (!filing || !isFilingStatus(filing.status)) return null;
        const label = `${getFilingTypeText(filing)} of ${filing.payee?.displayName ?? ''}`;
        return (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <ActivityButton entityType="filing" entityId={filing.id} label={label} />
            {canCorrectFiling(filing.status) && (
              <Button size="small" aria-label={`Correct ${label}`} onClick={() => actions.onCorrect(filing)}>
                Create a correction
              </Button>
            )}
            {canMoveFilingToDraft(filing.status) && (
              <Button size="small" onClick={() => actions.onMoveToDraft(filing)}>
                Move to Draft Mode
              </Button>
            )}
          </Stack>
        );
      },
    },
  ];
  return columns.map((column) => ({ ...column, sortable: false, filterable: false }));
}
