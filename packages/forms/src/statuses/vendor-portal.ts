/** Vendor-portal relation statuses (spec part 2 §4). No relation means NotConnected. */
export const VENDOR_PORTAL_STATUSES = [
  'NotConnected',
  'DisConnected',
  'Invited',
  'InvitationExpired',
  'Connected',
] as const;
export type VendorPortalStatus = (typeof VENDOR_PORTAL_STATUSES)[number];

export type VendorPortalAction = 'invite' | 'resend' | 'deleteInvitation' | 'deleteAccess';

export const VENDOR_PORTAL_STATUS_LABELS: Readonly<Record<VendorPortalStatus, string>> = {
  NotConnected: 'Not Connected',
  DisConnected: 'Disconnected',
  Invited: 'Invited',
  InvitationExpired: 'Invitation Expired',
  Connected: 'Connected',
};

export const VENDOR_PORTAL_ACTION_LABELS: Readonly<Record<VendorPortalAction, string>> = {
  invite: 'Invite',
  resend: 'Resend Invitation',
  deleteInvitation: 'Delete Invitation',
  deleteAccess: 'Disable Access',
};

const ACTIONS: Readonly<Record<VendorPortalStatus, readonly VendorPortalAction[]>> = {
  NotConnected: ['invite'],
  DisConnected: ['invite'],
  Invited: ['resend', 'deleteInvitation'],
  InvitationExpired: ['resend', 'deleteInvitation'],
  Connected: ['deleteAccess'],
};

export const VENDOR_INVITE_EMAIL_MESSAGE = 'The payee needs an email address to be invited';

/** Actions offered for a payee's portal status; inviting needs the payee's e-mail (spec part 2 §5). */
export function getVendorPortalActions(
  status: VendorPortalStatus | null | undefined,
  payeeHasEmail: boolean,
): VendorPortalAction[] {
  return ACTIONS[status ?? 'NotConnected'].filter((action) => action !== 'invite' || payeeHasEmail);
}

export function getVendorPortalStatusLabel(status: VendorPortalStatus | null | undefined): string {
  return VENDOR_PORTAL_STATUS_LABELS[status ?? 'NotConnected'];
}
