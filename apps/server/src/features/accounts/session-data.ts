import type { Db } from '../../db/database.ts';
import type { SessionInfo } from '../access/access.ts';
import { findUserById } from '../users/users.service.ts';
import { findDomainAccess, findDomainById } from './accounts.service.ts';
import type { MemberRole } from './accounts.table.ts';

/** Session data exactly as the spec lists it (part 1 §3), plus what the shell needs to decide menus. */
export interface SessionData {
  domainId: number | null;
  domainGlobalId: string | null;
  domainName: string | null;
  domainType: string | null;
  parentDomainId: number | null;
  parentDomainGlobalId: string | null;
  parentDomainName: string | null;
  email: string;
  loginName: string;
  firstName: string;
  lastName: string;
  userGlobalId: string;
  isEmailConfirmed: boolean;
  isSuperAdmin: boolean;
  /** Beyond the spec: */
  isTestAccount: boolean;
  role: MemberRole | null;
  /** Reached through an accounting firm (the accountant is inside a client). */
  isAccountantInClient: boolean;
  requireMfa: boolean;
  mfaState: string;
  mfaEnabled: boolean;
}

export async function buildSessionData(db: Db, session: SessionInfo): Promise<SessionData | null> {
  const user = await findUserById(db, session.userId);
  if (!user) return null;
  const access =
    session.domainId !== null ? await findDomainAccess(db, user.id, session.domainId) : undefined;
  const domain = access?.domain;
  const parent =
    access?.viaFirm ??
    (domain?.parentDomainId != null ? await findDomainById(db, domain.parentDomainId) : undefined);
  return {
    domainId: domain?.id ?? null,
    domainGlobalId: domain?.globalId ?? null,
    domainName: domain?.name ?? null,
    domainType: domain?.domainType ?? null,
    parentDomainId: parent?.id ?? null,
    parentDomainGlobalId: parent?.globalId ?? null,
    parentDomainName: parent?.name ?? null,
    email: user.email,
    loginName: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userGlobalId: user.globalId,
    isEmailConfirmed: user.isEmailConfirmed,
    isSuperAdmin: user.isSuperAdmin,
    isTestAccount: domain?.isTestAccount ?? false,
    role: access?.role ?? null,
    isAccountantInClient: access?.viaFirm !== undefined,
    requireMfa: domain?.requireMfa ?? false,
    mfaState: session.mfaState,
    mfaEnabled: user.mfaSecret !== null,
  };
}
