import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addPromoFundsViaApi,
  completePayerViaApi,
  graphqlOrThrow,
  signUpViaApi,
  TEST_ADDRESS,
  useAppWithSuperAdmin,
  waitForMailLink,
} from './api.ts';
import { openPage } from './harness.ts';
import { pdfPages } from './pdf.ts';
import { heading, setGridCheckbox } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 17, e-mail delivery: a recipient consents through the e-mailed link (proving they can open a
 * PDF), confirms the last four TIN digits on the statement page and downloads Copy B; a bounce
 * recorded in the back office's Email Requests sends the other recipient's copy to print.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const ANN = { email: 'ann.recipient@example.test', tin: '523456791', name: 'Ann Recipient' };
const BOB = { email: 'bob.recipient@example.test', tin: '523456792', name: 'Bob Recipient' };

/**
 * Two 2026 NEC filings with Federal eFile, e-mail and print (selecting federal selects the printed copy
 * too, spec part 2 §4), submitted with promo funds.
 */
async function submitWithEmail(user: BrowserContext, admin: BrowserContext, url: string): Promise<number[]> {
  await completePayerViaApi(user, url, 'Mailer Co');
  const ids: number[] = [];
  for (const person of [ANN, BOB]) {
    const [firstName, lastName] = person.name.split(' ');
    const payee = await graphqlOrThrow(
      user,
      url,
      'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
      {
        p: {
          entityType: 'Individual',
          firstName,
          lastName,
          tinType: 'SSN',
          tin: person.tin,
          emailAddress: person.email,
          address: TEST_ADDRESS,
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
          filingData: { nonEmployeeComp: 150_000 },
        },
      },
    );
    ids.push((filing.addEditFiling as { id: number }).id);
  }
  await graphqlOrThrow(
    user,
    url,
    'mutation($ids: [Int!]!, $bob: [Int!]!) { bulkUpdateFedSub(filingIds: $ids, selected: true) { id } updateTINMatchByFilingIds(filingIds: $ids, selected: false) { id } bulkUpdateEmailSub(filingIds: $ids, selected: true) { id } bulkUpdatePrintSub(filingIds: $bob, selected: true) { id } }',
    { ids, bob: ids.slice(1) },
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
  return ids;
}

async function filingStates(user: BrowserContext, url: string, ids: number[]) {
  const data = await graphqlOrThrow(
    user,
    url,
    'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id emailStatus printStatus } }',
    { ids },
  );
  return data.filingsByIds as { id: number; emailStatus: string | null; printStatus: string | null }[];
}

describe('e-mail delivery with consent', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it(
    'a recipient consents, confirms identity and downloads Copy B; a bounce falls back to print',
    { timeout: 300_000 },
    async () => {
      const user = await openPage(suite.browser, suite.app.url);
      await signUpViaApi(user.context, suite.app, {
        email: 'mailer@example.test',
        password: PASSWORD,
        accountName: 'Mailer Co',
      });
      const ids = await submitWithEmail(user.context, suite.admin, suite.app.url);

      // Ann follows the invitation: the disclosures, the sample PDF's code, consent.
      const recipient = await openPage(suite.browser, suite.app.url);
      const { page } = recipient;
      page.setDefaultTimeout(60_000);
      const invitation = await waitForMailLink(suite.app, ANN.email, '/emailconsent');
      await page.goto(`${invitation.pathname}${invitation.search}`);
      await heading(page, 'Electronic tax statements');
      await page.getByText('How to withdraw').waitFor();
      await page.getByText('What you need').waitFor();
      const sampleHref = await page.getByRole('link', { name: 'open the sample PDF' }).getAttribute('href');
      const sample = await recipient.context.request.get(`${suite.app.url}${sampleHref ?? ''}`);
      const code = /Your code: (\w+)/.exec((await pdfPages(await sample.body())).join('\n'))?.[1] ?? '';
      expect(code).toMatch(/^\w{5}$/);
      await page.getByLabel('Code from the sample PDF').fill(code);
      await page.getByRole('button', { name: 'I consent to electronic statements' }).click();
      await page.getByText('Your consent is recorded').waitFor();

      // Bob consents through the same routes the page uses.
      const bobLink = await waitForMailLink(suite.app, BOB.email, '/emailconsent');
      const bobToken = bobLink.searchParams.get('id') ?? '';
      const bobSample = await recipient.context.request.get(
        `${suite.app.url}/rs/api/delivery/consent/${bobToken}/sample`,
      );
      const bobCode = /Your code: (\w+)/.exec((await pdfPages(await bobSample.body())).join('\n'))?.[1] ?? '';
      const csrf = (await (await recipient.context.request.get(`${suite.app.url}/access/csrf`)).json()) as {
        csrfToken: string;
      };
      const bobConsent = await recipient.context.request.post(
        `${suite.app.url}/rs/api/delivery/consent/${bobToken}/accept`,
        { headers: { 'x-csrf-token': csrf.csrfToken }, data: { code: bobCode } },
      );
      expect(bobConsent.ok()).toBe(true);

      // The IRS accepts: the notices go out, with a link and no TIN.
      await expect
        .poll(async () => (await filingStates(user.context, suite.app.url, ids)).map((f) => f.emailStatus), {
          timeout: 60_000,
          interval: 500,
        })
        .toEqual(['WaitingOnEfile', 'WaitingOnEfile']);
      await graphqlOrThrow(
        suite.admin,
        suite.app.url,
        'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
        { ids },
      );
      const notice = await waitForMailLink(suite.app, ANN.email, '/statement');
      expect(notice.href).not.toContain('6791');

      await page.goto(`${notice.pathname}${notice.search}`);
      await heading(page, 'Your tax statement');
      await page.getByText('Form 1099-NEC for 2026').waitFor();
      const field = page.getByLabel('Last four digits of your SSN, ITIN or EIN');
      await field.fill('0000');
      await page.getByRole('button', { name: 'Download Copy B' }).click();
      await page.getByText(/The digits do not match our records\. 4 tries left/).waitFor();
      await field.fill(ANN.tin.slice(-4));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Copy B' }).click(),
      ]);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const copyB = (await pdfPages(Buffer.concat(chunks))).join('\n');
      expect(copyB).toContain('Copy B');
      expect(copyB).toContain('***-**-6791');
      expect(copyB).toContain('Ann');
      expect(copyB).not.toContain('Bob');
      expect(copyB).not.toContain('523-45-6791');

      // The back office records Bob's bounce: his copy goes to the print queue.
      await waitForMailLink(suite.app, BOB.email, '/statement');
      const admin = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      admin.setDefaultTimeout(60_000);
      await admin.setViewportSize({ width: 2000, height: 1100 });
      await admin.goto('/file1099/emailrequests');
      await heading(admin, 'Email Requests');
      await admin.getByRole('combobox', { name: /^Status/ }).click();
      await admin.getByRole('option', { name: 'Emailed' }).click();
      await admin.getByRole('combobox', { name: /^Year/ }).click();
      await admin.getByRole('option', { name: '2026' }).click();
      const grid = admin.getByRole('grid', { name: 'Email requests' });
      const bobRow = grid.getByRole('row').filter({ hasText: BOB.name });
      // The Year menu closes and the grid loads the year again: a click made meanwhile may not stay.
      await admin.getByRole('listbox').waitFor({ state: 'hidden' });
      await setGridCheckbox(bobRow.getByRole('checkbox'), true);
      await admin.getByRole('button', { name: 'Update Status' }).click();
      await admin.getByText('Updated status of email requests to Bounced successfully').waitFor();
      const after = await filingStates(user.context, suite.app.url, ids);
      expect(after).toEqual([
        // Both ordered print: the IRS accepted, so both copies are in the print queue.
        { id: ids[0], emailStatus: 'Emailed', printStatus: 'Queued' },
        { id: ids[1], emailStatus: 'Bounced', printStatus: 'Queued' },
      ]);
    },
  );
});
