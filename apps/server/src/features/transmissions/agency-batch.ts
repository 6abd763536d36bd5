import { sql } from 'drizzle-orm';
import type { FilingRow } from '../filings/filings.table.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { writePub1220Group } from './agency-pub1220.ts';
import { markReplaced, type Replacement } from './agency-replace.ts';
import {
  dropRepeatedTins,
  dropUnwritable,
  rejectFailing,
  singleReturns,
  TRANSMISSION_CHECK_FAILED,
  wholeSubmission,
  writeCheckedOneByOne,
  type Group,
  type PendingSubmission,
  type Rejected,
  type SealedTransmission,
} from './agency-write.ts';
import { checkIrisFiles } from './file-check.ts';
import { makeFileName, type TransmissionServices } from './transmission-file.ts';
import { agencyTransmissionRecords, agencyTransmissions } from './transmissions.table.ts';

/**
 * Generate's files in batches (agency-generate.ts reads the filings in pages): a group's whole
 * submissions are written once they fill a file, and the files stored with a record row per filing.
 */

/** Groups being filled while the filings are read, and the size of a batch worth writing. */
export interface Stream {
  groups: Map<string, StreamGroup>;
  /** Whole returns a group gathers before its files are planned: a little more than one file's. */
  flushAt: number;
}

export interface StreamGroup {
  group: Group;
  /** Whole submissions (the reading has passed their payer and form), waiting to be written. */
  whole: PendingSubmission[];
  wholeReturns: number;
}

/**
 * Moves the submissions the reading has passed into their group's batch, and writes a batch once it
 * holds more than a file (all of them when nothing is open: the last page). The files written are
 * stored; the last planned one, not full, is carried into the next batch.
 */
export async function writeWhole(
  db: Db,
  services: TransmissionServices,
  stream: Stream,
  open: FilingRow | undefined,
  now: Date,
  result: { transmissionIds: number[]; rejected: Rejected },
): Promise<number[]> {
  const placed: number[] = [];
  for (const [groupKey, pending] of stream.groups) {
    const { group } = pending;
    for (const [key, submission] of group.submissions) {
      const isOpen =
        open !== undefined &&
        group.taxYear === open.filingYear &&
        key.startsWith(`${open.domainId}|${open.filingType}|`);
      if (isOpen) continue;
      group.submissions.delete(key);
      dropRepeatedTins(submission, result.rejected);
      pending.whole.push(submission);
      pending.wholeReturns += submission.returns.length;
    }
    // A Pub 1220 group is one file, written when the reading is done (agency-pub1220.ts).
    const waits =
      open !== undefined && (services.pub1220 !== undefined || pending.wholeReturns < stream.flushAt);
    if (pending.whole.length === 0 || waits) continue;
    const written = await writeGroup(db, services, group, pending.whole, now, result.rejected, !!open);
    result.transmissionIds.push(...written.transmissionIds);
    placed.push(...written.filingIds);
    pending.whole = written.carried;
    pending.wholeReturns = written.carried.reduce((n, s) => n + s.returns.length, 0);
    // The next batch: a little more than a full file, or more than this one when it filled none.
    if (written.fullest > 0) stream.flushAt = Math.ceil(1.25 * written.fullest);
    else if (open) stream.flushAt = Math.ceil(1.5 * pending.wholeReturns);
    if (pending.whole.length === 0 && group.submissions.size === 0) stream.groups.delete(groupKey);
  }
  return placed;
}

/**
 * Writes a batch of a group's submissions, one file at a time (writeCheckedOneByOne); with carryLast
 * the last planned file is not written but carried (its submissions come back). When the writer
 * refuses (a payer it can not carry), each submission is tried alone and the ones refused are
 * rejected with the reason. When a file fails its check, each return is checked alone, then each
 * submission (a problem of several records together, e.g. a TIN twice without account numbers); the
 * filings that fail are rejected with the check's sentence and the rest written again. A file that
 * still fails though every part passes alone stops Generate.
 */
async function writeGroup(
  db: Db,
  services: TransmissionServices,
  group: Group,
  batch: readonly PendingSubmission[],
  now: Date,
  rejected: Rejected,
  carryLast: boolean,
): Promise<{
  transmissionIds: number[];
  filingIds: number[];
  carried: PendingSubmission[];
  fullest: number;
}> {
  if (services.pub1220) {
    const stored = await writePub1220Group(db, services, group, batch, now, rejected);
    return { ...stored, carried: [], fullest: 0 };
  }
  const check = services.checkFiles ?? checkIrisFiles;
  const splits = [singleReturns, wholeSubmission];
  let submissions = [...batch];
  let writerChecked = false;
  let written = await writeCheckedOneByOne(services, group, submissions, check, carryLast);
  while (!written.ok) {
    if (written.writerRefused && !writerChecked) {
      writerChecked = true;
      submissions = dropUnwritable(services, group, submissions, rejected);
    } else {
      const split = written.writerRefused ? undefined : splits.shift();
      if (!split) throw new AppError('INTERNAL', `${TRANSMISSION_CHECK_FAILED} ${written.problem}`);
      submissions = await rejectFailing(services, group, submissions.flatMap(split), check, rejected);
    }
    if (submissions.length === 0) return { transmissionIds: [], filingIds: [], carried: [], fullest: 0 };
    written = await writeCheckedOneByOne(services, group, submissions, check, carryLast);
  }
  const { files, carried } = written;
  const stored = await storeFiles(db, group, submissions, files, services.liveToTestSystem === true, now);
  const fullest = Math.max(0, ...files.map((file) => file.transmission.recordCount));
  return { ...stored, carried, fullest };
}

/** Stores the sealed files with a record row per filing, and points what they replace at them. */
async function storeFiles(
  db: Db,
  group: Group,
  submissions: readonly PendingSubmission[],
  files: readonly SealedTransmission[],
  liveToTestSystem: boolean,
  now: Date,
): Promise<{ transmissionIds: number[]; filingIds: number[] }> {
  const transmissionIds: number[] = [];
  const filingIds: number[] = [];
  for (const { transmission, sealed, bytes } of files) {
    const fileName = makeFileName('IRIS', {
      id: transmission.uniqueTransmissionId,
      taxYear: group.taxYear,
      type: group.transmissionType,
      test: group.test || liveToTestSystem,
      now,
    });
    const [row] = await db
      .insert(agencyTransmissions)
      .values({
        uniqueTransmissionId: transmission.uniqueTransmissionId,
        formatType: 'IRIS',
        taxYear: group.taxYear,
        transmissionType: group.transmissionType,
        isTest: group.test,
        fileName,
        fileSealed: sealed,
        fileBytes: bytes,
        recipientCount: transmission.recordCount,
        issuerCount: transmission.submissions.length,
        statusChangeDate: now,
      })
      .returning({ id: agencyTransmissions.id });
    if (!row) throw new Error('The transmission was not stored.');
    transmissionIds.push(row.id);
    const records: {
      transmission_id: number;
      filing_id: number;
      submission_id: number;
      record_id: number;
    }[] = [];
    const replaced: Replacement[] = group.replaces ? [group.replaces] : [];
    for (const planned of transmission.submissions) {
      const source = submissions[planned.inputIndex];
      if (!source) continue;
      if (source.replaces) replaced.push(source.replaces);
      for (let k = 0; k < planned.returnCount; k += 1) {
        const filingId = source.filingIds[planned.firstReturnIndex + k];
        if (filingId === undefined) continue;
        records.push({
          transmission_id: row.id,
          filing_id: filingId,
          submission_id: planned.submissionId,
          record_id: k + 1,
        });
        filingIds.push(filingId);
      }
    }
    // A thousand rows a statement, sent as one JSON parameter (far cheaper than 4,000 parameters).
    for (let start = 0; start < records.length; start += 1_000)
      await db.execute(sql`insert into ${agencyTransmissionRecords} (transmission_id, filing_id, submission_id, record_id)
        select transmission_id, filing_id, submission_id, record_id from jsonb_to_recordset(${JSON.stringify(
          records.slice(start, start + 1_000),
        )}::jsonb) as r(transmission_id bigint, filing_id bigint, submission_id int, record_id int)`);
    await markReplaced(db, replaced, row.id);
  }
  return { transmissionIds, filingIds };
}
