import { getDomainTypeLabel } from '../form-kit/domainTypes.ts';
import type { SessionUser } from '../session/session.types.ts';
import type { InfoDialogContent } from './InfoDialog.tsx';

/** Help menu entries of spec part 1 §2; the guides' content comes with later issues. */
export const HELP_TOPICS: InfoDialogContent[] = [
  {
    title: 'FAQs',
    text: 'FAQs: answers to common questions about preparing and e-filing 1099s will be here.',
  },
  {
    title: 'Xero Integration Guide',
    text: 'Xero Integration Guide: how to connect Xero and import your 1099 data will be explained here.',
  },
  {
    title: 'QuickBooks Integration Guide',
    text: 'QuickBooks Integration Guide: how to connect QuickBooks Online and import your 1099 data will be explained here.',
  },
  {
    title: 'Corrections Guide',
    text: 'Corrections Guide: how to correct a filing the IRS has already accepted will be explained here.',
  },
];

/** Contact Us, prefilled with the user's name, email, account name and id when signed in. */
export function getContactContent(user: SessionUser | null): InfoDialogContent {
  return {
    title: 'Contact Us',
    text: 'Contact Us: a message form for our support team will be here, prefilled with these details.',
    details: user
      ? [
          ['Name', `${user.firstName} ${user.lastName}`.trim()],
          ['Email', user.email],
          ['Account name', user.domainName ?? ''],
          ['Account id', user.domainId ?? ''],
        ]
      : [],
  };
}

/** 'My account info' (spec part 1 §2). */
export function getAccountInfoContent(user: SessionUser): InfoDialogContent {
  const details: Array<readonly [string, string]> = [
    ['Account id', user.domainId ?? ''],
    ['Account name', user.domainName ?? ''],
    ['Account type', user.domainType ? `${user.domainType} (${getDomainTypeLabel(user.domainType)})` : ''],
    ['Login name', user.loginName],
    ['User name', `${user.firstName} ${user.lastName}`.trim()],
    ['User global id', user.userGlobalId],
  ];
  if (user.parentDomainId) details.push(['Accountant id', user.parentDomainId]);
  if (user.parentDomainName) details.push(['Accountant name', user.parentDomainName]);
  return { title: 'My account info', text: 'The account you are working in.', details };
}
