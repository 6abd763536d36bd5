import type { PlaceholderPageProps } from './PlaceholderPage.tsx';

export interface PlaceholderRoute extends PlaceholderPageProps {
  path: string;
}

/** Public routes of spec part 1 §2 whose screens come with later issues. */
export const PUBLIC_PLACEHOLDERS: PlaceholderRoute[] = [
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
    path: 'privacy',
    title: 'Privacy policy',
    text: 'Privacy policy: our privacy policy will be published here.',
  },
  {
    path: 'terms',
    title: 'Terms of service',
    text: 'Terms of service: our terms of service will be published here.',
  },
];
