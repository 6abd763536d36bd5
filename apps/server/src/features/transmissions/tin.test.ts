import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { tinMatchRequests } from '../tin-match/tin-match.table.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { TRANSMISSION_MESSAGES } from './agency.service.ts';
import {
  countRequestsToBeProcessed,
  downloadTinTransmission,
  generateTinTransmissions,
  processTinResponse,
  TIN_MESSAGES,
  updateTinTransmission,
} from './tin.service.ts';
import { tinTransmissionRequests } from './transmissions.table.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));

describeEachDatabase('TIN-match transmissions', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('generates the bulk request file from paid requests and writes each answer to its payee', async () => {
    const f = await createBillingFixture(database, vault, { email: 'tin1@example.test', payeeCount: 3 });
    const ids = f.payees.map((p) => p.id);
    // Paid TIN checks: the payees are InProgress; one filing waits on its payee's check.
    await database.db.update(payees).set({ tinMatchStatus: 'InProgress' }).where(inArray(payees.id, ids));
    await database.db.insert(tinMatchRequests).values(
      ids.map((payeeId) => ({
        domainId: f.domain.id,
        payeeId,
        status: 'InProgress' as const,
        isPaid: true,
      })),
    );
    const [waiting] = await createDraftFilings(database, f.domain.id, f.payees.slice(0, 1), { fed: true });
    await database.db
      .update(filings)
      .set({ status: 'WaitingOnTINMatch' })
      .where(eq(filings.id, waiting?.id ?? 0));
    expect(await countRequestsToBeProcessed(database.db)).toBe(3);

    const [id, ...more] = await generateTinTransmissions(database.db, { encryptor, tinVault: vault });
    expect(more).toEqual([]);
    expect(await countRequestsToBeProcessed(database.db)).toBe(0);
    const file = await downloadTinTransmission(database.db, encryptor, id ?? 0);
    const requests = await database.db
      .select()
      .from(tinTransmissionRequests)
      .where(eq(tinTransmissionRequests.transmissionId, id ?? 0))
      .orderBy(asc(tinTransmissionRequests.id));
    const lines = file.content.split('\r\n');
    // The fixture's payees have EINs 27-1234567, 27-1234568 …
    expect(lines).toEqual(requests.map((r, i) => `1;${271_234_567 + i};Vendor ${i + 1};${r.id}`));

    await expect(
      updateTinTransmission(database.db, {
        transmissionId: id ?? 0,
        transmissionStatus: 'Sent_To_Agency',
        ackNumber: 'x'.repeat(201),
      }),
    ).rejects.toThrow(TRANSMISSION_MESSAGES.ackTooLong);
    await updateTinTransmission(database.db, {
      transmissionId: id ?? 0,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: ' TIN-ACK-1 ',
    });

    // Faults: an IRIS acknowledgement, and an answer to requests this file did not hold.
    await expect(processTinResponse(database.db, id ?? 0, '<TransStatusOrAckResponse/>')).rejects.toThrow(
      TIN_MESSAGES.notTinResponse,
    );
    await expect(processTinResponse(database.db, id ?? 0, '1;271234567;Vendor 1;999999;0')).rejects.toThrow(
      TIN_MESSAGES.otherFile,
    );
    const answer = lines.map((line, i) => `${line};${['0', '3', '5'][i]}`).join('\r\n');
    expect(await processTinResponse(database.db, id ?? 0, answer)).toEqual({ updated: 3 });
    const after = await database.db
      .select()
      .from(payees)
      .where(inArray(payees.id, ids))
      .orderBy(asc(payees.id));
    expect(after.map((p) => [p.tinMatchStatus, p.tinMatchResult])).toEqual([
      ['Valid', '0'],
      ['InValid', '3'],
      [null, '5'],
    ]);
    const [moved] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, waiting?.id ?? 0));
    expect(moved?.status).toBe('Received');
    const checks = await database.db
      .select()
      .from(tinMatchRequests)
      .where(inArray(tinMatchRequests.payeeId, ids));
    expect(checks.map((check) => check.status)).toEqual(['Done', 'Done', 'Done']);
    await expect(processTinResponse(database.db, id ?? 0, answer)).rejects.toThrow(
      TRANSMISSION_MESSAGES.alreadyAnswered,
    );
  });
});
