import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { importSource } from '../audit/record-changes.ts';
import { actorOfUser } from '../audit/record-events.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { writeFilingBatch, writePayeeBatch } from './import-batch.ts';
import { IMPORT_RECORD_MESSAGES, importFiling, importPayee, importPayer, type Step } from './import-steps.ts';

/** Records written together on the fast path. */
const BATCH_SIZE = 250;
import { payloadKey, type ImportPayload } from './imports.service.ts';
import { importRecords, importRuns } from './imports.table.ts';

export { IMPORT_QUESTIONS, IMPORT_RECORD_MESSAGES } from './import-steps.ts';

function isImportPayload(value: unknown): value is ImportPayload {
  return typeof value === 'object' && value !== null && 'kind' in value && 'payee' in value;
}

/**
 * Processes a run's pending records in order, each in its own transaction with its record's status,
 * so an import stopped anywhere leaves no half-written payee or filing. A question for the user ends
 * the job; the answer queues the next one, which continues where this stopped.
 */
export function createImportJobHandler(services: { encryptor: Encryptor; tinVault: TinVault }): JobHandler {
  const handler: JobHandler = async (payload, { db, reportProgress }) => {
    const runId = (payload as { runId?: unknown }).runId;
    if (typeof runId !== 'number') throw new JobError('import.process needs a runId', { retryable: false });
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    if (!run || (run.status !== 'Queued' && run.status !== 'Processing')) return { skipped: true };
    await db
      .update(importRuns)
      .set({ status: 'Processing', question: null, updatedAt: new Date() })
      .where(eq(importRuns.id, run.id));

    const all = await db
      .select()
      .from(importRecords)
      .where(eq(importRecords.runId, run.id))
      .orderBy(asc(importRecords.seq));
    const payloads = new Map(
      all.map((record) => [
        record.id,
        JSON.parse(services.encryptor.decrypt(record.payloadCiphertext)) as unknown,
      ]),
    );
    const payeeIdByTin = new Map<string, number | null>();
    for (const record of all) {
      const p = payloads.get(record.id);
      if (record.kind === 'payee' && record.status !== 'Pending' && isImportPayload(p))
        payeeIdByTin.set(payloadKey(p), record.payeeId);
    }
    // Every payee and filing the run writes names it in the audit trail.
    const audit = { actor: await actorOfUser(db, run.createdBy), source: importSource(run.id, run.fileName) };
    let answer = run.answer ?? undefined;
    const firstPayerId = all.find((record) => record.kind === 'payer')?.id;
    let done = all.filter((record) => record.status !== 'Pending').length;

    const pending = all.filter((r) => r.status === 'Pending');
    const updateProgress = async () => {
      const progress = 10 + Math.floor((90 * done) / Math.max(1, all.length));
      await db
        .update(importRuns)
        .set({ progress, answer: null, updatedAt: new Date() })
        .where(eq(importRuns.id, run.id));
      await reportProgress(progress);
    };
    for (let index = 0; index < pending.length; index += 1) {
      const record = pending[index];
      if (!record) break;
      const recordPayload = payloads.get(record.id);
      if (!isImportPayload(recordPayload))
        throw new JobError(`Import record ${record.id} cannot be read`, { retryable: false });
      if (answer === undefined && recordPayload.kind !== 'payer') {
        const items = pending.slice(index, index + BATCH_SIZE).flatMap((r) => {
          const p = payloads.get(r.id);
          return isImportPayload(p) && p.kind === recordPayload.kind ? [{ record: r, payload: p }] : [];
        });
        const contiguous = items.filter((item, i) => item.record.id === pending[index + i]?.id);
        let handled = 0;
        if (recordPayload.kind === 'payee') {
          const batch = await writePayeeBatch(db, services.tinVault, run.domainId, contiguous, audit);
          for (const [tin, id] of batch.payeeIdByTin) payeeIdByTin.set(tin, id);
          handled = batch.handled;
        } else {
          handled = await writeFilingBatch(
            db,
            services.tinVault,
            run.domainId,
            run.filingYear,
            contiguous,
            payeeIdByTin,
            audit,
          );
        }
        if (handled > 0) {
          done += handled;
          index += handled - 1;
          await updateProgress();
          continue;
        }
      }
      const current = answer;
      const step: Step = {
        run,
        record,
        payload: recordPayload,
        payeeIdByTin,
        ...audit,
        answerFor: (kind) =>
          current !== undefined && run.question?.kind === kind && run.question.recordId === record.id
            ? current
            : run.policies[kind],
      };
      const outcome = await db.transaction(async (tx) => {
        const result =
          recordPayload.kind === 'filing'
            ? await importFiling(tx, services.tinVault, step, recordPayload)
            : recordPayload.kind === 'payer'
              ? await importPayer(
                  tx,
                  services.tinVault,
                  step,
                  recordPayload.payee,
                  record.id === firstPayerId,
                )
              : await importPayee(tx, services.tinVault, step, recordPayload.payee);
        if ('status' in result) {
          await tx
            .update(importRecords)
            .set({
              status: result.status,
              message: result.message,
              payeeId: result.payeeId ?? null,
              filingId: result.filingId ?? null,
            })
            .where(eq(importRecords.id, record.id));
        }
        return result;
      });
      answer = undefined;
      if ('question' in outcome) {
        await db
          .update(importRuns)
          .set({
            status: 'WaitingForAnswer',
            question: outcome.question,
            answer: null,
            updatedAt: new Date(),
          })
          .where(eq(importRuns.id, run.id));
        return { waitingFor: outcome.question.kind };
      }
      if ('abort' in outcome) {
        if (outcome.current)
          await db
            .update(importRecords)
            .set({ status: outcome.current.status, message: outcome.current.message })
            .where(eq(importRecords.id, record.id));
        await db
          .update(importRecords)
          .set({ status: 'Aborted', message: IMPORT_RECORD_MESSAGES.aborted })
          .where(and(eq(importRecords.runId, run.id), eq(importRecords.status, 'Pending')));
        await db
          .update(importRuns)
          .set({ status: 'Aborted', question: null, answer: null, progress: 100, updatedAt: new Date() })
          .where(eq(importRuns.id, run.id));
        return { aborted: true };
      }
      if (record.kind === 'payee')
        payeeIdByTin.set(
          payloadKey(recordPayload),
          outcome.status === 'Errored' ? null : (outcome.payeeId ?? null),
        );
      done += 1;
      if (done % 20 === 0 || done === all.length) await updateProgress();
    }
    const [processed] = await db
      .select({ value: count() })
      .from(importRecords)
      .where(and(eq(importRecords.runId, run.id), ne(importRecords.status, 'Pending')));
    await db
      .update(importRuns)
      .set({ status: 'Processed', question: null, answer: null, progress: 100, updatedAt: new Date() })
      .where(eq(importRuns.id, run.id));
    return { processed: processed?.value ?? 0 };
  };
  // A job that failed for good leaves its run Failed, so the wizard stops waiting and says so.
  handler.onFailed = async (payload, { db }) => {
    const runId = (payload as { runId?: unknown }).runId;
    if (typeof runId !== 'number') return;
    await db
      .update(importRuns)
      .set({ status: 'Failed', question: null, answer: null, updatedAt: new Date() })
      .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ['Queued', 'Processing'])));
  };
  return handler;
}
