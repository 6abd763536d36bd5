import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { MESSAGES } from '@file1099/shared';
import type { ConfigService } from '../features/config/config.service.ts';
import { RateLimitedError } from '../features/security/rate-limits.ts';
import { describeDatabaseTimeout } from '../db/timeouts.ts';
import { isAppError, type AppError } from '../lib/app-error.ts';
import type { RequestContext } from './context.ts';
import { createLimitPlugins, readGraphqlLimits } from './limits.ts';
import { sanitizeGraphqlError, useSanitizedValidationErrors } from './error-text.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** FORBIDDEN answers 403 (the web app signs out), UNAUTHENTICATED 401, RATE_LIMITED 429 with Retry-After. */
function httpExtension(error: AppError): { http?: { status: number; headers?: Record<string, string> } } {
  if (error.code === 'FORBIDDEN') return { http: { status: 403 } };
  if (error.code === 'UNAUTHENTICATED') return { http: { status: 401 } };
  if (error instanceof RateLimitedError)
    return { http: { status: 429, headers: { 'retry-after': String(error.retryAfterSeconds) } } };
  return {};
}

/**
 * Turns an error into what the client sees: an AppError keeps its message, code and field messages
 * (FORBIDDEN answers HTTP 403 so the web app logs out); a request over a limit (graphql/limits.ts)
 * keeps its own message; anything else is logged and shown generically with a reference id.
 */
export function toClientError(error: unknown, log: FastifyRequest['log']): GraphQLError {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (isAppError(original)) {
    return new GraphQLError(original.message, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: {
        code: original.code,
        developerMessage: original.developerMessage,
        fieldMessages: original.fieldMessages,
        ...(original.details ? { details: original.details } : {}),
        ...httpExtension(original),
      },
    });
  }
  const requestError = sanitizeGraphqlError(error); // syntax, validation and coercion, without the values
  if (requestError) return requestError;
  const referenceId = randomUUID();
  const timeout = describeDatabaseTimeout(original);
  // A time limit doing its job is logged without the stack or the statement (its parameters).
  if (timeout)
    log.warn({ referenceId, path: error instanceof GraphQLError ? error.path : undefined }, timeout);
  else log.error({ err: original, referenceId }, 'unexpected error in a GraphQL operation');
  return new GraphQLError(MESSAGES.genericRequestError, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL', referenceId },
  });
}

export interface GraphqlHttpOptions {
  /** Other origins allowed to call with credentials (CORS_ORIGINS); same-origin only when empty. */
  corsOrigins: readonly string[];
}

export const GRAPHQL_POST_ONLY = 'GraphQL requests must be sent with POST.';

export function mountGraphql(
  app: FastifyInstance,
  endpoint: string,
  schema: GraphQLSchema,
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>,
  config: ConfigService,
  options: GraphqlHttpOptions = { corsOrigins: [] },
): void {
  const allowCors = options.corsOrigins.length > 0;
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: endpoint,
    // No Access-Control-* headers unless an allowlist is configured: browsers keep other sites out.
    cors: allowCors
      ? {
          origin: [...options.corsOrigins],
          credentials: true,
          methods: ['POST'],
          allowedHeaders: ['content-type', 'x-csrf-token'],
        }
      : false,
    graphiql: false,
    landingPage: false,
    logging: false,
    context: ({ req, reply }) => createContext(req, reply),
    maskedErrors: { maskError: (error) => toClientError(error, app.log) },
    // Limits first (they refuse before anything runs), then validation messages without input values.
    plugins: [...createLimitPlugins(readGraphqlLimits(config)), useSanitizedValidationErrors()],
  });
  // Queries and mutations only by POST, which carries the CSRF header: GraphQL over GET is refused.
  app.get(endpoint, async (_request, reply) => {
    reply.status(405).header('allow', 'POST');
    return { success: false, message: GRAPHQL_POST_ONLY, errorCode: 'METHOD_NOT_ALLOWED' };
  });
  app.route({
    url: endpoint,
    method: allowCors ? ['POST', 'OPTIONS'] : ['POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
