import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { MESSAGES } from '@file1099/shared';
import type { ConfigService } from '../features/config/config.service.ts';
import { describeDatabaseTimeout } from '../db/timeouts.ts';
import { isAppError } from '../lib/app-error.ts';
import type { RequestContext } from './context.ts';
import { createLimitPlugins, readGraphqlLimits } from './limits.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
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
        ...(original.code === 'FORBIDDEN' || original.code === 'UNAUTHENTICATED'
          ? { http: { status: original.code === 'FORBIDDEN' ? 403 : 401 } }
          : {}),
      },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // validation and syntax errors
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

export function mountGraphql(
  app: FastifyInstance,
  endpoint: string,
  schema: GraphQLSchema,
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>,
  config: ConfigService,
): void {
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: false,
    landingPage: false,
    logging: false,
    context: ({ req, reply }) => createContext(req, reply),
    maskedErrors: { maskError: (error) => toClientError(error, app.log) },
    plugins: createLimitPlugins(readGraphqlLimits(config)),
  });
  app.route({
    url: endpoint,
    method: ['GET', 'POST', 'OPTIONS'],
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
