import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

describe('the app as a user starts it', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
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
});
