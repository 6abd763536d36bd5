import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateIrisXmlWithSchema } from '@file1099/efile';
import { startFake, type RunningIrisFake } from '@file1099/fakes/iris';
import {
  addPromoFundsViaApi,
  completePayerViaApi,
  graphqlOrThrow as call,
  signUpViaApi,
  TEST_ADDRESS,
  useAppWithSuperAdmin,
} from './api.ts';
import { openPage } from './harness.ts';
import { heading } from './steps.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 16, the manual agency flow: a user's submitted NEC filings reach the back office's
 * Transmissions screen; the super admin generates the IRIS file, downloads it (valid against the
 * official XSD), records the ACK number, marks one record rejected with a reason; the user sees
 * 'Rejected by IRS: reason', moves it to Draft and submits it again at no charge; the second
 * transmission is marked accepted and the user sees Accepted.
 */
const PASSWORD = 'a long enough password';
const ADMIN = E2E_SUPER_ADMIN;
const REASON = 'Payee name and TIN do not match IRS records';

interface Draft {
  name: string;
  tin: string;
  filingType: string;
  filingData: Record<string, number | string>;
}

const NEC_DRAFTS: readonly Draft[] = [
  {
    name: 'Bolt Supply Inc',
    tin: '987654321',
    filingType: 'Type_1099_NEC',
    filingData: { nonEmployeeComp: 125_000 },
  },
  {
    name: 'Nut Works LLC',
    tin: '987654322',
    filingType: 'Type_1099_NEC',
    filingData: { nonEmployeeComp: 125_000 },
  },
];

/** A complete payer and 2025 drafts (two NEC unless told) with federal eFile selected; their ids. */
async function prepareNecDrafts(
  context: BrowserContext,
  url: string,
  drafts: readonly Draft[] = NEC_DRAFTS,
): Promise<number[]> {
  const address = TEST_ADDRESS;
  await completePayerViaApi(context, url, 'Transmit Co');
  const ids: number[] = [];
  for (const { name, tin, filingType, filingData } of drafts) {
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
          filingType,
          filingYear: 2025,
          filingData,
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

/**
 * The Transmissions screen after the job made the filings ready: Generate shows their count; then
 * the snackbar, or the new file's row when one is named.
 */
async function generate(page: Page, count: number, row?: RegExp): Promise<void> {
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
  if (row) await page.getByRole('row').filter({ hasText: row }).first().waitFor();
  else await page.getByTestId('notification-stack').getByText('Generate successfully').waitFor();
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
      await addPromoFundsViaApi(suite.admin, user.context, suite.app.url, 10000);
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

/** The acknowledgement e-mails the app wrote to its outbox for an address. */
function acknowledgementMails(dataDir: string, to: string): { subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.template === 'acknowledgement' && mail.to === to);
}

interface OutboxMail {
  template: string;
  to: string;
  subject: string;
  text: string;
}

/** Generate through the API (the set-up rounds), once the job made `count` filings ready. */
async function generateViaApi(admin: BrowserContext, url: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await call(admin, url, 'query { filingsToBeProcessed }')).filingsToBeProcessed, {
      timeout: 120_000,
      interval: 1_000,
    })
    .toBe(count);
  await call(admin, url, 'mutation { createTNNTransmissionRecords { filingCount } }');
}

async function stateStatuses(context: BrowserContext, url: string, ids: number[]) {
  const data = await call(
    context,
    url,
    'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id stateFilingStatus } }',
    {
      ids,
    },
  );
  const rows = data.filingsByIds as { id: number; stateFilingStatus: string | null }[];
  return ids.map((id) => rows.find((row) => row.id === id)?.stateFilingStatus);
}

async function availableCredits(context: BrowserContext, url: string): Promise<number> {
  return (await call(context, url, 'query { availableCredits }')).availableCredits as number;
}

/** Georgia takes part in CF/SF for NEC and MISC: the IRS forwards the federal record. */
const GEORGIA = { state1Code: 'GA', state1EIN: '1234567AB' };
const WARNING = 'Recipient name control does not match the TIN.';

/**
 * Issue 16, the A2A path against the fake IRIS: the app runs with iris.a2a configured (ATS, the
 * fake's endpoints). Set-up: a first NEC filing is transmitted and accepted, and the user makes a
 * correction of it. Then the user submits NEC and MISC filings with a Georgia state filing by CF/SF
 * and the correction; the super admin's Generate queues an original and a correction transmission,
 * the job uploads them and polls (Processing once, then final); the fake accepts the correction and
 * one NEC record, accepts the other NEC record with an error and rejects the MISC submission. The
 * user sees Accepted, the warning and the IRS's reason, and has the e-mail; fixes the MISC filing and
 * submits it again without paying; the next Generate sends it as a replacement (R) naming the
 * rejected submission, and the user sees it Accepted.
 */
describe('agency transmissions through IRIS A2A', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: RunningIrisFake | undefined;
  beforeAll(async () => {
    fake = await startFake({
      publicKeyPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      clientId: 'e2e-client',
      userId: 'e2e-user',
      keyId: 'e2e-key',
      tcc: 'E2E01',
    });
  });
  afterAll(async () => {
    await fake?.close();
  });
  const suite = useAppWithSuperAdmin(ADMIN, () => ({
    CONFIG_IRIS_A2A_ENABLED: 'true',
    CONFIG_IRIS_A2A_ENVIRONMENT: 'ats',
    CONFIG_IRIS_A2A_ATSENDPOINTS: JSON.stringify(fake?.endpoints ?? {}),
    CONFIG_IRIS_A2A_TCC: 'E2E01',
    CONFIG_IRIS_A2A_CLIENTID: 'e2e-client',
    CONFIG_IRIS_A2A_KEYID: 'e2e-key',
    CONFIG_IRIS_A2A_USERID: 'e2e-user',
    CONFIG_IRIS_A2A_PRIVATEKEY: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    CONFIG_IRIS_A2A_FIRSTPOLLSECONDS: '1',
  }));

  it(
    'transmits with a state and a correction, shows the warning and the reason, replaces the rejected one',
    { timeout: 600_000 },
    async () => {
      const email = 'a2a@example.test';
      const url = suite.app.url;
      const user = await openPage(suite.browser, url);
      user.page.setDefaultTimeout(90_000);
      await signUpViaApi(user.context, suite.app, { email, password: PASSWORD, accountName: 'Transmit Co' });
      const [priorId = 0, ...ids] = await prepareNecDrafts(user.context, url, [
        {
          name: 'Prior Parts Corp',
          tin: '987654320',
          filingType: 'Type_1099_NEC',
          filingData: { nonEmployeeComp: 90_000 },
        },
        ...NEC_DRAFTS.map((draft) => ({
          ...draft,
          filingData: { ...draft.filingData, ...GEORGIA, state1Income: 125_000 },
        })),
        {
          name: 'Rent Hall LLC',
          tin: '987654323',
          filingType: 'Type_1099_MISC',
          filingData: { rents: 240_050, ...GEORGIA, state1Income: 240_050 },
        },
      ]);
      const [, , rentId = 0] = ids;
      await call(
        user.context,
        url,
        'mutation($s: [StateSubInput!]!) { bulkUpdateStateSub(stateSubs: $s) { id } }',
        { s: ids.map((filingId) => ({ filingId, selected: true, filingMethod: 'CFSF' })) },
      );
      await addPromoFundsViaApi(suite.admin, user.context, url, 20000);

      // Set-up: the first NEC filing goes through IRIS and is accepted; the user corrects its amount.
      await submit(user.context, url, [priorId]);
      await generateViaApi(suite.admin, url, 1);
      await expect
        .poll(() => statuses(user.context, url, [priorId]), { timeout: 120_000, interval: 1_000 })
        .toEqual(['Accepted']);
      const created = await call(
        user.context,
        url,
        'mutation($id: Int!) { createCorrection(filingId: $id, kind: OneStep) { id payeeId } }',
        { id: priorId },
      );
      const [correction] = created.createCorrection as { id: number; payeeId: number }[];
      const correctionId = correction?.id ?? 0;
      await call(user.context, url, 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }', {
        f: {
          id: correctionId,
          payeeId: correction?.payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 95_000 },
        },
      });
      await call(
        user.context,
        url,
        'mutation($ids: [Int!]!) { bulkUpdateFedSub(filingIds: $ids, selected: true) { id } updateTINMatchByFilingIds(filingIds: $ids, selected: false) { id } }',
        { ids: [correctionId] },
      );

      // The correction goes first, alone, and is accepted. Then the batch, NEC and MISC with Georgia,
      // in one transmission: Generate reads by account and form, so MISC is submission 1 and NEC 2.
      // The second NEC record is accepted with an error and MISC is rejected.
      const batch = [...ids, correctionId];
      const nextOutcome = (outcome: object) =>
        fetch(`${fake?.url}/__fake/next-outcome`, { method: 'POST', body: JSON.stringify(outcome) });
      await submit(user.context, url, [correctionId]);
      await nextOutcome({ processingPolls: 1 });
      const page = suite.admin.pages()[0] ?? (await suite.admin.newPage());
      page.setDefaultTimeout(90_000);
      await page.setViewportSize({ width: 2200, height: 1200 });
      // ATS: the file carries TestCd T and TEST in its name.
      await generate(page, 1, /IRIS_TEST_TY2025_C_/);
      await expect
        .poll(() => statuses(user.context, url, [correctionId]), { timeout: 120_000, interval: 1_000 })
        .toEqual(['Accepted']);
      await submit(user.context, url, ids);
      await nextOutcome({
        rejectSubmissions: ['1'],
        recordErrors: [{ submissionId: '2', recordId: '2', message: WARNING }],
        processingPolls: 1,
      });
      await generate(page, 3);
      await expect
        .poll(() => statuses(user.context, url, batch), { timeout: 120_000, interval: 1_000 })
        .toEqual(['Accepted', 'Accepted', 'Agency_Rejected', 'Accepted']);
      const sent = fake?.intake.transmissions ?? [];
      expect(sent.map((t) => [t.transmissionType, t.testCd, t.final.status]).sort()).toEqual([
        ['C', 'T', 'Accepted'],
        ['O', 'T', 'Accepted'],
        ['O', 'T', 'Partially Accepted'],
      ]);
      // CF/SF: the accepted records' Georgia filings are done; the rejected one waits.
      expect(await stateStatuses(user.context, url, ids)).toEqual(['Filed', 'Filed', 'Submitted']);
      const rejectedReceipt = sent.find((t) => t.final.status === 'Partially Accepted')?.receiptId;

      // The user: the warning on the accepted NEC filing, the reason on the MISC one.
      await user.page.setViewportSize({ width: 2560, height: 1200 });
      await user.page.goto('/file1099/filings?tab=2');
      await user.page
        .getByRole('row')
        .filter({ hasText: 'Nut Works LLC' })
        .getByText(`Accepted with errors: F1099-500-01 ${WARNING} RecipientDetail/TIN`)
        .waitFor();
      await user.page
        .getByRole('row')
        .filter({ hasText: 'Bolt Supply Inc' })
        .getByText('Accepted', { exact: true })
        .waitFor();
      await user.page.goto('/file1099/filings?tab=1');
      await user.page
        .getByRole('row')
        .filter({ hasText: 'Rent Hall LLC' })
        .getByText(/Rejected by IRS: .*Issuer name and TIN must match IRS records\./)
        .waitFor();

      await expect
        .poll(() => acknowledgementMails(suite.app.dataDir, email).length, { timeout: 30_000, interval: 500 })
        .toBe(3);
      const mail = acknowledgementMails(suite.app.dataDir, email).find((m) => m.subject.includes('rejected'));
      expect(mail?.subject).toBe('The IRS rejected 1 filing of Transmit Co');
      expect(mail?.text).toContain('1 filing Accepted, 1 filing Accepted with errors, 1 filing Rejected.');
      expect(mail?.text).toContain(
        'Form 1099-MISC for Rent Hall LLC: Issuer name and TIN must match IRS records.',
      );
      expect(mail?.text).toContain(WARNING);
      expect(mail?.text).not.toMatch(/98765432\d|123456789/);

      // The fix and the re-submission: nothing charged; the next Generate sends a replacement.
      await call(user.context, url, 'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }', {
        ids: [rentId],
      });
      const rent = await call(user.context, url, 'query($id: Int!) { filing(id: $id) { payeeId } }', {
        id: rentId,
      });
      await call(user.context, url, 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }', {
        f: {
          id: rentId,
          payeeId: (rent.filing as { payeeId: number }).payeeId,
          filingType: 'Type_1099_MISC',
          filingYear: 2025,
          filingData: { rents: 240_000, ...GEORGIA, state1Income: 240_000 },
        },
      });
      const credits = await availableCredits(user.context, url);
      expect(await submit(user.context, url, [rentId])).toBe(0);
      expect(await availableCredits(user.context, url)).toBe(credits);

      await generate(page, 1, /IRIS_TEST_TY2025_R_/);
      await expect
        .poll(() => statuses(user.context, url, [rentId]), { timeout: 120_000, interval: 1_000 })
        .toEqual(['Accepted']);
      expect(fake?.intake.transmissions.at(-1)).toMatchObject({
        transmissionType: 'R',
        originalReceiptId: '',
        originalUniqueSubmissionIds: [`${rejectedReceipt ?? ''}|1`],
        final: { status: 'Accepted' },
      });
      expect(await stateStatuses(user.context, url, [rentId])).toEqual(['Filed']);
      await user.page.goto('/file1099/filings?tab=2');
      await user.page
        .getByRole('row')
        .filter({ hasText: 'Rent Hall LLC' })
        .getByText('Accepted', { exact: true })
        .waitFor();
    },
  );
});
