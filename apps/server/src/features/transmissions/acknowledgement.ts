import { eq } from 'drizzle-orm';
import {
  detectEfileFormat,
  readIrisAcknowledgement,
  type IrisErrorInfo,
  type IrisSubmissionResult,
  type IrisTransmissionResult,
} from '@file1099/efile';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { PUB1220_MESSAGES } from './agency-pub1220.ts';
import { enqueueAcknowledgementMail } from './acknowledgement-mail.ts';
import { applyOutcomes, TRANSMISSION_MESSAGES, type RecordOutcome } from './agency.service.ts';
import {
  agencyTransmissionRecords,
  agencyTransmissions,
  type AgencyTransmissionRow,
  type RecordError,
} from './transmissions.table.ts';

export const ACK_MESSAGES = {
  notAcknowledgement: (detail: string) => `The file is not an IRIS acknowledgement: ${detail}`,
  empty: 'The acknowledgement holds no transmission result.',
  otherTransmission: (utid: string) =>
    `The acknowledgement is for transmission ${utid}, which is not this transmission; nothing was changed.`,
  unknownTransmission: (utid: string) =>
    `The acknowledgement is for transmission ${utid}, which was not sent from here; nothing was changed.`,
  processing: 'The IRS is still processing this transmission; try again later. Nothing was changed.',
  notFound:
    'The IRS has no record of this transmission (Not Found). Nothing was changed: check the ACK number, and send it again only after the IRS confirms it never arrived.',
  missingSubmission: (id: number) =>
    `The acknowledgement does not say what became of submission ${id}; nothing was changed.`,
} as const;

function toRecordErrors(errors: readonly IrisErrorInfo[]): RecordError[] {
  return errors.map((e) => ({ code: e.code, message: e.message, elementPath: e.elementPath }));
}

/**
 * Maps an IRIS acknowledgement onto the transmission's filings (reference irs-iris.md §7): Accepted →
 * Accepted; Accepted with Errors → Accepted, the records' errors kept as warnings to correct; a
 * Rejected submission or transmission → Agency_Rejected with code, text and element path per record.
 * The result must name this transmission (by UTID or Receipt ID); a final status is required.
 */
export async function applyAcknowledgement(
  db: Db,
  transmissionId: number,
  ack: IrisTransmissionResult,
  now = new Date(),
): Promise<AgencyTransmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, transmissionId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
    if (row.formatType !== 'IRIS') throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.irisAckForFire);
    const matchesUtid = ack.uniqueTransmissionId === row.uniqueTransmissionId;
    const matchesReceipt = Boolean(ack.receiptId && ack.receiptId === row.receiptId);
    if (!matchesUtid && !matchesReceipt) {
      const named = ack.uniqueTransmissionId ?? ack.receiptId ?? ack.searchId;
      const [ours] = ack.uniqueTransmissionId
        ? await tx
            .select({ id: agencyTransmissions.id })
            .from(agencyTransmissions)
            .where(eq(agencyTransmissions.uniqueTransmissionId, ack.uniqueTransmissionId))
        : [];
      throw new AppError(
        'BAD_USER_INPUT',
        ours ? ACK_MESSAGES.otherTransmission(named) : ACK_MESSAGES.unknownTransmission(named),
      );
    }
    if (row.transmissionStatus === 'Response_Received')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.alreadyAnswered);
    if (ack.status === 'Processing') throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.processing);
    if (ack.status === 'Not Found') throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.notFound);
    const records = await tx
      .select()
      .from(agencyTransmissionRecords)
      .where(eq(agencyTransmissionRecords.transmissionId, row.id));
    const submissions = new Map<number, IrisSubmissionResult>(
      ack.submissions.map((s) => [Number(s.submissionId), s]),
    );
    // The records the answer names (those with errors), by submission and record id.
    const namedRecords = new Map(
      ack.submissions.flatMap((s) =>
        s.records.map((r) => [`${Number(s.submissionId)}|${Number(r.recordId)}`, r]),
      ),
    );
    const findRecord = (record: { submissionId: number; recordId: number }) =>
      namedRecords.get(`${record.submissionId}|${record.recordId}`);
    const transmissionErrors = toRecordErrors(ack.errors);
    const outcomes: RecordOutcome[] = records.map((record) => {
      if (ack.status === 'Rejected') {
        const submission = submissions.get(record.submissionId);
        const found = findRecord(record);
        const errors = [
          ...transmissionErrors,
          ...toRecordErrors(submission?.errors ?? []),
          ...toRecordErrors(found?.errors ?? []),
        ];
        return { record, result: 'Rejected', errors };
      }
      const submission = submissions.get(record.submissionId);
      if (!submission && ack.status === 'Partially Accepted')
        throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.missingSubmission(record.submissionId));
      const status = submission?.status ?? ack.status;
      const found = findRecord(record);
      const recordErrors = toRecordErrors(found?.errors ?? []);
      if (status === 'Rejected' || status === 'Partially Accepted')
        return {
          record,
          result: 'Rejected',
          errors: [...toRecordErrors(submission?.errors ?? []), ...recordErrors],
        };
      if (status === 'Processing' || status === 'Not Found')
        throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.missingSubmission(record.submissionId));
      return {
        record,
        result: recordErrors.length > 0 ? 'AcceptedWithErrors' : 'Accepted',
        errors: recordErrors,
      };
    });
    const receiptId = row.receiptId ?? ack.receiptId;
    const withReceipt = { ...row, receiptId };
    await applyOutcomes(tx, withReceipt, outcomes, now);
    const rejected = outcomes.some((o) => o.result === 'Rejected');
    const [updated] = await tx
      .update(agencyTransmissions)
      .set({
        receiptId,
        ackNumber: row.ackNumber ?? receiptId,
        transmissionStatus: 'Response_Received',
        agencyStatus: ack.status,
        isRejected: rejected,
        statusChangeDate: now,
      })
      .where(eq(agencyTransmissions.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
    await enqueueAcknowledgementMail(tx, row.id);
    return updated;
  });
}

/**
 * Process Response (manual flow): the IRIS acknowledgement XML the operator downloaded. Anything
 * else (a TIN-matching file, a transmission, broken XML) is refused with what it is.
 */
export async function processAgencyResponse(
  db: Db,
  transmissionId: number,
  content: string,
  now = new Date(),
): Promise<AgencyTransmissionRow> {
  if (content.trim() === '') throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.responseRequired);
  const [format] = await db
    .select({ formatType: agencyTransmissions.formatType })
    .from(agencyTransmissions)
    .where(eq(agencyTransmissions.id, transmissionId));
  if (format && format.formatType !== 'IRIS')
    throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.irisAckForFire);
  const parsed = readIrisAcknowledgement(content);
  if (!parsed.ok) {
    const kind = describeKind(content);
    throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.notAcknowledgement(kind ?? parsed.message));
  }
  const [first, ...others] = parsed.results;
  if (!first) throw new AppError('BAD_USER_INPUT', ACK_MESSAGES.empty);
  const [row] = await db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, transmissionId));
  if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  const mine =
    [first, ...others].find(
      (r) =>
        r.uniqueTransmissionId === row.uniqueTransmissionId ||
        (row.receiptId && r.receiptId === row.receiptId),
    ) ?? first;
  return applyAcknowledgement(db, transmissionId, mine, now);
}

const KIND_NAMES: Readonly<Record<string, string>> = {
  pub1220: 'this is a Pub 1220 (FIRE) file.',
  'iris-xml': 'this is an IRIS transmission, not the answer to one.',
};

/** What the file is when it is not an acknowledgement, in words (never its content: it may hold TINs). */
function describeKind(content: string): string | null {
  const detected = detectEfileFormat(content.slice(0, 4_096), content.length);
  if (detected.format === 'unknown') return detected.message;
  if (detected.format === 'iris-acknowledgement') return null;
  return KIND_NAMES[detected.format] ?? null;
}
