import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import {
  openLogFile,
  recordCookieHeader,
  recordLink,
  recordSecret,
  recordSecretsIn,
  recordSecretsInBody,
} from '../../scripts/log-canary.mjs';
import { E2E_SUPER_ADMIN } from './super-admin.ts';

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
  /** Links of the messages the server put in its outbox for this address, oldest first (DATA_DIR/outbox). */
  mailLinks(to: string): string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /**
   * Created with the operator command before the server starts; E2E_SUPER_ADMIN is already in the
   * template the app starts on.
   */
  superAdmin?: { email: string; password: string };
  /**
   * Start on an empty data directory, as a first start on a new machine does. Otherwise the app starts
   * on a copy of the migrated template global-setup.ts made, which saves the cluster's creation.
   */
  fresh?: boolean;
}

/** .tmp/logs/e2e-<test file>-<pid>.log: every server's output of this file, for the log canary. */
function logFileForThisTest() {
  const testPath = expect.getState().testPath;
  const name = testPath ? path.basename(testPath).replace(/\.e2e\.ts$/, '') : 'unknown';
  return openLogFile(`e2e-${name}`);
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const log = logFileForThisTest();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk.toString());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** The fields of a DATA_DIR/outbox/<id>.json file the tests read (see mail.service.ts OutboxFile). */
interface OutboxFile {
  to?: string;
  links?: string[];
}

/** Links of the outbox files for an address, oldest first; each is recorded for the log canary. */
function readOutboxLinks(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const links: string[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxFile;
    if (mail.to?.toLowerCase() === to.toLowerCase()) links.push(...(mail.links ?? []));
  }
  for (const link of links) recordLink(link);
  return links;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` on a data directory of its own and a free port; waits until the health check answers. */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-e2e-'));
  const template = options.fresh ? '' : inject('appDataTemplate');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const { superAdmin } = options;
  if (superAdmin) recordSecret('password', superAdmin.password);
  const inTemplate =
    Boolean(template) &&
    superAdmin?.email === E2E_SUPER_ADMIN.email &&
    superAdmin.password === E2E_SUPER_ADMIN.password;
  if (superAdmin && !inTemplate) {
    await runCommand('npm', ['run', '-s', 'admin', '--', 'create-superadmin', superAdmin.email], {
      ...env,
      ADMIN_PASSWORD: superAdmin.password,
    });
  }
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const log = logFileForThisTest();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
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
    mailLinks: (to) => readOutboxLinks(dataDir, to),
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Options every browser context of the journeys starts with: the system setting that asks for
 * reduced motion, which the app honours (no transitions, ripples or looping progress animations,
 * docs/web.md), so the browser does not paint animation frames nobody looks at (docs/testing.md).
 */
export const CONTEXT_OPTIONS = { reducedMotion: 'reduce' } as const satisfies BrowserContextOptions;

/** Debian's Chromium; Playwright gives each launch a new empty profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * What the log canary must never find in a server's output: every password, TIN and code the pages
 * send (request bodies and query strings), and the session and CSRF cookies they carry.
 */
export function recordBrowserSecrets(context: BrowserContext): void {
  context.on('request', (request) => {
    recordSecretsInBody(request.postDataBuffer());
    const query = new URL(request.url()).searchParams;
    if (query.size > 0) recordSecretsIn(Object.fromEntries(query));
    request
      .allHeaders()
      .then((headers) => {
        recordCookieHeader(headers.cookie);
        recordSecret('csrf', headers['x-csrf-token']);
      })
      .catch(() => undefined); // the page closed first
  });
}

/** The cookies of a context's API requests (which raise no request event), for the log canary. */
export async function recordContextCookies(context: BrowserContext): Promise<void> {
  for (const cookie of await context.cookies())
    recordSecret(/csrf/i.test(cookie.name) ? 'csrf' : 'cookie', cookie.value);
}

/** Where a failed test's Playwright traces go (see keepTracesOfFailedTest). */
export const TRACE_DIR = path.join(ROOT, '.tmp/e2e-traces');

/** Open contexts that record a trace; each test's actions are one chunk of it. */
const tracedContexts = new Set<BrowserContext>();

async function startTracing(context: BrowserContext): Promise<void> {
  await context.tracing.start({ screenshots: true, snapshots: true });
  await context.tracing.startChunk();
  tracedContexts.add(context);
  context.on('close', () => tracedContexts.delete(context));
}

/**
 * After each test (src/trace-on-failure.ts): a failed test leaves the trace of every context it left
 * open (a journey that fails stops before closing its page) in .tmp/e2e-traces/<file>--<test>.zip,
 * for `npx playwright-core show-trace <zip>`; a passing test's chunk is dropped. Contexts a later test
 * uses go on recording in a new chunk. Returns the files written.
 */
export async function keepTracesOfFailedTest(failed: boolean, file: string, test: string): Promise<string[]> {
  const written: string[] = [];
  const slug = (text: string) =>
    text
      .replace(/\.e2e\.ts$/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
  for (const context of [...tracedContexts]) {
    try {
      if (failed) {
        fs.mkdirSync(TRACE_DIR, { recursive: true });
        const suffix = written.length > 0 ? `-${written.length + 1}` : '';
        const target = path.join(TRACE_DIR, `${slug(path.basename(file))}--${slug(test)}${suffix}.zip`);
        await context.tracing.stopChunk({ path: target });
        written.push(target);
      } else {
        await context.tracing.stopChunk();
      }
      await context.tracing.startChunk();
    } catch {
      tracedContexts.delete(context); // closed meanwhile
    }
  }
  return written;
}

/** A fresh browser context (own cookies and storage) with a desktop-sized page; it records a trace. */
export async function openPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...CONTEXT_OPTIONS,
    baseURL,
    viewport: { width: 1366, height: 900 },
  });
  await startTracing(context);
  recordBrowserSecrets(context);
  const page = await context.newPage();
  return { context, page };
}
