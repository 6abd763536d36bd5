import type { FastifyInstance } from 'fastify';
import { FORM_TYPE_LABELS, isFormType } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPdfKit } from '../../lib/lazy-modules.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { getDocumentKit } from './documents.assets.ts';
import { loadPayer } from './documents.source.ts';
import { getFilingSummary } from './filing-summary.ts';
import {
  SUMMARY_EXPORT_FORMATS,
  SUMMARY_EXPORT_ROW_LIMIT,
  summaryCsv,
  summaryFileName,
  summaryXlsx,
  type SummaryExportFormat,
} from './filing-summary.export.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SummaryExportQuery {
  formType?: string;
  filingYear?: string;
  format?: string;
}

interface Form1096Query {
  formType?: string;
  /** '2025' or the spec's 'Y2025'. */
  filingYear?: string;
  contactName?: string;
  contactEmail?: string;
}

function readYear(value: string | undefined): number {
  const match = /^Y?(\d{4})$/.exec(value ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * The Filing Summary's downloads (Reports). Download 1096 Form: Form 1096 for a form type and year, filled with the
 * payer and the totals of the summary (computed here, never taken from the request); the contact
 * name and e-mail come from the request.
 */
export function registerForm1096Routes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
): void {
  app.get<{ Querystring: Form1096Query }>('/rs/api/reports/form1096/', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const { formType, contactName, contactEmail } = request.query;
    const year = readYear(request.query.filingYear);
    if (!isFormType(formType)) throw new AppError('BAD_USER_INPUT', 'Choose a filing type.');
    if (!Number.isInteger(year)) throw new AppError('BAD_USER_INPUT', 'Choose a filing year.');
    const { add1096, has1096, StatementPdf } = await loadPdfKit();
    if (!has1096(year))
      throw new AppError('BAD_USER_INPUT', `Form 1096 for tax year ${year} is not available here.`);
    const summary = await getFilingSummary(db, domainId, formType, year);
    const pdf = await StatementPdf.create(await getDocumentKit(), `Form 1096 ${year}`);
    await add1096(pdf, {
      filer: await loadPayer(db, services.tinVault, domainId),
      formType,
      taxYear: year,
      totalForms: summary.totals.forms,
      federalTaxWithheldCents: summary.totals.federalTaxWithheldCents,
      totalAmountCents: summary.totals.totalCents,
      contactName: contactName?.slice(0, 100),
      email: contactEmail?.slice(0, 100),
    });
    const name = `1096-${FORM_TYPE_LABELS[formType]}-${year}.pdf`;
    reply.header('content-disposition', `attachment; filename="${name}"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/pdf').send(Buffer.from(await pdf.save()));
  });

  // The Filing Summary as CSV or Excel (Reports): what the screen shows, with every money box.
  app.get<{ Querystring: SummaryExportQuery }>('/rs/api/reports/filingsummary/', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const { formType, format = 'csv' } = request.query;
    const year = readYear(request.query.filingYear);
    if (!isFormType(formType)) throw new AppError('BAD_USER_INPUT', 'Choose a filing type.');
    if (!Number.isInteger(year)) throw new AppError('BAD_USER_INPUT', 'Choose a filing year.');
    if (!(SUMMARY_EXPORT_FORMATS as readonly string[]).includes(format))
      throw new AppError('BAD_USER_INPUT', 'Choose CSV or Excel.');
    const kind = format as SummaryExportFormat;
    const summary = await getFilingSummary(db, domainId, formType, year, SUMMARY_EXPORT_ROW_LIMIT);
    reply.header('content-disposition', `attachment; filename="${summaryFileName(summary, kind)}"`);
    reply.header('cache-control', 'no-store');
    if (kind === 'xlsx') return reply.type(XLSX_TYPE).send(await summaryXlsx(summary));
    return reply.type('text/csv; charset=utf-8').send(summaryCsv(summary));
  });
}
