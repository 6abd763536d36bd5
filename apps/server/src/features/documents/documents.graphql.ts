import { domainBuilder as builder } from '../../graphql/builders.ts';
import { requireDomain } from '../access/access.ts';
import { PRINT_COPY_TYPES } from './documents.generate.ts';
import { findDocumentDownload, listDocumentDownloads, requestDocumentDownload } from './documents.service.ts';
import { DOCUMENT_DOWNLOAD_STATUSES, type DocumentDownloadRow } from './documents.table.ts';

export const PrintCopyTypeEnum = builder.enumType('PrintCopyType', {
  values: PRINT_COPY_TYPES,
  description: "Which copies: the recipient's (B and 2), the filer's (C and 1) or the full set.",
});
const DocumentDownloadStatusEnum = builder.enumType('DocumentDownloadStatus', {
  values: DOCUMENT_DOWNLOAD_STATUSES,
  description: 'Where a prepared download stands.',
});

const DocumentDownload = builder.objectRef<DocumentDownloadRow>('DocumentDownload').implement({
  description: 'Copies of filings prepared as one file by a background job, with its progress.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    printCopyType: t.field({
      type: PrintCopyTypeEnum,
      resolve: (row) => row.printCopyType as (typeof PRINT_COPY_TYPES)[number],
    }),
    combined: t.boolean({ resolve: (row) => row.combined === 1 }),
    filingCount: t.int({ resolve: (row) => row.filingIds.length }),
    status: t.expose('status', { type: DocumentDownloadStatusEnum }),
    progress: t.exposeInt('progress'),
    fileName: t.exposeString('fileName'),
    byteSize: t.float({ resolve: (row) => row.byteSize }),
    pages: t.exposeInt('pages'),
    error: t.exposeString('error', { nullable: true }),
    jobId: t.int({ nullable: true, resolve: (row) => row.jobId }),
    url: t.string({
      description: 'Where the finished file is downloaded (GET, session cookie).',
      resolve: (row) => `/rs/api/documents/${row.id}/file`,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

builder.mutationField('createDocumentDownload', (t) =>
  t.field({
    description:
      'Prepare the copies of the selected filings of the account: one combined PDF or a zip of one PDF per filing.',
    authScopes: { accountMember: true },
    type: DocumentDownload,
    args: {
      filingIds: t.arg.intList({ required: true }),
      printCopyType: t.arg({ type: PrintCopyTypeEnum, required: true }),
      combined: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, context) =>
      requestDocumentDownload(context.db, requireDomain(context).domainId, {
        filingIds: args.filingIds,
        printCopyType: args.printCopyType,
        combined: args.combined,
      }),
  }),
);

builder.queryField('documentDownload', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: DocumentDownload,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, context) =>
      (await findDocumentDownload(context.db, requireDomain(context).domainId, id)) ?? null,
  }),
);

builder.queryField('documentDownloads', (t) =>
  t.field({
    description: "The account's latest prepared downloads, newest first (at most 20).",
    authScopes: { accountMember: true },
    type: [DocumentDownload],
    resolve: (_root, _args, context) => listDocumentDownloads(context.db, requireDomain(context).domainId),
  }),
);
