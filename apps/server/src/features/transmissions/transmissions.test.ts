import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validateIrisXmlWithSchema } from '@file1099/efile';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { moveFilingsToDraft } from '../filings/filings.service.ts';
import { filings, filingStatusHistory } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { getSubmissionInvoice, submitFilings } from '../submission/submission.service.ts';
import { ACK_MESSAGES, processAgencyResponse } from './acknowledgement.ts';
import { countFilingsToBeProcessed, generateAgencyTransmissions } from './agency-generate.ts';
import { REPEATED_TIN_MESSAGE, TRANSMISSION_CHECK_FAILED, TRANSMITTER_REFUSED } from './agency-write.ts';
import {
  deleteAgencyTransmission,
  downloadAgencyTransmission,
  listTransmissionRecords,
  TRANSMISSION_MESSAGES,
  updateAgencyTransmission,
} from './agency.service.ts';
import { checkIrisFiles, type IrisFileCheck } from './file-check.ts';
import { PRINT_DESCRIPTIONS } from '../print/print.rules.ts';
import {
  makeAcknowledgementXml,
  makeTransmissionServices,
  runFederalEfileJob,
  submitNecFilings,
} from './transmissions.fixtures.ts';
import { agencyTransmissions } from './transmissions.table.ts';

const { encryptor, vault, services } = makeTransmissionServices();
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

describeEachDatabase('transmissions', (kind) => {
  let database: Database;
  let n = 0;

  /** An account whose paid NEC filings went through submitFilings and the efile.federal job. */
  async function submitted(payeeCount: number, options: { test?: boolean } = {}) {
    n += 1;
    return submitNecFilings(database, vault, {
      email: `tx${n}@example.test`,
      payeeCount,
      now: IN_SEASON,
      ...options,
    });
  }

  const statusesOf = async (ids: readonly number[]) =>
    (
      await database.db
        .select()
        .from(filings)
        .where(inArray(filings.id, [...ids]))
        .orderBy(asc(filings.id))
    ).map((f) => f.status);

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('generates a schema-valid IRIS file, records per filing, and runs the manual flow', async () => {
    const a = await submitted(3);
    expect(await statusesOf(a.ids)).toEqual(['Received', 'Received', 'Received']);
    expect(await countFilingsToBeProcessed(database.db)).toBe(3);

    const generated = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(generated.rejected).toEqual([]);
    expect(generated.transmissionIds).toHaveLength(1);
    expect(await countFilingsToBeProcessed(database.db)).toBe(0);
    expect(await statusesOf(a.ids)).toEqual(['Processing', 'Processing', 'Processing']);
    const id = generated.transmissionIds[0] ?? 0;
    const records = await listTransmissionRecords(database.db, [id]);
    expect(records.map((r) => [r.filingId, r.submissionId, r.recordId])).toEqual(
      a.ids.map((filingId, index) => [filingId, 1, index + 1]),
    );

    const file = await downloadAgencyTransmission(database.db, encryptor, id);
    expect(file.fileName).toMatch(/^IRIS_TY2025_O_.*\.xml$/);
    expect(file.fileName).not.toContain('TEST');
    expect(file.content).toContain('<TestCd>P</TestCd>');
    const schema = await validateIrisXmlWithSchema(file.content);
    expect(schema.errors).toEqual([]);
    const [row] = await database.db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    expect(row?.transmissionStatus).toBe('Downloaded');
    expect(file.content).toContain(
      `<UniqueTransmissionId>${row?.uniqueTransmissionId}</UniqueTransmissionId>`,
    );
    // The stored copy is sealed: no TIN readable at rest.
    expect(row?.fileSealed).not.toContain('271234567');

    // Edit: ACK number required, at most 200 characters, trimmed.
    const edit = (ackNumber: string) =>
      updateAgencyTransmission(database.db, {
        transmissionId: id,
        transmissionStatus: 'Sent_To_Agency',
        ackNumber,
      });
    await expect(edit('   ')).rejects.toThrow(TRANSMISSION_MESSAGES.ackRequired);
    await expect(edit('A'.repeat(201))).rejects.toThrow(TRANSMISSION_MESSAGES.ackTooLong);
    // Not sent yet: a response can not be recorded.
    await expect(
      updateAgencyTransmission(database.db, { transmissionId: id, transmissionStatus: 'Response_Received' }),
    ).rejects.toThrow(TRANSMISSION_MESSAGES.notSentYet);
    const sent = await edit(`  ${'A'.repeat(199)}  `);
    expect(sent.ackNumber).toBe('A'.repeat(199));
    expect(await statusesOf(a.ids)).toEqual(['Sent_To_Agency', 'Sent_To_Agency', 'Sent_To_Agency']);
    await expect(deleteAgencyTransmission(database.db, id)).rejects.toThrow(
      TRANSMISSION_MESSAGES.deleteAfterSend,
    );

    // Mark as Rejected: one record, a reason required and at most 200 characters.
    const reject = (messages: string[], recordId = '1|2') =>
      updateAgencyTransmission(database.db, {
        transmissionId: id,
        transmissionStatus: 'Response_Received',
        isRejected: true,
        filingResponses: [{ recordId, messages }],
      });
    await expect(reject([' '])).rejects.toThrow(TRANSMISSION_MESSAGES.reasonRequired);
    await expect(reject(['x'.repeat(201)])).rejects.toThrow(TRANSMISSION_MESSAGES.reasonTooLong);
    await expect(reject(['Bad TIN'], '9|9')).rejects.toThrow(TRANSMISSION_MESSAGES.unknownRecord);
    const answered = await reject(['Payee name and TIN do not match']);
    expect(answered).toMatchObject({ transmissionStatus: 'Response_Received', isRejected: true });
    expect(await statusesOf(a.ids)).toEqual(['Accepted', 'Agency_Rejected', 'Accepted']);
    const [rejected] = await database.db
      .select()
      .from(filings)
      .where(eq(filings.id, a.ids[1] ?? 0));
    expect(rejected?.statusChangeDesc).toBe('Payee name and TIN do not match');
    const history = await database.db
      .select()
      .from(filingStatusHistory)
      .where(eq(filingStatusHistory.filingId, a.ids[1] ?? 0))
      .orderBy(asc(filingStatusHistory.id));
    expect(history.map((h) => h.status)).toEqual([
      'Draft',
      'Submitted',
      'Received',
      'Processing',
      'Sent_To_Agency',
      'Agency_Rejected',
    ]);
    await expect(reject(['again'])).rejects.toThrow(TRANSMISSION_MESSAGES.alreadyAnswered);

    // The rejected filing is fixed and submitted again without paying again.
    await moveFilingsToDraft(database.db, a.domain.id, [a.ids[1] ?? 0]);
    const again = await getSubmissionInvoice(database.db, a.domain.id, [a.ids[1] ?? 0], IN_SEASON);
    expect(again.totalAmount).toBe(0);
    await submitFilings(database.db, vault, {
      domainId: a.domain.id,
      userId: a.user.id,
      filingIds: [a.ids[1] ?? 0],
      expectedTotal: 0,
      now: IN_SEASON,
    });
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'efile.federal'));
    expect(queued.map((job) => (job.payload as { filingIds: number[] }).filingIds)).toContainEqual([
      a.ids[1],
    ]);
    await runFederalEfileJob(database, a.domain.id, [a.ids[1] ?? 0]);
    expect(await statusesOf(a.ids)).toEqual(['Accepted', 'Received', 'Accepted']);
    expect(await countFilingsToBeProcessed(database.db)).toBe(1);
    const resent = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(resent.filingCount).toBe(1);
  });

  it('applies an IRIS acknowledgement: accepted, accepted with errors, rejected submission', async () => {
    const a = await submitted(2);
    const b = await submitted(1, { test: false });
    const { transmissionIds } = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(transmissionIds).toHaveLength(1);
    const id = transmissionIds[0] ?? 0;
    const [row] = await database.db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    const utid = row?.uniqueTransmissionId ?? '';
    const records = await listTransmissionRecords(database.db, [id]);
    const submissionOf = (filingId: number) =>
      records.find((r) => r.filingId === filingId)?.submissionId ?? 0;
    const subA = submissionOf(a.ids[0] ?? 0);
    const subB = submissionOf(b.ids[0] ?? 0);
    expect(subA).not.toBe(subB);

    // Faults: broken XML, another kind of file, a response for a transmission we never sent.
    await expect(processAgencyResponse(database.db, id, '<TransStatusOrAckResponse')).rejects.toThrow(
      /not an IRIS acknowledgement/,
    );
    await expect(processAgencyResponse(database.db, id, '1;271234567;VENDOR 1;12;0\r\n')).rejects.toThrow(
      /not an IRIS acknowledgement/,
    );
    const foreign = '11111111-2222-4333-8444-555555555555:IRIS:A1B2C::A';
    await expect(
      processAgencyResponse(
        database.db,
        id,
        makeAcknowledgementXml({ utid: foreign, status: 'Accepted', submissions: [] }),
      ),
    ).rejects.toThrow(ACK_MESSAGES.unknownTransmission(foreign));
    await expect(
      processAgencyResponse(
        database.db,
        id,
        makeAcknowledgementXml({ utid, status: 'Processing', submissions: [] }),
      ),
    ).rejects.toThrow(ACK_MESSAGES.processing);
    expect(await statusesOf([...a.ids, ...b.ids])).toEqual(['Processing', 'Processing', 'Processing']);

    const receiptId = '2026-12345678901-abcdef123';
    const ack = makeAcknowledgementXml({
      utid,
      receiptId,
      status: 'Partially Accepted',
      submissions: [
        {
          submissionId: subA,
          status: 'Accepted with Errors',
          records: [
            {
              recordId: 2,
              errors: [{ code: 'F1099NEC-001', message: 'Recipient TIN mismatch', path: '/RecipientTIN' }],
            },
          ],
        },
        {
          submissionId: subB,
          status: 'Rejected',
          records: [
            {
              recordId: 1,
              errors: [{ code: 'SHAREDIRFORM-002', message: 'Issuer TIN invalid', path: '/IssuerTIN' }],
            },
          ],
        },
      ],
    });
    // Paid print copies wait on the IRS (features/print) and move with its answer.
    await database.db
      .update(filings)
      .set({
        printSub: { selected: true, isPaid: true, printCopyTrackingId: null },
        printStatus: 'WaitingOnEfile',
      })
      .where(inArray(filings.id, [...a.ids, ...b.ids]));
    const done = await processAgencyResponse(database.db, id, ack);
    expect(done).toMatchObject({
      transmissionStatus: 'Response_Received',
      agencyStatus: 'Partially Accepted',
      receiptId,
    });
    expect(await statusesOf([...a.ids, ...b.ids])).toEqual(['Accepted', 'Accepted', 'Agency_Rejected']);
    const after = await database.db
      .select()
      .from(filings)
      .where(inArray(filings.id, [...a.ids, ...b.ids]))
      .orderBy(asc(filings.id));
    expect(after[0]?.fedSub.uniqueRecordId).toBe(`${receiptId}|${subA}|1`);
    expect(after[1]?.warnings).toContainEqual({
      code: 'F1099NEC-001',
      message: 'Recipient TIN mismatch',
      path: '/RecipientTIN',
    });
    expect(after[1]?.statusChangeDesc).toContain('Accepted with errors');
    expect(after[2]?.statusChangeDesc).toBe('SHAREDIRFORM-002 Issuer TIN invalid /IssuerTIN');
    expect(after.map((f) => [f.printStatus, f.printStatusDesc])).toEqual([
      ['Queued', PRINT_DESCRIPTIONS.queued],
      ['Queued', PRINT_DESCRIPTIONS.queued],
      ['WaitingOnEfile', PRINT_DESCRIPTIONS.federalRejected],
    ]);
    // A second answer changes nothing.
    await expect(processAgencyResponse(database.db, id, ack)).rejects.toThrow(
      TRANSMISSION_MESSAGES.alreadyAnswered,
    );
  });

  it('keeps test accounts apart (TEST file, TestCd T) and lets Delete return filings to the queue', async () => {
    const t = await submitted(1, { test: true });
    const { transmissionIds } = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(transmissionIds).toHaveLength(1);
    const id = transmissionIds[0] ?? 0;
    const file = await downloadAgencyTransmission(database.db, encryptor, id);
    expect(file.fileName).toMatch(/^IRIS_TEST_TY2025_O_/);
    expect(file.content).toContain('<TestCd>T</TestCd>');
    // The IRS test system takes only test TINs: 000 in place of the first three digits.
    expect(file.content).toMatch(/<IssuerDetail>[\s\S]*?<TIN>000456789<\/TIN>/);
    expect(file.content).toMatch(/<RecipientDetail>\s*<TIN>000234567<\/TIN>/);
    expect(file.content).not.toContain('271234567');
    await deleteAgencyTransmission(database.db, id);
    expect(await statusesOf(t.ids)).toEqual(['Received']);
    const next = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    const [row] = await database.db
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, next.transmissionIds[0] ?? 0));
    expect(row?.uniqueTransmissionId).not.toBe(undefined);
    expect(file.content).not.toContain(`<UniqueTransmissionId>${row?.uniqueTransmissionId}<`);
  });

  it('rejects a filing IRIS can not carry with the reason, and sends the rest', async () => {
    const a = await submitted(2);
    await database.db
      .update(filings)
      .set({ filingData: { nonEmployeeComp: -500 } })
      .where(eq(filings.id, a.ids[0] ?? 0));
    const result = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(result.rejected.map((r) => r.filingId)).toEqual([a.ids[0]]);
    expect(result.rejected[0]?.reason).toMatch(/can not be negative/);
    expect(await statusesOf(a.ids)).toEqual(['System_Rejected', 'Processing']);
  });

  it('sends a filing still waiting on its TIN check on the last two days of January, not before', async () => {
    const a = await submitted(2);
    await database.db
      .update(filings)
      .set({ status: 'WaitingOnTINMatch' })
      .where(eq(filings.id, a.ids[0] ?? 0));
    const jan29 = new Date('2026-01-29T18:00:00Z');
    const jan30 = new Date('2026-01-30T18:00:00Z');
    const onJan30 = await countFilingsToBeProcessed(database.db, jan30);
    expect(await countFilingsToBeProcessed(database.db, jan29)).toBe(onJan30 - 1);
    await generateAgencyTransmissions(database.db, services, jan29);
    expect(await statusesOf(a.ids)).toEqual(['WaitingOnTINMatch', 'Processing']);
    await generateAgencyTransmissions(database.db, services, jan30);
    expect(await statusesOf(a.ids)).toEqual(['Processing', 'Processing']);
  });

  it('checks each file before it is stored: a return the check refuses is rejected, the rest sent', async () => {
    const a = await submitted(3);
    const checked: string[] = [];
    const refuseVendor2: IrisFileCheck = async (taxYear, files) => {
      checked.push(...files);
      const answers = await checkIrisFiles(taxYear, files);
      return files.map((xml, k) =>
        xml.includes('>Vendor 2<')
          ? { message: 'Vendor 2 is refused by the check.', transmissionLevel: false }
          : answers[k],
      );
    };
    const result = await generateAgencyTransmissions(
      database.db,
      { ...services, checkFiles: refuseVendor2 },
      IN_SEASON,
    );
    // The whole file first, then each return alone, then the file without the refused one.
    expect(checked).toHaveLength(1 + 3 + 1);
    expect(result.rejected).toEqual([{ filingId: a.ids[1], reason: 'Vendor 2 is refused by the check.' }]);
    expect(await statusesOf(a.ids)).toEqual(['Processing', 'System_Rejected', 'Processing']);
    const file = await downloadAgencyTransmission(database.db, encryptor, result.transmissionIds[0] ?? 0);
    expect(file.content).toContain('>Vendor 3<');
    expect(file.content).not.toContain('>Vendor 2<');
  });

  it('rejects the filings of a payee TIN given twice without account numbers, sends the rest', async () => {
    const a = await submitted(3);
    const [first, second] = a.payees;
    await database.db
      .update(payees)
      .set({ tinCiphertext: first?.tinCiphertext, tinHash: first?.tinHash, tinLast4: first?.tinLast4 })
      .where(eq(payees.id, second?.id ?? 0));
    const result = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(result.rejected.map((r) => r.filingId)).toEqual([a.ids[0], a.ids[1]]);
    expect(result.rejected[0]?.reason).toBe(REPEATED_TIN_MESSAGE('4567'));
    expect(await statusesOf(a.ids)).toEqual(['System_Rejected', 'System_Rejected', 'Processing']);
    // Fixed with an account number on each, they are sent: the real check takes the file.
    const fixed = [a.ids[0] ?? 0, a.ids[1] ?? 0];
    await moveFilingsToDraft(database.db, a.domain.id, fixed);
    for (const [k, id] of fixed.entries())
      await database.db
        .update(filings)
        .set({ filingData: { nonEmployeeComp: 150_000, payeeAccountNumber: `ACCT-${k + 1}` } })
        .where(eq(filings.id, id));
    await submitFilings(database.db, vault, {
      domainId: a.domain.id,
      userId: a.user.id,
      filingIds: fixed,
      expectedTotal: 0,
      now: IN_SEASON,
    });
    await runFederalEfileJob(database, a.domain.id, fixed);
    const resent = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(resent).toMatchObject({ filingCount: 2, rejected: [] });
    const file = await downloadAgencyTransmission(database.db, encryptor, resent.transmissionIds[0] ?? 0);
    expect(file.content).toContain('<RecipientAccountNum>ACCT-2</RecipientAccountNum>');
  });

  it('generates nothing when the file fails its check though each submission passes alone', async () => {
    const a = await submitted(1);
    const b = await submitted(1);
    const oneSubmission: IrisFileCheck = async (_year, files) =>
      files.map((xml) =>
        xml.split('<IRSubmission1Grp>').length > 2
          ? { message: 'Two submissions refused.', transmissionLevel: false }
          : undefined,
      );
    await expect(
      generateAgencyTransmissions(database.db, { ...services, checkFiles: oneSubmission }, IN_SEASON),
    ).rejects.toThrow(`${TRANSMISSION_CHECK_FAILED} Two submissions refused.`);
    expect(await statusesOf([...a.ids, ...b.ids])).toEqual(['Received', 'Received']);
    await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(await statusesOf([...a.ids, ...b.ids])).toEqual(['Processing', 'Processing']);
  });

  it('the real check passes a written file and names the problem of a broken one, TINs masked', async () => {
    const a = await submitted(1);
    const { transmissionIds } = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(await statusesOf(a.ids)).toEqual(['Processing']);
    const { content } = await downloadAgencyTransmission(database.db, encryptor, transmissionIds[0] ?? 0);
    const tin = /<RecipientDetail>\s*<TIN>(\d{9})</.exec(content)?.[1] ?? '';
    expect(tin).toMatch(/^\d{9}$/);
    const broken = content.replace(/<TotalReportedRcpntFormCnt>\d+</, '<TotalReportedRcpntFormCnt>x<');
    const badTin = content.replace(`<TIN>${tin}<`, `<TIN>${tin}X<`);
    const [good, bad, junk] = await checkIrisFiles(2025, [content, broken, badTin]);
    expect(good).toBeUndefined();
    expect(bad?.message).toMatch(/TotalReportedRcpntFormCnt/);
    expect(bad?.transmissionLevel).toBe(false);
    expect(junk?.message).toMatch(/schema/);
    expect(junk?.message).not.toContain(tin);
    expect(junk?.transmissionLevel).toBe(false);
  });

  it("refuses Generate, rejecting no filing, when the settings' software id is not for the year", async () => {
    const a = await submitted(1);
    const transmitter = { ...services.transmitter, softwareId: '24AB1234' };
    await expect(
      generateAgencyTransmissions(database.db, { ...services, transmitter }, IN_SEASON),
    ).rejects.toThrow(`${TRANSMITTER_REFUSED} The software id "24AB1234" must start with 25`);
    expect(await statusesOf(a.ids)).toEqual(['Received']);
    const both = { ...services.transmitter, softwareId: '24AB1234, 25AB1234' };
    const { transmissionIds } = await generateAgencyTransmissions(
      database.db,
      { ...services, transmitter: both },
      IN_SEASON,
    );
    const { content } = await downloadAgencyTransmission(database.db, encryptor, transmissionIds[0] ?? 0);
    expect(content).toContain('<SoftwareId>25AB1234</SoftwareId>');
  });
});
