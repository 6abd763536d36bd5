import { BlobReader, TextWriter, ZipReader } from '@zip.js/zip.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { preparePayer } from '../transmissions/transmissions.fixtures.ts';
import { SELF_EFILE_REST_MESSAGES } from './self-efile.routes.ts';
import { SELF_EFILE_MESSAGES } from './self-efile.service.ts';

describeEachDatabase('Self eFile zip over REST', (kind) => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  /** An account whose Delaware NECs are filed with the IRS and ready for the state download. */
  async function readyAccount(email: string, payeeCount: number) {
    const f = await createBillingFixture(database, t.services.tinVault, { email, payeeCount });
    await preparePayer(database, t.services.tinVault, f.domain.id);
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    for (const row of rows)
      await database.db
        .update(filings)
        .set({
          status: 'Accepted',
          stateFilingStatus: 'ReadyForDownload',
          filingData: { ...row.filingData, state1Code: 'DE', state1EIN: '12345678', state1Income: 250_000 },
          fedSub: { ...row.fedSub, isPaid: true },
          stateSub: {
            selected: true,
            isPaid: true,
            filingMethod: 'SelfEFile',
            stateCode: 'DE',
            uniqueRecordId: null,
          },
        })
        .where(eq(filings.id, row.id));
    const client = await t.client().signInTo(email, TEST_PASSWORD, f.domain.id);
    return { client, ids: rows.map((row) => row.id) };
  }

  it('packs the chosen filings in the AES zip, for the caller’s own account only', async () => {
    const acme = await readyAccount('self-efile-rest@example.test', 3);
    const other = await readyAccount('self-efile-other@example.test', 1);
    const url = (ids: readonly number[]) => `/rs/api/filings/transmissions/?filingIds=${ids.join(',')}`;

    const chosen = acme.ids.slice(0, 2);
    const response = await acme.client.request({ url: url(chosen) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="SelfEFile_TY2025.zip"');
    const reader = new ZipReader(new BlobReader(new Blob([new Uint8Array(response.rawPayload)])), {
      password: '6789',
    });
    const texts = new Map<string, string>();
    for (const entry of await reader.getEntries())
      if (!entry.directory) texts.set(entry.filename, await entry.getData(new TextWriter()));
    await reader.close();
    expect([...texts.keys()]).toEqual(['DE/DE_1099_TY2025.txt', 'README.txt']);
    const bRecords = (texts.get('DE/DE_1099_TY2025.txt') ?? '')
      .split('\r\n')
      .filter((l) => l.startsWith('B'));
    expect(bRecords).toHaveLength(2);

    // Another account's filing id gives nothing of theirs.
    const foreign = await acme.client.request({ url: url(other.ids) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: SELF_EFILE_MESSAGES.nothing });
    const mixed = await acme.client.request({ url: url([...other.ids, ...chosen.slice(0, 1)]) });
    expect(mixed.statusCode).toBe(200);

    expect((await acme.client.request({ url: url([]) })).json()).toMatchObject({
      message: SELF_EFILE_REST_MESSAGES.chooseFilings,
    });
    expect(
      (await acme.client.request({ url: '/rs/api/filings/transmissions/?filingIds=1,x' })).json(),
    ).toMatchObject({ message: SELF_EFILE_REST_MESSAGES.chooseFilings });
    await database.db
      .update(filings)
      .set({ filingYear: 2024 })
      .where(eq(filings.id, acme.ids[2] ?? 0));
    expect((await acme.client.request({ url: url(acme.ids) })).json()).toMatchObject({
      message: SELF_EFILE_REST_MESSAGES.oneYear,
    });
    expect(
      (await acme.client.request({ url: `${url(chosen)}&westVirginiaQuarterlyTaxDue=1,2` })).json(),
    ).toMatchObject({ message: SELF_EFILE_REST_MESSAGES.quarters });
    expect((await t.client().request({ url: url(chosen) })).statusCode).toBe(403);
  });
});
