import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { selectInChunks } from '../../db/chunks.ts';
import type { Db } from '../../db/database.ts';
import { agencyTransmissionRecords, agencyTransmissions } from './transmissions.table.ts';

/**
 * IRIS replacements (reference irs-iris.md §6). A fixed original whose last transmission the IRS
 * rejected goes back in a replacement (R): a wholly rejected transmission is replaced by one that
 * names it (manifest OriginalReceiptId); a rejected submission of a partially accepted one by a
 * submission that names it (OriginalUniqueSubmissionId, ReceiptId|SubmissionId). Each is replaced
 * once: the records of what was replaced point to their replacement, and a filing fixed after that
 * goes as a new original. Corrections are never replaced (a rejected correction is corrected again).
 */
export type Replacement =
  | { kind: 'transmission'; receiptId: string; transmissionId: number }
  | {
      kind: 'submission';
      receiptId: string;
      transmissionId: number;
      submissionId: number;
      originalUniqueSubmissionId: string;
    };

/** An IRIS Receipt ID (the operator may have typed it as the ACK number in the manual flow). */
export const RECEIPT_ID = /^[1-9][0-9]{3}-[0-9]{11}-[0-9a-zA-Z]{9}$/;

export function getReceiptId(row: { receiptId: string | null; ackNumber: string | null }): string | null {
  return row.receiptId ?? (row.ackNumber && RECEIPT_ID.test(row.ackNumber) ? row.ackNumber : null);
}

/** The replacement each of these filings goes in, when its last IRIS transmission rejected it. */
export async function findReplacements(
  db: Db,
  filingIds: readonly number[],
): Promise<Map<number, Replacement>> {
  const rows = await selectInChunks(filingIds, (part) =>
    db
      .select({
        recordId: agencyTransmissionRecords.id,
        filingId: agencyTransmissionRecords.filingId,
        submissionId: agencyTransmissionRecords.submissionId,
        result: agencyTransmissionRecords.result,
        replacedBy: agencyTransmissionRecords.replacedByTransmissionId,
        transmissionId: agencyTransmissions.id,
        formatType: agencyTransmissions.formatType,
        transmissionType: agencyTransmissions.transmissionType,
        agencyStatus: agencyTransmissions.agencyStatus,
        receiptId: agencyTransmissions.receiptId,
        ackNumber: agencyTransmissions.ackNumber,
      })
      .from(agencyTransmissionRecords)
      .innerJoin(agencyTransmissions, eq(agencyTransmissions.id, agencyTransmissionRecords.transmissionId))
      .where(inArray(agencyTransmissionRecords.filingId, part))
      .orderBy(desc(agencyTransmissionRecords.id)),
  );
  const last = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = last.get(row.filingId);
    if (!seen || row.recordId > seen.recordId) last.set(row.filingId, row);
  }
  const found = new Map<number, Replacement>();
  const partial: { filingId: number; row: (typeof rows)[number]; receiptId: string }[] = [];
  for (const [filingId, row] of last) {
    const receiptId = getReceiptId(row);
    const replaceable =
      row.formatType === 'IRIS' &&
      row.transmissionType !== 'C' &&
      row.result === 'Rejected' &&
      row.replacedBy === null &&
      receiptId !== null;
    if (!replaceable) continue;
    if (row.agencyStatus === 'Rejected')
      found.set(filingId, { kind: 'transmission', receiptId, transmissionId: row.transmissionId });
    else if (row.agencyStatus === 'Partially Accepted') partial.push({ filingId, row, receiptId });
  }
  // A submission can be replaced only when the IRS rejected it whole; a record the operator marked
  // rejected inside an accepted submission goes as a new original.
  const acceptedIn = await getSubmissionsWithAcceptedRecords(db, [
    ...new Set(partial.map((p) => p.row.transmissionId)),
  ]);
  for (const { filingId, row, receiptId } of partial) {
    if (acceptedIn.has(`${row.transmissionId}|${row.submissionId}`)) continue;
    found.set(filingId, {
      kind: 'submission',
      receiptId,
      transmissionId: row.transmissionId,
      submissionId: row.submissionId,
      originalUniqueSubmissionId: `${receiptId}|${row.submissionId}`,
    });
  }
  return found;
}

async function getSubmissionsWithAcceptedRecords(
  db: Db,
  transmissionIds: readonly number[],
): Promise<Set<string>> {
  const rows = await selectInChunks(transmissionIds, (part) =>
    db
      .selectDistinct({
        transmissionId: agencyTransmissionRecords.transmissionId,
        submissionId: agencyTransmissionRecords.submissionId,
      })
      .from(agencyTransmissionRecords)
      .where(
        and(
          inArray(agencyTransmissionRecords.transmissionId, part),
          sql`${agencyTransmissionRecords.result} is distinct from 'Rejected'`,
        ),
      ),
  );
  return new Set(rows.map((row) => `${row.transmissionId}|${row.submissionId}`));
}

/** Points what a new transmission replaced at it, so that it is never replaced twice. */
export async function markReplaced(
  db: Db,
  replacements: readonly Replacement[],
  byTransmissionId: number,
): Promise<void> {
  const done = new Set<string>();
  for (const replacement of replacements) {
    const key =
      replacement.kind === 'transmission'
        ? `${replacement.transmissionId}`
        : `${replacement.transmissionId}|${replacement.submissionId}`;
    if (done.has(key)) continue;
    done.add(key);
    await db
      .update(agencyTransmissionRecords)
      .set({ replacedByTransmissionId: byTransmissionId })
      .where(
        and(
          eq(agencyTransmissionRecords.transmissionId, replacement.transmissionId),
          isNull(agencyTransmissionRecords.replacedByTransmissionId),
          replacement.kind === 'submission'
            ? eq(agencyTransmissionRecords.submissionId, replacement.submissionId)
            : undefined,
        ),
      );
  }
}
