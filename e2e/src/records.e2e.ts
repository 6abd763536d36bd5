import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addClientViaApi, graphqlAsBrowser, signUpViaApi, useAppWithSuperAdmin } from './api.ts';
import { openPage } from './harness.ts';
import { heading } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 6, "Done when": the payer, payees and every kind of filing by hand in Chromium, the drafts
 * grid with its box columns and total row, edit, delete, a correction of an accepted filing; an
 * accountant the same inside a client. Accepted is set by a super admin (updateEfsFilingsStatus).
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;

async function notice(page: Page, text: string): Promise<void> {
  await page.getByTestId('notification-stack').getByText(text).first().waitFor();
}

async function fillAddress(dialog: Locator, street: string, city: string, state: string, zip: string) {
  await dialog.getByLabel('Street address').fill(street);
  await dialog.getByLabel('City').fill(city);
  await dialog.getByLabel('State', { exact: true }).selectOption(state);
  await dialog.getByLabel('ZIP code').fill(zip);
}

async function setUpPayer(page: Page, tin: string): Promise<void> {
  await page.goto('/file1099/payer');
  await heading(page, 'Payer info');
  await page.getByTestId('payer-not-ready').waitFor();
  await page.getByRole('button', { name: 'Edit Payer Info' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Payer Info' });
  await dialog.getByLabel("Payer's TIN").fill(tin);
  await fillAddress(dialog, '100 Market St', 'Springfield', 'IL', '62701');
  await dialog.getByLabel('Phone').fill('217-555-0100');
  await dialog.getByRole('button', { name: 'Add custom attribute' }).click();
  await dialog.getByLabel('Key').fill('Region');
  await dialog.getByLabel('Value').fill('Midwest');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await notice(page, 'Update Payer Info Successfully');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('payer-ready').waitFor();
  expect(await page.getByTestId('payer-tin').textContent()).toContain('**-***');
  expect(await page.getByTestId('payer-region').textContent()).toBe('Midwest');
}

interface NewPayee {
  business?: string;
  first?: string;
  last?: string;
  tinType: 'SSN' | 'EIN';
  tin: string;
}

/** Fills the Add Payee dialog and saves it. */
async function fillPayee(page: Page, dialog: Locator, payee: NewPayee): Promise<void> {
  if (payee.business) {
    await dialog.getByRole('radio', { name: 'Business' }).check();
    await dialog.getByLabel('Business name').fill(payee.business);
  } else {
    await dialog.getByLabel('First name').fill(payee.first ?? '');
    await dialog.getByLabel('Last name').fill(payee.last ?? '');
  }
  await dialog.getByLabel('TIN type').selectOption(payee.tinType);
  await dialog.getByLabel("Payee's TIN").fill(payee.tin);
  await fillAddress(dialog, '9 Elm St', 'Peoria', 'IL', '61602');
  await dialog.getByRole('button', { name: 'Save Payee' }).click();
  await notice(page, 'Saved Payee Successfully');
  await dialog.waitFor({ state: 'hidden' });
}

async function addPayee(page: Page, payee: NewPayee): Promise<void> {
  await page.getByRole('button', { name: 'Add Payee' }).click();
  await fillPayee(page, page.getByRole('dialog', { name: 'Add Payee' }), payee);
}

/** Add Filing: form type, payee from the picker, box values by their catalogue label. */
async function addFiling(
  page: Page,
  form: string,
  payee: string,
  boxes: Record<string, string>,
): Promise<void> {
  await page.getByRole('button', { name: 'Add Filing' }).click();
  const trowser = page.getByRole('dialog', { name: 'Add Filing' });
  await trowser.getByLabel('Form type').selectOption({ label: form });
  await trowser.getByRole('combobox', { name: 'Payee' }).fill(payee.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(`^${payee}`) }).click();
  for (const [label, value] of Object.entries(boxes)) await trowser.getByLabel(label).fill(value);
  await trowser.getByRole('button', { name: 'Save Filing' }).click();
  await notice(page, 'Saved Filing Successfully');
  await trowser.waitFor({ state: 'hidden' });
}

async function columnHeaders(page: Page): Promise<string[]> {
  return (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/** A window in which the drafts grid hides none of its columns. */
const EVERY_COLUMN = { width: 2560, height: 1200 };

function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A super admin marks filings Accepted (the back office's EFS status update). */
async function acceptFilings(admin: BrowserContext, url: string, filingIds: number[]): Promise<void> {
  const result = await graphqlAsBrowser(
    admin,
    url,
    '/rs/graphql',
    'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
    { ids: filingIds },
  );
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
}

async function findDraftId(
  context: BrowserContext,
  url: string,
  filingType: string,
  payee: string,
): Promise<number> {
  const result = await graphqlAsBrowser(
    context,
    url,
    '/rs/graphql',
    'query { filings(filingStatuses: [Draft], pageSize: 1000) { id filingType payee { displayName } } }',
  );
  const filings = (result.data?.filings ?? []) as {
    id: number;
    filingType: string;
    payee: { displayName: string };
  }[];
  const found = filings.find(
    (filing) => filing.filingType === filingType && filing.payee.displayName === payee,
  );
  if (!found) throw new Error(`no draft ${filingType} for ${payee}`);
  return found.id;
}

describe('payer, payees and filings in a browser', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'sets up the payer and payees, prepares every form, edits, deletes and corrects',
    { timeout: 150_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      // Wide enough for every column of the grid: which box columns exist is checked here, fitting in grids.e2e.ts.
      await page.setViewportSize(EVERY_COLUMN);
      await signUpViaApi(context, suite.app, {
        email: 'records@example.test',
        password: PASSWORD,
        firstName: 'Pat',
        accountName: 'Records Co',
      });
      await setUpPayer(page, '123456789');

      await page.goto('/file1099/payees');
      await heading(page, 'Payees');
      await addPayee(page, { first: 'Jo', last: 'Doe', tinType: 'SSN', tin: '123456789' });
      await addPayee(page, { business: 'Bolt Supply Inc', tinType: 'EIN', tin: '987654321' });
      await row(page, 'Bolt Supply Inc').getByText('**-***4321').waitFor();
      await row(page, 'Jo Doe').getByText('***-**-6789').waitFor();
      expect(await row(page, 'Jo Doe').getByText('Not Verified').count()).toBe(1);

      // The selected year is the season's default (2025).
      await page.goto('/file1099/filings');
      await heading(page, 'Filings');
      await page.getByText("You have no filings in the works. Click 'Add Filing' to create one.").waitFor();
      await addFiling(page, '1099-NEC', 'Jo Doe', { 'Box 1 (Nonemployee compensation)': '1500' });
      await addFiling(page, '1099-MISC', 'Bolt Supply Inc', { 'Box 1 (Rents)': '2,400.50' });
      await addFiling(page, '1099-INT', 'Jo Doe', { 'Box 1 (Interest income)': '75.25' });
      await addFiling(page, '1099-OID', 'Bolt Supply Inc', {
        'Box 1 (Original issue discount for the year)': '300',
        'Box 7 (Description)': 'Acme Corp 5 pct 2030',
      });
      await addFiling(page, '1099-S', 'Jo Doe', {
        'Box 1 (Date of closing)': '2025-06-30',
        'Box 2 (Gross proceeds)': '250000',
        'Box 3 (Address, including city, state, and ZIP code, or legal description)': '12 Elm St Austin TX',
      });

      await page.getByRole('tab', { name: 'Drafts (5)' }).waitFor();
      const headers = await columnHeaders(page);
      for (const box of ['Nonemployee Comp', 'Rents', 'Interest Income', 'OID', 'Gross Proceeds'])
        expect(headers).toContain(box);
      expect(headers).not.toContain('Royalties');
      expect(headers).not.toContain('Address');
      const total = row(page, 'Total (5 filings)');
      await total.getByText('$254,275.75').waitFor();
      await total.getByText('$1,500.00').waitFor();
      await total.getByText('$2,400.50').waitFor();
      expect(await row(page, '1099-NEC').getByText('None').count()).toBe(1);

      // Edit the NEC: the amount comes back in dollars, and the totals follow.
      await page.getByRole('button', { name: 'Edit 1099-NEC of Jo Doe' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Filing' });
      const box1 = edit.getByLabel('Box 1 (Nonemployee compensation)');
      expect(await box1.inputValue()).toBe('1500.00');
      await box1.fill('1750');
      await edit.getByRole('button', { name: 'Save Filing' }).click();
      await notice(page, 'Saved Filing Successfully');
      await row(page, 'Total (5 filings)').getByText('$254,525.75').waitFor();

      // Delete the OID: its box column goes with it.
      await page.getByRole('button', { name: 'Delete 1099-OID of Bolt Supply Inc' }).click();
      await page
        .getByRole('dialog', { name: 'Delete draft?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByRole('tab', { name: 'Drafts (4)' }).waitFor();
      await row(page, 'Total (4 filings)').getByText('$254,225.75').waitFor();
      expect(await columnHeaders(page)).not.toContain('OID');

      // The IRS accepts the NEC; a one-step correction opens as a new draft to complete.
      await acceptFilings(suite.admin, suite.app.url, [
        await findDraftId(context, suite.app.url, 'Type_1099_NEC', 'Jo Doe'),
      ]);
      await page.goto('/file1099/filings?tab=2');
      await page.getByRole('tab', { name: 'Accepted (1)' }).waitFor();
      await row(page, 'Jo Doe').getByText('Nonemployee Comp $1,750.00').waitFor();
      await page.getByRole('button', { name: 'Correct 1099-NEC of Jo Doe' }).click();
      const choice = page.getByRole('dialog', { name: 'Create a correction' });
      await choice.getByRole('radio', { name: /one-step correction/ }).check();
      await choice.getByRole('button', { name: 'Create correction' }).click();
      const correction = page.getByRole('dialog', { name: 'Edit Filing' });
      await correction.getByTestId('correction-info').waitFor();
      expect(await correction.getByTestId('correction-info').textContent()).toContain(
        'First correction of filing #',
      );
      await correction.getByLabel('Box 1 (Nonemployee compensation)').fill('1800');
      await correction.getByRole('button', { name: 'Save Filing' }).click();
      await notice(page, 'Saved Filing Successfully');
      await row(page, '1099-NEC (First correction)').getByText('$1,800.00').first().waitFor();
      await page.getByRole('tab', { name: 'Drafts (4)' }).waitFor();

      await page.goto('/file1099/dashboard');
      await heading(page, 'Dashboard');
      await page.getByRole('link', { name: 'Drafts: 4' }).waitFor();
      await page.getByRole('link', { name: 'Accepted: 1' }).waitFor();
      await page.getByRole('link', { name: "Let's review and finish" }).waitFor();
      await context.close();
    },
  );

  it(
    'lets an accountant do the same inside a client and reach the firm filings',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      // Wide enough for every column of the grid: which box columns exist is checked here, fitting in grids.e2e.ts.
      await page.setViewportSize(EVERY_COLUMN);
      await signUpViaApi(context, suite.app, {
        email: 'cpa@records.test',
        password: PASSWORD,
        firstName: 'Kim',
        accountName: 'Lee Records CPAs',
        accountType: 'A',
      });
      await addClientViaApi(context, suite.app.url, 'Harbor Client Co');
      await page.goto('/file1099/clients');
      await heading(page, 'Clients');
      await page.getByRole('button', { name: 'Enter Harbor Client Co' }).click();
      await heading(page, 'Dashboard');
      await page.getByRole('link', { name: "Let's get started" }).waitFor();
      await setUpPayer(page, '111111111');

      // A payee added from the filing form's picker ('Add New Payee').
      await page.goto('/file1099/filings');
      await heading(page, 'Filings');
      await page.getByRole('button', { name: 'Add Filing' }).click();
      const trowser = page.getByRole('dialog', { name: 'Add Filing' });
      await trowser.getByLabel('Form type').selectOption({ label: '1099-NEC' });
      await trowser.getByRole('combobox', { name: 'Payee' }).click();
      await page.getByRole('option', { name: '+ Add New Payee' }).click();
      await fillPayee(page, page.getByRole('dialog', { name: 'Add Payee' }), {
        first: 'Ana',
        last: 'Ruiz',
        tinType: 'SSN',
        tin: '222334444',
      });
      expect(await trowser.getByRole('combobox', { name: 'Payee' }).inputValue()).toBe('Ana Ruiz');
      await trowser.getByRole('button', { name: 'Save Filing' }).click();
      await trowser.getByText('At least one box amount is required').waitFor();
      await trowser.getByLabel('Box 1 (Nonemployee compensation)').fill('980');
      await trowser.getByRole('button', { name: 'Save Filing' }).click();
      await notice(page, 'Saved Filing Successfully');

      // Inside a client (an account with a parent) the drafts show the payee's address.
      await page.getByRole('tab', { name: 'Drafts (1)' }).waitFor();
      expect(await columnHeaders(page)).toContain('Address');
      await row(page, 'Ana Ruiz').getByText('9 Elm St, Peoria, IL 61602').waitFor();
      await row(page, 'Total (1 filing)').getByText('$980.00').first().waitFor();

      // A two-step correction (wrong TIN or name): a zeroed First and a Second to complete.
      await acceptFilings(suite.admin, suite.app.url, [
        await findDraftId(context, suite.app.url, 'Type_1099_NEC', 'Ana Ruiz'),
      ]);
      await page.getByRole('tab', { name: /^Accepted/ }).click();
      await page.getByRole('tab', { name: 'Accepted (1)' }).waitFor();
      await page.getByRole('button', { name: 'Correct 1099-NEC of Ana Ruiz' }).click();
      const choice = page.getByRole('dialog', { name: 'Create a correction' });
      await choice.getByRole('radio', { name: /two-step correction/ }).check();
      await choice.getByRole('button', { name: 'Create correction' }).click();
      const second = page.getByRole('dialog', { name: 'Edit Filing' });
      await second.getByText(/Second correction of filing #/).waitFor();
      await second.getByRole('button', { name: 'Save Filing' }).click();
      await notice(page, 'Saved Filing Successfully');
      await page.getByRole('tab', { name: 'Drafts (2)' }).waitFor();
      await row(page, '1099-NEC (First correction)').waitFor();
      await row(page, '1099-NEC (Second correction)').getByText('$980.00').first().waitFor();

      // Back in the firm: 'Firm Filings' are the firm's own.
      await page.getByRole('link', { name: 'My Practice' }).first().click();
      await heading(page, 'Clients');
      await page.getByRole('link', { name: 'Firm Filings' }).click();
      await heading(page, 'Firm Filings');
      await page.getByText("You have no filings in the works. Click 'Add Filing' to create one.").waitFor();
      await context.close();
    },
  );
});
