import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { addLedgerEntry, getAvailableCredits } from '../billing/ledger.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { ignoreTinValidation } from '../payees/payees.service.ts';
import { payees } from '../payees/payees.table.ts';
import { SUBMISSION_JOB_KINDS } from '../submission/submission-jobs.ts';
import { createBillingFixture } from '../submission/submission.fixtures.ts';
import {
  cancelTinMatches,
  createTinMatches,
  getTinMatchInvoice,
  listTinMatches,
  requestTinMatches,
  TIN_MATCH_MESSAGES,
} from './tin-match.service.ts';

const key = randomBytes(32);
const vault = createTinVault(createEncryptor(key), deriveTinHashKey(key));

describeEachDatabase('TIN verification requests', (kind) => {
  let database: Database;
  let n = 0;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses obvious errors before paying, then Draft → paid → InProgress with a queued job', async () => {
    n += 1;
    const f = await createBillingFixture(database, vault, { email: `tin-${n}@example.test`, payeeCount: 2 });
    const ids = f.payees.map((p) => p.id);
    await addLedgerEntry(database.db, f.domain.id, {
      type: 'PromoCredit',
      amountCents: 1_000,
      description: 'x',
      userId: null,
    });
    // A payee without a TIN is refused at once, nothing created.
    await database.db
      .update(payees)
      .set({ tinCiphertext: null, tinLast4: '' })
      .where(eq(payees.id, ids[1] ?? 0));
    await expect(createTinMatches(database.db, vault, f.domain.id, ids)).rejects.toThrow(
      TIN_MATCH_MESSAGES.noTin('Vendor 2'),
    );
    const drafts = await createTinMatches(database.db, vault, f.domain.id, [ids[0] ?? 0]);
    expect(drafts.map((d) => [d.status, d.nameControl])).toEqual([['Draft', 'VEND']]);
    const invoice = await getTinMatchInvoice(database.db, f.domain.id, [ids[0] ?? 0]);
    expect(invoice.totalAmount).toBe(100);
    const result = await requestTinMatches(database.db, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds: [ids[0] ?? 0],
      expectedTotal: 100,
    });
    expect(result.requests.map((r) => [r.status, r.isPaid])).toEqual([['InProgress', true]]);
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(900);
    const [payee] = await database.db
      .select()
      .from(payees)
      .where(eq(payees.id, ids[0] ?? 0));
    expect(payee?.tinMatchStatus).toBe('InProgress');
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, SUBMISSION_JOB_KINDS.tinMatch));
    expect(queued.map((job) => job.payload)).toContainEqual(expect.objectContaining({ payeeIds: [ids[0]] }));
    // A second request while InProgress neither creates nor charges.
    const again = await requestTinMatches(database.db, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds: [ids[0] ?? 0],
    });
    expect(again.invoice.totalAmount).toBe(0);
    // Once the back office sets InValid, Ignore resets the payee to not verified.
    await database.db
      .update(payees)
      .set({ tinMatchStatus: 'InValid', tinMatchResult: '3' })
      .where(eq(payees.id, ids[0] ?? 0));
    expect(await ignoreTinValidation(database.db, f.domain.id, ids[0] ?? 0)).toBe(true);
  });

  it('cancels Drafts only, and never another account’s', async () => {
    n += 1;
    const f = await createBillingFixture(database, vault, { email: `tin-${n}@example.test` });
    n += 1;
    const other = await createBillingFixture(database, vault, { email: `tin-${n}@example.test` });
    const ids = f.payees.map((p) => p.id);
    await createTinMatches(database.db, vault, f.domain.id, ids);
    await expect(cancelTinMatches(database.db, other.domain.id, ids)).rejects.toThrow(
      TIN_MATCH_MESSAGES.notFound,
    );
    await expect(listTinMatches(database.db, other.domain.id, ids)).rejects.toThrow(
      TIN_MATCH_MESSAGES.notFound,
    );
    expect((await cancelTinMatches(database.db, f.domain.id, ids)).map((r) => r.status)).toEqual([
      'Cancelled',
    ]);
    expect((await listTinMatches(database.db, f.domain.id, ids)).map((r) => r.status)).toEqual(['Cancelled']);
  });
});
