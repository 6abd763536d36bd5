import type { SessionUser } from './session.types.ts';

/** The spec's accountant modes (part 1 §4): the firm's shell, its own practice, or inside a client. */
export type AccountantMode = 'shell' | 'ownPractice' | 'inClient';

/**
 * A firm ('A') account is the shell; an account reached through a firm is an accountant inside a
 * client. The firm's own filings are kept in the firm's account itself (the shell's "YOUR FIRM"
 * section), so no separate own-practice account exists and 'ownPractice' is not returned.
 */
export function getAccountantMode(user: SessionUser | null): AccountantMode | null {
  if (!user) return null;
  if (user.isAccountantInClient) return 'inClient';
  if (user.domainType === 'A') return 'shell';
  return null;
}
