import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { requireSuperAdmin, type SessionResolver } from '../access/access.ts';
import { buildMailingPdf, mailingFileName } from './print-mailing.ts';
import { readIdList } from '../../lib/id-list.ts';

/**
 * The mail room's download (super admins, session cookie): the mailing copies of the selected print
 * requests as one PDF, GET /rs/api/printrequests/mailcopies/?filingIds=1,2,3.
 */
export function registerPrintRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
): void {
  app.get<{ Querystring: { filingIds?: string } }>(
    '/rs/api/printrequests/mailcopies/',
    async (request, reply) => {
      requireSuperAdmin({ session: await resolveSession(request) });
      const { pdf, count } = await buildMailingPdf(
        db,
        services.tinVault,
        readIdList(request.query.filingIds),
      );
      reply.header('content-disposition', `attachment; filename="${mailingFileName(count)}"`);
      reply.header('cache-control', 'no-store');
      return reply.type('application/pdf').send(Buffer.from(pdf));
    },
  );
}
