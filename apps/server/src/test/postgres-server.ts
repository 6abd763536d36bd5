import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the test run, started from the machine's own binaries on a free
 * loopback port and removed afterwards. As root it runs as the `postgres` system user, since
 * PostgreSQL refuses to run as root.
 */
export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}

function findBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    // no pg_config on PATH
  }
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs.readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function runAs(user: string | undefined, command: string, args: string[]): void {
  const [file, fileArgs] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  const binDir = findBinDir();
  if (!binDir) return undefined;
  const isRoot = process.getuid?.() === 0;
  const user = isRoot ? 'postgres' : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['-R', 'postgres:', dir]);
  const port = await findFreePort();
  runAs(user, path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAs(user, path.join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  const version = path.basename(path.dirname(binDir));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        runAs(user, path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
