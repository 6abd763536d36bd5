// The GraphQL contract between server and web (docs/architecture.md, "Operations and their types"):
// fails when the committed SDL in apps/server/schema/ is not what the server code prints, when an
// operation of the web app does not match its endpoint's schema, or when apps/web/src/gql/ is stale.
// The fix for the last two: `npm run schema:print`, then fix any operation the codegen refuses.
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const problems = [];

process.stdout.write('Printed schemas (apps/server/schema/*.graphql) against the server code...\n');
if (
  (await run('node', [
    '--import',
    'tsx',
    path.join(ROOT, 'apps/server/src/cli/print-schema.ts'),
    '--check',
  ])) !== 0
)
  problems.push('the committed SDL is stale: run `npm run schema:print` and commit the result');

process.stdout.write(
  'Web operations against the printed schemas, and the generated types (apps/web/src/gql/)...\n',
);
if (
  (await run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], {
    cwd: path.join(ROOT, 'apps/web'),
  })) !== 0
)
  problems.push(
    'an operation does not match its schema (fix the one named above) or the generated types are stale (run `npm run schema:print` and commit the result)',
  );

if (problems.length > 0) {
  process.stderr.write(`GraphQL contract check failed: ${problems.join('; ')}.\n`);
  process.exit(1);
}
process.stdout.write('GraphQL contract: SDL and generated operation types are up to date.\n');
