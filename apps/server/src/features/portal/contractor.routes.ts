import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { getDocumentKit } from '../documents/documents.assets.ts';
import { generateDocuments } from '../documents/documents.generate.ts';
import { loadFilingStatements } from '../documents/documents.source.ts';
import { CONTRACTOR_MESSAGES, findIssuedFiling } from './contractor.service.ts';
import { contractorConsentSample } from './portal-consent.service.ts';

/**
 * The contractor's View and download of one issued filing: the recipient copy (Copy B) the documents
 * work builds, for a filing of a payee record linked to the contractor's account only.
 */
export function registerContractorRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
): void {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/rs/api/contractor/filings/:id/copyb',
    async (request, reply) => {
      const { domainId } = requireDomain({ session: await resolveSession(request) });
      const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const issued = await findIssuedFiling(db, domainId, id);
      const chunks: Buffer[] = [];
      const result = await generateDocuments({
        kit: await getDocumentKit(),
        printCopyType: 'RecipientCopy',
        combined: true,
        filingIds: [issued.filingId],
        load: (batch) => loadFilingStatements(db, services.tinVault, issued.payerDomainId, batch),
        write: async (chunk) => {
          chunks.push(chunk);
        },
      });
      if (result.filings === 0) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.filingNotFound);
      const name = `1099-copy-b-${issued.filingId}.pdf`;
      reply.header(
        'content-disposition',
        `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${name}"`,
      );
      reply.header('cache-control', 'no-store');
      return reply.type('application/pdf').send(Buffer.concat(chunks));
    },
  );

  // The sample PDF of the e-mail consent being given to one connected payer (its code proves access).
  app.get<{ Params: { relationId: string } }>(
    '/rs/api/contractor/consent/:relationId/sample',
    async (request, reply) => {
      const { domainId } = requireDomain({ session: await resolveSession(request) });
      const id = /^\d{1,15}$/.test(request.params.relationId)
        ? Number(request.params.relationId)
        : Number.NaN;
      const pdf = await contractorConsentSample(db, services, domainId, id);
      reply.header('content-disposition', 'inline; filename="email-consent-sample.pdf"');
      reply.header('cache-control', 'no-store');
      return reply.type('application/pdf').send(pdf);
    },
  );
}
