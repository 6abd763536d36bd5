import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), buildMetaPlugin()],
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
    chunkSizeWarningLimit: 2000,
  },
});
