import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlOrThrow, signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { boxSum, centsOf, expectedBoxTotals, topVendor } from './partner-books.ts';

const YEAR = 2026;

/**
 * Issue 19, the QuickBooks Online import in Chromium against the fake: connect through the popup, map
 * accounts (the suggestions, saved by the user), see the summary's NEC total computed from the fake's
 * books, import through the import job, answer the conflict for a payee linked before, find the NEC
 * draft and the payees; disconnect.
 */
describe('importing from QuickBooks Online in a browser', () => {
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

  it('maps, summarises, imports with a conflict and disconnects', { timeout: 300_000 }, async () => {
    const { context, page } = await openPage(browser, app.url);
    page.setDefaultTimeout(60_000);
    await signUpViaApi(context, app, {
      email: 'ledger@example.test',
      password: 'a long enough password',
      accountName: 'Harbor Ledger',
    });
    // QuickBooks shows an applied vendor credit as the credit's own lines.
    const expected = expectedBoxTotals(fake.books, { year: YEAR, credits: 'credit-lines', purchases: true });
    const linked = topVendor(fake.books, expected, 'nec');
    await graphqlOrThrow(context, app.url, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: {
        entityType: 'Business',
        businessName: 'Linked Before LLC',
        tinType: 'EIN',
        tin: '27-1234567',
        partner: 'QBO',
        partnerId: linked.id,
      },
    });

    await page.goto('/file1099/import?resource=filings');
    // The books are the fake's 2026: the 2026 tax year, with its $2,000 NEC threshold.
    await page.getByRole('tab', { name: String(YEAR), exact: true }).click();
    await page.getByRole('button', { name: /QuickBooks Online/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect to QuickBooks Online' }).click();
    await page.getByText('Connected Successfully').waitFor();
    await expect.poll(async () => (await popup).isClosed()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Map accounts to boxes' }).waitFor();
    await page.getByText('We suggested these mappings from your account names.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Saved box mappings successfully').waitFor();

    await page.getByRole('heading', { name: 'Import summary' }).waitFor();
    const totalCell = page.locator('td[data-box="NEC.nonEmployeeComp"]');
    await totalCell.waitFor();
    // The product rounds each split line to the cent; so does the expectation, in its own way.
    expect(Math.abs(centsOf(await totalCell.innerText()) - boxSum(expected, 'nec'))).toBeLessThan(60);
    await page
      .getByText('Paid by credit card: the card processor reports it on Form 1099-K.')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Excluded' }).click();
    await page.getByRole('button', { name: 'All' }).click();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('An existing payee found').waitFor();
    await page.getByRole('button', { name: 'Overwrite' }).click();
    await expect.poll(() => page.url(), { timeout: 120_000 }).toContain('step=review');

    const payee = (await graphqlOrThrow(
      context,
      app.url,
      'query($id: String!) { payeeByPartnerId(partner: "QBO", partnerId: $id) { id displayName } }',
      { id: linked.id },
    )) as { payeeByPartnerId: { id: number; displayName: string } };
    expect(payee.payeeByPartnerId.displayName).not.toBe('Linked Before LLC');
    const filing = (await graphqlOrThrow(
      context,
      app.url,
      `query($p: Int!) { filingByPayeeFormTypeFilingYear(payeeId: $p, formType: Type_1099_NEC, filingYear: ${YEAR}) { status filingData } }`,
      { p: payee.payeeByPartnerId.id },
    )) as { filingByPayeeFormTypeFilingYear: { status: string; filingData: Record<string, number> } };
    expect(filing.filingByPayeeFormTypeFilingYear.status).toBe('Draft');
    expect(
      Math.abs(
        (filing.filingByPayeeFormTypeFilingYear.filingData.nonEmployeeComp ?? 0) -
          (expected.get(linked.id)?.nec ?? 0),
      ),
    ).toBeLessThan(5);

    await page.goto('/file1099/integrations');
    await page.getByTestId('last-sync-QBO').waitFor();
    await page.getByRole('link', { name: 'Connect to QuickBooks Online' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Disconnected Successfully').waitFor();
  });
});
