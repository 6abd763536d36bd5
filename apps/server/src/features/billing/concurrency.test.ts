import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { isAppError } from '../../lib/app-error.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { createPaymentProviders } from '../payments/payment-providers.ts';
import { TEST_CARDS, toTestCardNonce } from '../payments/test-provider.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { getSubmissionInvoice, submitFilings } from '../submission/submission.service.ts';
import { billingChargeItems, billingTransactions } from './billing.table.ts';
import { chargeWithNonce } from './charge.service.ts';
import { addLedgerEntry, checkLedger } from './ledger.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const FILINGS = 40;

describeEachDatabase('50 charges and 50 submissions at once', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the ledger exact and pays no service twice', async () => {
    const f = await createBillingFixture(database, vault, {
      email: 'race@example.test',
      payeeCount: FILINGS,
    });
    const drafts = await createDraftFilings(database, f.domain.id, f.payees, {
      fed: true,
      state: 'EFile',
      print: true,
    });
    const ids = drafts.map((d) => d.id);
    await addLedgerEntry(database.db, f.domain.id, {
      type: 'PromoCredit',
      amountCents: 2_000,
      description: 'start',
      userId: null,
    });
    const deps = {
      db: database.db,
      encryptor,
      sandbox: false,
      payments: createPaymentProviders({ partners: ['test'], square: null, paypal: null }),
    };
    // 25 payments, each sent twice at once (a double click, a second tab).
    const charges = Array.from({ length: 50 }, (_, index) =>
      chargeWithNonce(deps, {
        domainId: f.domain.id,
        userId: f.user.id,
        amount: 1_000 + (index % 25),
        chargeDesc: 'Add Funds',
        paymentPartner: 'test',
        paymentSource: 'card',
        nonce: toTestCardNonce(TEST_CARDS.success),
        buyerId: null,
        idempotencyKey: `race-${index % 25}`,
        orderId: null,
      }),
    );
    // Overlapping sets of 5 filings; each retries with the new total when another submission changed it.
    const submissions = Array.from({ length: 50 }, async (_, index) => {
      const subset = Array.from({ length: 5 }, (_x, k) => ids[(index * 3 + k) % FILINGS] ?? 0);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const invoice = await getSubmissionInvoice(database.db, f.domain.id, subset);
        try {
          return await submitFilings(database.db, vault, {
            domainId: f.domain.id,
            userId: f.user.id,
            filingIds: subset,
            expectedTotal: invoice.totalAmount,
          });
        } catch (error) {
          if (!isAppError(error)) throw error;
          if (error.code === 'CONFLICT') continue;
          if (error.message.startsWith('Not enough funds')) {
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          throw error;
        }
      }
      return undefined;
    });
    const [charged, submitted] = await Promise.all([Promise.all(charges), Promise.all(submissions)]);

    const creditIds = new Set(charged.map((row) => row.id));
    expect(creditIds.size).toBe(25);
    const paidIn = Array.from({ length: 25 }, (_, index) => 1_000 + index).reduce((a, b) => a + b, 0);
    const results = submitted.filter((r) => r !== undefined);
    const debited = results.reduce((sum, r) => sum + r.invoice.totalAmount, 0);
    const ledger = await checkLedger(database.db, f.domain.id);
    expect(ledger).toEqual({ sum: 2_000 + paidIn - debited, consistent: true });

    const [serviceCharges] = await database.db
      .select({
        total: sql<string>`coalesce(sum(${billingTransactions.amountCents}), 0)`,
        n: sql<string>`count(*)`,
      })
      .from(billingTransactions)
      .where(
        and(
          eq(billingTransactions.domainId, f.domain.id),
          eq(billingTransactions.transactionType, 'ServiceCharge'),
        ),
      );
    expect(-Number(serviceCharges?.total)).toBe(debited);

    const submittedIds = results.flatMap((r) => r.submittedFilingIds);
    expect(new Set(submittedIds).size).toBe(submittedIds.length);
    const rows = await database.db.select().from(filings).where(eq(filings.domainId, f.domain.id));
    const done = rows.filter((r) => r.status === 'Submitted');
    expect(done.map((r) => r.id).sort((a, b) => a - b)).toEqual([...submittedIds].sort((a, b) => a - b));
    expect(done.every((r) => r.fedSub.isPaid && r.stateSub.isPaid && r.printSub.isPaid)).toBe(true);
    expect(rows.filter((r) => r.status === 'Draft').every((r) => !r.fedSub.isPaid)).toBe(true);
    const units = await database.db
      .select({ service: billingChargeItems.service, units: sql<string>`sum(${billingChargeItems.units})` })
      .from(billingChargeItems)
      .where(eq(billingChargeItems.domainId, f.domain.id))
      .groupBy(billingChargeItems.service);
    for (const row of units) expect(Number(row.units)).toBe(done.length);
    expect(done.length).toBeGreaterThan(0);
  });
});
