import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlOrThrow, signUpViaApi, useAppWithSuperAdmin } from './api.ts';
import { openPage } from './harness.ts';
import { heading, payeeRow } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 20, the back office's own tools: Deploy Info shows the running build, Config Management adds,
 * edits (a second concurrent edit is refused and told) and deletes a property, Workers adds a staff
 * member, and the Audit Trail shows those changes with who made them. A payer sees a payee's own
 * changes in the payee dialog's Activity, its TIN masked.
 */
const ADMIN = E2E_SUPER_ADMIN;
const PROPERTY = 'ops.bannerNote';

function gridRow(page: Page, grid: string, text: string) {
  return page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: text });
}

async function openEdit(page: Page): Promise<void> {
  await page.goto('/file1099/configmanagement');
  await heading(page, 'Config Management');
  await page.getByRole('button', { name: `Edit ${PROPERTY}` }).click();
  await page.getByRole('dialog', { name: 'Edit Property' }).waitFor();
}

async function saveValue(page: Page, value: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edit Property' });
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

describe('back office: Deploy Info, Config Management, Workers, Audit Trail', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'shows the build, manages a property under concurrency, adds a worker, and audits it',
    { timeout: 420_000 },
    async () => {
      const admin = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      admin.setDefaultTimeout(60_000);
      await admin.setViewportSize({ width: 1900, height: 1100 });

      // Deploy Info: the running build of both services, the database and the queue.
      const info = (await (await suite.admin.request.get(`${suite.app.url}/rs/info`)).json()) as {
        gitCommit: string;
        version: string;
      };
      await admin.goto('/file1099/deployinfo');
      await heading(admin, 'Deploy Info');
      const domainCard = admin.getByRole('table', { name: 'domain service' });
      await expect.poll(() => domainCard.innerText()).toContain(info.gitCommit);
      const domainText = await domainCard.innerText();
      expect(domainText).toContain(info.version);
      expect(domainText).toMatch(/Database\s+pglite \(UP\)/i);
      expect(await admin.getByRole('table', { name: 'auth service' }).innerText()).toContain(info.gitCommit);
      const migrations = await admin.getByRole('table', { name: 'Database migrations' }).innerText();
      expect(migrations).toMatch(/Migration level\s+(\d+) of \1/);
      expect(migrations).toMatch(/Latest migration\s+\d{4}_[a-z_]+/);
      expect(await admin.getByRole('table', { name: 'Job queue' }).innerText()).toMatch(/Queue depth\s+\d+/);

      // Config Management: add.
      await admin.goto('/file1099/configmanagement');
      await heading(admin, 'Config Management');
      await admin.getByRole('button', { name: 'Add Property' }).click();
      const add = admin.getByRole('dialog', { name: 'Add Property' });
      await add.getByLabel('Name').fill(PROPERTY);
      await add.getByLabel('Value').fill('Maintenance on Sunday');
      await add.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Property created successfully').waitFor();
      await gridRow(admin, 'Config properties', PROPERTY).getByText('Maintenance on Sunday').waitFor();

      // Nothing changed: not sent.
      await openEdit(admin);
      await admin
        .getByRole('dialog', { name: 'Edit Property' })
        .getByRole('button', { name: 'Save' })
        .click();
      await admin.getByText('No changes detected').waitFor();
      expect(await admin.getByRole('dialog', { name: 'Edit Property' }).getByLabel('Name').isDisabled()).toBe(
        true,
      );

      // Two admins edit at once: the first save wins, the second is refused and told.
      const other = await suite.admin.newPage();
      other.setDefaultTimeout(60_000);
      await openEdit(other);
      await saveValue(other, 'Maintenance on Saturday');
      await other.getByText('Property updated successfully').waitFor();
      await saveValue(admin, 'Maintenance on Monday');
      await admin
        .getByText(
          `API Error: Config property "${PROPERTY}" was changed by ${ADMIN.email} while you were editing it (now version 2). Refresh and make your change again.`,
        )
        .waitFor();
      await other.close();
      await admin
        .getByRole('dialog', { name: 'Edit Property' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await admin.getByRole('button', { name: 'Refresh', exact: true }).click();
      await gridRow(admin, 'Config properties', PROPERTY).getByText('Maintenance on Saturday').waitFor();

      // Delete, after the confirmation.
      await admin.getByRole('button', { name: `Delete ${PROPERTY}` }).click();
      const confirm = admin.getByRole('dialog', { name: `Delete ${PROPERTY}?` });
      await confirm.getByText('This action cannot be undone.').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await admin.getByText('Property deleted successfully').waitFor();
      await gridRow(admin, 'Config properties', PROPERTY).waitFor({ state: 'detached' });

      // Workers: add one.
      await admin.getByRole('link', { name: 'Workers' }).click();
      await heading(admin, 'Workers');
      await admin.getByRole('button', { name: 'Add Worker' }).click();
      const worker = admin.getByRole('dialog', { name: 'Add Worker' });
      await worker.getByRole('textbox', { name: 'Name', exact: true }).fill('Morgan Reyes');
      await worker.getByLabel('Job title').fill('Filing support');
      await worker.getByLabel('Location').fill('Austin');
      await worker.getByLabel('Org size').fill('11-50');
      await worker.getByLabel('Manager name').fill('Jamie Cole');
      await worker.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Worker added').waitFor();
      await gridRow(admin, 'Workers', 'Morgan Reyes').getByText('Filing support').waitFor();

      // The audit trail shows every change, with who made it.
      await admin.getByRole('link', { name: 'Audit Trail' }).click();
      await heading(admin, 'Audit Trail');
      const audit = admin.getByRole('grid', { name: 'Audit events' });
      await audit.getByText('Worker Morgan Reyes added').waitFor();
      await admin.getByLabel('Search').fill(PROPERTY);
      await audit.getByText(`Config property ${PROPERTY} deleted`).waitFor();
      const text = await audit.innerText();
      expect(text).toContain(`Config property ${PROPERTY} updated (version 2)`);
      expect(text).toContain(`Config property ${PROPERTY} created (version 1)`);
      expect(text).toContain('value: Maintenance on Sunday → Maintenance on Saturday');
      expect(text).toContain(ADMIN.email);
      expect(text).not.toContain('Maintenance on Monday');

      // A payer's payee: its Activity in the payee dialog, the TIN masked.
      const { context: payer, page } = await openPage(suite.browser, suite.app.url);
      page.setDefaultTimeout(60_000);
      const owner = 'owner@activity-books.test';
      await signUpViaApi(payer, suite.app, {
        email: owner,
        password: 'Tq8-activity-owner-51z',
        accountName: 'Activity Books',
      });
      const payee = (id?: number) => ({
        p: {
          id,
          entityType: 'Business',
          businessName: 'Trail Parts Inc',
          tinType: 'EIN',
          tin: id ? '27-1234599' : '27-1234588',
        },
      });
      const mutation = 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }';
      const added = await graphqlOrThrow(payer, suite.app.url, mutation, payee());
      await graphqlOrThrow(payer, suite.app.url, mutation, payee((added.addEditPayee as { id: number }).id));
      await page.goto('/file1099/payees');
      await heading(page, 'Payees');
      await payeeRow(page, 'Trail Parts Inc').getByRole('button', { name: 'Edit Trail Parts Inc' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Payee' });
      await dialog.getByRole('button', { name: 'Activity' }).click();
      const events = dialog.getByRole('list', { name: 'Activity events' });
      await events.getByText('Payee Trail Parts Inc updated').waitFor();
      const activity = await events.innerText();
      expect(activity).toContain('tinLast4: *****4588 → *****4599');
      expect(activity).toContain(owner);
      expect(activity).toContain('Payee Trail Parts Inc created');
      expect(activity).not.toContain('1234599');
    },
  );
});
