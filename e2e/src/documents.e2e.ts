import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  graphqlAsBrowser,
  signUpViaApi,
  useAppWithSuperAdmin,
  completePayerViaApi,
  TEST_ADDRESS,
} from './api.ts';
import { openPage } from './harness.ts';
import { pdfPages } from './pdf.ts';
import { heading } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 17, documents: recipient (Copy B) and filer (Copy C) copies of accepted filings from the
 * filings grid's Download Copies action, combined and separate, and Form 1096 from the Filing Summary.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const TINS = ['523456781', '523456782', '523456783'];

async function gqlOk(
  context: BrowserContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const result = await graphqlAsBrowser(context, url, '/rs/graphql', query, variables);
  if (result.errors || !result.data) throw new Error((result.errors ?? []).map((e) => e.message).join('; '));
  return result.data;
}

/** A complete payer and three accepted 1099-NEC filings for 2025. */
async function prepareAccepted(context: BrowserContext, admin: BrowserContext, url: string): Promise<void> {
  const address = TEST_ADDRESS;
  await completePayerViaApi(context, url, 'Docs Co');
  const ids: number[] = [];
  for (const [n, tin] of TINS.entries()) {
    const saved = await gqlOk(context, url, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { entityType: 'Individual', firstName: `Pat${n}`, lastName: 'Payee', tinType: 'SSN', tin, address },
    });
    const filing = await gqlOk(
      context,
      url,
      'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
      {
        f: {
          payeeId: (saved.addEditPayee as { id: number }).id,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 100_000 * (n + 1) },
        },
      },
    );
    ids.push((filing.addEditFiling as { id: number }).id);
  }
  await gqlOk(
    admin,
    url,
    'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
    {
      ids,
    },
  );
}

async function readDownload(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Chooses a Download Copies action for the selected rows and downloads the prepared file. */
async function downloadCopies(page: Page, action: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Download Copies' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  const link = dialog.getByRole('link', { name: /^Download 1099-/ });
  await link.waitFor({ timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readDownload(download);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return bytes;
}

describe('recipient and filer copies, and the 1096', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'downloads Copy B and Copy C, combined and separate, and the 1096 of the summary',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await openPage(suite.browser, suite.app.url);
      page.setDefaultTimeout(90_000);
      await signUpViaApi(context, suite.app, {
        email: 'documents@example.test',
        password: PASSWORD,
        accountName: 'Docs Co',
      });
      await prepareAccepted(context, suite.admin, suite.app.url);

      await page.goto('/file1099/filings?tab=2');
      await page.getByRole('gridcell', { name: 'Pat2 Payee' }).first().waitFor();
      await page.getByRole('checkbox', { name: 'Select all rows' }).check();

      // Copy B (with its instructions) and Copy 2 of each filing in one file; the payee TIN truncated.
      const combined = await pdfPages(await downloadCopies(page, 'Recipient copies in one combined file'));
      expect(combined).toHaveLength(9);
      const copyB = combined.filter((text) => text.includes('For Recipient') && text.includes('***-**-'));
      expect(copyB.length).toBeGreaterThanOrEqual(3);
      expect(combined.join('\n')).not.toContain('523-45-6781');
      expect(combined.join('\n')).toContain('12-3456789');

      // Copy C and Copy 1 of each filing as separate PDFs in a zip: the payee TIN in full.
      const zip = await downloadCopies(page, 'Filer copies as separate forms');
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(3);
      const firstEntry = zip.subarray(
        30 + zip.readUInt16LE(26),
        30 + zip.readUInt16LE(26) + zip.readUInt32LE(18),
      );
      const filer = (await pdfPages(firstEntry)).join('\n');
      expect(filer).toContain('Copy C For Payer');
      expect(filer).toMatch(/523-45-678\d/);

      // Reports → Filing Summary → Download 1096 Form.
      await page.goto('/file1099/reports/filingsummary');
      await heading(page, 'Filing Summary');
      const table = page.getByRole('table', { name: 'Filing summary' });
      await table.getByRole('cell', { name: 'Pat0 Payee' }).waitFor();
      expect(await table.getByRole('row').count()).toBe(5);
      await table.getByRole('cell', { name: '$6,000.00' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download 1096 Form' }).click(),
      ]);
      const form1096 = (await pdfPages(await readDownload(download))).join('\n').split('\n');
      expect(form1096).toContain('Docs Co');
      expect(form1096).toContain('6,000.00');
      expect(form1096).toContain('3');

      // The same summary as CSV: a line per payee and the totals row, TINs masked.
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(csvDownload.suggestedFilename()).toBe('filing-summary-1099-NEC-2025.csv');
      const csv = (await readDownload(csvDownload)).toString('utf8').trimEnd().split('\r\n');
      expect(csv).toHaveLength(5);
      expect(csv[4]).toMatch(/^Total,3 payees,3,,.*,6000\.00$/);
      expect(csv.join('\n')).not.toContain('523-45-678');
    },
  );
});
