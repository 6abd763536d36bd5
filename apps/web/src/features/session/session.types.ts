/** 'C' = client type, 'A' = accountant; 'B' also appears (spec part 1 §3). */
export type DomainType = 'A' | 'B' | 'C';

/** Session data as the spec lists it (part 1 §3); loaded after sign-in (issue 3). */
export interface SessionUser {
  domainId: string;
  domainGlobalId: string;
  domainName: string;
  domainType: DomainType;
  parentDomainId: string | null;
  parentDomainGlobalId: string | null;
  parentDomainName: string | null;
  email: string;
  loginName: string;
  firstName: string;
  lastName: string;
  userGlobalId: string;
  isEmailConfirmed: boolean;
  isSuperAdmin: boolean;
}

/** Domain (account) data fetched after sign-in when an account is selected. */
export interface DomainData {
  id: string;
  isTestAccount: boolean;
}

export type LogInStatus = 'LoggingIn' | 'LoggedIn' | 'LoggingOut' | 'LoggedOut';

export interface SessionState {
  user: SessionUser | null;
  domain: DomainData | null;
  logInStatus: LogInStatus;
}

export interface SessionValue extends SessionState {
  /** Forgets the user and account on this device (the server side of sign-out arrives with issue 3). */
  clearSession: () => void;
}

export const SIGNED_OUT: SessionState = { user: null, domain: null, logInStatus: 'LoggedOut' };
