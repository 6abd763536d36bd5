import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { findNecColumns, openTemplate, saveWorkbook } from './templates.ts';

/**
 * Issue 7: the import wizard in Chromium: the NEC template downloaded from the prepare step, filled
 * with ExcelJS, uploaded through the dropzone, imported, reviewed; a second upload of the same file
 * answers the conflicts (Overwrite + Apply to all). The create-and-submit flow from the dashboard:
 * the same import, the payer and payee reviews, then the order: Federal eFile for all, funds added
 * with the test card, paid and submitted.
 */
const PASSWORD = 'a long enough password';

interface Row {
  first: string;
  last: string;
  tin: string;
  amount: number;
}

const ROWS: Row[] = [
  { first: 'Ann', last: 'Lee', tin: '123450001', amount: 1200 },
  { first: 'Bob', last: 'Ray', tin: '123450002', amount: 800.5 },
  { first: 'Cy', last: 'Dunn', tin: '123450003', amount: 650 },
];

async function fillRows(template: Buffer): Promise<string> {
  const { workbook, sheet, column: find } = await openTemplate(template);
  const columns = findNecColumns(find);
  ROWS.forEach((row, index) => {
    const target = sheet.getRow(5 + index);
    target.getCell(columns.tin).value = row.tin;
    target.getCell(columns.tinType).value = 'SSN';
    target.getCell(columns.first).value = row.first;
    target.getCell(columns.last).value = row.last;
    target.getCell(columns.line1).value = '9 Elm St';
    target.getCell(columns.city).value = 'Peoria';
    target.getCell(columns.state).value = 'IL';
    target.getCell(columns.zip).value = '61602';
    target.getCell(columns.amount).value = row.amount;
    target.commit();
  });
  return saveWorkbook(workbook, 'nec-2025.xlsx');
}

async function upload(page: Page, file: string): Promise<void> {
  await page.getByLabel('Excel file').setInputFiles(file);
  const ready = page.getByText('3 records ready to import.');
  await ready.or(page.getByRole('alert').first()).first().waitFor();
  if (!(await ready.isVisible())) {
    await page.waitForTimeout(500);
    throw new Error(`upload refused: ${(await page.getByRole('alert').allTextContents()).join(' | ')}`);
  }
}

async function waitForReview(page: Page): Promise<void> {
  await page.getByRole('table', { name: 'Import summary' }).waitFor({ timeout: 30_000 });
}

describe('import from Excel', () => {
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

  it(
    'downloads the NEC template, imports it, reviews and answers the conflicts of a second upload',
    { timeout: 150_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      await signUpViaApi(context, app, {
        email: 'imports@example.test',
        password: PASSWORD,
        accountName: 'Import Co',
      });

      await page.goto('/file1099/filings');
      await page.getByRole('link', { name: 'Import Filings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Import filings' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByText(
          "Please select a data entry method to continue. Select 'Enter manually' if you want to enter your data manually.",
        )
        .waitFor();
      await page.getByRole('button', { name: /Import from Excel/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();

      const link = page.getByRole('link', { name: /1099-NEC \d{4} template \(\.xlsx\)/ });
      const href = await link.getAttribute('href');
      expect(href).toContain('formType=Type_1099_NEC');
      const template = await context.request.get(`${app.url}${href ?? ''}`);
      expect(template.ok()).toBe(true);
      const file = await fillRows(await template.body());
      await page.getByRole('button', { name: 'Next' }).click();

      await upload(page, file);
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForReview(page);
      const summary = page.getByRole('table', { name: 'Import summary' });
      await summary.getByText('$2,650.50').waitFor();
      await page.getByRole('gridcell', { name: 'Bob Ray' }).first().waitFor();
      await page.getByRole('button', { name: 'View Import Log' }).first().click();
      await page.getByText(/^Payee: Added$/).waitFor();
      await page.getByText(/^1099-NEC: Added$/).waitFor();
      await page.keyboard.press('Escape');

      // The same file again: the payees and drafts exist, so the job asks.
      await page.goto('/file1099/import?resource=filings&step=import');
      await upload(page, file);
      await page.getByRole('button', { name: 'Continue' }).click();
      for (let asked = 0; asked < 2; asked += 1) {
        const dialog = page
          .getByRole('dialog')
          .filter({ has: page.getByRole('button', { name: 'Overwrite' }) });
        await dialog.waitFor({ timeout: 30_000 });
        const actions = await dialog.getByRole('button').allTextContents();
        expect(actions).toContain('Skip');
        await dialog.getByRole('checkbox', { name: 'Apply to all' }).check();
        await dialog.getByRole('button', { name: 'Overwrite' }).click();
        await dialog.waitFor({ state: 'hidden' });
        if (await page.getByRole('table', { name: 'Import summary' }).isVisible()) break;
      }
      await waitForReview(page);
      await page.getByRole('gridcell', { name: 'Updated' }).first().waitFor();

      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { level: 1, name: 'Filings' }).waitFor();
      await page.getByText('Cy Dunn').first().waitFor();
      await context.close();
    },
  );

  it(
    'runs the create-and-submit flow from the dashboard: Excel import, reviews, services, pay and submit',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      await signUpViaApi(context, app, {
        email: 'create-flow@example.test',
        password: PASSWORD,
        accountName: 'Create Flow Co',
      });

      await page.goto('/file1099/dashboard');
      await page.getByRole('link', { name: "Let's get started" }).click();
      await page.getByRole('heading', { level: 1, name: /^Prepare your \d{4} 1099s$/ }).waitFor();
      await page.getByRole('button', { name: /Import from Excel/ }).click();
      const steps = page.getByLabel('Steps');
      await steps.getByText('Review payees').waitFor();
      expect(await steps.getByText('Review filings').count()).toBe(0);
      await page.getByRole('button', { name: 'Continue' }).click();

      const href = await page
        .getByRole('link', { name: /1099-NEC \d{4} template \(\.xlsx\)/ })
        .getAttribute('href');
      const template = await context.request.get(`${app.url}${href ?? ''}`);
      const file = await fillRows(await template.body());
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await upload(page, file);
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForReview(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      // The payer is not complete yet: the flow says so and waits for 'Edit Payer Info'.
      await page.getByRole('heading', { name: 'Review the payer' }).waitFor();
      await page.getByTestId('payer-not-ready').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText("Complete the payer info before you continue: click 'Edit Payer Info'.").waitFor();
      await page.getByRole('button', { name: 'Edit Payer Info' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Payer Info' });
      await dialog.getByLabel("Payer's TIN").fill('364567890');
      await dialog.getByLabel('Street address').fill('100 Market St');
      await dialog.getByLabel('City').fill('Springfield');
      await dialog.getByLabel('State', { exact: true }).selectOption('IL');
      await dialog.getByLabel('ZIP code').fill('62701');
      await dialog.getByLabel('Phone').fill('217-555-0100');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('payer-ready').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await page.getByRole('heading', { name: 'Review your payees' }).waitFor();
      const payees = page.getByRole('grid', { name: 'Payees' });
      for (const row of ROWS) await payees.getByText(`${row.first} ${row.last}`).waitFor();
      expect(await page.getByRole('link', { name: 'Import Payees' }).count()).toBe(0);
      // The flow goes on to the order of the submit wizard. Nothing is ordered yet: Federal eFile for
      // all of them (with what it brings along) prices the order.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { name: 'Review order and Pay' }).waitFor();
      await page.getByTestId('order-needs-federal').waitFor();
      await page.getByRole('checkbox', { name: 'Federal eFile' }).check();
      await page.getByText(`Federal eFile · ${ROWS.length} of ${ROWS.length}`).waitFor();
      await page.getByTestId('order-needs-federal').waitFor({ state: 'detached' });
      const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d and Submit$/ });
      await pay.and(page.locator(':not([disabled])')).waitFor();
      expect(await pay.textContent()).not.toBe('Pay $0.00 and Submit');

      // No funds yet: the order's Add Funds suggests the shortfall, paid with the test card.
      await page.getByRole('button', { name: 'Add Funds' }).click();
      const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
      await addFunds.getByLabel('Card number').fill('4111 1111 1111 1111');
      await addFunds.getByRole('button', { name: /^Pay \$/ }).click();
      await addFunds.waitFor({ state: 'hidden' });
      for (const box of await page
        .getByRole('group', { name: 'Acknowledgements' })
        .getByRole('checkbox')
        .all())
        await box.check();
      await pay.click();
      // Amounts under the year's threshold are warnings, which the user may ignore.
      const ignore = page.getByRole('dialog').getByRole('button', { name: 'Ignore' });
      const done = page.getByRole('heading', { name: 'Congratulations!' });
      await ignore.or(done).first().waitFor();
      if (await ignore.isVisible()) await ignore.click();
      await done.waitFor();
      await page.getByText(`${ROWS.length} filings were submitted.`, { exact: false }).waitFor();
      await page.getByRole('link', { name: 'See Processing filings' }).click();
      await page.getByRole('tab', { name: new RegExp(`^Processing \\(${ROWS.length}\\)`) }).waitFor();
      await context.close();
    },
  );
});
