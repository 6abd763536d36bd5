import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAsBrowser, signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

/**
 * Issue 14 item 6: the core journeys (sign-up, payer, payee dialog, drafts grid, import wizard) have
 * no serious or critical axe-core violation, and a user signs in, opens the payee dialog and saves a
 * payee with the keyboard alone.
 */
const PASSWORD = 'a long enough password';

/** The serious and critical violations axe finds on the page (or inside `include`), one line each. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}

/** Presses Tab until `target` (or an element inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const focused = await target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function seedDraft(context: BrowserContext, url: string): Promise<void> {
  const rs = async (query: string, variables: Record<string, unknown>) => {
    const result = await graphqlAsBrowser(context, url, '/rs/graphql', query, variables);
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
    return result.data ?? {};
  };
  const data = await rs('mutation($payee: PayeeInput!) { addEditPayee(payee: $payee) { id } }', {
    payee: {
      entityType: 'Individual',
      firstName: 'Robin',
      lastName: 'Reyes',
      tinType: 'SSN',
      tin: '123456789',
      address: { line1: '9 Elm St', city: 'Peoria', state: 'IL', postalCode: '61602' },
    },
  });
  await rs('mutation($filing: FilingInput!) { addEditFiling(filing: $filing) { id } }', {
    filing: {
      payeeId: (data.addEditPayee as { id: number }).id,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 120_000 },
    },
  });
}

describe('accessibility of the core journeys', () => {
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

  it('sign-up and sign-in pages', { timeout: 180_000 }, async () => {
    const { context, page } = await openPage(browser, app.url);
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it(
    'payer page and its dialog, payee dialog, drafts grid and import wizard',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      await signUpViaApi(context, app, {
        email: 'a11y-pages@example.test',
        password: PASSWORD,
        accountName: 'Accessible Co',
      });
      await seedDraft(context, app.url);

      await page.goto('/file1099/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expectAccessible(page);

      await page.goto('/file1099/payer');
      await page.getByRole('heading', { level: 1, name: 'Payer info' }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Edit Payer Info' }).click();
      await page.getByRole('dialog', { name: 'Edit Payer Info' }).waitFor();
      await expectAccessible(page, '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.goto('/file1099/payees');
      await page.getByRole('grid', { name: 'Payees' }).getByText('Robin Reyes').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add Payee' }).click();
      await page.getByRole('dialog', { name: 'Add Payee' }).waitFor();
      await expectAccessible(page, '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.goto('/file1099/filings?tab=0');
      await page.getByRole('grid', { name: 'Drafts filings' }).getByText('Robin Reyes').first().waitFor();
      await expectAccessible(page);

      await page.goto('/file1099/import?resource=filings');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page);
      await context.close();
    },
  );

  it(
    'signs in, opens the payee dialog and saves a payee with the keyboard alone',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      const email = 'a11y-keys@example.test';
      await signUpViaApi(context, app, { email, password: PASSWORD, accountName: 'Keyboard Co' });
      await context.clearCookies();

      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await tabTo(page, page.getByLabel('E-mail', { exact: true }));
      await page.keyboard.type(email);
      await tabTo(page, page.getByLabel('Password', { exact: true }));
      await page.keyboard.type(PASSWORD);
      const robot = page.getByRole('checkbox', { name: 'I am not a robot' });
      await tabTo(page, robot);
      await page.keyboard.press('Space');
      await expect.poll(() => robot.isChecked(), { timeout: 20_000 }).toBe(true);
      await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await tabTo(page, nav.getByRole('link', { name: 'Payees' }).first());
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Payees' }).waitFor();
      await tabTo(page, page.getByRole('button', { name: 'Add Payee' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Payee' });
      await dialog.waitFor();

      const typeInto = async (label: string, text: string) => {
        await tabTo(page, dialog.getByLabel(label, { exact: true }));
        await page.keyboard.type(text);
      };
      await typeInto('First name', 'Kim');
      await typeInto('Last name', 'Keyes');
      await typeInto("Payee's TIN", '123-45-6780');
      await typeInto('Street address', '5 Key St');
      await typeInto('City', 'Peoria');
      await tabTo(page, dialog.getByLabel('State', { exact: true }));
      await page.keyboard.type('IL');
      await typeInto('ZIP code', '61602');
      await tabTo(page, dialog.getByRole('button', { name: 'Save Payee' }));
      await page.keyboard.press('Enter');
      await page.getByTestId('notification-stack').getByText('Saved Payee Successfully').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('grid', { name: 'Payees' }).getByText('Kim Keyes').waitFor();
      await context.close();
    },
  );
});
