import type { BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { graphqlAsBrowser, signUpViaApi, useAppWithSuperAdmin, waitForMailLink } from './api.ts';
import { CONTEXT_OPTIONS, openPage, recordBrowserSecrets } from './harness.ts';
import { drawSignature, heading } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 18, the W-9 journey: a payer requests W-9s for three payees and pays with funds (the test
 * card in Add Funds); one payee opens the e-mailed link on a phone, completes the wizard, draws a
 * signature and submits; the payer sees Filled, reads the signed PDF back, applies it, and reminds
 * and cancels another payee's request.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const PAYEES = [
  { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@w9.test' },
  { firstName: 'Sam', lastName: 'Lee', email: 'sam@w9.test' },
  { firstName: 'Ana', lastName: 'Ito', email: 'ana@w9.test' },
];

async function askDomain(
  context: BrowserContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const result = await graphqlAsBrowser(context, url, '/rs/graphql', query, variables);
  if (result.errors || !result.data) throw new Error((result.errors ?? []).map((e) => e.message).join('; '));
  return result.data;
}

/** Page 1 of a PDF as text runs with their positions. */
async function pdfText(bytes: Buffer): Promise<{ text: string; x: number; y: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]) }]
      : [],
  );
}

function w9Cell(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name }).first();
}

describe('W-9 requests in a browser', () => {
  const suite = useAppWithSuperAdmin(ADMIN, () => ({ CONFIG_W9_REMINDINTERVALHOURS: '0' }));

  it('requests, pays, signs on a phone, views the PDF and applies it', { timeout: 400_000 }, async () => {
    const { context, page } = await openPage(suite.browser, suite.app.url);
    page.setDefaultTimeout(45_000);
    await page.setViewportSize({ width: 1800, height: 1000 });
    await signUpViaApi(context, suite.app, {
      email: 'w9-payer@example.test',
      password: PASSWORD,
      accountName: 'Lakeside Bakery',
    });
    for (const payee of PAYEES)
      await askDomain(
        context,
        suite.app.url,
        'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
        {
          p: {
            entityType: 'Individual',
            firstName: payee.firstName,
            lastName: payee.lastName,
            tinType: 'SSN',
            tin: '521-12-3456',
            emailAddress: payee.email,
          },
        },
      );

    // Request W-9s for every payee without one; the funds are empty, so Pay opens Add Funds.
    await page.goto('/file1099/payees');
    await heading(page, 'Payees');
    await w9Cell(page, 'Rosa Diaz').getByText('Missing').waitFor();
    await page.getByRole('button', { name: 'Request W-9s' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByTestId('w9-available-funds').getByText('Available funds: $0.00').waitFor();
    await confirm.getByRole('button', { name: 'Pay $3.00 and send' }).click();
    const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
    await addFunds.getByLabel('Card number').fill('4111 1111 1111 1111');
    await addFunds.getByRole('button', { name: /^Pay \$/ }).click();
    await addFunds.waitFor({ state: 'hidden' });
    await confirm.getByText('Available funds: $3.99').waitFor();
    await confirm.getByRole('button', { name: 'Pay $3.00 and send' }).click();
    await confirm.waitFor({ state: 'hidden' });
    for (const payee of PAYEES)
      await w9Cell(page, `${payee.firstName} ${payee.lastName}`).getByText('Requested').waitFor();

    // The payee opens the link on a phone, no login.
    const link = await waitForMailLink(suite.app, 'rosa@w9.test', '/w9');
    const phone = await suite.browser.newContext({
      ...CONTEXT_OPTIONS,
      baseURL: suite.app.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    recordBrowserSecrets(phone);
    const payeePage = await phone.newPage();
    payeePage.setDefaultTimeout(45_000);
    await payeePage.goto(`${link.pathname}${link.search}`);
    await payeePage.getByRole('heading', { name: 'Hello, Rosa Diaz' }).waitFor();
    await payeePage
      .getByText('Lakeside Bakery asks you to fill in and sign Form W-9', { exact: false })
      .waitFor();
    await payeePage.getByRole('button', { name: 'Get Started' }).click();
    await payeePage.getByRole('button', { name: 'Next' }).click();
    await payeePage.getByText('Please select how you do your business.').waitFor();
    await payeePage.getByRole('button', { name: /^Individual/ }).click();
    await payeePage.getByRole('button', { name: 'Next' }).click();
    await payeePage.getByRole('textbox', { name: 'Taxpayer identification number' }).fill('123456789');
    await payeePage.getByRole('textbox', { name: 'Street address' }).fill('9 Elm St');
    await payeePage.getByRole('textbox', { name: 'City' }).fill('Austin');
    await payeePage.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await payeePage.getByRole('textbox', { name: 'ZIP code' }).fill('73301');
    await payeePage.getByRole('button', { name: 'Next' }).click();
    await payeePage.getByText('Please enter all the required fields').waitFor();
    for (const box of await payeePage.getByRole('checkbox').all()) await box.check();
    await payeePage.getByRole('button', { name: 'Next' }).click();
    await payeePage.getByRole('button', { name: 'Sign and submit' }).click();
    await payeePage.getByText('You must sign the W-9 form to continue.').waitFor();
    await drawSignature(payeePage);
    await payeePage.getByRole('button', { name: 'Sign and submit' }).click();
    await payeePage.getByRole('link', { name: 'View W-9' }).waitFor();
    await phone.close();

    // The payer sees Filled and reads the signed W-9 back.
    await page.reload();
    await heading(page, 'Payees');
    await w9Cell(page, 'Rosa Diaz').getByText('Filled').waitFor();
    const href = await w9Cell(page, 'Rosa Diaz')
      .getByRole('link', { name: 'View W-9 of Rosa Diaz' })
      .getAttribute('href');
    const pdf = await context.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const items = await pdfText(await pdf.body());
    const texts = items.map((item) => item.text);
    expect(texts).toContain('Rosa Diaz');
    const ssn = items
      .filter((i) => i.x > 415 && i.y > 396 && i.y < 420)
      .sort((a, b) => a.x - b.x)
      .map((i) => i.text)
      .join('')
      .replace(/\D/g, '');
    expect(ssn).toBe('123456789');
    // Line 3a: the Individual/sole proprietor box carries the check mark.
    expect(items.some((i) => i.text === '4' && Math.abs(i.x - 75) < 6 && Math.abs(i.y - 606) < 6)).toBe(true);
    expect(texts.some((t) => /^\d{2}\/\d{2}\/\d{4}$/.test(t))).toBe(true);

    // Apply: the differences first, then the payee shows the W-9's address and Ready.
    await w9Cell(page, 'Rosa Diaz').getByRole('button', { name: 'Apply the W-9 of Rosa Diaz' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply the W-9 to the payee' });
    await apply.getByRole('cell', { name: '9 Elm St, Austin, TX 73301', exact: false }).first().waitFor();
    await apply.getByRole('button', { name: 'Apply' }).click();
    await apply.waitFor({ state: 'hidden' });
    await w9Cell(page, 'Rosa Diaz').getByText('Ready').waitFor();
    await w9Cell(page, 'Rosa Diaz').getByText('9 Elm St', { exact: false }).waitFor();

    // Remind e-mails Sam the same link again (this app lets a reminder go at once); Cancel ends it.
    const samLinks = () =>
      suite.app.mailLinks('sam@w9.test').filter((link) => new URL(link).pathname === '/w9');
    const [samLink] = samLinks();
    await w9Cell(page, 'Sam Lee').getByRole('button', { name: 'Remind Sam Lee' }).click();
    await page.getByText('Reminded 1 payee').waitFor();
    await expect.poll(samLinks, { timeout: 20_000 }).toEqual([samLink, samLink]);
    await w9Cell(page, 'Sam Lee').getByRole('button', { name: 'Cancel the W-9 request of Sam Lee' }).click();
    await w9Cell(page, 'Sam Lee').getByText('Missing').waitFor();
    const status = await askDomain(
      context,
      suite.app.url,
      'query { payees(pageSize: 10) { displayName w9Request { w9RequestStatus } } }',
    );
    expect(status.payees).toEqual(
      expect.arrayContaining([
        { displayName: 'Rosa Diaz', w9Request: { w9RequestStatus: 'Applied' } },
        { displayName: 'Sam Lee', w9Request: { w9RequestStatus: 'Cancelled' } },
      ]),
    );
  });
});
