import type { SessionState, SessionUser } from '../features/session/session.types.ts';

/** A signed-in payer account, for tests of the parts that issue 3 switches on. */
export const PAYER_USER: SessionUser = {
  domainId: '101',
  domainGlobalId: 'd-101',
  domainName: 'Acme Plumbing LLC',
  domainType: 'B',
  parentDomainId: null,
  parentDomainGlobalId: null,
  parentDomainName: null,
  email: 'pat@acme.test',
  loginName: 'pat',
  firstName: 'Pat',
  lastName: 'Lee',
  userGlobalId: 'u-7',
  isEmailConfirmed: true,
  isSuperAdmin: false,
};

export function signedIn(user: Partial<SessionUser> = {}, isTestAccount = false): SessionState {
  return {
    user: { ...PAYER_USER, ...user },
    domain: { id: user.domainId ?? PAYER_USER.domainId, isTestAccount },
    logInStatus: 'LoggedIn',
  };
}
