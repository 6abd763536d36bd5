import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

const PASSWORD = 'a long enough password';
let userCount = 0;

/** A fresh browser context signed in as a new business user. */
async function openSignedIn(
  browser: Browser,
  app: RunningApp,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, app.url);
  userCount += 1;
  await signUpViaApi(opened.context, app, {
    email: `shell-${userCount}@example.test`,
    password: PASSWORD,
    accountName: `Shell Test ${userCount}`,
  });
  return opened;
}

async function waitForDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** What the idle tracker listens to on the window (ACTIVITY_EVENTS, apps/web/src/features/idle). */
const ACTIVITY_EVENTS = ['click', 'mousemove', 'scroll', 'keydown', 'touchstart'];

/**
 * Notes the window listeners added as the idle tracker adds them (capturing and passive), so that a
 * test can wait until it watches: its code is imported after sign-in, apart from the page, and a
 * faked clock moved before it starts would start its 85 minutes wherever the import landed.
 */
async function noteIdleListeners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const add = window.addEventListener.bind(window);
    Object.assign(window, { idleListeners: seen });
    window.addEventListener = (
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (typeof options === 'object' && options.capture === true && options.passive === true)
        seen.push(type);
      add(type, listener, options);
    };
  });
}

async function waitForIdleTracker(page: Page): Promise<void> {
  await page.waitForFunction(
    (events) => {
      const seen = (window as unknown as { idleListeners?: string[] }).idleListeners ?? [];
      return events.every((event) => seen.includes(event));
    },
    ACTIVITY_EVENTS,
    { polling: 50 },
  );
}

describe('the application shell', () => {
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

  it('loads on the dashboard of the default app with the filer navigation', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/');
    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/file1099/dashboard');
    expect(await page.title()).toBe('Dashboard | File1099');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const link of ['Dashboard', 'Payer info', 'Payees', 'Filings', 'Integrations', 'Reports']) {
      expect(await nav.getByRole('link', { name: link }).count()).toBeGreaterThan(0);
    }
    await page.goto('/filings?tab=1');
    await page.waitForURL('**/file1099/filings?tab=1');
    await context.close();
  });

  it('keeps the chosen year over a reload and shows the favicon', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    await page.getByRole('tab', { name: '2023' }).click();
    await page.waitForURL('**/file1099/dashboard?year=2023');
    await page.reload();
    await waitForDashboard(page);
    expect(await page.getByRole('tab', { name: '2023' }).getAttribute('aria-selected')).toBe('true');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const answer = await page.request.get(icon ?? '');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    await context.close();
  });

  it("shows 'Page not found.' for an unknown path, with a working link to the Main Dashboard", async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/no/such/page');
    await page.getByText('Page not found.').waitFor();
    await page.getByRole('link', { name: 'Main Dashboard' }).click();
    await waitForDashboard(page);
    expect(new URL(page.url()).pathname).toBe('/file1099/dashboard');
    await context.close();
  });

  it('shows the year tabs of the season with their tooltips', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    const tabs = page.getByRole('tablist', { name: 'Filing year' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
    expect(await page.getByRole('tab', { name: '2025' }).getAttribute('aria-selected')).toBe('true');
    for (const [year, tooltip] of [
      ['2026', 'Upcoming filing year'],
      ['2025', 'Latest filing year'],
      ['2024', 'Previous filing year'],
    ] as const) {
      await page.getByRole('tab', { name: year }).hover();
      await page.getByRole('tooltip').filter({ hasText: tooltip }).waitFor();
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    }
    await page.getByRole('tab', { name: '2021' }).click();
    expect(await page.getByRole('tab', { name: '2021' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('filing-year-label').innerText()).toContain('Income earned in 2021');
    await context.close();
  });

  it('keeps at most 3 notifications, each hiding after 2 seconds', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    let failures = 0;
    await page.route('**/rs/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('appConfig')) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: `Failure ${failures}` }] }),
      });
    });
    const stack = page.getByTestId('notification-stack');
    for (let i = 1; i <= 4; i += 1) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await stack.getByText(`Failure ${i}`).waitFor();
    }
    expect(await stack.getByRole('alert').allInnerTexts()).toEqual([
      expect.stringContaining('Failure 2'),
      expect.stringContaining('Failure 3'),
      expect.stringContaining('Failure 4'),
    ]);
    await page.mouse.move(5, 5);
    await stack.waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('logs out with the spec message when a call answers 403', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    await page.route('**/rs/graphql', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Forbidden' }] }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('You are not authorized. Please logout and login with right credentials').waitFor();
    await page.waitForURL('**/login**');
    await context.close();
  });

  it("warns 'You have been Idle!' after 85 minutes, resets on Stay and activity, and logs out at 90", async () => {
    const { context, page } = await openSignedIn(browser, app);
    await noteIdleListeners(page);
    await page.clock.install();
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    await waitForIdleTracker(page);
    const dialog = page.getByRole('dialog', { name: 'You have been Idle!' });
    await page.clock.runFor(84 * 60_000);
    expect(await dialog.count()).toBe(0);
    await page.clock.runFor(60_000);
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.clock.runFor(80 * 60_000);
    await page.mouse.move(200, 300);
    await page.clock.runFor(80 * 60_000);
    expect(await dialog.count()).toBe(0);
    await page.clock.runFor(5 * 60_000);
    await dialog.waitFor();
    await page.clock.runFor(5 * 60_000);
    await page.waitForURL('**/log*');
    await context.close();
  });

  it('offers a reload when a newer build is published', async () => {
    const { context, page } = await openSignedIn(browser, app);
    await page.clock.install();
    await page.goto('/file1099/dashboard');
    await waitForDashboard(page);
    expect(await page.getByTestId('version-check').count()).toBe(0);
    await page.route('**/meta.json', async (route) => {
      const response = await route.fetch();
      const meta = (await response.json()) as { build: number };
      await route.fulfill({ response, json: { ...meta, build: meta.build + 1 } });
    });
    await page.clock.runFor(120_000);
    await page.getByTestId('version-check').waitFor();
    await page.unroute('**/meta.json');
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Reload' }).click();
    await navigation;
    await waitForDashboard(page);
    await context.close();
  });
});

describe('the maintenance page', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ env: { CONFIG_SHELL_PARDONPAGE: 'true' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("replaces every page while the setting is on; '?pardonPage=false' overrides it for 30 minutes", async () => {
    const { context, page } = await openPage(browser, app.url);
    await page.clock.install();
    for (const path of ['/', '/login', '/file1099/filings']) {
      await page.goto(path);
      await page.getByText('We will be back soon...').waitFor();
      expect(await page.title()).toBe('Down for maintenance');
    }
    await page.goto('/login?pardonPage=false');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('We will be back soon...').count()).toBe(0);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('We will be back soon...').count()).toBe(0);
    await page.clock.runFor(31 * 60_000);
    await page.getByText('We will be back soon...').waitFor();
    await context.close();
  });
});
