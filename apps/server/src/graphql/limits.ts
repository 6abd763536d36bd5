import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getOperationAST,
  GraphQLError,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AccessContext } from '../features/access/access.ts';
import type { ConfigService } from '../features/config/config.service.ts';
import { MAX_PAGE_SIZE } from '../lib/paging.ts';

/**
 * How much one GraphQL request may ask for (config properties `graphql.*`, read at start). Each
 * limit is checked before any resolver runs, so a request over one costs no database work.
 */
export interface GraphqlLimits {
  /** Tokens (names, braces, values…) in the request text; checked while it is parsed. */
  maxTokens: number;
  /** Levels of nested selections, and of nesting in the variables' values. */
  maxDepth: number;
  /** Aliased fields (`a: payees`), the way one request repeats the same list. */
  maxAliases: number;
  maxDirectives: number;
  /** graphql-armor's cost: fields weighted by how deep they are. */
  maxCost: number;
  /** Rows the lists of one request may read: page sizes plus ids sent, summed over every field. */
  maxRowsPerRequest: number;
  /** Whether a caller who is not signed in may read the schema (`__schema`, `__type`). */
  introspectionSignedOut: boolean;
}

export function readGraphqlLimits(config: ConfigService): GraphqlLimits {
  return {
    maxTokens: config.getNumber('graphql.maxTokens'),
    maxDepth: config.getNumber('graphql.maxDepth'),
    maxAliases: config.getNumber('graphql.maxAliases'),
    maxDirectives: config.getNumber('graphql.maxDirectives'),
    maxCost: config.getNumber('graphql.maxCost'),
    maxRowsPerRequest: config.getNumber('graphql.maxRowsPerRequest'),
    introspectionSignedOut: config.getBoolean('graphql.introspectionSignedOut'),
  };
}

export const TOO_COMPLEX_MESSAGE =
  'This request is too complex. Ask for fewer records or fields at a time, or split it into smaller requests.';
export const INTROSPECTION_OFF_MESSAGE = 'The API schema is shown to signed-in users only. Please sign in.';

/** The answer to a request over a limit: the user's message, and which limit for developers. */
export function tooComplex(developerMessage: string): GraphQLError {
  return new GraphQLError(TOO_COMPLEX_MESSAGE, {
    extensions: { code: 'REQUEST_TOO_COMPLEX', developerMessage, http: { status: 400 } },
  });
}

/** graphql-armor's rejections read "Syntax Error: Query depth limit of 10 exceeded, found 11." */
function rejectWithOurError(_context: unknown, error: GraphQLError): never {
  throw tooComplex(error.message.replace(/^Syntax Error:\s*/, ''));
}

function armorPlugin(limits: GraphqlLimits): Plugin {
  const onRejection = { propagateOnRejection: false, onReject: [rejectWithOurError] };
  return EnvelopArmorPlugin({
    blockFieldSuggestion: { enabled: true },
    maxTokens: { n: limits.maxTokens, ...onRejection },
    maxDepth: { n: limits.maxDepth, ...onRejection },
    maxAliases: { n: limits.maxAliases, ...onRejection },
    maxDirectives: { n: limits.maxDirectives, ...onRejection },
    // A fragment costs what its fields would cost written in place (no extra level per spread), so
    // the web app's shared fragments (FilingFields) are not charged a level they do not add.
    costLimit: { maxCost: limits.maxCost, flattenFragments: true, ...onRejection },
  }) as Plugin;
}

type Variables = Readonly<Record<string, unknown>> | null | undefined;

const ID_LIST_ARGUMENT = /^(?:ids|.+Ids)$/;

function unwrapNonNull(argument: GraphQLArgument) {
  return isNonNullType(argument.type) ? argument.type.ofType : argument.type;
}

function readValue(node: ValueNode | undefined, variables: Variables): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  if (node.kind === Kind.NULL) return null;
  return node;
}

/** The rows a field reads: its page size, one per id it is sent, and what the schema declares. */
function rowsOfField(
  field: GraphQLField<unknown, unknown>,
  argumentNodes: ReadonlyMap<string, ValueNode>,
  variables: Variables,
): number {
  let rows = 0;
  for (const argument of field.args) {
    const value = readValue(argumentNodes.get(argument.name), variables);
    if (argument.name === 'pageSize') {
      const size = value ?? argument.defaultValue;
      // A page larger than the cap is refused by the list itself, with its own message.
      rows +=
        typeof size === 'number' && Number.isInteger(size)
          ? Math.min(Math.max(size, 0), MAX_PAGE_SIZE)
          : MAX_PAGE_SIZE;
    } else if (ID_LIST_ARGUMENT.test(argument.name) && isListType(unwrapNonNull(argument))) {
      rows += Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : 1;
    }
  }
  const declared = field.extensions.listRows;
  if (typeof declared === 'number') rows += declared;
  return rows;
}

/** Rows the operation's lists may read, with each fragment counted once per use. */
function countRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): number {
  const operation = getOperationAST(document, operationName);
  const rootType = operation ? schema.getRootType(operation.operation) : undefined;
  if (!operation || !rootType) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fragmentRows = new Map<string, number>();

  const typeNamed = (name: string, fallback: GraphQLCompositeType): GraphQLCompositeType => {
    const type = schema.getType(name);
    return type && isCompositeType(type) ? type : fallback;
  };
  const walk = (selectionSet: SelectionSetNode, parentType: GraphQLCompositeType): number => {
    let rows = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const fields = 'getFields' in parentType ? parentType.getFields() : {};
        const field = fields[selection.name.value];
        if (!field) continue;
        const argumentNodes = new Map((selection.arguments ?? []).map((a) => [a.name.value, a.value]));
        rows += rowsOfField(field, argumentNodes, variables);
        const fieldType = getNamedType(field.type);
        if (selection.selectionSet && isCompositeType(fieldType))
          rows += walk(selection.selectionSet, fieldType);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? typeNamed(selection.typeCondition.name.value, parentType)
          : parentType;
        rows += walk(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        let cached = fragmentRows.get(name);
        const fragment = fragments.get(name);
        if (cached === undefined && fragment) {
          fragmentRows.set(name, 0); // validation refuses cycles; this only guards the walk
          cached = walk(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value, parentType));
          fragmentRows.set(name, cached);
        }
        rows += cached ?? 0;
      }
    }
    return rows;
  };
  return walk(operation.selectionSet, rootType);
}

/** Whether the variables nest deeper than `limit` levels (walked without recursion). */
function variablesTooDeep(variables: Variables, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: variables, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value))
      stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

function selectsIntrospection(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition.selectionSet);
  const seen = new Set<string>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  while (pending.length > 0) {
    const selectionSet = pending.pop() as SelectionSetNode;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__schema' || selection.name.value === '__type') return true;
        if (selection.selectionSet) pending.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment);
      }
    }
  }
  return false;
}

/**
 * Checks what needs the variables or the caller, just before execution: the rows the lists may read,
 * how deeply the variables nest, and introspection for callers who are not signed in.
 */
function requestBudgetPlugin(limits: GraphqlLimits): Plugin<AccessContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { document, operationName, variableValues, schema } = args;
      let error: GraphQLError | undefined;
      if (!limits.introspectionSignedOut) {
        const session = args.contextValue.session;
        const signedIn = session !== null && session.mfaState !== 'required';
        if (!signedIn && selectsIntrospection(document, operationName)) {
          error = new GraphQLError(INTROSPECTION_OFF_MESSAGE, {
            extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
          });
        }
      }
      if (!error && variablesTooDeep(variableValues, limits.maxDepth)) {
        error = tooComplex(`Variables nest deeper than the depth limit of ${limits.maxDepth}.`);
      }
      if (!error) {
        const rows = countRows(schema, document, operationName, variableValues);
        if (rows > limits.maxRowsPerRequest)
          error = tooComplex(`Rows limit of ${limits.maxRowsPerRequest} exceeded, found ${rows}.`);
      }
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** Everything that keeps one request from asking for more than the server should do at once. */
export function createLimitPlugins(limits: GraphqlLimits): Plugin[] {
  return [armorPlugin(limits), requestBudgetPlugin(limits) as Plugin];
}
