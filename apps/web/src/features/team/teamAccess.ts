import type { FeatureFlags } from '@file1099/shared';
import { canManageAccount } from '../session/access.ts';
import type { SessionUser } from '../session/session.types.ts';

/** Why the team page is closed, or 'ok' (spec part 1 §6; docs/access.md, team operations). */
export type TeamAccess = 'ok' | 'disabled' | 'individual' | 'inClient' | 'notManager';

/**
 * Team management is for Owners and Admins of the account itself, not for individual ('C') accounts,
 * not for an accountant inside a client, and only with the user-management flag on. The page checks
 * this first, so it never asks the server for a team the user may not manage.
 */
export function getTeamAccess(user: SessionUser | null, features: FeatureFlags): TeamAccess {
  if (!features.userManagement) return 'disabled';
  if (!user) return 'notManager';
  if (user.isAccountantInClient) return 'inClient';
  if (user.domainType === 'C') return 'individual';
  if (!canManageAccount(user)) return 'notManager';
  return 'ok';
}

export const TEAM_MESSAGES: Record<Exclude<TeamAccess, 'ok'>, string> = {
  disabled: 'Managing users is not available for this account.',
  individual: 'Managing users is not available for individual accounts.',
  inClient: "You are working inside a client. Your firm's team is managed in your practice.",
  notManager: 'Only an Owner or Admin of this account can manage its users.',
};
