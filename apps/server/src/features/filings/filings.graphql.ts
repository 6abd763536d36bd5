import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { PageMetadataRef, ProblemRef } from '../../graphql/common-types.ts';
import {
  CorrectionKindEnum,
  CorrectionTypeEnum,
  FilingStatusEnum,
  FormTypeEnum,
} from '../../graphql/enums.ts';
import type { CorrectionType, FilingStatus, FormType } from '@file1099/forms';
import { MAX_PAGE_SIZE, type PageMetadata } from '../../lib/paging.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import { PayeeRef } from '../payees/payees.graphql.ts';
import {
  countFilings,
  DEFAULT_FILINGS_PAGE_SIZE,
  findFilingByPayeeFormYear,
  findFilingsByIds,
  listFilings,
  type FilingCounts,
  type FilingTotals,
  type FilingWithPayee,
} from './filings.queries.ts';
import {
  createCorrection,
  deleteFilings,
  findFiling,
  moveFilingsToDraft,
  saveFiling,
} from './filings.service.ts';
import type { EmailSub, FedSub, FilingRow, PrintSub, StateSub, TinMatchSub } from './filings.table.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import { validateFilings } from '../submission/submission.service.ts';
import { updateEfsFilingsStatus } from '../efs/efs.service.ts';

const FedSubRef = builder.objectRef<FedSub>('FedSub').implement({
  fields: (t) => ({
    selected: t.exposeBoolean('selected'),
    isPaid: t.exposeBoolean('isPaid'),
    uniqueRecordId: t.exposeString('uniqueRecordId', { nullable: true }),
  }),
});
const StateSubRef = builder.objectRef<StateSub>('StateSub').implement({
  fields: (t) => ({
    selected: t.exposeBoolean('selected'),
    isPaid: t.exposeBoolean('isPaid'),
    filingMethod: t.exposeString('filingMethod', { nullable: true }),
    stateCode: t.exposeString('stateCode', { nullable: true }),
    uniqueRecordId: t.exposeString('uniqueRecordId', { nullable: true }),
  }),
});
const PrintSubRef = builder.objectRef<PrintSub>('PrintSub').implement({
  fields: (t) => ({
    selected: t.exposeBoolean('selected'),
    isPaid: t.exposeBoolean('isPaid'),
    printCopyTrackingId: t.exposeString('printCopyTrackingId', { nullable: true }),
  }),
});
const EmailSubRef = builder.objectRef<EmailSub>('EmailSub').implement({
  fields: (t) => ({
    selected: t.exposeBoolean('selected'),
    isPaid: t.exposeBoolean('isPaid'),
    emailTrackingId: t.exposeString('emailTrackingId', { nullable: true }),
  }),
});
const TinMatchSubRef = builder.objectRef<TinMatchSub>('TinMatchSub').implement({
  description:
    "TIN verification ordered with this filing (the check is the payee's, charged once per payee).",
  fields: (t) => ({
    selected: t.exposeBoolean('selected'),
    isPaid: t.exposeBoolean('isPaid'),
  }),
});

const date = (value: Date | null) => value;

/** A filing as resolvers see it; lists carry the payee they already joined. */
export type FilingNode = FilingRow & { joinedPayee?: PayeeRow };

const withPayee = (row: FilingWithPayee): FilingNode => ({ ...row.filing, joinedPayee: row.payee });

export const FilingRef = builder.objectRef<FilingNode>('Filing').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    payeeId: t.exposeInt('payeeId'),
    payee: t.field({
      type: PayeeRef,
      nullable: true,
      resolve: (filing, _a, c) =>
        filing.joinedPayee ?? c.loaders.payee.load({ domainId: filing.domainId, id: filing.payeeId }),
    }),
    isTestFiling: t.exposeBoolean('isTestFiling'),
    filingYear: t.exposeInt('filingYear'),
    filingType: t.field({ type: FormTypeEnum, resolve: (f) => f.filingType as FormType }),
    filingData: t.field({
      type: 'JSON',
      description: 'Box values by catalogue name; money in integer cents.',
      resolve: (f) => f.filingData,
    }),
    totalCents: t.exposeFloat('totalCents'),
    correctionType: t.field({ type: CorrectionTypeEnum, resolve: (f) => f.correctionType as CorrectionType }),
    originalFilingId: t.exposeInt('originalFilingId', { nullable: true }),
    status: t.field({ type: FilingStatusEnum, resolve: (f) => f.status as FilingStatus }),
    statusChangeDesc: t.exposeString('statusChangeDesc', { nullable: true }),
    statusChangeDate: t.field({ type: 'DateTime', resolve: (f) => f.statusChangeDate }),
    stateFilingStatus: t.exposeString('stateFilingStatus', { nullable: true }),
    stateFilingStatusDesc: t.exposeString('stateFilingStatusDesc', { nullable: true }),
    stateFilingStatusDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (f) => date(f.stateFilingStatusDate),
    }),
    printStatus: t.exposeString('printStatus', { nullable: true }),
    printStatusDesc: t.exposeString('printStatusDesc', { nullable: true }),
    printStatusDate: t.field({ type: 'DateTime', nullable: true, resolve: (f) => date(f.printStatusDate) }),
    printCopyExpectedDeliveryDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (f) => date(f.printCopyExpectedDeliveryDate),
    }),
    emailStatus: t.exposeString('emailStatus', { nullable: true }),
    emailStatusDesc: t.exposeString('emailStatusDesc', { nullable: true }),
    emailStatusDate: t.field({ type: 'DateTime', nullable: true, resolve: (f) => date(f.emailStatusDate) }),
    fedSub: t.field({ type: FedSubRef, resolve: (f) => f.fedSub }),
    stateSub: t.field({ type: StateSubRef, resolve: (f) => f.stateSub }),
    printSub: t.field({ type: PrintSubRef, resolve: (f) => f.printSub }),
    emailSub: t.field({ type: EmailSubRef, resolve: (f) => f.emailSub }),
    tinMatchSub: t.field({ type: TinMatchSubRef, resolve: (f) => f.tinMatchSub }),
    errors: t.field({ type: [ProblemRef], resolve: (f) => f.errors }),
    warnings: t.field({ type: [ProblemRef], resolve: (f) => f.warnings }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
  }),
});

const TotalsRef = builder.objectRef<FilingTotals>('FilingTotals').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    totalCents: t.exposeFloat('totalCents'),
    boxTotalsCents: t.field({
      type: 'JSON',
      description: 'Sum per money box over the whole selection.',
      resolve: (totals) => totals.boxTotalsCents,
    }),
  }),
});

const FilingPage = builder
  .objectRef<{ filings: FilingRow[]; pageMetadata: PageMetadata; totals: FilingTotals }>('FilingPage')
  .implement({
    fields: (t) => ({
      filings: t.expose('filings', { type: [FilingRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
      totals: t.expose('totals', { type: TotalsRef }),
    }),
  });

const CountsRef = builder.objectRef<FilingCounts>('FilingCounts').implement({
  fields: (t) => ({
    draft: t.exposeInt('draft'),
    processing: t.exposeInt('processing'),
    accepted: t.exposeInt('accepted'),
    dashboardProcessing: t.exposeInt('dashboardProcessing'),
    byStatus: t.field({ type: 'JSON', resolve: (counts) => counts.byStatus }),
  }),
});

const FilingValidationRef = builder
  .objectRef<{ id: number; errors: FilingRow['errors']; warnings: FilingRow['warnings'] }>('FilingValidation')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      errors: t.field({ type: [ProblemRef], resolve: (v) => v.errors }),
      warnings: t.field({ type: [ProblemRef], resolve: (v) => v.warnings }),
    }),
  });

const FilingInputRef = builder.inputType('FilingInput', {
  fields: (t) => ({
    id: t.int({ required: false }),
    payeeId: t.int({ required: true }),
    filingType: t.field({ type: FormTypeEnum, required: true }),
    filingYear: t.int({ required: true }),
    filingData: t.field({ type: 'JSON', required: true }),
    correctionType: t.field({ type: CorrectionTypeEnum, required: false }),
    originalFilingId: t.int({ required: false }),
    isTestFiling: t.boolean({ required: false }),
  }),
});

const scope = (context: RequestContext) => requireDomain(context).domainId;
const filterArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_FILINGS_PAGE_SIZE }),
  pageNumber: t.arg.int({ required: false }),
  filingStatuses: t.arg({ type: [FilingStatusEnum], required: false }),
  filingYears: t.arg.intList({ required: false }),
  filingTypes: t.arg({ type: [FormTypeEnum], required: false }),
});

builder.queryField('filing', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, c) => (await findFiling(c.db, scope(c), id)) ?? null,
  }),
);

builder.queryField('filingsByIds', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingRef],
    args: { filingIds: t.arg.intList({ required: true }) },
    resolve: async (_r, { filingIds }, c) =>
      (await findFilingsByIds(c.db, scope(c), filingIds)).map(withPayee),
  }),
);

builder.queryField('filingByPayeeFormTypeFilingYear', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingRef,
    nullable: true,
    args: {
      payeeId: t.arg.int({ required: true }),
      formType: t.arg({ type: FormTypeEnum, required: true }),
      filingYear: t.arg.int({ required: true }),
    },
    resolve: async (_r, a, c) => {
      const row = await findFilingByPayeeFormYear(c.db, scope(c), a.payeeId, a.formType, a.filingYear);
      return row ? withPayee(row) : null;
    },
  }),
);

builder.queryField('filingCounts', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: CountsRef,
    args: { filingYear: t.arg.int({ required: true }) },
    resolve: (_r, { filingYear }, c) => countFilings(c.db, scope(c), filingYear),
  }),
);

builder.queryField('filingsByStatus', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingRef],
    args: { status: t.arg({ type: FilingStatusEnum, required: true }), year: t.arg.int({ required: true }) },
    // Reads a full page, counted against the rows a request may read (graphql/limits.ts).
    extensions: { listRows: MAX_PAGE_SIZE },
    resolve: async (_r, { status, year }, c) =>
      (
        await listFilings(c.db, scope(c), {
          filingStatuses: [status],
          filingYears: [year],
          pageSize: MAX_PAGE_SIZE,
        })
      ).rows.map(withPayee),
  }),
);

builder.queryField('filings', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingRef],
    args: filterArgs(t),
    resolve: async (_r, a, c) => (await listFilings(c.db, scope(c), a)).rows.map(withPayee),
  }),
);

builder.queryField('filingsWithPageMetadata', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingPage,
    args: filterArgs(t),
    resolve: async (_r, a, c) => {
      const { rows, pageMetadata, totals } = await listFilings(c.db, scope(c), a);
      return { filings: rows.map(withPayee), pageMetadata, totals };
    },
  }),
);

builder.mutationField('addEditFiling', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingRef,
    args: { filing: t.arg({ type: FilingInputRef, required: true }) },
    resolve: (_r, { filing }, c) =>
      saveFiling(c.db, c.services.tinVault, scope(c), filing, requireSession(c).email),
  }),
);

builder.mutationField('validateFilings', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingValidationRef],
    args: {
      filingIds: t.arg.intList({ required: true }),
      ignoreWarnings: t.arg.boolean({ required: false }),
    },
    // Batched, at most 10,000 ids (the submission's limit): the submit wizard checks a whole order.
    resolve: (_r, { filingIds, ignoreWarnings }, c) =>
      validateFilings(c.db, c.services.tinVault, scope(c), filingIds, ignoreWarnings ?? false),
  }),
);

builder.mutationField('deleteFiling', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, c) =>
      (await deleteFilings(c.db, scope(c), [id], requireSession(c).email)) === 1,
  }),
);

builder.mutationField('deleteFilings', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { filingIds: t.arg.intList({ required: true }) },
    resolve: async (_r, { filingIds }, c) =>
      (await deleteFilings(c.db, scope(c), filingIds, requireSession(c).email)) > 0,
  }),
);

builder.mutationField('moveFilingsToDraft', (t) =>
  t.int({
    authScopes: { accountMember: true },
    description: "'Move to Draft Mode' for rejected filings.",
    args: { filingIds: t.arg.intList({ required: true }) },
    resolve: (_r, { filingIds }, c) => moveFilingsToDraft(c.db, scope(c), filingIds, requireSession(c).email),
  }),
);

builder.mutationField('createCorrection', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [FilingRef],
    description:
      "'Create a correction': OneStep (a First correction to edit) or TwoStep (First with zero amounts, then Second).",
    args: {
      filingId: t.arg.int({ required: true }),
      kind: t.arg({ type: CorrectionKindEnum, required: true }),
    },
    resolve: (_r, { filingId, kind }, c) =>
      createCorrection(c.db, scope(c), filingId, kind, requireSession(c).email),
  }),
);

// Back office (spec part 2 §2, EFS Filings): super admins move filings between statuses.
builder.mutationField('updateEfsFilingsStatus', (t) =>
  t.int({
    authScopes: { superAdmin: true },
    args: {
      filingIds: t.arg.intList({ required: true }),
      filingStatus: t.arg({ type: FilingStatusEnum, required: true }),
      statusChangeDesc: t.arg.string({ required: false }),
    },
    resolve: (_r, { filingIds, filingStatus, statusChangeDesc }, c) =>
      updateEfsFilingsStatus(
        c.db,
        filingIds,
        filingStatus,
        statusChangeDesc ?? null,
        requireSession(c).email,
      ),
  }),
);
