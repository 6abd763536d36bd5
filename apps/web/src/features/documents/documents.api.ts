import { domainGraphql } from '../../gql/domain/index.ts';
import type { DocumentDownloadFieldsFragment, PrintCopyType } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

domainGraphql(`
  fragment DocumentDownloadFields on DocumentDownload {
    id
    status
    progress
    fileName
    filingCount
    pages
    byteSize
    url
    error
  }
`);

const CREATE_DOCUMENT_DOWNLOAD = domainGraphql(`
  mutation CreateDocumentDownload($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {
    createDocumentDownload(filingIds: $ids, printCopyType: $type, combined: $combined) {
      ...DocumentDownloadFields
    }
  }
`);

const DOCUMENT_DOWNLOAD = domainGraphql(`
  query DocumentDownload($id: Int!) {
    documentDownload(id: $id) {
      ...DocumentDownloadFields
    }
  }
`);

export type DocumentDownload = DocumentDownloadFieldsFragment;
export type { PrintCopyType };

export async function createDocumentDownload(
  filingIds: readonly number[],
  printCopyType: PrintCopyType,
  combined: boolean,
): Promise<DocumentDownload> {
  const data = await graphqlRequest('/rs/graphql', CREATE_DOCUMENT_DOWNLOAD, {
    ids: [...filingIds],
    type: printCopyType,
    combined,
  });
  return data.createDocumentDownload;
}

export async function fetchDocumentDownload(
  id: number,
  signal?: AbortSignal,
): Promise<DocumentDownload | null> {
  const data = await graphqlRequest('/rs/graphql', DOCUMENT_DOWNLOAD, { id }, { signal });
  return data.documentDownload ?? null;
}

export interface CopyAction {
  type: PrintCopyType;
  combined: boolean;
  label: string;
}

/** The bulk actions of the filings grid (spec part 2 §2): which copies, separate or combined. */
export const COPY_ACTIONS: readonly CopyAction[] = [
  { type: 'RecipientCopy', combined: false, label: 'Recipient copies as separate forms' },
  { type: 'RecipientCopy', combined: true, label: 'Recipient copies in one combined file' },
  { type: 'FilerCopy', combined: false, label: 'Filer copies as separate forms' },
  { type: 'FilerCopy', combined: true, label: 'Filer copies in one combined file' },
  { type: 'FullCopy', combined: false, label: 'Full copies as separate forms' },
  { type: 'FullCopy', combined: true, label: 'Full copies in one combined file' },
  { type: 'RecipientMailCopy', combined: false, label: 'Mailing print copies as separate forms' },
];

/** The super admin's extras: the mailing print copies as one PDF, ready for the printer. */
const ADMIN_MAIL_ACTION: CopyAction = {
  type: 'RecipientMailCopy',
  combined: true,
  label: 'Mailing print copies in one combined file',
};

/** On the Drafts tab only the super admin downloads, and only these (spec part 2 §2). */
const ADMIN_DRAFT_ACTIONS: readonly CopyAction[] = [
  { type: 'RecipientCopy', combined: true, label: 'Payee print copy' },
  { type: 'FullCopy', combined: true, label: 'Full copy' },
];

/**
 * The download actions of a filings tab (0 Drafts, 1 Processing, 2 Accepted): none for a filer's
 * drafts (a draft is not a statement to furnish), the super admin's extras on drafts, and every copy
 * once submitted, the single-PDF mailing copy for the super admin only.
 */
export function copyActionsFor(tab: number, isSuperAdmin: boolean): readonly CopyAction[] {
  if (tab === 0) return isSuperAdmin ? ADMIN_DRAFT_ACTIONS : [];
  return isSuperAdmin ? [...COPY_ACTIONS, ADMIN_MAIL_ACTION] : COPY_ACTIONS;
}
