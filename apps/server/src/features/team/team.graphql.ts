import { authBuilder, domainBuilder as builder } from '../../graphql/builders.ts';
import { AuthMemberRoleEnum, InvitationStatusEnum, MemberRoleEnum } from '../../graphql/enums.ts';
import { requireDomain } from '../access/access.ts';
import { startSession } from '../auth/start-session.ts';
import type { InvitationRow } from './team.table.ts';
import {
  acceptInvitation,
  describeInvitation,
  inviteUser,
  listPendingInvitations,
  listTeamMembers,
  removeTeamMember,
  resendInvitation,
  revokeInvitation,
  type InvitationInfo,
  type TeamMember,
} from './team.service.ts';

const TeamMemberRef = builder.objectRef<TeamMember>('TeamMember').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    userGlobalId: t.exposeString('userGlobalId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.expose('role', { type: MemberRoleEnum }),
  }),
});

const InvitationRef = builder.objectRef<InvitationRow>('Invitation').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    role: t.expose('role', { type: MemberRoleEnum }),
    status: t.expose('status', { type: InvitationStatusEnum }),
    expiresAt: t.field({ type: 'DateTime', resolve: (i) => i.expiresAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
  }),
});

const Team = builder.objectRef<{ members: TeamMember[]; invitations: InvitationRow[] }>('Team').implement({
  fields: (t) => ({
    members: t.expose('members', { type: [TeamMemberRef] }),
    invitations: t.expose('invitations', { type: [InvitationRef] }),
  }),
});

builder.queryField('team', (t) =>
  t.field({
    authScopes: { teamManager: true },
    type: Team,
    resolve: async (_root, _args, context) => {
      const { domainId } = requireDomain(context);
      return {
        members: await listTeamMembers(context.db, domainId),
        invitations: await listPendingInvitations(context.db, domainId),
      };
    },
  }),
);

builder.mutationField('inviteUser', (t) =>
  t.field({
    authScopes: { teamManager: true },
    type: InvitationRef,
    args: { email: t.arg.string({ required: true }), role: t.arg({ type: MemberRoleEnum, required: true }) },
    resolve: async (_root, { email, role }, context) => {
      const { session, domainId } = requireDomain(context);
      return inviteUser(context.db, context.services, { inviterId: session.userId, domainId, email, role });
    },
  }),
);

builder.mutationField('resendInvitation', (t) =>
  t.field({
    authScopes: { teamManager: true },
    type: InvitationRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const { session, domainId } = requireDomain(context);
      return resendInvitation(context.db, context.services, {
        userId: session.userId,
        domainId,
        invitationId: id,
      });
    },
  }),
);

builder.mutationField('revokeInvitation', (t) =>
  t.boolean({
    authScopes: { teamManager: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const { session, domainId } = requireDomain(context);
      await revokeInvitation(context.db, { userId: session.userId, domainId, invitationId: id });
      return true;
    },
  }),
);

builder.mutationField('removeTeamMember', (t) =>
  t.boolean({
    authScopes: { teamManager: true },
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (_root, { userId }, context) => {
      const { session, domainId } = requireDomain(context);
      await removeTeamMember(context.db, { userId: session.userId, domainId, memberUserId: userId });
      return true;
    },
  }),
);

// Accepting happens on the auth service: the invitee may not have a login yet.
const InvitationInfoRef = authBuilder.objectRef<InvitationInfo>('InvitationInfo').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    accountName: t.exposeString('accountName'),
    role: t.expose('role', { type: AuthMemberRoleEnum }),
    hasLogin: t.exposeBoolean('hasLogin'),
  }),
});

authBuilder.queryField('invitation', (t) =>
  t.field({
    authScopes: { public: true },
    type: InvitationInfoRef,
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, { email, code }, context) => describeInvitation(context.db, email, code),
  }),
);

authBuilder.mutationField('acceptInvitation', (t) =>
  t.boolean({
    authScopes: { public: true },
    description: 'Joins the account and signs in as the invitee (a new session).',
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
      const { user, domainId } = await acceptInvitation(context.db, {
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
