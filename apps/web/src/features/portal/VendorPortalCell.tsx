import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  getVendorPortalActions,
  getVendorPortalStatusLabel,
  VENDOR_PORTAL_ACTION_LABELS,
  type VendorPortalAction,
  type VendorPortalStatus,
} from '@file1099/forms';
import type { DomainRelationStatus } from './portal.api.ts';

export interface PortalPayee {
  id: number;
  displayName: string;
  emailAddress: string;
}

export interface VendorPortalCellActions {
  statusOf: (payeeId: number) => DomainRelationStatus | undefined;
  run: (action: VendorPortalAction, payee: PortalPayee, status: DomainRelationStatus | undefined) => void;
}

/**
 * The payees grid's vendor-portal column (spec part 2 §4): the status, and the actions it offers —
 * Invite (NotConnected, DisConnected; needs the payee's e-mail), Resend and Delete Invitation
 * (Invited, InvitationExpired), Disable Access (Connected).
 */
export function VendorPortalCell({
  payee,
  actions,
}: {
  payee: PortalPayee;
  actions: VendorPortalCellActions;
}) {
  const status = actions.statusOf(payee.id);
  const value = (status?.relationStatus as VendorPortalStatus | undefined) ?? null;
  const offered = getVendorPortalActions(value, payee.emailAddress.trim() !== '');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ mr: 0.5 }}>
        {getVendorPortalStatusLabel(value)}
      </Typography>
      {offered.map((action) => (
        <Button
          key={action}
          size="small"
          sx={{ minWidth: 0, px: 0.5 }}
          aria-label={`${VENDOR_PORTAL_ACTION_LABELS[action]} for ${payee.displayName}`}
          onClick={() => actions.run(action, payee, status)}
        >
          {VENDOR_PORTAL_ACTION_LABELS[action]}
        </Button>
      ))}
    </Stack>
  );
}
