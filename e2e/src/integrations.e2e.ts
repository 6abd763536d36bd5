import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { heading } from './steps.ts';

/**
 * Issue 19, the QuickBooks Online connect flow against the fake: from the import wizard's QuickBooks
 * card, the popup goes through the fake's consent and back; the wizard says 'Connected Successfully'
 * and shows the company; a denied consent shows the spec's failure; Disconnect.
 */
describe('connecting QuickBooks Online in a browser', () => {
  let fake: RunningQboFake;
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    fake = await startFake();
    app = await startApp({
      env: {
        CONFIG_ALTCHA_MAXNUMBER: '1000',
        CONFIG_INTEGRATIONS_QBO_CLIENTID: fake.clientId,
        CONFIG_INTEGRATIONS_QBO_CLIENTSECRET: fake.clientSecret,
        CONFIG_INTEGRATIONS_QBO_AUTHORIZEURL: `${fake.url}/connect/oauth2`,
        CONFIG_INTEGRATIONS_QBO_TOKENURL: `${fake.url}/oauth2/v1/tokens/bearer`,
        CONFIG_INTEGRATIONS_QBO_REVOKEURL: `${fake.url}/v2/oauth2/tokens/revoke`,
        CONFIG_INTEGRATIONS_QBO_APIBASEURL: fake.url,
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
    'connects through the popup, refuses a denied consent, and disconnects',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, app.url);
      page.setDefaultTimeout(60_000);
      await signUpViaApi(context, app, {
        email: 'books@example.test',
        password: 'a long enough password',
        accountName: 'Harbor Books',
      });
      await page.goto('/file1099/import?resource=filings');
      await page.getByRole('button', { name: /QuickBooks Online/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() =>
          page.getByText('You account is NOT connected to QuickBooks Online.', { exact: false }).count(),
        )
        .toBe(1);

      // Denied consent: the popup ends with the failure, posted to the wizard.
      await fetch(`${fake.url}/__fake/deny-next`, { method: 'POST', body: '{}' });
      const deniedPopup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Connect to QuickBooks Online' }).click();
      await page
        .getByText(
          'Failed to connect to QuickBooks Online. The connection was not allowed in QuickBooks Online.',
        )
        .waitFor();
      await expect.poll(async () => (await deniedPopup).isClosed()).toBe(true);

      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Connect to QuickBooks Online' }).click();
      // The popup's page posts Success to the wizard and closes itself.
      await page.getByText('Connected Successfully').waitFor();
      await expect.poll(async () => (await popupOpened).isClosed()).toBe(true);
      await page.getByText('Connected to QuickBooks Online: Harbor Lights Cafe LLC.').waitFor();

      await page.goto('/file1099/integrations');
      await heading(page, 'Integrations');
      await page.getByRole('link', { name: 'Connect to QuickBooks Online' }).click();
      await page.getByText('Connected to QuickBooks Online: Harbor Lights Cafe LLC.').waitFor();
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Disconnected Successfully').waitFor();
      await page.getByRole('button', { name: 'Connect to QuickBooks Online' }).waitFor();
      expect(fake.requests.some((request) => request.path === '/v2/oauth2/tokens/revoke')).toBe(true);
    },
  );
});
