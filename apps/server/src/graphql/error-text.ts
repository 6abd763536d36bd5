import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { redactErrorText } from '../lib/error-text.ts';

/** The request could not be read as JSON (a GET's `variables`, a body): 400, no excerpt. */
const INVALID_JSON_MESSAGE = 'The request is not valid JSON.';

const VARIABLE_PREFIX = /^Variable "\$(\w+)" got invalid value /;
/** `at "input.tin"` / `at "rows[2].amount"`: names and indexes only, never the value. */
const VARIABLE_PATH = / at "(\w+(?:\.\w+|\[\d+\])*)"$/;

/** True when every error in the chain is a GraphQLError: the message came from GraphQL itself, not from our code or a library. */
function isGraphqlOwnError(error: GraphQLError): boolean {
  let current: unknown = error;
  while (current instanceof GraphQLError) {
    if (!current.originalError) return true;
    current = current.originalError;
  }
  return false;
}

/**
 * "Variable "$input" got invalid value 123456789 at "input.tin"; String cannot represent …" →
 * "Variable "$input" got an invalid value at "input.tin": String expected."
 */
function rewriteVariableError(error: GraphQLError): string | undefined {
  const name = error.message.match(VARIABLE_PREFIX)?.[1];
  if (!name) return undefined;
  const inner = error.originalError?.message;
  const tail = inner === undefined ? undefined : `; ${inner}`;
  if (inner === undefined || !tail || !error.message.endsWith(tail))
    return `Variable "$${name}" got an invalid value.`;
  const head = error.message.slice(0, error.message.length - tail.length);
  const at = head.match(VARIABLE_PATH)?.[1];
  return `Variable "$${name}" got an invalid value${at ? ` at "${at}"` : ''}: ${redactErrorText(inner)}`;
}

/** "Expected value of type "DateTime", found "x"; DateTime must be …" → keeps the scalar's own reason. */
function rewriteLiteralError(error: GraphQLError): string | undefined {
  const type = error.message.match(/^Expected value of type "([^"]+)", found /)?.[1];
  if (!type) return undefined;
  const reason =
    error.originalError && !(error.originalError instanceof GraphQLError)
      ? error.originalError.message
      : undefined;
  return reason
    ? `Expected value of type "${type}": ${redactErrorText(reason)}`
    : `Expected value of type "${type}".`;
}

function rewrite(error: GraphQLError): string {
  const rewritten =
    rewriteVariableError(error) ?? rewriteLiteralError(error) ?? redactErrorText(error.message);
  // A scalar's reason on its own (a literal in the document): say what it is about.
  return /^\w+ expected\b/.test(rewritten) ? `Invalid value: ${rewritten}` : rewritten;
}

function copyExtensions(error: GraphQLError): Record<string, unknown> {
  // Yoga puts the JSON parser's message (with a body excerpt) under extensions.originalError.
  const { originalError: _dropped, ...extensions } = error.extensions as Record<string, unknown>;
  return extensions;
}

/**
 * A request error (syntax, validation, variable and argument coercion, unreadable request) as the
 * client may see it: the message keeps what is wrong and where, never the value given. Anything else
 * (an error of our code, a failed output value) is not a request error: undefined, the caller masks it.
 */
export function sanitizeGraphqlError(error: unknown): GraphQLError | undefined {
  const unreadable =
    error instanceof SyntaxError ||
    (error instanceof GraphQLError &&
      error.path === undefined &&
      error.nodes === undefined &&
      error.originalError instanceof SyntaxError);
  if (unreadable) {
    // Yoga parses a GET's variables and extensions with JSON.parse and lets the error through.
    return new GraphQLError(INVALID_JSON_MESSAGE, {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  }
  if (!(error instanceof GraphQLError)) return undefined;
  const fromGraphql = isGraphqlOwnError(error);
  const isRequestError =
    (fromGraphql && error.path === undefined) ||
    // Coercion errors keep their GraphQL cause; a custom scalar's own error is the root.
    (error.path === undefined && VARIABLE_PREFIX.test(error.message)) ||
    (error.path === undefined && /^Expected value of type "/.test(error.message)) ||
    // Raised while a field's arguments are read, so it has a path.
    (fromGraphql && /^Argument "\w+" /.test(error.message));
  if (!isRequestError) return undefined;
  return new GraphQLError(rewrite(error), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: copyExtensions(error),
  });
}

/**
 * Yoga answers validation errors (a literal of the wrong type in the document, an unknown enum
 * value) without passing them through maskError: this plugin rewrites them the same way.
 */
export function useSanitizedValidationErrors(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map(
            (error) =>
              sanitizeGraphqlError(error) ??
              new GraphQLError(redactErrorText(error.message), {
                nodes: error.nodes,
                source: error.source,
                positions: error.positions,
                extensions: copyExtensions(error),
              }),
          ),
        );
      },
  };
}
