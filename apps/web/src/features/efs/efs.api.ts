import { domainGraphql } from '../../gql/domain/index.ts';
import type { EfsFilingsQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** EFS Filings (super admins): the queue of submitted filings in Received or Queued, and its actions. */

export const EFS_STATUSES = ['Received', 'Queued'] as const;
export type EfsStatus = (typeof EFS_STATUSES)[number];
export type EfsAction = 'Queued' | 'Received' | 'System_Rejected';
export const EFS_PAGE_SIZE = 500;

const EFS_FILINGS = domainGraphql(`
  query EfsFilings($filingStatus: [EfsListStatus!]!, $pageSize: Int) {
    efsFilingsByStatus(filingStatus: $filingStatus, pageSize: $pageSize) {
      id
      clientDomainId
      isTestFiling
      filingYear
      filingReturnType
      isStateFiling
      reportingStateCode
      stateFilingMethod
      payerName1
      payerTinLast4
      payeeName1
      payeeTinLast4
      status
      statusChangeDesc
      statusChangeDate
    }
  }
`);

const UPDATE_EFS_FILINGS_STATUS = domainGraphql(`
  mutation UpdateEfsFilingsStatus($filingIds: [Int!]!, $filingStatus: FilingStatus!, $statusChangeDesc: String) {
    updateEfsFilingsStatus(filingIds: $filingIds, filingStatus: $filingStatus, statusChangeDesc: $statusChangeDesc)
  }
`);

const MARK_STATE_FILINGS_ACCEPTED = domainGraphql(`
  mutation MarkStateFilingsAccepted($filingIds: [Int!]!) {
    markStateFilingsAccepted(filingIds: $filingIds)
  }
`);

export type EfsFiling = EfsFilingsQuery['efsFilingsByStatus'][number];

export const efsQueryKey = (status: EfsStatus) => ['efsFilingsByStatus', status] as const;

export async function fetchEfsFilings(status: EfsStatus, signal?: AbortSignal): Promise<EfsFiling[]> {
  const data = await graphqlRequest(
    '/rs/graphql',
    EFS_FILINGS,
    { filingStatus: [status], pageSize: EFS_PAGE_SIZE },
    { signal },
  );
  return data.efsFilingsByStatus;
}

export async function updateEfsFilingsStatus(
  filingIds: number[],
  filingStatus: EfsAction,
  statusChangeDesc: string | null,
): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', UPDATE_EFS_FILINGS_STATUS, {
    filingIds,
    filingStatus,
    statusChangeDesc,
  });
  return data.updateEfsFilingsStatus;
}

/** State accepted: the state took these direct state eFile filings; returns how many changed. */
export async function markStateFilingsAccepted(filingIds: number[]): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', MARK_STATE_FILINGS_ACCEPTED, { filingIds });
  return data.markStateFilingsAccepted;
}

/** The State accepted action's messages (the spec has no such action, so no spec text). */
export const STATE_ACCEPTED_TEXTS = {
  done: (count: number) => `Recorded the state's acceptance of ${count} direct state filing(s)`,
  none: 'None of the selected filings is a direct state eFile waiting on this screen',
} as const;

/** The spec's back-office snackbars (part 2 §8). */
export const EFS_SNACKBARS = {
  updated: (status: EfsAction) => `Updated status of efs requests to ${status} successfully`,
  failed: (status: EfsAction) => `Failed to updated the status of efs requests to ${status}`,
} as const;
