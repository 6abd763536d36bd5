import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { describe, expect, it } from 'vitest';
import type { AuthScopes } from '../features/access/access-scopes.ts';
import { listOperations, type Operation } from './operations.ts';
import { getSchemas } from './schemas.ts';

/** Operations that declare no rule, or more than one (a rule is one scope: who may call it). */
function undeclared(operations: Operation[]): string[] {
  return operations
    .filter((operation) => operation.scopes.length !== 1)
    .map((operation) => `${operation.service} ${operation.kind} ${operation.name}`);
}

describe('access declared on every operation', () => {
  it('finds the operations of both endpoints', () => {
    const operations = listOperations(getSchemas());
    const names = (service: string) =>
      operations.filter((operation) => operation.service === service).map((operation) => operation.name);
    expect(names('domain')).toEqual(expect.arrayContaining(['payees', 'addEditFiling', 'outboxMessages']));
    expect(names('auth')).toEqual(expect.arrayContaining(['sessionData', 'signup', 'setSuperAdmin']));
  });

  it('every Query and Mutation field of both schemas declares who may call it', () => {
    expect(undeclared(listOperations(getSchemas()))).toEqual([]);
  });

  it('the back office and the auth steps declare the scopes they need', () => {
    const scopeOf = (service: string, name: string) =>
      listOperations(getSchemas()).find((o) => o.service === service && o.name === name)?.scopes;
    expect(scopeOf('domain', 'outboxMessages')).toEqual(['superAdmin']);
    expect(scopeOf('domain', 'updateEfsFilingsStatus')).toEqual(['superAdmin']);
    expect(scopeOf('auth', 'setSuperAdmin')).toEqual(['superAdmin']);
    expect(scopeOf('auth', 'verifyMfa')).toEqual(['signedInBeforeMfa']);
    expect(scopeOf('domain', 'team')).toEqual(['teamManager']);
    expect(scopeOf('domain', 'payees')).toEqual(['accountMember']);
    expect(scopeOf('auth', 'signup')).toEqual(['public']);
  });

  it('reports an operation without a declaration', () => {
    const builder = new SchemaBuilder<{ Context: object; AuthScopes: AuthScopes }>({
      plugins: [ScopeAuthPlugin],
      scopeAuth: { authScopes: () => ({}) as never },
    });
    builder.queryType({});
    builder.mutationType({});
    builder.queryField('declared', (t) => t.boolean({ authScopes: { signedIn: true }, resolve: () => true }));
    builder.queryField('forgotten', (t) => t.boolean({ resolve: () => true }));
    builder.mutationField('twoRules', (t) =>
      t.boolean({ authScopes: { signedIn: true, superAdmin: true }, resolve: () => true }),
    );
    const schema = builder.toSchema();
    expect(undeclared(listOperations({ domain: schema, auth: schema }))).toEqual([
      'domain query forgotten',
      'domain mutation twoRules',
      'auth query forgotten',
      'auth mutation twoRules',
    ]);
  });
});
