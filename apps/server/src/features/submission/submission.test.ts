import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createClient } from '../accounts/accounts.service.ts';
import { billingChargeItems, billingTransactions } from '../billing/billing.table.ts';
import { priceInvoice } from '../billing/invoice.service.ts';
import { addLedgerEntry, checkLedger, getAvailableCredits } from '../billing/ledger.ts';
import { filings, filingStatusHistory } from '../filings/filings.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { claimNextJob } from '../jobs/jobs.queue.ts';
import { createBillingFixture, createDraftFilings } from './submission.fixtures.ts';
import {
  getSubmissionInvoice,
  SUBMISSION_MESSAGES,
  submitFilings,
  validateFilings,
} from './submission.service.ts';
import { SUBMISSION_JOB_KINDS } from './submission-jobs.ts';

const key = randomBytes(32);
const vault = createTinVault(createEncryptor(key), deriveTinHashKey(key));
/** In the tier season (Dec 1 – Apr 1, Pacific time). */
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

describeEachDatabase('submission', (kind) => {
  let database: Database;
  let n = 0;
  const account = async (
    options: { payeeCount?: number; confirmed?: boolean; domainType?: 'A' | 'B' } = {},
  ) => {
    n += 1;
    return createBillingFixture(database, vault, { email: `sub${n}@example.test`, ...options });
  };
  const fund = (domainId: number, cents: number) =>
    addLedgerEntry(database.db, domainId, {
      type: 'PromoCredit',
      amountCents: cents,
      description: 'test funds',
      userId: null,
    });

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('prices, debits, marks paid and submits drafts in one step; a repeat charges nothing', async () => {
    const f = await account({ payeeCount: 3 });
    const rows = await createDraftFilings(database, f.domain.id, f.payees, {
      fed: true,
      state: 'EFile',
      print: true,
      email: true,
    });
    const ids = rows.map((r) => r.id);
    await fund(f.domain.id, 5_000);
    const invoice = await getSubmissionInvoice(database.db, f.domain.id, ids, IN_SEASON);
    // 3 × $2.99 federal + 3 × $1.00 state eFile + 3 × $1.85 print + e-mail free.
    expect(invoice.totalAmount).toBe(3 * 299 + 3 * 100 + 3 * 185);
    expect(invoice.serviceItems.map((i) => [i.service, i.quantity])).toEqual([
      ['FED_EFILE', 3],
      ['STATE_EFILE', 3],
      ['RECIPIENT_PRINT_DELIVERY', 3],
      ['RECIPIENT_EMAIL_DELIVERY', 3],
    ]);
    const result = await submitFilings(database.db, vault, {
      domainId: f.domain.id,
      userId: f.user.id,
      filingIds: ids,
      expectedTotal: invoice.totalAmount,
      now: IN_SEASON,
    });
    expect(result.submittedFilingIds).toEqual([...ids].sort((a, b) => a - b));
    expect(result.availableCredits).toBe(5_000 - invoice.totalAmount);
    const after = await database.db.select().from(filings).where(inArray(filings.id, ids));
    for (const row of after) {
      expect(row.status).toBe('Submitted');
      expect([row.fedSub.isPaid, row.stateSub.isPaid, row.printSub.isPaid, row.emailSub.isPaid]).toEqual([
        true,
        true,
        true,
        true,
      ]);
    }
    const history = await database.db
      .select()
      .from(filingStatusHistory)
      .where(and(inArray(filingStatusHistory.filingId, ids), eq(filingStatusHistory.status, 'Submitted')));
    expect(history).toHaveLength(3);
    const queued = await database.db.select().from(jobs).where(eq(jobs.domainId, f.domain.id));
    expect(queued.map((j) => j.kind).sort()).toEqual(
      [
        SUBMISSION_JOB_KINDS.email,
        SUBMISSION_JOB_KINDS.federal,
        SUBMISSION_JOB_KINDS.print,
        SUBMISSION_JOB_KINDS.state,
      ].sort(),
    );
    expect(queued.every((j) => j.status === 'queued')).toBe(true);
    // A worker without handlers for these kinds never claims (and so never fails) them.
    expect(await claimNextJob(database.db, 'worker-x', ['mail.send', 'import.process'])).toBeUndefined();
    const units = await database.db
      .select()
      .from(billingChargeItems)
      .where(eq(billingChargeItems.domainId, f.domain.id));
    expect(Object.fromEntries(units.map((u) => [u.service, u.units]))).toMatchObject({
      FED_EFILE: 3,
      STATE_EFILE: 3,
    });

    const repeat = await submitFilings(database.db, vault, {
      domainId: f.domain.id,
      userId: f.user.id,
      filingIds: ids,
      expectedTotal: invoice.totalAmount,
      now: IN_SEASON,
    });
    expect(repeat.submittedFilingIds).toEqual([]);
    expect(repeat.alreadySubmittedFilingIds).toEqual([...ids].sort((a, b) => a - b));
    expect(repeat.invoice.totalAmount).toBe(0);
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(5_000 - invoice.totalAmount);
    expect((await checkLedger(database.db, f.domain.id)).consistent).toBe(true);
  });

  it('validates filings in the order asked and keeps the findings on the drafts', async () => {
    const f = await account({ payeeCount: 3 });
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    const [good, bad, third] = rows.map((r) => r.id);
    await database.db
      .update(filings)
      .set({ filingData: { nonEmployeeComp: -5 } })
      .where(eq(filings.id, bad ?? 0));
    const asked = [third ?? 0, bad ?? 0, good ?? 0];
    const results = await validateFilings(database.db, vault, f.domain.id, asked, true);
    expect(results.map((r) => r.id)).toEqual(asked);
    expect(results.map((r) => r.errors.length > 0)).toEqual([false, true, false]);
    expect(results.every((r) => r.warnings.length === 0)).toBe(true);
    const [stored] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, bad ?? 0));
    expect(stored?.errors.length).toBeGreaterThan(0);
    const other = await account();
    await expect(validateFilings(database.db, vault, other.domain.id, asked)).rejects.toThrow(
      SUBMISSION_MESSAGES.notFound,
    );
  });

  it('continues the tiers from what the account bought earlier in the season', async () => {
    const f = await account({ payeeCount: 7 });
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    await fund(f.domain.id, 10_000);
    const firstIds = rows.slice(0, 4).map((r) => r.id);
    const first = await getSubmissionInvoice(database.db, f.domain.id, firstIds, IN_SEASON);
    await submitFilings(database.db, vault, {
      domainId: f.domain.id,
      userId: f.user.id,
      filingIds: firstIds,
      expectedTotal: first.totalAmount,
      now: IN_SEASON,
    });
    const rest = await getSubmissionInvoice(
      database.db,
      f.domain.id,
      rows.slice(4).map((r) => r.id),
      IN_SEASON,
    );
    // Units 5, 6 and 7 of the season: one at $2.99, two at $2.49.
    expect(rest.serviceItems[0]?.preQty).toBe(4);
    expect(rest.totalAmount).toBe(299 + 2 * 249);
    const quoted = await priceInvoice(
      database.db,
      f.domain.id,
      [{ service: 'FED_EFILE', quantity: 3, alreadyPaid: 0 }],
      IN_SEASON,
    );
    expect(quoted.totalAmount).toBe(rest.totalAmount);
  });

  it('uses the accountant table for a firm', async () => {
    const f = await account({ domainType: 'A' });
    const invoice = await priceInvoice(
      database.db,
      f.domain.id,
      [{ service: 'STATE_EFILE', quantity: 200, alreadyPaid: 0 }],
      IN_SEASON,
    );
    expect(invoice.totalAmount).toBe(150 * 100 + 50 * 70);
  });

  it("prices a firm's client on the accountant table, its tiers counting the firm's season", async () => {
    const firm = await account({ domainType: 'A', payeeCount: 4 });
    const client = await createClient(database.db, {
      firmDomainId: firm.domain.id,
      domainType: 'B',
      name: 'Client of the firm',
    });
    const stateOrder = [{ service: 'STATE_EFILE' as const, quantity: 200, alreadyPaid: 0 }];
    expect((await priceInvoice(database.db, client.id, stateOrder, IN_SEASON)).totalAmount).toBe(
      150 * 100 + 50 * 70,
    );
    // The firm files four returns; the client's next three are units 5 to 7 of the group's season.
    const rows = await createDraftFilings(database, firm.domain.id, firm.payees, { fed: true });
    await fund(firm.domain.id, 10_000);
    const ids = rows.map((r) => r.id);
    const first = await getSubmissionInvoice(database.db, firm.domain.id, ids, IN_SEASON);
    await submitFilings(database.db, vault, {
      domainId: firm.domain.id,
      userId: firm.user.id,
      filingIds: ids,
      expectedTotal: first.totalAmount,
      now: IN_SEASON,
    });
    const quoted = await priceInvoice(
      database.db,
      client.id,
      [{ service: 'FED_EFILE', quantity: 3, alreadyPaid: 0 }],
      IN_SEASON,
    );
    expect(quoted.serviceItems[0]?.preQty).toBe(4);
    expect(quoted.totalAmount).toBe(299 + 2 * 249);
    // Another firm's volume counts for nothing here.
    const other = await account({ domainType: 'A' });
    const fresh = await priceInvoice(
      database.db,
      other.domain.id,
      [{ service: 'FED_EFILE', quantity: 1, alreadyPaid: 0 }],
      IN_SEASON,
    );
    expect(fresh.serviceItems[0]?.preQty).toBe(0);
  });

  it('moves filings with a TIN check to WaitingOnTINMatch and charges one check per payee', async () => {
    const f = await account({ payeeCount: 2 });
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true, tinMatch: true });
    // A second form for the first payee asks for the same check.
    const [extra] = await database.db
      .insert(filings)
      .values({
        domainId: f.domain.id,
        payeeId: f.payees[0]?.id ?? 0,
        payeeName: 'Vendor 1',
        filingYear: 2025,
        filingType: 'Type_1099_MISC',
        filingData: { rents: 100_000 },
        fedSub: { selected: true, isPaid: false, uniqueRecordId: null },
        tinMatchSub: { selected: true, isPaid: false },
      })
      .returning();
    const ids = [...rows.map((r) => r.id), extra?.id ?? 0];
    await fund(f.domain.id, 5_000);
    const invoice = await getSubmissionInvoice(database.db, f.domain.id, ids, IN_SEASON);
    expect(invoice.serviceItems.find((i) => i.service === 'TIN_MATCH')?.quantity).toBe(2);
    await submitFilings(database.db, vault, {
      domainId: f.domain.id,
      userId: f.user.id,
      filingIds: ids,
      expectedTotal: invoice.totalAmount,
      now: IN_SEASON,
    });
    const after = await database.db.select().from(filings).where(inArray(filings.id, ids));
    expect(after.every((r) => r.status === 'WaitingOnTINMatch' && r.tinMatchSub.isPaid)).toBe(true);
    const [tinJob] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.domainId, f.domain.id), eq(jobs.kind, SUBMISSION_JOB_KINDS.tinMatch)));
    expect((tinJob?.payload as { payeeIds: number[] }).payeeIds.sort()).toEqual(
      f.payees.map((p) => p.id).sort(),
    );
  });

  it('refuses, changing nothing: a changed total, too little funds, an unconfirmed e-mail, none, foreign ids, errors, no federal', async () => {
    const f = await account({ payeeCount: 2 });
    const other = await account();
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    const [foreign] = await createDraftFilings(database, other.domain.id, other.payees, { fed: true });
    const ids = rows.map((r) => r.id);
    const submit = (filingIds: number[], expectedTotal: number, userId = f.user.id) =>
      submitFilings(database.db, vault, {
        domainId: f.domain.id,
        userId,
        filingIds,
        expectedTotal,
        now: IN_SEASON,
      });
    const total = (await getSubmissionInvoice(database.db, f.domain.id, ids, IN_SEASON)).totalAmount;

    await expect(submit(ids, total)).rejects.toThrow('Not enough funds');
    await fund(f.domain.id, 1_000);
    await expect(submit(ids, total - 1)).rejects.toThrow(SUBMISSION_MESSAGES.totalChanged(total));
    await expect(submit([], 0)).rejects.toThrow(SUBMISSION_MESSAGES.noFilings);
    await expect(submit([...ids, foreign?.id ?? 0], total)).rejects.toThrow(SUBMISSION_MESSAGES.notFound);
    const unconfirmed = await account({ confirmed: false });
    await expect(submit(ids, total, unconfirmed.user.id)).rejects.toThrow(
      SUBMISSION_MESSAGES.emailNotConfirmed,
    );
    await expect(
      submit(
        Array.from({ length: 10_001 }, (_, i) => i + 1),
        0,
      ),
    ).rejects.toThrow(SUBMISSION_MESSAGES.tooMany);

    const [noFed] = await createDraftFilings(
      database,
      f.domain.id,
      f.payees.slice(0, 1),
      { fed: false },
      2024,
    );
    await expect(submit([noFed?.id ?? 0], 0)).rejects.toThrow(SUBMISSION_MESSAGES.noFederal);
    const [bad] = await createDraftFilings(database, f.domain.id, f.payees.slice(1, 2), { fed: true }, 2024);
    await database.db
      .update(filings)
      .set({ filingData: { nonEmployeeComp: -5 } })
      .where(eq(filings.id, bad?.id ?? 0));
    await expect(submit([bad?.id ?? 0], 299)).rejects.toThrow(SUBMISSION_MESSAGES.hasErrors);
    await database.db
      .update(filings)
      .set({ status: 'Accepted' })
      .where(eq(filings.id, bad?.id ?? 0));
    await expect(submit([bad?.id ?? 0], 0)).rejects.toThrow(SUBMISSION_MESSAGES.notDraft);

    const untouched = await database.db.select().from(filings).where(inArray(filings.id, ids));
    expect(untouched.every((r) => r.status === 'Draft' && !r.fedSub.isPaid)).toBe(true);
    const charges = await database.db
      .select()
      .from(billingTransactions)
      .where(
        and(
          eq(billingTransactions.domainId, f.domain.id),
          eq(billingTransactions.transactionType, 'ServiceCharge'),
        ),
      );
    expect(charges).toEqual([]);
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(1_000);
  });

  it('submits a state-only filing without Federal eFile, and no other filing without it', async () => {
    const f = await account({ payeeCount: 2 });
    const [stateOnly, belowFloor] = await createDraftFilings(
      database,
      f.domain.id,
      f.payees,
      { fed: false, state: 'EFile' },
      2026,
    );
    // TY2026: New Jersey wants NEC from $1,000; the federal floor is $2,000.
    const njNec = (cents: number) => ({ nonEmployeeComp: cents, state1Code: 'NJ' });
    await database.db
      .update(filings)
      .set({ filingData: njNec(1_500_00), totalCents: 1_500_00 })
      .where(eq(filings.id, stateOnly?.id ?? 0));
    await database.db
      .update(filings)
      .set({ filingData: njNec(900_00), totalCents: 900_00 })
      .where(eq(filings.id, belowFloor?.id ?? 0));
    await fund(f.domain.id, 5_000);
    const now = new Date('2027-01-15T18:00:00Z');
    const submit = (ids: number[], expectedTotal: number) =>
      submitFilings(database.db, vault, {
        domainId: f.domain.id,
        userId: f.user.id,
        filingIds: ids,
        expectedTotal,
        now,
      });
    await expect(submit([belowFloor?.id ?? 0], 0)).rejects.toThrow(SUBMISSION_MESSAGES.noFederal);
    const invoice = await getSubmissionInvoice(database.db, f.domain.id, [stateOnly?.id ?? 0], now);
    expect(invoice.serviceItems.map((i) => i.service)).toEqual(['STATE_EFILE']);
    const result = await submit([stateOnly?.id ?? 0], invoice.totalAmount);
    expect(result.submittedFilingIds).toEqual([stateOnly?.id]);
    const [row] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, stateOnly?.id ?? 0));
    expect(row?.fedSub).toMatchObject({ selected: false, isPaid: false });
    expect(row?.stateSub).toMatchObject({ selected: true, isPaid: true });
  });
});
