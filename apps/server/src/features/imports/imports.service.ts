import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  getDisplayName,
  getFormTypeLabel,
  maskTin,
  type ParsedRecord,
  type PayeeRecord,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import { getTotalCents } from '../filings/filings.service.ts';
import { enqueueJob, findLatestJob, isJobResuming } from '../jobs/jobs.queue.ts';
import type { ImportResource, ParsedImportFile } from './import-file.ts';
import { importRecords, importRuns, type ImportRecordRow, type ImportRunRow } from './imports.table.ts';

export const IMPORT_JOB_KIND = 'import.process';

export const IMPORT_RUN_MESSAGES = {
  notFound: 'Import not found',
  notParsed: 'This import has already started.',
  noQuestion: 'This import is not waiting for an answer.',
  badAnswer: (answer: string) => `"${answer}" is not one of the answers offered.`,
} as const;

/**
 * A partner import's link to the vendor a record came from (the payee's partner and vendor id): such a
 * payee is matched by it before its TIN, and its TIN may be a placeholder (the partner showed it masked).
 */
export interface PartnerRef {
  partner: string;
  vendorId: string;
}

/** What an import record carries: a payee (payee and payer rows), or a filing for a payee's TIN. */
export type ImportPayload =
  | { kind: 'payee' | 'payer'; payee: PayeeRecord; partnerRef?: PartnerRef }
  | {
      kind: 'filing';
      payee: PayeeRecord;
      formType: string;
      filingData: ParsedRecord['filingData'];
      partnerRef?: PartnerRef;
    };

/**
 * Which payee of the run a record belongs to: its TIN, which is unique within a file, or for a partner
 * import the partner's vendor id (placeholder TINs repeat).
 */
export function payloadKey(payload: Pick<ImportPayload, 'payee' | 'partnerRef'>): string {
  return payload.partnerRef
    ? `partner:${payload.partnerRef.partner}:${payload.partnerRef.vendorId}`
    : payload.payee.tin;
}

function describePayee(payee: PayeeRecord): { displayName: string; maskedTin: string } {
  return { displayName: getDisplayName(payee) || '(no name)', maskedTin: maskTin(payee.tin, payee.tinType) };
}

/**
 * Stores a parsed file as a run in status Parsed: its records in processing order — payees first,
 * then 1099-MISC filings, then 1099-NEC filings (spec part 2 §4) — and its rejected and skipped rows.
 */
export async function createImportRun(
  db: Db,
  encryptor: Encryptor,
  input: {
    domainId: number;
    userId: number;
    resource: ImportResource;
    filingYear: number;
    fileName: string;
    parsed: ParsedImportFile;
  },
): Promise<ImportRunRow> {
  const { parsed } = input;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(importRuns)
      .values({
        domainId: input.domainId,
        resource: input.resource,
        filingYear: input.filingYear,
        fileName: input.fileName.slice(0, 200),
        status: 'Parsed',
        problems: parsed.problems,
        skipped: parsed.skipped.map((skip) => ({ sheet: skip.sheet, row: skip.row, message: skip.reason })),
        recordCount: parsed.recordCount,
        readyCount: parsed.readyCount,
        createdBy: input.userId,
      })
      .returning();
    if (!run) throw new Error('createImportRun: insert returned no row');
    const rows: (typeof importRecords.$inferInsert)[] = [];
    const payeeSeqByTin = new Map<string, number>();
    const push = (sheet: string, record: ParsedRecord, payload: ImportPayload, formType: string | null) => {
      rows.push({
        runId: run.id,
        seq: rows.length,
        payeeSeq: payeeSeqByTin.get(record.payee.tin) ?? null,
        kind: payload.kind,
        sheet,
        row: record.row,
        formType,
        payloadCiphertext: encryptor.encrypt(JSON.stringify(payload)),
        ...describePayee(record.payee),
        totalCents: formType
          ? getTotalCents(
              formType,
              input.filingYear,
              record.filingData as Record<string, number | boolean | string | null>,
            )
          : 0,
      });
    };
    for (const sheet of parsed.sheets) {
      for (const record of sheet.records) {
        if (payeeSeqByTin.has(record.payee.tin)) continue;
        payeeSeqByTin.set(record.payee.tin, rows.length);
        push(
          sheet.sheet,
          record,
          { kind: input.resource === 'payers' ? 'payer' : 'payee', payee: record.payee },
          null,
        );
      }
    }
    for (const formType of ['Type_1099_MISC', 'Type_1099_NEC']) {
      for (const sheet of parsed.sheets.filter((s) => s.formType === formType)) {
        for (const record of sheet.records)
          push(
            sheet.sheet,
            record,
            { kind: 'filing', payee: record.payee, formType, filingData: record.filingData },
            formType,
          );
      }
    }
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(importRecords).values(rows.slice(start, start + 500));
    return run;
  });
}

export async function findImportRun(db: Db, domainId: number, runId: number): Promise<ImportRunRow> {
  const [run] = Number.isSafeInteger(runId)
    ? await db
        .select()
        .from(importRuns)
        .where(and(eq(importRuns.id, runId), eq(importRuns.domainId, domainId)))
    : [];
  if (!run) throw new AppError('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
  return run;
}

/**
 * Whether the run's job is resuming: the server running it stopped, and it has not moved on again
 * since another server took it back.
 */
export async function isImportRunResuming(db: Db, run: ImportRunRow): Promise<boolean> {
  if (run.status !== 'Queued' && run.status !== 'Processing') return false;
  const job = await findLatestJob(db, IMPORT_JOB_KIND, run.domainId, { runId: run.id });
  return job !== undefined && isJobResuming(job);
}

export async function listImportRuns(db: Db, domainId: number, limit = 20): Promise<ImportRunRow[]> {
  return db
    .select()
    .from(importRuns)
    .where(eq(importRuns.domainId, domainId))
    .orderBy(desc(importRuns.id))
    .limit(limit);
}

/** Starts processing a parsed run as a durable job; progress starts at 10 percent. */
export async function startImportRun(db: Db, domainId: number, runId: number): Promise<ImportRunRow> {
  const run = await findImportRun(db, domainId, runId);
  if (run.status !== 'Parsed') throw new AppError('BAD_USER_INPUT', IMPORT_RUN_MESSAGES.notParsed);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({ status: 'Queued', progress: 10, updatedAt: new Date() })
      .where(eq(importRuns.id, run.id))
      .returning();
    await enqueueJob(tx, IMPORT_JOB_KIND, { runId: run.id }, { domainId, maxAttempts: 3 });
    if (!updated) throw new AppError('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
    return updated;
  });
}

export async function cancelImportRun(db: Db, domainId: number, runId: number): Promise<ImportRunRow> {
  const run = await findImportRun(db, domainId, runId);
  if (run.status !== 'Parsed') throw new AppError('BAD_USER_INPUT', IMPORT_RUN_MESSAGES.notParsed);
  const [updated] = await db
    .update(importRuns)
    .set({ status: 'Cancelled', updatedAt: new Date() })
    .where(eq(importRuns.id, run.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
  return updated;
}

/** The user's answer to the open question; 'Apply to all' keeps it for every later case of its kind. */
export async function answerImportQuestion(
  db: Db,
  domainId: number,
  runId: number,
  answer: string,
  applyToAll: boolean,
): Promise<ImportRunRow> {
  const run = await findImportRun(db, domainId, runId);
  const question = run.question;
  if (run.status !== 'WaitingForAnswer' || !question)
    throw new AppError('BAD_USER_INPUT', IMPORT_RUN_MESSAGES.noQuestion);
  if (!question.actions.includes(answer))
    throw new AppError('BAD_USER_INPUT', IMPORT_RUN_MESSAGES.badAnswer(answer));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(importRuns)
      .set({
        status: 'Queued',
        answer,
        policies: applyToAll ? { ...run.policies, [question.kind]: answer } : run.policies,
        updatedAt: new Date(),
      })
      .where(eq(importRuns.id, run.id))
      .returning();
    await enqueueJob(tx, IMPORT_JOB_KIND, { runId: run.id }, { domainId, maxAttempts: 3 });
    if (!updated) throw new AppError('NOT_FOUND', IMPORT_RUN_MESSAGES.notFound);
    return updated;
  });
}

/** A page of a run's records in processing order, with the page metadata. */
export async function pageImportRecords(
  db: Db,
  where: SQL | undefined,
  page: { pageSize?: number | null; pageNumber?: number | null },
): Promise<{ records: ImportRecordRow[]; pageMetadata: PageMetadata }> {
  const { limit, offset, pageNumber } = checkPage(page.pageSize, page.pageNumber, 50);
  const records = await db
    .select()
    .from(importRecords)
    .where(where)
    .orderBy(asc(importRecords.seq))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(importRecords).where(where);
  return { records, pageMetadata: getPageMetadata(total?.value ?? 0, limit, pageNumber) };
}

export async function listImportRecords(
  db: Db,
  domainId: number,
  runId: number,
  page: { pageSize?: number | null; pageNumber?: number | null; kind?: string | null },
): Promise<{ records: ImportRecordRow[]; pageMetadata: PageMetadata }> {
  await findImportRun(db, domainId, runId);
  const where = and(
    eq(importRecords.runId, runId),
    page.kind ? eq(importRecords.kind, page.kind as ImportRecordRow['kind']) : undefined,
  );
  return pageImportRecords(db, where, page);
}

export interface ImportSummaryLine {
  formType: string;
  label: string;
  /** Forms added or updated (or, before the job has run, still to import). */
  forms: number;
  totalCents: number;
  /** Forms the run did not write: skipped, aborted or errored (each has its import log). */
  notImported: number;
}

/** Record statuses whose filing the run wrote, or will write. */
const IMPORTED_STATUSES = new Set(['Added', 'Updated', 'Pending']);

/**
 * The review table: per form, the number of forms imported and their total amount (spec part 2 §2),
 * and how many the run left alone.
 */
export async function summarizeImportRun(db: Db, runId: number): Promise<ImportSummaryLine[]> {
  const records = await db
    .select({
      formType: importRecords.formType,
      totalCents: importRecords.totalCents,
      status: importRecords.status,
    })
    .from(importRecords)
    .where(and(eq(importRecords.runId, runId), eq(importRecords.kind, 'filing')))
    .orderBy(importRecords.seq);
  const byForm = new Map<string, ImportSummaryLine>();
  for (const record of records) {
    if (!record.formType) continue;
    const line = byForm.get(record.formType) ?? {
      formType: record.formType,
      label: getFormTypeLabel(record.formType as Parameters<typeof getFormTypeLabel>[0]),
      forms: 0,
      totalCents: 0,
      notImported: 0,
    };
    if (IMPORTED_STATUSES.has(record.status)) {
      line.forms += 1;
      line.totalCents += record.totalCents;
    } else {
      line.notImported += 1;
    }
    byForm.set(record.formType, line);
  }
  return [...byForm.values()];
}
