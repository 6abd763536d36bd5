import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { formatCents } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from '../session/useSession.ts';
import {
  addPromoCredits,
  fetchTransactions,
  requestRefund,
  TRANSACTIONS_PAGE_SIZE,
  transactionsQueryKey,
} from './billing.api.ts';
import { BILLING_CSV_URL, BILLING_MESSAGES, sortTransactions } from './billingRules.ts';
import { PromoFundsDialog } from './PromoFundsDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { getTransactionColumns, type TransactionRow } from './transactionColumns.tsx';
import { useAddFunds } from './useAddFunds.tsx';

/**
 * Billing Transactions (/transactions and /reports/billing, spec part 2 §2): the account's ledger newest
 * first with amounts and running totals, its CSV export and payment receipts, Add Funds, and for
 * super admins Add Promo Funds and Issue Refund on payments.
 */
export function BillingTransactionsPage() {
  const { user } = useSession();
  const isSuperAdmin = user?.isSuperAdmin === true;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const addFunds = useAddFunds();
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: TRANSACTIONS_PAGE_SIZE,
  });
  const [promo, setPromo] = useState(false);
  const [refunding, setRefunding] = useState<TransactionRow | null>(null);
  const list = useQuery({
    queryKey: transactionsQueryKey(pagination.page),
    queryFn: ({ signal }) => fetchTransactions(pagination.page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = useMemo(() => sortTransactions(list.data?.items ?? []), [list.data]);
  const columns = useMemo(
    () => getTransactionColumns({ isSuperAdmin, onRefund: setRefunding }),
    [isSuperAdmin],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['billing'] });

  return (
    <>
      <PageHeading title="Billing Transactions">
        Funds you added and what your orders used. Dates are in Pacific time.
      </PageHeading>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography data-testid="billing-available" sx={{ mr: 2 }}>
          Available funds: {list.data ? formatCents(list.data.availableCredits) : '…'}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button component="a" href={BILLING_CSV_URL} download startIcon={<DownloadIcon />}>
          Export CSV
        </Button>
        {isSuperAdmin && <Button onClick={() => setPromo(true)}>Add Promo Funds</Button>}
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => addFunds.open()}>
          Add Funds
        </Button>
      </Stack>
      {list.isError && <Alert severity="error">{getFailureMessage(list.error)}</Alert>}
      <Box sx={{ height: 600 }}>
        <DataGrid
          aria-label="Billing transactions"
          rows={rows}
          columns={columns}
          loading={list.isFetching}
          paginationMode="server"
          rowCount={list.data?.totalCount ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[TRANSACTIONS_PAGE_SIZE]}
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: 'No transactions yet. Add funds to pay for your filings.' }}
        />
      </Box>
      {promo && user?.domainId && (
        <PromoFundsDialog
          onClose={() => setPromo(false)}
          onSubmit={async (input) => {
            await addPromoCredits({ ...input, domainId: Number(user.domainId) });
            notify(BILLING_MESSAGES.promoAdded, { severity: 'success' });
            await refresh();
          }}
        />
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onSubmit={async (input) => {
            await requestRefund(input);
            notify(BILLING_MESSAGES.refundIssued, { severity: 'success' });
            await refresh();
          }}
        />
      )}
      {addFunds.dialog}
    </>
  );
}
