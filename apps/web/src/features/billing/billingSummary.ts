import type { BillingSummaryRow } from './billing.api.ts';
import { getTransactionTypeLabel, TRANSACTION_TYPE_LABELS } from './billingRules.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Two days 'YYYY-MM-DD', the first not after the second. */
export function isPeriod(from: string, to: string): boolean {
  return DAY.test(from) && DAY.test(to) && from <= to;
}

/**
 * One row per transaction type in the ledger's order (zero when the period has none), then the net
 * total of the period.
 */
export function getSummaryRows(
  summary: readonly BillingSummaryRow[],
): { type: string; label: string; count: number; totalAmount: number }[] {
  const types = Object.keys(TRANSACTION_TYPE_LABELS);
  const rows = types.map((type) => {
    const found = summary.find((row) => row.transactionType === type);
    return {
      type,
      label: getTransactionTypeLabel(type),
      count: found?.count ?? 0,
      totalAmount: found?.totalAmount ?? 0,
    };
  });
  return [
    ...rows,
    {
      type: 'net',
      label: 'Net change',
      count: rows.reduce((total, row) => total + row.count, 0),
      totalAmount: rows.reduce((total, row) => total + row.totalAmount, 0),
    },
  ];
}
