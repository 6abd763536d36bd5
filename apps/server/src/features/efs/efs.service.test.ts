import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings, filingStatusHistory, type FilingRow } from '../filings/filings.table.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { EFS_MESSAGES, listEfsFilings, updateEfsFilingsStatus } from './efs.service.ts';

const key = randomBytes(32);
const vault = createTinVault(createEncryptor(key), deriveTinHashKey(key));

describeEachDatabase('EFS Filings queue', (kind) => {
  let database: Database;
  let received: FilingRow[];
  let draft: FilingRow | undefined;
  beforeAll(async () => {
    database = await kind.open();
    const fixture = await createBillingFixture(database, vault, { email: 'efs@example.test', payeeCount: 3 });
    received = await createDraftFilings(database, fixture.domain.id, fixture.payees, { state: 'EFile' });
    [draft] = await createDraftFilings(database, fixture.domain.id, fixture.payees.slice(0, 1), {});
    await database.db
      .update(filings)
      .set({ status: 'Received' })
      .where(
        inArray(
          filings.id,
          received.map((row) => row.id),
        ),
      );
  });
  afterAll(async () => {
    await database.close();
  });

  const ids = () => received.map((row) => row.id);
  const listed = async (status: 'Queued' | 'Received') =>
    (await listEfsFilings(database.db, [status])).map((row) => row.id).sort((a, b) => a - b);

  it('lists the filings in the queue with the spec fields, TINs by their last four digits', async () => {
    const rows = await listEfsFilings(database.db, ['Received', 'Queued']);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids());
    expect(rows[0]).toMatchObject({
      isStateFiling: true,
      stateFilingMethod: 'EFile',
      reportingStateCode: 'CA',
      filingYear: 2025,
      filingReturnType: 'Type_1099_NEC',
      payeeTinLast4: '4567',
      status: 'Received',
      payeeAddress: {
        streetName1: '1 Main St',
        city: 'Springfield',
        zipCode: '90001',
        isForeignAddress: false,
      },
      boxData: { nonEmployeeComp: 250_000 },
    });
    expect(JSON.stringify(rows)).not.toContain('1234567');
    expect(await listEfsFilings(database.db, ['Received'], 2)).toHaveLength(2);
    expect(await listEfsFilings(database.db, [])).toEqual([]);
  });

  it('queues and un-queues, with the status history', async () => {
    expect(await updateEfsFilingsStatus(database.db, ids(), 'Queued', null)).toBe(3);
    expect(await listed('Queued')).toEqual(ids());
    expect(await listed('Received')).toEqual([]);
    expect(await updateEfsFilingsStatus(database.db, ids().slice(0, 1), 'Received', null)).toBe(1);
    expect(await listed('Received')).toEqual(ids().slice(0, 1));
    const history = await database.db
      .select()
      .from(filingStatusHistory)
      .where(and(eq(filingStatusHistory.filingId, ids()[0] ?? 0), eq(filingStatusHistory.status, 'Queued')));
    expect(history).toHaveLength(1);
    expect(draft?.status).toBe('Draft');
  });

  it('rejects with a reason (System_Rejected), and refuses a rejection without one', async () => {
    const target = ids()[2] ?? 0;
    const missing = await updateEfsFilingsStatus(database.db, [target], 'System_Rejected', '  ').catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).message).toBe(EFS_MESSAGES.reasonRequired);
    await expect(
      updateEfsFilingsStatus(database.db, [target], 'System_Rejected', 'x'.repeat(201)),
    ).rejects.toThrow(EFS_MESSAGES.reasonTooLong);
    expect(await updateEfsFilingsStatus(database.db, [target], 'System_Rejected', ' Wrong state ID ')).toBe(
      1,
    );
    const [row] = await database.db.select().from(filings).where(eq(filings.id, target));
    expect(row).toMatchObject({ status: 'System_Rejected', statusChangeDesc: 'Wrong state ID' });
    expect((await listEfsFilings(database.db, ['Queued', 'Received'])).map((item) => item.id)).not.toContain(
      target,
    );
  });
});
