import type { SessionUser } from './session.types.ts';

/** What a route needs: a signed-in user (second factor done), or one working in a selected account. */
export type AccessNeed = 'user' | 'account';

/**
 * The protected-route rules of spec part 1 §2: no user → /login; second factor required and not done
 * → /mfa; only a user (no selected account) where an account is needed → /selectaccount.
 * Returns where to go instead, or null when the route may render.
 */
export function getAccessRedirect(user: SessionUser | null, need: AccessNeed): string | null {
  if (!user) return '/login';
  if (user.mfaState === 'required') return '/mfa';
  if (need === 'account' && !user.domainId) return '/selectaccount';
  return null;
}

/** The firm's own account, not one of its clients: the accountant shell (spec part 1 §4). */
export function isFirmShell(user: SessionUser | null): boolean {
  return user?.domainType === 'A' && !user.isAccountantInClient;
}

/** An accountant working inside a client's account (reached through the firm). */
export function isAccountantInClient(user: SessionUser | null): boolean {
  return user !== null && user.isAccountantInClient;
}

/** Owners and Admins manage the team and the account preferences (docs/access.md). */
export function canManageAccount(user: SessionUser | null): boolean {
  return user?.role === 'Owner' || user?.role === 'Admin';
}

/**
 * Where a user lands inside an app: a firm outside any client goes to its clients (spec part 1 §2,
 * "The app root redirects to /file1099/clients for an accountant shell"), everyone else to the dashboard.
 */
export function getAppHomePath(appPath: string, user: SessionUser | null): string {
  return `${appPath}/${isFirmShell(user) ? 'clients' : 'dashboard'}`;
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function getSafeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.startsWith('/logout') || value.startsWith('/login')) return null;
  return value;
}
