import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { AddressRef, PageMetadataRef } from '../../graphql/common-types.ts';
import type { PageMetadata } from '../../lib/paging.ts';
import { ImportRecordKindEnum, ImportRecordStatusEnum, ImportRunStatusEnum } from '../../graphql/enums.ts';
import { requireDomain } from '../access/access.ts';
import {
  answerImportQuestion,
  cancelImportRun,
  findImportRun,
  isImportRunResuming,
  listImportRecords,
  listImportRuns,
  startImportRun,
  summarizeImportRun,
  type ImportSummaryLine,
} from './imports.service.ts';
import { listImportReviewRows, type ImportReviewFiling, type ImportReviewRow } from './imports.review.ts';
import type {
  ImportProblem,
  ImportQuestion,
  ImportRecordRow,
  ImportRunRow,
  PayeeComparisonRow,
} from './imports.table.ts';

const ProblemLine = builder.objectRef<ImportProblem>('ImportProblem').implement({
  fields: (t) => ({
    sheet: t.exposeString('sheet'),
    row: t.exposeInt('row'),
    column: t.exposeString('column', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const ComparisonRow = builder.objectRef<PayeeComparisonRow>('ImportPayeeComparisonRow').implement({
  description: 'One field of the existing payee beside the file; file is null where the file has nothing.',
  fields: (t) => ({
    label: t.exposeString('label'),
    existing: t.exposeString('existing'),
    file: t.exposeString('file', { nullable: true }),
  }),
});

const Question = builder.objectRef<ImportQuestion>('ImportQuestion').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    recordId: t.exposeInt('recordId'),
    title: t.exposeString('title'),
    message: t.exposeString('message'),
    actions: t.exposeStringList('actions'),
    comparison: t.field({
      type: [ComparisonRow],
      description: 'For an existing payee: the stored payee and the file, field by field (TINs masked).',
      resolve: (question) => question.comparison ?? [],
    }),
  }),
});

const SummaryLine = builder.objectRef<ImportSummaryLine>('ImportSummaryLine').implement({
  fields: (t) => ({
    formType: t.exposeString('formType'),
    label: t.exposeString('label'),
    forms: t.exposeInt('forms', { description: 'Forms added or updated (before the run: to import).' }),
    totalCents: t.exposeFloat('totalCents'),
    notImported: t.exposeInt('notImported', {
      description: 'Forms the run did not write: skipped, aborted or errored.',
    }),
  }),
});

export const ImportRunRef = builder.objectRef<ImportRunRow>('ImportRun').implement({
  description: 'An uploaded file being imported; poll it for progress and questions.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    resource: t.exposeString('resource'),
    filingYear: t.exposeInt('filingYear'),
    fileName: t.exposeString('fileName'),
    status: t.expose('status', { type: ImportRunStatusEnum }),
    progress: t.exposeInt('progress'),
    resuming: t.boolean({
      description:
        'True while the import continues after the server running it stopped, until its progress moves again.',
      resolve: (run, _a, c) => isImportRunResuming(c.db, run),
    }),
    recordCount: t.exposeInt('recordCount'),
    readyCount: t.exposeInt('readyCount', {
      description: 'Rows that will be imported: recordCount less rejected rows and rows left out.',
    }),
    question: t.field({ type: Question, nullable: true, resolve: (run) => run.question ?? null }),
    policies: t.field({ type: 'JSON', resolve: (run) => run.policies }),
    problems: t.field({ type: [ProblemLine], resolve: (run) => run.problems }),
    skipped: t.field({ type: [ProblemLine], resolve: (run) => run.skipped }),
    summary: t.field({ type: [SummaryLine], resolve: (run, _a, c) => summarizeImportRun(c.db, run.id) }),
    createdAt: t.field({ type: 'DateTime', resolve: (run) => run.createdAt }),
  }),
});

const RecordRef = builder.objectRef<ImportRecordRow>('ImportRecord').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: ImportRecordKindEnum }),
    sheet: t.exposeString('sheet'),
    row: t.exposeInt('row'),
    formType: t.exposeString('formType', { nullable: true }),
    displayName: t.exposeString('displayName'),
    tin: t.exposeString('maskedTin'),
    totalCents: t.exposeFloat('totalCents'),
    status: t.expose('status', { type: ImportRecordStatusEnum }),
    message: t.exposeString('message', { nullable: true }),
    payeeId: t.exposeInt('payeeId', { nullable: true }),
    filingId: t.exposeInt('filingId', { nullable: true }),
  }),
});

const RecordPage = builder
  .objectRef<{ records: ImportRecordRow[]; pageMetadata: PageMetadata }>('ImportRecordPage')
  .implement({
    fields: (t) => ({
      records: t.expose('records', { type: [RecordRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

const scope = (context: RequestContext) => requireDomain(context).domainId;

builder.queryField('importRun', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ImportRunRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, c) => findImportRun(c.db, scope(c), id),
  }),
);
builder.queryField('importRuns', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [ImportRunRef],
    resolve: (_r, _a, c) => listImportRuns(c.db, scope(c)),
  }),
);
builder.queryField('importRecords', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: RecordPage,
    args: {
      runId: t.arg.int({ required: true }),
      kind: t.arg({ type: ImportRecordKindEnum, required: false }),
      pageSize: t.arg.int({ required: false }),
      pageNumber: t.arg.int({ required: false }),
    },
    resolve: (_r, { runId, ...page }, c) => listImportRecords(c.db, scope(c), runId, page),
  }),
);
const ReviewFilingRef = builder.objectRef<ImportReviewFiling>('ImportReviewFiling').implement({
  fields: (t) => ({
    id: t.int({ resolve: (filing) => filing.record.id }),
    formType: t.string({ resolve: (filing) => filing.record.formType ?? '' }),
    sheet: t.string({ resolve: (filing) => filing.record.sheet }),
    row: t.int({ resolve: (filing) => filing.record.row }),
    totalCents: t.float({ resolve: (filing) => filing.record.totalCents }),
    status: t.field({ type: ImportRecordStatusEnum, resolve: (filing) => filing.record.status }),
    message: t.string({ nullable: true, resolve: (filing) => filing.record.message }),
    filingData: t.field({
      type: 'JSON',
      description: 'The box values read from the file, money in cents.',
      resolve: (filing) => filing.filingData,
    }),
  }),
});

const ReviewRowRef = builder.objectRef<ImportReviewRow>('ImportReviewRow').implement({
  fields: (t) => ({
    id: t.int({ resolve: (row) => row.record.id }),
    kind: t.field({ type: ImportRecordKindEnum, resolve: (row) => row.record.kind }),
    sheet: t.string({ resolve: (row) => row.record.sheet }),
    row: t.int({ resolve: (row) => row.record.row }),
    displayName: t.string({ resolve: (row) => row.record.displayName }),
    tin: t.string({ resolve: (row) => row.record.maskedTin }),
    status: t.field({ type: ImportRecordStatusEnum, resolve: (row) => row.record.status }),
    message: t.string({ nullable: true, resolve: (row) => row.record.message }),
    address: t.field({ type: AddressRef, resolve: (row) => row.address }),
    emailAddress: t.string({ resolve: (row) => row.emailAddress }),
    phoneNumber: t.string({ resolve: (row) => row.phoneNumber }),
    filings: t.field({ type: [ReviewFilingRef], resolve: (row) => row.filings }),
  }),
});

const ReviewPageRef = builder
  .objectRef<{ rows: ImportReviewRow[]; pageMetadata: PageMetadata }>('ImportReviewPage')
  .implement({
    fields: (t) => ({
      rows: t.expose('rows', { type: [ReviewRowRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

builder.queryField('importReviewRows', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ReviewPageRef,
    description:
      "The review's Filing Data / Payer Data grid: the run's payees (or payers) in file order with their filings.",
    args: {
      runId: t.arg.int({ required: true }),
      pageSize: t.arg.int({ required: false }),
      pageNumber: t.arg.int({ required: false }),
    },
    resolve: (_r, { runId, ...page }, c) =>
      listImportReviewRows(c.db, c.services.encryptor, scope(c), runId, page),
  }),
);

builder.mutationField('startImport', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ImportRunRef,
    args: { runId: t.arg.int({ required: true }) },
    resolve: (_r, { runId }, c) => startImportRun(c.db, scope(c), runId),
  }),
);
builder.mutationField('cancelImport', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ImportRunRef,
    args: { runId: t.arg.int({ required: true }) },
    resolve: (_r, { runId }, c) => cancelImportRun(c.db, scope(c), runId),
  }),
);
builder.mutationField('answerImportQuestion', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ImportRunRef,
    description:
      "The user's choice in a conflict or error dialog; applyToAll keeps it for every later case of the kind.",
    args: {
      runId: t.arg.int({ required: true }),
      answer: t.arg.string({ required: true }),
      applyToAll: t.arg.boolean({ required: false }),
    },
    resolve: (_r, { runId, answer, applyToAll }, c) =>
      answerImportQuestion(c.db, scope(c), runId, answer, applyToAll ?? false),
  }),
);
