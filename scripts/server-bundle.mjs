// The server's TypeScript bundled into .tmp/server/ with esbuild for `npm start` (scripts/start.mjs):
// loading ~1,100 modules through tsx's loader hooks costs a start several CPU-seconds, a bundle a
// fraction of that. Packages from node_modules stay external (Node loads them as usual); the
// workspace packages (@file1099/*, TypeScript sources) are bundled. Each file's import.meta.url and
// import.meta.dirname are replaced by its own source location, so paths next to the sources (the
// migrations, the official PDF forms, the XSDs, the web app's dist, the xlsx worker) resolve as
// they do under tsx. Dynamic import() becomes a chunk of its own: what loads on first use still does.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const OUT_DIR = path.join(ROOT, '.tmp/server');
const SOURCE_FILTER = /\.(ts|mts|js|mjs)$/;
/** Builds other than the current one are removed once this old (a running server may still load chunks). */
const KEEP_OLD_BUILDS_MS = 24 * 60 * 60 * 1000;

/** The newest modification time of the bundle's inputs, or Infinity when one is gone. */
function newestInput(inputs) {
  let newest = 0;
  for (const file of inputs) {
    try {
      newest = Math.max(newest, fs.statSync(path.join(ROOT, file)).mtimeMs);
    } catch {
      return Infinity;
    }
  }
  return newest;
}

/** .tmp/server/<name>.json: the current build of an entry, its file and its inputs. */
function readCurrent(pointer) {
  try {
    return JSON.parse(fs.readFileSync(pointer, 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when the build exists and no input changed since it was made. */
function isFresh(current) {
  if (!current || !Array.isArray(current.inputs) || !fs.existsSync(current.file)) return false;
  return newestInput([...current.inputs, 'package-lock.json']) < current.builtAt;
}

function removeOldBuilds(name, keep) {
  for (const entry of fs.readdirSync(OUT_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(`${name}-`) || entry.name === keep) continue;
    const dir = path.join(OUT_DIR, entry.name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs > KEEP_OLD_BUILDS_MS) fs.rmSync(dir, { recursive: true });
    } catch {
      // removed meanwhile
    }
  }
}

/** Replaces import.meta.url / import.meta.dirname / import.meta.filename with the file's own location. */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: SOURCE_FILTER }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const loader = args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents, loader };
    });
  },
};

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The node_modules copy of a package Node would find from `dir` (the nearest one up the tree). */
function nearestPackageDir(dir, name) {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * Bare imports of packages in the root's node_modules stay external: Node loads them from the bundle's
 * place (.tmp/server) as it would from the sources. The workspace's own packages, and a package a
 * workspace holds a copy of its own (e.g. packages/efile/node_modules), are bundled.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (name.startsWith('@file1099/')) return undefined;
      const found = nearestPackageDir(args.resolveDir || ROOT, name);
      if (found && found !== path.join(ROOT, 'node_modules', name)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Builds (when stale) the bundle of a server entry such as 'apps/server/src/main.ts' and returns the
 * file to run; undefined when esbuild is unavailable or the build failed, so the caller runs the
 * source through tsx instead.
 */
export async function bundleServer(entry) {
  const name = path.basename(entry).replace(/\.ts$/, '');
  const pointer = path.join(OUT_DIR, `${name}.json`);
  const current = readCurrent(pointer);
  if (isFresh(current)) return current.file;
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return undefined;
  }
  // Each build has a directory of its own, so a build never changes the files of a running server
  // (its chunks load later) nor of another start building at the same moment.
  const builtAt = Date.now();
  const dirName = `${name}-${builtAt}-${process.pid}`;
  const outdir = path.join(OUT_DIR, dirName);
  try {
    const result = await esbuild.build({
      entryPoints: { [name]: path.join(ROOT, entry) },
      absWorkingDir: ROOT,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outdir,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: 'linked',
      // CommonJS code in the bundle requires its own packages through this (they stay external).
      banner: {
        js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
      },
      metafile: true,
      logLevel: 'silent',
      plugins: [externalPackages, sourceLocation],
    });
    const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
    const file = path.join(outdir, `${name}.mjs`);
    const temporary = `${pointer}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify({ file, builtAt, inputs }));
    fs.renameSync(temporary, pointer);
    removeOldBuilds(name, dirName);
    return file;
  } catch (error) {
    process.stderr.write(`The server bundle was not built (${String(error)}); running from source.\n`);
    return undefined;
  }
}
