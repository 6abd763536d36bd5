import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkIrisReturn,
  isIrisTaxYear,
  payerFromForms,
  returnFromForms,
  type EfilePayer,
  type EfileReturn,
} from '@file1099/efile';
import { isTinCheckWaitWaived, type FilingData, type FilingStatus } from '@file1099/forms';
import { selectInChunks } from '../../db/chunks.ts';
import type { Db } from '../../db/database.ts';
import { recordFilingStatuses } from '../audit/record-events.ts';
import { domains } from '../accounts/accounts.table.ts';
import { toPayeeCheckInput } from '../filings/payee-drafts.ts';
import { filings, filingStatusHistory, type FilingRow } from '../filings/filings.table.ts';
import { toPayerCheckInput } from '../payers/payers.service.ts';
import { payers } from '../payers/payers.table.ts';
import { payees } from '../payees/payees.table.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  dropRepeatedTins,
  TRANSMISSION_CHECK_FAILED,
  dropUnwritable,
  rejectFailing,
  singleReturns,
  wholeSubmission,
  writeCheckedOneByOne,
  type Group,
  type PendingSubmission,
  type Rejected,
  type SealedTransmission,
} from './agency-write.ts';
import { pub1220ReadyCondition, writePub1220Group } from './agency-pub1220.ts';
import { findReplacements, markReplaced, type Replacement } from './agency-replace.ts';
import { checkIrisFiles } from './file-check.ts';
import { makeFileName, type TransmissionServices } from './transmission-file.ts';
import { agencyTransmissionRecords, agencyTransmissions } from './transmissions.table.ts';

/** Filings the efile.federal job has made ready; Queued ones come from the EFS screen. */
export const READY_FOR_TRANSMISSION = ['Received', 'Queued'] as const;

/** At most this many filings go into one Generate; the rest wait for the next. */
export const MAX_FILINGS_PER_GENERATE = 100_000;

/**
 * Paid federal filings ready for a transmission; on the last two days of January those still waiting
 * on their TIN check too (isTinCheckWaitWaived).
 */
function getReadyCondition(now: Date) {
  const statuses: FilingStatus[] = [...READY_FOR_TRANSMISSION];
  if (isTinCheckWaitWaived(now)) statuses.push('WaitingOnTINMatch');
  return and(
    inArray(filings.status, statuses),
    sql`(${filings.fedSub}->>'selected')::boolean and (${filings.fedSub}->>'isPaid')::boolean`,
  );
}

/** filingsToBeProcessed: the count the Generate button shows. */
export async function countFilingsToBeProcessed(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(filings)
    .where(getReadyCondition(now));
  return row?.count ?? 0;
}

export interface GenerateResult {
  transmissionIds: number[];
  filingCount: number;
  /** Filings the IRS could not take as entered: System_Rejected with the reason. */
  rejected: { filingId: number; reason: string }[];
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : 'The filing could not be written.';
}

/**
 * Generate (createTNNTransmissionRecords): every filing ready for the IRS is written into IRIS
 * transmissions, one per tax year, test flag and kind (originals O, corrections C, replacements R of a
 * rejected transmission or submission: agency-replace.ts), each split by
 * the writer at the IRS size limit, one submission per payer and form. The filings are locked while
 * this runs (a second Generate skips them) and move to Processing with their record ids stored; a
 * filing the IRS could not take as entered is System_Rejected with the reason instead.
 */
export async function generateAgencyTransmissions(
  db: Db,
  services: TransmissionServices,
  now = new Date(),
): Promise<GenerateResult> {
  return db.transaction(async (tx) => {
    const ready = await tx
      .select()
      .from(filings)
      .where(and(getReadyCondition(now), pub1220ReadyCondition(services)))
      .orderBy(asc(filings.id))
      .limit(MAX_FILINGS_PER_GENERATE)
      .for('update', { skipLocked: true });
    const result: GenerateResult = { transmissionIds: [], filingCount: 0, rejected: [] };
    if (ready.length === 0) return result;
    const groups = await groupFilings(tx, services, ready, result.rejected);
    const placed = new Set<number>();
    for (const group of groups.values()) {
      const ids = await writeGroup(tx, services, group, now, result.rejected);
      result.transmissionIds.push(...ids.transmissionIds);
      for (const id of ids.filingIds) placed.add(id);
    }
    result.filingCount = placed.size;
    await setStatus(tx, [...placed], 'Processing', 'Transmission generated', now);
    for (const { filingId, reason } of result.rejected)
      await setStatus(tx, [filingId], 'System_Rejected', reason, now);
    return result;
  });
}

async function groupFilings(
  db: Db,
  services: TransmissionServices,
  ready: readonly FilingRow[],
  rejected: Rejected,
): Promise<Map<string, Group>> {
  const domainIds = [...new Set(ready.map((f) => f.domainId))];
  const payeeIds = [...new Set(ready.map((f) => f.payeeId))];
  const originalIds = ready.flatMap((f) => (f.originalFilingId ? [f.originalFilingId] : []));
  // One after the other (a transaction has one connection), each in parts (the parameter limit).
  const domainRows = await selectInChunks(domainIds, (part) =>
    db.select().from(domains).where(inArray(domains.id, part)),
  );
  const payerRows = await selectInChunks(domainIds, (part) =>
    db.select().from(payers).where(inArray(payers.domainId, part)),
  );
  const payeeRows = await selectInChunks(payeeIds, (part) =>
    db.select().from(payees).where(inArray(payees.id, part)),
  );
  const originals = await selectInChunks(originalIds, (part) =>
    db.select().from(filings).where(inArray(filings.id, part)),
  );
  const replacements = await findReplacements(
    db,
    ready.map((f) => f.id),
  );
  const testByDomain = new Map(domainRows.map((d) => [d.id, d.isTestAccount]));
  const payeeById = new Map(payeeRows.map((p) => [p.id, p]));
  const originalById = new Map(originals.map((f) => [f.id, f]));
  const payerByDomain = new Map<number, EfilePayer | string>();
  for (const payer of payerRows) {
    try {
      const plain = services.tinVault.reveal(payer.tinCiphertext);
      payerByDomain.set(payer.domainId, payerFromForms(toPayerCheckInput(payer, plain)));
    } catch (error) {
      payerByDomain.set(payer.domainId, `The payer: ${describeError(error)}`);
    }
  }
  const groups = new Map<string, Group>();
  for (const filing of ready) {
    const reject = (reason: string) => rejected.push({ filingId: filing.id, reason });
    const payer = payerByDomain.get(filing.domainId) ?? 'The account has no payer.';
    const payee = payeeById.get(filing.payeeId);
    if (typeof payer === 'string') {
      reject(payer);
      continue;
    }
    if (!payee) {
      reject('The filing has no payee.');
      continue;
    }
    if (!isIrisTaxYear(filing.filingYear)) {
      reject(`Tax year ${filing.filingYear} can not be e-filed through IRIS by this application.`);
      continue;
    }
    let ret: EfileReturn;
    try {
      const previous = filing.originalFilingId ? originalById.get(filing.originalFilingId) : undefined;
      const previousUniqueRecordId = previous?.fedSub.uniqueRecordId ?? undefined;
      ret = returnFromForms(
        {
          filingType: filing.filingType,
          filingYear: filing.filingYear,
          correctionType: filing.correctionType,
          originalFilingId: filing.originalFilingId,
          payee: toPayeeCheckInput(payee, services.tinVault.reveal(payee.tinCiphertext)),
          filingData: filing.filingData as FilingData,
        },
        previousUniqueRecordId ? { previousUniqueRecordId } : {},
      );
      if (!services.pub1220) checkIrisReturn(ret);
    } catch (error) {
      reject(describeError(error));
      continue;
    }
    const test = testByDomain.get(filing.domainId) ?? false;
    const isOriginal = filing.correctionType === 'Original';
    const replaces = isOriginal && !services.pub1220 ? replacements.get(filing.id) : undefined;
    const transmissionType = replaces ? 'R' : isOriginal ? 'O' : 'C';
    const groupKey = `${filing.filingYear}|${test}|${transmissionType}|${replaces?.receiptId ?? ''}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { taxYear: filing.filingYear, test, transmissionType, submissions: new Map() };
      if (replaces?.kind === 'transmission') group.replaces = replaces;
      groups.set(groupKey, group);
    }
    const combinedFederalState = filing.stateSub.selected && filing.stateSub.filingMethod === 'CFSF';
    const replacedSubmission = replaces?.kind === 'submission' ? replaces : undefined;
    const submissionKey = `${filing.domainId}|${filing.filingType}|${combinedFederalState}|${replacedSubmission?.originalUniqueSubmissionId ?? ''}`;
    let submission = group.submissions.get(submissionKey);
    if (!submission) {
      const returns: EfileReturn[] = [];
      submission = {
        input: { payer, formType: ret.formType, combinedFederalState, returns },
        returns,
        filingIds: [],
      };
      if (replacedSubmission) {
        submission.input.originalUniqueSubmissionId = replacedSubmission.originalUniqueSubmissionId;
        submission.replaces = replacedSubmission;
      }
      group.submissions.set(submissionKey, submission);
    }
    submission.returns.push(ret);
    submission.filingIds.push(filing.id);
  }
  for (const group of groups.values())
    for (const submission of group.submissions.values()) dropRepeatedTins(submission, rejected);
  return groups;
}

/**
 * Writes a group's transmissions, one file at a time (writeCheckedOneByOne). When the writer refuses
 * (a payer it can not carry), each submission is tried alone and the ones refused are rejected with
 * the reason. When a file fails its check, each return is checked alone, then each submission (a
 * problem of several records together, e.g. a TIN twice without account numbers); the filings that
 * fail are rejected with the check's sentence and the rest written again. A file that still fails
 * though every part passes alone stops Generate.
 */
async function writeGroup(
  db: Db,
  services: TransmissionServices,
  group: Group,
  now: Date,
  rejected: Rejected,
): Promise<{ transmissionIds: number[]; filingIds: number[] }> {
  if (services.pub1220) return writePub1220Group(db, services, group, now, rejected);
  const check = services.checkFiles ?? checkIrisFiles;
  const splits = [singleReturns, wholeSubmission];
  let submissions = [...group.submissions.values()];
  let writerChecked = false;
  let written = await writeCheckedOneByOne(services, group, submissions, check);
  while (!written.ok) {
    if (written.writerRefused && !writerChecked) {
      writerChecked = true;
      submissions = dropUnwritable(services, group, submissions, rejected);
    } else {
      const split = written.writerRefused ? undefined : splits.shift();
      if (!split) throw new AppError('INTERNAL', `${TRANSMISSION_CHECK_FAILED} ${written.problem}`);
      submissions = await rejectFailing(services, group, submissions.flatMap(split), check, rejected);
    }
    if (submissions.length === 0) return { transmissionIds: [], filingIds: [] };
    written = await writeCheckedOneByOne(services, group, submissions, check);
  }
  return storeFiles(db, group, submissions, written.files, services.liveToTestSystem === true, now);
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
    const records: (typeof agencyTransmissionRecords.$inferInsert)[] = [];
    const replaced: Replacement[] = group.replaces ? [group.replaces] : [];
    for (const planned of transmission.submissions) {
      const source = submissions[planned.inputIndex];
      if (!source) continue;
      if (source.replaces) replaced.push(source.replaces);
      for (let k = 0; k < planned.returnCount; k += 1) {
        const filingId = source.filingIds[planned.firstReturnIndex + k];
        if (filingId === undefined) continue;
        records.push({
          transmissionId: row.id,
          filingId,
          submissionId: planned.submissionId,
          recordId: k + 1,
        });
        filingIds.push(filingId);
      }
    }
    for (let start = 0; start < records.length; start += 1_000)
      await db.insert(agencyTransmissionRecords).values(records.slice(start, start + 1_000));
    await markReplaced(db, replaced, row.id);
  }
  return { transmissionIds, filingIds };
}

/** Moves filings to a status with a history row each. */
export async function setStatus(
  db: Db,
  ids: readonly number[],
  status: string,
  statusChangeDesc: string,
  now: Date,
): Promise<void> {
  for (let start = 0; start < ids.length; start += 1_000) {
    const part = ids.slice(start, start + 1_000);
    if (part.length === 0) continue;
    await recordFilingStatuses(db, part, status, statusChangeDesc);
    await db
      .update(filings)
      .set({ status, statusChangeDesc, statusChangeDate: now, updatedAt: now })
      .where(inArray(filings.id, part));
    await db
      .insert(filingStatusHistory)
      .values(part.map((filingId) => ({ filingId, status, statusChangeDesc, changedAt: now })));
  }
}

/** The efile.federal job: submitted filings become ready for the next transmission (Received). */
export async function markFilingsReadyForTransmission(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (filingIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await selectInChunks(filingIds, (part) =>
      tx
        .select({ id: filings.id })
        .from(filings)
        .where(and(inArray(filings.id, part), eq(filings.status, 'Submitted')))
        .for('update'),
    );
    const ids = rows.map((r) => r.id);
    await setStatus(tx, ids, 'Received', 'Ready for e-file', now);
    return ids.length;
  });
}
