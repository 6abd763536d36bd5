import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addPromoFundsViaApi,
  completePayerViaApi,
  graphqlOrThrow,
  signUpViaApi,
  useAppWithSuperAdmin,
} from './api.ts';
import { openPage } from './harness.ts';
import { pdfPages } from './pdf.ts';
import { heading, setGridCheckbox } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 17, print and mail (the in-house mail room): a payer orders print for a filing; once the IRS
 * accepts it the copy is Queued in the super admin's Print Requests, whose mailing PDF carries the
 * recipient's name and address for the envelope window, and it moves through Mark as Printing
 * (Mailing) to Mailed.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const CARA = { tin: '523456793', first: 'Cara', last: 'Printwell' };
const CARA_ADDRESS = {
  line1: '42 Harbor Lane',
  city: 'Portland',
  state: 'ME',
  country: 'US',
  postalCode: '04101',
} as const;

async function submitWithPrint(user: BrowserContext, admin: BrowserContext, url: string): Promise<number> {
  await completePayerViaApi(user, url, 'Paper Trail Co');
  const payee = await graphqlOrThrow(
    user,
    url,
    'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
    {
      p: {
        entityType: 'Individual',
        firstName: CARA.first,
        lastName: CARA.last,
        tinType: 'SSN',
        tin: CARA.tin,
        address: CARA_ADDRESS,
      },
    },
  );
  const filing = await graphqlOrThrow(
    user,
    url,
    'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
    {
      f: {
        payeeId: (payee.addEditPayee as { id: number }).id,
        filingType: 'Type_1099_NEC',
        filingYear: 2026,
        filingData: { nonEmployeeComp: 240_000 },
      },
    },
  );
  const ids = [(filing.addEditFiling as { id: number }).id];
  await graphqlOrThrow(
    user,
    url,
    'mutation($ids: [Int!]!) { bulkUpdateFedSub(filingIds: $ids, selected: true) { id } updateTINMatchByFilingIds(filingIds: $ids, selected: false) { id } bulkUpdatePrintSub(filingIds: $ids, selected: true) { id } }',
    { ids },
  );
  await addPromoFundsViaApi(admin, user, url, 10000);
  const invoice = await graphqlOrThrow(
    user,
    url,
    'query($ids: [Int!]!) { submissionInvoice(filingIds: $ids) { totalAmount } }',
    { ids },
  );
  await graphqlOrThrow(
    user,
    url,
    'mutation($ids: [Int!]!, $t: Int!) { submitFilings(filingIds: $ids, expectedTotal: $t) { submittedFilingIds } }',
    { ids, t: (invoice.submissionInvoice as { totalAmount: number }).totalAmount },
  );
  return ids[0] ?? 0;
}

async function printStatusOf(user: BrowserContext, url: string, id: number): Promise<string | null> {
  const data = await graphqlOrThrow(
    user,
    url,
    'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id printStatus } }',
    { ids: [id] },
  );
  return (data.filingsByIds as { printStatus: string | null }[])[0]?.printStatus ?? null;
}

async function showRequests(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

describe('print and mail: the mail room', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'an ordered print copy moves through Print Requests to Mailed; the mailing PDF addresses the recipient',
    { timeout: 300_000 },
    async () => {
      const user = await openPage(suite.browser, suite.app.url);
      await signUpViaApi(user.context, suite.app, {
        email: 'paper@example.test',
        password: PASSWORD,
        accountName: 'Paper Trail Co',
      });
      const id = await submitWithPrint(user.context, suite.admin, suite.app.url);
      const poll = { timeout: 60_000, interval: 500 };
      await expect.poll(() => printStatusOf(user.context, suite.app.url, id), poll).toBe('WaitingOnEfile');
      await graphqlOrThrow(
        suite.admin,
        suite.app.url,
        'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
        { ids: [id] },
      );
      expect(await printStatusOf(user.context, suite.app.url, id)).toBe('Queued');

      const admin = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      admin.setDefaultTimeout(60_000);
      await admin.setViewportSize({ width: 2200, height: 1100 });
      await admin.goto('/file1099/printrequests');
      await heading(admin, 'Print Requests');
      await showRequests(admin, 'Queued');
      await admin.getByRole('combobox', { name: /^Year/ }).click();
      await admin.getByRole('option', { name: '2026' }).click();
      const grid = admin.getByRole('grid', { name: 'Print requests' });
      const row = () => grid.getByRole('row').filter({ hasText: `${CARA.first} ${CARA.last}` });
      await setGridCheckbox(row().getByRole('checkbox'), true);

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download Mailing PDF' }).click(),
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const pages = await pdfPages(Buffer.concat(chunks));
      const envelope = pages[0] ?? '';
      expect(envelope).toContain(`${CARA.first} ${CARA.last}`);
      expect(envelope).toContain(CARA_ADDRESS.line1);
      expect(envelope).toContain('Portland, ME 04101');
      expect(envelope).toContain('Paper Trail Co');
      expect(pages.slice(1).join('\n')).toContain('***-**-6793');

      await admin.getByRole('button', { name: 'Mark as Printing' }).click();
      await admin.getByText('Updated status of printing requests to Mailing successfully').waitFor();
      await showRequests(admin, 'Printing (Mailing)');
      await setGridCheckbox(row().getByRole('checkbox'), true);
      await admin.getByRole('button', { name: 'Mark as Mailed' }).click();
      await admin.getByText('Updated status of printing requests to Mailed successfully').waitFor();
      await showRequests(admin, 'Mailed');
      await row().waitFor();
      expect(await printStatusOf(user.context, suite.app.url, id)).toBe('Mailed');
    },
  );
});
