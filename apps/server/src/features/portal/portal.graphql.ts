import { VENDOR_PORTAL_STATUSES } from '@file1099/forms';
import { authBuilder, domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { AddressRef } from '../../graphql/common-types.ts';
import { requireDomain } from '../access/access.ts';
import { startSession } from '../auth/start-session.ts';
import {
  listContractorPayers,
  listFilingsIssued,
  sendUpdatedW9,
  type ContractorPayer,
  type IssuedFiling,
} from './contractor.service.ts';
import {
  acceptDomainInvitation,
  describeDomainInvitation,
  type DomainInvitationInfo,
} from './portal-accept.service.ts';
import {
  deleteD2DRelation,
  deleteDomainInvitation,
  inviteDomain,
  relationStatuses,
  resendDomainInvitation,
  type DomainRelationStatusView,
} from './portal.service.ts';
import { RELATION_TYPES } from './portal.table.ts';

export const PORTAL_OFF = 'The vendor portal is not available.';

const RelationTypeEnum = builder.enumType('RelationType', {
  values: RELATION_TYPES,
  description: 'The kind of domain relation (a payer and its vendor).',
});
const VendorPortalStatusEnum = builder.enumType('VendorPortalStatus', {
  values: VENDOR_PORTAL_STATUSES,
  description: "A payee's vendor-portal status (spec part 2 §4).",
});

/** The payer-side operations work only while the vendorPortal feature is on. */
function requirePortal(context: RequestContext): { userId: number; domainId: number } {
  const { session, domainId } = requireDomain(context);
  if (!context.config.getBoolean('features.vendorPortal')) throw new AppError('FORBIDDEN', PORTAL_OFF);
  return { userId: session.userId, domainId };
}

const DomainRelationStatusRef = builder
  .objectRef<DomainRelationStatusView>('DomainRelationStatus')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      relationId: t.exposeInt('relationId', { nullable: true }),
      invitationId: t.exposeInt('invitationId', { nullable: true }),
      sourceDomainId: t.exposeInt('sourceDomainId'),
      sourceSubEntityId: t.exposeInt('sourceSubEntityId'),
      relationType: t.expose('relationType', { type: RelationTypeEnum }),
      relationStatus: t.expose('relationStatus', { type: VendorPortalStatusEnum }),
      invitedEmail: t.exposeString('invitedEmail', { nullable: true }),
    }),
  });

builder.queryField('domainRelationStatusByTypeAndEntities', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [DomainRelationStatusRef],
    description: 'The vendor-portal status of these payees of the selected account (at most 1000).',
    args: {
      subEntityIds: t.arg.intList({ required: true }),
      relationType: t.arg({ type: RelationTypeEnum, required: false }),
    },
    resolve: (_root, { subEntityIds }, context) => {
      const { domainId } = requireDomain(context);
      return relationStatuses(context.db, domainId, subEntityIds);
    },
  }),
);

builder.mutationField('inviteDomain', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: DomainRelationStatusRef,
    description:
      "E-mails a payee a single-use link to the contractor portal (the payee's own e-mail if none given).",
    args: {
      subEntityId: t.arg.int({ required: true }),
      relationType: t.arg({ type: RelationTypeEnum, required: false }),
      emailAddress: t.arg.string({ required: false }),
      name: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => {
      const { userId, domainId } = requirePortal(context);
      return inviteDomain(context.db, context.services, {
        userId,
        domainId,
        subEntityId: args.subEntityId,
        emailAddress: args.emailAddress,
        name: args.name,
      });
    },
  }),
);

builder.mutationField('resendDomainInvitation', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: DomainRelationStatusRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, context) => {
      const { domainId, userId } = requirePortal(context);
      return resendDomainInvitation(context.db, context.services, {
        domainId,
        id,
        userId,
      });
    },
  }),
);

builder.mutationField('deleteDomainInvitation', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: DomainRelationStatusRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, context) => {
      const { domainId, userId } = requirePortal(context);
      return deleteDomainInvitation(context.db, { domainId, id, userId });
    },
  }),
);

builder.mutationField('deleteD2DRelation', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: DomainRelationStatusRef,
    description: "Disables the contractor's access to this payer's forms.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, context) => {
      const { domainId, userId } = requirePortal(context);
      return deleteD2DRelation(context.db, { domainId, id, userId });
    },
  }),
);

// The contractor app (/contractor): the selected account is the contractor's own.
const IssuedFilingRef = builder.objectRef<IssuedFiling>('IssuedFiling').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    payerName: t.exposeString('payerName'),
    payeeName: t.exposeString('payeeName'),
    tin: t.exposeString('tin', { description: 'Masked to the last four digits.' }),
    filingType: t.exposeString('filingType'),
    filingTypeDisplay: t.exposeString('filingTypeDisplay'),
    filingYear: t.exposeInt('filingYear'),
    correctionType: t.exposeString('correctionType'),
    status: t.exposeString('status'),
    formData: t.field({ type: 'JSON', resolve: (f) => f.formData }),
  }),
});

builder.queryField('filingsIssued', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [IssuedFilingRef],
    description: 'Every filing issued to the contractor by a payer with a live relation (at most 500).',
    resolve: (_root, _args, context) => listFilingsIssued(context.db, requireDomain(context).domainId),
  }),
);

export const ContractorPayerRef = builder.objectRef<ContractorPayer>('ContractorPayer').implement({
  fields: (t) => ({
    relationId: t.exposeInt('relationId'),
    payerName: t.exposeString('payerName'),
    payeeName: t.exposeString('payeeName'),
    entityType: t.exposeString('entityType'),
    tinType: t.exposeString('tinType'),
    tin: t.exposeString('tin', { description: 'Masked to the last four digits.' }),
    emailAddress: t.exposeString('emailAddress'),
    address: t.expose('address', { type: AddressRef }),
    w9Status: t.exposeString('w9Status', { nullable: true }),
    w9FilledAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.w9FilledAt }),
    emailConsent: t.exposeString('emailConsent', {
      nullable: true,
      description:
        'E-mail delivery consent for the address this payer holds: Consented, Declined, Withdrawn; null when none.',
    }),
    emailConsentAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.emailConsentAt }),
  }),
});

builder.queryField('contractorPayers', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [ContractorPayerRef],
    description: 'The payers connected to the contractor and the W-9 information each holds (at most 200).',
    resolve: (_root, _args, context) => listContractorPayers(context.db, requireDomain(context).domainId),
  }),
);

builder.mutationField('sendUpdatedW9', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ContractorPayerRef,
    description: 'Signs a new W-9 for one connected payer; it arrives there as a Filled W-9.',
    args: {
      relationId: t.arg.int({ required: true }),
      w9: t.arg({ type: 'JSON', required: true }),
      signature: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => {
      const { domainId } = requireDomain(context);
      const w9 = typeof args.w9 === 'object' && args.w9 !== null ? (args.w9 as Record<string, unknown>) : {};
      return sendUpdatedW9(context.db, context.services, {
        contractorDomainId: domainId,
        relationId: args.relationId,
        w9,
        signature: args.signature,
        ip: context.request.ip,
        userAgent: String(context.request.headers['user-agent'] ?? ''),
      });
    },
  }),
);

// Accepting happens on the auth service: the contractor may not have a login yet.
const DomainInvitationInfoRef = authBuilder
  .objectRef<DomainInvitationInfo>('DomainInvitationInfo')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      payerName: t.exposeString('payerName'),
      payeeName: t.exposeString('payeeName'),
      hasLogin: t.exposeBoolean('hasLogin'),
    }),
  });

authBuilder.queryField('domainInvitation', (t) =>
  t.field({
    authScopes: { public: true },
    type: DomainInvitationInfoRef,
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, { email, code }, context) => describeDomainInvitation(context.db, email, code),
  }),
);

authBuilder.mutationField('acceptDomainInvitation', (t) =>
  t.boolean({
    authScopes: { public: true },
    description:
      "Links the payer's payee record to the contractor's own account and signs in (a new session).",
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: false }),
      lastName: t.arg.string({ required: false }),
      altcha: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.rateLimits.consume('codeConfirmation', context.request, args.email);
      await context.services.altcha.verify(args.altcha);
      const { user, domainId } = await acceptDomainInvitation(context.db, {
        email: args.email,
        code: args.code,
        password: args.password,
        firstName: args.firstName ?? undefined,
        lastName: args.lastName ?? undefined,
      });
      await startSession(context, user, domainId);
      return true;
    },
  }),
);
