import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { recordMembership } from '../audit/record-events.ts';
import { domains, memberships, type DomainRow } from '../accounts/accounts.table.ts';
import { checkPersonName } from '../auth/auth.service.ts';
import { verifyPassword } from '../users/password.ts';
import { createUser, findUserByEmail } from '../users/users.service.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { getPayerName } from '../w9/w9.service.ts';
import { domainInvitations, domainRelations, type DomainInvitationRow } from './portal.table.ts';
import { PORTAL_MESSAGES } from './portal.service.ts';

/**
 * A pending, unexpired invitation whose code and address both match. Anything else (a reused,
 * withdrawn, replaced or expired link, or another address) gets the same refusal.
 */
async function findValidInvitation(db: Db, email: string, code: string): Promise<DomainInvitationRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(code))
    throw new AppError('BAD_USER_INPUT', PORTAL_MESSAGES.linkInvalid);
  const [invitation] = await db
    .select()
    .from(domainInvitations)
    .where(
      and(
        eq(domainInvitations.codeHash, hashToken(code)),
        eq(domainInvitations.status, 'Pending'),
        gt(domainInvitations.expiresAt, new Date()),
      ),
    );
  if (!invitation || invitation.email !== email.trim().toLowerCase())
    throw new AppError('BAD_USER_INPUT', PORTAL_MESSAGES.linkInvalid);
  return invitation;
}

export interface DomainInvitationInfo {
  email: string;
  payerName: string;
  payeeName: string;
  /** The address already has a login: accept with its password; otherwise sign up. */
  hasLogin: boolean;
}

export async function describeDomainInvitation(
  db: Db,
  email: string,
  code: string,
): Promise<DomainInvitationInfo> {
  const invitation = await findValidInvitation(db, email, code);
  return {
    email: invitation.email,
    payerName: await getPayerName(db, invitation.sourceDomainId),
    payeeName: invitation.name,
    hasLogin: (await findUserByEmail(db, invitation.email)) !== undefined,
  };
}

/** The contractor's own individual ('C') account: the first they own, else a new one. */
async function contractorDomain(db: Db, user: UserRow): Promise<DomainRow> {
  const [owned] = await db
    .select({ domain: domains })
    .from(memberships)
    .innerJoin(domains, eq(domains.id, memberships.domainId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.role, 'Owner'), eq(domains.domainType, 'C')))
    .orderBy(asc(domains.id))
    .limit(1);
  if (owned) return owned.domain;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').slice(0, 120) || user.email;
  const [domain] = await db.insert(domains).values({ name, domainType: 'C' }).returning();
  if (!domain) throw new Error('contractorDomain: insert returned no row');
  await db.insert(memberships).values({ domainId: domain.id, userId: user.id, role: 'Owner' });
  await recordMembership(db, {
    actor: user.email,
    domainId: domain.id,
    email: user.email,
    action: 'join',
    to: 'Owner',
  });
  return domain;
}

export interface AcceptDomainInput {
  email: string;
  code: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * acceptDomainInvitation: an existing login proves itself with its password, a new one is made
 * (its address confirmed: the code came by e-mail). The payer's payee record is then linked to the
 * contractor's own 'C' account, so every payer that invited them shows under one login. The code
 * works once.
 */
export async function acceptDomainInvitation(
  db: Db,
  input: AcceptDomainInput,
): Promise<{ user: UserRow; domainId: number }> {
  const invitation = await findValidInvitation(db, input.email, input.code);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, invitation.email);
    if (user) {
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError('BAD_USER_INPUT', 'The password is not right for this e-mail address.', {
          fieldMessages: { password: 'Not right' },
        });
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
    if (!user) throw new AppError('BAD_USER_INPUT', PORTAL_MESSAGES.linkInvalid);
    const used = await tx
      .update(domainInvitations)
      .set({ status: 'Accepted', acceptedAt: new Date() })
      .where(and(eq(domainInvitations.id, invitation.id), eq(domainInvitations.status, 'Pending')))
      .returning({ id: domainInvitations.id });
    if (used.length === 0) throw new AppError('BAD_USER_INPUT', PORTAL_MESSAGES.linkInvalid);
    const contractor = await contractorDomain(tx, user);
    await tx
      .insert(domainRelations)
      .values({
        sourceDomainId: invitation.sourceDomainId,
        sourceSubEntityId: invitation.sourceSubEntityId,
        targetDomainId: contractor.id,
        relationType: invitation.relationType,
        relationStatus: 'Connected',
      })
      .onConflictDoUpdate({
        target: [domainRelations.sourceDomainId, domainRelations.sourceSubEntityId],
        set: { targetDomainId: contractor.id, relationStatus: 'Connected', updatedAt: new Date() },
      });
    return { user, domainId: contractor.id };
  });
}
