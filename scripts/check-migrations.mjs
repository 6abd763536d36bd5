// Migration drift check run by npm test: the Drizzle schema in code (apps/server/src/db/schema.ts)
// must equal what the committed migrations (apps/server/drizzle) build. drizzle-kit generates into a
// copy of the migrations folder; any new file there is a schema change without its migration.
// Usage: node scripts/check-migrations.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const SERVER = path.join(ROOT, 'apps/server');
const MIGRATIONS = path.join(SERVER, 'drizzle');
const WORK = path.join(ROOT, '.tmp', 'migration-drift');

function listFiles(directory) {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

fs.rmSync(WORK, { recursive: true, force: true });
fs.mkdirSync(WORK, { recursive: true });
const copy = path.join(WORK, 'drizzle');
fs.cpSync(MIGRATIONS, copy, { recursive: true });
const before = listFiles(copy);

// drizzle-kit puts './' before --out, so the copy is named relative to apps/server. Standard input is
// closed: a rename question (which needs a person) ends the run instead of waiting.
const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/drizzle-kit/bin.cjs'),
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema.ts',
    '--out',
    path.relative(SERVER, copy),
  ],
  { cwd: SERVER, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
);
const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
if (result.status !== 0) {
  process.stdout.write(output);
  process.stdout.write('Migration drift check: drizzle-kit generate failed (output above).\n');
  process.exit(1);
}

const added = listFiles(copy).filter((file) => !before.includes(file));
const changed = before.filter(
  (file) => !fs.readFileSync(path.join(copy, file)).equals(fs.readFileSync(path.join(MIGRATIONS, file))),
);
if (added.length > 0 || changed.length > 0) {
  process.stdout.write(
    'The database schema in code differs from the migrations in apps/server/drizzle: ' +
      'run `npm run db:generate`, review the new migration and commit it.\n',
  );
  for (const file of added.filter((item) => item.endsWith('.sql'))) {
    process.stdout.write(`\n--- the missing migration (${file}) ---\n`);
    process.stdout.write(fs.readFileSync(path.join(copy, file), 'utf8'));
    process.stdout.write('\n');
  }
  process.exit(1);
}
process.stdout.write('Migration drift check: the schema in code equals the migrations.\n');
fs.rmSync(WORK, { recursive: true, force: true });
