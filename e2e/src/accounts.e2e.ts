import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMailLink } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { heading, logIn, passAltcha } from './steps.ts';

// Issue 3, "Done when": sign up → confirm through the outbox link → log in → enrol TOTP → log out →
// log in with a code → create a second account and switch; a firm adds a client, enters it and returns.

const PASSWORD = 'correct horse battery staple';

async function signUp(
  page: Page,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    accountName: string;
    type: 'Business' | 'Accounting firm';
  },
): Promise<void> {
  await page.goto('/signup');
  await heading(page, 'Sign up');
  await page.getByLabel('E-mail').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('First name').fill(input.firstName);
  await page.getByLabel('Last name').fill(input.lastName);
  await page.getByRole('radio', { name: new RegExp(`^${input.type}:`) }).check();
  await page.getByLabel(input.type === 'Business' ? 'Business name' : 'Firm name').fill(input.accountName);
  await passAltcha(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
}

async function openAccountMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function logOut(page: Page): Promise<void> {
  await openAccountMenu(page, 'Sign out');
  await page.getByRole('heading', { name: 'You are signed out.' }).waitFor();
}

describe('accounts and access in a browser', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ env: { CONFIG_ALTCHA_MAXNUMBER: '1000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up, confirms, logs in, enrols TOTP, logs in with a code, adds a second account and switches', async () => {
    const { context, page } = await openPage(browser, app.url);
    const email = 'pat.lee@acme.test';
    await signUp(page, {
      email,
      firstName: 'Pat',
      lastName: 'Lee',
      accountName: 'Acme Plumbing LLC',
      type: 'Business',
    });
    // Sign-up starts no session: the page asks the user to open the e-mailed link, then sign in.
    await heading(page, 'Check your e-mail');
    await page.getByText(`We sent a message to ${email}`).waitFor();
    const pushed = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(
        (entry) => (entry as { event?: string }).event,
      ),
    );
    expect(pushed).toContain('signup');
    expect(pushed).toContain('pageview');
    // Before confirming, sign-in says so.
    await logIn(page, email, PASSWORD);
    await page.getByText('Email not verified').waitFor();

    const confirmLink = await waitForMailLink(app, email, '/confirmemail');
    await page.goto(confirmLink.href);
    await page.getByTestId('email-confirmed').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await heading(page, 'Sign in');
    await logIn(page, email, PASSWORD);
    await heading(page, 'Dashboard');
    expect(await page.getByTestId('account-name').textContent()).toBe('Acme Plumbing LLC');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Confirm email address' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await heading(page, 'Dashboard');

    // Enrol TOTP in Login Preferences.
    await openAccountMenu(page, 'Login Preferences');
    await heading(page, 'Login preferences');
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    await page.getByLabel('6-digit code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.locator('[data-testid="mfa-status"][data-enabled="true"]').waitFor();

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await heading(page, 'Two-step verification');
    expect(new URL(page.url()).pathname).toBe('/mfa');
    // The enrolment used this 30-second step's code; a code is accepted once, so use the next step's.
    await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Dashboard');
    expect(
      await page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).some(
          (entry) => (entry as { event?: string }).event === 'mfa',
        ),
      ),
    ).toBe(true);

    // A second account, selected at once; then back to the first through the picker.
    await openAccountMenu(page, 'Add a new account');
    await heading(page, 'Add account');
    await page.getByLabel('Account name').fill('Second Co');
    await page.getByRole('button', { name: 'Add account' }).click();
    await heading(page, 'Dashboard');
    expect(await page.getByTestId('account-name').textContent()).toBe('Second Co');

    await openAccountMenu(page, 'Switch account');
    await heading(page, 'Select account');
    await page
      .getByRole('list', { name: 'Your accounts' })
      .getByRole('button', { name: /Acme Plumbing LLC/ })
      .click();
    await heading(page, 'Dashboard');
    expect(await page.getByTestId('account-name').textContent()).toBe('Acme Plumbing LLC');

    await openAccountMenu(page, 'My account info');
    const info = page.getByRole('dialog', { name: 'My account info' });
    await info.getByText(email).first().waitFor();
    expect(await info.textContent()).toContain('Pat Lee');
    await context.close();
  });

  it('lets a firm add a client, enter it and return to the firm', async () => {
    const { context, page } = await openPage(browser, app.url);
    await signUp(page, {
      email: 'cpa@leeandco.test',
      firstName: 'Kim',
      lastName: 'Lee',
      accountName: 'Lee & Co CPAs',
      type: 'Accounting firm',
    });
    await heading(page, 'Check your e-mail');
    await page.goto((await waitForMailLink(app, 'cpa@leeandco.test', '/confirmemail')).href);
    await page.getByTestId('email-confirmed').waitFor();
    await logIn(page, 'cpa@leeandco.test', PASSWORD);
    // The app root sends a firm outside any client to its clients.
    await heading(page, 'Clients');
    expect(new URL(page.url()).pathname).toBe('/file1099/clients');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByText('YOUR PRACTICE').waitFor();
    await drawer.getByText('YOUR FIRM').waitFor();

    await page.getByRole('link', { name: 'Add client' }).click();
    await heading(page, 'Add client');
    await page.getByLabel('Business name').fill('Client Co');
    await page.getByRole('button', { name: 'Add client' }).click();
    await heading(page, 'Clients');
    await page.getByRole('button', { name: 'Enter Client Co' }).click();

    await heading(page, 'Dashboard');
    expect(await page.getByTestId('account-name').textContent()).toBe('Client Co');
    await drawer.getByText('CLIENT CO').waitFor();
    expect(await drawer.getByText('YOUR PRACTICE').count()).toBe(0);

    // Manage Users is not offered inside a client, and the team page is blocked there.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Login Preferences' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Manage Users' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/file1099/team');
    await page.getByTestId('team-unavailable').waitFor();

    await page.getByRole('link', { name: 'My Practice' }).first().click();
    await heading(page, 'Clients');
    expect(await page.getByTestId('account-name').textContent()).toBe('Lee & Co CPAs');
    await page.getByRole('button', { name: 'Enter Client Co' }).waitFor();
    await context.close();
  });

  it("refuses bad sign-ins with the spec's messages and resets a forgotten password", async () => {
    const { context, page } = await openPage(browser, app.url);
    const email = 'jo.doe@example.test';
    await signUp(page, {
      email,
      firstName: 'Jo',
      lastName: 'Doe',
      accountName: 'Doe Widgets',
      type: 'Business',
    });
    await heading(page, 'Check your e-mail');

    // Not confirmed yet: 'Email not verified', with a way to get the link again.
    await logIn(page, email, PASSWORD);
    await page.getByTestId('form-error').getByText('Email not verified').waitFor();
    await passAltcha(page);
    await page.getByRole('button', { name: 'Send the confirmation e-mail again' }).click();
    await page.getByText(`We sent the confirmation e-mail to ${email} again.`).waitFor();
    const deadline = Date.now() + 20_000;
    while (app.mailLinks(email).filter((link) => link.includes('/confirmemail')).length < 2) {
      if (Date.now() > deadline) throw new Error('the confirmation e-mail was not sent again');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const latest =
      app
        .mailLinks(email)
        .filter((link) => link.includes('/confirmemail'))
        .at(-1) ?? '';
    await page.goto(latest);
    await page.getByTestId('email-confirmed').waitFor();

    // A wrong password.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await passAltcha(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('form-error').getByText('Bad credentials').waitFor();

    // Forgot password: the same neutral answer, a link in the outbox, a new password.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading(page, 'Forgot your password?');
    await page.getByLabel('E-mail').fill(email);
    await passAltcha(page);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByTestId('reset-requested').waitFor();
    const reset = await waitForMailLink(app, email, '/resetpassword');
    await page.goto(reset.href);
    await heading(page, 'Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('New password again').fill('a brand new password');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.getByTestId('password-reset').waitFor();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new password');
    await passAltcha(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Dashboard');
    expect(await page.getByTestId('account-name').textContent()).toBe('Doe Widgets');
    await context.close();
  });
});
