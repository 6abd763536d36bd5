/// <reference types="node" />
// Web bundle sizes (issue 14 item 12): builds the web app and reports every JavaScript chunk (raw and
// gzip), the code each lazily loaded screen adds, and the JavaScript the sign-in page loads: the entry
// with its static imports plus the /login screen's chunk and its static imports, read from Vite's
// manifest (dist/.vite/manifest.json). Fails when the sign-in page's JavaScript is over the budget.
//
// `npm run bench -- web-bundle`; WEB_SIGNIN_BUDGET_KB changes the budget (default 200 kB gzipped,
// 1 kB = 1000 bytes as Vite prints sizes; gzip at level 9).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SIGN_IN_SCREEN = 'src/features/auth/LoginPage.tsx';
const BUDGET_KB = Number(process.env.WEB_SIGNIN_BUDGET_KB ?? 200);

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
}

function build(): void {
  process.stdout.write('Building the web app (vite build)...\n');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function total(files: Iterable<string>): Size {
  const sum = { raw: 0, gzip: 0 };
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
  }
  return sum;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`.padStart(11);
const row = (size: Size, label: string) => `${kb(size.raw)} ${kb(size.gzip)}  ${label}\n`;

build();
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the build manifest has no entry');
const entryFiles = staticClosure(manifest, entryKey);
const signInFiles = staticClosure(manifest, SIGN_IN_SCREEN, new Set(entryFiles));

const out = process.stdout;
const chunks = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .sort((a, b) => sizeOf(b).raw - sizeOf(a).raw);
out.write(
  `\nChunks (${chunks.length}; * = loaded by the sign-in page)\n${'raw'.padStart(11)} ${'gzip'.padStart(11)}\n`,
);
for (const file of chunks) out.write(row(sizeOf(file), `${signInFiles.has(file) ? '*' : ' '} ${file}`));
out.write(row(total(chunks), '  all chunks'));

out.write('\nScreens: JavaScript a screen adds to the entry when first shown\n');
const screenKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
const screens = [...screenKeys]
  .map((key) => {
    const added = [...staticClosure(manifest, key)].filter((file) => !entryFiles.has(file));
    const chunk = manifest[key];
    return {
      src: chunk?.src ?? `${chunk?.name ?? key} (chunk shared with other screens)`,
      size: total(added),
    };
  })
  .sort((a, b) => b.size.gzip - a.size.gzip);
for (const screen of screens) out.write(row(screen.size, screen.src));

const entry = total(entryFiles);
const signIn = total(signInFiles);
out.write('\n');
out.write(row(entry, `entry (${entryKey} and its static imports, ${entryFiles.size} files)`));
out.write(row(signIn, `sign-in page (/login: entry + ${SIGN_IN_SCREEN}, ${signInFiles.size} files)`));
const budgetBytes = BUDGET_KB * 1000;
if (signIn.gzip > budgetBytes) {
  out.write(
    `\nOVER BUDGET: the sign-in page loads ${kb(signIn.gzip).trim()} gzipped; the budget is ${BUDGET_KB} kB.\n`,
  );
  process.exit(1);
}
out.write(`\nWithin budget: ${kb(signIn.gzip).trim()} of ${BUDGET_KB} kB gzipped for the sign-in page.\n`);
