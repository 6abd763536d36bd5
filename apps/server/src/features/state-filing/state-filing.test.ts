import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BlobReader, BlobWriter, TextWriter, ZipReader } from '@zip.js/zip.js';
import { readPub1220 } from '@file1099/efile';
import { getStateFilingStatusLabel, isFilingStatus, type StateFilingStatus } from '@file1099/forms';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { listEfsFilings, markStateFilingsAccepted, updateEfsFilingsStatus } from '../efs/efs.service.ts';
import { filings } from '../filings/filings.table.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { generateAgencyTransmissions } from '../transmissions/agency-generate.ts';
import { downloadAgencyTransmission, updateAgencyTransmission } from '../transmissions/agency.service.ts';
import { makeTransmissionServices, preparePayer } from '../transmissions/transmissions.fixtures.ts';
import {
  buildSelfEFileZip,
  countSelfEFileFilings,
  listSelfEFileFilings,
  listSelfEFileStates,
  SELF_EFILE_MESSAGES,
} from './self-efile.service.ts';
import { createStateEfileJobHandler } from './state-filing.job.ts';
import { STATE_ACCEPTED_DESC } from './state-efs.ts';
import { STATE_FILING_DESCRIPTIONS } from './state-filing.service.ts';

const { encryptor, vault, services } = makeTransmissionServices();
const NOW = new Date('2026-01-20T18:00:00Z');

/** Per payee: the state, the method and the state data of its NEC. */
const PLAN = [
  { state: 'CA', method: 'CFSF', data: { state1Income: 250_000 } },
  { state: 'DE', method: 'SelfEFile', data: { state1Income: 250_000, state1TaxWithheld: 12_50 } },
  { state: 'NE', method: 'SelfEFile', data: { state1Income: 250_000, state1TaxWithheld: 50_00 } },
  { state: 'PA', method: 'EFile', data: { state1Income: 250_000 } },
  { state: 'CT', method: 'SelfFile', data: {} },
  { state: 'DE', method: 'SelfEFile', data: {} },
] as const;

describeEachDatabase('state filing', (kind) => {
  let database: Database;
  let n = 0;

  /** An account with paid NEC filings (federal + state) ready for the next transmission. */
  async function received() {
    n += 1;
    const f = await createBillingFixture(database, vault, {
      email: `state${n}@example.test`,
      payeeCount: PLAN.length,
    });
    await preparePayer(database, vault, f.domain.id);
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    for (const [index, row] of rows.entries()) {
      const plan = PLAN[index % PLAN.length];
      if (!plan) continue;
      await database.db
        .update(filings)
        .set({
          status: 'Received',
          filingData: { ...row.filingData, state1Code: plan.state, state1EIN: '12345678', ...plan.data },
          fedSub: { ...row.fedSub, isPaid: true },
          stateSub: {
            selected: true,
            isPaid: true,
            filingMethod: plan.method,
            stateCode: plan.state,
            uniqueRecordId: null,
          },
        })
        .where(eq(filings.id, row.id));
    }
    return { ...f, ids: rows.map((r) => r.id) };
  }

  const stored = async (ids: readonly number[]) =>
    database.db
      .select()
      .from(filings)
      .where(inArray(filings.id, [...ids]))
      .orderBy(asc(filings.id));

  const runStateJob = (domainId: number, filingIds: number[]) =>
    createStateEfileJobHandler()({ domainId, transactionId: null, filingIds }, {
      db: database.db,
      signal: new AbortController().signal,
      reportProgress: async () => undefined,
    } as never);

  /** Generate, Edit (ACK number), then Mark as Rejected for the given records or Mark as Accepted. */
  async function transmitAndAnswer(rejectRecordIds: string[] = []) {
    const generated = await generateAgencyTransmissions(database.db, services, NOW);
    expect(generated.rejected).toEqual([]);
    const id = generated.transmissionIds[0] ?? 0;
    const file = await downloadAgencyTransmission(database.db, encryptor, id);
    await updateAgencyTransmission(
      database.db,
      { transmissionId: id, transmissionStatus: 'Sent_To_Agency', ackNumber: 'ACK-1' },
      NOW,
    );
    await updateAgencyTransmission(
      database.db,
      {
        transmissionId: id,
        transmissionStatus: 'Response_Received',
        isRejected: rejectRecordIds.length > 0,
        filingResponses: rejectRecordIds.map((recordId) => ({ recordId, messages: ['Bad TIN'] })),
      },
      NOW,
    );
    return file.content;
  }

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('waits for the federal eFile, then moves each state filing by its method', async () => {
    const a = await received();
    const result = await runStateJob(a.domain.id, a.ids);
    expect(result).toEqual({ submitted: PLAN.length, advanced: 0 });
    // Running it again changes nothing.
    expect(await runStateJob(a.domain.id, a.ids)).toEqual({ submitted: 0, advanced: 0 });
    const waiting = await stored(a.ids);
    expect(waiting.map((f) => f.stateFilingStatus)).toEqual(PLAN.map(() => 'Submitted'));
    expect(
      waiting.map((f) =>
        isFilingStatus(f.status)
          ? getStateFilingStatusLabel(f.stateFilingStatus as StateFilingStatus, f.status)
          : '',
      ),
    ).toEqual(PLAN.map(() => 'Waiting for Federal eFile'));

    // The federal file is IRIS; only the CFSF filing carries its state as a CF/SF state.
    const xml = await transmitAndAnswer(['2|1']);
    expect(xml).toContain('<CFSFElectionStateCd>CA</CFSFElectionStateCd>');
    expect(xml.match(/<CFSFElectionStateCd>/g)).toHaveLength(1);

    const after = await stored(a.ids);
    const byState = after.map((f) => [f.stateSub.stateCode, f.status, f.stateFilingStatus]);
    // The CFSF filing went in its own (CF/SF) submission 1; the first DE record (submission 2) was rejected.
    expect(byState).toEqual([
      ['CA', 'Accepted', 'Filed'],
      ['DE', 'Agency_Rejected', 'Submitted'],
      ['NE', 'Accepted', 'ReadyForDownload'],
      ['PA', 'Accepted', 'Queued'],
      ['CT', 'Accepted', 'Filed'],
      ['DE', 'Accepted', 'ReadyForDownload'],
    ]);
    expect(after[0]?.stateFilingStatusDesc).toBe(STATE_FILING_DESCRIPTIONS.cfsf);
    expect(after[2]?.stateFilingStatusDesc).toBe(
      'Ready for download: upload the file in NebFile for Business',
    );
    expect(after[3]?.stateFilingStatusDesc).toBe(STATE_FILING_DESCRIPTIONS.eFile);
    expect(after[1] && getStateFilingStatusLabel('Submitted', 'Agency_Rejected')).toBe(
      'Waiting for Federal eFile',
    );

    // The state job running late (after the acknowledgement) moves nothing back.
    expect(await runStateJob(a.domain.id, a.ids)).toEqual({ submitted: 0, advanced: 0 });

    // The direct state eFile (PA) is on the EFS screen's Queued list; its actions change the state
    // status only, never the Accepted federal one.
    const pa = after[3]?.id ?? 0;
    const efsRow = async (status: 'Queued' | 'Received') =>
      (await listEfsFilings(database.db, [status])).find((row) => row.id === pa);
    expect(await efsRow('Queued')).toMatchObject({
      isStateFiling: true,
      reportingStateCode: 'PA',
      stateFilingMethod: 'EFile',
      status: 'Queued',
      statusChangeDesc: STATE_FILING_DESCRIPTIONS.eFile,
    });
    expect(await updateEfsFilingsStatus(database.db, [pa], 'Received', null)).toBe(1);
    expect(await efsRow('Queued')).toBeUndefined();
    expect(await efsRow('Received')).toMatchObject({ status: 'Received', isStateFiling: true });
    // A re-run of the state job does not queue it again.
    expect(await runStateJob(a.domain.id, a.ids)).toEqual({ submitted: 0, advanced: 0 });
    expect(await updateEfsFilingsStatus(database.db, [pa], 'System_Rejected', ' No PA account ID ')).toBe(1);
    const [rejected] = await stored([pa]);
    expect(rejected).toMatchObject({
      status: 'Accepted',
      stateFilingStatus: 'System_Rejected',
      stateFilingStatusDesc: 'No PA account ID',
    });
  });

  it('lists the ready Self eFile filings and packs them in a zip that opens with the TIN last 4', async () => {
    const a = await received();
    await runStateJob(a.domain.id, a.ids);
    await transmitAndAnswer();
    expect(await countSelfEFileFilings(database.db, a.domain.id, 2025)).toBe(3);
    expect(await countSelfEFileFilings(database.db, a.domain.id, 2024)).toBe(0);
    const page = await listSelfEFileFilings(database.db, a.domain.id, { filingYear: 2025, pageSize: 2 });
    expect(page.rows.map((r) => r.filing.stateSub.stateCode)).toEqual(['DE', 'DE']);
    expect(page.pageMetadata).toMatchObject({ totalCount: 3, totalPages: 2, hasNextPage: true });
    const first = await listSelfEFileFilings(database.db, a.domain.id, { filingYear: 2025 });
    expect(first.rows).toHaveLength(3);

    const zip = await buildSelfEFileZip(database.db, {
      domainId: a.domain.id,
      filingYear: 2025,
      vault,
      transmitter: services.transmitter.transmitter,
    });
    expect(zip).toMatchObject({
      fileName: 'SelfEFile_TY2025.zip',
      files: ['DE/DE_1099_TY2025.txt', 'NE/NE_1099_TY2025.txt', 'README.txt'],
      filingCount: 3,
      passwordHint: SELF_EFILE_MESSAGES.password,
    });
    const bytes = Buffer.from(zip.content, 'base64');
    expect(bytes.toString('latin1')).not.toContain('PAYER'); // compressed and encrypted

    const open = async (password: string) => {
      const reader = new ZipReader(new BlobReader(new Blob([bytes])), { password });
      const entries = await reader.getEntries();
      const texts = new Map<string, string>();
      for (const entry of entries) {
        if (entry.directory) continue;
        expect(entry.encrypted).toBe(true);
        texts.set(entry.filename, await entry.getData(new TextWriter()));
      }
      await reader.close();
      return texts;
    };
    await expect(
      (async () => {
        const reader = new ZipReader(new BlobReader(new Blob([bytes])), { password: '0000' });
        const [entry] = await reader.getEntries();
        if (entry && !entry.directory) await entry.getData(new BlobWriter());
      })(),
    ).rejects.toThrow();

    const texts = await open('6789');
    const de = readPub1220(texts.get('DE/DE_1099_TY2025.txt') ?? '');
    expect(de.ok).toBe(true);
    const deGroups = de.ok ? de.file.groups : [];
    expect(deGroups.flatMap((g) => g.returns.map((r) => r.filingData.state1TaxWithheld ?? 0))).toEqual([
      12_50, 0,
    ]);
    const ne = texts.get('NE/NE_1099_TY2025.txt') ?? '';
    const bRecord = ne.split('\r\n').find((line) => line.startsWith('B')) ?? '';
    // Nebraska's fields in Special Data Entries: payments, payments subject to tax, tax withheld.
    expect(bRecord.slice(662, 692)).toBe('0000250000' + '0000250000' + '0000005000');
    expect(texts.get('README.txt')).toContain('upload it in Delaware Taxpayer Portal');
  });

  /** Filings made ready for download directly: per payee the state and its payer state ID number. */
  async function ready(
    plan: readonly { state: string; stateId: string; method?: 'EFile' }[],
    filingYear = 2025,
  ) {
    n += 1;
    const f = await createBillingFixture(database, vault, {
      email: `state${n}@example.test`,
      payeeCount: plan.length,
    });
    await preparePayer(database, vault, f.domain.id);
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: true });
    for (const [index, row] of rows.entries()) {
      const item = plan[index];
      if (!item) continue;
      await database.db
        .update(filings)
        .set({
          filingYear,
          status: 'Accepted',
          filingData: {
            ...row.filingData,
            state1Code: item.state,
            state1EIN: item.stateId,
            state1Income: 250_000,
            state1TaxWithheld: 10_00,
          },
          fedSub: { ...row.fedSub, isPaid: true },
          stateSub: {
            selected: true,
            isPaid: true,
            filingMethod: item.method ?? 'SelfEFile',
            stateCode: item.state,
            uniqueRecordId: null,
          },
          stateFilingStatus: item.method ? 'Queued' : 'ReadyForDownload',
        })
        .where(eq(filings.id, row.id));
    }
    return { ...f, ids: rows.map((row) => row.id) };
  }

  async function unzip(content: string): Promise<Map<string, string>> {
    const reader = new ZipReader(new BlobReader(new Blob([Buffer.from(content, 'base64')])), {
      password: '6789',
    });
    const texts = new Map<string, string>();
    for (const entry of await reader.getEntries())
      if (!entry.directory) texts.set(entry.filename, await entry.getData(new TextWriter()));
    await reader.close();
    return texts;
  }

  const recordsOf = (text: string | undefined, type: string) =>
    (text ?? '').split('\r\n').filter((line) => line.startsWith(type));
  /** 1-based inclusive positions, as the reference gives them. */
  const at = (line: string | undefined, from: number, to = from) => (line ?? '').slice(from - 1, to);

  it("writes the states' own fields: CA, MD CRN, WV IT-103, and tells Iowa's file name", async () => {
    const a = await ready([
      { state: 'CA', stateId: '123-4567-8' },
      { state: 'MD', stateId: '1234 5678' },
      { state: 'MD', stateId: '12345678' },
      { state: 'WV', stateId: '55551234' },
      { state: 'IA', stateId: '12345678' },
    ]);
    const download = (quarters?: number[]) =>
      buildSelfEFileZip(database.db, {
        domainId: a.domain.id,
        filingYear: 2025,
        vault,
        transmitter: services.transmitter.transmitter,
        ...(quarters ? { options: { westVirginiaQuarterlyTaxDue: quarters } } : {}),
      });
    expect(await listSelfEFileStates(database.db, a.domain.id, 2025)).toEqual(['CA', 'IA', 'MD', 'WV']);
    // West Virginia's IT-103 needs the quarterly tax due the payer entered.
    await expect(download()).rejects.toThrow(SELF_EFILE_MESSAGES.westVirginiaTaxDue);
    await expect(download([1, 2, 3])).rejects.toThrow(SELF_EFILE_MESSAGES.westVirginiaTaxDue);
    const zip = await download([10, 0, 0, 0]);
    expect(zip.files).toEqual([
      'CA/CA_1099_TY2025.txt',
      'IA/IA_1099_TY2025.txt',
      'MD/MD_1099_TY2025.txt',
      'WV/WV_1099_TY2025.txt',
      'README.txt',
    ]);
    const texts = await unzip(zip.content);
    const ca = texts.get('CA/CA_1099_TY2025.txt');
    expect(at(recordsOf(ca, 'A')[0], 46)).toBe('L');
    expect(at(recordsOf(ca, 'B')[0], 432)).toBe(' '); // a California return
    expect(at(recordsOf(ca, 'C')[0], 707, 724)).toBe('000000000000001000');
    const md = texts.get('MD/MD_1099_TY2025.txt');
    expect(recordsOf(md, 'B').map((line) => at(line, 715, 722))).toEqual(['12345678', '12345678']);
    const wv = recordsOf(texts.get('WV/WV_1099_TY2025.txt'), 'C')[0];
    expect(at(wv, 508, 521)).toBe('C54WVIT1032025');
    expect(at(wv, 522, 530)).toMatch(/^\d{5}6789$/); // the payer's FEIN
    expect(at(wv, 531, 538)).toBe('55551234');
    expect(at(wv, 587, 622)).toBe('000000000010' + '000000000001' + '000000000010');
    expect(texts.get('README.txt')).toContain('IAIR-<your 8-digit Business eFile Number>-<control>.txt');
  });

  it('refuses a Maryland file without one 8-character CRN', async () => {
    const a = await ready([
      { state: 'MD', stateId: '12345678' },
      { state: 'MD', stateId: '87654321' },
    ]);
    const download = () =>
      buildSelfEFileZip(database.db, {
        domainId: a.domain.id,
        filingYear: 2025,
        vault,
        transmitter: services.transmitter.transmitter,
      });
    await expect(download()).rejects.toThrow(SELF_EFILE_MESSAGES.stateIds('MD'));
    const b = await ready([{ state: 'MD', stateId: '' }]);
    await expect(
      buildSelfEFileZip(database.db, {
        domainId: b.domain.id,
        filingYear: 2025,
        vault,
        transmitter: services.transmitter.transmitter,
      }),
    ).rejects.toThrow(/Central Registration Number/);
  });

  it('writes TY2026 state files in the TY2025 layout with payment year 2026, refuses TY2027', async () => {
    const a = await ready([{ state: 'DE', stateId: '12345678' }], 2026);
    const zip = await buildSelfEFileZip(database.db, {
      domainId: a.domain.id,
      filingYear: 2026,
      vault,
      transmitter: services.transmitter.transmitter,
    });
    expect(zip.files).toEqual(['DE/DE_1099_TY2026.txt', 'README.txt']);
    const text = (await unzip(zip.content)).get('DE/DE_1099_TY2026.txt');
    for (const type of ['T', 'A', 'B']) expect(at(recordsOf(text, type)[0], 2, 5)).toBe('2026');
    expect(at(recordsOf(text, 'B')[0], 55, 66)).toMatch(/^\d{12}$/);
    await expect(
      buildSelfEFileZip(database.db, {
        domainId: a.domain.id,
        filingYear: 2027,
        vault,
        transmitter: services.transmitter.transmitter,
      }),
    ).rejects.toThrow(SELF_EFILE_MESSAGES.taxYear(2027));
  });

  it("records the state's acceptance of a direct state eFile on the EFS screen, nothing else", async () => {
    const a = await ready([
      { state: 'PA', stateId: '12345678', method: 'EFile' },
      { state: 'PA', stateId: '12345678', method: 'EFile' },
      { state: 'DE', stateId: '12345678' },
    ]);
    const [queued, received, selfEFile] = a.ids;
    expect(await updateEfsFilingsStatus(database.db, [received ?? 0], 'Received', null)).toBe(1);
    // The Self eFile filing and an unknown id are left alone.
    expect(
      await markStateFilingsAccepted(database.db, [queued ?? 0, received ?? 0, selfEFile ?? 0, -1]),
    ).toBe(2);
    const rows = await stored(a.ids);
    expect(rows.map((f) => [f.status, f.stateFilingStatus, f.stateFilingStatusDesc])).toEqual([
      ['Accepted', 'Accepted', STATE_ACCEPTED_DESC],
      ['Accepted', 'Accepted', STATE_ACCEPTED_DESC],
      ['Accepted', 'ReadyForDownload', null],
    ]);
    expect(getStateFilingStatusLabel('Accepted', 'Accepted')).toBe('Accepted');
    // Accepted state filings leave the EFS lists; a second click changes nothing.
    const listed = await listEfsFilings(database.db, ['Queued', 'Received']);
    expect(listed.filter((row) => a.ids.includes(row.id))).toEqual([]);
    expect(await markStateFilingsAccepted(database.db, [queued ?? 0])).toBe(0);
  });

  it('moves a state-only filing (no Federal eFile) on at once, to the download or the EFS screen', async () => {
    n += 1;
    const f = await createBillingFixture(database, vault, { email: `state${n}@example.test`, payeeCount: 2 });
    await preparePayer(database, vault, f.domain.id);
    const rows = await createDraftFilings(database, f.domain.id, f.payees, { fed: false }, 2026);
    for (const [index, row] of rows.entries())
      await database.db
        .update(filings)
        .set({
          status: 'Submitted',
          filingData: { nonEmployeeComp: 1_500_00, state1Code: 'NJ', state1EIN: '12345678' },
          stateSub: {
            selected: true,
            isPaid: true,
            filingMethod: index === 0 ? 'SelfEFile' : 'EFile',
            stateCode: 'NJ',
            uniqueRecordId: null,
          },
        })
        .where(eq(filings.id, row.id));
    const ids = rows.map((row) => row.id);
    expect(await runStateJob(f.domain.id, ids)).toEqual({ submitted: 2, advanced: 2 });
    const after = await stored(ids);
    expect(after.map((row) => [row.status, row.stateFilingStatus])).toEqual([
      ['Submitted', 'ReadyForDownload'],
      ['Submitted', 'Queued'],
    ]);
    expect(
      getStateFilingStatusLabel(after[0]?.stateFilingStatus as StateFilingStatus, 'Submitted', true),
    ).toBe('Ready for Download');
    expect(await countSelfEFileFilings(database.db, f.domain.id, 2026)).toBe(1);
    const efs = await listEfsFilings(database.db, ['Queued']);
    expect(efs.find((row) => row.id === ids[1])).toMatchObject({ isStateFiling: true, status: 'Queued' });
    expect(await markStateFilingsAccepted(database.db, [ids[1] ?? 0])).toBe(1);
  });

  it('says what is missing instead of an empty zip, and never a TIN', async () => {
    const a = await received();
    await expect(
      buildSelfEFileZip(database.db, {
        domainId: a.domain.id,
        filingYear: 2025,
        vault,
        transmitter: services.transmitter.transmitter,
      }),
    ).rejects.toThrow(SELF_EFILE_MESSAGES.nothing);
  });
});
