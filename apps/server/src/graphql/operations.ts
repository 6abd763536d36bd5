import type { GraphQLField, GraphQLSchema } from 'graphql';
import { AUTH_SCOPE_NAMES, type AuthScopeName } from '../features/access/access-scopes.ts';

export type ServiceName = 'domain' | 'auth';

/** One Query or Mutation field of an endpoint and who may call it. */
export interface Operation {
  service: ServiceName;
  kind: 'query' | 'mutation';
  name: string;
  /** The scopes its `authScopes` names; empty when it declares none (or declares a function). */
  scopes: AuthScopeName[];
  field: GraphQLField<unknown, unknown>;
}

function declaredScopes(field: GraphQLField<unknown, unknown>): AuthScopeName[] {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const declared = options?.authScopes;
  if (!declared || typeof declared !== 'object') return [];
  return Object.entries(declared)
    .filter(([name, value]) => value === true && (AUTH_SCOPE_NAMES as readonly string[]).includes(name))
    .map(([name]) => name as AuthScopeName);
}

/** Every operation of both endpoints with its declared scopes, in schema order. */
export function listOperations(schemas: Record<ServiceName, GraphQLSchema>): Operation[] {
  const operations: Operation[] = [];
  for (const service of ['domain', 'auth'] as const) {
    const schema = schemas[service];
    for (const [kind, type] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(type?.getFields() ?? {}))
        operations.push({ service, kind, name: field.name, scopes: declaredScopes(field), field });
    }
  }
  return operations;
}
