import { billIds, startFake as startBillFake } from '@file1099/fakes/bill';
import { bqeIds, startFake as startBqeFake } from '@file1099/fakes/bqe';
import type { Books } from '@file1099/fakes/lib';
import { splitPaymentByBill } from '@file1099/forms';
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
import { finishConnect, startConnect } from './test-support/connect-tests.ts';

// BILL and BQE CORE through the same import as QuickBooks (partner-import.test.ts): the summary's
// per-vendor boxes against totals computed from the fake's books, then the import job's payees and
// drafts. BILL keeps only bills and their payments; BQE CORE has checks and card charges too.
const YEAR = 2026;
/** Seed account ids: contract labor and professional fees to NEC, rent of buildings to MISC. */
const NEC_ACCOUNTS = ['60', '61', '62'];
const RENT_ACCOUNTS = ['63'];

interface PartnerCase {
  partner: 'Bill' | 'BQECore';
  start: () => Promise<{ books: Books; close: () => Promise<void>; env: Record<string, string> }>;
  connect: (owner: TestClient, t: TestApp) => Promise<void>;
  accountId: (seedId: string) => string;
  seedVendorId: (partnerId: string) => string;
  /** Whether the partner has the ledger's direct purchases (BILL has bills and payments only). */
  purchases: boolean;
  /** Funding the summary leaves out besides cards (BQE CORE tells a PayPal account by its name). */
  paypalExcluded: boolean;
}

let billCredentials = { username: '', password: '' };

const CASES: PartnerCase[] = [
  {
    partner: 'Bill',
    start: async () => {
      const fake = await startBillFake();
      // The bookkeeper's sign-in opens only the seeded organisation: it connects without a choice.
      billCredentials = { ...fake.bookkeeper };
      return {
        books: fake.books,
        close: () => fake.close(),
        env: {
          INTEGRATIONS_BILL_DEVKEY: fake.devKey,
          INTEGRATIONS_BILL_APIBASEURL: `${fake.url}/connect/v3`,
          INTEGRATIONS_BILL_LISTORGSURL: `${fake.url}/api/v2/ListOrgs.json`,
        },
      };
    },
    connect: async (owner) => {
      const signedIn = await owner.request({
        method: 'PUT',
        url: '/access/bdcCallback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          bdcUsername: billCredentials.username,
          bdcPassword: billCredentials.password,
        }).toString(),
      });
      expect(signedIn.json()).toEqual({ connectionStatus: 'Success' });
    },
    accountId: billIds.account,
    seedVendorId: (id) => String(Number(id.replace(/V$/, '').slice(-6))),
    purchases: false,
    paypalExcluded: false,
  },
  {
    partner: 'BQECore',
    start: async () => {
      const fake = await startBqeFake();
      return {
        books: fake.books,
        close: () => fake.close(),
        env: {
          INTEGRATIONS_BQE_CLIENTID: fake.clientId,
          INTEGRATIONS_BQE_CLIENTSECRET: fake.clientSecret,
          INTEGRATIONS_BQE_AUTHORIZEURL: `${fake.url}/idp/connect/authorize`,
          INTEGRATIONS_BQE_TOKENURL: `${fake.url}/idp/connect/token`,
          INTEGRATIONS_BQE_REVOKEURL: `${fake.url}/idp/connect/revocation`,
          INTEGRATIONS_BQE_APIBASEURL: `${fake.url}/api`,
        },
      };
    },
    connect: async (owner) => {
      const { callback } = await startConnect(owner, '/access/connectToBQECORE');
      await finishConnect(owner, callback);
    },
    accountId: bqeIds.account,
    seedVendorId: (id) => String(Number(id.slice(-12))),
    purchases: true,
    paypalExcluded: true,
  },
];

/**
 * NEC and rent cents per seed vendor id paid in the year from the books, without the product's code:
 * bank-funded payments only; a bill payment's cash (less a credit applied with it, on its first bill)
 * split over the bill's lines; a purchase's lines as they are.
 */
function expectedBoxes(books: Books, partner: PartnerCase): Map<string, { nec: number; rents: number }> {
  const accounts = new Map(books.accounts.map((account) => [account.id, account]));
  const excluded = (accountId: string) =>
    accounts.get(accountId)?.type === 'Credit Card' ||
    (partner.paypalExcluded && /paypal/i.test(accounts.get(accountId)?.name ?? ''));
  const bills = new Map(books.bills.map((bill) => [bill.id, bill]));
  const totals = new Map<string, { nec: number; rents: number }>();
  const add = (vendorId: string, accountId: string | null, cents: number) => {
    const entry = totals.get(vendorId) ?? { nec: 0, rents: 0 };
    if (NEC_ACCOUNTS.includes(accountId ?? '')) entry.nec += cents;
    if (RENT_ACCOUNTS.includes(accountId ?? '')) entry.rents += cents;
    totals.set(vendorId, entry);
  };
  for (const payment of books.billPayments) {
    if (!payment.date.startsWith(`${YEAR}-`) || excluded(payment.fromAccountId)) continue;
    const credited = payment.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    for (const [index, paid] of payment.bills.entries()) {
      const cash = paid.amountCents - (index === 0 ? credited : 0);
      for (const split of splitPaymentByBill(cash, bills.get(paid.billId)?.lines ?? []))
        add(payment.vendorId, split.accountId, split.amountCents);
    }
  }
  if (partner.purchases)
    for (const purchase of books.purchases) {
      if (!purchase.vendorId || !purchase.date.startsWith(`${YEAR}-`) || excluded(purchase.fromAccountId))
        continue;
      for (const line of purchase.lines) add(purchase.vendorId, line.accountId, line.amountCents);
    }
  return totals;
}

interface VendorView {
  vendorId: string | null;
  boxes: { boxName: string; amountCents: number }[];
  forms: { formType: string; amountCents: number; skipReason: string | null }[];
}

for (const partner of CASES)
  describeEachDatabase(`Partner import from ${partner.partner}`, (kind) => {
    let fake: Awaited<ReturnType<PartnerCase['start']>>;
    let database: Database;
    let t: TestApp;
    let cast: Cast;
    let owner: TestClient;
    let integrationId = 0;

    async function gql(query: string, variables?: Record<string, unknown>) {
      const body = (await owner.graphql('/rs/graphql', query, variables)).body as {
        data?: Record<string, unknown> | null;
        errors?: { message: string }[];
      };
      expect(body.errors).toBeUndefined();
      return body.data ?? {};
    }

    beforeAll(async () => {
      fake = await partner.start();
      database = await kind.open();
      t = await createTestApp(database, { envOverrides: fake.env });
      cast = await createCast(database);
      owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
      await partner.connect(owner, t);
      const found = await gql(`{ accountingIntegration(partner: ${partner.partner}) { id } }`);
      integrationId = (found.accountingIntegration as { id: number }).id;
      await gql(`query($id: Int!) { chartOfAccounts(id: $id, refresh: true) { lastSyncTime } }`, {
        id: integrationId,
      });
      await gql(
        `mutation($m: [BoxMappingInput!]!) { updateBoxMappings(partner: ${partner.partner}, boxMappings: $m) { boxName } }`,
        {
          m: [
            { boxName: 'NEC.nonEmployeeComp', accountIds: NEC_ACCOUNTS.map(partner.accountId).join(',') },
            { boxName: 'MISC.rents', accountIds: RENT_ACCOUNTS.map(partner.accountId).join(',') },
          ],
        },
      );
    });
    afterAll(async () => {
      await t.close();
      await database.close();
      await fake.close();
    });

    it('totals each vendor by box as computed from the books, then imports the payees and drafts', async () => {
      const summary = await gql(
        `query($id: Int!) { importSummary(integrationId: $id, filingYear: ${YEAR}, include1099VendorsOnly: true) {
          emptyMessage vendors { vendorId boxes { boxName amountCents } forms { formType amountCents skipReason } } } }`,
        { id: integrationId },
      );
      const { emptyMessage, vendors } = summary.importSummary as {
        emptyMessage: string | null;
        vendors: VendorView[];
      };
      expect(emptyMessage).toBeNull();
      const expected = expectedBoxes(fake.books, partner);
      const box = (view: VendorView, name: string) =>
        view.boxes.find((item) => item.boxName === name)?.amountCents ?? 0;
      let compared = 0;
      for (const view of vendors) {
        if (view.vendorId === null) continue;
        const want = expected.get(partner.seedVendorId(view.vendorId)) ?? { nec: 0, rents: 0 };
        // The product rounds each split line to the cent.
        expect(
          Math.abs(box(view, 'NEC.nonEmployeeComp') - want.nec),
          `vendor ${view.vendorId}`,
        ).toBeLessThanOrEqual(3);
        expect(Math.abs(box(view, 'MISC.rents') - want.rents), `vendor ${view.vendorId}`).toBeLessThanOrEqual(
          3,
        );
        if (want.nec > 0) compared += 1;
      }
      expect(compared).toBeGreaterThan(5);

      const importable = vendors.filter((view) => view.forms.some((form) => form.skipReason === null));
      expect(importable.length).toBeGreaterThan(2);
      const created = await gql(
        `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
        { id: integrationId },
      );
      const runId = (created.createPartnerImport as { id: number }).id;
      await gql(`mutation($r: Int!) { startImport(runId: $r) { status } }`, { r: runId });
      await createWorker({
        db: database.db,
        log: createCapturingLogger().log,
        handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
      }).drain();
      const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
      expect(run?.status).toBe('Processed');
      const domainId = cast.acme.domain.id;
      const imported = await database.db.select().from(payees).where(eq(payees.domainId, domainId));
      const byVendor = new Map(imported.map((payee) => [payee.partnerId, payee]));
      expect(byVendor.size).toBe(importable.length);
      expect(imported.every((payee) => payee.partner === partner.partner)).toBe(true);
      const necDrafts = await database.db
        .select()
        .from(filings)
        .where(and(eq(filings.domainId, domainId), eq(filings.filingType, 'Type_1099_NEC')));
      const necVendors = importable.filter((view) =>
        view.forms.some((form) => form.formType === 'Type_1099_NEC' && form.skipReason === null),
      );
      expect(necDrafts).toHaveLength(necVendors.length);
      for (const view of necVendors) {
        const draft = necDrafts.find((item) => item.payeeId === byVendor.get(view.vendorId)?.id);
        expect((draft?.filingData as Record<string, unknown>).nonEmployeeComp).toBe(
          box(view, 'NEC.nonEmployeeComp'),
        );
      }
    });
  });

describe('expectedBoxes', () => {
  it('finds NEC money for several vendors in each partner’s books (the test above would pass on nothing otherwise)', async () => {
    for (const partner of CASES) {
      const fake = await partner.start();
      try {
        const withNec = [...expectedBoxes(fake.books, partner).values()].filter((entry) => entry.nec > 0);
        expect(withNec.length).toBeGreaterThan(5);
      } finally {
        await fake.close();
      }
    }
  });
});
