import type { SessionDataDto } from '../features/session/session.query.ts';
import { SIGNED_OUT, type SessionState, type SessionUser } from '../features/session/session.types.ts';

/** A signed-in Owner of a business account. */
export const PAYER_USER: SessionUser = {
  domainId: '101',
  domainGlobalId: 'd-101',
  domainName: 'Acme Plumbing LLC',
  domainType: 'B',
  parentDomainId: null,
  parentDomainGlobalId: null,
  parentDomainName: null,
  email: 'pat@acme.test',
  loginName: 'pat@acme.test',
  firstName: 'Pat',
  lastName: 'Lee',
  userGlobalId: 'u-7',
  isEmailConfirmed: true,
  isSuperAdmin: false,
  isTestAccount: false,
  role: 'Owner',
  isAccountantInClient: false,
  requireMfa: false,
  mfaState: 'none',
  mfaEnabled: false,
};

/** A member of an accounting firm, in the firm's own account. */
export const FIRM_USER: SessionUser = {
  ...PAYER_USER,
  domainId: '201',
  domainGlobalId: 'd-201',
  domainName: 'Lee & Co CPAs',
  domainType: 'A',
};

/** The same accountant inside one of the firm's clients. */
export const IN_CLIENT_USER: SessionUser = {
  ...PAYER_USER,
  domainId: '301',
  domainGlobalId: 'd-301',
  domainName: 'Client Co',
  domainType: 'B',
  parentDomainId: '201',
  parentDomainGlobalId: 'd-201',
  parentDomainName: 'Lee & Co CPAs',
  isAccountantInClient: true,
};

/** Signed in, no account selected yet. */
export const NO_ACCOUNT_USER: SessionUser = {
  ...PAYER_USER,
  domainId: null,
  domainGlobalId: null,
  domainName: null,
  domainType: null,
  role: null,
};

export function signedIn(user: Partial<SessionUser> = {}, isTestAccount = false): SessionState {
  const merged: SessionUser = { ...PAYER_USER, isTestAccount, ...user };
  return {
    user: merged,
    domain: merged.domainId ? { id: merged.domainId, isTestAccount: merged.isTestAccount } : null,
    logInStatus: 'LoggedIn',
  };
}

export { SIGNED_OUT };

/** The server's shape of a session user (ids as numbers), for fake answers. */
export function toSessionDto(user: SessionUser): SessionDataDto {
  const toNumber = (id: string | null) => (id === null ? null : Number(id));
  return {
    ...user,
    domainId: toNumber(user.domainId),
    parentDomainId: toNumber(user.parentDomainId),
  };
}
