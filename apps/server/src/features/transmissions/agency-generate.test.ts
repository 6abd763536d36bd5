import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { countFilingsToBeProcessed, generateAgencyTransmissions } from './agency-generate.ts';
import { REPEATED_TIN_MESSAGE } from './agency-write.ts';
import { deleteAgencyTransmission, downloadAgencyTransmission } from './agency.service.ts';
import { checkIrisFiles } from './file-check.ts';
import { readTransmitterSettings, type TransmissionServices } from './transmission-file.ts';
import { submitNecFilings } from './transmissions.fixtures.ts';
import { agencyTransmissionRecords, agencyTransmissions } from './transmissions.table.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const IN_SEASON = new Date('2026-01-15T18:00:00Z');
// Files of a few returns each, so that a few payers fill several.
const small: TransmissionServices = {
  encryptor,
  tinVault: vault,
  transmitter: readTransmitterSettings(null),
  maxTransmissionBytes: 55_000,
};

describeEachDatabase('Generate reads the filings in pages', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Each file of a Generate, in order: its records as filing, submission and record id. */
  async function describeFiles(transmissionIds: readonly number[]) {
    const files: string[][] = [];
    for (const id of transmissionIds) {
      const records = await database.db
        .select()
        .from(agencyTransmissionRecords)
        .where(eq(agencyTransmissionRecords.transmissionId, id))
        .orderBy(asc(agencyTransmissionRecords.submissionId), asc(agencyTransmissionRecords.recordId));
      files.push(records.map((r) => `${r.filingId}:${r.submissionId}:${r.recordId}`));
    }
    return files;
  }

  it('writes the same files a page at a time as all at once, each whole and schema-valid', async () => {
    const accounts = [];
    for (const [k, payeeCount] of [12, 4, 10].entries())
      accounts.push(
        await submitNecFilings(database, vault, {
          email: `page${k}@example.test`,
          payeeCount,
          now: IN_SEASON,
        }),
      );
    const ids = accounts.flatMap((a) => a.ids);
    // Two payees of the second payer share a TIN: rejected, though their payer spans two pages.
    const [first, second] = accounts[1]?.payees ?? [];
    await database.db
      .update(payees)
      .set({ tinCiphertext: first?.tinCiphertext, tinHash: first?.tinHash, tinLast4: first?.tinLast4 })
      .where(eq(payees.id, second?.id ?? 0));

    const paged = await generateAgencyTransmissions(
      database.db,
      { ...small, generatePageSize: 4 },
      IN_SEASON,
    );
    expect(paged.filingCount).toBe(ids.length - 2);
    expect(paged.rejected.map((r) => r.reason)).toEqual([
      REPEATED_TIN_MESSAGE('4567'),
      REPEATED_TIN_MESSAGE('4567'),
    ]);
    expect(paged.transmissionIds.length).toBeGreaterThan(3);
    const pagedFiles = await describeFiles(paged.transmissionIds);
    // Every filing but the two rejected in exactly one record; each file passes the real check.
    const placed = pagedFiles.flat().map((r) => Number(r.split(':')[0]));
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed).toHaveLength(ids.length - 2);
    for (const id of paged.transmissionIds) {
      const { content } = await downloadAgencyTransmission(database.db, encryptor, id);
      expect(await checkIrisFiles(2025, [content])).toEqual([undefined]);
    }
    const utids = await database.db
      .select({ utid: agencyTransmissions.uniqueTransmissionId })
      .from(agencyTransmissions)
      .where(inArray(agencyTransmissions.id, paged.transmissionIds));

    // Deleted, the same filings generated in one page give the same files (new UTIDs).
    for (const id of paged.transmissionIds) await deleteAgencyTransmission(database.db, id, IN_SEASON);
    const rejected = paged.rejected.map((r) => r.filingId);
    await database.db.update(filings).set({ status: 'Received' }).where(inArray(filings.id, rejected));
    const whole = await generateAgencyTransmissions(database.db, small, IN_SEASON);
    expect(await describeFiles(whole.transmissionIds)).toEqual(pagedFiles);
    const again = await database.db
      .select({ utid: agencyTransmissions.uniqueTransmissionId })
      .from(agencyTransmissions)
      .where(inArray(agencyTransmissions.id, whole.transmissionIds));
    const before = new Set(utids.map((u) => u.utid));
    expect(again.some((u) => before.has(u.utid))).toBe(false);
  }, 120_000);

  it('takes at most the cap in one Generate, writes the last page read and leaves the rest ready', async () => {
    const accounts = [];
    for (const [k, payeeCount] of [5, 6, 4].entries())
      accounts.push(
        await submitNecFilings(database, vault, {
          email: `cap${k}@example.test`,
          payeeCount,
          now: IN_SEASON,
        }),
      );
    // The reading order: account, then filing id (all NEC of one tax year).
    const ordered = accounts.flatMap((a) => [...a.ids].sort((x, y) => x - y));
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON)).toBe(15);
    const capped = { ...small, generatePageSize: 3, maxFilingsPerGenerate: 7 };
    const statusOf = async () => {
      const rows = await database.db
        .select({ id: filings.id, status: filings.status })
        .from(filings)
        .where(inArray(filings.id, ordered));
      return new Map(rows.map((r) => [r.id, r.status]));
    };

    // Pages of 3, 3 and 1: the cap cuts the second payer's submission after its first two filings.
    const first = await generateAgencyTransmissions(database.db, capped, IN_SEASON);
    expect(first.filingCount).toBe(7);
    expect(first.rejected).toEqual([]);
    const firstPlaced = (await describeFiles(first.transmissionIds))
      .flat()
      .map((r) => Number(r.split(':')[0]));
    expect([...firstPlaced].sort((x, y) => x - y)).toEqual(ordered.slice(0, 7));
    let statuses = await statusOf();
    expect(ordered.map((id) => statuses.get(id))).toEqual([
      ...Array<string>(7).fill('Processing'),
      ...Array<string>(8).fill('Received'),
    ]);
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON)).toBe(8);

    // The next Generate takes the next seven, the one after it the last filing; then none is left.
    const second = await generateAgencyTransmissions(database.db, capped, IN_SEASON);
    expect(second.filingCount).toBe(7);
    const secondPlaced = (await describeFiles(second.transmissionIds))
      .flat()
      .map((r) => Number(r.split(':')[0]));
    expect([...secondPlaced].sort((x, y) => x - y)).toEqual(ordered.slice(7, 14));
    const third = await generateAgencyTransmissions(database.db, capped, IN_SEASON);
    expect(third.filingCount).toBe(1);
    expect((await describeFiles(third.transmissionIds)).flat().map((r) => Number(r.split(':')[0]))).toEqual(
      ordered.slice(14),
    );
    statuses = await statusOf();
    expect(ordered.every((id) => statuses.get(id) === 'Processing')).toBe(true);
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON)).toBe(0);
    const empty = await generateAgencyTransmissions(database.db, capped, IN_SEASON);
    expect(empty).toEqual({ transmissionIds: [], filingCount: 0, rejected: [] });
  }, 120_000);
});
