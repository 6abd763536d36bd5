import { describe, expect, it } from 'vitest';
import { FIRM_USER, IN_CLIENT_USER, PAYER_USER } from '../../test/sessions.ts';
import { getTeamAccess } from '../team/teamAccess.ts';
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
      'Workers',
      'Audit Trail',
      'Mail Outbox',
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
      isAccountantInClient: true,
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

  it("offers 'Confirm email address' as an action (it mails the link again) only while unconfirmed", () => {
    const [first] = getAccountMenuEntries({ ...PAYER_USER, isEmailConfirmed: false }, features);
    expect(first).toEqual({ label: 'Confirm email address', action: 'resendConfirmation' });
    expect(getAccountMenuEntries(PAYER_USER, features).map((e) => e.label)).not.toContain(
      'Confirm email address',
    );
  });

  it('hides Manage Users for an accountant inside a client, and shows it in the firm', () => {
    expect(getAccountMenuEntries(IN_CLIENT_USER, features).map((e) => e.label)).not.toContain('Manage Users');
    expect(getAccountMenuEntries(FIRM_USER, features).map((e) => e.label)).toContain('Manage Users');
  });
});

describe('drawer for accountants', () => {
  it('shows the firm its practice and firm sections, and a client its own section with My Practice', () => {
    expect(getDrawerSections('file1099', FIRM_USER, features).map((s) => s.title)).toEqual([
      'YOUR PRACTICE',
      'YOUR FIRM',
    ]);
    const [client] = getDrawerSections('file1099', IN_CLIENT_USER, features);
    expect(client?.title).toBe('CLIENT CO');
    expect(client?.items.map((item) => item.label)).toContain('My Practice');
  });

  it('shows the regular navigation to a business', () => {
    expect(labels(getDrawerSections('file1099', PAYER_USER, features))[0]?.[0]).toBeNull();
  });
});

describe('team access', () => {
  it('is for Owners and Admins of the account itself, with user management on', () => {
    expect(getTeamAccess(PAYER_USER, features)).toBe('ok');
    expect(getTeamAccess({ ...PAYER_USER, role: 'Admin' }, features)).toBe('ok');
    expect(getTeamAccess({ ...PAYER_USER, role: 'Member' }, features)).toBe('notManager');
    expect(getTeamAccess({ ...PAYER_USER, domainType: 'C' }, features)).toBe('individual');
    expect(getTeamAccess(IN_CLIENT_USER, features)).toBe('inClient');
    expect(getTeamAccess(PAYER_USER, { ...features, userManagement: false })).toBe('disabled');
  });
});
