import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The web app's GraphQL operations, typed from the server's printed schemas (`npm run schema:print`
 * writes both). Operations for the domain endpoint (/rs/graphql) are written with `domainGraphql(...)`,
 * those for the auth endpoint (/access/graphql) with `authGraphql(...)`; each set is checked against
 * its own schema. Documents are plain strings (TypedDocumentString), so the app needs no GraphQL
 * runtime: apiClient's graphqlRequest sends the text and types the answer.
 */

const ENDPOINTS = {
  domain: { schema: '../server/schema/domain.graphql', tag: 'domainGraphql' },
  auth: { schema: '../server/schema/auth.graphql', tag: 'authGraphql' },
} as const;

const OPERATION_FILES = ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'];

type Documents = NonNullable<CodegenConfig['documents']>;

/**
 * The app's files, read for this endpoint's tag only, so each set is validated against its own
 * schema. Pointer options reach the code-file loader at run time; the CLI's type knows only
 * pointers with a custom loader, hence the cast.
 */
function documentsFor(tag: string): Documents {
  const pluckConfig = { skipIndent: true, globalGqlIdentifierName: [tag], gqlMagicComment: tag, modules: [] };
  return OPERATION_FILES.map((pointer) =>
    pointer.startsWith('!') ? pointer : { [pointer]: { pluckConfig } },
  ) as unknown as Documents;
}

function target(endpoint: keyof typeof ENDPOINTS): CodegenConfig['generates'][string] {
  const { schema, tag } = ENDPOINTS[endpoint];
  return {
    schema,
    documents: documentsFor(tag),
    preset: 'client',
    presetConfig: { gqlTagName: tag, fragmentMasking: false },
    config: {
      documentMode: 'string',
      enumsAsTypes: true,
      useTypeImports: true,
      onlyOperationTypes: true,
      skipTypename: true,
      defaultScalarType: 'unknown',
      scalars: {
        ID: { input: 'string | number', output: 'string' },
        DateTime: { input: 'string', output: 'string' },
        JSON: { input: 'unknown', output: 'unknown' },
      },
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: false,
  generates: {
    'src/gql/domain/': target('domain'),
    'src/gql/auth/': target('auth'),
  },
};

export default config;
