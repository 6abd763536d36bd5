import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireSuperAdmin, type SessionResolver } from '../access/access.ts';
import { processAgencyResponse } from './acknowledgement.ts';
import { downloadAgencyTransmission, TRANSMISSION_MESSAGES } from './agency.service.ts';
import { downloadTinTransmission, processTinResponse } from './tin.service.ts';

/**
 * An IRS response file, at most: an IRIS acknowledgement of a 100,000-record transmission with an error
 * on every record, or a TIN-matching answer of as many requests, stays well under it.
 */
export const MAX_RESPONSE_FILE_BYTES = 100 * 1024 * 1024;

export const RESPONSE_UPLOADED = 'Response file uploaded successfully';
export const RESPONSE_TOO_LARGE = `The response file is larger than ${MAX_RESPONSE_FILE_BYTES / 1024 / 1024} MB; an IRS response file is never that large. Check that it is the right file.`;

const KINDS = ['tnn', 'tin'] as const;
type Kind = (typeof KINDS)[number];

interface KindParams {
  kind: string;
  id: string;
}

function readParams(params: KindParams): { kind: Kind; id: number } {
  const kind = KINDS.find((k) => k === params.kind);
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id <= 0)
    throw new AppError('NOT_FOUND', TRANSMISSION_MESSAGES.notFound);
  return { kind, id };
}

function fileType(fileName: string): string {
  if (fileName.endsWith('.xml')) return 'application/xml; charset=utf-8';
  if (fileName.endsWith('.csv')) return 'text/csv; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

/** The one uploaded file of a multipart request (field `file`), as text; a clear message otherwise. */
async function readUploadedText(request: FastifyRequest): Promise<string> {
  let content: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (content !== undefined) throw new AppError('BAD_USER_INPUT', 'Upload one response file at a time.');
      // IRIS acknowledgements are UTF-8 XML; TIN-matching answers are ASCII text.
      content = (await part.toBuffer()).toString('utf8');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_USER_INPUT', RESPONSE_TOO_LARGE);
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.responseRequired);
    throw error;
  }
  if (content === undefined) throw new AppError('BAD_USER_INPUT', TRANSMISSION_MESSAGES.responseRequired);
  return content;
}

/**
 * The back office's transmission files (spec part 2 §7): Download as a file
 * (`GET /rs/api/transmissions/{tnn|tin}/{id}/file/`, a Generated transmission becomes Downloaded, as
 * the Download button does) and Process Response as an upload
 * (`POST /rs/api/transmissions/{tnn|tin}/{id}/response/`, multipart field `file`): files larger than a
 * GraphQL request may carry. Super admins only.
 */
export function registerTransmissionRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
): void {
  app.get<{ Params: KindParams }>(
    '/rs/api/transmissions/:kind/:id/file/',
    async (request, reply: FastifyReply) => {
      requireSuperAdmin({ session: await resolveSession(request) });
      const { kind, id } = readParams(request.params);
      const file =
        kind === 'tnn'
          ? await downloadAgencyTransmission(db, services.encryptor, id)
          : await downloadTinTransmission(db, services.encryptor, id);
      reply.header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`);
      reply.header('cache-control', 'no-store');
      return reply.type(fileType(file.fileName)).send(file.content);
    },
  );

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_RESPONSE_FILE_BYTES, files: 1, fields: 5 },
    });
    scope.post<{ Params: KindParams }>('/rs/api/transmissions/:kind/:id/response/', async (request) => {
      requireSuperAdmin({ session: await resolveSession(request) });
      const { kind, id } = readParams(request.params);
      const content = await readUploadedText(request);
      if (kind === 'tnn') {
        const row = await processAgencyResponse(db, id, content);
        return {
          success: true,
          message: RESPONSE_UPLOADED,
          data: { id: row.id, transmissionStatus: row.transmissionStatus, agencyStatus: row.agencyStatus },
        };
      }
      const { updated } = await processTinResponse(db, id, content);
      return { success: true, message: RESPONSE_UPLOADED, data: { id, updated } };
    });
  });
}
