import { and, desc, eq, inArray } from 'drizzle-orm';
import { VENDOR_INVITE_EMAIL_MESSAGE, type VendorPortalStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOfUser } from '../audit/record-events.ts';
import { recordPortalAccess } from '../audit/record-statuses.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import type { MailContext } from '../auth/auth.service.ts';
import { sendMail } from '../mail/mail.service.ts';
import { requirePayee } from '../payees/payees.service.ts';
import { payees } from '../payees/payees.table.ts';
import { checkEmail } from '../users/users.service.ts';
import { getPayerName } from '../w9/w9.service.ts';
import {
  domainInvitations,
  domainRelations,
  type DomainInvitationRow,
  type DomainRelationRow,
  type RelationType,
} from './portal.table.ts';

export const DOMAIN_INVITATION_DAYS = 14;
/** The most payees one status look-up or bulk invitation takes. */
export const MAX_PORTAL_PAYEES = 1_000;

/** The spec's words (part 2 §8) and the refusals of the invitation link. */
export const PORTAL_MESSAGES = {
  inviteFailed: 'Failed to invite',
  resendFailed: 'Failed to resend invitation',
  deleteInvitationFailed: 'Failed to delete invitation',
  disableFailed: 'Failed to disable domain access',
  missingEmail: VENDOR_INVITE_EMAIL_MESSAGE,
  alreadyConnected: 'This payee already has access to the portal.',
  invitationNotFound: 'Invitation not found',
  relationNotFound: 'Portal access not found',
  linkInvalid:
    'This invitation is invalid, was withdrawn, was already used or has expired. Please ask your customer to send a new one.',
} as const;

/** A payee's portal status (spec part 2 §3 domain relation status, §4 vendor portal status). */
export interface DomainRelationStatusView {
  /** The invitation's id while Invited or InvitationExpired, else the relation's id (0 for none). */
  id: number;
  relationId: number | null;
  invitationId: number | null;
  sourceDomainId: number;
  sourceSubEntityId: number;
  relationType: RelationType;
  relationStatus: VendorPortalStatus;
  invitedEmail: string | null;
}

function checkIds(ids: readonly number[]): number[] {
  if (ids.length > MAX_PORTAL_PAYEES)
    throw new AppError('BAD_USER_INPUT', `At most ${MAX_PORTAL_PAYEES} payees at once.`);
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

/** The status of each payee of the account: a live relation, else its latest pending invitation. */
export async function relationStatuses(
  db: Db,
  domainId: number,
  subEntityIds: readonly number[],
  now: Date = new Date(),
): Promise<DomainRelationStatusView[]> {
  const asked = checkIds(subEntityIds);
  if (asked.length === 0) return [];
  // Only the account's own payees answer; another account's id is left out like a missing one.
  const own = await db
    .select({ id: payees.id })
    .from(payees)
    .where(and(eq(payees.domainId, domainId), inArray(payees.id, asked)));
  const ids = asked.filter((id) => own.some((row) => row.id === id));
  if (ids.length === 0) return [];
  const relations = await db
    .select()
    .from(domainRelations)
    .where(
      and(eq(domainRelations.sourceDomainId, domainId), inArray(domainRelations.sourceSubEntityId, ids)),
    );
  const pending = await db
    .select()
    .from(domainInvitations)
    .where(
      and(
        eq(domainInvitations.sourceDomainId, domainId),
        inArray(domainInvitations.sourceSubEntityId, ids),
        eq(domainInvitations.status, 'Pending'),
      ),
    );
  return ids.map((subEntityId) => {
    const relation = relations.find((r) => r.sourceSubEntityId === subEntityId);
    const invitation = pending
      .filter((i) => i.sourceSubEntityId === subEntityId)
      .sort((a, b) => b.id - a.id)[0];
    const base = {
      sourceDomainId: domainId,
      sourceSubEntityId: subEntityId,
      relationType: 'Vendor' as const,
      relationId: relation?.id ?? null,
      invitationId: invitation?.id ?? null,
      invitedEmail: invitation?.email ?? null,
    };
    if (relation?.relationStatus === 'Connected')
      return { ...base, id: relation.id, relationStatus: 'Connected' as const };
    if (invitation)
      return {
        ...base,
        id: invitation.id,
        relationStatus:
          invitation.expiresAt.getTime() > now.getTime()
            ? ('Invited' as const)
            : ('InvitationExpired' as const),
      };
    if (relation) return { ...base, id: relation.id, relationStatus: 'DisConnected' as const };
    return { ...base, id: 0, relationStatus: 'NotConnected' as const };
  });
}

async function statusOf(db: Db, domainId: number, subEntityId: number): Promise<DomainRelationStatusView> {
  const [status] = await relationStatuses(db, domainId, [subEntityId]);
  if (!status) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.invitationNotFound);
  return status;
}

async function mailInvitation(
  db: Db,
  mail: MailContext,
  invitation: DomainInvitationRow,
  code: string,
): Promise<void> {
  const payerName = await getPayerName(db, invitation.sourceDomainId);
  await sendMail(db, { from: mail.mailFrom }, invitation.email, 'domainInvitation', {
    appUrl: mail.appUrl,
    email: invitation.email,
    code,
    payerName,
    payeeName: invitation.name,
    days: DOMAIN_INVITATION_DAYS,
  });
}

const expiry = (now: Date) => new Date(now.getTime() + DOMAIN_INVITATION_DAYS * 24 * 3_600_000);

/**
 * inviteDomain: e-mails the payee a single-use link to the portal. The address is the one given, else
 * the payee's own; a payee without either is refused with the spec's missing-email warning. A new
 * invitation replaces a pending one of the same payee.
 */
export async function inviteDomain(
  db: Db,
  mail: MailContext,
  input: {
    userId: number;
    domainId: number;
    subEntityId: number;
    emailAddress?: string | null;
    name?: string | null;
  },
): Promise<DomainRelationStatusView> {
  const payee = await requirePayee(db, input.domainId, input.subEntityId);
  const given = (input.emailAddress ?? '').trim() || payee.emailAddress.trim();
  if (!given)
    throw new AppError('BAD_USER_INPUT', PORTAL_MESSAGES.missingEmail, {
      fieldMessages: { emailAddress: PORTAL_MESSAGES.missingEmail },
    });
  const email = checkEmail(given);
  const current = await statusOf(db, input.domainId, payee.id);
  if (current.relationStatus === 'Connected')
    throw new AppError('CONFLICT', PORTAL_MESSAGES.alreadyConnected);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(domainInvitations)
      .set({ status: 'Deleted' })
      .where(
        and(
          eq(domainInvitations.sourceDomainId, input.domainId),
          eq(domainInvitations.sourceSubEntityId, payee.id),
          eq(domainInvitations.status, 'Pending'),
        ),
      );
    const code = createToken(24);
    const [invitation] = await tx
      .insert(domainInvitations)
      .values({
        sourceDomainId: input.domainId,
        sourceSubEntityId: payee.id,
        email,
        name: (input.name ?? '').trim().slice(0, 200) || payee.displayName,
        codeHash: hashToken(code),
        invitedBy: input.userId,
        expiresAt: expiry(now),
      })
      .returning();
    if (!invitation) throw new Error('inviteDomain: insert returned no row');
    await mailInvitation(tx, mail, invitation, code);
    await recordPortalAccess(tx, {
      actor: await actorOfUser(tx, input.userId),
      domainId: input.domainId,
      payeeId: payee.id,
      email,
      from: current.relationStatus,
      to: 'Invited',
    });
  });
  return statusOf(db, input.domainId, payee.id);
}

async function findPendingInvitation(db: Db, domainId: number, id: number): Promise<DomainInvitationRow> {
  const [invitation] = Number.isSafeInteger(id)
    ? await db
        .select()
        .from(domainInvitations)
        .where(
          and(
            eq(domainInvitations.id, id),
            eq(domainInvitations.sourceDomainId, domainId),
            eq(domainInvitations.status, 'Pending'),
          ),
        )
    : [];
  if (!invitation) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.invitationNotFound);
  return invitation;
}

/** resendDomainInvitation: a new code and expiry (Invited or InvitationExpired); the old link stops working. */
export async function resendDomainInvitation(
  db: Db,
  mail: MailContext,
  input: { domainId: number; id: number; userId?: number },
): Promise<DomainRelationStatusView> {
  const invitation = await findPendingInvitation(db, input.domainId, input.id);
  const actor = await actorOfUser(db, input.userId);
  const code = createToken(24);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(domainInvitations)
      .set({ codeHash: hashToken(code), expiresAt: expiry(new Date()) })
      .where(and(eq(domainInvitations.id, invitation.id), eq(domainInvitations.status, 'Pending')))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.invitationNotFound);
    await mailInvitation(tx, mail, updated, code);
    await recordPortalAccess(tx, {
      actor,
      domainId: input.domainId,
      payeeId: invitation.sourceSubEntityId,
      email: invitation.email,
      from: 'Invited',
      to: 'Invitation resent',
    });
  });
  return statusOf(db, input.domainId, invitation.sourceSubEntityId);
}

/** deleteDomainInvitation: the link stops working; the payee is back to its earlier status. */
export async function deleteDomainInvitation(
  db: Db,
  input: { domainId: number; id: number; userId?: number },
): Promise<DomainRelationStatusView> {
  const invitation = await findPendingInvitation(db, input.domainId, input.id);
  const actor = await actorOfUser(db, input.userId);
  await db.transaction(async (tx) => {
    await tx
      .update(domainInvitations)
      .set({ status: 'Deleted' })
      .where(eq(domainInvitations.id, invitation.id));
    await recordPortalAccess(tx, {
      actor,
      domainId: input.domainId,
      payeeId: invitation.sourceSubEntityId,
      email: invitation.email,
      from: 'Invited',
      to: 'Invitation deleted',
    });
  });
  return statusOf(db, input.domainId, invitation.sourceSubEntityId);
}

/** deleteD2DRelation: the payer disables the contractor's access; the payee shows DisConnected. */
export async function deleteD2DRelation(
  db: Db,
  input: { domainId: number; id: number; userId?: number },
): Promise<DomainRelationStatusView> {
  return db.transaction(async (tx) => disconnect(tx, input));
}

/** The address the contractor accepted the invitation with (what the payer knows them by). */
async function contractorEmail(db: Db, relation: DomainRelationRow): Promise<string> {
  const [invitation] = await db
    .select({ email: domainInvitations.email })
    .from(domainInvitations)
    .where(
      and(
        eq(domainInvitations.sourceDomainId, relation.sourceDomainId),
        eq(domainInvitations.sourceSubEntityId, relation.sourceSubEntityId),
        eq(domainInvitations.status, 'Accepted'),
      ),
    )
    .orderBy(desc(domainInvitations.id))
    .limit(1);
  return invitation?.email ?? 'the contractor';
}

async function disconnect(
  db: Db,
  input: { domainId: number; id: number; userId?: number },
): Promise<DomainRelationStatusView> {
  const [relation]: DomainRelationRow[] = Number.isSafeInteger(input.id)
    ? await db
        .update(domainRelations)
        .set({ relationStatus: 'DisConnected', updatedAt: new Date() })
        .where(
          and(
            eq(domainRelations.id, input.id),
            eq(domainRelations.sourceDomainId, input.domainId),
            eq(domainRelations.relationStatus, 'Connected'),
          ),
        )
        .returning()
    : [];
  if (!relation) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.relationNotFound);
  await recordPortalAccess(db, {
    actor: await actorOfUser(db, input.userId),
    domainId: input.domainId,
    payeeId: relation.sourceSubEntityId,
    email: await contractorEmail(db, relation),
    from: 'Connected',
    to: 'DisConnected',
  });
  return statusOf(db, input.domainId, relation.sourceSubEntityId);
}
