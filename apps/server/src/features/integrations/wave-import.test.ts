import { readWaveExportPayments, startFake, waveId, type RunningWaveFake } from '@file1099/fakes/wave';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { filings } from '../filings/filings.table.ts';
import { uploadFile } from '../imports/import-test-files.ts';
import { createImportJobHandler } from '../imports/imports.job.ts';
import { IMPORT_JOB_KIND } from '../imports/imports.service.ts';
import { importRecords, importRuns } from '../imports/imports.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { finishConnect, startConnect } from './test-support/connect-tests.ts';
import { waveSettings } from './test-support/wave-tests.ts';
import { WAVE_IMPORT_MESSAGES } from './wave-import.ts';

const YEAR = 2026;
const NEC = new Set(['60', '61', '62']);
const RENT = new Set(['63']);

/**
 * NEC and rent per vendor name from the export, read without the product's parser: what was paid from
 * a bank account (not a card, not PayPal), bill payments split over their bills' expense lines.
 */
function expectedFromCsv(csv: string, necNames: Set<string>, rentNames: Set<string>) {
  const totals = new Map<string, { nec: number; rent: number }>();
  for (const line of readWaveExportPayments(csv)) {
    if (line.fundingType !== 'Cash and Bank' || /paypal/i.test(line.fundingName) || line.vendor === '')
      continue;
    const entry = totals.get(line.vendor) ?? { nec: 0, rent: 0 };
    if (necNames.has(line.accountName)) entry.nec += line.cents;
    if (rentNames.has(line.accountName)) entry.rent += line.cents;
    totals.set(line.vendor, entry);
  }
  return totals;
}

describeEachDatabase('Wave: vendors from the API, payments from its CSV export', (kind) => {
  let fake: RunningWaveFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let owner: TestClient;
  let integrationId = 0;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: waveSettings(fake) });
    cast = await createCast(database);
    owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  async function gql(query: string, variables?: Record<string, unknown>) {
    return (await owner.graphql('/rs/graphql', query, variables)).body as {
      data?: Record<string, unknown> | null;
      errors?: { message: string }[];
    };
  }
  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
    }).drain();
  const business = () => {
    const found = fake.businesses[0];
    if (!found) throw new Error('no business');
    return found;
  };
  const exportCsv = async () =>
    (
      await fetch(
        `${fake.url}/__fake/export/transactions.csv?businessId=${encodeURIComponent(business().id)}&year=${YEAR}`,
      )
    ).text();
  const upload = async (csv: string, name = 'wave-transactions.csv') => {
    const answer = await uploadFile(
      owner,
      Buffer.from(csv),
      { resourceType: 'filings', filingYear: String(YEAR) },
      name,
    );
    return answer.json<{ message?: string; data?: { id: number; status: string } }>();
  };

  it('refuses the export before Wave is connected, and refuses any other CSV', async () => {
    expect((await upload(await exportCsv())).message).toBe(WAVE_IMPORT_MESSAGES.notConnected);
    expect((await upload('Name,TIN,Amount\r\nA,1,2\r\n')).message).toContain(
      "is not Wave's transactions export",
    );
  });

  it('imports the business’s vendors as payees without TINs, flagged for a W-9, and fills the payer', async () => {
    const { callback } = await startConnect(owner, '/access/connectToWave');
    await finishConnect(owner, callback);
    const found = await gql('{ accountingIntegration(partner: Wave) { id } }');
    integrationId = (found.data?.accountingIntegration as { id: number }).id;
    const created = await gql(
      `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
      { id: integrationId },
    );
    expect(created.errors).toBeUndefined();
    const runId = (created.data?.createPartnerImport as { id: number }).id;
    const kinds = await database.db
      .select({ kind: importRecords.kind })
      .from(importRecords)
      .where(eq(importRecords.runId, runId));
    const active = business().books.vendors.filter((vendor) => vendor.active);
    expect(kinds).toHaveLength(active.length);
    expect(kinds.every((record) => record.kind === 'payee')).toBe(true);
    await gql(`mutation($r: Int!) { startImport(runId: $r) { status } }`, { r: runId });
    await drain();
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run?.status).toBe('Processed');
    const imported = await database.db.select().from(payees).where(eq(payees.domainId, cast.acme.domain.id));
    expect(imported).toHaveLength(active.length);
    const first = active.find((vendor) => vendor.displayName !== '');
    const payee = imported.find((row) => row.partnerId === waveId('Vendor', first?.id ?? ''));
    expect(payee?.importStatus).toBe('TinMissing');
    expect(payee?.emailAddress).toBe(first?.email || null);
    const synced = await gql(`mutation($id: Int!) { syncPayerInfo(id: $id) }`, { id: integrationId });
    expect(synced.errors).toBeUndefined();
    const [payer] = await database.db.select().from(payers).where(eq(payers.domainId, cast.acme.domain.id));
    expect(payer?.businessName).toBe(business().name);
  });

  it('needs the mappings, then imports the export’s NEC and rent per vendor above the year’s threshold', async () => {
    const csv = await exportCsv();
    expect((await upload(csv)).message).toBe(WAVE_IMPORT_MESSAGES.noMappings);
    const accounts = business().books.accounts;
    const idsOf = (ids: Set<string>) =>
      accounts.filter((a) => ids.has(a.id)).map((a) => waveId('Account', a.id));
    const saved = await gql(
      `mutation($m: [BoxMappingInput!]!) { updateBoxMappings(partner: Wave, boxMappings: $m) { boxName } }`,
      {
        m: [
          { boxName: 'NEC.nonEmployeeComp', accountIds: idsOf(NEC).join(',') },
          { boxName: 'MISC.rents', accountIds: idsOf(RENT).join(',') },
        ],
      },
    );
    expect(saved.errors).toBeUndefined();
    const namesOf = (ids: Set<string>) => new Set(accounts.filter((a) => ids.has(a.id)).map((a) => a.name));
    const expected = expectedFromCsv(csv, namesOf(NEC), namesOf(RENT));
    // Bills are booked to Accounts Payable: some of the totals come from their payments from the bank.
    const billPaid = readWaveExportPayments(csv).filter(
      (line) => line.billNumber !== '' && line.fundingType === 'Cash and Bank',
    );
    expect(billPaid.some((line) => namesOf(NEC).has(line.accountName))).toBe(true);
    const answer = await upload(csv);
    expect(answer.message).toBeUndefined();
    const runId = answer.data?.id ?? 0;
    await gql(`mutation($r: Int!) { startImport(runId: $r) { status } }`, { r: runId });
    await drain();
    // The vendors are payees already (matched by Wave's vendor id): overwrite them all.
    const waiting = await gql(`query($r: Int!) { importRun(id: $r) { status question { title } } }`, {
      r: runId,
    });
    expect(waiting.data?.importRun).toMatchObject({
      status: 'WaitingForAnswer',
      question: { title: 'An existing payee found' },
    });
    await gql(
      `mutation($r: Int!) { answerImportQuestion(runId: $r, answer: "Overwrite", applyToAll: true) { status } }`,
      { r: runId },
    );
    await drain();
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run?.status).toBe('Processed');
    const domainId = cast.acme.domain.id;
    const byPayee = new Map(
      (await database.db.select().from(payees).where(eq(payees.domainId, domainId))).map((p) => [p.id, p]),
    );
    const nameOf = (payeeId: number | null) => {
      const vendorId = byPayee.get(payeeId ?? 0)?.partnerId ?? '';
      return business().books.vendors.find((v) => waveId('Vendor', v.id) === vendorId)?.displayName ?? '';
    };
    for (const [formType, box] of [
      ['Type_1099_NEC', 'nec'],
      ['Type_1099_MISC', 'rent'],
    ] as const) {
      const drafts = await database.db
        .select()
        .from(filings)
        .where(and(eq(filings.domainId, domainId), eq(filings.filingType, formType)));
      const want = [...expected].filter(([, totals]) => totals[box] >= 200_000);
      expect(want.length).toBeGreaterThan(0);
      expect(
        drafts
          .map((draft) => [
            nameOf(draft.payeeId),
            Object.values(draft.filingData as Record<string, number>)[0],
          ])
          .sort(),
      ).toEqual(want.map(([name, totals]) => [name, totals[box]]).sort());
    }
  });

  it('splits a payment booked to Accounts Payable over its vendor’s bill, read from renamed columns', async () => {
    const { accounts, vendors } = business().books;
    const vendor = vendors.find((v) => v.active && v.displayName !== '' && !v.displayName.includes(','));
    const nameOf = (test: (a: (typeof accounts)[number]) => boolean) => accounts.find(test)?.name ?? '';
    const nec = nameOf((a) => NEC.has(a.id));
    const rent = nameOf((a) => RENT.has(a.id));
    const bank = nameOf((a) => a.type === 'Bank' && !/paypal/i.test(a.name));
    const card = nameOf((a) => a.type === 'Credit Card');
    expect([vendor?.displayName, nec, rent, bank, card].every(Boolean)).toBe(true);
    const who = vendor?.displayName ?? '';
    const ap = 'Expected Payments to Vendors,Accounts Payable';
    // Columns reordered, renamed and one added; a December bill, paid in January from the bank, and
    // a card payment (left out, reported on Form 1099-K).
    const csv = [
      'memo,DATE,Vendor Name,Account Type,Account,Amount,Transaction ID',
      `bill,2025-12-15,${who},Operating Expense,${nec},3000.00,AP-B1`,
      `bill,2025-12-15,${who},Operating Expense,${rent},2500.00,AP-B1`,
      `bill,2025-12-15,${who},${ap},-5500.00,AP-B1`,
      `paid,2026-01-10,${who},${ap},5500.00,AP-P1`,
      `paid,2026-01-10,${who},Cash and Bank,${bank},-5500.00,AP-P1`,
      `card,2026-02-10,${who},${ap},900.00,AP-P2`,
      `card,2026-02-10,${who},Credit Card,${card},-900.00,AP-P2`,
    ].join('\r\n');
    const answer = await upload(csv, 'wave-ap.csv');
    expect(answer.message).toBeUndefined();
    const records = await database.db
      .select({ kind: importRecords.kind, formType: importRecords.formType, cents: importRecords.totalCents })
      .from(importRecords)
      .where(and(eq(importRecords.runId, answer.data?.id ?? 0), eq(importRecords.kind, 'filing')));
    expect(records.map((r) => [r.formType, r.cents]).sort()).toEqual([
      ['Type_1099_MISC', 250000],
      ['Type_1099_NEC', 300000],
    ]);
  });

  it('refuses an export lacking a column, naming it, and imports nothing', async () => {
    const before = await database.db.select().from(importRuns);
    const csv = (await exportCsv()).replace('Account Type', 'Kind of account');
    expect((await upload(csv)).message).toContain('it has no column "Account Type".');
    expect(await database.db.select().from(importRuns)).toHaveLength(before.length);
  });

  it('refuses a malformed export and imports nothing', async () => {
    const before = await database.db.select().from(importRuns);
    const csv = await exportCsv();
    const broken = csv.replace('\r\nW', '\r\n"W');
    expect((await upload(broken)).message).toMatch(/quote/);
    const badAmount = csv.replace(/,(\d+\.\d\d),\1,,/, ',12x.00,$1,,');
    expect((await upload(badAmount)).message).toContain('is not a number. Nothing was imported.');
    expect(await database.db.select().from(importRuns)).toHaveLength(before.length);
  });
});
