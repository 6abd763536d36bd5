import { describe, expect, it } from 'vitest';
import { PAYER_USER } from '../../test/sessions.ts';
import { TEST_CONFIG } from '../../test/renderApp.tsx';
import { getAccountMenuEntries } from './accountMenu.ts';
import { getDrawerSections } from './navigation.ts';

const features = TEST_CONFIG.features;
const labels = (sections: ReturnType<typeof getDrawerSections>) =>
  sections.map((section) => [section.title, section.items.map((item) => item.label)]);

describe('drawer sections', () => {
  it('shows the filer navigation without a session', () => {
    expect(labels(getDrawerSections('file1099', null, features))).toEqual([
      [null, ['Dashboard', 'Payer info', 'Payees', 'Filings', 'Integrations', 'Reports']],
    ]);
  });

  it('adds ADMIN for a super admin only', () => {
    const sections = getDrawerSections('file1099', { ...PAYER_USER, isSuperAdmin: true }, features);
    expect(sections.map((section) => section.title)).toEqual([null, 'ADMIN']);
    expect(sections[1]?.items.map((item) => item.label)).toEqual([
      'EFS Filings',
      'Transmissions',
      'Print Requests',
      'Email Requests',
      'DeployInfo',
      'Config Management',
    ]);
  });

  it('shows YOUR PRACTICE and YOUR FIRM to an accountant, Team and Billing only with user management', () => {
    const accountant = { ...PAYER_USER, domainType: 'A' as const };
    expect(labels(getDrawerSections('file1099', accountant, features))).toEqual([
      ['YOUR PRACTICE', ['Clients', 'Team', 'Billing']],
      ['YOUR FIRM', ['Firm Filings']],
    ]);
    const withoutUsers = getDrawerSections('file1099', accountant, { ...features, userManagement: false });
    expect(withoutUsers[0]?.items.map((item) => item.label)).toEqual(['Clients']);
  });

  it('labels the client section for an accountant inside a client', () => {
    const inClient = {
      ...PAYER_USER,
      domainType: 'C' as const,
      domainName: 'Client Co',
      parentDomainId: '9',
    };
    const [section] = getDrawerSections('file1099', inClient, features);
    expect(section?.title).toBe('CLIENT CO');
    expect(section?.items.at(-1)?.label).toBe('My Practice');
  });
});

describe('account menu', () => {
  it('offers only Sign in without a session', () => {
    expect(getAccountMenuEntries(null, features)).toEqual([{ label: 'Sign in', to: '/login' }]);
  });

  it('lists the spec entries for a signed-in user', () => {
    expect(
      getAccountMenuEntries({ ...PAYER_USER, isEmailConfirmed: false }, features).map((e) => e.label),
    ).toEqual([
      'Confirm email address',
      'Add a new account',
      'Switch account',
      'Switch App',
      'My account info',
      'Manage Users',
      'Login Preferences',
      'Account Preferences',
      'Billing Transactions',
      'Contact us',
      'Sign out',
    ]);
  });

  it('hides Manage Users for client accounts and when user management is off', () => {
    const client = { ...PAYER_USER, domainType: 'C' as const };
    expect(getAccountMenuEntries(client, features).map((e) => e.label)).not.toContain('Manage Users');
    expect(
      getAccountMenuEntries(PAYER_USER, { ...features, userManagement: false }).map((e) => e.label),
    ).not.toContain('Manage Users');
  });
});
