import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMailLink } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { heading, logIn, passAltcha } from './steps.ts';

// Issue 3, "Done when": an invited team member accepts and sees the account; a non-admin cannot open
// any admin route or call any admin operation; a super admin opens the Mail Outbox.

const PASSWORD = 'correct horse battery staple';
const NOT_AUTHORIZED = 'You are not authorized. Please logout and login with right credentials';
const ADMIN = { email: 'root@file1099.test', password: 'super admin password 1' };
const ADMIN_ROUTES = [
  'efsfilings',
  'transmissions',
  'printrequests',
  'emailrequests',
  'deployinfo',
  'configmanagement',
  'outbox',
];

async function signUpBusiness(
  app: RunningApp,
  page: Page,
  email: string,
  accountName: string,
): Promise<void> {
  await page.goto('/signup');
  await heading(page, 'Sign up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Business name').fill(accountName);
  await passAltcha(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Sign-up starts no session: confirm through the e-mailed link, then sign in.
  await heading(page, 'Check your e-mail');
  await page.goto((await waitForMailLink(app, email, '/confirmemail')).href);
  await page.getByTestId('email-confirmed').waitFor();
  await logIn(page, email, PASSWORD);
  await heading(page, 'Dashboard');
}

/** Calls GraphQL from the page, as the app would (cookies and the CSRF header). */
async function callGraphql(
  page: Page,
  url: string,
  query: string,
): Promise<{ status: number; body: { data?: unknown; errors?: Array<{ message: string }> } }> {
  return page.evaluate(
    async ({ url, query }) => {
      const csrf = /(?:^|;\s*)f1099_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ query }),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown } };
    },
    { url, query },
  );
}

describe('teams and super admins in a browser', { timeout: 180_000 }, () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ superAdmin: ADMIN, env: { CONFIG_ALTCHA_MAXNUMBER: '1000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('an invited team member accepts and sees the account; a non-admin reaches no admin tool', async () => {
    const owner = await openPage(browser, app.url);
    await signUpBusiness(app, owner.page, 'owner@harbor.test', 'Harbor Supply Co');

    await owner.page.getByRole('button', { name: 'Account' }).click();
    await owner.page.getByRole('menuitem', { name: 'Manage Users' }).click();
    await heading(owner.page, 'Team');
    await owner.page.getByLabel('E-mail of the person to invite').fill('sam@harbor.test');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    const invitations = owner.page.getByRole('table', { name: 'Pending invitations' });
    await invitations.getByText('sam@harbor.test').waitFor();

    const link = await waitForMailLink(app, 'sam@harbor.test', '/acceptinvitation');
    const member = await openPage(browser, app.url);
    await member.page.goto(link.href);
    await heading(member.page, 'Accept invitation');
    await member.page.getByText('You are invited to join Harbor Supply Co as a Member.').waitFor();
    await member.page.getByLabel('First name').fill('Sam');
    await member.page.getByLabel('Last name').fill('Hill');
    await member.page.getByLabel('Choose a password').fill(PASSWORD);
    await member.page.getByLabel('Password again').fill(PASSWORD);
    await passAltcha(member.page);
    await member.page.getByRole('button', { name: 'Accept and create my login' }).click();
    await heading(member.page, 'Dashboard');
    expect(await member.page.getByTestId('account-name').textContent()).toBe('Harbor Supply Co');
    const events = await member.page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('accept_user_invite');

    // The owner sees the new member; the member, not an Owner or Admin, may not manage the team.
    await owner.page.reload();
    await owner.page.getByRole('table', { name: 'Members' }).getByText('sam@harbor.test').waitFor();
    await member.page.goto('/file1099/team');
    await member.page.getByTestId('team-unavailable').waitFor();

    // No admin route opens for a non-admin, and none of them asks the server for admin data.
    const adminCalls: string[] = [];
    member.page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('outboxMessages')) adminCalls.push(request.url());
    });
    expect(
      await member.page.getByRole('navigation', { name: 'Main navigation' }).getByText('ADMIN').count(),
    ).toBe(0);
    for (const route of ADMIN_ROUTES) {
      await member.page.goto(`/file1099/${route}`);
      await member.page.waitForURL('**/file1099/dashboard');
      await member.page.getByTestId('notification-stack').getByText(NOT_AUTHORIZED).first().waitFor();
    }
    expect(adminCalls).toEqual([]);

    // Admin operations answer 403 with no data.
    const outbox = await callGraphql(
      member.page,
      '/rs/graphql',
      'query { outboxMessages(pageSize: 10, pageNumber: 0) { totalCount messages { id to subject } } }',
    );
    expect(outbox.status).toBe(403);
    expect(outbox.body.data ?? null).toBeNull();
    expect(outbox.body.errors?.[0]?.message).toBe(
      'You are not authorized. Please logout and login with right credentials',
    );
    const promote = await callGraphql(
      member.page,
      '/access/graphql',
      'mutation { setSuperAdmin(email: "sam@harbor.test", isSuperAdmin: true) }',
    );
    expect(promote.status).toBe(403);
    expect(promote.body.data ?? null).toBeNull();

    await owner.context.close();
    await member.context.close();
  });

  it('a super admin opens the Mail Outbox and reads a message', async () => {
    const { context, page } = await openPage(browser, app.url);
    await logIn(page, ADMIN.email, ADMIN.password);
    await heading(page, 'Dashboard');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByText('ADMIN').waitFor();
    await drawer.getByRole('link', { name: 'Mail Outbox' }).click();
    await heading(page, 'Mail Outbox');
    const grid = page.getByRole('grid', { name: 'Outbox messages' });
    await grid.getByText('sam@harbor.test').first().waitFor();
    await grid
      .getByRole('button', { name: /^Open .* to sam@harbor\.test$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('outbox-text-body').waitFor();
    expect(await dialog.getByRole('link', { name: /\/acceptinvitation\?/ }).count()).toBe(1);

    // The other admin routes open too (their tools come with later issues).
    for (const route of ADMIN_ROUTES.filter((route) => route !== 'outbox')) {
      await page.goto(`/file1099/${route}`);
      await page.locator('main h1').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/file1099/${route}`);
    }
    await context.close();
  });
});
