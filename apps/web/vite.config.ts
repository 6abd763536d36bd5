import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
  { name: 'forms', test: nodeModules('react-hook-form'), priority: 10 },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), buildMetaPlugin()],
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
