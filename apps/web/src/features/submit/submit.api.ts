import type { Invoice } from '@file1099/forms';
import { domainGraphql } from '../../gql/domain/index.ts';
import type { SubmitDraftFieldsFragment } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import { toFiling, type Filing } from '../filings/filings.api.ts';
import type { FilingCheck } from './submitRules.ts';

domainGraphql(`
  fragment SubmitDraftFields on Filing {
    id
    filingType
    filingYear
    totalCents
    status
    errors {
      ...ProblemFields
    }
    warnings {
      ...ProblemFields
    }
    ...FilingServiceFields
    payee {
      id
      displayName
    }
  }
`);

const SUBMIT_DRAFTS = domainGraphql(`
  query SubmitDrafts($pageSize: Int, $pageNumber: Int, $filingYears: [Int!]) {
    filingsWithPageMetadata(
      pageSize: $pageSize
      pageNumber: $pageNumber
      filingStatuses: [Draft]
      filingYears: $filingYears
    ) {
      filings {
        ...SubmitDraftFields
      }
      pageMetadata {
        totalCount
      }
    }
  }
`);

const ORDER_FILINGS = domainGraphql(`
  query OrderFilings($filingIds: [Int!]!) {
    filingsByIds(filingIds: $filingIds) {
      ...FilingFields
    }
  }
`);

const SUBMISSION_INVOICE = domainGraphql(`
  query SubmissionInvoice($filingIds: [Int!]!) {
    submissionInvoice(filingIds: $filingIds) {
      ...InvoiceFields
    }
    availableCredits
  }
`);

domainGraphql(`
  fragment InvoiceFields on Invoice {
    totalAmount
    serviceItems {
      service
      description
      quantity
      alreadyPaid
      preQty
      totalAmount
      lineItems {
        service
        description
        quantity
        itemPrice
        lineAmount
      }
    }
  }
`);

const VALIDATE_FILINGS = domainGraphql(`
  mutation ValidateFilings($filingIds: [Int!]!, $ignoreWarnings: Boolean!) {
    validateFilings(filingIds: $filingIds, ignoreWarnings: $ignoreWarnings) {
      id
      errors {
        ...ProblemFields
      }
      warnings {
        ...ProblemFields
      }
    }
  }
`);

const SUBMIT_FILINGS = domainGraphql(`
  mutation SubmitFilings($filingIds: [Int!]!, $expectedTotal: Int!) {
    submitFilings(filingIds: $filingIds, expectedTotal: $expectedTotal) {
      submittedFilingIds
      alreadySubmittedFilingIds
      availableCredits
      invoice {
        ...InvoiceFields
      }
    }
  }
`);

/** A draft as the submit wizard's filing review shows it: its problems and the services chosen. */
export type SubmitDraft = SubmitDraftFieldsFragment;

/** Spec part 2 §9: the submit review lists 500 filings a page. */
export const SUBMIT_PAGE_SIZE = 500;

export const submitDraftsQueryKey = (year: number, page: number) =>
  ['filings', 'submit', year, page] as const;
export const submissionInvoiceQueryKey = (filingIds: readonly number[]) =>
  ['billing', 'submissionInvoice', filingIds] as const;

/** The most filings whose services the order step changes at once (the server's bulk limit). */
export const MAX_ORDER_SERVICE_FILINGS = 1000;

/** The order's filings with what their service toggles need (payee e-mail, state support). */
export const orderFilingsQueryKey = (filingIds: readonly number[]) =>
  ['filings', 'order', filingIds] as const;

export async function fetchOrderFilings(
  filingIds: readonly number[],
  signal?: AbortSignal,
): Promise<{ filings: Filing[] }> {
  const data = await graphqlRequest('/rs/graphql', ORDER_FILINGS, { filingIds: [...filingIds] }, { signal });
  return { filings: data.filingsByIds.map(toFiling) };
}

export async function fetchSubmitDrafts(
  year: number,
  page: number,
  signal?: AbortSignal,
): Promise<{ filings: SubmitDraft[]; totalCount: number }> {
  const data = await graphqlRequest(
    '/rs/graphql',
    SUBMIT_DRAFTS,
    { pageSize: SUBMIT_PAGE_SIZE, pageNumber: page, filingYears: [year] },
    { signal },
  );
  const result = data.filingsWithPageMetadata;
  return { filings: result.filings, totalCount: result.pageMetadata.totalCount };
}

/** The server's invoice for exactly these filings' selected unpaid services, and the funds available. */
export async function fetchSubmissionInvoice(
  filingIds: readonly number[],
  signal?: AbortSignal,
): Promise<{ invoice: Invoice; availableCredits: number }> {
  const data = await graphqlRequest(
    '/rs/graphql',
    SUBMISSION_INVOICE,
    { filingIds: [...filingIds] },
    { signal },
  );
  return { invoice: data.submissionInvoice, availableCredits: data.availableCredits };
}

export async function validateFilings(
  filingIds: readonly number[],
  ignoreWarnings: boolean,
): Promise<FilingCheck[]> {
  const data = await graphqlRequest('/rs/graphql', VALIDATE_FILINGS, {
    filingIds: [...filingIds],
    ignoreWarnings,
  });
  return data.validateFilings;
}

export interface SubmissionResult {
  submittedFilingIds: number[];
  alreadySubmittedFilingIds: number[];
  availableCredits: number;
  invoice: Invoice;
}

/** Pays and submits; the server refuses (and charges nothing) when its total is not `expectedTotal`. */
export async function submitFilings(
  filingIds: readonly number[],
  expectedTotal: number,
): Promise<SubmissionResult> {
  const data = await graphqlRequest('/rs/graphql', SUBMIT_FILINGS, {
    filingIds: [...filingIds],
    expectedTotal,
  });
  return data.submitFilings;
}
