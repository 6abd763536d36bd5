import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import { requirePayee } from '../payees/payees.service.ts';
import {
  loadW9ForPayee,
  readW9PdfForPayee,
  revealW9Pdf,
  saveW9ForPayee,
  signW9ForPayee,
  W9_PORTAL_MESSAGES,
} from './w9-portal.service.ts';
import { latestW9Requests } from './w9.service.ts';

/** A signature image of 512 KB as base64 text, with room for the JSON around it. */
const SIGN_BODY_LIMIT = 800 * 1024;

type IdParams = { Params: { id: string } };

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  reply.header('content-disposition', `inline; filename="${name}"`);
  reply.header('cache-control', 'no-store');
  return reply.type('application/pdf').send(pdf);
}

/**
 * The payee's W-9 page calls (spec part 1 §7), public: the link's token is the only credential, so
 * every route counts against the `publicW9` limit per address. The sandbox serves none of them.
 * Plus the payer's 'View W-9' (session cookie, the account's own payees).
 */
export function registerW9Routes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
  rateLimits: RateLimiter,
  isSandbox: () => boolean,
): void {
  const limited = { config: { rateLimit: routeRateLimit(rateLimits, 'publicW9') } };
  const notSandbox = () => {
    if (isSandbox()) throw new AppError('NOT_FOUND', 'Not supported');
  };
  const base = '/rs/api/vendorportal/w9';

  app.get<IdParams>(`${base}/:id/`, limited, async (request, reply) => {
    notSandbox();
    reply.header('cache-control', 'no-store');
    return loadW9ForPayee(db, request.params.id);
  });

  const save = async (request: FastifyRequest, token: unknown) => {
    notSandbox();
    if (typeof token !== 'string') throw new AppError('NOT_FOUND', W9_PORTAL_MESSAGES.loadFailed);
    return saveW9ForPayee(db, services.tinVault, token, bodyOf(request));
  };
  app.put(`${base}/`, limited, (request) => save(request, bodyOf(request).id));
  app.put<IdParams>(`${base}/:id/`, limited, (request) => save(request, request.params.id));

  app.post<IdParams>(`${base}/:id/file/`, { ...limited, bodyLimit: SIGN_BODY_LIMIT }, async (request) => {
    notSandbox();
    const body = bodyOf(request);
    return signW9ForPayee(db, services, request.params.id, {
      signature: body.signature ?? body.file,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
  });

  app.get<IdParams>(`${base}/:id/file/`, limited, async (request, reply) => {
    notSandbox();
    const pdf = await readW9PdfForPayee(db, services.encryptor, request.params.id);
    return sendPdf(reply, pdf, 'W-9.pdf');
  });

  app.get<{ Params: { payeeId: string } }>('/rs/api/w9/payees/:payeeId/file/', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const payeeId = /^\d{1,15}$/.test(request.params.payeeId) ? Number(request.params.payeeId) : 0;
    const payee = await requirePayee(db, domainId, payeeId);
    const row = (await latestW9Requests(db, domainId, [payee.id])).get(payee.id);
    const pdf = row ? revealW9Pdf(services.encryptor, row) : undefined;
    if (!pdf) throw new AppError('NOT_FOUND', 'This payee has no signed W-9.');
    return sendPdf(reply, pdf, `W-9 ${payee.displayName.replace(/[^\w .-]/g, '')}.pdf`);
  });
}
