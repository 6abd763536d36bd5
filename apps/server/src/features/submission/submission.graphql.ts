import { domainBuilder as builder } from '../../graphql/builders.ts';
import { requireDomain } from '../access/access.ts';
import { InvoiceRef } from '../billing/billing.graphql.ts';
import {
  getSubmissionInvoice,
  MAX_SUBMISSION_FILINGS,
  submitFilings,
  type SubmissionResult,
} from './submission.service.ts';

const SubmissionResultRef = builder.objectRef<SubmissionResult>('SubmissionResult').implement({
  fields: (t) => ({
    submittedFilingIds: t.exposeIntList('submittedFilingIds', {
      description: 'Moved to Submitted or WaitingOnTINMatch by this call.',
    }),
    alreadySubmittedFilingIds: t.exposeIntList('alreadySubmittedFilingIds', {
      description: 'Submitted before (a repeat): nothing charged for them.',
    }),
    invoice: t.expose('invoice', { type: InvoiceRef, description: 'What was debited (0 on a repeat).' }),
    availableCredits: t.exposeInt('availableCredits'),
  }),
});

builder.queryField('submissionInvoice', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: InvoiceRef,
    description: `The server's invoice for the selected, unpaid services of these drafts (at most ${MAX_SUBMISSION_FILINGS}).`,
    args: { filingIds: t.arg.intList({ required: true }) },
    resolve: (_r, { filingIds }, c) => getSubmissionInvoice(c.db, requireDomain(c).domainId, filingIds),
  }),
);

builder.mutationField('submitFilings', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: SubmissionResultRef,
    description:
      'Pays for and submits drafts in one step; refuses (charging nothing) when the total is not expectedTotal.',
    args: {
      filingIds: t.arg.intList({ required: true }),
      expectedTotal: t.arg.int({ required: true }),
    },
    resolve: (_r, { filingIds, expectedTotal }, c) => {
      const { session, domainId } = requireDomain(c);
      return submitFilings(c.db, c.services.tinVault, {
        domainId,
        userId: session.userId,
        filingIds,
        expectedTotal,
      });
    },
  }),
);
