import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { MfaState } from '../sessions/sessions.table.ts';

/** Who is calling: the signed-in user and the account (domain) the session has selected. */
export interface SessionInfo {
  /** Identifies the session row; never the cookie value itself. */
  tokenHash: string;
  userId: number;
  userGlobalId: string;
  email: string;
  /** The selected account, re-checked on every request; null before one is chosen. */
  domainId: number | null;
  isSuperAdmin: boolean;
  mfaState: MfaState;
  /** Hash of the CSRF token issued with the session (see sessions/csrf.ts). */
  csrfHash: string | null;
}

/** Reads the caller's session from a request. */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionInfo | null>;

export interface AccessContext {
  session: SessionInfo | null;
}

export const NOT_AUTHORIZED = 'You are not authorized. Please logout and login with right credentials';

/** A signed-in user who has passed the second factor when one is required. */
export function requireSession(context: AccessContext): SessionInfo {
  const session = context.session;
  if (!session || session.mfaState === 'required') throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return session;
}

/** Signed in, whatever the second factor: for the MFA challenge itself and for sign-out. */
export function requireSignedIn(context: AccessContext): SessionInfo {
  if (!context.session) throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return context.session;
}

export function requireSuperAdmin(context: AccessContext): SessionInfo {
  const session = requireSession(context);
  if (!session.isSuperAdmin) throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return session;
}

/**
 * The account every account-scoped operation works on: the session's selected account. Selecting
 * it (and every later request) checked that the user may reach it (`findDomainAccess`).
 */
export function requireDomain(context: AccessContext): { session: SessionInfo; domainId: number } {
  const session = requireSession(context);
  if (session.domainId === null)
    throw new AppError('FORBIDDEN', NOT_AUTHORIZED, { developerMessage: 'No account selected' });
  return { session, domainId: session.domainId };
}

/** Whether a row belonging to `domainId` (null: system rows) may be shown to the caller. */
export function canAccessDomain(context: AccessContext, domainId: number | null): boolean {
  const session = context.session;
  if (!session || session.mfaState === 'required') return false;
  if (domainId === null) return session.isSuperAdmin;
  return session.domainId === domainId;
}
