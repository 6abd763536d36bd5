import { domainGraphql } from '../../gql/domain/index.ts';
import type { SelfEFileFilingsQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** The state filings (Self eFile) download screen: spec part 2 §2 and §9 (grid default 50). */
export const SELF_EFILE_PAGE_SIZE = 50;
export const SELF_EFILE_PAGE_SIZES = [25, 50, 100];

const SELF_EFILE_FILINGS = domainGraphql(`
  query SelfEFileFilings($filingYear: Int!, $pageSize: Int, $pageNumber: Int) {
    selfEFileCount(filingYear: $filingYear)
    selfEFileStates(filingYear: $filingYear)
    selfEFileFilingsWithPageMetadata(filingYear: $filingYear, pageSize: $pageSize, pageNumber: $pageNumber) {
      filings {
        id
        filingType
        status
        stateFilingStatus
        stateFilingStatusDesc
        payee {
          displayName
        }
        stateSub {
          stateCode
          filingMethod
        }
      }
      pageMetadata {
        totalCount
        currentPage
        totalPages
      }
    }
  }
`);

const DOWNLOAD_SELF_EFILE = domainGraphql(`
  mutation DownloadSelfEFileTransmissions($filingYear: Int!, $westVirginiaQuarterlyTaxDue: [Int!]) {
    downloadSelfEFileTransmissions(filingYear: $filingYear, westVirginiaQuarterlyTaxDue: $westVirginiaQuarterlyTaxDue) {
      fileName
      content
      files
      filingCount
      passwordHint
    }
  }
`);

export type SelfEFileFiling = SelfEFileFilingsQuery['selfEFileFilingsWithPageMetadata']['filings'][number];

export const selfEFileQueryKey = (filingYear: number, pageSize: number, pageNumber: number) =>
  ['selfEFileFilingsWithPageMetadata', filingYear, pageSize, pageNumber] as const;

export async function fetchSelfEFileFilings(
  filingYear: number,
  pageSize: number,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<{ count: number; states: string[]; filings: SelfEFileFiling[]; totalCount: number }> {
  const data = await graphqlRequest(
    '/rs/graphql',
    SELF_EFILE_FILINGS,
    { filingYear, pageSize, pageNumber },
    { signal },
  );
  const page = data.selfEFileFilingsWithPageMetadata;
  return {
    count: data.selfEFileCount,
    states: data.selfEFileStates,
    filings: page.filings,
    totalCount: page.pageMetadata.totalCount,
  };
}

/** West Virginia's quarterly tax due (whole dollars) goes with the download when the zip has a WV file. */
export async function downloadSelfEFileTransmissions(
  filingYear: number,
  westVirginiaQuarterlyTaxDue?: number[],
) {
  const data = await graphqlRequest('/rs/graphql', DOWNLOAD_SELF_EFILE, {
    filingYear,
    ...(westVirginiaQuarterlyTaxDue ? { westVirginiaQuarterlyTaxDue } : {}),
  });
  return data.downloadSelfEFileTransmissions;
}

/** Saves the base64 zip the server built as a file. */
export function saveZip(fileName: string, base64: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
