import { domainGraphql } from '../../gql/domain/index.ts';
import type { ImportReviewRowsQuery, ImportRunFieldsFragment } from '../../gql/domain/graphql.ts';
import { fetchFile, graphqlRequest, restRequest } from '../api/apiClient.ts';

/** What the import wizard imports (spec part 2 §2 'Import {resourceType}'). */
export type ImportResource = 'filings' | 'payees' | 'payers';

export const IMPORT_RESOURCES: readonly ImportResource[] = ['filings', 'payees', 'payers'];

export function readImportResource(value: string | null): ImportResource {
  return IMPORT_RESOURCES.find((resource) => resource === value) ?? 'filings';
}

export type ImportRunStatus =
  'Parsed' | 'Queued' | 'Processing' | 'WaitingForAnswer' | 'Processed' | 'Aborted' | 'Cancelled' | 'Failed';

/** Statuses in which the job is still working: the client polls the run. */
export const RUNNING_STATUSES: readonly string[] = ['Queued', 'Processing'];
/** Statuses after which nothing more happens. */
export const FINISHED_STATUSES: readonly string[] = ['Processed', 'Aborted', 'Cancelled', 'Failed'];

domainGraphql(`
  fragment ImportRunFields on ImportRun {
    id
    filingYear
    status
    progress
    resuming
    recordCount
    readyCount
    question {
      kind
      title
      message
      actions
      comparison {
        label
        existing
        file
      }
    }
    summary {
      formType
      label
      forms
      totalCents
      notImported
    }
    problems {
      sheet
      row
      column
      message
    }
    skipped {
      sheet
      row
      column
      message
    }
  }
`);

/**
 * An import run: `resuming` is true while another server takes over a run whose server stopped;
 * `readyCount` counts the rows that will be imported (recordCount less rejected rows and rows left out).
 */
export type ImportRun = ImportRunFieldsFragment;
export type ImportProblem = ImportRun['problems'][number];
export type ImportQuestion = NonNullable<ImportRun['question']>;
/** One field of the existing payee beside the file's row; `file` null: the file has nothing there. */
export type PayeeComparisonRow = ImportQuestion['comparison'][number];
/** `forms`: added or updated; `notImported`: forms the run did not write (skipped, aborted or errored). */
export type ImportSummaryLine = ImportRun['summary'][number];

/** The review's Filing Data / Payer Data grid: a payee (or payer) and its filings, one page. */
type ImportReviewRowsPage = ImportReviewRowsQuery['importReviewRows'];
type ImportReviewFilingDto = ImportReviewRowsPage['rows'][number]['filings'][number];
/** A filing of a review row: what the file says and what the import did with it (box name to value). */
export type ImportReviewFiling = Omit<ImportReviewFilingDto, 'filingData'> & {
  filingData: Record<string, unknown>;
};
export type ImportReviewRow = Omit<ImportReviewRowsPage['rows'][number], 'filings'> & {
  filings: ImportReviewFiling[];
};
export interface ImportReviewPage extends Omit<ImportReviewRowsPage, 'rows'> {
  rows: ImportReviewRow[];
}

const IMPORT_RUN = domainGraphql(`
  query ImportRun($id: Int!) {
    importRun(id: $id) {
      ...ImportRunFields
    }
  }
`);

const IMPORT_REVIEW_ROWS = domainGraphql(`
  query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {
    importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {
      rows {
        id
        kind
        sheet
        row
        displayName
        tin
        status
        message
        emailAddress
        phoneNumber
        address {
          ...AddressFields
        }
        filings {
          id
          formType
          sheet
          row
          totalCents
          status
          message
          filingData
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

const START_IMPORT = domainGraphql(`
  mutation StartImport($runId: Int!) {
    startImport(runId: $runId) {
      ...ImportRunFields
    }
  }
`);

const CANCEL_IMPORT = domainGraphql(`
  mutation CancelImport($runId: Int!) {
    cancelImport(runId: $runId) {
      ...ImportRunFields
    }
  }
`);

const ANSWER_IMPORT_QUESTION = domainGraphql(`
  mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {
    answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) {
      ...ImportRunFields
    }
  }
`);

/** The answer of `POST /rs/api/imports/`. */
export interface UploadResult {
  success: boolean;
  data: {
    id: number;
    status: ImportRunStatus;
    recordCount: number;
    readyCount: number;
    problems: ImportProblem[];
    skipped: ImportProblem[];
  };
}

export async function fetchImportRun(id: number): Promise<ImportRun> {
  const data = await graphqlRequest('/rs/graphql', IMPORT_RUN, { id });
  return data.importRun;
}

export async function fetchImportReviewRows(
  runId: number,
  pageSize: number,
  pageNumber: number,
): Promise<ImportReviewPage> {
  const data = await graphqlRequest('/rs/graphql', IMPORT_REVIEW_ROWS, { runId, pageSize, pageNumber });
  // filingData is JSON in the schema: the server sends an object of box names.
  return data.importReviewRows as ImportReviewPage;
}

export async function startImport(runId: number): Promise<ImportRun> {
  const data = await graphqlRequest('/rs/graphql', START_IMPORT, { runId });
  return data.startImport;
}

export async function cancelImport(runId: number): Promise<ImportRun> {
  const data = await graphqlRequest('/rs/graphql', CANCEL_IMPORT, { runId });
  return data.cancelImport;
}

export async function answerImportQuestion(
  runId: number,
  answer: string,
  applyToAll: boolean,
): Promise<ImportRun> {
  const data = await graphqlRequest('/rs/graphql', ANSWER_IMPORT_QUESTION, { runId, answer, applyToAll });
  return data.answerImportQuestion;
}

/** Uploads one spreadsheet (multipart; the API client adds the CSRF header). */
export async function uploadImportFile(
  file: File,
  resourceType: ImportResource,
  filingYear: number,
): Promise<UploadResult['data']> {
  const form = new FormData();
  form.append('file', file);
  form.append('resourceType', resourceType);
  form.append('filingYear', String(filingYear));
  const result = await restRequest<UploadResult>('/rs/api/imports/', { method: 'POST', body: form });
  return result.data;
}

/**
 * Fetches a template and saves it under the server's file name; a refusal (a year without templates)
 * throws the server's message for the page to show, so no error body is ever saved as a file.
 */
export async function downloadTemplate(href: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(href);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Public template links (spec part 1 §7). */
export function templateUrl(
  resource: ImportResource,
  filingYear: number,
  formType?: 'Type_1099_NEC' | 'Type_1099_MISC',
  format?: 'csv',
): string {
  const params = new URLSearchParams();
  if (resource === 'filings') params.set('formType', formType ?? 'Type_1099_NEC');
  params.set('filingYear', String(filingYear));
  if (format) params.set('format', format);
  return `/rs/api/templates/${resource}?${params.toString()}`;
}

export const IMPORT_MESSAGES = {
  chooseMethod:
    "Please select a data entry method to continue. Select 'Enter manually' if you want to enter your data manually.",
  noData: 'There is no data to import. Please upload a valid file with data.',
  /** The cause to check for an empty Excel import (spec part 2 §8: use the latest unmodified template). */
  noDataExcelCause:
    'Use the latest template for the tax year, unmodified: keep its headers in row 4 and enter one payee per row from row 5, each with a TIN.',
  onlySpreadsheets:
    "Only Excel files (.xlsx or .xls), or Wave's transactions export (.csv), can be imported.",
  oneFile: 'Please upload one file at a time.',
  chooseFile: 'Please upload an Excel file to continue.',
  /** The submit wizard's payees step (spec part 2 §8). */
  noPayees: 'Please add at least one payee to proceed.',
  payerNotReady: "Complete the payer info before you continue: click 'Edit Payer Info'.",
} as const;
