import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatAddressLine,
  getTinMatchStatusLabel,
  getVendorPortalStatusLabel,
  type VendorPortalStatus,
} from '@file1099/forms';
import type { FeatureFlags } from '@file1099/shared';
import { STICKY_END_CLASS } from '../grid/gridColumnPrefs.ts';
import { TinMatchCell, type TinMatchCellActions } from '../tin-match/TinMatchCell.tsx';
import { W9StatusCell, type W9CellActions } from '../w9/W9StatusCell.tsx';
import { VendorPortalCell, type VendorPortalCellActions } from '../portal/VendorPortalCell.tsx';
import type { Payee } from './payees.api.ts';

/** Payee columns a narrow grid hides by default, least important first; the name and actions stay. */
export const PAYEE_HIDE_ORDER = [
  'phoneNumber',
  'vendorPortal',
  'tinMatchStatus',
  'w9Status',
  'emailAddress',
  'address',
  'tin',
] as const;

export interface PayeeColumnActions {
  onEdit: (payee: Payee) => void;
  onDelete: (payee: Payee) => void;
  /** Cancel a Draft and Ignore on Invalid in the TIN verification column (features/tin-match). */
  tinMatch: TinMatchCellActions;
  /** Remind, Cancel and Apply in the W-9 column (features/w9). */
  w9: W9CellActions;
  /** Invite, Resend, Delete Invitation and Disable Access in the vendor-portal column (features/portal). */
  portal?: VendorPortalCellActions;
}

/**
 * Columns of the payees grid (spec part 2 §2): name, TIN (masked), TIN verification, address, e-mail,
 * phone, W-9 status and vendor-portal status (only while those features are on), actions.
 */
export function getPayeeColumns(
  features: Pick<FeatureFlags, 'w9' | 'vendorPortal' | 'tinMatch'>,
  actions: PayeeColumnActions,
): GridColDef<Payee>[] {
  const columns: GridColDef<Payee>[] = [
    { field: 'displayName', headerName: 'Name', flex: 1, minWidth: 160, hideable: false },
    { field: 'tin', headerName: 'TIN', width: 130 },
    {
      field: 'tinMatchStatus',
      headerName: 'TIN verification',
      width: 230,
      valueGetter: (_value, row) => getTinMatchStatusLabel(row.tinMatchStatus),
      ...(features.tinMatch
        ? { renderCell: ({ row }) => <TinMatchCell payee={row} actions={actions.tinMatch} /> }
        : {}),
    },
    {
      field: 'address',
      headerName: 'Address',
      flex: 1.4,
      minWidth: 220,
      valueGetter: (_value, row) => formatAddressLine(row.address),
    },
    { field: 'emailAddress', headerName: 'E-mail', flex: 1, minWidth: 180 },
    {
      field: 'phoneNumber',
      headerName: 'Phone',
      width: 140,
      valueGetter: (_value, row) =>
        [row.phoneNumber, row.phoneExt && `x${row.phoneExt}`].filter(Boolean).join(' '),
    },
  ];
  if (features.w9) {
    columns.push({
      field: 'w9Status',
      headerName: 'W-9',
      width: 250,
      sortable: false,
      renderCell: ({ row }) => (
        <W9StatusCell name={row.displayName} request={row.w9Request} actions={actions.w9} />
      ),
    });
  }
  if (features.vendorPortal) {
    columns.push({
      field: 'vendorPortal',
      headerName: 'Vendor portal',
      width: 300,
      sortable: false,
      valueGetter: (_value, row) =>
        getVendorPortalStatusLabel(
          actions.portal?.statusOf(row.id)?.relationStatus as VendorPortalStatus | undefined,
        ),
      ...(actions.portal
        ? {
            renderCell: ({ row }: { row: Payee }) =>
              actions.portal ? <VendorPortalCell payee={row} actions={actions.portal} /> : null,
          }
        : {}),
    });
  }
  columns.push({
    field: 'actions',
    headerName: 'Actions',
    width: 96,
    sortable: false,
    filterable: false,
    hideable: false,
    cellClassName: STICKY_END_CLASS,
    headerClassName: STICKY_END_CLASS,
    renderCell: ({ row }) => (
      <Stack direction="row">
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${row.displayName}`} onClick={() => actions.onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            size="small"
            aria-label={`Delete ${row.displayName}`}
            onClick={() => actions.onDelete(row)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  });
  return columns;
}
