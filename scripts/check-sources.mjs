// Source checks run by npm test: every workspace declares the packages it imports, no source file
// grows past the line limit, and the e-file package has no import cycle. Exits 1 with a list when any
// check fails. Usage: node scripts/check-sources.mjs
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib.mjs';

/** Source files longer than this are split along their natural seams. */
export const MAX_SOURCE_LINES = 400;
/** Packages whose modules must not import each other in a circle, type-only imports included. */
const ACYCLIC_ROOTS = ['packages/efile/src'];
/** Browser journeys: a helper two of them need lives in a shared module, not in both files. */
const JOURNEYS = 'e2e/src';

const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', 'drizzle', '.tmp', 'data', '.git']);
const BUILTINS = new Set(builtinModules);

/** Test code: excluded from the line limit (it still must declare what it imports). */
export function isTestFile(relativePath) {
  return (
    /\.(?:test|e2e)\.[cm]?tsx?$/.test(relativePath) ||
    /(?:^|\/)(?:test|test-support)\//.test(relativePath) ||
    relativePath.startsWith('e2e/')
  );
}

/** Generated code (the web's operation types, printed from the server's schemas): not written by hand. */
function isGenerated(relativePath) {
  return relativePath.startsWith('apps/web/src/gql/');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The files of a directory, recursively, without dependency, build or data folders. */
function listSources(directory, { descend = true } = {}) {
  const files = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (descend && !SKIPPED_DIRECTORIES.has(entry.name)) files.push(...listSources(full));
    } else if (SOURCE_EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every module specifier a file imports, re-exports, requires or imports dynamically. */
export function readImports(source) {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** '@scope/name/sub' -> '@scope/name', 'name/sub' -> 'name'; undefined for relative paths and builtins. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (BUILTINS.has(name)) return undefined;
  return name;
}

function declaredIn(manifest) {
  return new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
}

/**
 * Each workspace, and the root's own scripts and configs, with the packages it may import: its own
 * dependencies and, as the shared toolchain, the root's devDependencies (vitest, fast-check, typescript…).
 */
function listPackages() {
  const root = readJson(path.join(ROOT, 'package.json'));
  const toolchain = Object.keys(root.devDependencies ?? {});
  const packages = [
    {
      name: root.name,
      directory: ROOT,
      files: [...listSources(ROOT, { descend: false }), ...listSources(path.join(ROOT, 'scripts'))],
      allowed: declaredIn(root),
    },
  ];
  for (const workspace of root.workspaces) {
    const directory = path.join(ROOT, workspace);
    const manifest = readJson(path.join(directory, 'package.json'));
    packages.push({
      name: manifest.name,
      directory,
      files: listSources(directory),
      allowed: new Set([...declaredIn(manifest), ...toolchain, manifest.name]),
    });
  }
  return packages;
}

export function findUndeclaredImports(packages = listPackages()) {
  const problems = [];
  for (const pkg of packages) {
    for (const file of pkg.files) {
      const missing = new Set();
      for (const specifier of readImports(fs.readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name && !pkg.allowed.has(name)) missing.add(name);
      }
      for (const name of missing)
        problems.push(
          `${path.relative(ROOT, file)} imports ${name}, which ${path.relative(ROOT, path.join(pkg.directory, 'package.json')) || 'package.json'} does not declare`,
        );
    }
  }
  return problems;
}

export function findLongFiles(packages = listPackages()) {
  const problems = [];
  for (const file of packages.flatMap((pkg) => pkg.files)) {
    const relative = path.relative(ROOT, file).split(path.sep).join('/');
    if (isTestFile(relative) || isGenerated(relative)) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n').length - 1;
    if (lines > MAX_SOURCE_LINES)
      problems.push(`${relative} has ${lines} lines (limit ${MAX_SOURCE_LINES}): split it along its seams`);
  }
  return problems;
}

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Import cycles among the non-test modules under `directory`, each as 'a.ts -> b.ts -> a.ts'. */
export function findImportCycles(directory) {
  const graph = new Map();
  for (const file of listSources(directory)) {
    if (isTestFile(path.relative(ROOT, file).split(path.sep).join('/'))) continue;
    const targets = readImports(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target) => target !== undefined);
    graph.set(file, targets);
  }
  const cycles = new Set();
  const done = new Set();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (onStack.has(target)) {
        const cycle = stack.slice(stack.indexOf(target)).map((item) => path.relative(directory, item));
        cycles.add([...cycle, cycle[0]].join(' -> '));
      } else if (!done.has(target) && graph.has(target)) visit(target);
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return [...cycles].map((cycle) => `${path.relative(ROOT, directory)}: import cycle ${cycle}`);
}

/** Top-level functions of the same name in two or more files of `directory` (copied helpers). */
export function findCopiedHelpers(directory) {
  const owners = new Map();
  for (const file of listSources(directory)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      let name;
      if (ts.isFunctionDeclaration(statement)) name = statement.name?.text;
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (
            init &&
            (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) &&
            ts.isIdentifier(declaration.name)
          )
            name = declaration.name.text;
        }
      if (name) owners.set(name, [...(owners.get(name) ?? []), path.relative(ROOT, file)]);
    }
  }
  return [...owners]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => `${name} is defined in ${files.join(', ')}: move it to a shared module`);
}

function report(title, problems) {
  process.stdout.write(`${title}: ${problems.length === 0 ? 'ok' : `${problems.length} problem(s)`}\n`);
  for (const problem of problems) process.stdout.write(`  ${problem}\n`);
  return problems.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packages = listPackages();
  const failed =
    report('Every package declares what it imports', findUndeclaredImports(packages)) +
    report(`No source file over ${MAX_SOURCE_LINES} lines (tests excluded)`, findLongFiles(packages)) +
    report(
      'No import cycle',
      ACYCLIC_ROOTS.flatMap((root) => findImportCycles(path.join(ROOT, root))),
    ) +
    report('Browser-test helpers shared, not copied', findCopiedHelpers(path.join(ROOT, JOURNEYS)));
  process.exit(failed > 0 ? 1 : 0);
}
