import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  createTinMatchRequestFiles,
  MAX_TIN_MATCH_REQUESTS,
  payeeFromForms,
  readTinMatchResponse,
  type TinMatchRequest,
} from '@file1099/efile';
import type { TransmissionStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { domains } from '../accounts/accounts.table.ts';
import { recordTinMatchStatuses } from '../audit/record-statuses.ts';
import { toPayeeCheckInput } from '../filings/payee-drafts.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { tinMatchRequests } from '../tin-match/tin-match.table.ts';
import { setStatus } from './agency-generate.ts';
import { readAckNumber, TRANSMISSION_MESSAGES } from './agency.service.ts';
import { makeFileName, openFile, sealFile } from './transmission-file.ts';
import { tinTransmissionRequests, tinTransmissions, type TinTransmissionRow } from './transmissions.table.ts';

export const TIN_MESSAGES = {
  notTinResponse:
    'The file is not a TIN-matching response: every line must read "TIN type;TIN;name;account number;result code".',
  badLines: (lines: number[]) =>
    `Lines ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? '…' : ''} are not TIN-matching results; nothing was changed.`,
  otherFile:
    'The response answers requests that are not in this transmission; nothing was changed. Check that it is the answer to this file.',
  nothingToGenerate: 'There are no TIN-match requests to process.',
} as const;

/**
 * requestsToBeProcessed: payees whose paid TIN check is in progress (tinMatchStatus InProgress, set
 * when the check is ordered) and not already in a TIN-match file awaiting its answer.
 */
const pendingCondition = and(
  eq(payees.tinMatchStatus, 'InProgress'),
  notExists(
    sql`(select 1 from ${tinTransmissionRequests} r join ${tinTransmissions} t on t.id = r.transmission_id
      where r.payee_id = ${payees.id} and r.result_code is null and t.transmission_status <> 'Response_Received')`,
  ),
);

export async function countRequestsToBeProcessed(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payees)
    .where(pendingCondition);
  return row?.count ?? 0;
}

export async function listTinTransmissions(
  db: Db,
  statuses: readonly TransmissionStatus[],
): Promise<TinTransmissionRow[]> {
  if (statuses.length === 0) return [];
  return db
    .select()
    .from(tinTransmissions)
    .where(inArray(tinTransmissions.transmissionStatus, [...statuses]))
    .orderBy(desc(tinTransmissions.id))
    .limit(1_000);
}

async function getTinTransmission(db: Db, id: number): Promise<TinTransmissionRow> {
  const [row] = await db.select().from(tinTransmissions).where(eq(tinTransmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  return row;
}

/**
 * Generate (createTINTransmissionRecords): one bulk request file (Pub 2108-A) per 100,000 pending
 * requests, test accounts' payees in their own file marked TEST. Each request's account number is
 * its row id, so the answer finds its payee again. Requests the IRS would refuse (no TIN, no name)
 * are left out and the payee returns to not verified.
 */
export async function generateTinTransmissions(
  db: Db,
  services: { encryptor: Encryptor; tinVault: TinVault },
  now = new Date(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ payee: payees, isTest: domains.isTestAccount })
      .from(payees)
      .innerJoin(domains, eq(domains.id, payees.domainId))
      .where(pendingCondition)
      .orderBy(payees.id)
      .limit(MAX_TIN_MATCH_REQUESTS)
      .for('update', { of: payees, skipLocked: true });
    const ids: number[] = [];
    for (const test of [false, true]) {
      const part = rows.filter((r) => r.isTest === test);
      if (part.length === 0) continue;
      const [transmission] = await tx
        .insert(tinTransmissions)
        .values({ fileName: '', fileSealed: '', isTest: test, numberOfRequests: 0, statusChangeDate: now })
        .returning();
      if (!transmission) throw new Error('The TIN transmission was not stored.');
      const requests = await tx
        .insert(tinTransmissionRequests)
        .values(part.map((r) => ({ transmissionId: transmission.id, payeeId: r.payee.id })))
        .returning();
      const byPayee = new Map(part.map((r) => [r.payee.id, r.payee]));
      const input: TinMatchRequest[] = requests.map((request) => {
        const payee = byPayee.get(request.payeeId);
        if (!payee) throw new Error('A TIN request lost its payee.');
        const plain = services.tinVault.reveal(payee.tinCiphertext);
        return { payee: payeeFromForms(toPayeeCheckInput(payee, plain)), accountNumber: String(request.id) };
      });
      const built = createTinMatchRequestFiles(input);
      const refused = built.problems.flatMap((p) => {
        const request = requests[p.index];
        return request ? [request] : [];
      });
      if (refused.length > 0) {
        const refusedIds = refused.map((r) => r.payeeId);
        await recordTinMatchStatuses(tx, refusedIds, null, null);
        await tx
          .update(payees)
          .set({ tinMatchStatus: null, updatedAt: now })
          .where(
            inArray(
              payees.id,
              refused.map((r) => r.payeeId),
            ),
          );
        await tx.delete(tinTransmissionRequests).where(
          inArray(
            tinTransmissionRequests.id,
            refused.map((r) => r.id),
          ),
        );
      }
      if (built.requestCount === 0) {
        await tx.delete(tinTransmissions).where(eq(tinTransmissions.id, transmission.id));
        continue;
      }
      const content = built.files.join('\r\n');
      await tx
        .update(tinTransmissions)
        .set({
          fileName: makeFileName('TINMATCH', { id: String(transmission.id), test, now }),
          fileSealed: sealFile(services.encryptor, content),
          numberOfRequests: built.requestCount,
        })
        .where(eq(tinTransmissions.id, transmission.id));
      ids.push(transmission.id);
    }
    return ids;
  });
}

export async function downloadTinTransmission(
  db: Db,
  encryptor: Encryptor,
  id: number,
): Promise<{ fileName: string; content: string }> {
  const row = await getTinTransmission(db, id);
  return { fileName: row.fileName, content: openFile(encryptor, row.fileSealed) };
}

/** updateTINTransmissionRecord: Edit (ACK number → Sent_To_Agency) or Mark as Rejected. */
export async function updateTinTransmission(
  db: Db,
  input: {
    transmissionId: number;
    transmissionStatus: TransmissionStatus;
    ackNumber?: string | null;
    isRejected?: boolean | null;
  },
  now = new Date(),
): Promise<TinTransmissionRow> {
  const row = await getTinTransmission(db, input.transmissionId);
  if (row.transmissionStatus === 'Response_Received')
    throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.alreadyAnswered);
  if (input.transmissionStatus === 'Sent_To_Agency') {
    const ackNumber = readAckNumber(input.ackNumber);
    return set(db, row.id, { transmissionStatus: 'Sent_To_Agency', ackNumber, statusChangeDate: now });
  }
  if (input.transmissionStatus === 'Response_Received' && input.isRejected) {
    // The IRS refused the whole file: the payees go back to be requested in a new one.
    return db.transaction(async (tx) => {
      await tx
        .update(tinTransmissionRequests)
        .set({ resultCode: 'Rejected' })
        .where(eq(tinTransmissionRequests.transmissionId, row.id));
      return set(tx, row.id, {
        transmissionStatus: 'Response_Received',
        isRejected: true,
        statusChangeDate: now,
      });
    });
  }
  throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.statusNotAllowed);
}

async function set(
  db: Db,
  id: number,
  values: Partial<typeof tinTransmissions.$inferInsert>,
): Promise<TinTransmissionRow> {
  const [row] = await db.update(tinTransmissions).set(values).where(eq(tinTransmissions.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  return row;
}

/**
 * Process Response: each line's result code and status (forms package) onto its payee, found by the
 * account number we sent. Filings waiting on the check move on to the IRS queue (Received).
 */
export async function processTinResponse(
  db: Db,
  id: number,
  content: string,
  now = new Date(),
): Promise<{ updated: number }> {
  if (content.trim() === '') throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.responseRequired);
  const { results, problems } = readTinMatchResponse(content);
  if (results.length === 0) throw new AppError('BAD_USER_INPUT', TIN_MESSAGES.notTinResponse);
  if (problems.length > 0)
    throw new AppError('BAD_USER_INPUT', TIN_MESSAGES.badLines(problems.map((p) => p.lineNumber)));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tinTransmissions).where(eq(tinTransmissions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
    if (row.transmissionStatus === 'Response_Received')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.alreadyAnswered);
    const requests = await tx
      .select()
      .from(tinTransmissionRequests)
      .where(and(eq(tinTransmissionRequests.transmissionId, id), isNull(tinTransmissionRequests.resultCode)));
    const byAccount = new Map(requests.map((r) => [String(r.id), r]));
    if (results.some((r) => !byAccount.has(r.accountNumber.trim())))
      throw new AppError('BAD_USER_INPUT', TIN_MESSAGES.otherFile);
    const answered: number[] = [];
    for (const result of results) {
      const request = byAccount.get(result.accountNumber.trim());
      if (!request) continue;
      await tx
        .update(tinTransmissionRequests)
        .set({ resultCode: String(result.resultCode) })
        .where(eq(tinTransmissionRequests.id, request.id));
      await recordTinMatchStatuses(tx, [request.payeeId], result.status, String(result.resultCode));
      await tx
        .update(payees)
        .set({ tinMatchStatus: result.status, tinMatchResult: String(result.resultCode), updatedAt: now })
        .where(eq(payees.id, request.payeeId));
      answered.push(request.payeeId);
    }
    if (answered.length > 0) {
      // The payees' paid checks are answered.
      await tx
        .update(tinMatchRequests)
        .set({ status: 'Done', updatedAt: now })
        .where(and(inArray(tinMatchRequests.payeeId, answered), eq(tinMatchRequests.status, 'InProgress')));
      const waiting = await tx
        .select({ id: filings.id })
        .from(filings)
        .where(and(inArray(filings.payeeId, answered), eq(filings.status, 'WaitingOnTINMatch')));
      await setStatus(
        tx,
        waiting.map((f) => f.id),
        'Received',
        'TIN check answered; ready for e-file',
        now,
      );
    }
    await set(tx, id, { transmissionStatus: 'Response_Received', isRejected: false, statusChangeDate: now });
    return { updated: answered.length };
  });
}

/** deleteTINTransmissionRecord: its pending requests return to the queue. */
export async function deleteTinTransmission(db: Db, id: number): Promise<boolean> {
  const row = await getTinTransmission(db, id);
  if (row.transmissionStatus === 'Sent_To_Agency')
    throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.deleteAfterSend);
  await db.delete(tinTransmissions).where(eq(tinTransmissions.id, id));
  return true;
}
