import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import type { Books } from '@file1099/fakes/lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createImportJobHandler } from '../imports/imports.job.ts';
import { IMPORT_JOB_KIND } from '../imports/imports.service.ts';
import { importRuns } from '../imports/imports.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { finishConnect, startConnect } from './test-support/connect-tests.ts';

const YEAR = 2026;
/** The user's mappings in this test: contract labor and professional fees to NEC, rent and royalties to MISC. */
const MAPPINGS = [
  { boxName: 'NEC.nonEmployeeComp', accountIds: '60,61,62' },
  { boxName: 'MISC.rents', accountIds: '63' },
  { boxName: 'MISC.royalties', accountIds: '65' },
];
const BOX_OF: Record<string, string> = {
  '60': 'NEC',
  '61': 'NEC',
  '62': 'NEC',
  '63': 'rents',
  '65': 'royalties',
};

function qboEnv(fake: RunningQboFake): Record<string, string> {
  return {
    INTEGRATIONS_QBO_CLIENTID: fake.clientId,
    INTEGRATIONS_QBO_CLIENTSECRET: fake.clientSecret,
    INTEGRATIONS_QBO_AUTHORIZEURL: `${fake.url}/connect/oauth2`,
    INTEGRATIONS_QBO_TOKENURL: `${fake.url}/oauth2/v1/tokens/bearer`,
    INTEGRATIONS_QBO_REVOKEURL: `${fake.url}/v2/oauth2/tokens/revoke`,
    INTEGRATIONS_QBO_APIBASEURL: fake.url,
  };
}

interface Expected {
  NEC: number;
  rents: number;
  royalties: number;
}

/**
 * The 1099 amounts per vendor, computed from the fake's books without the product's code: payments
 * dated in the year from a bank account (card and PayPal left out), each bill payment spread over the
 * bill's lines in proportion (exact, not rounded), a credit taken off the same way.
 */
function expectedTotals(books: Books): Map<string, Expected> {
  const account = new Map(books.accounts.map((a) => [a.id, a]));
  const isBank = (id: string) =>
    account.get(id)?.type === 'Bank' && !/paypal/i.test(account.get(id)?.name ?? '');
  const totals = new Map<string, Expected>();
  const add = (vendorId: string, accountId: string, cents: number) => {
    const box = BOX_OF[accountId] as keyof Expected | undefined;
    if (!box) return;
    const entry = totals.get(vendorId) ?? { NEC: 0, rents: 0, royalties: 0 };
    entry[box] += cents;
    totals.set(vendorId, entry);
  };
  const spread = (vendorId: string, lines: Books['bills'][number]['lines'], paid: number) => {
    const whole = lines.reduce((sum, line) => sum + line.amountCents, 0);
    for (const line of lines) add(vendorId, line.accountId, (paid * line.amountCents) / whole);
  };
  for (const payment of books.billPayments) {
    if (!payment.date.startsWith(`${YEAR}-`) || !isBank(payment.fromAccountId)) continue;
    for (const part of payment.bills) {
      const bill = books.bills.find((b) => b.id === part.billId);
      if (bill) spread(payment.vendorId, bill.lines, part.amountCents);
    }
    for (const part of payment.credits) {
      const credit = books.credits.find((c) => c.id === part.creditId);
      if (credit) spread(payment.vendorId, credit.lines, -part.amountCents);
    }
  }
  for (const purchase of books.purchases) {
    if (!purchase.vendorId || !purchase.date.startsWith(`${YEAR}-`) || !isBank(purchase.fromAccountId))
      continue;
    for (const line of purchase.lines) add(purchase.vendorId, line.accountId, line.amountCents);
  }
  return totals;
}

interface VendorView {
  vendorId: string | null;
  name: string;
  includedCents: number;
  excludedCents: number;
  unknownCents: number;
  boxes: { boxName: string; amountCents: number }[];
  forms: { formType: string; amountCents: number; skipReason: string | null }[];
}

describeEachDatabase('Partner import from QuickBooks Online', (kind) => {
  let fake: RunningQboFake;
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let owner: TestClient;
  let integrationId = 0;

  beforeAll(async () => {
    fake = await startFake();
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: qboEnv(fake) });
    cast = await createCast(database);
    owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const { callback } = await startConnect(owner, '/access/connectToQuickBooks');
    await finishConnect(owner, callback);
    const found = await gql('{ accountingIntegration(partner: QBO) { id } }');
    integrationId = (found.data?.accountingIntegration as { id: number }).id;
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fake.close();
  });

  async function gql(query: string, variables?: Record<string, unknown>, client = owner) {
    return (await client.graphql('/rs/graphql', query, variables)).body as {
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
  const summary = async () => {
    const body = await gql(
      `query($id: Int!) { importSummary(integrationId: $id, filingYear: ${YEAR}, include1099VendorsOnly: true) {
        emptyMessage vendorCount vendors { vendorId name includedCents excludedCents unknownCents
        boxes { boxName amountCents } forms { formType amountCents skipReason } } } }`,
      { id: integrationId },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.importSummary as { emptyMessage: string | null; vendors: VendorView[] };
  };

  it('reads the chart, suggests mappings without saving them, and keeps an account in one box', async () => {
    const body = await gql(
      `query($id: Int!) { chartOfAccounts(id: $id, refresh: true) { lastSyncTime
        accounts { accountId accountName accountType isActive } suggestedBoxMappings { boxName accountIds }
        boxMappings { boxName accountIds } } }`,
      { id: integrationId },
    );
    const chart = body.data?.chartOfAccounts as {
      accounts: { accountId: string }[];
      suggestedBoxMappings: { boxName: string; accountIds: string }[];
      boxMappings: unknown[];
      lastSyncTime: string;
    };
    expect(chart.accounts.map((a) => a.accountId).sort()).toEqual(
      fake.books.accounts.map((a) => a.id).sort(),
    );
    expect(chart.boxMappings).toEqual([]);
    const suggested = Object.fromEntries(chart.suggestedBoxMappings.map((m) => [m.boxName, m.accountIds]));
    expect(suggested['NEC.nonEmployeeComp']?.split(',')).toEqual(expect.arrayContaining(['60', '61', '62']));
    // Rent of buildings and of equipment are both MISC box 1.
    expect(suggested['MISC.rents']?.split(',')).toEqual(['63', '64']);
    expect(suggested['MISC.royalties']).toBe('65');
    const twice = await gql(
      `mutation { updateBoxMappings(partner: QBO, boxMappings: [
        { boxName: "NEC.nonEmployeeComp", accountIds: "60,63" }, { boxName: "MISC.rents", accountIds: "63" }]) { boxName } }`,
    );
    expect(twice.errors?.[0]?.message).toBe(
      'Failed to save box mappings: Account 63 is mapped to two boxes; an account belongs to one box.',
    );
    const saved = await gql(
      `mutation($m: [BoxMappingInput!]!) { updateBoxMappings(partner: QBO, boxMappings: $m) { boxName accountIds } }`,
      { m: MAPPINGS },
    );
    expect(saved.errors).toBeUndefined();
    const again = await gql(`query($id: Int!) { boxMappings(id: $id) { boxName accountIds } }`, {
      id: integrationId,
    });
    expect(again.data?.boxMappings).toEqual(expect.arrayContaining(MAPPINGS));
  });

  it('totals each vendor by box as computed from the books, with reasons for what is left out', async () => {
    const { vendors, emptyMessage } = await summary();
    expect(emptyMessage).toBeNull();
    const expected = expectedTotals(fake.books);
    for (const vendor of fake.books.vendors) {
      const view = vendors.find((v) => v.vendorId === vendor.id);
      if (!view) throw new Error(`vendor ${vendor.id} missing from the summary`);
      const want = expected.get(vendor.id) ?? { NEC: 0, rents: 0, royalties: 0 };
      const box = (name: string) => view.boxes.find((b) => b.boxName === name)?.amountCents ?? 0;
      // The product rounds each split line to the cent; the expectation is exact.
      expect(Math.abs(box('NEC.nonEmployeeComp') - want.NEC)).toBeLessThanOrEqual(3);
      expect(Math.abs(box('MISC.rents') - want.rents)).toBeLessThanOrEqual(3);
      expect(Math.abs(box('MISC.royalties') - want.royalties)).toBeLessThanOrEqual(3);
      const nec = view.forms.find((f) => f.formType === 'Type_1099_NEC');
      if (!vendor.is1099) expect(nec?.skipReason).toBe('Not a 1099 Vendor');
      else if (want.NEC >= 200_000 + 3) expect(nec?.skipReason).toBeNull();
      else if (want.NEC > 3 && want.NEC < 200_000 - 3) expect(nec?.skipReason).toBe('Amount below threshold');
    }
    expect(vendors.find((v) => v.vendorId === null)?.name).toBe('Unknown Vendor');
    expect(vendors.some((v) => v.excludedCents > 0)).toBe(true);
  });

  it('imports through the import job: payees, MISC, NEC; a payee linked before is a conflict', async () => {
    const { vendors } = await summary();
    const importable = vendors.filter((v) => v.forms.some((f) => f.skipReason === null));
    expect(importable.length).toBeGreaterThan(2);
    const linked = importable[0];
    if (!linked?.vendorId) throw new Error('no importable vendor');
    // A payee the account already has for this vendor, under another name and its real TIN.
    await owner.graphql('/rs/graphql', `mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }`, {
      p: {
        entityType: 'Business',
        businessName: 'Linked Before LLC',
        tinType: 'EIN',
        tin: '27-1234567',
        partner: 'QBO',
        partnerId: linked.vendorId,
      },
    });
    const failing = await gql(
      `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
      { id: integrationId },
    );
    const runId = (failing.data?.createPartnerImport as { id: number }).id;
    const started = await gql(`mutation($r: Int!) { startImport(runId: $r) { status } }`, { r: runId });
    expect(started.errors).toBeUndefined();
    await drain();
    const waiting = await gql(`query($r: Int!) { importRun(id: $r) { status question { title actions } } }`, {
      r: runId,
    });
    expect(waiting.data?.importRun).toMatchObject({
      status: 'WaitingForAnswer',
      question: { title: 'An existing payee found' },
    });
    await gql(`mutation($r: Int!) { answerImportQuestion(runId: $r, answer: "Overwrite") { status } }`, {
      r: runId,
    });
    await drain();
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run?.status).toBe('Processed');
    const domainId = cast.acme.domain.id;
    const imported = await database.db.select().from(payees).where(eq(payees.domainId, domainId));
    const byVendor = new Map(imported.map((p) => [p.partnerId, p]));
    expect(byVendor.size).toBe(importable.length);
    const before = byVendor.get(linked.vendorId);
    // Overwritten from QuickBooks but the real TIN kept (the partner's is masked).
    expect(before?.tinLast4).toBe('4567');
    expect(before?.importStatus).toBeNull();
    const other = byVendor.get(importable[1]?.vendorId ?? '');
    expect(other?.importStatus).toBe('TinMissing');
    for (const formType of ['Type_1099_NEC', 'Type_1099_MISC'] as const) {
      const drafts = await database.db
        .select()
        .from(filings)
        .where(and(eq(filings.domainId, domainId), eq(filings.filingType, formType)));
      const want = importable.filter((v) =>
        v.forms.some((f) => f.formType === formType && f.skipReason === null),
      );
      expect(drafts).toHaveLength(want.length);
      for (const vendor of want) {
        const payee = byVendor.get(vendor.vendorId);
        const draft = drafts.find((d) => d.payeeId === payee?.id);
        const form = vendor.forms.find((f) => f.formType === formType);
        const data = draft?.filingData as Record<string, number>;
        const sum = Object.values(data).reduce((s, v) => s + (typeof v === 'number' ? v : 0), 0);
        expect(sum).toBe(form?.amountCents);
        expect(draft?.status).toBe('Draft');
      }
    }
  });

  it('fills the payer from the company and refuses a company kept in another currency', async () => {
    const synced = await gql(`mutation($id: Int!) { syncPayerInfo(id: $id) }`, { id: integrationId });
    expect(synced.errors).toBeUndefined();
    const [payer] = await database.db.select().from(payers).where(eq(payers.domainId, cast.acme.domain.id));
    expect(payer?.businessName).toBe('Harbor Lights Cafe LLC');
    expect(payer?.city).toBe('Boston');
    fake.books.company.currency = 'CAD';
    try {
      const refused = await gql(
        `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
        { id: integrationId },
      );
      expect(refused.errors?.[0]?.message).toContain('kept in CAD');
    } finally {
      fake.books.company.currency = 'USD';
    }
  });

  it('leaves nothing behind when QuickBooks fails in the middle of the read', async () => {
    const runsBefore = await database.db.select().from(importRuns);
    await fetch(`${fake.url}/__fake/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 20, status: 500 }),
    });
    const failed = await gql(
      `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
      { id: integrationId },
    );
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST', body: '{}' });
    expect(failed.errors?.[0]?.message).toMatch(/^Error fetching data from the accounting partner\./);
    expect(await database.db.select().from(importRuns)).toHaveLength(runsBefore.length);
  });

  it('keeps another account out of this connection', async () => {
    const other = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    const body = await gql(
      `query($id: Int!) { chartOfAccounts(id: $id) { integrationId } }`,
      { id: integrationId },
      other,
    );
    expect(body.errors?.[0]?.message).toBe('Integration not found');
  });
});

describe('expectedTotals', () => {
  it('is not empty for the seeded books (the test above would pass on nothing otherwise)', async () => {
    const fake = await startFake();
    try {
      expect(expectedTotals(fake.books).size).toBeGreaterThan(10);
    } finally {
      await fake.close();
    }
  });
});
