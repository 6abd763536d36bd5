import type { FeatureFlags } from '@file1099/shared';
import { getAccountantMode } from '../session/accountantMode.ts';
import type { SessionUser } from '../session/session.types.ts';

export type AccountDialog = 'accountInfo' | 'contact';
export type AccountAction = 'resendConfirmation';

export interface AccountMenuEntry {
  label: string;
  /** A route to open, a dialog to show, or an action to run. */
  to?: string;
  dialog?: AccountDialog;
  action?: AccountAction;
}

/** Account menu entries of spec part 1 §2, in the spec's order; signed out there is only 'Sign in'. */
export function getAccountMenuEntries(user: SessionUser | null, features: FeatureFlags): AccountMenuEntry[] {
  if (!user) return [{ label: 'Sign in', to: '/login' }];
  const entries: AccountMenuEntry[] = [];
  if (!user.isEmailConfirmed) entries.push({ label: 'Confirm email address', action: 'resendConfirmation' });
  entries.push(
    { label: 'Add a new account', to: '/addaccount' },
    { label: 'Switch account', to: '/selectaccount' },
    { label: 'Switch App', to: '/selectapp' },
    { label: 'My account info', dialog: 'accountInfo' },
  );
  // Spec part 1 §2: "Manage Users (if enabled, the account type is not 'C', and the user is not an
  // accountant inside a client)".
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
