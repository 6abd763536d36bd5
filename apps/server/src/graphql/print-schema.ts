import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchemas } from './schemas.ts';

/** Where the printed schemas live, relative to the repository root (the web app's codegen reads them). */
export const SCHEMA_FILES = {
  domain: 'apps/server/schema/domain.graphql',
  auth: 'apps/server/schema/auth.graphql',
} as const;

export type SchemaName = keyof typeof SCHEMA_FILES;

const HEADER = '# Printed from the server code by `npm run schema:print`. Do not edit by hand.\n\n';

/** Each endpoint's schema as SDL, types and fields sorted so the text changes only when the schema does. */
export function printSchemas(): Record<SchemaName, string> {
  const schemas = getSchemas();
  return {
    domain: `${HEADER}${printSchema(lexicographicSortSchema(schemas.domain))}\n`,
    auth: `${HEADER}${printSchema(lexicographicSortSchema(schemas.auth))}\n`,
  };
}
