import type { FilingData } from '@file1099/forms';
import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  CorrectionType,
  FormType,
  FilingCountsQuery,
  FilingFieldsFragment,
  FilingStatus,
  FilingsQuery,
} from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { PageMetadata } from '../payees/payees.api.ts';

domainGraphql(`
  fragment ProblemFields on Problem {
    code
    path
    message
  }
`);

/** The services ordered with a filing (docs/services.md) and whether each is paid. */
domainGraphql(`
  fragment FilingServiceFields on Filing {
    fedSub {
      selected
      isPaid
    }
    stateSub {
      selected
      isPaid
      filingMethod
      stateCode
    }
    printSub {
      selected
      isPaid
    }
    emailSub {
      selected
      isPaid
    }
    tinMatchSub {
      selected
      isPaid
    }
  }
`);

domainGraphql(`
  fragment FilingFields on Filing {
    id
    payeeId
    filingYear
    filingType
    filingData
    totalCents
    correctionType
    originalFilingId
    status
    statusChangeDesc
    statusChangeDate
    stateFilingStatus
    printStatus
    printStatusDesc
    printStatusDate
    printCopyExpectedDeliveryDate
    emailStatus
    emailStatusDesc
    emailStatusDate
    ...FilingServiceFields
    stateFiling {
      stateCode
      isFilingSupported
      isFilingRequired
      isStateOnly
      supportedMethods
    }
    errors {
      ...ProblemFields
    }
    warnings {
      ...ProblemFields
    }
    payee {
      id
      displayName
      tinType
      tin
      tinMatchStatus
      emailAddress
      address {
        ...AddressFields
      }
    }
  }
`);

/** The payee fields a filing row shows. */
export type FilingPayee = NonNullable<FilingFieldsFragment['payee']>;

/**
 * A filing (spec part 2 §3); `filingData` holds the catalogue's box names, money in cents. The schema
 * sends it as JSON, so its shape is the form package's FilingData.
 */
export type Filing = Omit<FilingFieldsFragment, 'filingData'> & { filingData: FilingData };

type FilingsPage = FilingsQuery['filingsWithPageMetadata'];

export interface FilingTotals extends Omit<FilingsPage['totals'], 'boxTotalsCents'> {
  /** Per money box over the whole selection, not only the page (JSON in the schema). */
  boxTotalsCents: Record<string, number>;
}

/** `dashboardProcessing`: anything not Draft or Accepted, the dashboard's processing card. */
export type FilingCounts = FilingCountsQuery['filingCounts'];

/** The schema types filingData as JSON; the server writes the form package's FilingData there. */
export function toFiling(filing: FilingFieldsFragment): Filing {
  return filing as Filing;
}

const FILINGS = domainGraphql(`
  query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {
    filingsWithPageMetadata(
      pageSize: $pageSize
      pageNumber: $pageNumber
      filingStatuses: $filingStatuses
      filingYears: $filingYears
    ) {
      filings {
        ...FilingFields
      }
      pageMetadata {
        hasPreviousPage
        hasNextPage
        currentPage
        totalPages
        totalCount
      }
      totals {
        count
        totalCents
        boxTotalsCents
      }
    }
  }
`);

const FILING_COUNTS = domainGraphql(`
  query FilingCounts($filingYear: Int!) {
    filingCounts(filingYear: $filingYear) {
      draft
      processing
      accepted
      dashboardProcessing
    }
  }
`);

const FILING = domainGraphql(`
  query Filing($id: Int!) {
    filing(id: $id) {
      ...FilingFields
    }
  }
`);

const ADD_EDIT_FILING = domainGraphql(`
  mutation AddEditFiling($filing: FilingInput!) {
    addEditFiling(filing: $filing) {
      ...FilingFields
    }
  }
`);

const DELETE_FILING = domainGraphql(`
  mutation DeleteFiling($id: Int!) {
    deleteFiling(id: $id)
  }
`);

const DELETE_FILINGS = domainGraphql(`
  mutation DeleteFilings($filingIds: [Int!]!) {
    deleteFilings(filingIds: $filingIds)
  }
`);

const MOVE_TO_DRAFT = domainGraphql(`
  mutation MoveToDraft($filingIds: [Int!]!) {
    moveFilingsToDraft(filingIds: $filingIds)
  }
`);

const CREATE_CORRECTION = domainGraphql(`
  mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {
    createCorrection(filingId: $filingId, kind: $kind) {
      ...FilingFields
    }
  }
`);

export interface FilingListInput {
  filingStatuses: readonly FilingStatus[];
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
  const data = await graphqlRequest(
    '/rs/graphql',
    FILINGS,
    {
      pageSize: input.pageSize,
      pageNumber: input.pageNumber,
      filingStatuses: [...input.filingStatuses],
      filingYears: [input.filingYear],
    },
    { signal },
  );
  const page = data.filingsWithPageMetadata;
  return {
    filings: page.filings.map(toFiling),
    pageMetadata: page.pageMetadata,
    // JSON in the schema: the server sends a number per money box.
    totals: { ...page.totals, boxTotalsCents: page.totals.boxTotalsCents as Record<string, number> },
  };
}

export async function fetchFilingCounts(filingYear: number, signal?: AbortSignal): Promise<FilingCounts> {
  const data = await graphqlRequest('/rs/graphql', FILING_COUNTS, { filingYear }, { signal });
  return data.filingCounts;
}

export async function fetchFiling(id: number, signal?: AbortSignal): Promise<Filing | null> {
  const data = await graphqlRequest('/rs/graphql', FILING, { id }, { signal });
  return data.filing ? toFiling(data.filing) : null;
}

export interface FilingSaveInput {
  id?: number;
  payeeId: number;
  filingType: FormType;
  filingYear: number;
  filingData: Record<string, string | number | boolean>;
  correctionType?: CorrectionType;
  originalFilingId?: number;
}

export async function saveFiling(filing: FilingSaveInput): Promise<Filing> {
  const data = await graphqlRequest('/rs/graphql', ADD_EDIT_FILING, { filing });
  return toFiling(data.addEditFiling);
}

export async function deleteFilings(ids: readonly number[]): Promise<boolean> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    const data = await graphqlRequest('/rs/graphql', DELETE_FILING, { id: only });
    return data.deleteFiling;
  }
  const data = await graphqlRequest('/rs/graphql', DELETE_FILINGS, { filingIds: [...ids] });
  return data.deleteFilings;
}

/** 'Move to Draft Mode' for rejected filings; resolves with how many moved. */
export async function moveFilingsToDraft(ids: readonly number[]): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', MOVE_TO_DRAFT, { filingIds: [...ids] });
  return data.moveFilingsToDraft;
}

export type CorrectionKind = 'OneStep' | 'TwoStep';

/** 'Create a correction': OneStep gives a First correction; TwoStep a zeroed First and a Second. */
export async function createCorrection(filingId: number, kind: CorrectionKind): Promise<Filing[]> {
  const data = await graphqlRequest('/rs/graphql', CREATE_CORRECTION, { filingId, kind });
  return data.createCorrection.map(toFiling);
}
