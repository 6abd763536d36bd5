import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validatePub1220 } from '@file1099/efile';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { irisA2aTransmissions } from '../iris-a2a/iris-a2a.table.ts';
import { createIrisTransmissionSource, queueIrisSubmissions } from '../iris-a2a/iris-a2a.wiring.ts';
import { ACK_MESSAGES, processAgencyResponse } from './acknowledgement.ts';
import { countFilingsToBeProcessed, generateAgencyTransmissions } from './agency-generate.ts';
import { choosePub1220, PUB1220_MESSAGES, readFireWindow } from './agency-pub1220.ts';
import {
  downloadAgencyTransmission,
  listTransmissionRecords,
  updateAgencyTransmission,
} from './agency.service.ts';
import {
  makeAcknowledgementXml,
  makeTransmissionServices,
  submitNecFilings,
} from './transmissions.fixtures.ts';
import { agencyTransmissions } from './transmissions.table.ts';

const { encryptor, vault, services } = makeTransmissionServices();
const IN_SEASON = new Date('2026-01-15T18:00:00Z');
const FIRE_TCC = 'F7Q2Z';

function configOf(values: Record<string, string>) {
  return { get: (name: string) => values[name] };
}

/** Record types of a Pub 1220 file, in order ('TABBCF'). */
function recordTypes(text: string): string {
  let types = '';
  for (let start = 0; start < text.length; start += 750) types += text[start];
  return types;
}

describeEachDatabase('Pub 1220 transmissions', (kind) => {
  let database: Database;
  let n = 0;

  async function submitted(payeeCount: number, options: { test?: boolean } = {}) {
    n += 1;
    return submitNecFilings(database, vault, {
      email: `fire${n}@example.test`,
      payeeCount,
      now: IN_SEASON,
      ...options,
    });
  }

  const setFiling = (id: number | undefined, values: Partial<typeof filings.$inferInsert>) =>
    database.db
      .update(filings)
      .set(values)
      .where(eq(filings.id, id ?? 0));

  async function open(transmissionId: number) {
    return (await downloadAgencyTransmission(database.db, encryptor, transmissionId)).content;
  }

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses Pub 1220 after FIRE’s last day, for a year the writer lacks, and without a FIRE TCC', () => {
    const config = configOf({ 'fire.tcc': FIRE_TCC });
    expect(choosePub1220(config, 2025, IN_SEASON)).toEqual({ taxYear: 2025, tcc: FIRE_TCC });
    expect(() => choosePub1220(config, 2026, IN_SEASON)).toThrow(PUB1220_MESSAGES.taxYear(2026));
    expect(() => choosePub1220(config, null, IN_SEASON)).toThrow(PUB1220_MESSAGES.taxYearRequired);
    expect(() => choosePub1220(configOf({}), 2025, IN_SEASON)).toThrow(PUB1220_MESSAGES.tccMissing);
    // Dec 31, 2026 is the last day in US Eastern time; Jan 1, 2027 there is too late.
    expect(choosePub1220(config, 2025, new Date('2027-01-01T04:30:00Z')).taxYear).toBe(2025);
    expect(() => choosePub1220(config, 2025, new Date('2027-01-01T05:30:00Z'))).toThrow(
      PUB1220_MESSAGES.closed('2026-12-31'),
    );
    const earlier = configOf({ 'fire.tcc': FIRE_TCC, 'fire.lastFilingDate': '2026-01-10' });
    expect(() => choosePub1220(earlier, 2025, IN_SEASON)).toThrow(PUB1220_MESSAGES.closed('2026-01-10'));
    expect(readFireWindow(earlier, IN_SEASON)).toEqual({
      lastFilingDate: '2026-01-10',
      open: false,
      taxYears: [2024, 2025],
    });
  });

  it('writes validated Pub 1220 files per test flag and kind for TY2025 NEC and MISC filings', async () => {
    const live = await submitted(5);
    const test = await submitted(2, { test: true });
    const [nec1, nec2, misc, correction, later] = live.ids;
    await setFiling(misc, { filingType: 'Type_1099_MISC', filingData: { rents: 120_000 } });
    await setFiling(correction, { correctionType: 'First' });
    await setFiling(later, { filingYear: 2026 });
    // The Generate button counts the chosen year's filings only when Pub 1220 is chosen.
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON, 2025)).toBe(6);
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON)).toBe(7);

    const choice = choosePub1220(configOf({ 'fire.tcc': FIRE_TCC }), 2025, IN_SEASON);
    const generated = await generateAgencyTransmissions(
      database.db,
      { ...services, pub1220: choice },
      IN_SEASON,
    );
    expect(generated.rejected).toEqual([]);
    expect(generated.filingCount).toBe(6);
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON, 2025)).toBe(0);
    expect(await countFilingsToBeProcessed(database.db, IN_SEASON, 2026)).toBe(1);
    const rows = await database.db
      .select()
      .from(agencyTransmissions)
      .where(inArray(agencyTransmissions.id, generated.transmissionIds))
      .orderBy(asc(agencyTransmissions.id));
    const summary = rows.map((r) => [r.formatType, r.taxYear, r.transmissionType, r.isTest]);
    expect(summary.sort()).toEqual([
      ['PUB1220', 2025, 'C', false],
      ['PUB1220', 2025, 'O', false],
      ['PUB1220', 2025, 'O', true],
    ]);
    const byKey = (type: string, isTest: boolean) => {
      const row = rows.find((r) => r.transmissionType === type && r.isTest === isTest);
      if (!row) throw new Error(`no ${type} ${isTest} file`);
      return row;
    };

    const original = byKey('O', false);
    expect(original.fileName).toMatch(/^PUB1220_TY2025_O_.*\.txt$/);
    expect(original.uniqueTransmissionId).toContain(`:FIRE:${FIRE_TCC}::A`);
    const text = await open(original.id);
    expect(validatePub1220(text).valid).toBe(true);
    // Generate reads by tax year, account, form and id: the MISC group comes before the NEC one.
    expect(recordTypes(text)).toBe('TABCABBCF');
    expect(text.slice(0, 5)).toBe('T2025');
    expect(text.slice(15, 20)).toBe(FIRE_TCC);
    expect(text[27]).toBe(' ');
    expect([original.recipientCount, original.issuerCount]).toEqual([3, 2]);
    // Each filing's record id is its B record's sequence number.
    const records = await listTransmissionRecords(database.db, [original.id]);
    const sequences = [3, 6, 7].map((number) =>
      Number(text.slice((number - 1) * 750 + 499, (number - 1) * 750 + 507)),
    );
    expect(sequences).toEqual([3, 6, 7]);
    const byFiling = (a: [number, number | null], b: [number, number | null]) => a[0] - b[0];
    expect(records.map((r): [number, number | null] => [r.filingId, r.recordId]).sort(byFiling)).toEqual(
      (
        [
          [misc, 3],
          [nec1, 6],
          [nec2, 7],
        ] as [number, number | null][]
      ).sort(byFiling),
    );

    const corrections = await open(byKey('C', false).id);
    expect(validatePub1220(corrections).valid).toBe(true);
    expect(recordTypes(corrections)).toBe('TABCF');
    expect(corrections[2 * 750 + 5]).toBe('G'); // B 6: the correction indicator

    const testRow = byKey('O', true);
    expect(testRow.fileName).toMatch(/^PUB1220_TEST_TY2025_O_.*\.txt$/);
    const testText = await open(testRow.id);
    expect(validatePub1220(testText).valid).toBe(true);
    expect(testText[27]).toBe('T');
    expect(recordTypes(testText)).toBe('TABBCF');

    const statuses = await database.db
      .select({ id: filings.id, status: filings.status })
      .from(filings)
      .where(inArray(filings.id, [...live.ids, ...test.ids]))
      .orderBy(asc(filings.id));
    expect(statuses.filter((f) => f.status === 'Processing')).toHaveLength(6);
    expect(statuses.find((f) => f.id === later)?.status).toBe('Received');
  });

  it('rejects a filing the Pub 1220 writer can not carry with the reason, and writes the rest', async () => {
    const live = await submitted(2);
    const [tooLarge, fine] = live.ids;
    // $10,000,000,000.00: more than a Pub 1220 amount field (12 digits) holds.
    await setFiling(tooLarge, { filingData: { nonEmployeeComp: 1_000_000_000_000 } });
    const choice = choosePub1220(configOf({ 'fire.tcc': FIRE_TCC }), 2025, IN_SEASON);
    const generated = await generateAgencyTransmissions(
      database.db,
      { ...services, pub1220: choice },
      IN_SEASON,
    );
    expect(generated.rejected.map((r) => r.filingId)).toEqual([tooLarge]);
    expect(generated.rejected[0]?.reason).toMatch(/amount/i);
    expect(generated.filingCount).toBe(1);
    const [id] = generated.transmissionIds;
    const records = await listTransmissionRecords(database.db, id === undefined ? [] : [id]);
    expect(records.map((r) => r.filingId)).toEqual([fine]);
    const [rejected] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, tooLarge ?? 0));
    expect(rejected?.status).toBe('System_Rejected');
  });

  it('runs the manual flow and refuses a response of the wrong kind; A2A never sends it', async () => {
    const live = await submitted(2);
    const choice = choosePub1220(configOf({ 'fire.tcc': FIRE_TCC }), 2025, IN_SEASON);
    const generated = await generateAgencyTransmissions(
      database.db,
      { ...services, pub1220: choice },
      IN_SEASON,
    );
    const [id] = generated.transmissionIds;
    if (id === undefined) throw new Error('nothing generated');
    const [row] = await database.db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    if (!row) throw new Error('no row');

    // An IRIS acknowledgement for a FIRE file is refused, whatever it names.
    const ack = makeAcknowledgementXml({
      utid: row.uniqueTransmissionId,
      status: 'Accepted',
      submissions: [],
    });
    await expect(processAgencyResponse(database.db, id, ack)).rejects.toThrow(
      PUB1220_MESSAGES.irisAckForFire,
    );

    // A2A: never queued, never loaded for sending.
    expect(await queueIrisSubmissions(database.db, [id], 'ats')).toBe(0);
    await database.db.insert(irisA2aTransmissions).values({ transmissionId: id, environment: 'ats' });
    expect(await createIrisTransmissionSource(encryptor).load(database.db, id)).toBeNull();
    await database.db.delete(irisA2aTransmissions).where(eq(irisA2aTransmissions.transmissionId, id));

    const sent = await updateAgencyTransmission(database.db, {
      transmissionId: id,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: ' 1099-FIRE-RECEIPT.txt ',
    });
    expect(sent.ackNumber).toBe('1099-FIRE-RECEIPT.txt');
    const records = await listTransmissionRecords(database.db, [id]);
    const second = records[1];
    if (!second) throw new Error('no second record');
    await updateAgencyTransmission(database.db, {
      transmissionId: id,
      transmissionStatus: 'Response_Received',
      isRejected: true,
      filingResponses: [{ recordId: `${second.submissionId}|${second.recordId}`, messages: ['Bad TIN'] }],
    });
    const statuses = await database.db
      .select({ status: filings.status })
      .from(filings)
      .where(inArray(filings.id, live.ids))
      .orderBy(asc(filings.id));
    expect(statuses.map((s) => s.status)).toEqual(['Accepted', 'Agency_Rejected']);
  });

  it('refuses a Pub 1220 file as the response of an IRIS transmission', async () => {
    await submitted(1);
    const [irisId] = (await generateAgencyTransmissions(database.db, services, IN_SEASON)).transmissionIds;
    if (irisId === undefined) throw new Error('nothing generated');
    const pub = await submitted(1);
    const choice = choosePub1220(configOf({ 'fire.tcc': FIRE_TCC }), 2025, IN_SEASON);
    const [fireId] = (
      await generateAgencyTransmissions(database.db, { ...services, pub1220: choice }, IN_SEASON)
    ).transmissionIds;
    expect(pub.ids).toHaveLength(1);
    if (fireId === undefined) throw new Error('nothing generated');
    const text = await open(fireId);
    await expect(processAgencyResponse(database.db, irisId, text)).rejects.toThrow(
      ACK_MESSAGES.notAcknowledgement('this is a Pub 1220 (FIRE) file.'),
    );
  });
});
