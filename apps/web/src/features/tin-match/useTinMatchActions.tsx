import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canRequestTinMatch } from '@file1099/forms';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { ignoreTinValidation } from '../payees/payees.api.ts';
import { ConfirmServicePaymentDialog, type ServiceOrder } from '../w9/ConfirmServicePaymentDialog.tsx';
import {
  cancelTinMatches,
  createTinMatches,
  fetchTinMatchInvoice,
  requestTinMatches,
  tinMatchInvoiceQueryKey,
} from './tinMatch.api.ts';
import type { TinMatchCellActions } from './TinMatchCell.tsx';
import { TIN_MATCH_PAYER_MESSAGES } from './tinMatchMessages.ts';

/** The payees that can be checked (not InProgress or Valid): the 'all' choice of Verify TINs. */
export function payeesToVerify(rows: readonly { id: number; tinMatchStatus?: string | null }[]): number[] {
  return rows.filter((row) => canRequestTinMatch(row.tinMatchStatus)).map((row) => row.id);
}

/** The Confirm Payment order of TIN checks. */
export function tinMatchOrder(payeeIds: number[]): ServiceOrder {
  return {
    id: 'tin-match',
    queryKey: tinMatchInvoiceQueryKey(payeeIds),
    fetch: (signal) => fetchTinMatchInvoice(payeeIds, signal),
    pay: async (total) => TIN_MATCH_PAYER_MESSAGES.requested(await requestTinMatches(payeeIds, total)),
    intro: TIN_MATCH_PAYER_MESSAGES.intro,
    failed: TIN_MATCH_PAYER_MESSAGES.requestFailed,
    emailNotConfirmed: TIN_MATCH_PAYER_MESSAGES.emailNotConfirmed,
  };
}

/**
 * The payees grid's TIN verification actions (spec part 2 §4): request (Drafts after the checks made
 * before paying, then Confirm Payment), cancel a Draft, and Ignore on InValid.
 */
export function useTinMatchActions(): {
  request: (payeeIds: number[]) => void;
  cell: TinMatchCellActions;
  dialogs: ReactNode;
} {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<number[] | null>(null);

  const request = (payeeIds: number[]) => {
    if (payeeIds.length === 0) {
      notify(TIN_MATCH_PAYER_MESSAGES.nothingToRequest, { severity: 'info' });
      return;
    }
    void createTinMatches(payeeIds)
      .then(async (drafts) => {
        await queryClient.invalidateQueries({ queryKey: ['payees'] });
        if (drafts.length === 0) notify(TIN_MATCH_PAYER_MESSAGES.nothingToRequest, { severity: 'info' });
        else setPaying(drafts.map((draft) => draft.payeeId));
      })
      .catch((caught: unknown) =>
        notifyFailure(notify, caught, { prefix: TIN_MATCH_PAYER_MESSAGES.requestFailed }),
      );
  };
  const cell = useMemo<TinMatchCellActions>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['payees'] });
    return {
      onCancel: (payeeId) =>
        void cancelTinMatches([payeeId])
          .then((count) => notify(TIN_MATCH_PAYER_MESSAGES.cancelled(count), { severity: 'success' }))
          .then(refresh)
          .catch((caught: unknown) =>
            notifyFailure(notify, caught, { prefix: TIN_MATCH_PAYER_MESSAGES.cancelFailed }),
          ),
      onIgnore: (payeeId) =>
        void ignoreTinValidation(payeeId)
          .then(refresh)
          .catch((caught: unknown) =>
            notifyFailure(notify, caught, { prefix: TIN_MATCH_PAYER_MESSAGES.ignoreFailed }),
          ),
    };
  }, [notify, queryClient]);
  const dialogs = paying && (
    <ConfirmServicePaymentDialog
      order={tinMatchOrder(paying)}
      onClose={() => {
        setPaying(null);
        void queryClient.invalidateQueries({ queryKey: ['payees'] });
      }}
    />
  );
  return { request, cell, dialogs };
}
