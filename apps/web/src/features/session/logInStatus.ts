import type { LogInAction, LogInStatus } from './session.types.ts';

/** Where the login status survives a reload (the original kept it in persisted app state). */
export const LOG_IN_STATUS_KEY = 'file1099.logInStatus';

const STATUSES: readonly LogInStatus[] = ['LoggingIn', 'LoggedIn', 'LoggingOut', 'LoggedOut'];

/** The login status transitions of spec part 1 §4. */
export function reduceLogInStatus(status: LogInStatus, action: LogInAction): LogInStatus {
  switch (action) {
    case 'loginRequest':
      return 'LoggingIn';
    case 'loginSuccess':
      return 'LoggedIn';
    case 'loginFailure':
      return 'LoggedOut';
    case 'logoutRequest':
      return 'LoggingOut';
    case 'logoutSuccess':
      return 'LoggedOut';
    case 'logoutFailure':
      return 'LoggedIn';
    default:
      return status;
  }
}

/** A persisted status after a reload: a sign-in or sign-out that was under way did not finish. */
export function restoreLogInStatus(persisted: string | null): LogInStatus {
  const status = STATUSES.find((value) => value === persisted);
  if (!status || status === 'LoggingIn' || status === 'LoggingOut') return 'LoggedOut';
  return status;
}

export type SessionQueryStatus = 'pending' | 'success' | 'error';

/**
 * The status the app shows: a sign-in or sign-out under way wins; otherwise the session data decides
 * (a user: LoggedIn; none: LoggedOut; a failure: LoggedOut); before the first answer, the stored one.
 */
export function deriveLogInStatus(
  stored: LogInStatus,
  query: SessionQueryStatus,
  hasUser: boolean,
): LogInStatus {
  if (stored === 'LoggingIn' || stored === 'LoggingOut') return stored;
  if (query === 'success') return hasUser ? 'LoggedIn' : 'LoggedOut';
  if (query === 'error') return 'LoggedOut';
  return stored;
}

export function readPersistedLogInStatus(): LogInStatus {
  try {
    return restoreLogInStatus(localStorage.getItem(LOG_IN_STATUS_KEY));
  } catch {
    return 'LoggedOut';
  }
}

export function persistLogInStatus(status: LogInStatus): void {
  try {
    localStorage.setItem(LOG_IN_STATUS_KEY, status);
  } catch {
    // Storage may be unavailable (private mode); the session data decides on the next load anyway.
  }
}
