import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { createAuthScopes, scopeRefusal, type AuthScopes } from '../features/access/access-scopes.ts';
import type { RequestContext } from './context.ts';

interface BuilderTypes {
  Context: RequestContext;
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
  AuthScopes: AuthScopes;
}

function createBuilder() {
  const builder = new SchemaBuilder<BuilderTypes>({
    defaultFieldNullability: false,
    plugins: [ScopeAuthPlugin],
    // Every operation declares who may call it (features/access/access-scopes.ts, docs/access.md).
    scopeAuth: {
      authScopes: (context) => createAuthScopes(context),
      unauthorizedError: () => scopeRefusal(),
    },
  });
  builder.scalarType('DateTime', {
    serialize: (value) => value.toISOString(),
    parseValue: (value) => {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO date-time');
      return date;
    },
  });
  builder.scalarType('JSON', { serialize: (value) => value, parseValue: (value) => value });
  builder.queryType({});
  builder.mutationType({});
  return builder;
}

export type Builder = ReturnType<typeof createBuilder>;

/** The domain service (/rs/graphql): accounts' data. */
export const domainBuilder = createBuilder();
/** The auth service (/access/graphql): sign-in, sessions, integrations' tokens. */
export const authBuilder = createBuilder();
