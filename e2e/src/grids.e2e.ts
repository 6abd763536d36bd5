import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAsBrowser, signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { setGridCheckbox } from './steps.ts';

/**
 * Issue 14 item 2: the drafts and payees grids on an ordinary laptop, a large screen and a phone. The
 * payee's name and the row's actions are always in view; on a laptop the amounts, errors and total
 * are too. A user's column choices come back after a reload.
 */
const PASSWORD = 'a long enough password';
const SIZES = [
  { width: 1280, height: 720, laptop: true },
  { width: 1440, height: 900, laptop: true },
  { width: 1920, height: 1080, laptop: true },
  { width: 390, height: 844, laptop: false },
] as const;

async function rs(context: BrowserContext, url: string, query: string, variables: Record<string, unknown>) {
  const result = await graphqlAsBrowser(context, url, '/rs/graphql', query, variables);
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data ?? {};
}

/**
 * Two payees (one with a long name) with a 1099-NEC draft each, in two amount columns, for 2025; Bo Li's
 * reports California income.
 */
async function seed(context: BrowserContext, url: string): Promise<void> {
  const payees = [
    {
      firstName: 'Alexandrina',
      lastName: 'Worthington-Smyth',
      tin: '123456789',
      cents: 175_000,
      state: null,
    },
    { firstName: 'Bo', lastName: 'Li', tin: '123456788', cents: 250_000, state: 'CA' },
  ];
  for (const payee of payees) {
    const data = await rs(
      context,
      url,
      'mutation($payee: PayeeInput!) { addEditPayee(payee: $payee) { id } }',
      {
        payee: {
          entityType: 'Individual',
          firstName: payee.firstName,
          lastName: payee.lastName,
          tinType: 'SSN',
          tin: payee.tin,
          emailAddress: `${payee.firstName.toLowerCase()}@example.test`,
          phoneNumber: '217-555-0101',
          address: {
            line1: '1200 Prairie View Boulevard',
            city: 'Springfield',
            state: 'IL',
            postalCode: '62701',
          },
        },
      },
    );
    const payeeId = (data.addEditPayee as { id: number }).id;
    await rs(context, url, 'mutation($filing: FilingInput!) { addEditFiling(filing: $filing) { id } }', {
      filing: {
        payeeId,
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: {
          nonEmployeeComp: payee.cents,
          federalTaxWithheld: 10_000,
          ...(payee.state ? { state1Code: payee.state, state1Income: payee.cents } : {}),
        },
      },
    });
  }
}

/** The element lies wholly inside the window (and is not covered by the edge of the page). */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is rendered`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window (${viewport.width} wide)`).toBeLessThanOrEqual(
    viewport.width + 0.5,
  );
}

function cell(row: Locator, field: string): Locator {
  return row.locator(`[role="gridcell"][data-field="${field}"]`);
}

describe('grids at laptop, large and phone sizes', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    app = await startApp({ env: { CONFIG_ALTCHA_MAXNUMBER: '1000' } });
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, app.url));
    await signUpViaApi(context, app, {
      email: 'grids@example.test',
      password: PASSWORD,
      accountName: 'Grid Test Co',
    });
    await seed(context, app.url);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
  });

  for (const size of SIZES) {
    it(`keeps the payee and the actions of a draft in view at ${size.width}×${size.height}`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/file1099/filings?tab=0');
      const grid = page.getByRole('grid', { name: 'Drafts filings' });
      const row = grid.getByRole('row').filter({ hasText: 'Alexandrina' }).first();
      await row.waitFor();
      await expectInView(page, cell(row, 'payee'), 'the payee');
      await expectInView(page, row.getByRole('button', { name: /^Edit / }), 'the Edit action');
      await expectInView(page, row.getByRole('button', { name: /^Delete / }), 'the Delete action');
      if (size.laptop) {
        await expectInView(page, cell(row, 'box:nonEmployeeComp'), 'the Nonemployee Comp amount');
        await expectInView(page, cell(row, 'box:federalTaxWithheld'), 'the Fed Tax Withheld amount');
        await expectInView(page, cell(row, 'errors'), 'the errors');
        await expectInView(page, cell(row, 'total'), 'the total');
        await expectInView(page, row.getByRole('checkbox', { name: /^Fed for / }), 'the Fed toggle');
      }
    });

    it(`keeps the payee's name and actions in view at ${size.width}×${size.height}`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/file1099/payees');
      const row = page
        .getByRole('grid', { name: 'Payees' })
        .getByRole('row')
        .filter({ hasText: 'Alexandrina' });
      await row.waitFor();
      await expectInView(page, cell(row, 'displayName'), 'the name');
      await expectInView(page, row.getByRole('button', { name: /^Edit / }), 'the Edit action');
      await expectInView(page, row.getByRole('button', { name: /^Delete / }), 'the Delete action');
    });
  }

  it('keeps the actions in view when the user shows every column on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/file1099/filings?tab=0');
    const grid = page.getByRole('grid', { name: 'Drafts filings' });
    await grid.getByRole('row').filter({ hasText: 'Alexandrina' }).first().waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Show/Hide All' }).check();
    await page.keyboard.press('Escape');
    const row = grid.getByRole('row').filter({ hasText: 'Alexandrina' }).first();
    await cell(row, 'tinMatch').waitFor();
    await expectInView(page, row.getByRole('button', { name: /^Edit / }), 'the Edit action');
    // Restores the defaults for the tests after this one.
    await page.evaluate(() => window.localStorage.clear());
  });

  it("remembers the user's column choices after a reload", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/file1099/filings?tab=0');
    const grid = page.getByRole('grid', { name: 'Drafts filings' });
    await grid.getByRole('row').filter({ hasText: 'Alexandrina' }).first().waitFor();
    const headers = async () =>
      (await grid.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(await headers()).not.toContain('TIN verification');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'TIN verification' }).check();
    await page.getByRole('checkbox', { name: 'Filing type' }).uncheck();
    await page.keyboard.press('Escape');
    await page.reload();
    await grid.getByRole('row').filter({ hasText: 'Alexandrina' }).first().waitFor();
    expect(await headers()).toContain('TIN verification');
    expect(await headers()).not.toContain('Filing type');
  });

  it('switches federal eFile on a draft and the state (CF/SF), print and e-mail follow, kept after a reload', async () => {
    // At this width every service column shows, whatever the tests before chose to show or hide.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/file1099/filings?tab=0');
    const grid = page.getByRole('grid', { name: 'Drafts filings' });
    const row = grid.getByRole('row').filter({ hasText: 'Bo Li' }).first();
    await row.waitFor();
    const toggle = (name: string) => row.getByRole('checkbox', { name: `${name} for 1099-NEC of Bo Li` });
    expect(await toggle('Print').isDisabled()).toBe(true);
    await setGridCheckbox(toggle('Fed'), true);
    await expect.poll(() => toggle('Print').isChecked()).toBe(true);
    expect(await toggle('Email').isChecked()).toBe(true);
    expect(await toggle('State (CA)').isChecked()).toBe(true);
    const method = row.getByRole('combobox', { name: 'State filing method for 1099-NEC of Bo Li' });
    expect(await method.innerText()).toContain('CF/SF');
    await page.reload();
    await row.waitFor();
    await expect.poll(() => toggle('State (CA)').isChecked()).toBe(true);
    await setGridCheckbox(toggle('Fed'), false);
    await expect.poll(() => toggle('Print').isChecked()).toBe(false);
    expect(await toggle('State (CA)').isChecked()).toBe(false);
  }, 120_000);
});
