import type { SessionUser } from './session.types.ts';

/** The spec's accountant modes (part 1 §4): the firm's shell, its own practice, or inside a client. */
export type AccountantMode = 'shell' | 'ownPractice' | 'inClient';

/**
 * Best reading of the session fields until issue 3 defines accounts: an accountant ('A') account is the
 * shell, and a client account with a parent account is an accountant working inside a client.
 * Own-practice mode needs account data the session does not carry yet.
 */
export function getAccountantMode(user: SessionUser | null): AccountantMode | null {
  if (!user) return null;
  if (user.domainType === 'A') return 'shell';
  if (user.parentDomainId !== null) return 'inClient';
  return null;
}
