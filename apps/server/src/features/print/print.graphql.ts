import { PRINT_STATUSES, type PrintStatus } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { requireSession } from '../access/access.ts';
import { MAX_PRINT_REQUESTS } from './print.rules.ts';
import { listPrintRequests, updatePrintRequests, type PrintRequest } from './print.service.ts';

const PrintStatusEnum = builder.enumType('PrintStatus', {
  values: PRINT_STATUSES,
  description:
    'Where a printed recipient copy stands (spec part 2 §4); Mailing is the mail room printing it.',
});

const PrintRequestRef = builder.objectRef<PrintRequest>('PrintRequest').implement({
  description: 'A paid print copy in the back office (spec part 2 §3 print/email request). No TIN.',
  fields: (t) => ({
    filingId: t.exposeInt('filingId'),
    formType: t.exposeString('formType'),
    filingYear: t.exposeInt('filingYear'),
    domainId: t.exposeInt('domainId'),
    filingStatus: t.exposeString('filingStatus'),
    printStatus: t.field({ type: PrintStatusEnum, resolve: (row) => row.printStatus as PrintStatus }),
    printStatusDesc: t.exposeString('printStatusDesc', { nullable: true }),
    printStatusDate: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.printStatusDate }),
    printCopyExpectedDeliveryDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (row) => row.printCopyExpectedDeliveryDate,
    }),
    emailStatus: t.exposeString('emailStatus', { nullable: true }),
    printCopyTrackingId: t.exposeString('printCopyTrackingId', { nullable: true }),
    payerName: t.exposeString('payerName'),
    payerAddress: t.exposeString('payerAddress'),
    payeeName: t.exposeString('payeeName'),
    payeeAddress: t.exposeString('payeeAddress'),
  }),
});

const PrintRequestsUpdateRef = builder
  .objectRef<{ updated: number; errored: number }>('PrintRequestsUpdate')
  .implement({
    description:
      'What updatePrintRequests did: requests now in the asked status, and those Errored by the address check.',
    fields: (t) => ({
      updated: t.exposeInt('updated'),
      errored: t.exposeInt('errored'),
    }),
  });

builder.queryField('printRequests', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: [PrintRequestRef],
    description: `Super admins: paid print copies in a status and filing year, oldest first (at most ${MAX_PRINT_REQUESTS}).`,
    args: {
      printStatus: t.arg({ type: PrintStatusEnum, required: true }),
      filingYear: t.arg.int({ required: true }),
      limit: t.arg.int({ required: false, defaultValue: 500 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_r, { printStatus, filingYear, limit, offset }, c) =>
      listPrintRequests(c.db, { printStatus, filingYear, limit: limit ?? 500, offset: offset ?? 0 }),
  }),
);

builder.mutationField('updatePrintRequests', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: PrintRequestsUpdateRef,
    description:
      'Super admins, the mail room: Queued → Mailing (mark as printing, after the address check) → Mailed, → ReturnedToSender, or back to Queued. All selected requests move or none.',
    args: {
      filingIds: t.arg.intList({ required: true }),
      printStatus: t.arg({ type: PrintStatusEnum, required: true }),
    },
    resolve: (_r, { filingIds, printStatus }, c) =>
      updatePrintRequests(c.db, filingIds, printStatus, new Date(), requireSession(c).email),
  }),
);
