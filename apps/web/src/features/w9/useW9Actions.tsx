import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canRequestW9, getW9Display, type W9RequestStatus } from '@file1099/forms';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { ApplyW9Dialog } from './ApplyW9Dialog.tsx';
import { ConfirmServicePaymentDialog, type ServiceOrder } from './ConfirmServicePaymentDialog.tsx';
import {
  cancelW9Requests,
  createW9s,
  fetchW9Invoice,
  remindW9Requests,
  requestW9s,
  w9InvoiceQueryKey,
  type W9Request,
} from './w9.api.ts';
import type { W9CellActions } from './W9StatusCell.tsx';
import { W9_PAYER_MESSAGES } from './w9Messages.ts';

interface PayeeWithW9 {
  id: number;
  w9Request?: W9Request | null;
}

/** The payees with no W-9 yet and no request out (the 'all without a W-9' choice). */
export function payeesWithoutW9(rows: readonly PayeeWithW9[]): number[] {
  return rows
    .filter((row) => {
      const status = (row.w9Request?.w9RequestStatus as W9RequestStatus | undefined) ?? null;
      return canRequestW9(status) && getW9Display(status) === 'missing';
    })
    .map((row) => row.id);
}

/** The Confirm Payment order of W-9 requests: each payee gets an e-mail with their link. */
export function w9Order(payeeIds: number[]): ServiceOrder {
  return {
    id: 'w9',
    queryKey: w9InvoiceQueryKey(payeeIds),
    fetch: (signal) => fetchW9Invoice(payeeIds, signal),
    pay: async (total) => W9_PAYER_MESSAGES.requested(await requestW9s(payeeIds, total)),
    intro: 'Each payee gets an e-mail with their own link to fill in and e-sign Form W-9.',
    failed: W9_PAYER_MESSAGES.requestFailed,
    emailNotConfirmed: W9_PAYER_MESSAGES.emailNotConfirmed,
  };
}

/** The payees grid's W-9 actions: request (Draft, then Confirm Payment), remind, cancel, apply. */
export function useW9Actions(): {
  request: (payeeIds: number[]) => void;
  cell: W9CellActions;
  dialogs: ReactNode;
} {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<number[] | null>(null);
  const [applying, setApplying] = useState<number | null>(null);

  const request = (payeeIds: number[]) => {
    if (payeeIds.length === 0) {
      notify(W9_PAYER_MESSAGES.nothingToRequest, { severity: 'info' });
      return;
    }
    void createW9s(payeeIds)
      .then(() => setPaying(payeeIds))
      .catch((caught: unknown) =>
        notifyFailure(notify, caught, { fallback: W9_PAYER_MESSAGES.requestFailed }),
      );
  };
  const cell = useMemo<W9CellActions>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['payees'] });
    return {
      onRemind: (payeeId) =>
        void remindW9Requests([payeeId])
          .then((count) => notify(W9_PAYER_MESSAGES.reminded(count), { severity: 'success' }))
          .then(refresh)
          .catch((caught: unknown) =>
            notifyFailure(notify, caught, { prefix: W9_PAYER_MESSAGES.remindFailed }),
          ),
      onCancel: (payeeId) =>
        void cancelW9Requests([payeeId])
          .then((count) => notify(W9_PAYER_MESSAGES.cancelled(count), { severity: 'success' }))
          .then(refresh)
          .catch((caught: unknown) =>
            notifyFailure(notify, caught, { prefix: W9_PAYER_MESSAGES.cancelFailed }),
          ),
      onApply: (payeeId) => setApplying(payeeId),
    };
  }, [notify, queryClient]);
  const dialogs = (
    <>
      {paying && <ConfirmServicePaymentDialog order={w9Order(paying)} onClose={() => setPaying(null)} />}
      {applying !== null && <ApplyW9Dialog payeeId={applying} onClose={() => setApplying(null)} />}
    </>
  );
  return { request, cell, dialogs };
}
