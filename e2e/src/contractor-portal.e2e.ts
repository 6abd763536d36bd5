import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  completePayerViaApi,
  graphqlAsBrowser,
  graphqlOrThrow,
  signUpViaApi,
  solveAltcha,
  TEST_ADDRESS,
  useAppWithSuperAdmin,
  waitForMailLink,
} from './api.ts';
import { openPage } from './harness.ts';
import { pdfPages } from './pdf.ts';
import { drawSignature, heading, passAltcha, payeeRow, setGridCheckbox } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 20, the contractor portal: a payer invites two payees from the payees grid; one accepts
 * through the e-mailed link (signs up), sees the 1099s two different payers issued to them, views a
 * Copy B, sends an updated W-9 that the payer sees as Filled; the payer disables the access and that
 * payer's forms are gone from the contractor's list. The contractor gives e-mail delivery consent
 * to one payer (the sample PDF's code) and withdraws it.
 */
const PASSWORD = 'a long enough password';
const CONTRACTOR_PASSWORD = 'Kx9-portal-contractor-73q';
const ADMIN = E2E_SUPER_ADMIN;
const PAT = 'pat@portal.test';

/** A payee and an accepted 1099-NEC for it, made through the API; returns the payee id. */
async function payeeWithFiling(
  payer: BrowserContext,
  admin: BrowserContext,
  url: string,
  payee: { firstName: string; email: string; tin: string; cents?: number },
): Promise<number> {
  const saved = await graphqlOrThrow(
    payer,
    url,
    'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
    {
      p: {
        entityType: 'Individual',
        firstName: payee.firstName,
        lastName: 'Portal',
        tinType: 'SSN',
        tin: payee.tin,
        emailAddress: payee.email,
        address: TEST_ADDRESS,
      },
    },
  );
  const payeeId = (saved.addEditPayee as { id: number }).id;
  if (payee.cents) {
    const filing = await graphqlOrThrow(
      payer,
      url,
      'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
      {
        f: {
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: payee.cents },
        },
      },
    );
    await graphqlOrThrow(
      admin,
      url,
      'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
      { ids: [(filing.addEditFiling as { id: number }).id] },
    );
  }
  return payeeId;
}

describe('the contractor portal in a browser', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it('invites, accepts by link, shows two payers’ 1099s and Copy B, takes a W-9, and disables access', async () => {
    const url = suite.app.url;
    // Two payers, each with Pat as a payee and an accepted 1099-NEC for Pat.
    const { context: payerA, page } = await openPage(suite.browser, url);
    page.setDefaultTimeout(45_000);
    await signUpViaApi(payerA, suite.app, {
      email: 'owner@lakeside.test',
      password: PASSWORD,
      accountName: 'Lakeside Studio',
    });
    await completePayerViaApi(payerA, url, 'Lakeside Studio');
    await payeeWithFiling(payerA, suite.admin, url, {
      firstName: 'Pat',
      email: PAT,
      tin: '523456781',
      cents: 1_500_00,
    });
    await payeeWithFiling(payerA, suite.admin, url, {
      firstName: 'Quinn',
      email: 'quinn@portal.test',
      tin: '523456782',
    });
    await payeeWithFiling(payerA, suite.admin, url, { firstName: 'Nora', email: '', tin: '523456783' });
    const payerB = (await openPage(suite.browser, url)).context;
    await signUpViaApi(payerB, suite.app, {
      email: 'owner@harbor.test',
      password: PASSWORD,
      accountName: 'Harbor Supply',
    });
    await completePayerViaApi(payerB, url, 'Harbor Supply');
    const harborPat = await payeeWithFiling(payerB, suite.admin, url, {
      firstName: 'Pat',
      email: PAT,
      tin: '523456781',
      cents: 2_750_00,
    });

    // Payer A invites from the payees grid: a payee without an e-mail gets the warning; two are invited.
    // Wide enough for the W-9 and vendor-portal columns (a narrower grid hides them first).
    await page.setViewportSize({ width: 2200, height: 1000 });
    await page.goto('/file1099/payees');
    await heading(page, 'Payees');
    await setGridCheckbox(payeeRow(page, 'Nora Portal').getByRole('checkbox'), true);
    await page.getByRole('button', { name: 'Invite to portal (1)' }).click();
    await page.getByText('The payee needs an email address to be invited: Nora Portal').waitFor();
    await setGridCheckbox(payeeRow(page, 'Nora Portal').getByRole('checkbox'), false);
    await setGridCheckbox(payeeRow(page, 'Pat Portal').getByRole('checkbox'), true);
    await setGridCheckbox(payeeRow(page, 'Quinn Portal').getByRole('checkbox'), true);
    await page.getByRole('button', { name: 'Invite to portal (2)' }).click();
    await page.getByText('Invited 2 payees').waitFor();
    await payeeRow(page, 'Pat Portal').getByText('Invited', { exact: true }).waitFor();
    await payeeRow(page, 'Quinn Portal')
      .getByRole('button', { name: 'Resend Invitation for Quinn Portal' })
      .waitFor();

    // Pat opens the link from the outbox and signs up; the contractor app opens.
    const link = await waitForMailLink(suite.app, PAT, '/acceptdomaininvitation');
    const { context: patContext, page: pat } = await openPage(suite.browser, url);
    pat.setDefaultTimeout(45_000);
    await pat.goto(`${link.pathname}${link.search}`);
    await heading(pat, 'Accept invitation');
    await pat.getByText('Lakeside Studio invited you', { exact: false }).waitFor();
    await pat.getByLabel('First name').fill('Pat');
    await pat.getByLabel('Last name').fill('Portal');
    await pat.getByLabel('Choose a password').fill(CONTRACTOR_PASSWORD);
    await pat.getByLabel('Password again').fill(CONTRACTOR_PASSWORD);
    await passAltcha(pat);
    await pat.getByRole('button', { name: 'Accept and create my login' }).click();
    await pat.waitForURL(/\/contractor\//);

    // The second payer invites Pat too; Pat accepts with the same login.
    await graphqlOrThrow(payerB, url, 'mutation($id: Int!) { inviteDomain(subEntityId: $id) { id } }', {
      id: harborPat,
    });
    let second = await waitForMailLink(suite.app, PAT, '/acceptdomaininvitation');
    while (second.href === link.href) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      second = await waitForMailLink(suite.app, PAT, '/acceptdomaininvitation');
    }
    const accepted = await graphqlAsBrowser(
      patContext,
      url,
      '/access/graphql',
      'mutation($e: String!, $c: String!, $p: String!, $a: String!) { acceptDomainInvitation(email: $e, code: $c, password: $p, altcha: $a) }',
      {
        e: second.searchParams.get('email') ?? '',
        c: second.searchParams.get('code') ?? '',
        p: CONTRACTOR_PASSWORD,
        a: await solveAltcha(patContext.request, url),
      },
    );
    expect(accepted.errors).toBeUndefined();

    // 1099 Forms: both payers' forms under one login; View gives the Copy B PDF.
    await pat.goto('/contractor/forms');
    await heading(pat, '1099 Forms');
    await payeeRow(pat, 'Lakeside Studio').getByText('***-**-6781').waitFor();
    await payeeRow(pat, 'Harbor Supply').waitFor();
    const view = payeeRow(pat, 'Lakeside Studio').getByRole('link', { name: /^View 1099-NEC 2025/ });
    const href = await view.getAttribute('href');
    const pdf = await patContext.request.get(`${url}${href ?? ''}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // W9 Info: Pat sends an updated W-9 to Lakeside Studio; the payer sees it as Filled.
    await pat.goto('/contractor/w9');
    await heading(pat, 'W9 Info');
    const card = pat.getByRole('region', { name: 'Lakeside Studio' });
    await card.getByRole('button', { name: 'Send updated W-9' }).click();
    const dialog = pat.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Street address' }).fill('9 Elm St');
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await drawSignature(pat);
    await dialog.getByRole('button', { name: 'Sign and submit' }).click();
    await pat.getByText('Your W-9 was sent to Lakeside Studio').waitFor();

    // E-mail delivery consent for Harbor Supply: the disclosures, the sample PDF's code; then withdrawn.
    const harbor = pat.getByRole('region', { name: 'Harbor Supply' });
    await harbor.getByRole('button', { name: 'Receive copies by e-mail' }).click();
    const consent = pat.getByRole('dialog', { name: 'Receive copies from Harbor Supply by e-mail' });
    const sampleHref = await consent.getByRole('link', { name: 'open the sample PDF' }).getAttribute('href');
    const sample = await patContext.request.get(`${url}${sampleHref ?? ''}`);
    const code = /Your code: (\w+)/.exec((await pdfPages(await sample.body())).join('\n'))?.[1] ?? '';
    await consent.getByLabel('Code from the sample PDF').fill(code);
    await consent.getByRole('button', { name: 'I consent to electronic statements' }).click();
    await pat.getByText('You will receive your 1099s from Harbor Supply by e-mail').waitFor();
    await harbor.getByText('1099 copies: by e-mail (you consented)').waitFor();
    await harbor.getByRole('button', { name: 'Withdraw e-mail consent' }).click();
    await harbor.getByText('1099 copies: on paper (you withdrew your consent)').waitFor();
    await page.reload();
    await heading(page, 'Payees');
    await payeeRow(page, 'Pat Portal').getByText('Filled').waitFor();

    // The payer disables the access; Lakeside's forms are gone for Pat, Harbor's stay.
    await payeeRow(page, 'Pat Portal').getByRole('button', { name: 'Disable Access for Pat Portal' }).click();
    await page.getByText('Access disabled').waitFor();
    await payeeRow(page, 'Pat Portal').getByText('Disconnected').waitFor();
    await pat.goto('/contractor/forms');
    await heading(pat, '1099 Forms');
    await payeeRow(pat, 'Harbor Supply').waitFor();
    expect(await pat.getByRole('row').filter({ hasText: 'Lakeside Studio' }).count()).toBe(0);
    expect((await patContext.request.get(`${url}${href ?? ''}`)).status()).toBe(404);
  }, 240_000);
});
