import type { AddressDto } from '../party/partyValues.ts';
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

export interface ImportProblem {
  sheet: string;
  row: number;
  column?: string | null;
  message: string;
}

/** One field of the existing payee beside the file's row; `file` null: the file has nothing there. */
export interface PayeeComparisonRow {
  label: string;
  existing: string;
  file: string | null;
}

export interface ImportQuestion {
  kind: string;
  title: string;
  message: string;
  actions: string[];
  /** For an existing payee: both versions, field by field (TINs masked). */
  comparison?: PayeeComparisonRow[];
}

export interface ImportSummaryLine {
  formType: string;
  label: string;
  /** Forms added or updated. */
  forms: number;
  totalCents: number;
  /** Forms the run did not write: skipped, aborted or errored. */
  notImported: number;
}

export interface ImportRun {
  id: number;
  filingYear: number;
  status: ImportRunStatus;
  progress: number;
  /** The server running the import stopped; another has taken it back and it has not moved on yet. */
  resuming: boolean;
  recordCount: number;
  /** Rows that will be imported: recordCount less rejected rows and rows left out. */
  readyCount: number;
  question: ImportQuestion | null;
  summary: ImportSummaryLine[];
  problems: ImportProblem[];
  skipped: ImportProblem[];
}

/** A filing of a review row: what the file says and what the import did with it. */
export interface ImportReviewFiling {
  id: number;
  formType: string;
  sheet: string;
  row: number;
  totalCents: number;
  status: string;
  message: string | null;
  filingData: Record<string, unknown>;
}

/** A row of the review's Filing Data / Payer Data grid: a payee (or payer) and its filings. */
export interface ImportReviewRow {
  id: number;
  kind: string;
  sheet: string;
  row: number;
  displayName: string;
  tin: string;
  status: string;
  message: string | null;
  address: AddressDto;
  emailAddress: string;
  phoneNumber: string;
  filings: ImportReviewFiling[];
}

export interface ImportReviewPage {
  rows: ImportReviewRow[];
  pageMetadata: { totalCount: number; currentPage: number; totalPages: number };
}

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

const RUN_FIELDS = `id filingYear status progress resuming recordCount readyCount
  question { kind title message actions comparison { label existing file } }
  summary { formType label forms totalCents notImported }
  problems { sheet row column message }
  skipped { sheet row column message }`;

export async function fetchImportRun(id: number): Promise<ImportRun> {
  const data = await graphqlRequest<{ importRun: ImportRun }>(
    '/rs/graphql',
    `query ImportRun($id: Int!) { importRun(id: $id) { ${RUN_FIELDS} } }`,
    { id },
  );
  return data.importRun;
}

export async function fetchImportReviewRows(
  runId: number,
  pageSize: number,
  pageNumber: number,
): Promise<ImportReviewPage> {
  const data = await graphqlRequest<{ importReviewRows: ImportReviewPage }>(
    '/rs/graphql',
    `query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {
      importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {
        rows {
          id kind sheet row displayName tin status message emailAddress phoneNumber
          address { line1 line2 city state country postalCode }
          filings { id formType sheet row totalCents status message filingData }
        }
        pageMetadata { totalCount currentPage totalPages }
      }
    }`,
    { runId, pageSize, pageNumber },
  );
  return data.importReviewRows;
}

export async function startImport(runId: number): Promise<ImportRun> {
  const data = await graphqlRequest<{ startImport: ImportRun }>(
    '/rs/graphql',
    `mutation StartImport($runId: Int!) { startImport(runId: $runId) { ${RUN_FIELDS} } }`,
    { runId },
  );
  return data.startImport;
}

export async function cancelImport(runId: number): Promise<ImportRun> {
  const data = await graphqlRequest<{ cancelImport: ImportRun }>(
    '/rs/graphql',
    `mutation CancelImport($runId: Int!) { cancelImport(runId: $runId) { ${RUN_FIELDS} } }`,
    { runId },
  );
  return data.cancelImport;
}

export async function answerImportQuestion(
  runId: number,
  answer: string,
  applyToAll: boolean,
): Promise<ImportRun> {
  const data = await graphqlRequest<{ answerImportQuestion: ImportRun }>(
    '/rs/graphql',
    `mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {
      answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) { ${RUN_FIELDS} }
    }`,
    { runId, answer, applyToAll },
  );
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
  onlySpreadsheets: 'Only Excel files (.xlsx or .xls) can be imported.',
  oneFile: 'Please upload one file at a time.',
  chooseFile: 'Please upload an Excel file to continue.',
  /** The submit wizard's payees step (spec part 2 §8). */
  noPayees: 'Please add at least one payee to proceed.',
  payerNotReady: "Complete the payer info before you continue: click 'Edit Payer Info'.",
} as const;
