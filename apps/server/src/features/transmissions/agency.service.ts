import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_REJECTION_REASON_LENGTH, type TransmissionStatus } from '@file1099/forms';
import { chunked, selectInChunks } from '../../db/chunks.ts';
import type { Db } from '../../db/database.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { AppError } from '../../lib/app-error.ts';
import { filings } from '../filings/filings.table.ts';
import { advanceStateFilings } from '../state-filing/state-filing.service.ts';
import { enqueueAcknowledgementMail } from './acknowledgement-mail.ts';
import { setStatus } from './agency-generate.ts';
import { getReceiptId } from './agency-replace.ts';
import { releaseAcceptedDeliveries } from '../delivery/delivery.service.ts';
import { advancePrintRequests } from '../print/print.service.ts';
import { openFile } from './transmission-file.ts';
import {
  agencyTransmissionRecords,
  agencyTransmissions,
  type AgencyTransmissionRecordRow,
  type AgencyTransmissionRow,
  type RecordError,
} from './transmissions.table.ts';

/** Operator-facing texts: the spec's where it has them (part 2 §5, §8), ours otherwise. */
export const TRANSMISSION_MESSAGES = {
  notFound: 'Transmission record not found',
  ackRequired: 'Please enter a ACK Number',
  ackTooLong: `The ACK Number holds at most ${MAX_REJECTION_REASON_LENGTH} characters.`,
  reasonRequired: 'Please enter a Rejection Reason for the all filings that are being rejected.',
  reasonTooLong: `A Rejection Reason holds at most ${MAX_REJECTION_REASON_LENGTH} characters.`,
  noRecordsRejected: 'Choose at least one record to reject.',
  unknownRecord: 'A rejected record is not part of this transmission.',
  responseRequired: 'Please upload a response file',
  alreadyAnswered: 'This transmission already has its response; nothing was changed.',
  notSentYet:
    'Mark the transmission as sent to the agency (Edit, with its ACK number) before recording a response.',
  deleteAfterSend:
    'A transmission sent to the agency can not be deleted: its filings are with the IRS. Record the response instead.',
  statusNotAllowed: 'That status can not be set this way.',
} as const;

/** The grid lists at most this many transmissions (spec §9: agency transmissions grid 200). */
export const MAX_TRANSMISSIONS_LISTED = 1_000;

export interface FilingResponseInput {
  /** `submissionId|recordId` of the record in the transmission. */
  recordId: string;
  messages: string[];
}

export interface AgencyTransmissionView extends AgencyTransmissionRow {
  filingRecords: AgencyTransmissionRecordRow[];
}

export function recordKey(record: Pick<AgencyTransmissionRecordRow, 'submissionId' | 'recordId'>): string {
  return `${record.submissionId}|${record.recordId}`;
}

export async function listAgencyTransmissions(
  db: Db,
  statuses: readonly TransmissionStatus[],
): Promise<AgencyTransmissionRow[]> {
  if (statuses.length === 0) return [];
  return db
    .select()
    .from(agencyTransmissions)
    .where(inArray(agencyTransmissions.transmissionStatus, [...statuses]))
    .orderBy(desc(agencyTransmissions.id))
    .limit(MAX_TRANSMISSIONS_LISTED);
}

export async function getAgencyTransmission(db: Db, id: number): Promise<AgencyTransmissionRow> {
  const [row] = await db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  return row;
}

export async function listTransmissionRecords(
  db: Db,
  transmissionIds: readonly number[],
): Promise<AgencyTransmissionRecordRow[]> {
  if (transmissionIds.length === 0) return [];
  return db
    .select()
    .from(agencyTransmissionRecords)
    .where(inArray(agencyTransmissionRecords.transmissionId, [...transmissionIds]))
    .orderBy(
      asc(agencyTransmissionRecords.transmissionId),
      asc(agencyTransmissionRecords.submissionId),
      asc(agencyTransmissionRecords.recordId),
    );
}

/**
 * The file as generated (IRIS XML), for Download and for the A2A sender. The stored copy is the one
 * sent: it is never written again, so a resend carries the same UTID and the IRS refuses a duplicate.
 */
export async function buildTransmissionFile(
  db: Db,
  encryptor: Encryptor,
  transmissionId: number,
): Promise<{ fileName: string; content: string }> {
  const row = await getAgencyTransmission(db, transmissionId);
  return { fileName: row.fileName, content: openFile(encryptor, row.fileSealed) };
}

/** Download: the file, and Generated becomes Downloaded. */
export async function downloadAgencyTransmission(
  db: Db,
  encryptor: Encryptor,
  transmissionId: number,
  now = new Date(),
): Promise<{ fileName: string; content: string }> {
  const file = await buildTransmissionFile(db, encryptor, transmissionId);
  await db
    .update(agencyTransmissions)
    .set({ transmissionStatus: 'Downloaded', statusChangeDate: now })
    .where(
      and(
        eq(agencyTransmissions.id, transmissionId),
        eq(agencyTransmissions.transmissionStatus, 'Generated'),
      ),
    );
  return file;
}

export function readAckNumber(ackNumber: string | null | undefined): string {
  const trimmed = (ackNumber ?? '').trim();
  if (!trimmed) throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.ackRequired);
  if (trimmed.length > MAX_REJECTION_REASON_LENGTH)
    throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.ackTooLong);
  return trimmed;
}

function readReasons(responses: readonly FilingResponseInput[]): Map<string, string> {
  if (responses.length === 0) throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.noRecordsRejected);
  const reasons = new Map<string, string>();
  for (const response of responses) {
    const text = response.messages
      .map((m) => m.trim())
      .filter(Boolean)
      .join('; ');
    if (!text) throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.reasonRequired);
    if (text.length > MAX_REJECTION_REASON_LENGTH)
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.reasonTooLong);
    reasons.set(response.recordId.trim(), text);
  }
  return reasons;
}

export interface UpdateAgencyTransmissionInput {
  transmissionId: number;
  transmissionStatus: TransmissionStatus;
  ackNumber?: string | null;
  filingResponses?: readonly FilingResponseInput[] | null;
  isRejected?: boolean | null;
}

/**
 * updateTNNTransmissionRecord: Edit (ACK number → Sent_To_Agency, filings 'Filed with IRS'), Mark as
 * Accepted (Response_Received, every filing Accepted) and Mark as Rejected (Response_Received, the
 * chosen records Agency_Rejected with their reasons, the others Accepted).
 */
export async function updateAgencyTransmission(
  db: Db,
  input: UpdateAgencyTransmissionInput,
  now = new Date(),
): Promise<AgencyTransmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, input.transmissionId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
    if (row.transmissionStatus === 'Response_Received')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.alreadyAnswered);
    const records = await tx
      .select()
      .from(agencyTransmissionRecords)
      .where(eq(agencyTransmissionRecords.transmissionId, row.id));
    if (input.transmissionStatus === 'Sent_To_Agency') {
      const ackNumber = readAckNumber(input.ackNumber);
      await setStatus(
        tx,
        records.map((r) => r.filingId),
        'Sent_To_Agency',
        `ACK ${ackNumber}`,
        now,
      );
      return update(tx, row.id, { transmissionStatus: 'Sent_To_Agency', ackNumber, statusChangeDate: now });
    }
    if (input.transmissionStatus === 'Downloaded' && row.transmissionStatus === 'Generated')
      return update(tx, row.id, { transmissionStatus: 'Downloaded', statusChangeDate: now });
    if (input.transmissionStatus !== 'Response_Received')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.statusNotAllowed);
    if (row.transmissionStatus !== 'Sent_To_Agency')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.notSentYet);
    const reasons = input.isRejected ? readReasons(input.filingResponses ?? []) : new Map<string, string>();
    const known = new Set(records.map(recordKey));
    if ([...reasons.keys()].some((key) => !known.has(key)))
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.unknownRecord);
    const outcomes = records.map((record) => {
      const reason = reasons.get(recordKey(record));
      return reason
        ? {
            record,
            result: 'Rejected' as const,
            errors: [{ code: '', message: reason, elementPath: '' }],
          }
        : { record, result: 'Accepted' as const, errors: [] };
    });
    await applyOutcomes(tx, row, outcomes, now);
    await enqueueAcknowledgementMail(tx, row.id);
    return update(tx, row.id, {
      transmissionStatus: 'Response_Received',
      isRejected: reasons.size > 0,
      agencyStatus:
        reasons.size === 0 ? 'Accepted' : reasons.size === records.length ? 'Rejected' : 'Partially Accepted',
      statusChangeDate: now,
    });
  });
}

async function update(
  db: Db,
  id: number,
  values: Partial<typeof agencyTransmissions.$inferInsert>,
): Promise<AgencyTransmissionRow> {
  const [row] = await db
    .update(agencyTransmissions)
    .set(values)
    .where(eq(agencyTransmissions.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  return row;
}

export interface RecordOutcome {
  record: AgencyTransmissionRecordRow;
  result: 'Accepted' | 'AcceptedWithErrors' | 'Rejected';
  errors: RecordError[];
}

/**
 * Writes each record's answer and moves its filing: Accepted (with warnings) or Agency_Rejected. Set
 * by set: the records with the same answer in one statement, the filings with the same status and
 * description in one setStatus (a thousand at a time), never one statement per record.
 */
export async function applyOutcomes(
  db: Db,
  row: AgencyTransmissionRow,
  outcomes: readonly RecordOutcome[],
  now: Date,
): Promise<void> {
  const receiptId = getReceiptId(row);
  const uniqueRecordId = (record: RecordOutcome['record']) =>
    receiptId ? `${receiptId}|${recordKey(record)}` : null;
  const accepted: number[] = [];
  const sameAnswer = new Map<
    string,
    { result: RecordOutcome['result']; errors: RecordError[]; ids: number[] }
  >();
  const sameMove = new Map<
    string,
    { status: string; desc: string; warnings: string; outcomes: RecordOutcome[] }
  >();
  for (const outcome of outcomes) {
    const { record, result, errors } = outcome;
    const answerKey = JSON.stringify([result, errors]);
    const answer = sameAnswer.get(answerKey) ?? { result, errors, ids: [] };
    answer.ids.push(record.id);
    sameAnswer.set(answerKey, answer);
    const describe = errors
      .map((e) => [e.code, e.message, e.elementPath].filter(Boolean).join(' '))
      .join('; ');
    const status = result === 'Rejected' ? 'Agency_Rejected' : 'Accepted';
    const desc =
      result === 'Rejected'
        ? describe || 'Rejected by the IRS'
        : result === 'AcceptedWithErrors'
          ? `Accepted with errors: ${describe}`
          : 'Accepted by the IRS';
    const warnings =
      result === 'Rejected'
        ? '[]'
        : JSON.stringify(
            errors.map((e) => ({
              code: e.code || 'IRS_ACCEPTED_WITH_ERRORS',
              path: e.elementPath,
              message: e.message,
            })),
          );
    const moveKey = JSON.stringify([status, desc, warnings]);
    const move = sameMove.get(moveKey) ?? { status, desc, warnings, outcomes: [] };
    move.outcomes.push(outcome);
    sameMove.set(moveKey, move);
  }
  for (const { result, errors, ids } of sameAnswer.values())
    for (const part of chunked(ids))
      await db
        .update(agencyTransmissionRecords)
        .set({ result, errors })
        .where(inArray(agencyTransmissionRecords.id, part));
  for (const { status, desc, warnings, outcomes: moved } of sameMove.values()) {
    const filingIds = moved.map((o) => o.record.filingId);
    if (status === 'Agency_Rejected') {
      await setStatus(db, filingIds, status, desc, now);
      continue;
    }
    await setStatus(
      db,
      filingIds,
      status,
      desc,
      now,
      moved.map((o) => uniqueRecordId(o.record)),
    );
    accepted.push(...filingIds);
    if (warnings === '[]') continue;
    for (const part of chunked(filingIds))
      await db
        .update(filings)
        .set({ warnings: sql`${filings.warnings} || ${warnings}::jsonb` })
        .where(inArray(filings.id, part));
  }
  // The state filings of the accepted returns move on by their method (features/state-filing), and
  // their recipient copies waiting for the IRS go out (features/delivery); paid print copies are
  // queued for the mail room, or say that the federal filing was rejected (features/print).
  for (const part of chunked(accepted)) {
    await advanceStateFilings(db, part, now);
    await releaseAcceptedDeliveries(db, part);
  }
  for (const part of chunked(outcomes.map((outcome) => outcome.record.filingId)))
    await advancePrintRequests(db, part, now);
}

/**
 * deleteTNNTransmissionRecord: only before it is sent; its filings go back to Received, to be
 * generated again in a new transmission with a new UTID.
 */
export async function deleteAgencyTransmission(db: Db, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
    if (row.transmissionStatus !== 'Generated' && row.transmissionStatus !== 'Downloaded')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.deleteAfterSend);
    const records = await tx
      .select({ filingId: agencyTransmissionRecords.filingId })
      .from(agencyTransmissionRecords)
      .where(eq(agencyTransmissionRecords.transmissionId, id));
    const ids = records.map((r) => r.filingId);
    const stillProcessing = await selectInChunks(ids, (part) =>
      tx
        .select({ id: filings.id })
        .from(filings)
        .where(and(inArray(filings.id, part), eq(filings.status, 'Processing'))),
    );
    await setStatus(
      tx,
      stillProcessing.map((f) => f.id),
      'Received',
      'Transmission deleted',
      now,
    );
    await tx.delete(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    return true;
  });
}
