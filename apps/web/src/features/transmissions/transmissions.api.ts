import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  TinTransmissionsQuery,
  TnnTransmissionRecordQuery,
  TnnTransmissionsQuery,
  TransmissionStatus,
} from '../../gql/domain/graphql.ts';
import { fetchFile, graphqlRequest, restRequest } from '../api/apiClient.ts';

/** The back office's agency (tnn) and TIN-match (tin) transmissions (spec part 2 §2, §4, §7). */

const TNN_TRANSMISSIONS = domainGraphql(`
  query TnnTransmissions($statuses: [TransmissionStatus!]!, $taxYear: Int) {
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
    filingsToBeProcessed(taxYear: $taxYear)
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
  mutation CreateTnnTransmissions($format: TransmissionFormat, $taxYear: Int) {
    createTNNTransmissionRecords(format: $format, taxYear: $taxYear) {
      filingCount
      transmissions { id }
      rejected { filingId reason }
    }
  }
`);

const FIRE_WINDOW = domainGraphql(`
  query FireFilingWindow {
    fireFilingWindow { lastFilingDate open taxYears }
  }
`);

const CREATE_TIN = domainGraphql(`
  mutation CreateTinTransmissions {
    createTINTransmissionRecords { id }
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

/** The agency transmissions and the Generate button's count: a Pub 1220 Generate takes one tax year. */
export async function fetchTnnTransmissions(
  statuses: TransmissionStatus[],
  choice: GenerateChoice,
  signal?: AbortSignal,
) {
  const taxYear = choice.format === 'PUB1220' ? choice.taxYear : null;
  const data = await graphqlRequest('/rs/graphql', TNN_TRANSMISSIONS, { statuses, taxYear }, { signal });
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

/** What Generate writes for the agency: IRIS XML (the default), or a Pub 1220 file of one tax year for FIRE. */
export type GenerateChoice = { format: 'IRIS' } | { format: 'PUB1220'; taxYear: number };

export const fireWindowQueryKey = ['transmissions', 'fireFilingWindow'] as const;

export async function fetchFireWindow(signal?: AbortSignal) {
  const data = await graphqlRequest('/rs/graphql', FIRE_WINDOW, {}, { signal });
  return data.fireFilingWindow;
}

export async function generateTransmissions(
  kind: TransmissionKind,
  choice: GenerateChoice = { format: 'IRIS' },
): Promise<number> {
  if (kind === 'tnn') {
    const variables = choice.format === 'PUB1220' ? choice : {};
    const data = await graphqlRequest('/rs/graphql', CREATE_TNN, variables);
    return data.createTNNTransmissionRecords.transmissions.length;
  }
  const data = await graphqlRequest('/rs/graphql', CREATE_TIN, {});
  return data.createTINTransmissionRecords.length;
}

/** Download: the file as generated (REST, any size); a Generated transmission becomes Downloaded. */
export async function downloadTransmission(
  kind: TransmissionKind,
  id: number,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await fetchFile(`/rs/api/transmissions/${kind}/${id}/file/`);
  return { blob, fileName: fileName ?? `transmission-${kind}-${id}` };
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

/** Process Response: the IRS answer file uploaded as it is (REST multipart, up to 100 MB). */
export async function processResponse(kind: TransmissionKind, transmissionId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  await restRequest(`/rs/api/transmissions/${kind}/${transmissionId}/response/`, {
    method: 'POST',
    body: form,
  });
}

export async function deleteTransmission(kind: TransmissionKind, id: number): Promise<void> {
  if (kind === 'tnn') await graphqlRequest('/rs/graphql', DELETE_TNN, { id });
  else await graphqlRequest('/rs/graphql', DELETE_TIN, { id });
}
