import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function readCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const buildMs = Date.now();
const meta = {
  version: pkg.version,
  build: buildMs,
  buildTime: new Date(buildMs).toISOString(),
  commit: readCommit(),
};

/** Writes dist/meta.json: the server serves it at GET /meta.json and the app compares it with its own build. */
function buildMetaPlugin(): Plugin {
  return {
    name: 'file1099-build-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: `${JSON.stringify(meta, null, 2)}\n` });
    },
  };
}

const GQL_ENDPOINTS = { domainGraphql: 'domain', authGraphql: 'auth' } as const;
type GqlTag = keyof typeof GQL_ENDPOINTS;
const GQL_PREFIX = 'virtual:file1099-gql/';

function readGenerated(endpoint: string, file: string): string {
  return readFileSync(fileURLToPath(new URL(`./src/gql/${endpoint}/${file}`, import.meta.url)), 'utf8');
}

/** Operation text → document name, from the generated map (src/gql/<endpoint>/gql.ts). */
function readDocumentNames(endpoint: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of readGenerated(endpoint, 'gql.ts').matchAll(
    /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm,
  )) {
    const [, key = '""', name = ''] = match;
    names.set(JSON.parse(key) as string, name);
  }
  return names;
}

/** Document name → the arguments of its `new TypedDocumentString(…)` (src/gql/<endpoint>/graphql.ts). */
function readDocumentArguments(endpoint: string): Map<string, string> {
  const documents = new Map<string, string>();
  const pattern =
    /^export const (\w+) = new TypedDocumentString\((`[^`]*`(?:, \{[^\n]*\})?)\) as unknown as/gm;
  for (const [, name = '', args = ''] of readGenerated(endpoint, 'graphql.ts').matchAll(pattern))
    documents.set(name, args);
  return documents;
}

/**
 * Build only: each `domainGraphql(`…`)` / `authGraphql(`…`)` call becomes an import of a module
 * holding just that generated document (what the codegen client preset's Babel plugin does for
 * bundles). The map of every operation (gql.ts) and the one module of every document (graphql.ts)
 * are then not bundled: a chunk carries the operations its own code uses, and the sign-in page no
 * domain documents. Dev and tests keep the map. An operation missing from the generated code fails
 * the build (`npm run schema:print` regenerates it).
 */
function graphqlDocumentsPlugin(): Plugin {
  const names = new Map<GqlTag, Map<string, string>>();
  const documents = new Map<string, Map<string, string>>();
  const call = /\b(domainGraphql|authGraphql)\(\s*`([^`$\\]*)`\s*\)/g;
  return {
    name: 'file1099-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      for (const [tag, endpoint] of Object.entries(GQL_ENDPOINTS)) {
        names.set(tag as GqlTag, readDocumentNames(endpoint));
        documents.set(endpoint, readDocumentArguments(endpoint));
      }
    },
    resolveId(id) {
      return id.startsWith(GQL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${GQL_PREFIX}`)) return null;
      const [endpoint = '', name = ''] = id.slice(GQL_PREFIX.length + 1).split('/');
      // The generated class (graphql.ts): the document's text is what String() gives.
      if (endpoint === 'class')
        return 'export class TypedDocumentString extends String { constructor(value, meta) { super(value); this.value = value; this.__meta__ = meta; } toString() { return this.value; } }';
      const args = documents.get(endpoint)?.get(name);
      if (args === undefined) return this.error(`${name} is not in src/gql/${endpoint}/graphql.ts`);
      return `import { TypedDocumentString } from '${GQL_PREFIX}class';\nexport default new TypedDocumentString(${args});`;
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      call.lastIndex = 0;
      if (!/\.tsx?$/.test(path) || /[\\/]src[\\/]gql[\\/]/.test(path) || !call.test(code)) return null;
      const imports: string[] = [];
      const replaced = code.replace(call, (_all, tag: GqlTag, text: string) => {
        const name = names.get(tag)?.get(text);
        if (!name) this.error(`${path}: a ${tag} operation is not in src/gql; run npm run schema:print`);
        const local = `__gqlDocument${imports.length}`;
        imports.push(`import ${local} from '${GQL_PREFIX}${GQL_ENDPOINTS[tag]}/${name}';`);
        return local;
      });
      // The tag's import goes (nothing calls it now), so the map of every operation is not bundled.
      const withoutTags = replaced.replace(
        /^import \{ (?:domainGraphql|authGraphql) \} from '[^']*[\\/]gql[\\/]\w+[\\/]index\.ts';$/gm,
        '',
      );
      // The imports on the first line: the lines of the module stay where they were.
      return { code: `${imports.join(' ')} ${withoutTags}`, map: null };
    },
  };
}

/** react-router's production build (dist/production/index.mjs beside the exported development one). */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

const nodeModules = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Vendor chunks; each screen is a chunk of its own (src/app/routes.tsx), and code that several
 * screens share lands in chunks Rolldown makes automatically. React, the router and the query
 * client change rarely and every page needs them: one long-cached chunk. The MUI and Emotion code
 * the first page needs is one chunk too (`$initial`); the rest of MUI comes with the screens that use
 * it. The data grid and the forms library are loaded only by the screens that use them.
 */
const VENDOR_CHUNKS = [
  {
    name: 'vendor-react',
    test: nodeModules('react|react-dom|scheduler|react-router|@tanstack'),
    priority: 30,
  },
  {
    name: 'vendor-mui',
    test: nodeModules('@mui|@emotion|@babel|stylis|react-is|hoist-non-react-statics|clsx|prop-types'),
    tags: ['$initial' as const],
    priority: 20,
  },
  // Only the grid itself: the MUI components it uses stay shared with the other screens.
  {
    name: 'data-grid',
    test: nodeModules('@mui/x-[^/\\\\]+'),
    priority: 20,
    includeDependenciesRecursively: false,
  },
  { name: 'forms', test: nodeModules('react-hook-form|@hookform'), priority: 10 },
];

export default defineConfig(({ command }) => ({
  plugins: [graphqlDocumentsPlugin(), react(), buildMetaPlugin()],
  resolve: {
    // react-router exports its development build under every condition; the production build is the
    // same code with ENABLE_DEV_WARNINGS false, so the minifier drops the warnings.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  // The server replaces the placeholder with each response's Content-Security-Policy nonce.
  html: { cspNonce: '__CSP_NONCE__' },
  define: {
    __BUILD_META__: JSON.stringify(meta),
  },
  server: {
    port: 5173,
    proxy: {
      '/rs': 'http://localhost:3000',
      '/access': 'http://localhost:3000',
      '/meta.json': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each screen loads (npm run bench -- web-bundle).
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
}));
