import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addPromoFundsViaApi, graphqlOrThrow as call, signUpViaApi, useAppWithSuperAdmin } from './api.ts';
import { openPage } from './harness.ts';
import { heading, payeeRow, setGridCheckbox } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 18, TIN verification: a payer's obvious TIN error is shown at once without paying; the payer
 * verifies two payees' TINs from the payees grid and pays from funds; the super admin generates the
 * TIN-matching file, downloads it and processes the IRS response; the payer sees Valid and Invalid
 * with the result code's meaning, filters the grid by TIN status, and Ignore resets the Invalid one.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const PAYEES = [
  { businessName: 'Bolt Supply Inc', tin: '987654321' },
  { businessName: 'Nut Works LLC', tin: '987654322' },
];

describe('TIN verification in a browser', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'requests, pays, is answered by a processed response, and Ignore resets Invalid',
    { timeout: 400_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      page.setDefaultTimeout(60_000);
      await page.setViewportSize({ width: 2200, height: 1100 });
      await signUpViaApi(context, suite.app, {
        email: 'tin-payer@example.test',
        password: PASSWORD,
        accountName: 'Checker Co',
      });
      for (const payee of PAYEES)
        await call(context, suite.app.url, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
          p: { entityType: 'Business', businessName: payee.businessName, tinType: 'EIN', tin: payee.tin },
        });
      // A quick-added payee has no TIN yet.
      await call(
        context,
        suite.app.url,
        'mutation { addEditPayeeLight(displayName: "Quick Vendor") { id } }',
      );
      await addPromoFundsViaApi(suite.admin, context, suite.app.url, 500);

      await page.goto('/file1099/payees');
      await heading(page, 'Payees');
      // A payee without a TIN is refused at once, before any order.
      await setGridCheckbox(payeeRow(page, 'Quick Vendor').getByRole('checkbox'), true);
      await page.getByRole('button', { name: 'Verify TIN (1)' }).click();
      await page
        .getByTestId('notification-stack')
        .getByText('Quick Vendor has no TIN to verify.', { exact: false })
        .waitFor();
      await expect(page.getByRole('dialog', { name: 'Confirm Payment' }).count()).resolves.toBe(0);
      await setGridCheckbox(payeeRow(page, 'Quick Vendor').getByRole('checkbox'), false);

      // Two payees verified, paid from funds through Confirm Payment.
      for (const name of ['Bolt Supply Inc', 'Nut Works LLC'])
        await setGridCheckbox(payeeRow(page, name).getByRole('checkbox'), true);
      await page.getByRole('button', { name: 'Verify TIN (2)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
      await confirm.getByTestId('tin-match-available-funds').getByText('Available funds: $5.00').waitFor();
      await confirm.getByRole('button', { name: 'Pay $2.00 and send' }).click();
      await confirm.waitFor({ state: 'hidden' });
      for (const name of ['Bolt Supply Inc', 'Nut Works LLC'])
        await payeeRow(page, name).getByTestId('tin-match-status').getByText('In Progress').waitFor();

      // The back office: Generate the TIN-matching file, download it, answer it.
      const admin = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      admin.setDefaultTimeout(60_000);
      await admin.setViewportSize({ width: 2200, height: 1200 });
      await admin.goto('/file1099/transmissions');
      await heading(admin, 'Transmissions');
      await admin.getByRole('tab', { name: 'TIN Match' }).click();
      await admin.getByRole('button', { name: 'Generate (2)' }).click();
      await admin.getByTestId('notification-stack').getByText('Generate successfully').waitFor();
      const grid = admin.getByRole('grid', { name: 'TIN match transmissions' });
      const fileRow = grid.getByRole('row').filter({ hasText: 'Generated' }).first();
      const fileName = ((await fileRow.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: `Download ${fileName}` }).click(),
      ]);
      const lines = fs
        .readFileSync((await download.path()) ?? '', 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(2);
      // The IRS answers: Bolt matched on EIN (7), Nut Works' name and TIN do not match (3).
      const response = lines.map((line) => `${line};${line.includes('987654321') ? 7 : 3}`).join('\n');
      const responsePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tin-e2e-')), 'response.txt');
      fs.writeFileSync(responsePath, `${response}\n`);
      await admin.getByRole('button', { name: `Process Response ${fileName}` }).click();
      const upload = admin.getByRole('dialog', { name: 'Process Response' });
      await upload.getByLabel('Response file').setInputFiles(responsePath);
      await upload.getByRole('button', { name: 'Upload' }).click();
      await upload.waitFor({ state: 'hidden' });

      // The payer sees Valid and Invalid with the result code's meaning.
      await page.reload();
      await heading(page, 'Payees');
      await payeeRow(page, 'Bolt Supply Inc').getByText('Valid (7: Matched on EIN)').waitFor();
      await payeeRow(page, 'Nut Works LLC')
        .getByText('Invalid (3: Name and TIN do not match IRS records)')
        .waitFor();
      // The TIN filter asks the server for the Invalid ones only.
      await page.getByRole('combobox', { name: 'TIN verification' }).click();
      await page.getByRole('option', { name: 'Invalid', exact: true }).click();
      await payeeRow(page, 'Nut Works LLC').waitFor();
      await expect.poll(() => payeeRow(page, 'Bolt Supply Inc').count()).toBe(0);
      // Ignore resets the Invalid payee to not verified, so the filter no longer finds it.
      await payeeRow(page, 'Nut Works LLC')
        .getByRole('button', { name: 'Ignore the TIN result of Nut Works LLC' })
        .click();
      await page.getByText('No payee matches your search.').waitFor();
      const after = await call(
        context,
        suite.app.url,
        'query { payees(pageSize: 10) { displayName tinMatchStatus tinMatchResult } }',
      );
      expect(after.payees).toEqual(
        expect.arrayContaining([
          { displayName: 'Bolt Supply Inc', tinMatchStatus: 'Valid', tinMatchResult: '7' },
          { displayName: 'Nut Works LLC', tinMatchStatus: null, tinMatchResult: null },
        ]),
      );
    },
  );
});
