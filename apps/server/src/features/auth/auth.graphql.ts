import { eq } from 'drizzle-orm';
import { authBuilder as builder } from '../../graphql/builders.ts';
import { AuthDomainTypeEnum, AuthMemberRoleEnum, MfaStateEnum } from '../../graphql/enums.ts';
import type { MfaState } from '../sessions/sessions.table.ts';
import type { DomainType } from '../accounts/accounts.table.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSession, requireSignedIn, requireSuperAdmin } from '../access/access.ts';
import { buildSessionData, type SessionData } from '../accounts/session-data.ts';
import { createAccount, listUserAccounts, type AccountSummary } from '../accounts/accounts.service.ts';
import { updateSession } from '../sessions/sessions.service.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { users } from '../users/users.table.ts';
import {
  changePassword,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUpWithoutDisclosure,
  updateProfile,
} from './auth.service.ts';
import {
  confirmEnrolment,
  countRecoveryCodes,
  disableMfa,
  regenerateRecoveryCodes,
  startEnrolment,
  verifySecondFactor,
  type MfaEnrolment,
} from './mfa.service.ts';
import { isMfaRequiredForUser } from '../accounts/accounts.service.ts';

const SessionDataRef = builder.objectRef<SessionData>('SessionData').implement({
  description: 'The signed-in user and selected account (spec part 1 §3).',
  fields: (t) => ({
    domainId: t.exposeInt('domainId', { nullable: true }),
    domainGlobalId: t.exposeString('domainGlobalId', { nullable: true }),
    domainName: t.exposeString('domainName', { nullable: true }),
    domainType: t.field({
      type: AuthDomainTypeEnum,
      nullable: true,
      resolve: (data) => data.domainType as DomainType | null,
    }),
    parentDomainId: t.exposeInt('parentDomainId', { nullable: true }),
    parentDomainGlobalId: t.exposeString('parentDomainGlobalId', { nullable: true }),
    parentDomainName: t.exposeString('parentDomainName', { nullable: true }),
    email: t.exposeString('email'),
    loginName: t.exposeString('loginName'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    userGlobalId: t.exposeString('userGlobalId'),
    isEmailConfirmed: t.exposeBoolean('isEmailConfirmed'),
    isSuperAdmin: t.exposeBoolean('isSuperAdmin'),
    isTestAccount: t.exposeBoolean('isTestAccount'),
    role: t.expose('role', { type: AuthMemberRoleEnum, nullable: true }),
    isAccountantInClient: t.exposeBoolean('isAccountantInClient'),
    requireMfa: t.exposeBoolean('requireMfa'),
    mfaState: t.field({ type: MfaStateEnum, resolve: (data) => data.mfaState as MfaState }),
    mfaEnabled: t.exposeBoolean('mfaEnabled'),
  }),
});

const Account = builder.objectRef<AccountSummary>('Account').implement({
  fields: (t) => ({
    id: t.int({ resolve: (a) => a.domain.id }),
    globalId: t.string({ resolve: (a) => a.domain.globalId }),
    name: t.string({ resolve: (a) => a.domain.name }),
    domainType: t.field({ type: AuthDomainTypeEnum, resolve: (a) => a.domain.domainType }),
    isTestAccount: t.boolean({ resolve: (a) => a.domain.isTestAccount }),
    role: t.expose('role', { type: AuthMemberRoleEnum }),
  }),
});

const Enrolment = builder.objectRef<MfaEnrolment>('MfaEnrolment').implement({
  fields: (t) => ({
    secret: t.exposeString('secret'),
    otpauthUri: t.exposeString('otpauthUri'),
    qrCodeDataUrl: t.exposeString('qrCodeDataUrl'),
  }),
});

builder.queryField('sessionData', (t) =>
  t.field({
    authScopes: { public: true },
    type: SessionDataRef,
    nullable: true,
    description: 'Null when nobody is signed in.',
    resolve: async (_root, _args, context) =>
      context.session ? buildSessionData(context.db, context.session) : null,
  }),
);

builder.queryField('myAccounts', (t) =>
  t.field({
    authScopes: { signedIn: true },
    type: [Account],
    args: { domainTypes: t.arg({ type: [AuthDomainTypeEnum], required: false }) },
    resolve: async (_root, { domainTypes }, context) => {
      const session = requireSession(context);
      return listUserAccounts(context.db, session.userId, domainTypes ?? undefined);
    },
  }),
);

builder.queryField('recoveryCodesLeft', (t) =>
  t.int({
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => countRecoveryCodes(context.db, requireSession(context).userId),
  }),
);

builder.mutationField('signup', (t) =>
  t.boolean({
    authScopes: { public: true },
    description:
      'Creates an unconfirmed login with its first account and mails the confirmation link; for an address that already has a login it mails that instead. The answer is the same either way; the user signs in after confirming.',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      accountName: t.arg.string({ required: true }),
      accountType: t.arg({ type: AuthDomainTypeEnum, required: true }),
      altcha: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.rateLimits.consume('signUp', context.request, args.email);
      await context.services.altcha.verify(args.altcha);
      await signUpWithoutDisclosure(context.db, context.services, args);
      return true;
    },
  }),
);

builder.mutationField('confirmEmail', (t) =>
  t.boolean({
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, { email, code }, context) => {
      await context.rateLimits.consume('codeConfirmation', context.request, email);
      await confirmEmail(context.db, email, code);
      return true;
    },
  }),
);

builder.mutationField('resendConfirmation', (t) =>
  t.boolean({
    authScopes: { public: true },
    description:
      'Signed in: mails the confirmation link again. Signed out: needs email and altcha, and says nothing about the address.',
    args: { email: t.arg.string({ required: false }), altcha: t.arg.string({ required: false }) },
    resolve: async (_root, { email, altcha }, context) => {
      await context.rateLimits.consume('resend', context.request, context.session?.email ?? email ?? '');
      if (context.session) {
        await resendConfirmation(context.db, context.services, context.session.email);
        return true;
      }
      await context.services.altcha.verify(altcha ?? undefined);
      await resendConfirmation(context.db, context.services, email ?? '');
      return true;
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }), altcha: t.arg.string({ required: true }) },
    resolve: async (_root, { email, altcha }, context) => {
      await context.rateLimits.consume('passwordReset', context.request, email);
      await context.services.altcha.verify(altcha);
      await requestPasswordReset(context.db, context.services, email);
      return true;
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.boolean({
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, { email, code, password }, context) => {
      await context.rateLimits.consume('codeConfirmation', context.request, email);
      await resetPassword(context.db, email, code, password);
      return true;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, { currentPassword, newPassword }, context) => {
      const session = requireSession(context);
      await changePassword(context.db, session.userId, currentPassword, newPassword, session.tokenHash);
      return true;
    },
  }),
);

builder.mutationField('updateUserPreferences', (t) =>
  t.field({
    authScopes: { signedIn: true },
    type: SessionDataRef,
    nullable: true,
    args: { firstName: t.arg.string({ required: true }), lastName: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      await updateProfile(context.db, session.userId, args);
      return buildSessionData(context.db, session);
    },
  }),
);

builder.mutationField('createAccount', (t) =>
  t.field({
    authScopes: { signedIn: true },
    type: Account,
    args: {
      name: t.arg.string({ required: true }),
      domainType: t.arg({ type: AuthDomainTypeEnum, required: true }),
    },
    resolve: async (_root, { name, domainType }, context) => {
      const session = requireSession(context);
      const domain = await createAccount(context.db, { userId: session.userId, name, domainType });
      return { domain, role: 'Owner' as const };
    },
  }),
);

builder.mutationField('startMfaEnrolment', (t) =>
  t.field({
    authScopes: { signedInBeforeMfa: true },
    type: Enrolment,
    resolve: async (_root, _args, context) => {
      const session = requireSignedIn(context);
      const { mfaEnabled } = (await buildSessionData(context.db, session)) ?? { mfaEnabled: false };
      // While the sign-in challenge is pending, only a user who has no authenticator may set one up.
      if (session.mfaState === 'required' && mfaEnabled)
        throw new AppError('FORBIDDEN', 'Enter a code from your authenticator app first.');
      return startEnrolment(context.db, context.services.encryptor, session.userId);
    },
  }),
);

builder.mutationField('confirmMfaEnrolment', (t) =>
  t.stringList({
    authScopes: { signedInBeforeMfa: true },
    description: 'Returns the recovery codes, shown once.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, context) => {
      const session = requireSignedIn(context);
      await context.rateLimits.consume('codeConfirmation', context.request, session.email);
      const codes = await confirmEnrolment(context.db, context.services.encryptor, session.userId, code);
      await updateSession(context.db, session.tokenHash, { mfaState: 'done' });
      return codes;
    },
  }),
);

builder.mutationField('verifyMfa', (t) =>
  t.field({
    authScopes: { signedInBeforeMfa: true },
    type: SessionDataRef,
    nullable: true,
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, context) => {
      const session = requireSignedIn(context);
      await context.rateLimits.consume('codeConfirmation', context.request, session.email);
      await verifySecondFactor(
        context.db,
        context.services.encryptor,
        session.userId,
        code,
        context.request.ip,
      );
      await updateSession(context.db, session.tokenHash, { mfaState: 'done' });
      return buildSessionData(context.db, { ...session, mfaState: 'done' });
    },
  }),
);

builder.mutationField('skipMfa', (t) =>
  t.boolean({
    authScopes: { signedInBeforeMfa: true },
    description: 'Declines setting up a second factor, when no account requires one.',
    resolve: async (_root, _args, context) => {
      const session = requireSignedIn(context);
      const data = await buildSessionData(context.db, session);
      if (data?.mfaEnabled || (await isMfaRequiredForUser(context.db, session.userId))) {
        throw new AppError('BAD_USER_INPUT', 'Two-step verification is required for your account.');
      }
      await updateSession(context.db, session.tokenHash, { mfaState: 'skipped' });
      return true;
    },
  }),
);

builder.mutationField('disableMfa', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, context) => {
      const session = requireSession(context);
      await context.rateLimits.consume('codeConfirmation', context.request, session.email);
      await disableMfa(context.db, context.services.encryptor, session.userId, code, context.request.ip);
      return true;
    },
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.stringList({
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, context) => {
      const session = requireSession(context);
      await context.rateLimits.consume('codeConfirmation', context.request, session.email);
      return regenerateRecoveryCodes(
        context.db,
        context.services.encryptor,
        session.userId,
        code,
        context.request.ip,
      );
    },
  }),
);

builder.mutationField('setSuperAdmin', (t) =>
  t.boolean({
    authScopes: { superAdmin: true },
    description: 'Super admins: promote another user (or take the role away).',
    args: { email: t.arg.string({ required: true }), isSuperAdmin: t.arg.boolean({ required: true }) },
    resolve: async (_root, { email, isSuperAdmin }, context) => {
      const session = requireSuperAdmin(context);
      const user = await findUserByEmail(context.db, email);
      if (!user) throw new AppError('NOT_FOUND', 'No user has that e-mail address');
      if (user.id === session.userId && !isSuperAdmin)
        throw new AppError('BAD_USER_INPUT', 'You cannot take the super admin role from yourself.');
      await context.db.update(users).set({ isSuperAdmin }).where(eq(users.id, user.id));
      return true;
    },
  }),
);
