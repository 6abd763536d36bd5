import type { FeatureFlags } from '@file1099/shared';
import { getAccountantMode } from '../session/accountantMode.ts';
import type { SessionUser } from '../session/session.types.ts';

export type AccountDialog = 'accountInfo' | 'contact';

export interface AccountMenuEntry {
  label: string;
  /** A route to open, or a dialog to show. */
  to?: string;
  dialog?: AccountDialog;
}

/** Account menu entries of spec part 1 §2, in the spec's order; signed out there is only 'Sign in'. */
export function getAccountMenuEntries(user: SessionUser | null, features: FeatureFlags): AccountMenuEntry[] {
  if (!user) return [{ label: 'Sign in', to: '/login' }];
  const entries: AccountMenuEntry[] = [];
  if (!user.isEmailConfirmed) entries.push({ label: 'Confirm email address', to: '/confirmemail' });
  entries.push(
    { label: 'Add a new account', to: '/addaccount' },
    { label: 'Switch account', to: '/selectaccount' },
    { label: 'Switch App', to: '/selectapp' },
    { label: 'My account info', dialog: 'accountInfo' },
  );
  if (features.userManagement && user.domainType !== 'C' && getAccountantMode(user) !== 'inClient') {
    entries.push({ label: 'Manage Users', to: '/file1099/team' });
  }
  entries.push(
    { label: 'Login Preferences', to: '/file1099/userpreferences' },
    { label: 'Account Preferences', to: '/file1099/accountpreferences' },
    { label: 'Billing Transactions', to: '/file1099/transactions' },
    { label: 'Contact us', dialog: 'contact' },
    { label: 'Sign out', to: '/logout' },
  );
  return entries;
}
