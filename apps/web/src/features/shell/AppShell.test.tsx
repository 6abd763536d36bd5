import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { renderApp } from '../../test/renderApp.tsx';
import { SIGNED_OUT, signedIn } from '../../test/sessions.ts';

async function openDashboard(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/file1099/dashboard', options);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

describe('year tabs', () => {
  it('lists the selectable years newest first and selects the default year', async () => {
    await openDashboard();
    const tabs = within(screen.getByRole('tablist', { name: 'Filing year' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('filing-year-label')).toHaveTextContent(
      'Income earned in 2025 (Latest filing year)',
    );
  });

  it('shares the chosen year and explains it with a tooltip', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.hover(screen.getByRole('tab', { name: '2026' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Upcoming filing year');
    await user.click(screen.getByRole('tab', { name: '2021' }));
    expect(screen.getByRole('tab', { name: '2021' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('filing-year-label')).toHaveTextContent(
      'Income earned in 2021 (Previous filing year)',
    );
    expect(screen.getByText(/1099 filings for income earned in 2021/)).toBeInTheDocument();
  });

  it('keeps the chosen year in the address, so a reload opens on it', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: '2022' }));
    expect(router.state.location.search).toBe('?year=2022');
    await router.navigate('/file1099/payees');
    await screen.findByRole('heading', { level: 1, name: 'Payees' });
    expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2022');
  });

  it('opens on the year the address names', async () => {
    renderApp('/file1099/dashboard?year=2023');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('tab', { name: '2023' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('top bar and drawer', () => {
  it('opens the mobile drawer with the filer navigation', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Payer info',
      'Payees',
      'Filings',
      'Integrations',
      'Reports',
      'Add Account',
      'Switch Account',
      'Logout',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Payees' }));
    expect(router.state.location.pathname).toBe('/file1099/payees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payees' })).toBeInTheDocument();
  });

  it('offers Sign in in the account menu without a session', async () => {
    const user = userEvent.setup();
    renderApp('/privacy', { session: SIGNED_OUT });
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    // The menu's code is loaded when it is first opened.
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sign in']);
  });

  it('shows the help menu entries and opens a topic', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FAQs',
      'Xero Integration Guide',
      'QuickBooks Integration Guide',
      'Corrections Guide',
      'Contact Us',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('shows the account name with the test suffix, and account info for a signed-in user', async () => {
    const user = userEvent.setup();
    await openDashboard({ session: signedIn({}, true) });
    expect(screen.getByTestId('account-name')).toHaveTextContent('Acme Plumbing LLC (T)');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My account info' }));
    const dialog = await screen.findByRole('dialog', { name: 'My account info' });
    expect(within(dialog).getByText('u-7')).toBeInTheDocument();
  });

  it("shows 'Sample Company' and the sandbox warning in the sandbox", async () => {
    await openDashboard({ config: { sandbox: true }, session: signedIn() });
    expect(screen.getByTestId('account-name')).toHaveTextContent('Sample Company');
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent(MESSAGES.sandboxWarning);
  });

  it('warns while the address is unconfirmed and mails the link again from the banner', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openDashboard({
      session: signedIn({ isEmailConfirmed: false }),
      graphql: (query) =>
        query.includes('resendConfirmation')
          ? new Response(JSON.stringify({ data: { resendConfirmation: true } }))
          : undefined,
    });
    const banner = screen.getByTestId('unconfirmed-email-banner');
    expect(banner).toHaveTextContent('Your e-mail address is not confirmed yet.');
    await user.click(within(banner).getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText(/We sent a confirmation link to pat@acme.test/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/access/graphql' && String(init?.body).includes('resendConfirmation'),
      ),
    ).toHaveLength(1);
  });

  it('shows no e-mail warning once the address is confirmed', async () => {
    await openDashboard();
    expect(screen.queryByTestId('unconfirmed-email-banner')).not.toBeInTheDocument();
  });

  it("mails the confirmation link again from 'Confirm email address'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openDashboard({
      session: signedIn({ isEmailConfirmed: false }),
      graphql: (query) =>
        query.includes('resendConfirmation')
          ? new Response(JSON.stringify({ data: { resendConfirmation: true } }))
          : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confirm email address' }));
    expect(await screen.findByText(/We sent a confirmation link to pat@acme.test/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/access/graphql' && String(init?.body).includes('resendConfirmation'),
      ),
    ).toBe(true);
  });
});
