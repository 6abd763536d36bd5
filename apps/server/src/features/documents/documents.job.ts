import { eq } from 'drizzle-orm';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { AppError } from '../../lib/app-error.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { getDocumentKit } from './documents.assets.ts';
import { generateDocuments, isPrintCopyType } from './documents.generate.ts';
import { loadFilingStatements } from './documents.source.ts';
import { ChunkStore, clearChunks } from './documents.store.ts';
import { documentDownloads } from './documents.table.ts';

function downloadIdOf(payload: unknown): number {
  const id = (payload as { downloadId?: unknown } | null)?.downloadId;
  if (typeof id !== 'number') throw new JobError('documents.copies needs a downloadId', { retryable: false });
  return id;
}

/**
 * Builds a download: the copies of its filings, read 50 at a time, written through a chunk store into
 * the database as they are made (a zip entry per filing, a combined PDF's pages after each batch),
 * so memory holds one batch and one chunk. A retried or resumed job starts the file again from the
 * first byte.
 */
export function createDocumentJobHandler(services: { tinVault: TinVault; encryptor: Encryptor }): JobHandler {
  const handler: JobHandler = async (payload, { db, reportProgress }) => {
    const downloadId = downloadIdOf(payload);
    const [row] = await db.select().from(documentDownloads).where(eq(documentDownloads.id, downloadId));
    if (!row || row.status === 'Ready') return { skipped: true };
    if (!isPrintCopyType(row.printCopyType))
      throw new JobError('Unknown print copy type', { retryable: false });
    await db
      .update(documentDownloads)
      .set({ status: 'Running', progress: 0, error: null })
      .where(eq(documentDownloads.id, row.id));
    await clearChunks(db, row.id);
    const store = new ChunkStore(db, services.encryptor, row.id);
    try {
      const { pages } = await generateDocuments({
        kit: await getDocumentKit(),
        printCopyType: row.printCopyType,
        combined: row.combined === 1,
        filingIds: row.filingIds,
        load: (ids) => loadFilingStatements(db, services.tinVault, row.domainId, ids),
        write: (chunk) => store.write(chunk),
        progress: async (done, total) => {
          // The last few percent are the end of the file (a combined PDF's font, page tree and
          // cross-references; a zip's directory) and the final chunk.
          const progress = Math.min(95, Math.floor((95 * done) / Math.max(1, total)));
          await reportProgress(progress);
          await db.update(documentDownloads).set({ progress }).where(eq(documentDownloads.id, row.id));
        },
      });
      await store.flush();
      await db
        .update(documentDownloads)
        .set({ status: 'Ready', progress: 100, byteSize: store.total, pages, completedAt: new Date() })
        .where(eq(documentDownloads.id, row.id));
      return { downloadId: row.id, bytes: store.total, pages };
    } catch (error) {
      if (error instanceof AppError) throw new JobError(error.message, { retryable: false, cause: error });
      throw error;
    }
  };
  handler.onFailed = async (payload, { db, error }) => {
    await db
      .update(documentDownloads)
      .set({ status: 'Failed', error, completedAt: new Date() })
      .where(eq(documentDownloads.id, downloadIdOf(payload)));
  };
  return handler;
}
