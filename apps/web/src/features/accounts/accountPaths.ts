import { getLastAppPath } from '../routing/lastAppPath.ts';
import { getAppHomePath, isFirmShell } from '../session/access.ts';
import type { SessionUser } from '../session/session.types.ts';

/**
 * Where to go after choosing an account: a firm goes to its clients (spec part 1 §2); anyone else to
 * the page they were sent from, or the last used app.
 */
export function getPathAfterSelecting(user: SessionUser | null, from: string | null): string {
  if (!user) return '/login';
  if (isFirmShell(user)) return getAppHomePath('/file1099', user);
  return from ?? getLastAppPath();
}
