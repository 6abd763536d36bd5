import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { findDomainAccess, findDomainById } from '../accounts/accounts.service.ts';
import { memberships, MEMBER_ROLES, type DomainRow, type MemberRole } from '../accounts/accounts.table.ts';
import type { MailContext } from '../auth/auth.service.ts';
import { checkPersonName } from '../auth/auth.service.ts';
import { sendMail } from '../mail/mail.service.ts';
import { createUser, checkEmail, findUserByEmail, findUserById } from '../users/users.service.ts';
import { verifyPassword } from '../users/password.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { actorOfUser, recordMembership } from '../audit/record-events.ts';
import { invitations, type InvitationRow } from './team.table.ts';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_INVALID =
  'This invitation is invalid, was withdrawn or has expired. Please ask for a new one.';
export const TEAM_NOT_AVAILABLE = 'Managing users is not available for this account.';

export interface TeamMember {
  userId: number;
  userGlobalId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
}

function checkRole(role: string): MemberRole {
  if (!(MEMBER_ROLES as readonly string[]).includes(role)) {
    throw new AppError('BAD_USER_INPUT', `Role must be one of ${MEMBER_ROLES.join(', ')}`, {
      fieldMessages: { role: 'Invalid' },
    });
  }
  return role as MemberRole;
}

/**
 * Who may manage a team: an Owner or Admin of the account itself, never an accountant inside a
 * client, and never on an individual's ('C') account (spec part 1 §6).
 */
export async function requireTeamManager(db: Db, userId: number, domainId: number): Promise<DomainRow> {
  const access = await findDomainAccess(db, userId, domainId);
  if (!access || access.viaFirm || access.domain.domainType === 'C')
    throw new AppError('FORBIDDEN', TEAM_NOT_AVAILABLE);
  if (access.role === 'Member')
    throw new AppError('FORBIDDEN', 'Only an Owner or Admin of this account can manage its users.');
  return access.domain;
}

export async function listTeamMembers(db: Db, domainId: number): Promise<TeamMember[]> {
  return db
    .select({
      userId: users.id,
      userGlobalId: users.globalId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.domainId, domainId))
    .orderBy(asc(users.email));
}

export async function listPendingInvitations(db: Db, domainId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.domainId, domainId), eq(invitations.status, 'Pending')))
    .orderBy(asc(invitations.email));
}

async function mailInvitation(
  db: Db,
  mail: MailContext,
  invitation: InvitationRow,
  code: string,
  domain: DomainRow,
  inviter: UserRow,
): Promise<void> {
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
  await sendMail(db, { from: mail.mailFrom }, invitation.email, 'invitation', {
    appUrl: mail.appUrl,
    email: invitation.email,
    code,
    accountName: domain.name,
    inviterName,
    role: invitation.role,
  });
}

export async function inviteUser(
  db: Db,
  mail: MailContext,
  input: { inviterId: number; domainId: number; email: string; role: string },
): Promise<InvitationRow> {
  const domain = await requireTeamManager(db, input.inviterId, input.domainId);
  const email = checkEmail(input.email);
  const role = checkRole(input.role);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [member] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.domainId, domain.id), eq(memberships.userId, existing.id)));
    if (member)
      throw new AppError('CONFLICT', `${email} is already a member of this account.`, {
        fieldMessages: { email: 'Already a member' },
      });
  }
  const inviter = await findUserById(db, input.inviterId);
  if (!inviter) throw new AppError('FORBIDDEN', TEAM_NOT_AVAILABLE);
  return db.transaction(async (tx) => {
    // A new invitation replaces a pending one for the same address.
    await tx
      .update(invitations)
      .set({ status: 'Revoked' })
      .where(
        and(
          eq(invitations.domainId, domain.id),
          eq(invitations.email, email),
          eq(invitations.status, 'Pending'),
        ),
      );
    const code = createToken(24);
    const [invitation] = await tx
      .insert(invitations)
      .values({
        domainId: domain.id,
        email,
        role,
        codeHash: hashToken(code),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      })
      .returning();
    if (!invitation) throw new Error('inviteUser: insert returned no row');
    await recordMembership(tx, {
      actor: inviter.email,
      domainId: domain.id,
      email,
      action: 'invite',
      to: role,
    });
    await mailInvitation(tx, mail, invitation, code, domain, inviter);
    return invitation;
  });
}

async function findPendingInvitation(db: Db, domainId: number, invitationId: number): Promise<InvitationRow> {
  const [invitation] = Number.isSafeInteger(invitationId)
    ? await db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.domainId, domainId),
            eq(invitations.status, 'Pending'),
          ),
        )
    : [];
  if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found');
  return invitation;
}

/** A new code and a fresh expiry; the old link stops working. */
export async function resendInvitation(
  db: Db,
  mail: MailContext,
  input: { userId: number; domainId: number; invitationId: number },
): Promise<InvitationRow> {
  const domain = await requireTeamManager(db, input.userId, input.domainId);
  const invitation = await findPendingInvitation(db, domain.id, input.invitationId);
  const inviter = await findUserById(db, input.userId);
  if (!inviter) throw new AppError('FORBIDDEN', TEAM_NOT_AVAILABLE);
  const code = createToken(24);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ codeHash: hashToken(code), expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS) })
      .where(eq(invitations.id, invitation.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'Invitation not found');
    await recordMembership(tx, {
      actor: inviter.email,
      domainId: domain.id,
      email: updated.email,
      action: 'resend invitation',
    });
    await mailInvitation(tx, mail, updated, code, domain, inviter);
    return updated;
  });
}

export async function revokeInvitation(
  db: Db,
  input: { userId: number; domainId: number; invitationId: number },
): Promise<void> {
  const domain = await requireTeamManager(db, input.userId, input.domainId);
  const invitation = await findPendingInvitation(db, domain.id, input.invitationId);
  await db.transaction(async (tx) => {
    await tx.update(invitations).set({ status: 'Revoked' }).where(eq(invitations.id, invitation.id));
    await recordMembership(tx, {
      actor: await actorOfUser(tx, input.userId),
      domainId: domain.id,
      email: invitation.email,
      action: 'revoke invitation',
      from: invitation.role,
    });
  });
}

/** Removes a member; the last Owner stays, so an account is never left without one. */
export async function removeTeamMember(
  db: Db,
  input: { userId: number; domainId: number; memberUserId: number },
): Promise<void> {
  const domain = await requireTeamManager(db, input.userId, input.domainId);
  const members = await listTeamMembers(db, domain.id);
  const member = members.find((m) => m.userId === input.memberUserId);
  if (!member) throw new AppError('NOT_FOUND', 'User not found in this account');
  if (member.role === 'Owner' && members.filter((m) => m.role === 'Owner').length === 1) {
    throw new AppError('BAD_USER_INPUT', 'The last Owner of an account cannot be removed.');
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(memberships)
      .where(and(eq(memberships.domainId, domain.id), eq(memberships.userId, member.userId)));
    await recordMembership(tx, {
      actor: await actorOfUser(tx, input.userId),
      domainId: domain.id,
      email: member.email,
      action: 'remove',
      from: member.role,
    });
  });
}

async function findValidInvitation(db: Db, email: string, code: string): Promise<InvitationRow> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.codeHash, hashToken(code)),
        eq(invitations.status, 'Pending'),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (!invitation || invitation.email !== email.trim().toLowerCase())
    throw new AppError('BAD_USER_INPUT', INVITATION_INVALID);
  return invitation;
}

export interface InvitationInfo {
  email: string;
  accountName: string;
  role: MemberRole;
  /** The address already has a login: accept with its password; otherwise create one. */
  hasLogin: boolean;
}

export async function describeInvitation(db: Db, email: string, code: string): Promise<InvitationInfo> {
  const invitation = await findValidInvitation(db, email, code);
  const domain = await findDomainById(db, invitation.domainId);
  if (!domain) throw new AppError('BAD_USER_INPUT', INVITATION_INVALID);
  return {
    email: invitation.email,
    accountName: domain.name,
    role: invitation.role,
    hasLogin: (await findUserByEmail(db, invitation.email)) !== undefined,
  };
}

export interface AcceptInput {
  email: string;
  code: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Joins the invited account: an existing user proves it with their password; a new one gets a login
 * whose address counts as confirmed (the code came by e-mail). Returns the user and the account.
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInput,
): Promise<{ user: UserRow; domainId: number }> {
  const invitation = await findValidInvitation(db, input.email, input.code);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, invitation.email);
    if (user) {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('BAD_USER_INPUT', 'The password is not right for this e-mail address.', {
          fieldMessages: { password: 'Not right' },
        });
      }
      if (user.isDisabled) throw new AppError('FORBIDDEN', 'User is disabled');
      if (!user.isEmailConfirmed)
        [user] = await tx
          .update(users)
          .set({ isEmailConfirmed: true })
          .where(eq(users.id, user.id))
          .returning();
    } else {
      user = await createUser(tx, {
        email: invitation.email,
        password: input.password,
        firstName: checkPersonName(input.firstName ?? '', 'firstName'),
        lastName: checkPersonName(input.lastName ?? '', 'lastName'),
        isEmailConfirmed: true,
      });
    }
    if (!user) throw new AppError('BAD_USER_INPUT', INVITATION_INVALID);
    const accepted = await tx
      .update(invitations)
      .set({ status: 'Accepted', acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'Pending')))
      .returning({ id: invitations.id });
    if (accepted.length === 0) throw new AppError('BAD_USER_INPUT', INVITATION_INVALID);
    const joined = await tx
      .insert(memberships)
      .values({ domainId: invitation.domainId, userId: user.id, role: invitation.role })
      .onConflictDoNothing()
      .returning({ role: memberships.role });
    if (joined.length > 0)
      await recordMembership(tx, {
        actor: user.email,
        domainId: invitation.domainId,
        email: user.email,
        action: 'join',
        to: invitation.role,
      });
    return { user, domainId: invitation.domainId };
  });
}
