import fs from 'node:fs';
import { BlobReader, TextWriter, ZipReader } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import {
  addPromoFundsViaApi,
  completePayerViaApi,
  graphqlOrThrow as call,
  signUpViaApi,
  TEST_ADDRESS,
  useAppWithSuperAdmin,
} from './api.ts';
import { openPage } from './harness.ts';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

/**
 * Issue 16 item 7: a user's NEC filing with a Delaware state filing by Self eFile. The back office
 * generates and marks the federal transmission accepted; the state filing becomes ready; the user
 * downloads the Self eFile zip from the Filings page and it opens with the payer TIN's last 4 digits
 * (completePayerViaApi gives the payer TIN 123456789).
 */
const ADMIN = E2E_SUPER_ADMIN;

describe('Self eFile state transmissions', () => {
  const suite = useAppWithSuperAdmin(ADMIN);

  it('downloads the Self eFile zip and opens it with the TIN last 4', { timeout: 300_000 }, async () => {
    const url = suite.app.url;
    const user = await openPage(suite.browser, url);
    user.page.setDefaultTimeout(90_000);
    await signUpViaApi(user.context, suite.app, {
      email: 'state@example.test',
      password: 'a long enough password',
      accountName: 'State Co',
    });
    await completePayerViaApi(user.context, url, 'State Co');
    const payee = await call(
      user.context,
      url,
      'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
      {
        p: {
          entityType: 'Business',
          businessName: 'Dover Tools Inc',
          tinType: 'EIN',
          tin: '987654329',
          address: TEST_ADDRESS,
        },
      },
    );
    const filing = await call(
      user.context,
      url,
      'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
      {
        f: {
          payeeId: (payee.addEditPayee as { id: number }).id,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: {
            nonEmployeeComp: 125_000,
            state1Code: 'DE',
            state1EIN: '1234567',
            state1Income: 125_000,
            state1TaxWithheld: 2_500,
          },
        },
      },
    );
    const id = (filing.addEditFiling as { id: number }).id;
    await call(
      user.context,
      url,
      'mutation($id: Int!) { updateFedSub(filingId: $id, selected: true) { id } updateTINMatchByFilingIds(filingIds: [$id], selected: false) { id } }',
      { id },
    );
    const state = await call(
      user.context,
      url,
      'mutation($id: Int!) { updateStateSub(filingId: $id, selected: true, filingMethod: SelfEFile) { stateSub { filingMethod stateCode } } }',
      { id },
    );
    expect(state.updateStateSub).toEqual({ stateSub: { filingMethod: 'SelfEFile', stateCode: 'DE' } });
    await addPromoFundsViaApi(suite.admin, user.context, url, 10000);
    const invoice = await call(
      user.context,
      url,
      'query($ids: [Int!]!) { submissionInvoice(filingIds: $ids) { totalAmount } }',
      {
        ids: [id],
      },
    );
    await call(
      user.context,
      url,
      'mutation($ids: [Int!]!, $t: Int!) { submitFilings(filingIds: $ids, expectedTotal: $t) { submittedFilingIds } }',
      {
        ids: [id],
        t: (invoice.submissionInvoice as { totalAmount: number }).totalAmount,
      },
    );

    // The back office: the federal job made it ready; Generate, record the ACK, Mark as Accepted.
    await expect
      .poll(
        async () => (await call(suite.admin, url, 'query { filingsToBeProcessed }')).filingsToBeProcessed,
        {
          timeout: 120_000,
          interval: 1_000,
        },
      )
      .toBe(1);
    const generated = await call(
      suite.admin,
      url,
      'mutation { createTNNTransmissionRecords { transmissions { id } } }',
    );
    const [transmission] = (generated.createTNNTransmissionRecords as { transmissions: { id: number }[] })
      .transmissions;
    for (const [status, ack] of [
      ['Sent_To_Agency', 'ACK-STATE-1'],
      ['Response_Received', null],
    ] as const)
      await call(
        suite.admin,
        url,
        'mutation($id: Int!, $s: TransmissionStatus!, $a: String) { updateTNNTransmissionRecord(transmissionId: $id, transmissionStatus: $s, ackNumber: $a) { id } }',
        {
          id: transmission?.id,
          s: status,
          a: ack,
        },
      );

    // The user: the state filings download screen lists it and the zip opens with 6789.
    await user.page.goto('/file1099/filings?tab=2&trowser=selfefile');
    const dialog = user.page.getByRole('dialog', { name: 'Download Self eFile Transmissions' });
    await dialog.getByRole('grid', { name: 'State filings' }).getByText('Dover Tools Inc').waitFor();
    await dialog.getByText('the last 4 digits of your business').waitFor();
    const [download] = await Promise.all([
      user.page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SelfEFile_TY2025.zip');
    const bytes = fs.readFileSync((await download.path()) ?? '');
    const reader = new ZipReader(new BlobReader(new Blob([bytes])), { password: '6789' });
    const texts = new Map<string, string>();
    for (const entry of await reader.getEntries())
      if (!entry.directory) texts.set(entry.filename, await entry.getData(new TextWriter()));
    await reader.close();
    expect([...texts.keys()]).toEqual(['DE/DE_1099_TY2025.txt', 'README.txt']);
    const records = (texts.get('DE/DE_1099_TY2025.txt') ?? '').split('\r\n').filter(Boolean);
    expect(records.map((r) => r.charAt(0))).toEqual(['T', 'A', 'B', 'C', 'F']);
    expect(records[2]).toContain('DOVER TOOLS INC');
    expect(records[2]?.slice(722, 734)).toBe('000000002500');
  });
});
