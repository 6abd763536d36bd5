/** 'C' = client type (an individual), 'A' = accountant (accounting firm), 'B' = business (spec part 1 §3). */
export type DomainType = 'A' | 'B' | 'C';

/** A member's role in an account (docs/access.md); Owners and Admins manage the team and preferences. */
export type AccountRole = 'Owner' | 'Admin' | 'Member';

/** The session's second factor (docs/access.md): `required` until a code is entered. */
export type MfaState = 'none' | 'required' | 'done' | 'skipped';

/**
 * Session data as the spec lists it (part 1 §3), from the `sessionData` query. The account fields are
 * null until the user selects an account. Ids are strings in the web app.
 */
export interface SessionUser {
  domainId: string | null;
  domainGlobalId: string | null;
  domainName: string | null;
  domainType: DomainType | null;
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
  /** Beyond the spec's list, from the same query: */
  isTestAccount: boolean;
  role: AccountRole | null;
  /** The user reaches the selected account through an accounting firm (an accountant inside a client). */
  isAccountantInClient: boolean;
  /** The selected account makes a second factor compulsory for its members. */
  requireMfa: boolean;
  mfaState: MfaState;
  /** The user has an authenticator app set up. */
  mfaEnabled: boolean;
}

/** Domain (account) data of the selected account. */
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

export type LogInAction =
  'loginRequest' | 'loginSuccess' | 'loginFailure' | 'logoutRequest' | 'logoutSuccess' | 'logoutFailure';

export interface SessionValue extends SessionState {
  /** True until the first session-data answer (or failure). */
  isLoading: boolean;
  /** Moves the login status (spec part 1 §4). */
  dispatchLogIn: (action: LogInAction) => void;
  /** Loads the session data now; resolves with the user, or null when nobody is signed in. */
  refreshSession: () => Promise<SessionUser | null>;
  /** Stores session data an operation returned (sign-up, MFA, selecting an account). */
  setSessionUser: (user: SessionUser | null) => void;
  /** Forgets the user, the account and every signed-in query on this device (but the `keep` ones). */
  clearSession: (keep?: readonly string[]) => void;
}

export const SIGNED_OUT: SessionState = { user: null, domain: null, logInStatus: 'LoggedOut' };
