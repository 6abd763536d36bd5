import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SessionInfo, SessionResolver } from '../access/access.ts';
import { findDomainAccess } from '../accounts/accounts.service.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { findLiveSession, updateSession } from './sessions.service.ts';
import { hashToken } from '../../lib/tokens.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

/** The session behind the request's cookie, once per request; access to the account re-checked. */
export function createSessionResolver(db: Db): SessionResolver {
  async function resolve(request: FastifyRequest): Promise<SessionInfo | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return null;
    const live = await findLiveSession(db, token);
    if (!live) return null;
    let domainId = live.session.domainId;
    if (domainId !== null && !(await findDomainAccess(db, live.user.id, domainId))) {
      // Membership removed or client moved since it was selected: the session drops the account.
      await updateSession(db, live.session.tokenHash, { domainId: null });
      domainId = null;
    }
    return {
      tokenHash: hashToken(token),
      userId: live.user.id,
      userGlobalId: live.user.globalId,
      email: live.user.email,
      domainId,
      isSuperAdmin: live.user.isSuperAdmin,
      mfaState: live.session.mfaState,
      csrfHash: live.session.csrfHash,
    };
  }
  return (request) => {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request);
      resolved.set(request, pending);
    }
    return pending;
  };
}
