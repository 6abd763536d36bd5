import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import {
  consentSamplePdf,
  declineConsent,
  downloadStatement,
  giveConsent,
  loadConsentPage,
  loadStatementPage,
  withdrawConsent,
  type Evidence,
} from './delivery-portal.service.ts';

type IdParams = { Params: { id: string } };

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function evidence(request: FastifyRequest): Evidence {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string, disposition: 'inline' | 'attachment') {
  reply.header('content-disposition', `${disposition}; filename="${name.replace(/[^\w .-]/g, '_')}"`);
  reply.header('cache-control', 'no-store');
  return reply.type('application/pdf').send(pdf);
}

/**
 * The recipient's pages (no login): the consent invitation and the statement download. The link's
 * token is the only credential, every route counts against `publicDelivery` per address, and the
 * sandbox serves none of them. Answers carry nothing of the account beyond this recipient's statement.
 */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  rateLimits: RateLimiter,
  isSandbox: () => boolean,
): void {
  const limited = { config: { rateLimit: routeRateLimit(rateLimits, 'publicDelivery') } };
  const notSandbox = () => {
    if (isSandbox()) throw new AppError('NOT_FOUND', 'Not supported');
  };
  const consent = '/rs/api/delivery/consent';
  const statement = '/rs/api/delivery/statement';

  app.get<IdParams>(`${consent}/:id`, limited, async (request, reply) => {
    notSandbox();
    reply.header('cache-control', 'no-store');
    return loadConsentPage(db, request.params.id);
  });
  app.get<IdParams>(`${consent}/:id/sample`, limited, async (request, reply) => {
    notSandbox();
    return sendPdf(reply, await consentSamplePdf(db, services, request.params.id), 'sample.pdf', 'inline');
  });
  app.post<IdParams>(`${consent}/:id/accept`, limited, async (request) => {
    notSandbox();
    return giveConsent(db, services, request.params.id, { code: bodyOf(request).code, ...evidence(request) });
  });
  app.post<IdParams>(`${consent}/:id/decline`, limited, async (request) => {
    notSandbox();
    return declineConsent(db, services, request.params.id, evidence(request));
  });

  app.get<IdParams>(`${statement}/:id`, limited, async (request, reply) => {
    notSandbox();
    reply.header('cache-control', 'no-store');
    return loadStatementPage(db, request.params.id);
  });
  app.post<IdParams>(`${statement}/:id/file`, limited, async (request, reply) => {
    notSandbox();
    const { name, pdf } = await downloadStatement(db, services, request.params.id, bodyOf(request).tinLast4);
    return sendPdf(reply, pdf, name, 'attachment');
  });
  app.post<IdParams>(`${statement}/:id/withdraw`, limited, async (request) => {
    notSandbox();
    return withdrawConsent(db, services, request.params.id, evidence(request));
  });
}
