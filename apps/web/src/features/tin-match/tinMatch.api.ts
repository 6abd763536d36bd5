import { domainGraphql } from '../../gql/domain/index.ts';
import type { TinMatchRequestFieldsFragment } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { Invoice } from '@file1099/forms';

domainGraphql(`
  fragment TinMatchRequestFields on TinMatchRequest {
    id
    payeeId
    status
    selected
    isPaid
    tinMatchResult
    requestedAt
  }
`);

/** A payee's latest TIN verification request (spec part 2 §3 tinMatchRequest). */
export type TinMatchRequest = TinMatchRequestFieldsFragment;

const TIN_MATCH_INVOICE = domainGraphql(`
  query TinMatchInvoice($payeeIds: [Int!]!) {
    tinMatchInvoice(payeeIds: $payeeIds) {
      ...InvoiceFields
    }
    availableCredits
  }
`);

const CREATE_TIN_MATCHES = domainGraphql(`
  mutation CreateTinMatches($payeeIds: [Int!]!) {
    createTINMatches(payeeIds: $payeeIds) {
      ...TinMatchRequestFields
    }
  }
`);

const REQUEST_TIN_MATCHES = domainGraphql(`
  mutation RequestTinMatches($payeeIds: [Int!]!, $expectedTotal: Int) {
    requestTINMatches(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {
      requests {
        ...TinMatchRequestFields
      }
      availableCredits
    }
  }
`);

const CANCEL_TIN_MATCHES = domainGraphql(`
  mutation CancelTinMatches($payeeIds: [Int!]!) {
    cancelTINMatches(payeeIds: $payeeIds) {
      id
    }
  }
`);

export const tinMatchInvoiceQueryKey = (payeeIds: readonly number[]) =>
  ['billing', 'tinMatchInvoice', ...payeeIds] as const;

export async function fetchTinMatchInvoice(
  payeeIds: readonly number[],
  signal?: AbortSignal,
): Promise<{ invoice: Invoice; availableCredits: number }> {
  const data = await graphqlRequest(
    '/rs/graphql',
    TIN_MATCH_INVOICE,
    { payeeIds: [...payeeIds] },
    { signal },
  );
  return { invoice: data.tinMatchInvoice, availableCredits: data.availableCredits };
}

/** Drafts, after the checks made before paying (range, name control); refused with the payee's name. */
export async function createTinMatches(payeeIds: readonly number[]): Promise<TinMatchRequest[]> {
  return (await graphqlRequest('/rs/graphql', CREATE_TIN_MATCHES, { payeeIds: [...payeeIds] }))
    .createTINMatches;
}

export async function requestTinMatches(payeeIds: readonly number[], expectedTotal: number): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', REQUEST_TIN_MATCHES, {
    payeeIds: [...payeeIds],
    expectedTotal,
  });
  return data.requestTINMatches.requests.length;
}

export async function cancelTinMatches(payeeIds: readonly number[]): Promise<number> {
  return (await graphqlRequest('/rs/graphql', CANCEL_TIN_MATCHES, { payeeIds: [...payeeIds] }))
    .cancelTINMatches.length;
}
