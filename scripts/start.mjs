// npm start: builds the web app when its sources changed, then runs the server in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale, ROOT } from './lib.mjs';
import { bundleServer } from './server-bundle.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`File1099 needs Node.js 20.19 or newer; this is ${process.versions.node}.\n`);
  process.exit(1);
}

const buildCode = await buildWebIfStale();
if (buildCode !== 0) {
  process.stderr.write('The web app did not build; see the messages above.\n');
  process.exit(buildCode);
}

// `npm start` is how the product runs for real: production defaults (e.g. no schema introspection for
// signed-out callers) unless NODE_ENV says otherwise.
// The server runs from a bundle of its sources (scripts/server-bundle.mjs, rebuilt when a source
// changed): a start then costs about half the CPU of loading each module through tsx. Without esbuild,
// when the build fails, or with SERVER_FROM_SOURCE=true, it runs the sources through tsx as before.
const MAIN = 'apps/server/src/main.ts';
const bundle = process.env.SERVER_FROM_SOURCE === 'true' ? undefined : await bundleServer(MAIN);
const serverArgs = bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', path.join(ROOT, MAIN)];
const server = spawn(process.execPath, serverArgs, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
