import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPacificDate, isTierSeason } from '@file1099/forms';
import {
  addClientViaApi,
  graphqlAsBrowser,
  signUpViaApi,
  useAppWithSuperAdmin,
  completePayerViaApi,
  TEST_ADDRESS,
} from './api.ts';
import { openPage } from './harness.ts';
import { heading } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 15, the submit journey: a business account's drafts with federal (and the services the
 * cascade adds) go through 'Review & Submit Filings' — payer, filings, the order with its invoice,
 * acknowledgements — to Congratulations; the filings are then under Processing and the Billing
 * Transactions page's charge is the invoice's total. Funds come from a super admin's promo credit
 * and, for the rest, the test card in the Add Funds dialog (a declined card first).
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;

async function call(
  context: BrowserContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  endpoint: '/rs/graphql' | '/access/graphql' = '/rs/graphql',
): Promise<Record<string, unknown>> {
  const result = await graphqlAsBrowser(context, url, endpoint, query, variables);
  if (result.errors || !result.data) throw new Error((result.errors ?? []).map((e) => e.message).join('; '));
  return result.data;
}

/**
 * A complete payer, two payees (one without e-mail) and an NEC draft with a DC state filing and a MISC
 * draft for 2025.
 */
async function prepareDrafts(context: BrowserContext, url: string): Promise<void> {
  const address = TEST_ADDRESS;
  await completePayerViaApi(context, url, 'Submit Co');
  const payeeIds: number[] = [];
  for (const payee of [
    {
      entityType: 'Individual',
      firstName: 'Jo',
      lastName: 'Doe',
      tinType: 'SSN',
      tin: '123456789',
      emailAddress: 'jo@example.test',
    },
    { entityType: 'Business', businessName: 'Bolt Supply Inc', tinType: 'EIN', tin: '987654321' },
  ]) {
    const saved = await call(context, url, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { ...payee, address },
    });
    payeeIds.push((saved.addEditPayee as { id: number }).id);
  }
  const [jo, bolt] = payeeIds;
  for (const filing of [
    {
      payeeId: jo,
      filingType: 'Type_1099_NEC',
      // The District of Columbia wants its own copy: a direct state e-file, priced by tier.
      filingData: {
        nonEmployeeComp: 150_000,
        state1Code: 'DC',
        state1EIN: '123456789',
        state1Income: 150_000,
      },
    },
    { payeeId: bolt, filingType: 'Type_1099_MISC', filingData: { rents: 240_050 } },
  ]) {
    await call(context, url, 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }', {
      f: { ...filing, filingYear: 2025 },
    });
  }
}

/**
 * Federal eFile for every draft through the grid's select-all; the selection cascade adds the state
 * copy, print, and e-mail where the payee has an address.
 */
async function selectFederalInGrid(page: Page): Promise<void> {
  // Wide enough that the grid hides none of the service columns (grids.e2e.ts checks smaller windows).
  await page.setViewportSize({ width: 2560, height: 1200 });
  await page.goto('/file1099/filings?tab=0');
  await heading(page, 'Filings');
  // The header box shows the server's answer, not the click: poll the rows instead.
  await page.getByRole('checkbox', { name: 'Fed for all filings on this page' }).click();
  for (const payee of ['1099-NEC of Jo Doe', '1099-MISC of Bolt Supply Inc']) {
    await expect.poll(() => page.getByRole('checkbox', { name: `Fed for ${payee}` }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('checkbox', { name: `Print for ${payee}` }).isChecked())
      .toBe(true);
  }
  // E-mail only for the payee with an address; the DC state copy only on Jo Doe's NEC.
  const box = (name: string) => page.getByRole('checkbox', { name });
  expect(await box('Email for 1099-NEC of Jo Doe').isChecked()).toBe(true);
  expect(await box('Email for 1099-MISC of Bolt Supply Inc').isChecked()).toBe(false);
  expect(await box('State (DC) for 1099-NEC of Jo Doe').isChecked()).toBe(true);
}

async function cellTexts(page: Page, rowText: string): Promise<string[]> {
  return page.getByRole('row').filter({ hasText: rowText }).first().getByRole('gridcell').allTextContents();
}

/** Opens the wizard from the Filings page and goes on to the order; returns the wizard and the total. */
async function openOrder(page: Page): Promise<{ wizard: Locator; totalText: string }> {
  await page.goto('/file1099/filings?tab=0');
  await heading(page, 'Filings');
  await page.getByRole('button', { name: 'Review & Submit Filings' }).click();
  const wizard = page.getByRole('dialog', { name: /^Review & Submit Filings/ });
  await wizard.getByTestId('payer-ready').waitFor();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByText('2 filings selected').waitFor();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  // The drafts have warnings only: the wizard asks before it goes on.
  const total = wizard.getByTestId('invoice-total');
  const ignore = page.getByRole('dialog', { name: 'Ignore warnings and submit anyways' });
  await total.or(ignore).first().waitFor();
  if (await ignore.isVisible()) await ignore.getByRole('button', { name: 'Ignore' }).click();
  await total.waitFor();
  const totalText = ((await total.textContent()) ?? '').replace('Total', '');
  expect(totalText).toMatch(/^\$\d+\.\d\d$/);
  await wizard.getByTestId('invoice-service-FED_EFILE').getByText('Federal eFile').waitFor();
  return { wizard, totalText };
}

/**
 * The state line of the order: in the season (Dec 1 - Apr 1) it names its price tier, whose first band
 * tells the price table (business 1-25, accountant 1-150); out of season every unit costs the first
 * tier's price and the line names no tier (docs/decisions/forms.md).
 */
async function expectStateLine(wizard: Locator, firstBand: '1-25' | '1-150'): Promise<void> {
  await wizard.getByTestId('invoice-service-STATE_EFILE').waitFor();
  const inSeason = isTierSeason(getPacificDate(new Date()));
  const line = inSeason ? `Direct State eFile (${firstBand})` : 'Direct State eFile';
  expect(await wizard.getByRole('cell', { name: line, exact: true }).count()).toBeGreaterThan(0);
}

async function acknowledge(wizard: Locator): Promise<void> {
  for (const box of await wizard.getByRole('group', { name: 'Acknowledgements' }).getByRole('checkbox').all())
    await box.check();
}

async function promoCredit(admin: BrowserContext, url: string, domainId: number, cents: number) {
  await call(
    admin,
    url,
    'mutation($d: Int!, $c: Int!) { addPromoCredits(credits: $c, description: "Welcome credit", domainId: $d) { id } }',
    { d: domainId, c: cents },
  );
}

async function selectedDomainId(context: BrowserContext, url: string): Promise<number> {
  const session = await call(context, url, 'query { sessionData { domainId } }', {}, '/access/graphql');
  return Number((session.sessionData as { domainId: string | number }).domainId);
}

describe('review, pay and submit in a browser', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'submits drafts through the wizard and finds the charge on the billing page',
    { timeout: 400_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      // Two journeys share two cores: give a page more than Playwright's 30 s to answer.
      page.setDefaultTimeout(90_000);
      await signUpViaApi(context, suite.app, {
        email: 'submit@example.test',
        password: PASSWORD,
        accountName: 'Submit Co',
      });
      await prepareDrafts(context, suite.app.url);
      await selectFederalInGrid(page);
      await promoCredit(suite.admin, suite.app.url, await selectedDomainId(context, suite.app.url), 100);
      const { wizard, totalText } = await openOrder(page);
      // The state copy is a direct e-file, priced on the business table.
      await expectStateLine(wizard, '1-25');
      expect(await wizard.getByTestId('available-funds').textContent()).toBe('Available funds: $1.00');
      await acknowledge(wizard);
      // The promo credit falls short: paying opens Add Funds with the shortfall (at least $3.99).
      const totalCents = Math.round(Number(totalText.slice(1)) * 100);
      const topUpCents = Math.max(totalCents - 100, 399);
      const topUp = `$${(topUpCents / 100).toFixed(2)}`;
      await wizard.getByRole('button', { name: `Pay ${totalText} and Submit` }).click();
      const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
      await addFunds.getByLabel('Charge Amount').waitFor();
      expect(await addFunds.getByLabel('Charge Amount').inputValue()).toBe(topUp.slice(1));
      await addFunds.getByLabel('Card number').fill('4000 0000 0000 0002');
      await addFunds.getByRole('button', { name: `Pay ${topUp}` }).click();
      await addFunds.getByText('Your card was declined. Please use another card.').waitFor();
      await addFunds.getByLabel('Card number').fill('4111 1111 1111 1111');
      await addFunds.getByRole('button', { name: `Pay ${topUp}` }).dblclick();
      await addFunds.waitFor({ state: 'hidden' });
      await wizard
        .getByTestId('available-funds')
        .getByText(`Available funds: $${((100 + topUpCents) / 100).toFixed(2)}`)
        .waitFor();
      await wizard.getByRole('button', { name: `Pay ${totalText} and Submit` }).dblclick();
      await wizard.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      await wizard.getByText('2 filings were submitted.', { exact: false }).waitFor();
      // Out of the IRS's window (Nov 16 - Jan 5) the federal line says when the filings go instead.
      await wizard
        .getByRole('list', { name: 'What happens next' })
        .getByText(/12-24 hours/)
        .first()
        .waitFor();

      await wizard.getByRole('link', { name: 'See Processing filings' }).click();
      await page.getByRole('tab', { name: /^Processing \(2\)/ }).waitFor();

      // The ledger: the charge is the invoice's total, after the promo credit.
      await page.goto('/file1099/transactions');
      await heading(page, 'Billing Transactions');
      await page.getByRole('row').filter({ hasText: 'Charge' }).first().waitFor();
      const charge = await cellTexts(page, 'Charge');
      expect(charge[3]).toBe(`-${totalText}`);
      const promo = await cellTexts(page, 'Credit adjustment');
      expect(promo.slice(1, 5)).toEqual(['Credit adjustment', 'Welcome credit', '$1.00', '$1.00']);
      // One payment for the double click, with its receipt.
      expect(await page.getByRole('row').filter({ hasText: 'Payment' }).count()).toBe(1);
      const payment = await cellTexts(page, 'Payment');
      expect(payment.slice(3, 5)).toEqual([topUp, `$${((100 + topUpCents) / 100).toFixed(2)}`]);
      const left = 100 + topUpCents - totalCents;
      expect(charge[4]).toBe(`$${(left / 100).toFixed(2)}`);

      // The export agrees with the page.
      const csv = await context.request.get(`${suite.app.url}/rs/api/billing/transactions.csv`);
      expect(csv.ok()).toBe(true);
      const text = await csv.text();
      expect(text).toContain('Welcome credit');
      expect(text).toContain((left / 100).toFixed(2));

      // Submitting the same filings again charges nothing.
      const ids = (
        (
          await call(
            context,
            suite.app.url,
            'query { filings(filingStatuses: [Submitted, WaitingOnTINMatch], pageSize: 100) { id } }',
          )
        ).filings as { id: number }[]
      ).map((filing) => filing.id);
      expect(ids).toHaveLength(2);
      const again = await call(
        context,
        suite.app.url,
        'mutation($ids: [Int!]!) { submitFilings(filingIds: $ids, expectedTotal: 0) { alreadySubmittedFilingIds invoice { totalAmount } availableCredits } }',
        { ids },
      );
      expect(again.submitFilings).toMatchObject({ invoice: { totalAmount: 0 }, availableCredits: left });
    },
  );
  it(
    'lets an accountant submit inside a client on the accountant price table',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      page.setDefaultTimeout(90_000);
      await signUpViaApi(context, suite.app, {
        email: 'cpa@submit.test',
        password: PASSWORD,
        firstName: 'Kim',
        accountName: 'Submit CPAs',
        accountType: 'A',
      });
      await addClientViaApi(context, suite.app.url, 'Harbor Client Co');
      await page.goto('/file1099/clients');
      await heading(page, 'Clients');
      await page.getByRole('button', { name: 'Enter Harbor Client Co' }).click();
      await heading(page, 'Dashboard');
      await prepareDrafts(context, suite.app.url);
      await selectFederalInGrid(page);
      await promoCredit(suite.admin, suite.app.url, await selectedDomainId(context, suite.app.url), 5_000);
      const { wizard, totalText } = await openOrder(page);
      // The accountant table's first state tier runs to 150 returns (the business table's to 25).
      await expectStateLine(wizard, '1-150');
      await acknowledge(wizard);
      await wizard.getByRole('button', { name: `Pay ${totalText} and Submit` }).click();
      await wizard.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      await wizard.getByRole('link', { name: 'See Processing filings' }).click();
      await page.getByRole('tab', { name: /^Processing \(2\)/ }).waitFor();
    },
  );

  it('lets a super suite.admin add promo funds and refund a card payment less the fee', async () => {
    const page = await suite.admin.newPage();
    page.setDefaultTimeout(90_000);
    await page.goto('/file1099/transactions');
    await heading(page, 'Billing Transactions');
    await page.getByRole('button', { name: 'Add Promo Funds' }).click();
    const promo = page.getByRole('dialog', { name: 'Add Promo Funds' });
    await promo.getByLabel('Amount').fill('25.00');
    await promo.getByLabel('Description').fill('Season welcome');
    await promo.getByRole('button', { name: 'Add Promo Funds' }).click();
    await promo.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'Season welcome' }).waitFor();

    await page.getByRole('button', { name: 'Add Funds' }).click();
    const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
    await addFunds.getByLabel('Charge Amount').fill('20.00');
    await addFunds.getByLabel('Card number').fill('4111 1111 1111 1111');
    await addFunds.getByRole('button', { name: 'Pay $20.00' }).click();
    await addFunds.waitFor({ state: 'hidden' });
    const paymentRow = page.getByRole('row').filter({ hasText: 'Payment' }).first();
    await paymentRow.waitFor();
    expect((await cellTexts(page, 'Payment')).slice(3, 5)).toEqual(['$20.00', '$45.00']);

    // A card refund costs 3.5% + $0.49: $10.00 requested gives back $9.16.
    await paymentRow.getByRole('button', { name: 'Issue Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Issue Refund' });
    await refund.getByLabel('Reason').fill('Unused funds');
    await refund.getByLabel('Requested amount').fill('10.00');
    expect(await refund.getByTestId('refund-fee').textContent()).toBe('Processing fee: $0.84');
    expect(await refund.getByTestId('refund-amount').textContent()).toBe('Refund: $9.16');
    await refund.getByRole('button', { name: 'Issue Refund' }).click();
    await refund.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'Refund: Unused funds' }).waitFor();
    expect((await cellTexts(page, 'Refund: Unused funds')).slice(3, 5)).toEqual(['-$10.00', '$35.00']);
    await page.close();
  });
});
