import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Logger } from 'pino';
import { MESSAGES } from '@file1099/shared';
import type { Database } from './db/database.ts';
import type { SessionResolver } from './features/access/access.ts';
import { registerAccountRoutes } from './features/accounts/accounts.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { readImportLimits } from './features/imports/import-limits.ts';
import { registerImportRoutes } from './features/imports/imports.routes.ts';
import { registerBillingRoutes } from './features/billing/billing.routes.ts';
import { registerDeliveryRoutes } from './features/delivery/delivery.routes.ts';
import { registerPrintRoutes } from './features/print/print.routes.ts';
import { registerLobWebhookRoutes } from './features/print/lob.routes.ts';
import { registerW9Routes } from './features/w9/w9.routes.ts';
import { registerConnectRoutes } from './features/integrations/connect.routes.ts';
import { registerBillRoutes } from './features/integrations/bill.routes.ts';
import { createWaveCsvImport } from './features/integrations/wave-import.ts';
import { registerDocumentRoutes } from './features/documents/documents.routes.ts';
import { registerContractorRoutes } from './features/portal/contractor.routes.ts';
import { registerForm1096Routes } from './features/documents/form1096.routes.ts';
import { createCsrfGuard } from './features/sessions/csrf.ts';
import { createSessionResolver } from './features/sessions/session-resolver.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerTransmissionRoutes } from './features/transmissions/transmissions.routes.ts';
import { registerSelfEFileRoutes } from './features/state-filing/self-efile.routes.ts';
import type { ConfigService } from './features/config/config.service.ts';
import type { BuildInfo } from './features/health/build-info.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import type { AppServices, RequestContext } from './graphql/context.ts';
import { createLoaders } from './graphql/loaders.ts';
import { getSchemas } from './graphql/schemas.ts';
import { mountGraphql } from './graphql/yoga.ts';
import { registerWebApp } from './http/static.ts';
import { isAppError } from './lib/app-error.ts';
import type { HttpSecuritySettings } from './env.ts';
import { buildContentSecurityPolicy } from './http/security-headers.ts';
import {
  createRateLimiter,
  createRateLimitStore,
  RateLimitedError,
  type RateAction,
  type RateRule,
} from './features/security/rate-limits.ts';
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
  /** Proxies, CORS and CSP sources (env TRUST_PROXY, CORS_ORIGINS, CSP_*): required, so a caller cannot forget them. */
  http: HttpSecuritySettings;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const resolveSession = deps.resolveSession ?? createSessionResolver(deps.database.db);
  const http = deps.http;
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // Only a trusted proxy may tell the client's address and protocol (cookies, logs, rate limits).
    trustProxy:
      typeof http.trustProxy === 'number'
        ? (() => {
            const hops = http.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : http.trustProxy,
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const offered = request.headers['x-request-id'];
      return typeof offered === 'string' && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID();
    },
  });

  app.decorate('forceSecureCookies', deps.services.appUrl.startsWith('https:'));
  await app.register(cookie);
  await app.register(helmet, {
    global: true,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(http.csp) },
    // HSTS only where the request really came over TLS (below); never on plain-HTTP development.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    // The connect popup (features/integrations) must keep its opener while it visits the partner.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const rateLimits = createRateLimiter(
    deps.database.db,
    () => (deps.config.get('security.rateLimits') ?? {}) as Partial<Record<RateAction, RateRule>>,
  );
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(rateLimits),
    errorResponseBuilder: (_request, context) => new RateLimitedError(Math.ceil(context.ttl / 1000)),
  });
  const csrf = createCsrfGuard(deps.database.db, resolveSession);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Another server may have changed a config property: every server serves the same values.
    await deps.config
      .syncIfChanged()
      .catch((error: unknown) => request.log.warn({ err: error }, 'config sync failed; old values kept'));
    // Reads hand out a CSRF token bound to the session; every change must send it back.
    await csrf.onRequest(request, reply);
  });

  app.setErrorHandler((error, request, reply) => {
    if (isAppError(error)) {
      reply.status(error.httpStatus);
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
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
    rateLimits,
    loaders: createLoaders(deps.database.db),
    session: await resolveSession(request),
    request,
    reply,
  });

  const { domain, auth } = getSchemas();
  mountGraphql(app, '/rs/graphql', domain, createContext, deps.config, { corsOrigins: http.corsOrigins });
  mountGraphql(app, '/access/graphql', auth, createContext, deps.config, { corsOrigins: http.corsOrigins });
  registerHealthRoutes(app, deps.database, deps.buildInfo);
  registerConfigRoutes(app, deps.config, resolveSession);
  registerAuthRoutes(app, deps.database.db, deps.services, resolveSession, csrf, rateLimits);
  registerAccountRoutes(app, deps.database.db, resolveSession);
  registerImportRoutes(
    app,
    deps.database.db,
    deps.services,
    resolveSession,
    () => deps.config.getSeason().defaultFilingYear,
    rateLimits,
    () => readImportLimits(deps.config),
    (input) =>
      createWaveCsvImport(
        { db: deps.database.db, encryptor: deps.services.encryptor, config: deps.config },
        input,
      ),
  );
  registerBillingRoutes(app, deps.database.db, resolveSession);
  registerW9Routes(app, deps.database.db, deps.services, resolveSession, rateLimits, () =>
    deps.config.getBoolean('sandbox'),
  );
  registerDocumentRoutes(app, deps.database.db, deps.services, resolveSession);
  registerContractorRoutes(app, deps.database.db, deps.services, resolveSession);
  registerPrintRoutes(app, deps.database.db, deps.services, resolveSession);
  await registerLobWebhookRoutes(app, deps.database.db, deps.config, rateLimits);
  registerDeliveryRoutes(app, deps.database.db, deps.services, rateLimits, () =>
    deps.config.getBoolean('sandbox'),
  );
  registerForm1096Routes(app, deps.database.db, deps.services, resolveSession);
  registerTransmissionRoutes(app, deps.database.db, deps.services, resolveSession);
  registerSelfEFileRoutes(app, deps.database.db, deps.services, deps.config, resolveSession);
  registerConnectRoutes(app, deps.database.db, deps.services, deps.config, resolveSession);
  registerBillRoutes(app, deps.database.db, deps.services, deps.config, resolveSession, rateLimits);
  await registerWebApp(app, deps.webDist);
  return app;
}
