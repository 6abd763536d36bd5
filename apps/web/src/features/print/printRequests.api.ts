import { domainGraphql } from '../../gql/domain/index.ts';
import type { PrintRequestsQuery, PrintStatus } from '../../gql/domain/graphql.ts';
import { fetchFile, graphqlRequest } from '../api/apiClient.ts';

/** Print Requests (super admins, spec part 2 §2): paid print copies by status and year, the mail room. */

export const PRINT_REQUESTS_PAGE_SIZE = 500;

const PRINT_REQUESTS = domainGraphql(`
  query PrintRequests($printStatus: PrintStatus!, $filingYear: Int!, $limit: Int) {
    printRequests(printStatus: $printStatus, filingYear: $filingYear, limit: $limit) {
      filingId
      formType
      filingYear
      domainId
      filingStatus
      printStatus
      printStatusDesc
      printStatusDate
      printCopyExpectedDeliveryDate
      emailStatus
      printCopyTrackingId
      payerName
      payerAddress
      payeeName
      payeeAddress
    }
  }
`);

const UPDATE_PRINT_REQUESTS = domainGraphql(`
  mutation UpdatePrintRequests($filingIds: [Int!]!, $printStatus: PrintStatus!) {
    updatePrintRequests(filingIds: $filingIds, printStatus: $printStatus) {
      updated
      errored
    }
  }
`);

export type PrintRequest = PrintRequestsQuery['printRequests'][number];
export type { PrintStatus };

export const printRequestsQueryKey = (status: PrintStatus, year: number) =>
  ['printRequests', status, year] as const;

export async function fetchPrintRequests(
  printStatus: PrintStatus,
  filingYear: number,
  signal?: AbortSignal,
): Promise<PrintRequest[]> {
  const data = await graphqlRequest(
    '/rs/graphql',
    PRINT_REQUESTS,
    { printStatus, filingYear, limit: PRINT_REQUESTS_PAGE_SIZE },
    { signal },
  );
  return data.printRequests;
}

export async function updatePrintRequests(
  filingIds: number[],
  printStatus: PrintStatus,
): Promise<{ updated: number; errored: number }> {
  const data = await graphqlRequest('/rs/graphql', UPDATE_PRINT_REQUESTS, { filingIds, printStatus });
  return data.updatePrintRequests;
}

/** The mailing copies of the selected requests as one PDF (window-envelope page, then Copy B each). */
export async function downloadMailingPdf(filingIds: number[]): Promise<string> {
  const { blob, fileName } = await fetchFile(
    `/rs/api/printrequests/mailcopies/?filingIds=${filingIds.join(',')}`,
  );
  const name = fileName ?? '1099-mailing-copies.pdf';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
  return name;
}

/** The spec's back-office snackbars (part 2 §8). */
export const PRINT_SNACKBARS = {
  updated: (status: string) => `Updated status of printing requests to ${status} successfully`,
  failed: (status: string) => `Failed to updated the status of printing requests to ${status}`,
  errored: (count: number) =>
    `${count} ${count === 1 ? 'request has' : 'requests have'} an undeliverable address and ${count === 1 ? 'is' : 'are'} now Errored.`,
  downloaded: (name: string) => `Downloaded ${name}`,
} as const;
