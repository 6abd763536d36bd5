import { domainGraphql } from '../../gql/domain/index.ts';
import type { W9RequestFieldsFragment } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { Invoice } from '@file1099/forms';

domainGraphql(`
  fragment W9RequestFields on W9Request {
    id
    payeeId
    w9RequestStatus
    payerName
    payeeEmail
    names
    tin
    tinType
    fileName
    isPaid
    requestedAt
    remindedAt
    filledAt
    signedAt
  }
`);

/** A payee's latest W-9 request as the payer sees it (the link token never comes back). */
export type W9Request = W9RequestFieldsFragment;

const W9_INVOICE = domainGraphql(`
  query W9Invoice($payeeIds: [Int!]!) {
    w9Invoice(payeeIds: $payeeIds) {
      ...InvoiceFields
    }
    availableCredits
  }
`);

const CREATE_W9S = domainGraphql(`
  mutation CreateW9s($payeeIds: [Int!]!) {
    createW9s(payeeIds: $payeeIds) {
      ...W9RequestFields
    }
  }
`);

const REQUEST_W9S = domainGraphql(`
  mutation RequestW9s($payeeIds: [Int!]!, $expectedTotal: Int) {
    requestW9s(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {
      requests {
        ...W9RequestFields
      }
      availableCredits
    }
  }
`);

const CANCEL_W9S = domainGraphql(`
  mutation CancelW9Requests($payeeIds: [Int!]!) {
    cancelW9Requests(payeeIds: $payeeIds) {
      id
    }
  }
`);

const REMIND_W9S = domainGraphql(`
  mutation RemindW9Requests($payeeIds: [Int!]!) {
    remindW9Requests(payeeIds: $payeeIds) {
      id
    }
  }
`);

const W9_DIFFERENCES = domainGraphql(`
  query W9Differences($payeeId: Int!) {
    w9Differences(payeeId: $payeeId) {
      field
      label
      current
      w9
    }
  }
`);

const APPLY_W9 = domainGraphql(`
  mutation ApplyW9Info($payeeId: Int!) {
    applyW9Info(payeeId: $payeeId) {
      id
    }
  }
`);

export const w9InvoiceQueryKey = (payeeIds: readonly number[]) =>
  ['billing', 'w9Invoice', ...payeeIds] as const;

export async function fetchW9Invoice(
  payeeIds: readonly number[],
  signal?: AbortSignal,
): Promise<{ invoice: Invoice; availableCredits: number }> {
  const data = await graphqlRequest('/rs/graphql', W9_INVOICE, { payeeIds: [...payeeIds] }, { signal });
  return { invoice: data.w9Invoice, availableCredits: data.availableCredits };
}

export async function createW9s(payeeIds: readonly number[]): Promise<W9Request[]> {
  return (await graphqlRequest('/rs/graphql', CREATE_W9S, { payeeIds: [...payeeIds] })).createW9s;
}

export async function requestW9s(payeeIds: readonly number[], expectedTotal: number): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', REQUEST_W9S, { payeeIds: [...payeeIds], expectedTotal });
  return data.requestW9s.requests.length;
}

export async function cancelW9Requests(payeeIds: readonly number[]): Promise<number> {
  return (await graphqlRequest('/rs/graphql', CANCEL_W9S, { payeeIds: [...payeeIds] })).cancelW9Requests
    .length;
}

export async function remindW9Requests(payeeIds: readonly number[]): Promise<number> {
  return (await graphqlRequest('/rs/graphql', REMIND_W9S, { payeeIds: [...payeeIds] })).remindW9Requests
    .length;
}

export async function fetchW9Differences(payeeId: number, signal?: AbortSignal) {
  return (await graphqlRequest('/rs/graphql', W9_DIFFERENCES, { payeeId }, { signal })).w9Differences;
}

export async function applyW9Info(payeeId: number): Promise<void> {
  await graphqlRequest('/rs/graphql', APPLY_W9, { payeeId });
}
