import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

// Issue 3, item 8: in the sandbox, /login and /signup without a token go to /testdrive, which signs
// the visitor into a throwaway 'Sample Company'.

describe('the sandbox test drive in a browser', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ env: { CONFIG_SANDBOX: 'true', CONFIG_ALTCHA_MAXNUMBER: '1000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('sends /login and /signup to the test drive and starts a Sample Company', async () => {
    const { context, page } = await openPage(browser, app.url);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Test drive' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/testdrive');
    }
    await page.getByTestId('sandbox-banner').waitFor();

    // Any token opens the sign-in page; a random one, since the log canary treats it as a secret.
    await page.goto(`/login?token=${randomUUID()}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    await page.goto('/testdrive');
    await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
    await page.locator('[data-testid="altcha"][data-state="verified"]').waitFor();
    await page.getByRole('button', { name: 'Start the test drive' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Sample Company');
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('td_signup');
    await context.close();
  });
});
