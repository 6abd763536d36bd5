import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when apps/web/dist is missing or older than any source the bundle is built from. */
export function isWebBuildStale() {
  const meta = path.join(ROOT, 'apps/web/dist/meta.json');
  if (!fs.existsSync(meta)) return true;
  const builtAt = fs.statSync(meta).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/shared/src',
    'packages/forms/src',
    'package-lock.json',
  ];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}

export async function buildWebIfStale() {
  if (!isWebBuildStale()) return 0;
  process.stdout.write('Building the web app...\n');
  return run('npm', ['run', 'build', '-w', 'apps/web']);
}
