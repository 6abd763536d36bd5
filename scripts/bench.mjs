// npm run bench: runs every benchmark script (apps/*/bench/*.bench.ts, packages/*/bench/*.bench.ts)
// one after another, each in its own process so memory figures are its own.
// `npm run bench -- efile` runs only the files whose path contains "efile".
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const filter = process.argv[2];
const files = [];
for (const group of ['apps', 'packages']) {
  const groupDir = path.join(ROOT, group);
  for (const workspace of fs.existsSync(groupDir) ? fs.readdirSync(groupDir) : []) {
    const benchDir = path.join(groupDir, workspace, 'bench');
    if (!fs.existsSync(benchDir)) continue;
    for (const file of fs.readdirSync(benchDir).sort()) {
      if (file.endsWith('.bench.ts')) files.push(path.join(benchDir, file));
    }
  }
}
const selected = files.filter((file) => !filter || path.relative(ROOT, file).includes(filter));
if (selected.length === 0) {
  process.stdout.write('No benchmark matched.\n');
  process.exit(0);
}
let failed = 0;
for (const file of selected) {
  process.stdout.write(`\n=== ${path.relative(ROOT, file)} ===\n`);
  const code = await run(process.execPath, ['--expose-gc', '--import', 'tsx', file]);
  if (code !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
