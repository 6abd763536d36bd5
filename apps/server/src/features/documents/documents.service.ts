import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { filings } from '../filings/filings.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { documentFileName, type PrintCopyType } from './documents.generate.ts';
import { documentDownloads, type DocumentDownloadRow } from './documents.table.ts';

export const DOCUMENT_JOB_KIND = 'documents.copies';
/** The most filings one download may hold (a season's worth for a large payer). */
export const MAX_DOCUMENT_FILINGS = 10_000;
/** Downloads listed per account, newest first. */
export const DOCUMENT_DOWNLOADS_LIST_LIMIT = 20;

export const DOCUMENT_MESSAGES = {
  noFilings: 'Select at least one filing.',
  tooMany: `Select at most ${MAX_DOCUMENT_FILINGS.toLocaleString('en-US')} filings for one download.`,
  notFound: 'Some of the selected filings were not found.',
  downloadNotFound: 'There is no such download.',
  notReady: 'The download is not ready yet.',
} as const;

export interface DocumentRequest {
  filingIds: readonly number[];
  printCopyType: PrintCopyType;
  combined: boolean;
}

/** The ids as given, once each, after checking the count; every one must be the account's. */
export async function checkFilingIds(db: Db, domainId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) throw new AppError('BAD_USER_INPUT', DOCUMENT_MESSAGES.noFilings);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_DOCUMENT_FILINGS) throw new AppError('BAD_USER_INPUT', DOCUMENT_MESSAGES.tooMany);
  if (unique.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  let found = 0;
  for (let start = 0; start < unique.length; start += 1_000) {
    const [row] = await db
      .select({ n: count() })
      .from(filings)
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, unique.slice(start, start + 1_000))));
    found += row?.n ?? 0;
  }
  if (found !== unique.length) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  return unique;
}

/** Records the download and queues the job that builds it, in one transaction. */
export async function requestDocumentDownload(
  db: Db,
  domainId: number,
  request: DocumentRequest,
): Promise<DocumentDownloadRow> {
  const ids = await checkFilingIds(db, domainId, request.filingIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentDownloads)
      .values({
        domainId,
        printCopyType: request.printCopyType,
        combined: request.combined ? 1 : 0,
        filingIds: ids,
        fileName: documentFileName(request.printCopyType, request.combined, ids.length),
        contentType: request.combined ? 'application/pdf' : 'application/zip',
      })
      .returning();
    if (!row) throw new Error('The download was not recorded.');
    const job = await enqueueJob(tx, DOCUMENT_JOB_KIND, { downloadId: row.id }, { domainId, maxAttempts: 3 });
    const [withJob] = await tx
      .update(documentDownloads)
      .set({ jobId: job.id })
      .where(eq(documentDownloads.id, row.id))
      .returning();
    return withJob ?? row;
  });
}

export async function findDocumentDownload(
  db: Db,
  domainId: number,
  id: number,
): Promise<DocumentDownloadRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select()
    .from(documentDownloads)
    .where(and(eq(documentDownloads.id, id), eq(documentDownloads.domainId, domainId)));
  return row;
}

export async function listDocumentDownloads(db: Db, domainId: number): Promise<DocumentDownloadRow[]> {
  return db
    .select()
    .from(documentDownloads)
    .where(eq(documentDownloads.domainId, domainId))
    .orderBy(desc(documentDownloads.createdAt), desc(documentDownloads.id))
    .limit(DOCUMENT_DOWNLOADS_LIST_LIMIT);
}
