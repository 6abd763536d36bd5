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

/** The spec's back-office snackbars (part 2 §8). */
export const EFS_SNACKBARS = {
  updated: (status: EfsAction) => `Updated status of efs requests to ${status} successfully`,
  failed: (status: EfsAction) => `Failed to updated the status of efs requests to ${status}`,
} as const;
