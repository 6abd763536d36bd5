import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleServer } from '../../../scripts/server-bundle.mjs';

const MAIN = path.join(import.meta.dirname, 'main.ts');
/** What `npm start` runs (scripts/start.mjs): the bundle of the sources, else the sources through tsx. */
let serverArgs = ['--import', 'tsx', MAIN];
beforeAll(async () => {
  const bundle = await bundleServer('apps/server/src/main.ts');
  if (bundle) serverArgs = ['--enable-source-maps', bundle];
});
const tempDirs: string[] = [];

function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-start-'));
  tempDirs.push(dir);
  return dir;
}

const children: ChildProcess[] = [];

afterAll(() => {
  // A test that failed before stopping its server leaves no process behind.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server as a user would (as `npm start` does), with its own environment. */
function startServer(env: Record<string, string>, asUser?: { uid: number; gid: number }): Started {
  const child = spawn(process.execPath, serverArgs, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: asUser ? os.tmpdir() : (process.env.HOME ?? ''),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...asUser,
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/rs/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

/** The one line a failed start prints, and no stack trace. */
async function expectStartFailure(
  env: Record<string, string>,
  line: string | RegExp,
  asUser?: { uid: number; gid: number },
): Promise<void> {
  const started = startServer(env, asUser);
  expect(await started.exited).toBe(1);
  const output = started.output().trim();
  expect(output.split('\n').filter((l) => l.startsWith('File1099 server cannot start:'))).toHaveLength(1);
  expect(output).toMatch(line);
  expect(output).not.toMatch(/\n\s+at /);
}

// A first start creates the embedded database and runs every migration: about 25 s on the two-core
// machine, more while other tests run beside it.
describe('server start-up and shutdown', { timeout: 90_000 }, () => {
  it('creates DATA_DIR on first start, answers health, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = path.join(makeTempDir(), 'nested', 'data');
    const port = await freePort();
    const started = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, started);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    expect(await started.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(started.output()).toContain('"msg":"stopped"');

    // The data survives a restart; the proxy settings of the environment reach the server: behind
    // a trusted proxy that reports HTTPS the cookies are Secure, without that header they are not.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: '127.0.0.1' });
    await waitForHealth(port, again);
    const viaProxy = await fetch(`http://127.0.0.1:${port}/access/csrf`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers.get('set-cookie')).toMatch(/f1099_csrf=[^;]+;.*Secure/);
    expect(viaProxy.headers.get('strict-transport-security')).toContain('max-age=');
    const direct = await fetch(`http://127.0.0.1:${port}/access/csrf`);
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(await again.stop()).toBe(0);
  });

  it('refuses a second server on the same DATA_DIR and leaves the first one working', async () => {
    const dataDir = makeTempDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port, first);
    await expectStartFailure(
      { DATA_DIR: dataDir, PORT: String(await freePort()) },
      /Another File1099 server \(pid \d+\) is already using DATA_DIR/,
    );
    const health = await fetch(`http://127.0.0.1:${port}/rs/health`);
    expect(health.status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it.runIf(inject('postgresUrl'))('runs on a PostgreSQL server through DATABASE_URL [postgres]', async () => {
    const port = await freePort();
    const started = startServer({
      DATA_DIR: makeTempDir(),
      PORT: String(port),
      DATABASE_URL: inject('postgresUrl'),
    });
    await waitForHealth(port, started);
    const health = (await (await fetch(`http://127.0.0.1:${port}/rs/health`)).json()) as {
      database: { kind: string };
    };
    expect(health.database.kind).toBe('postgres');
    expect(await started.stop()).toBe(0);
  });
});

// Each failure is its own short-lived process with its own DATA_DIR and port: they run side by side
// (up to Vitest's maxConcurrency, 5), so each may wait for the others' share of the CPU.
describe.concurrent('server start-up failures', { timeout: 90_000 }, () => {
  it('names a port in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expectStartFailure(
        { DATA_DIR: makeTempDir(), PORT: String(port) },
        `Port ${port} is already in use`,
      );
    } finally {
      blocker.close();
    }
  });

  it('names a DATA_DIR that is a file', async () => {
    const file = path.join(makeTempDir(), 'not-a-folder');
    fs.writeFileSync(file, 'x');
    await expectStartFailure({ DATA_DIR: file, PORT: '0' }, `DATA_DIR ${file}`);
  });

  it('names an unwritable DATA_DIR', async () => {
    const dir = makeTempDir();
    fs.chmodSync(dir, 0o555);
    // root writes anywhere: as root, the server runs as 'nobody' for this case.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
    await expectStartFailure(
      { DATA_DIR: dir, PORT: '0' },
      `DATA_DIR ${dir} is not writable (EACCES)`,
      asUser,
    );
  });

  it('names a DATA_DIR it cannot create', async () => {
    const file = path.join(makeTempDir(), 'a-file');
    fs.writeFileSync(file, 'x');
    await expectStartFailure(
      { DATA_DIR: path.join(file, 'data'), PORT: '0' },
      `DATA_DIR ${path.join(file, 'data')} cannot be created (ENOTDIR)`,
    );
  });

  it('names an unreachable DATABASE_URL without showing its password', async () => {
    const port = await freePort();
    const started = startServer({
      DATA_DIR: makeTempDir(),
      PORT: '0',
      DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/file1099`,
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      `Cannot connect to the PostgreSQL server at postgres://app:***@127.0.0.1:${port}/file1099 (DATABASE_URL): ECONNREFUSED`,
    );
    expect(started.output()).not.toContain('s3cret');
  });

  it('names a malformed config property', async () => {
    await expectStartFailure(
      { DATA_DIR: makeTempDir(), PORT: '0', CONFIG_SEASON_OVERRIDES: '{"irsDownUntil": ' },
      'Config property "season.overrides" (JSON, from CONFIG_SEASON_OVERRIDES) is not valid JSON',
    );
  });

  it('names a malformed PORT', async () => {
    await expectStartFailure(
      { DATA_DIR: makeTempDir(), PORT: 'eighty' },
      'PORT must be a port number between 0 and 65535, not "eighty".',
    );
  });
});
