import { EMAIL_STATUSES, type EmailStatus } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import { FilingRef } from '../filings/filings.graphql.ts';
import {
  listEmailRequests,
  MAX_EMAIL_REQUESTS,
  send1099Form,
  updateEmailRequests,
  type EmailRequest,
} from './delivery-admin.service.ts';

const EmailStatusEnum = builder.enumType('EmailStatus', { values: EMAIL_STATUSES });

const EmailRequestRef = builder.objectRef<EmailRequest>('EmailRequest').implement({
  description: 'A paid e-mail copy in the back office (spec part 2 §3 print/email request). No TIN.',
  fields: (t) => ({
    filingId: t.exposeInt('filingId'),
    formType: t.exposeString('formType'),
    filingYear: t.exposeInt('filingYear'),
    domainId: t.exposeInt('domainId'),
    filingStatus: t.exposeString('filingStatus'),
    emailStatus: t.field({ type: EmailStatusEnum, resolve: (row) => row.emailStatus as EmailStatus }),
    emailStatusDesc: t.exposeString('emailStatusDesc', { nullable: true }),
    emailStatusDate: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.emailStatusDate }),
    printStatus: t.exposeString('printStatus', { nullable: true }),
    printCopyTrackingId: t.exposeString('printCopyTrackingId', { nullable: true }),
    payerName: t.exposeString('payerName'),
    payerAddress: t.exposeString('payerAddress'),
    payeeName: t.exposeString('payeeName'),
    payeeEmail: t.exposeString('payeeEmail'),
    payeeAddress: t.exposeString('payeeAddress'),
  }),
});

builder.queryField('emailRequests', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: [EmailRequestRef],
    description: `Super admins: paid e-mail copies in a status and filing year, oldest first (at most ${MAX_EMAIL_REQUESTS}).`,
    args: {
      emailStatus: t.arg({ type: EmailStatusEnum, required: true }),
      filingYear: t.arg.int({ required: true }),
      limit: t.arg.int({ required: false, defaultValue: 500 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_r, { emailStatus, filingYear, limit, offset }, c) =>
      listEmailRequests(c.db, { emailStatus, filingYear, limit: limit ?? 500, offset: offset ?? 0 }),
  }),
);

builder.mutationField('updateEmailRequests', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: 'Boolean',
    description:
      'Super admins: sets the e-mail status of paid e-mail copies. Bounced and Cancelled fall back to print (or tell the payer); Queued delivers again.',
    args: {
      filingIds: t.arg.intList({ required: true }),
      emailStatus: t.arg({ type: EmailStatusEnum, required: true }),
    },
    resolve: (_r, { filingIds, emailStatus }, c) =>
      updateEmailRequests(c.db, c.services, filingIds, emailStatus, new Date(), requireSession(c).email),
  }),
);

builder.mutationField('send1099Form', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: FilingRef,
    description:
      'E-mails the recipient copy of a submitted filing with paid e-mail delivery: the consent invitation, or the notice with the download link once consented and ready.',
    args: { filingId: t.arg.int({ required: true }) },
    resolve: (_r, { filingId }, c) => {
      const { domainId } = requireDomain(c);
      return send1099Form(c.db, c.services, domainId, filingId, new Date(), requireSession(c).email);
    },
  }),
);
