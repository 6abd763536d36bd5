import type { FilingData, Problem } from '@file1099/forms';
import { graphqlRequest } from '../api/apiClient.ts';
import type { AddressDto } from '../party/partyValues.ts';
import type { PageMetadata } from '../payees/payees.api.ts';

/** The payee fields a filing row shows. */
export interface FilingPayee {
  id: number;
  displayName: string;
  tinType: string;
  tin: string;
  tinMatchStatus: string | null;
  address: AddressDto;
}

/** A filing (spec part 2 §3); `filingData` holds the catalogue's box names, money in cents. */
export interface Filing {
  id: number;
  payeeId: number;
  payee: FilingPayee | null;
  filingYear: number;
  filingType: string;
  filingData: FilingData;
  totalCents: number;
  correctionType: string;
  originalFilingId: number | null;
  status: string;
  statusChangeDesc: string | null;
  statusChangeDate: string;
  stateFilingStatus: string | null;
  printStatus: string | null;
  emailStatus: string | null;
  errors: Problem[];
  warnings: Problem[];
}

export interface FilingTotals {
  count: number;
  totalCents: number;
  /** Per money box over the whole selection, not only the page. */
  boxTotalsCents: Record<string, number>;
}

export interface FilingCounts {
  draft: number;
  processing: number;
  accepted: number;
  /** Anything not Draft or Accepted: the dashboard's processing card. */
  dashboardProcessing: number;
}

const FILING_FIELDS = `id payeeId filingYear filingType filingData totalCents correctionType originalFilingId
  status statusChangeDesc statusChangeDate stateFilingStatus printStatus emailStatus
  errors { code path message } warnings { code path message }
  payee { id displayName tinType tin tinMatchStatus address { line1 line2 city state country postalCode } }`;

export interface FilingListInput {
  filingStatuses: readonly string[];
  filingYear: number;
  pageSize: number;
  pageNumber: number;
}

export const filingsQueryKey = (input: FilingListInput) => ['filings', 'list', input] as const;
export const filingCountsQueryKey = (filingYear: number) => ['filings', 'counts', filingYear] as const;
export const filingQueryKey = (id: number) => ['filings', 'one', id] as const;

export async function fetchFilings(
  input: FilingListInput,
  signal?: AbortSignal,
): Promise<{ filings: Filing[]; pageMetadata: PageMetadata; totals: FilingTotals }> {
  const data = await graphqlRequest<{
    filingsWithPageMetadata: { filings: Filing[]; pageMetadata: PageMetadata; totals: FilingTotals };
  }>(
    '/rs/graphql',
    `query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {
      filingsWithPageMetadata(pageSize: $pageSize, pageNumber: $pageNumber, filingStatuses: $filingStatuses,
        filingYears: $filingYears) {
        filings { ${FILING_FIELDS} }
        pageMetadata { hasPreviousPage hasNextPage currentPage totalPages totalCount }
        totals { count totalCents boxTotalsCents }
      }
    }`,
    {
      pageSize: input.pageSize,
      pageNumber: input.pageNumber,
      filingStatuses: input.filingStatuses,
      filingYears: [input.filingYear],
    },
    { signal },
  );
  return data.filingsWithPageMetadata;
}

export async function fetchFilingCounts(filingYear: number, signal?: AbortSignal): Promise<FilingCounts> {
  const data = await graphqlRequest<{ filingCounts: FilingCounts }>(
    '/rs/graphql',
    `query FilingCounts($filingYear: Int!) {
      filingCounts(filingYear: $filingYear) { draft processing accepted dashboardProcessing }
    }`,
    { filingYear },
    { signal },
  );
  return data.filingCounts;
}

export async function fetchFiling(id: number, signal?: AbortSignal): Promise<Filing | null> {
  const data = await graphqlRequest<{ filing: Filing | null }>(
    '/rs/graphql',
    `query Filing($id: Int!) { filing(id: $id) { ${FILING_FIELDS} } }`,
    { id },
    { signal },
  );
  return data.filing;
}

export interface FilingSaveInput {
  id?: number;
  payeeId: number;
  filingType: string;
  filingYear: number;
  filingData: Record<string, string | number | boolean>;
  correctionType?: string;
  originalFilingId?: number;
}

export async function saveFiling(filing: FilingSaveInput): Promise<Filing> {
  const data = await graphqlRequest<{ addEditFiling: Filing }>(
    '/rs/graphql',
    `mutation AddEditFiling($filing: FilingInput!) { addEditFiling(filing: $filing) { ${FILING_FIELDS} } }`,
    { filing },
  );
  return data.addEditFiling;
}

export async function deleteFilings(ids: readonly number[]): Promise<boolean> {
  if (ids.length === 1) {
    const data = await graphqlRequest<{ deleteFiling: boolean }>(
      '/rs/graphql',
      'mutation DeleteFiling($id: Int!) { deleteFiling(id: $id) }',
      { id: ids[0] },
    );
    return data.deleteFiling;
  }
  const data = await graphqlRequest<{ deleteFilings: boolean }>(
    '/rs/graphql',
    'mutation DeleteFilings($filingIds: [Int!]!) { deleteFilings(filingIds: $filingIds) }',
    { filingIds: ids },
  );
  return data.deleteFilings;
}

/** 'Move to Draft Mode' for rejected filings; resolves with how many moved. */
export async function moveFilingsToDraft(ids: readonly number[]): Promise<number> {
  const data = await graphqlRequest<{ moveFilingsToDraft: number }>(
    '/rs/graphql',
    'mutation MoveToDraft($filingIds: [Int!]!) { moveFilingsToDraft(filingIds: $filingIds) }',
    { filingIds: ids },
  );
  return data.moveFilingsToDraft;
}

export type CorrectionKind = 'OneStep' | 'TwoStep';

/** 'Create a correction': OneStep gives a First correction; TwoStep a zeroed First and a Second. */
export async function createCorrection(filingId: number, kind: CorrectionKind): Promise<Filing[]> {
  const data = await graphqlRequest<{ createCorrection: Filing[] }>(
    '/rs/graphql',
    `mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {
      createCorrection(filingId: $filingId, kind: $kind) { ${FILING_FIELDS} }
    }`,
    { filingId, kind },
  );
  return data.createCorrection;
}
