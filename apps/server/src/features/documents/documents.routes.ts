import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { getDocumentKit } from './documents.assets.ts';
import {
  documentFileName,
  generateDocuments,
  isPrintCopyType,
  PRINT_COPY_TYPES,
} from './documents.generate.ts';
import { checkFilingIds, DOCUMENT_MESSAGES, findDocumentDownload } from './documents.service.ts';
import { loadFilingStatements } from './documents.source.ts';
import { readChunks } from './documents.store.ts';
import { readIdList } from '../../lib/id-list.ts';

/** Filings one direct download may hold; more go through a download job (createDocumentDownload). */
export const DIRECT_DOWNLOAD_LIMIT = 100;

function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;
}

/**
 * The spec's download paths for the selected account (session cookie): the copies of a few filings at
 * once, as separate PDFs in a zip (`forms`) or one combined PDF (`printcopies`), and a finished
 * download job's file.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
): void {
  const direct =
    (combined: boolean) =>
    async (request: { query: { printCopyType?: string; filingIds?: string } }, domainId: number) => {
      const { printCopyType, filingIds } = request.query;
      if (!isPrintCopyType(printCopyType))
        throw new AppError('BAD_USER_INPUT', `printCopyType must be ${PRINT_COPY_TYPES.join(', ')}.`);
      const ids = await checkFilingIds(db, domainId, readIdList(filingIds));
      if (ids.length > DIRECT_DOWNLOAD_LIMIT)
        throw new AppError(
          'BAD_USER_INPUT',
          `Download at most ${DIRECT_DOWNLOAD_LIMIT} filings at once here; larger sets are prepared as a download.`,
        );
      const chunks: Buffer[] = [];
      await generateDocuments({
        kit: await getDocumentKit(),
        printCopyType,
        combined,
        filingIds: ids,
        load: (batch) => loadFilingStatements(db, services.tinVault, domainId, batch),
        write: async (chunk) => {
          chunks.push(chunk);
        },
      });
      return { name: documentFileName(printCopyType, combined, ids.length), body: Buffer.concat(chunks) };
    };
  const separate = direct(false);
  const combined = direct(true);

  app.get<{ Querystring: { printCopyType?: string; filingIds?: string } }>(
    '/rs/api/filings/forms/',
    async (request, reply) => {
      const { domainId } = requireDomain({ session: await resolveSession(request) });
      const file = await separate(request, domainId);
      reply.header('content-disposition', attachment(file.name));
      reply.header('cache-control', 'no-store');
      return reply.type('application/zip').send(file.body);
    },
  );

  app.get<{ Querystring: { printCopyType?: string; filingIds?: string } }>(
    '/rs/api/filings/printcopies/',
    async (request, reply) => {
      const { domainId } = requireDomain({ session: await resolveSession(request) });
      const file = await combined(request, domainId);
      reply.header('content-disposition', attachment(file.name));
      reply.header('cache-control', 'no-store');
      return reply.type('application/pdf').send(file.body);
    },
  );

  app.get<{ Params: { id: string } }>('/rs/api/documents/:id/file', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
    const row = await findDocumentDownload(db, domainId, id);
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.downloadNotFound);
    if (row.status !== 'Ready') throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notReady);
    reply.header('content-disposition', attachment(row.fileName));
    reply.header('content-length', String(row.byteSize));
    reply.header('cache-control', 'no-store');
    return reply.type(row.contentType).send(Readable.from(readChunks(db, services.encryptor, row.id)));
  });
}
