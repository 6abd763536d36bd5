import { maskTinLast4, type Invoice, type W9RequestStatus } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import { InvoiceRef } from '../billing/billing.graphql.ts';
import { createPayeeLoader } from '../payees/payee-loader.ts';
import { PayeeRef } from '../payees/payees.graphql.ts';
import { applyW9Info, getW9Differences, type W9Difference } from './w9-apply.ts';
import { getW9LineOneName } from './w9-pdf.ts';
import { ensureW9ReminderSweep, W9_REMIND_SWEEP_MS } from './w9-reminders.ts';
import { W9_AUTO_REMIND_DAYS, W9_REMIND_INTERVAL_HOURS } from './w9.config.ts';
import {
  cancelW9Requests,
  createW9s,
  getW9Invoice,
  listW9s,
  latestW9Requests,
  MAX_W9_PAYEES,
  remindW9Requests,
  requestW9s,
} from './w9.service.ts';
import type { W9RequestRow } from './w9.table.ts';

/** The payer's link to a signed W-9 (session cookie; the account's own payees only). */
export function payerW9FilePath(payeeId: number): string {
  return `/rs/api/w9/payees/${payeeId}/file/`;
}

export const W9RequestRef = builder.objectRef<W9RequestRow>('W9Request').implement({
  description:
    'A W-9 request of one payee (spec part 2 §3 w9Request). The link token never leaves the e-mail.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    payeeId: t.exposeInt('payeeId'),
    w9RequestStatus: t.string({ resolve: (row): W9RequestStatus => row.status }),
    payerName: t.exposeString('payerName'),
    payeeEmail: t.exposeString('payeeEmail'),
    names: t.string({
      description: "Line 1 of the W-9 as the payee entered it ('' before they did).",
      resolve: (row) => getW9LineOneName(row.form),
    }),
    tin: t.string({
      description: 'Masked to the last four digits.',
      resolve: (row) => maskTinLast4(row.tinLast4, row.form.tinType),
    }),
    tinType: t.string({ nullable: true, resolve: (row) => row.form.tinType ?? null }),
    fileName: t.string({
      nullable: true,
      description: "The signed W-9's download path for the payer, once signed.",
      resolve: (row) => (row.pdfCiphertext ? payerW9FilePath(row.payeeId) : null),
    }),
    isPaid: t.exposeBoolean('isPaid'),
    requestedAt: t.string({ nullable: true, resolve: (row) => row.requestedAt?.toISOString() ?? null }),
    remindedAt: t.string({ nullable: true, resolve: (row) => row.remindedAt?.toISOString() ?? null }),
    filledAt: t.string({ nullable: true, resolve: (row) => row.filledAt?.toISOString() ?? null }),
    expiresAt: t.string({ nullable: true, resolve: (row) => row.expiresAt?.toISOString() ?? null }),
    signedAt: t.string({ nullable: true, resolve: (row) => row.signature?.signedAt ?? null }),
  }),
});

const W9DifferenceRef = builder.objectRef<W9Difference>('W9Difference').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    label: t.exposeString('label'),
    current: t.exposeString('current'),
    w9: t.exposeString('w9'),
  }),
});

const W9RequestResultRef = builder
  .objectRef<{ requests: W9RequestRow[]; invoice: Invoice; availableCredits: number }>('W9RequestResult')
  .implement({
    fields: (t) => ({
      requests: t.expose('requests', { type: [W9RequestRef] }),
      invoice: t.expose('invoice', { type: InvoiceRef }),
      availableCredits: t.exposeInt('availableCredits'),
    }),
  });

const w9Loader = createPayeeLoader(latestW9Requests);

builder.objectField(PayeeRef, 'w9Request', (t) =>
  t.field({
    type: W9RequestRef,
    nullable: true,
    description: "The payee's latest W-9 request (the payees grid's W-9 column).",
    resolve: (payee, _args, context) => w9Loader(context).load(payee),
  }),
);

/** W-9 requests go out only while the spec's W-9 feature flag (`features.w9`, on by default) is on. */
export const W9_OFF_MESSAGE = 'W-9 requests are turned off.';
function requireW9Feature(context: RequestContext): void {
  if (!context.config.getFeatures().w9) throw new AppError('FORBIDDEN', W9_OFF_MESSAGE);
}

const scope = (context: RequestContext) => requireDomain(context).domainId;
const payeeIdsArg = `The payees (at most ${MAX_W9_PAYEES}).`;
const w9Services = (c: RequestContext) => ({
  encryptor: c.services.encryptor,
  appUrl: c.services.appUrl,
  mailFrom: c.services.mailFrom,
});

builder.queryField('w9s', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [W9RequestRef],
    description: "Each payee's latest W-9 request.",
    args: { payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }) },
    resolve: (_r, { payeeIds }, c) => listW9s(c.db, scope(c), payeeIds),
  }),
);

builder.queryField('w9Invoice', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: InvoiceRef,
    description: 'The Confirm Payment order: one W-9 unit per Draft request of these payees.',
    args: { payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }) },
    resolve: (_r, { payeeIds }, c) => getW9Invoice(c.db, scope(c), payeeIds),
  }),
);

builder.queryField('w9Differences', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [W9DifferenceRef],
    description: "What applying the payee's filled W-9 would change.",
    args: { payeeId: t.arg.int({ required: true }) },
    resolve: (_r, { payeeId }, c) => getW9Differences(c.db, c.services.tinVault, scope(c), payeeId),
  }),
);

builder.mutationField('createW9s', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [W9RequestRef],
    description:
      'Draft W-9 requests for these payees (each needs an e-mail); nothing is charged or sent yet.',
    args: { payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }) },
    resolve: (_r, { payeeIds }, c) => {
      requireW9Feature(c);
      return createW9s(c.db, scope(c), payeeIds);
    },
  }),
);

builder.mutationField('requestW9s', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: W9RequestResultRef,
    description:
      "Pays for the payees' Draft requests from funds and e-mails each payee its link; refuses when expectedTotal is given and differs.",
    args: {
      payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }),
      expectedTotal: t.arg.int({ required: false }),
    },
    resolve: async (_r, { payeeIds, expectedTotal }, c) => {
      const { session, domainId } = requireDomain(c);
      requireW9Feature(c);
      const result = await requestW9s(c.db, w9Services(c), {
        domainId,
        userId: session.userId,
        payeeIds,
        expectedTotal,
      });
      // Automatic reminders (config w9.autoRemindDays): one durable sweep for every account.
      if (result.requests.length > 0 && c.config.getNumber(W9_AUTO_REMIND_DAYS) > 0)
        await ensureW9ReminderSweep(c.db, new Date(Date.now() + W9_REMIND_SWEEP_MS));
      return result;
    },
  }),
);

builder.mutationField('cancelW9Requests', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [W9RequestRef],
    args: { payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }) },
    resolve: (_r, { payeeIds }, c) => cancelW9Requests(c.db, scope(c), payeeIds),
  }),
);

builder.mutationField('remindW9Requests', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [W9RequestRef],
    description:
      'E-mails the same link again to payees whose request is out (at most once per w9.remindIntervalHours, a day by default).',
    args: { payeeIds: t.arg.intList({ required: true, description: payeeIdsArg }) },
    resolve: (_r, { payeeIds }, c) => {
      requireW9Feature(c);
      const hours = c.config.getNumber(W9_REMIND_INTERVAL_HOURS);
      return remindW9Requests(c.db, w9Services(c), scope(c), payeeIds, new Date(), hours);
    },
  }),
);

builder.mutationField('applyW9Info', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    description:
      "Writes the payee's filled W-9 (name, TIN, type, address) into the payee; the request becomes Applied.",
    args: { payeeId: t.arg.int({ required: true }) },
    resolve: (_r, { payeeId }, c) =>
      applyW9Info(c.db, c.services.tinVault, scope(c), payeeId, requireSession(c).email),
  }),
);
