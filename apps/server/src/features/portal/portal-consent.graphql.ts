import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import type { Disclosure } from '../delivery/delivery.rules.ts';
import { CONTRACTOR_MESSAGES, listContractorPayers, type ContractorPayer } from './contractor.service.ts';
import { ContractorPayerRef } from './portal.graphql.ts';
import {
  giveContractorConsent,
  startContractorConsent,
  withdrawContractorConsent,
  type ConsentStart,
} from './portal-consent.service.ts';

// The contractor's e-mail delivery consent per connected payer (docs/contractor-portal.md): the
// delivery feature's consent record, for the contractor's own relations only.

const DisclosureRef = builder.objectRef<Disclosure>('ConsentDisclosure').implement({
  fields: (t) => ({ title: t.exposeString('title'), text: t.exposeString('text') }),
});

const ConsentStartRef = builder.objectRef<ConsentStart>('EmailConsentStart').implement({
  description: 'What to read before consenting; the sample PDF holds the code to type back.',
  fields: (t) => ({
    payerName: t.exposeString('payerName'),
    emailAddress: t.exposeString('emailAddress'),
    disclosureVersion: t.exposeString('disclosureVersion'),
    disclosures: t.expose('disclosures', { type: [DisclosureRef] }),
  }),
});

function evidence(context: RequestContext) {
  return {
    ip: context.request.ip,
    userAgent: String(context.request.headers['user-agent'] ?? ''),
    actor: requireSession(context).email,
  };
}

async function payerOf(
  context: RequestContext,
  domainId: number,
  relationId: number,
): Promise<ContractorPayer> {
  const payer = (await listContractorPayers(context.db, domainId)).find((p) => p.relationId === relationId);
  if (!payer) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  return payer;
}

builder.mutationField('startEmailConsent', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ConsentStartRef,
    description:
      'Contractor: starts consenting to e-mailed copies from one connected payer (a new sample-PDF code).',
    args: { relationId: t.arg.int({ required: true }) },
    resolve: (_root, { relationId }, context) =>
      startContractorConsent(context.db, context.services, {
        contractorDomainId: requireDomain(context).domainId,
        relationId,
      }),
  }),
);

builder.mutationField('giveEmailConsent', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ContractorPayerRef,
    description:
      "Contractor: consents to e-mailed copies from one connected payer with the sample PDF's code.",
    args: { relationId: t.arg.int({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { relationId, code }, context) => {
      const { domainId } = requireDomain(context);
      await giveContractorConsent(context.db, context.services, {
        contractorDomainId: domainId,
        relationId,
        code: code.slice(0, 20),
        ...evidence(context),
      });
      return payerOf(context, domainId, relationId);
    },
  }),
);

builder.mutationField('withdrawEmailConsent', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ContractorPayerRef,
    description:
      'Contractor: withdraws consent to e-mailed copies from one connected payer (paper from now on).',
    args: { relationId: t.arg.int({ required: true }) },
    resolve: async (_root, { relationId }, context) => {
      const { domainId } = requireDomain(context);
      await withdrawContractorConsent(context.db, context.services, {
        contractorDomainId: domainId,
        relationId,
        ...evidence(context),
      });
      return payerOf(context, domainId, relationId);
    },
  }),
);
