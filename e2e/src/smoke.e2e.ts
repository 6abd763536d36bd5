import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

describe('the app as a user starts it', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ fresh: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('serves the web app and its version file from one server', async () => {
    const { context, page } = await openPage(browser, app.url);
    const response = await page.goto('/');
    expect(response?.ok()).toBe(true);
    const meta = await page.evaluate(async () => (await fetch('/meta.json')).json());
    expect(meta).toMatchObject({ version: expect.any(String), build: expect.any(Number) });
    const health = await page.evaluate(async () => (await fetch('/access/health')).json());
    expect(health).toMatchObject({ service: 'auth', status: 'UP', database: { kind: 'pglite' } });
    await context.close();
  });

  it("applies its styles and loads each screen's code under the strict Content-Security-Policy", async () => {
    const { context, page } = await openPage(browser, app.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // MUI's styles arrive through style elements carrying this response's nonce.
    const styled = await page.evaluate(() => {
      const styles = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
      return { count: styles.length, withNonce: styles.filter((style) => style.nonce !== '').length };
    });
    expect(styled.count).toBeGreaterThan(0);
    expect(styled.withNonce).toBe(styled.count);
    const background = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)']).not.toContain(background);
    // Each screen is a chunk of its own, fetched when the router first needs it (src/app/routes.tsx).
    const scripts: string[] = [];
    page.on('response', (answer) => {
      const { pathname } = new URL(answer.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    expect(scripts.filter((script) => /\/SignupPage-[\w-]+\.js$/.test(script))).toHaveLength(1);
    await page.goto('/forgotpassword');
    await page.getByRole('heading', { level: 1, name: /password/i }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});
