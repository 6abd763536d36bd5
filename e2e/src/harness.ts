import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export interface RunningApp {
  url: string;
  dataDir: string;
  output(): string;
  /** Links of the messages the server put in its outbox for this address, oldest first (read from its log). */
  mailLinks(to: string): string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Created with the operator command before the server starts. */
  superAdmin?: { email: string; password: string };
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

interface MailLogLine {
  msg?: string;
  to?: string;
  links?: string[];
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` on a fresh data directory and a free port; waits until the health check answers. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  if (options.superAdmin) {
    await runCommand('npm', ['run', '-s', 'admin', '--', 'create-superadmin', options.superAdmin.email], {
      ...env,
      ADMIN_PASSWORD: options.superAdmin.password,
    });
  }
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/rs/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    mailLinks(to) {
      const links: string[] = [];
      for (const line of output.split('\n')) {
        if (!line.includes('mail to outbox')) continue;
        try {
          const parsed = JSON.parse(line) as MailLogLine;
          if (parsed.to?.toLowerCase() === to.toLowerCase()) links.push(...(parsed.links ?? []));
        } catch {
          // not a log line
        }
      }
      return links;
    },
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium; Playwright gives each launch a new empty profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/** A fresh browser context (own cookies and storage) with a desktop-sized page. */
export async function openPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
