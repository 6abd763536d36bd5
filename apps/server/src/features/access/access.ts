import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Who is calling: the signed-in user and the account (domain) the session has selected. */
export interface SessionInfo {
  userId: number;
  userGlobalId: string;
  email: string;
  /** The selected account, or null before one is chosen. */
  domainId: number | null;
  isSuperAdmin: boolean;
}

/** Reads the caller's session from a request; the accounts feature provides the real one. */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionInfo | null>;

/** Until accounts exist nobody is signed in: every scoped or admin operation is refused. */
export const noSessions: SessionResolver = () => Promise.resolve(null);

export interface AccessContext {
  session: SessionInfo | null;
}

export const NOT_AUTHORIZED = 'You are not authorized. Please logout and login with right credentials';

export function requireSession(context: AccessContext): SessionInfo {
  if (!context.session) throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return context.session;
}

export function requireSuperAdmin(context: AccessContext): SessionInfo {
  const session = requireSession(context);
  if (!session.isSuperAdmin) throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return session;
}

/**
 * The one place that decides whether the caller may touch an account's data. For now: the selected
 * account; the accounts feature widens it to a firm's clients through the firm relation.
 */
export function canAccessDomain(context: AccessContext, domainId: number | null): boolean {
  const session = context.session;
  if (!session) return false;
  if (domainId === null) return session.isSuperAdmin;
  return session.domainId === domainId || session.isSuperAdmin;
}
