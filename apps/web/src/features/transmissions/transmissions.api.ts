import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  TinTransmissionsQuery,
  TnnTransmissionRecordQuery,
  TnnTransmissionsQuery,
  TransmissionStatus,
} from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** The back office's agency (tnn) and TIN-match (tin) transmissions (spec part 2 §2, §4, §7). */

const TNN_TRANSMISSIONS = domainGraphql(`
  query TnnTransmissions($statuses: [TransmissionStatus!]!) {
    tnnTransmissionRecordsByStatusIn(statuses: $statuses) {
      id
      formatType
      fileName
      taxYear
      isTest
      ackNumber
      recipientCount
      issuerCount
      transmissionStatus
      agencyStatus
      isRejected
      statusChangeDate
      a2a { environment stage failure }
    }
    filingsToBeProcessed
  }
`);

const TNN_RECORD = domainGraphql(`
  query TnnTransmissionRecord($id: Int!) {
    tnnTransmissionRecord(id: $id) {
      id
      filingRecords {
        recordId
        filingId
        payeeName
        filingType
        filingStatus
        result
      }
    }
  }
`);

const TIN_TRANSMISSIONS = domainGraphql(`
  query TinTransmissions($statuses: [TransmissionStatus!]!) {
    tinTransmissionRecordsByStatusIn(statuses: $statuses) {
      id
      fileName
      isTest
      ackNumber
      numberOfRequests
      transmissionStatus
      isRejected
      statusChangeDate
    }
    requestsToBeProcessed
  }
`);

const CREATE_TNN = domainGraphql(`
  mutation CreateTnnTransmissions {
    createTNNTransmissionRecords {
      filingCount
      transmissions { id }
      rejected { filingId reason }
    }
  }
`);

const CREATE_TIN = domainGraphql(`
  mutation CreateTinTransmissions {
    createTINTransmissionRecords { id }
  }
`);

const DOWNLOAD_TNN = domainGraphql(`
  mutation DownloadTnnTransmission($id: Int!) {
    downloadTNNTransmissionFile(id: $id) { fileName content }
  }
`);

const DOWNLOAD_TIN = domainGraphql(`
  mutation DownloadTinTransmission($id: Int!) {
    downloadTINTransmissionFile(id: $id) { fileName content }
  }
`);

const UPDATE_TNN = domainGraphql(`
  mutation UpdateTnnTransmission(
    $transmissionId: Int!
    $transmissionStatus: TransmissionStatus!
    $ackNumber: String
    $filingResponses: [FilingResponseInput!]
    $isRejected: Boolean
  ) {
    updateTNNTransmissionRecord(
      transmissionId: $transmissionId
      transmissionStatus: $transmissionStatus
      ackNumber: $ackNumber
      filingResponses: $filingResponses
      isRejected: $isRejected
    ) { id transmissionStatus ackNumber isRejected }
  }
`);

const UPDATE_TIN = domainGraphql(`
  mutation UpdateTinTransmission(
    $transmissionId: Int!
    $transmissionStatus: TransmissionStatus!
    $ackNumber: String
    $isRejected: Boolean
  ) {
    updateTINTransmissionRecord(
      transmissionId: $transmissionId
      transmissionStatus: $transmissionStatus
      ackNumber: $ackNumber
      isRejected: $isRejected
    ) { id transmissionStatus ackNumber isRejected }
  }
`);

const PROCESS_TNN = domainGraphql(`
  mutation ProcessTnnResponse($transmissionId: Int!, $content: String!) {
    processTNNTransmissionResponse(transmissionId: $transmissionId, content: $content) {
      id transmissionStatus agencyStatus isRejected
    }
  }
`);

const PROCESS_TIN = domainGraphql(`
  mutation ProcessTinResponse($transmissionId: Int!, $content: String!) {
    processTINTransmissionResponse(transmissionId: $transmissionId, content: $content)
  }
`);

const DELETE_TNN = domainGraphql(`
  mutation DeleteTnnTransmission($id: Int!) { deleteTNNTransmissionRecord(id: $id) }
`);

const DELETE_TIN = domainGraphql(`
  mutation DeleteTinTransmission($id: Int!) { deleteTINTransmissionRecord(id: $id) }
`);

export type TnnTransmission = TnnTransmissionsQuery['tnnTransmissionRecordsByStatusIn'][number];
export type TinTransmission = TinTransmissionsQuery['tinTransmissionRecordsByStatusIn'][number];
export type TnnFilingRecord = NonNullable<
  TnnTransmissionRecordQuery['tnnTransmissionRecord']
>['filingRecords'][number];
export type TransmissionKind = 'tnn' | 'tin';

export const transmissionsQueryKey = (kind: TransmissionKind) => ['transmissions', kind] as const;

export async function fetchTnnTransmissions(statuses: TransmissionStatus[], signal?: AbortSignal) {
  const data = await graphqlRequest('/rs/graphql', TNN_TRANSMISSIONS, { statuses }, { signal });
  return { rows: data.tnnTransmissionRecordsByStatusIn, toProcess: data.filingsToBeProcessed };
}

export async function fetchTnnRecords(id: number, signal?: AbortSignal): Promise<TnnFilingRecord[]> {
  const data = await graphqlRequest('/rs/graphql', TNN_RECORD, { id }, { signal });
  return data.tnnTransmissionRecord.filingRecords;
}

export async function fetchTinTransmissions(statuses: TransmissionStatus[], signal?: AbortSignal) {
  const data = await graphqlRequest('/rs/graphql', TIN_TRANSMISSIONS, { statuses }, { signal });
  return { rows: data.tinTransmissionRecordsByStatusIn, toProcess: data.requestsToBeProcessed };
}

export async function generateTransmissions(kind: TransmissionKind): Promise<number> {
  if (kind === 'tnn') {
    const data = await graphqlRequest('/rs/graphql', CREATE_TNN, {});
    return data.createTNNTransmissionRecords.transmissions.length;
  }
  const data = await graphqlRequest('/rs/graphql', CREATE_TIN, {});
  return data.createTINTransmissionRecords.length;
}

export async function downloadTransmission(
  kind: TransmissionKind,
  id: number,
): Promise<{ fileName: string; content: string }> {
  if (kind === 'tnn')
    return (await graphqlRequest('/rs/graphql', DOWNLOAD_TNN, { id })).downloadTNNTransmissionFile;
  return (await graphqlRequest('/rs/graphql', DOWNLOAD_TIN, { id })).downloadTINTransmissionFile;
}

export interface UpdateTransmissionInput {
  transmissionId: number;
  transmissionStatus: TransmissionStatus;
  ackNumber?: string;
  filingResponses?: { recordId: string; messages: string[] }[];
  isRejected?: boolean;
}

export async function updateTransmission(
  kind: TransmissionKind,
  input: UpdateTransmissionInput,
): Promise<void> {
  if (kind === 'tnn') {
    await graphqlRequest('/rs/graphql', UPDATE_TNN, input);
    return;
  }
  const { filingResponses: _ignored, ...tin } = input;
  await graphqlRequest('/rs/graphql', UPDATE_TIN, tin);
}

export async function processResponse(kind: TransmissionKind, transmissionId: number, content: string) {
  if (kind === 'tnn') await graphqlRequest('/rs/graphql', PROCESS_TNN, { transmissionId, content });
  else await graphqlRequest('/rs/graphql', PROCESS_TIN, { transmissionId, content });
}

export async function deleteTransmission(kind: TransmissionKind, id: number): Promise<void> {
  if (kind === 'tnn') await graphqlRequest('/rs/graphql', DELETE_TNN, { id });
  else await graphqlRequest('/rs/graphql', DELETE_TIN, { id });
}
