// npm start: builds the web app when its sources changed, then runs the server in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale, ROOT } from './lib.mjs';

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
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
