import { getLastAppPath } from '../routing/lastAppPath.ts';
import { getSafeReturnPath } from './access.ts';
import type { SessionUser } from './session.types.ts';

/** Reads `state.from` that the protected routes pass along, when it is a path of this site. */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return getSafeReturnPath(state.from);
}

/**
 * Where a user goes once signed in (spec part 1 §2 and §4): the second factor first, then the account
 * picker when no account is selected, else the page they asked for or the last used app.
 */
export function getPostSignInPath(user: SessionUser, from: string | null): string {
  if (user.mfaState === 'required') return '/mfa';
  if (!user.domainId) return '/selectaccount';
  return from ?? getLastAppPath();
}
