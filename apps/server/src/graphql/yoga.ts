import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { MESSAGES } from '@file1099/shared';
import { isAppError } from '../lib/app-error.ts';
import type { RequestContext } from './context.ts';
import { sanitizeGraphqlError, useSanitizedValidationErrors } from './error-text.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Turns an error into what the client sees: an AppError keeps its message, code and field messages
 * (FORBIDDEN answers HTTP 403 so the web app logs out); anything else is logged and shown generically
 * with a reference id.
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
  const requestError = sanitizeGraphqlError(error); // syntax, validation and coercion, without the values
  if (requestError) return requestError;
  const referenceId = randomUUID();
  log.error({ err: original, referenceId }, 'unexpected error in a GraphQL operation');
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
): void {
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: [useSanitizedValidationErrors()],
    context: ({ req, reply }) => createContext(req, reply),
    maskedErrors: { maskError: (error) => toClientError(error, app.log) },
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
