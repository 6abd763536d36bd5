import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateIrisXmlWithSchema } from '@file1099/efile';
import {
  graphqlOrThrow as call,
  signUpViaApi,
  useAppWithSuperAdmin,
  completePayerViaApi,
  TEST_ADDRESS,
} from './api.ts';
import { openPage } from './harness.ts';
import { heading } from './steps.ts';

/**
 * Issue 16, the manual agency flow: a user's submitted NEC filings reach the back office's
 * Transmissions screen; the super admin generates the IRIS file, downloads it (valid against the
 * official XSD), records the ACK number, marks one record rejected with a reason; the user sees
 * 'Rejected by IRS: reason', moves it to Draft and submits it again at no charge; the second
 * transmission is marked accepted and the user sees Accepted.
 */
const PASSWORD = 'a long enough password';
const ADMIN = { email: 'tx-admin@file1099.test', password: 'a long admin password' };
const REASON = 'Payee name and TIN do not match IRS records';

/** A complete payer and two NEC drafts for 2025 with federal eFile selected; returns their ids. */
async function prepareNecDrafts(context: BrowserContext, url: string): Promise<number[]> {
  const address = TEST_ADDRESS;
  await completePayerViaApi(context, url, 'Transmit Co');
  const ids: number[] = [];
  for (const [name, tin] of [
    ['Bolt Supply Inc', '987654321'],
    ['Nut Works LLC', '987654322'],
  ] as const) {
    const payee = await call(context, url, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { entityType: 'Business', businessName: name, tinType: 'EIN', tin, address },
    });
    const filing = await call(
      context,
      url,
      'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
      {
        f: {
          payeeId: (payee.addEditPayee as { id: number }).id,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 125_000 },
        },
      },
    );
    ids.push((filing.addEditFiling as { id: number }).id);
  }
  await call(
    context,
    url,
    // Federal eFile only: the cascade's TIN check would hold the filings until its answer.
    'mutation($ids: [Int!]!) { bulkUpdateFedSub(filingIds: $ids, selected: true) { id } updateTINMatchByFilingIds(filingIds: $ids, selected: false) { id } }',
    {
      ids,
    },
  );
  return ids;
}

/** Submits the drafts at the server's price; answers what was charged. */
async function submit(context: BrowserContext, url: string, ids: number[]): Promise<number> {
  const invoice = await call(
    context,
    url,
    'query($ids: [Int!]!) { submissionInvoice(filingIds: $ids) { totalAmount } }',
    {
      ids,
    },
  );
  const total = (invoice.submissionInvoice as { totalAmount: number }).totalAmount;
  await call(
    context,
    url,
    'mutation($ids: [Int!]!, $t: Int!) { submitFilings(filingIds: $ids, expectedTotal: $t) { submittedFilingIds } }',
    { ids, t: total },
  );
  return total;
}

async function statuses(context: BrowserContext, url: string, ids: number[]) {
  const data = await call(
    context,
    url,
    'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id status statusChangeDesc } }',
    {
      ids,
    },
  );
  const rows = data.filingsByIds as { id: number; status: string; statusChangeDesc: string | null }[];
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

/** The Transmissions screen after the job made the filings ready: Generate shows their count. */
async function generate(page: Page, count: number): Promise<void> {
  const counted = page.getByRole('button', { name: /^Generate \(\d+\)$/ });
  await expect
    .poll(
      async () => {
        await page.goto('/file1099/transmissions');
        await heading(page, 'Transmissions');
        return (await counted.textContent()) ?? '';
      },
      { timeout: 120_000, interval: 1_000 },
    )
    .toBe(`Generate (${count})`);
  await counted.click();
  await page.getByTestId('notification-stack').getByText('Generate successfully').waitFor();
}

async function editAck(page: Page, fileName: string, ack: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit transmission' });
  await dialog.getByLabel('ACK Number').fill(ack);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

describe('agency transmissions through the manual flow', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'generates, downloads, records the ACK, rejects one record and accepts the resubmission',
    { timeout: 400_000 },
    async () => {
      const user = await openPage(suite.browser, suite.app.url);
      user.page.setDefaultTimeout(90_000);
      await signUpViaApi(user.context, suite.app, {
        email: 'tx@example.test',
        password: PASSWORD,
        accountName: 'Transmit Co',
      });
      const ids = await prepareNecDrafts(user.context, suite.app.url);
      const session = await call(
        user.context,
        suite.app.url,
        'query { sessionData { domainId } }',
        {},
        '/access/graphql',
      );
      const domainId = Number((session.sessionData as { domainId: number }).domainId);
      await call(
        suite.admin,
        suite.app.url,
        'mutation($d: Int!) { addPromoCredits(credits: 10000, description: "e2e", domainId: $d) { id } }',
        {
          d: domainId,
        },
      );
      expect(await submit(user.context, suite.app.url, ids)).toBeGreaterThan(0);

      const page = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      page.setDefaultTimeout(90_000);
      await page.setViewportSize({ width: 2200, height: 1200 });
      await generate(page, 2);
      const row = page
        .getByRole('row')
        .filter({ hasText: /IRIS_TY2025_O_/ })
        .first();
      const fileName = ((await row.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
      expect(fileName).toMatch(/^IRIS_TY2025_O_\w+_\d+\.xml$/);

      // Download: the official XSD accepts the file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${fileName}` }).click(),
      ]);
      const xml = fs.readFileSync((await download.path()) ?? '', 'utf8');
      expect((await validateIrisXmlWithSchema(xml)).errors).toEqual([]);

      // Edit: 201 characters are refused in the dialog; a trimmed ACK number marks it sent.
      await editAck(page, fileName, 'A'.repeat(201));
      await page.getByText('The ACK Number holds at most 200 characters.').waitFor();
      await page
        .getByRole('dialog', { name: 'Edit transmission' })
        .getByLabel('ACK Number')
        .fill('  ACK-E2E-1  ');
      await page
        .getByRole('dialog', { name: 'Edit transmission' })
        .getByRole('button', { name: 'Save' })
        .click();
      await page
        .getByTestId('notification-stack')
        .getByText('Marked as Sent To Agency successfully')
        .waitFor();
      expect(await statuses(user.context, suite.app.url, ids)).toEqual(['Sent_To_Agency', 'Sent_To_Agency']);

      // Mark as Rejected: the second record, with its reason.
      await page.getByRole('button', { name: `Mark as Rejected ${fileName}` }).click();
      const reject = page.getByRole('dialog', { name: 'Mark as Rejected' });
      await reject.getByRole('checkbox', { name: /Record 1\|2: Nut Works LLC/ }).check();
      await reject.getByLabel('Rejection Reason for record 1|2').fill(REASON);
      await reject.getByRole('button', { name: 'Mark as Rejected' }).click();
      await page.getByTestId('notification-stack').getByText('Marked as Rejected successfully').waitFor();
      expect(await statuses(user.context, suite.app.url, ids)).toEqual(['Accepted', 'Agency_Rejected']);

      // The user sees the reason, moves the filing to Draft and submits it again at no charge.
      // Wide enough that the grid hides none of its columns.
      await user.page.setViewportSize({ width: 2560, height: 1200 });
      await user.page.goto('/file1099/filings?tab=1');
      await user.page.getByText(`Rejected by IRS: ${REASON}`).waitFor();
      await call(
        user.context,
        suite.app.url,
        'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }',
        {
          ids: [ids[1]],
        },
      );
      expect(await submit(user.context, suite.app.url, [ids[1] ?? 0])).toBe(0);

      await generate(page, 1);
      const second = page
        .getByRole('row')
        .filter({ hasText: /IRIS_TY2025_O_/ })
        .filter({ hasText: 'Generated' })
        .first();
      const secondName = ((await second.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
      expect(secondName).not.toBe(fileName);
      await editAck(page, secondName, 'ACK-E2E-2');
      await page.getByRole('button', { name: `Mark as Accepted ${secondName}` }).click();
      await page
        .getByRole('dialog', { name: 'Mark as Accepted' })
        .getByRole('button', { name: 'Mark as Accepted' })
        .click();
      await page.getByTestId('notification-stack').getByText('Marked as Accepted successfully').waitFor();
      expect(await statuses(user.context, suite.app.url, ids)).toEqual(['Accepted', 'Accepted']);
      await user.page.goto('/file1099/filings?tab=2');
      await user.page.getByRole('row').filter({ hasText: 'Nut Works LLC' }).first().waitFor();
    },
  );
});
