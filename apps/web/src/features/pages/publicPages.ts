import type { PlaceholderPageProps } from './PlaceholderPage.tsx';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
}

/** Public and account routes of spec part 1 §2 whose screens come with later issues. */
export const PUBLIC_PLACEHOLDERS: PlaceholderRoute[] = [
  { path: 'login', title: 'Sign in', text: 'Sign in: the sign-in form will be here.' },
  {
    path: 'mfa',
    title: 'Two-step verification',
    text: 'Two-step verification: you will enter your sign-in code here.',
  },
  {
    path: 'signup',
    title: 'Sign up',
    text: 'Sign up: the form to create your File1099 account will be here.',
  },
  {
    path: 'testdrive',
    title: 'Test drive',
    text: 'Test drive: a sample account to try File1099 will be set up here.',
  },
  ...['qbogetapp', 'connectqbo'].map((path) => ({
    path,
    title: 'Get File1099 with QuickBooks',
    text: 'Get File1099 with QuickBooks: this page will say "Please wait while we setup your account..." and continue to QuickBooks.',
  })),
  ...['qbodisconnectapp', 'disconnectqbo'].map((path) => ({
    path,
    title: 'Disconnect QuickBooks',
    text: 'Disconnect QuickBooks: you will sign in with Intuit here to disconnect the integration.',
  })),
  {
    path: 'connectxero',
    title: 'Get File1099 with Xero',
    text: 'Get File1099 with Xero: this page will set up your account and continue to Xero.',
  },
  {
    path: 'disconnectxero',
    title: 'Disconnect Xero',
    text: 'Disconnect Xero: you will sign in with Xero here to disconnect the integration.',
  },
  {
    path: 'xeroapplauncher',
    title: 'Open from Xero',
    text: 'Open from Xero: you will sign in with Xero here for the organization you chose.',
  },
  {
    path: 'confirmemail',
    title: 'Confirm email',
    text: 'Confirm email: your email address will be confirmed here.',
  },
  {
    path: 'acceptinvitation',
    title: 'Accept invitation',
    text: 'Accept invitation: you will join the team that invited you here.',
  },
  {
    path: 'acceptdomaininvitation',
    title: 'Accept account invitation',
    text: 'Accept account invitation: you will join the account that invited you here.',
  },
  {
    path: 'forgotpassword',
    title: 'Forgot password',
    text: 'Forgot password: you will ask for a password reset link here.',
  },
  {
    path: 'resetpassword',
    title: 'Reset password',
    text: 'Reset password: you will choose a new password here.',
  },
  {
    path: 'privacy',
    title: 'Privacy policy',
    text: 'Privacy policy: our privacy policy will be published here.',
  },
  {
    path: 'terms',
    title: 'Terms of service',
    text: 'Terms of service: our terms of service will be published here.',
  },
  {
    path: 'selectaccount',
    title: 'Select account',
    text: 'Select account: the accounts you can work in will be listed here.',
  },
  {
    path: 'addaccount',
    title: 'Add account',
    text: 'Add account: the form to add a business or accounting firm account will be here.',
  },
  {
    path: 'switchtopractice',
    title: 'Switch to practice',
    text: 'Switch to practice: accountants will return to their practice from here.',
  },
];
