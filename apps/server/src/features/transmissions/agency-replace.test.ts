import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validateIrisXmlWithSchema } from '@file1099/efile';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { moveFilingsToDraft } from '../filings/filings.service.ts';
import { filings } from '../filings/filings.table.ts';
import { submitFilings } from '../submission/submission.service.ts';
import { processAgencyResponse } from './acknowledgement.ts';
import { generateAgencyTransmissions } from './agency-generate.ts';
import {
  deleteAgencyTransmission,
  downloadAgencyTransmission,
  listTransmissionRecords,
  updateAgencyTransmission,
} from './agency.service.ts';
import {
  makeAcknowledgementXml,
  makeTransmissionServices,
  runFederalEfileJob,
  submitNecFilings,
} from './transmissions.fixtures.ts';
import { agencyTransmissions } from './transmissions.table.ts';

const { encryptor, vault, services } = makeTransmissionServices();
const IN_SEASON = new Date('2026-01-15T18:00:00Z');

describeEachDatabase('IRIS replacements', (kind) => {
  let database: Database;
  let n = 0;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function submitted(payeeCount: number) {
    n += 1;
    return submitNecFilings(database, vault, {
      email: `replace${n}@example.test`,
      payeeCount,
      now: IN_SEASON,
      name: `Replace Payer ${n}`,
    });
  }

  /** The user fixes rejected filings and submits them again (nothing to pay), and the job queues them. */
  async function resubmit(account: { domain: { id: number }; user: { id: number } }, ids: number[]) {
    await moveFilingsToDraft(database.db, account.domain.id, ids);
    await submitFilings(database.db, vault, {
      domainId: account.domain.id,
      userId: account.user.id,
      filingIds: ids,
      expectedTotal: 0,
      now: IN_SEASON,
    });
    await runFederalEfileJob(database, account.domain.id, ids);
  }

  /** Generate, and the one file it wrote with its row. */
  async function generateOne() {
    const generated = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    expect(generated.rejected).toEqual([]);
    expect(generated.transmissionIds).toHaveLength(1);
    const id = generated.transmissionIds[0] ?? 0;
    const file = await downloadAgencyTransmission(database.db, encryptor, id);
    expect((await validateIrisXmlWithSchema(file.content)).errors).toEqual([]);
    const [row] = await database.db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    if (!row) throw new Error('no transmission');
    return { id, row, xml: file.content };
  }

  async function answer(
    id: number,
    utid: string,
    receiptId: string,
    status: string,
    submissions: number[][],
  ) {
    await processAgencyResponse(
      database.db,
      id,
      makeAcknowledgementXml({
        utid,
        receiptId,
        status,
        submissions: submissions.map(([submissionId, rejected]) => ({
          submissionId: submissionId ?? 0,
          status: rejected ? 'Rejected' : 'Accepted',
        })),
      }),
    );
  }

  const statusesOf = async (ids: readonly number[]) =>
    (
      await database.db
        .select({ status: filings.status })
        .from(filings)
        .where(inArray(filings.id, [...ids]))
        .orderBy(asc(filings.id))
    ).map((f) => f.status);

  it('replaces a wholly rejected transmission once, naming its receipt; a later fix goes as an original', async () => {
    const a = await submitted(3);
    const first = await generateOne();
    const receiptId = '2026-11111111111-aaaaaaaaa';
    await answer(first.id, first.row.uniqueTransmissionId, receiptId, 'Rejected', [[1, 1]]);
    expect(await statusesOf(a.ids)).toEqual(['Agency_Rejected', 'Agency_Rejected', 'Agency_Rejected']);

    await resubmit(a, a.ids.slice(0, 2));
    const replacement = await generateOne();
    expect(replacement.row.transmissionType).toBe('R');
    expect(replacement.row.fileName).toMatch(/^IRIS_TY2025_R_/);
    expect(replacement.xml).toContain('<TransmissionTypeCd>R</TransmissionTypeCd>');
    expect(replacement.xml).toContain(`<OriginalReceiptId>${receiptId}</OriginalReceiptId>`);
    expect(replacement.xml).not.toContain('<OriginalUniqueSubmissionId>');
    expect(await statusesOf(a.ids)).toEqual(['Processing', 'Processing', 'Agency_Rejected']);

    // Deleting the replacement before it is sent lets the next Generate replace the receipt again.
    await deleteAgencyTransmission(database.db, replacement.id);
    const again = await generateOne();
    expect(again.xml).toContain(`<OriginalReceiptId>${receiptId}</OriginalReceiptId>`);

    // The receipt is replaced now: the last filing, fixed later, goes as a new original.
    await resubmit(a, a.ids.slice(2));
    const later = await generateOne();
    expect(later.row.transmissionType).toBe('O');
    expect(later.xml).not.toContain('<OriginalReceiptId>');
    const replaced = await listTransmissionRecords(database.db, [first.id]);
    expect(replaced.map((r) => r.replacedByTransmissionId)).toEqual([again.id, again.id, again.id]);
    // The replacement itself rejected: its own receipt is replaced next.
    const receipt2 = '2026-22222222222-bbbbbbbbb';
    await updateAgencyTransmission(database.db, {
      transmissionId: again.id,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: receipt2,
    });
    await updateAgencyTransmission(database.db, {
      transmissionId: again.id,
      transmissionStatus: 'Response_Received',
      isRejected: true,
      filingResponses: [
        { recordId: '1|1', messages: ['Issuer TIN invalid'] },
        { recordId: '1|2', messages: ['Issuer TIN invalid'] },
      ],
    });
    await resubmit(a, [a.ids[0] ?? 0]);
    const third = await generateOne();
    expect(third.xml).toContain(`<OriginalReceiptId>${receipt2}</OriginalReceiptId>`);
  });

  it('replaces only the rejected submission of a partially accepted transmission', async () => {
    const a = await submitted(1);
    const b = await submitted(2);
    const first = await generateOne();
    const records = await listTransmissionRecords(database.db, [first.id]);
    const submissionOf = (filingId: number) =>
      records.find((r) => r.filingId === filingId)?.submissionId ?? 0;
    const subA = submissionOf(a.ids[0] ?? 0);
    const subB = submissionOf(b.ids[0] ?? 0);
    const receiptId = '2026-33333333333-ccccccccc';
    await answer(first.id, first.row.uniqueTransmissionId, receiptId, 'Partially Accepted', [
      [subA, 0],
      [subB, 1],
    ]);
    expect(await statusesOf([...a.ids, ...b.ids])).toEqual([
      'Accepted',
      'Agency_Rejected',
      'Agency_Rejected',
    ]);

    await resubmit(b, b.ids);
    const replacement = await generateOne();
    expect(replacement.row.transmissionType).toBe('R');
    expect(replacement.xml).not.toContain('<OriginalReceiptId>');
    expect(replacement.xml).toContain(
      `<OriginalUniqueSubmissionId>${receiptId}|${subB}</OriginalUniqueSubmissionId>`,
    );
    const after = await listTransmissionRecords(database.db, [first.id]);
    expect(after.map((r) => [r.submissionId, r.replacedByTransmissionId])).toEqual(
      expect.arrayContaining([
        [subA, null],
        [subB, replacement.id],
      ]),
    );
  });

  it('sends as an original a record rejected inside an accepted submission, or with no receipt', async () => {
    const a = await submitted(2);
    const first = await generateOne();
    // The operator marks one record rejected; the ACK number is not an IRIS Receipt ID.
    await updateAgencyTransmission(database.db, {
      transmissionId: first.id,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: 'portal upload 7',
    });
    await updateAgencyTransmission(database.db, {
      transmissionId: first.id,
      transmissionStatus: 'Response_Received',
      isRejected: true,
      filingResponses: [{ recordId: '1|2', messages: ['Payee name and TIN do not match'] }],
    });
    await resubmit(a, [a.ids[1] ?? 0]);
    const next = await generateOne();
    expect(next.row.transmissionType).toBe('O');
    expect(next.xml).not.toContain('<OriginalUniqueSubmissionId>');
  });
});
