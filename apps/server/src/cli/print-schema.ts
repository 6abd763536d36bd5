import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printSchemas, SCHEMA_FILES, type SchemaName } from '../graphql/print-schema.ts';

/**
 * Writes both endpoints' SDL into apps/server/schema/ (`npm run schema:print`). With --check it writes
 * nothing and exits 1 when a committed file differs from what the server code prints.
 */
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const root = path.resolve(import.meta.dirname, '../../../..');
const printed = printSchemas();
const stale: string[] = [];

for (const name of Object.keys(SCHEMA_FILES) as SchemaName[]) {
  const file = path.join(root, SCHEMA_FILES[name]);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === printed[name]) continue;
  if (values.check) {
    stale.push(SCHEMA_FILES[name]);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, printed[name]);
    process.stdout.write(`Wrote ${SCHEMA_FILES[name]}\n`);
  }
}

if (stale.length > 0) {
  process.stderr.write(
    `The committed GraphQL schema is out of date: ${stale.join(', ')}.\n` +
      'Run `npm run schema:print` and commit the result.\n',
  );
  process.exit(1);
}
process.exit(0);
