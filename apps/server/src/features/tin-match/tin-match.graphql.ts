import type { Invoice } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain } from '../access/access.ts';
import { InvoiceRef } from '../billing/billing.graphql.ts';
import { createPayeeLoader } from '../payees/payee-loader.ts';
import { PayeeRef } from '../payees/payees.graphql.ts';
import {
  cancelTinMatches,
  createTinMatches,
  getTinMatchInvoice,
  latestTinMatches,
  listTinMatches,
  requestTinMatches,
} from './tin-match.service.ts';
import type { TinMatchRequestRow } from './tin-match.table.ts';

/** A request, with its payee's result when the caller read the payee too. */
export type TinMatchRequestView = TinMatchRequestRow & { tinMatchResult?: string | null };

export const TinMatchRequestRef = builder.objectRef<TinMatchRequestView>('TinMatchRequest').implement({
  description: 'A TIN verification request of one payee (spec part 2 §3 tinMatchRequest).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    payeeId: t.exposeInt('payeeId'),
    status: t.exposeString('status'),
    selected: t.boolean({
      description: 'Chosen for the next paid request: a Draft (updateTINMatch selects and unselects).',
      resolve: (row) => row.status === 'Draft',
    }),
    tinMatchResult: t.string({
      nullable: true,
      description: "The payee's IRS result code (1-8) once the response is processed.",
      resolve: (row) => row.tinMatchResult ?? null,
    }),
    isPaid: t.exposeBoolean('isPaid'),
    nameControl: t.exposeString('nameControl'),
    requestedAt: t.string({ nullable: true, resolve: (row) => row.requestedAt?.toISOString() ?? null }),
  }),
});

const TinMatchResultRef = builder
  .objectRef<{ requests: TinMatchRequestRow[]; invoice: Invoice; availableCredits: number }>(
    'TinMatchRequestResult',
  )
  .implement({
    fields: (t) => ({
      requests: t.expose('requests', { type: [TinMatchRequestRef] }),
      invoice: t.expose('invoice', { type: InvoiceRef }),
      availableCredits: t.exposeInt('availableCredits'),
    }),
  });

/** TIN checks go out only while the spec's TIN match feature flag (`features.tinMatch`) is on. */
export const TIN_MATCH_OFF_MESSAGE = 'TIN verification is turned off.';
function requireTinMatchFeature(context: RequestContext): void {
  if (!context.config.getFeatures().tinMatch) throw new AppError('FORBIDDEN', TIN_MATCH_OFF_MESSAGE);
}
const scope = (context: RequestContext) => requireDomain(context).domainId;

builder.queryField('tinMatches', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [TinMatchRequestRef],
    args: { payeeIds: t.arg.intList({ required: true }) },
    resolve: (_r, { payeeIds }, c) => listTinMatches(c.db, scope(c), payeeIds),
  }),
);

builder.queryField('tinMatchInvoice', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: InvoiceRef,
    description: 'The Confirm Payment order: one TIN_MATCH unit per Draft request of these payees.',
    args: { payeeIds: t.arg.intList({ required: true }) },
    resolve: (_r, { payeeIds }, c) => getTinMatchInvoice(c.db, scope(c), payeeIds),
  }),
);

builder.mutationField('createTINMatches', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [TinMatchRequestRef],
    description:
      'Draft TIN checks; a TIN out of range or a payee without a name control is refused before paying.',
    args: { payeeIds: t.arg.intList({ required: true }) },
    resolve: (_r, { payeeIds }, c) => {
      requireTinMatchFeature(c);
      return createTinMatches(c.db, c.services.tinVault, scope(c), payeeIds);
    },
  }),
);

builder.mutationField('requestTINMatches', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: TinMatchResultRef,
    description: 'Pays for the Drafts and queues them (tin-match.request job); the payees become InProgress.',
    args: { payeeIds: t.arg.intList({ required: true }), expectedTotal: t.arg.int({ required: false }) },
    resolve: (_r, { payeeIds, expectedTotal }, c) => {
      const { session, domainId } = requireDomain(c);
      requireTinMatchFeature(c);
      return requestTinMatches(c.db, { domainId, userId: session.userId, payeeIds, expectedTotal });
    },
  }),
);

builder.mutationField('cancelTINMatches', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [TinMatchRequestRef],
    args: { payeeIds: t.arg.intList({ required: true }) },
    resolve: (_r, { payeeIds }, c) => cancelTinMatches(c.db, scope(c), payeeIds),
  }),
);

/** Selecting drafts a check (with the checks made before paying); unselecting drops the Draft. */
async function updateSelection(c: RequestContext, payeeIds: readonly number[], selected: boolean) {
  if (!selected) return cancelTinMatches(c.db, scope(c), payeeIds);
  requireTinMatchFeature(c);
  return createTinMatches(c.db, c.services.tinVault, scope(c), payeeIds);
}

builder.mutationField('updateTINMatch', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: TinMatchRequestRef,
    nullable: true,
    description:
      "Selects (a Draft, not yet paid) or unselects one payee's TIN check; null when there is nothing to select.",
    args: { payeeId: t.arg.int({ required: true }), selected: t.arg.boolean({ required: true }) },
    resolve: async (_r, { payeeId, selected }, c) =>
      (await updateSelection(c, [payeeId], selected))[0] ?? null,
  }),
);

builder.mutationField('bulkUpdateTINMatches', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [TinMatchRequestRef],
    description: 'updateTINMatch for many payees at once.',
    args: { payeeIds: t.arg.intList({ required: true }), selected: t.arg.boolean({ required: true }) },
    resolve: (_r, { payeeIds, selected }, c) => updateSelection(c, payeeIds, selected),
  }),
);

const tinMatchLoader = createPayeeLoader(
  latestTinMatches,
  (request: TinMatchRequestRow, payee): TinMatchRequestView => ({
    ...request,
    tinMatchResult: payee.tinMatchResult,
  }),
);

builder.objectField(PayeeRef, 'tinMatchRequest', (t) =>
  t.field({
    type: TinMatchRequestRef,
    nullable: true,
    description: "The payee's latest TIN verification request (spec part 2 §3 tinMatchRequest).",
    resolve: (payee, _args, context) => tinMatchLoader(context).load(payee),
  }),
);
