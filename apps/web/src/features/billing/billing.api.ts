import { domainGraphql } from '../../gql/domain/index.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { PromoFundsInput } from './PromoFundsDialog.tsx';
import type { RefundInput } from './RefundDialog.tsx';
import type { TransactionRow } from './transactionColumns.tsx';

domainGraphql(`
  fragment BillingTransactionFields on BillingTransaction {
    id
    transactionTime
    transactionType
    transactionAmount
    runningTotal
    description
    paymentPartner
    paymentSource
    refundableAmount
  }
`);

const BILLING_TRANSACTIONS = domainGraphql(`
  query BillingTransactions($pageSize: Int, $pageNumber: Int) {
    billingTransactions(pageSize: $pageSize, pageNumber: $pageNumber) {
      items {
        ...BillingTransactionFields
      }
      totalCount
    }
    availableCredits
  }
`);

const BILLING_SUMMARY = domainGraphql(`
  query BillingSummary($from: String!, $to: String!) {
    billingSummary(from: $from, to: $to) {
      transactionType
      count
      totalAmount
    }
  }
`);

const ADD_PROMO_CREDITS = domainGraphql(`
  mutation AddPromoCredits($credits: Int!, $description: String!, $domainId: Int!) {
    addPromoCredits(credits: $credits, description: $description, domainId: $domainId) {
      id
    }
  }
`);

const REQUEST_REFUND = domainGraphql(`
  mutation RequestRefund(
    $id: Int!
    $requestedAmount: Int!
    $processingFee: Int!
    $refundAmount: Int!
    $reason: String!
    $idempotentKey: String!
  ) {
    requestRefund(
      id: $id
      requestedAmount: $requestedAmount
      processingFee: $processingFee
      refundAmount: $refundAmount
      reason: $reason
      idempotentKey: $idempotentKey
    ) {
      id
    }
  }
`);

/** Spec part 2 §9: grids other than the named ones show 50 rows a page. */
export const TRANSACTIONS_PAGE_SIZE = 50;

export const transactionsQueryKey = (page: number) => ['billing', 'transactions', page] as const;
export const billingSummaryQueryKey = (from: string, to: string) => ['billing', 'summary', from, to] as const;

export interface TransactionPage {
  items: TransactionRow[];
  totalCount: number;
  availableCredits: number;
}

export async function fetchTransactions(page: number, signal?: AbortSignal): Promise<TransactionPage> {
  const data = await graphqlRequest(
    '/rs/graphql',
    BILLING_TRANSACTIONS,
    { pageSize: TRANSACTIONS_PAGE_SIZE, pageNumber: page },
    { signal },
  );
  return { ...data.billingTransactions, availableCredits: data.availableCredits };
}

export interface BillingSummaryRow {
  transactionType: string;
  count: number;
  totalAmount: number;
}

/** Totals by transaction type for the days `from`..`to` ('YYYY-MM-DD'), for the Reports page. */
export async function fetchBillingSummary(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<BillingSummaryRow[]> {
  const data = await graphqlRequest('/rs/graphql', BILLING_SUMMARY, { from, to }, { signal });
  return data.billingSummary;
}

export async function addPromoCredits(input: PromoFundsInput & { domainId: number }): Promise<void> {
  await graphqlRequest('/rs/graphql', ADD_PROMO_CREDITS, input);
}

export async function requestRefund(input: RefundInput): Promise<void> {
  await graphqlRequest('/rs/graphql', REQUEST_REFUND, input);
}
