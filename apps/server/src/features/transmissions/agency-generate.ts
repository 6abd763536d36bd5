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
import { GENERATED_TRANSMISSION_BYTES, type Rejected } from './agency-write.ts';
import { pub1220ReadyCondition } from './agency-pub1220.ts';
import { findReplacements } from './agency-replace.ts';
import { writeWhole, type Stream, type StreamGroup } from './agency-batch.ts';
import type { TransmissionServices } from './transmission-file.ts';

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

/**
 * filingsToBeProcessed: the count the Generate button shows; with a tax year, what a Pub 1220 Generate
 * of that year would take (it reads one year only).
 */
export async function countFilingsToBeProcessed(db: Db, now = new Date(), taxYear?: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(filings)
    .where(and(getReadyCondition(now), taxYear === undefined ? undefined : eq(filings.filingYear, taxYear)));
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

/** Generate reads the filings to transmit this many at a time (GENERATE_PAGE_SIZE in docs/efile.md). */
export const GENERATE_PAGE_SIZE = 2_000;

/**
 * Before a Generate has sealed a file, the bytes one return is guessed to take in it, and the bytes the
 * writer keeps in each file for the manifest and a submission's header.
 */
const GUESSED_RETURN_BYTES = 1_000;
const GUESSED_FILE_OVERHEAD_BYTES = 49_152;

/**
 * Generate (createTNNTransmissionRecords): every filing ready for the IRS is written into IRIS
 * transmissions, one per tax year, test flag and kind (originals O, corrections C, replacements R of a
 * rejected transmission or submission: agency-replace.ts), each split by
 * the writer at the IRS size limit, one submission per payer and form. The filings are locked while
 * this runs (a second Generate skips them) and move to Processing with their record ids stored; a
 * filing the IRS could not take as entered is System_Rejected with the reason instead.
 *
 * Memory stays flat: the filings are read in pages (keyset by tax year, account, form and id, so a
 * payer's submission is whole once the reading has passed it), and a group's files are written,
 * checked and stored as soon as its whole submissions fill one; the last, unfilled file waits for the
 * next page. All in one transaction, as one Generate.
 */
export async function generateAgencyTransmissions(
  db: Db,
  services: TransmissionServices,
  now = new Date(),
): Promise<GenerateResult> {
  return db.transaction(async (tx) => {
    const result: GenerateResult = { transmissionIds: [], filingCount: 0, rejected: [] };
    const pageSize = services.generatePageSize ?? GENERATE_PAGE_SIZE;
    const cap = services.maxFilingsPerGenerate ?? MAX_FILINGS_PER_GENERATE;
    const maxBytes = services.maxTransmissionBytes ?? GENERATED_TRANSMISSION_BYTES;
    const stream: Stream = {
      groups: new Map(),
      flushAt: Math.ceil((1.25 * Math.max(maxBytes - GUESSED_FILE_OVERHEAD_BYTES, 1)) / GUESSED_RETURN_BYTES),
    };
    let after: FilingRow | undefined;
    let taken = 0;
    let open: FilingRow | undefined;
    do {
      const limit = Math.min(pageSize, cap - taken);
      const page = await readPage(tx, services, now, after, limit);
      after = page.at(-1);
      taken += page.length;
      if (page.length > 0) await groupFilings(tx, services, page, stream.groups, result.rejected);
      // The submissions of the payer and form read last may go on in the next page, unless this
      // page was the last (short, or the Generate's limit reached): then everything is written.
      open = page.length === limit && taken < cap ? after : undefined;
      const placed = await writeWhole(tx, services, stream, open, now, result);
      result.filingCount += placed.length;
      await setStatus(tx, placed, 'Processing', 'Transmission generated', now);
    } while (open);
    await setStatusEach(tx, result.rejected, 'System_Rejected', now);
    return result;
  });
}

/** The next page of filings ready for a transmission, locked, after the last one read. */
function readPage(
  db: Db,
  services: TransmissionServices,
  now: Date,
  after: FilingRow | undefined,
  limit: number,
) {
  const key = sql`(${filings.filingYear}, ${filings.domainId}, ${filings.filingType}, ${filings.id})`;
  return db
    .select()
    .from(filings)
    .where(
      and(
        getReadyCondition(now),
        pub1220ReadyCondition(services),
        after
          ? sql`${key} > (${after.filingYear}::int, ${after.domainId}::bigint, ${after.filingType}::text, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(asc(filings.filingYear), asc(filings.domainId), asc(filings.filingType), asc(filings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

async function groupFilings(
  db: Db,
  services: TransmissionServices,
  ready: readonly FilingRow[],
  groups: Map<string, StreamGroup>,
  rejected: Rejected,
): Promise<void> {
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
    let group = groups.get(groupKey)?.group;
    if (!group) {
      group = { taxYear: filing.filingYear, test, transmissionType, submissions: new Map() };
      if (replaces?.kind === 'transmission') group.replaces = replaces;
      groups.set(groupKey, { group, whole: [], wholeReturns: 0 });
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
}

/**
 * Moves filings to a status with a history row each, a thousand at a time. With uniqueRecordIds (one
 * per id, in order) the same statement stores each filing's IRS record id in fedSub: one update of
 * the filings, not two (each fires the filing summaries' trigger).
 */
export async function setStatus(
  db: Db,
  ids: readonly number[],
  status: string,
  statusChangeDesc: string,
  now: Date,
  uniqueRecordIds?: readonly (string | null)[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += 1_000) {
    const part = ids.slice(start, start + 1_000);
    if (part.length === 0) continue;
    await recordFilingStatuses(db, part, status, statusChangeDesc);
    if (uniqueRecordIds) {
      const rows = part.map((id, k) => ({ id, uid: uniqueRecordIds[start + k] ?? null }));
      await db.execute(sql`update ${filings} set status = ${status},
        status_change_desc = ${statusChangeDesc}, status_change_date = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz,
        fed_sub = jsonb_set(fed_sub, '{uniqueRecordId}', coalesce(to_jsonb(v.uid), 'null'::jsonb))
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, uid text)
        where ${filings.id} = v.id`);
    } else
      await db
        .update(filings)
        .set({ status, statusChangeDesc, statusChangeDate: now, updatedAt: now })
        .where(inArray(filings.id, part));
    await db.execute(sql`insert into ${filingStatusHistory} (filing_id, status, status_change_desc, changed_at)
      select value::bigint, ${status}, ${statusChangeDesc}, ${now.toISOString()}::timestamptz
      from jsonb_array_elements_text(${JSON.stringify(part)}::jsonb)`);
  }
}

/** Moves each filing to a status with its own description, one setStatus per description. */
export async function setStatusEach(
  db: Db,
  moves: readonly { filingId: number; reason: string }[],
  status: string,
  now: Date,
): Promise<void> {
  const byReason = new Map<string, number[]>();
  for (const { filingId, reason } of moves) {
    const ids = byReason.get(reason);
    if (ids) ids.push(filingId);
    else byReason.set(reason, [filingId]);
  }
  for (const [reason, ids] of byReason) await setStatus(db, ids, status, reason, now);
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
