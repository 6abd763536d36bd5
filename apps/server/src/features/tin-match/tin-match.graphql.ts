import type { Invoice } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain } from '../access/access.ts';
import { InvoiceRef } from '../billing/billing.graphql.ts';
import {
  cancelTinMatches,
  createTinMatches,
  getTinMatchInvoice,
  listTinMatches,
  requestTinMatches,
} from './tin-match.service.ts';
import type { TinMatchRequestRow } from './tin-match.table.ts';

export const TinMatchRequestRef = builder.objectRef<TinMatchRequestRow>('TinMatchRequest').implement({
  description: 'A TIN verification request of one payee (spec part 2 §3 tinMatchRequest).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    payeeId: t.exposeInt('payeeId'),
    status: t.exposeString('status'),
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

function requireTinMatchFeature(context: RequestContext): void {
  if (!context.config.getFeatures().tinMatch)
    throw new AppError('FORBIDDEN', 'TIN verification is turned off.');
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
