import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { Logger } from 'pino';
import { MESSAGES } from '@file1099/shared';
import type { Database } from './db/database.ts';
import type { SessionResolver } from './features/access/access.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerImportRoutes } from './features/imports/imports.routes.ts';
import { checkCsrf, ensureCsrfCookie } from './features/sessions/cookies.ts';
import { createSessionResolver } from './features/sessions/session-resolver.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import type { ConfigService } from './features/config/config.service.ts';
import type { BuildInfo } from './features/health/build-info.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import type { AppServices, RequestContext } from './graphql/context.ts';
import { getSchemas } from './graphql/schemas.ts';
import { mountGraphql } from './graphql/yoga.ts';
import { registerWebApp } from './http/static.ts';
import { isAppError } from './lib/app-error.ts';
import { describeRequestError } from './lib/error-text.ts';

export interface AppDependencies {
  database: Database;
  config: ConfigService;
  log: Logger;
  buildInfo: BuildInfo;
  webDist: string;
  services: AppServices;
  /** Reads the caller from the session cookie unless a test supplies its own. */
  resolveSession?: SessionResolver;
  bodyLimit?: number;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const resolveSession = deps.resolveSession ?? createSessionResolver(deps.database.db);
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const offered = request.headers['x-request-id'];
      return typeof offered === 'string' && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID();
    },
  });

  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Pages and reads hand out the CSRF token; every change must send it back (double submit).
    if (request.method === 'GET') ensureCsrfCookie(request, reply);
    else checkCsrf(request);
  });

  app.setErrorHandler((error, request, reply) => {
    if (isAppError(error)) {
      reply.status(error.httpStatus);
      return {
        success: false,
        message: error.message,
        errorCode: error.code,
        developerMessage: error.developerMessage,
        errors: { messages: error.fieldMessages },
        ...(error.details ? { details: error.details } : {}),
      };
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      reply.status(413);
      return { success: false, message: 'The request is too large.', errorCode: 'PAYLOAD_TOO_LARGE' };
    }
    if (status !== undefined && status >= 400 && status < 500) {
      reply.status(status);
      return {
        success: false,
        message: MESSAGES.genericRequestError,
        errorCode: 'BAD_REQUEST',
        developerMessage: describeRequestError(error as Error & { code?: unknown }),
      };
    }
    const referenceId = randomUUID();
    request.log.error({ err: error, referenceId }, 'unexpected error');
    reply.status(500);
    return { success: false, message: MESSAGES.genericRequestError, errorCode: 'INTERNAL', referenceId };
  });

  await app.register(formbody);

  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> => ({
    db: deps.database.db,
    config: deps.config,
    services: deps.services,
    log: request.log,
    requestId: request.id,
    buildInfo: deps.buildInfo,
    session: await resolveSession(request),
    request,
    reply,
  });

  const { domain, auth } = getSchemas();
  mountGraphql(app, '/rs/graphql', domain, createContext);
  mountGraphql(app, '/access/graphql', auth, createContext);
  registerHealthRoutes(app, deps.database, deps.buildInfo);
  registerConfigRoutes(app, deps.config, resolveSession);
  registerAuthRoutes(app, deps.database.db, deps.services, resolveSession);
  registerAccountRoutes(app, deps.database.db, resolveSession);
  registerImportRoutes(
    app,
    deps.database.db,
    deps.services,
    resolveSession,
    () => deps.config.getSeason().defaultFilingYear,
  );
  await registerWebApp(app, deps.webDist);
  return app;
}
