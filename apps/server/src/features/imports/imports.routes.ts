import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  FORM_TYPE_LABELS,
  isFormType,
  isTemplateSupported,
  TEMPLATE_MESSAGES,
  type FormType,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { importCsvUpload, isCsvUpload, type CsvImporter } from './csv-upload.ts';
import { parseImportFile, type ImportResource } from './import-file.ts';
import type { ImportLimits } from './import-limits.ts';
import { createImportRun } from './imports.service.ts';
import {
  buildTemplateCsv,
  buildTemplateWorkbook,
  getTemplateFileName,
  type TemplateKind,
} from './templates.ts';
import { isLimitRefusal } from './spreadsheet-error.ts';
import { SpreadsheetError } from './xlsx-reader.ts';

/** The largest upload: a full 1,000-row template is far smaller. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = `The file is larger than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB. A template with 1,000 rows is well under 1 MB: remove other sheets, pictures and formatting, or split the file.`;

const RESOURCES: readonly ImportResource[] = ['filings', 'payees', 'payers'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function readYear(value: unknown, fallback: number): number {
  const year = value === undefined || value === '' ? fallback : Number(value);
  return Number.isInteger(year) ? year : Number.NaN;
}

export function registerImportRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
  getDefaultYear: () => number,
  rateLimits: RateLimiter,
  /** What reading one upload may cost; the app passes `() => readImportLimits(config)`. */
  getLimits: () => ImportLimits,
  /** Reads Wave's transactions export uploaded as CSV (the app passes createWaveCsvImport). */
  importCsv?: CsvImporter,
): void {
  // Templates are public: the instructions screen links them before anyone signs in.
  app.get<{
    Params: { kind: string };
    Querystring: { formType?: string; filingYear?: string; format?: string };
  }>(
    '/rs/api/templates/:kind',
    { config: { rateLimit: routeRateLimit(rateLimits, 'templates') } },
    async (request, reply) => {
      const kind = request.params.kind as TemplateKind;
      if (!['filings', 'payees', 'payers'].includes(kind))
        throw new AppError('NOT_FOUND', 'There is no such template.');
      const year = readYear(request.query.filingYear, getDefaultYear());
      const formType = request.query.formType;
      if (kind === 'filings') {
        const form = formType ?? 'Type_1099_NEC';
        if (!isFormType(form)) throw new AppError('NOT_FOUND', 'There is no such template.');
        // A JSON answer the page shows (the wizard fetches before it saves), never a saved file.
        if (!isTemplateSupported(form, year))
          throw new AppError(
            'BAD_USER_INPUT',
            TEMPLATE_MESSAGES.unsupported(
              FORM_TYPE_LABELS[form],
              Number.isInteger(year) ? year : 'that year',
            ),
          );
      }
      const form = kind === 'filings' ? ((formType ?? 'Type_1099_NEC') as FormType) : undefined;
      const csv = request.query.format === 'csv';
      reply.header(
        'content-disposition',
        `attachment; filename="${getTemplateFileName(kind, year, csv ? 'csv' : 'xlsx', form)}"`,
      );
      reply.header('cache-control', 'no-cache');
      if (csv) return reply.type('text/csv; charset=utf-8').send(buildTemplateCsv(kind, year, form));
      return reply.type(XLSX_TYPE).send(await buildTemplateWorkbook(kind, year, form));
    },
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 10 } });
    // One file (multipart field `file`) with fields `resourceType` (filings, payees, payers) and `filingYear`;
    // a .csv file is read only as Wave's transactions export (csv-upload.ts).
    scope.post('/rs/api/imports/', async (request) => {
      const { session, domainId } = requireDomain({ session: await resolveSession(request) });
      let file: { name: string; buffer: Buffer } | undefined;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (file) throw new AppError('BAD_USER_INPUT', 'Upload one file at a time.');
            file = { name: part.filename, buffer: await part.toBuffer() };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('BAD_USER_INPUT', FILE_TOO_LARGE);
        throw error;
      }
      if (!file) throw new AppError('BAD_USER_INPUT', 'Choose a file to upload.');
      const resource = (fields.resourceType ?? 'filings') as ImportResource;
      if (!RESOURCES.includes(resource)) throw new AppError('BAD_USER_INPUT', `Cannot import "${resource}".`);
      const filingYear = readYear(fields.filingYear, getDefaultYear());
      try {
        const run = isCsvUpload(file.name)
          ? await importCsvUpload(importCsv, {
              domainId,
              userId: session.userId,
              filingYear,
              resource,
              name: file.name,
              buffer: file.buffer,
            })
          : await createImportRun(db, services.encryptor, {
              domainId,
              userId: session.userId,
              resource,
              filingYear,
              fileName: file.name,
              parsed: await parseImportFile(file.buffer, { resource, filingYear, limits: getLimits() }),
            });
        return {
          success: true,
          data: {
            id: run.id,
            status: run.status,
            recordCount: run.recordCount,
            readyCount: run.readyCount,
            problems: run.problems,
            skipped: run.skipped,
          },
        };
      } catch (error) {
        if (isLimitRefusal(error))
          request.log.warn(
            { bytes: file.buffer.length, resource, refusal: error.message.split('.')[0] },
            'upload refused by the import limits',
          );
        if (error instanceof SpreadsheetError)
          throw new AppError('BAD_USER_INPUT', error.message, { details: error.details });
        throw error;
      }
    });
  });
}
