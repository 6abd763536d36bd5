import { startFake, type RunningBillFake } from '@file1099/fakes/bill';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';

/**
 * Issue 19, BILL's sign-in form against the fake: from the import wizard's BILL card, the form's
 * messages, BILL's refusal of a wrong password in the spec's words, the right one opening two
 * organisations (the form asks which one), a connection to the chosen one ('Connected Successfully'
 * and the organisation), and Disconnect.
 */
describe('connecting BILL in a browser', () => {
  let fake: RunningBillFake;
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    fake = await startFake();
    app = await startApp({
      env: {
        CONFIG_ALTCHA_MAXNUMBER: '1000',
        CONFIG_INTEGRATIONS_BILL_DEVKEY: fake.devKey,
        CONFIG_INTEGRATIONS_BILL_APIBASEURL: `${fake.url}/connect/v3`,
        CONFIG_INTEGRATIONS_BILL_LISTORGSURL: `${fake.url}/api/v2/ListOrgs.json`,
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });

  it(
    'checks the form, refuses a wrong password, asks for the organisation, connects and disconnects',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      page.setDefaultTimeout(60_000);
      await signUpViaApi(context, app, {
        email: 'bill-books@example.test',
        password: 'a long enough password',
        accountName: 'Harbor Bills',
      });
      await page.goto('/file1099/import?resource=filings');
      await page.getByRole('button', { name: /^BILL/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('You account is NOT connected to BILL.', { exact: false }).waitFor();
      await page.getByText('or the payments count twice', { exact: false }).waitFor();

      const connect = page.getByRole('button', { name: 'Connect to BILL' });
      await connect.click();
      await page.getByText('BILL username is required').waitFor();
      await page.getByText('BILL password is required').waitFor();
      await page.getByLabel('BILL username').fill(fake.username);
      await page.getByLabel('BILL password').fill('Jx5-not-it-Rw3');
      await connect.click();
      await page.getByText('Unauthorized access. Please login into your BILL account first.').waitFor();

      await page.getByLabel('BILL password').fill(fake.password);
      await connect.click();
      await page
        .getByText('Your BILL sign-in opens several organizations. Choose the one to connect.')
        .waitFor();
      await connect.click();
      await page.getByText('Please choose the BILL organization to connect').waitFor();
      await page.getByLabel('BILL organization').selectOption({ label: 'Harbor Lights Cafe LLC' });
      await connect.click();
      await page.getByText('Connected Successfully').waitFor();
      await page.getByText('Connected to BILL: Harbor Lights Cafe LLC.').waitFor();
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Disconnected Successfully').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Connect to BILL' }).count()).toBe(1);
      await context.close();
    },
  );
});
