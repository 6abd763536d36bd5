import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents } from '@file1099/forms';
import { formatTransactionDate, getReceiptUrl, getTransactionTypeLabel } from './billingRules.ts';

/** A row of the ledger as the list shows it (the `BillingTransaction` of the billing contract). */
export interface TransactionRow {
  id: number;
  transactionTime: string;
  transactionType: string;
  transactionAmount: number;
  runningTotal: number;
  description?: string | null;
  paymentSource?: string | null;
  refundableAmount?: number | null;
}

/** A payment row a super admin can still refund part of. */
export function canRefund(row: TransactionRow): boolean {
  return row.transactionType === 'PurchaseCredit' && (row.refundableAmount ?? 0) > 0;
}

/**
 * Billing Transactions columns (spec part 2 §2, §3): date (MM/DD/YYYY), type, description, amount and
 * running total in dollars, the receipt of a payment and, for super admins, Issue Refund.
 */
export function getTransactionColumns(options: {
  isSuperAdmin: boolean;
  onRefund: (row: TransactionRow) => void;
}): GridColDef<TransactionRow>[] {
  const columns: GridColDef<TransactionRow>[] = [
    {
      field: 'transactionTime',
      headerName: 'Date',
      width: 120,
      sortable: false,
      valueGetter: (value: string) => formatTransactionDate(value),
    },
    {
      field: 'transactionType',
      headerName: 'Type',
      width: 150,
      sortable: false,
      valueGetter: (value: string) => getTransactionTypeLabel(value),
    },
    { field: 'description', headerName: 'Description', flex: 1, minWidth: 200, sortable: false },
    {
      field: 'transactionAmount',
      headerName: 'Amount',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'runningTotal',
      headerName: 'Running total',
      width: 140,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: options.isSuperAdmin ? 230 : 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.transactionType === 'PurchaseCredit' ? (
          <>
            <Link href={getReceiptUrl(row.id)} target="_blank" rel="noopener" sx={{ mr: 1 }}>
              Receipt
            </Link>
            {options.isSuperAdmin && canRefund(row) && (
              <Button size="small" onClick={() => options.onRefund(row)}>
                Issue Refund
              </Button>
            )}
          </>
        ) : null,
    },
  ];
  return columns;
}
