import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VENDOR_INVITE_EMAIL_MESSAGE, type VendorPortalAction } from '@file1099/forms';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import {
  deleteD2DRelation,
  deleteDomainInvitation,
  fetchPortalStatuses,
  inviteDomain,
  portalStatusesQueryKey,
  resendDomainInvitation,
  type DomainRelationStatus,
} from './portal.api.ts';
import type { PortalPayee, VendorPortalCellActions } from './VendorPortalCell.tsx';

/** The spec's failure texts (part 2 §8). */
export const PORTAL_FAILURES: Readonly<Record<VendorPortalAction, string>> = {
  invite: 'Failed to invite',
  resend: 'Failed to resend invitation',
  deleteInvitation: 'Failed to delete invitation',
  deleteAccess: 'Failed to disable domain access',
};

const DONE: Readonly<Record<Exclude<VendorPortalAction, 'invite'>, string>> = {
  resend: 'Invitation sent again',
  deleteInvitation: 'Invitation deleted',
  deleteAccess: 'Access disabled',
};

/** The payees grid's vendor-portal statuses (of the rows shown) and actions, one or many. */
export function usePortalActions(
  rows: readonly PortalPayee[],
  enabled: boolean,
): { invite: (payees: readonly PortalPayee[]) => void; cell: VendorPortalCellActions } {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const ids = rows.map((row) => row.id);
  const statuses = useQuery({
    queryKey: portalStatusesQueryKey(ids),
    queryFn: ({ signal }) => fetchPortalStatuses(ids, signal),
    enabled: enabled && ids.length > 0,
  });
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['portalStatuses'] }),
    [queryClient],
  );

  const invite = useCallback(
    (payees: readonly PortalPayee[]) => {
      const missing = payees.filter((payee) => payee.emailAddress.trim() === '');
      if (missing.length > 0)
        notify(`${VENDOR_INVITE_EMAIL_MESSAGE}: ${missing.map((payee) => payee.displayName).join(', ')}`, {
          severity: 'warning',
        });
      const ready = payees.filter((payee) => payee.emailAddress.trim() !== '');
      if (ready.length === 0) return;
      void (async () => {
        let invited = 0;
        for (const payee of ready) {
          try {
            await inviteDomain(payee.id);
            invited += 1;
          } catch (caught) {
            notifyFailure(notify, caught, { prefix: `${PORTAL_FAILURES.invite} ${payee.displayName}` });
          }
        }
        if (invited > 0)
          notify(invited === 1 ? 'Invited 1 payee' : `Invited ${invited} payees`, { severity: 'success' });
        await refresh();
      })();
    },
    [notify, refresh],
  );

  const data = statuses.data;
  const cell = useMemo<VendorPortalCellActions>(
    () => ({
      statusOf: (payeeId) => data?.find((status) => status.sourceSubEntityId === payeeId),
      run: (action, payee, status?: DomainRelationStatus) => {
        if (action === 'invite') {
          invite([payee]);
          return;
        }
        void (async () => {
          try {
            if (action === 'resend') await resendDomainInvitation(status?.invitationId ?? 0);
            else if (action === 'deleteInvitation') await deleteDomainInvitation(status?.invitationId ?? 0);
            else await deleteD2DRelation(status?.relationId ?? 0);
            notify(DONE[action], { severity: 'success' });
          } catch (caught) {
            notifyFailure(notify, caught, { prefix: PORTAL_FAILURES[action] });
          }
          await refresh();
        })();
      },
    }),
    [data, invite, notify, refresh],
  );
  return { invite, cell };
}
