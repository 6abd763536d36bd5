// npm test: every check and test of the project, the browser and the real-PostgreSQL runs included.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = path.join(ROOT, '.tmp');
fs.mkdirSync(REPORTS, { recursive: true });
// Server logs and the secrets the tests used, written by the test harnesses for the log canary.
const LOGS = path.join(REPORTS, 'logs');
fs.rmSync(LOGS, { recursive: true, force: true });

const failures = [];
/** How long each step took, for the summary. */
const timings = [];
const started = Date.now();

function step(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

async function check(title, command, args, options) {
  step(title);
  const began = Date.now();
  const code = await run(command, args, options);
  timings.push({ title, seconds: (Date.now() - began) / 1000 });
  if (code !== 0) failures.push(title);
  return code;
}

/** Debian's Chromium for the browser tests; installed here when missing (needs root, as in CI). */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  step('Installing Chromium (apt-get install -y chromium)');
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium\n`,
    );
    return false;
  }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    return false;
  }
  return fs.existsSync(CHROMIUM);
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function countTests(report, predicate = () => true) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const suite of report?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (!predicate(test)) continue;
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  }
  return counts;
}

/** Runs a command with each line of its output prefixed by the lane's name; resolves with its exit code. */
function runInLane(lane, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${lane}] ${line}\n`);
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(`[${lane}] ${rest}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      process.stdout.write(`[${lane}] ${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}

/**
 * The steps of one lane, one after another. The two lanes run side by side: each keeps about one core
 * busy, so a two-core machine does both at once. Tests with time limits stay in one lane, one file at
 * a time, as before.
 */
async function runLane(lane, steps) {
  for (const { title, command, args, env } of steps) {
    process.stdout.write(`\n=== [${lane}] ${title} ===\n`);
    const began = Date.now();
    const code = await runInLane(lane, command, args, env ? { env: { ...process.env, ...env } } : {});
    const seconds = (Date.now() - began) / 1000;
    timings.push({ title, seconds });
    process.stdout.write(
      `=== [${lane}] ${title}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ===\n`,
    );
    if (code !== 0) failures.push(title);
  }
}

const vitestReport = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const unitReports = {
  server: path.join(REPORTS, 'unit-server.json'),
  efile: path.join(REPORTS, 'unit-efile.json'),
  forms: path.join(REPORTS, 'unit-forms.json'),
  rest: path.join(REPORTS, 'unit-rest.json'),
};
const unitReport = path.join(REPORTS, 'unit.json');
for (const file of [...Object.values(unitReports), unitReport]) fs.rmSync(file, { force: true });

const chromiumReady = ensureChromium();
if (!chromiumReady) failures.push('Chromium install');

const formsPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/forms/package.json'), 'utf8'));
const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;

await Promise.all([
  runLane('a', [
    {
      title: 'Source checks (declared imports, file length, import cycles, shared e2e helpers)',
      command: 'node',
      args: [path.join(ROOT, 'scripts/check-sources.mjs')],
    },
    {
      title: 'Migration drift (the schema in code equals apps/server/drizzle)',
      command: 'node',
      args: [path.join(ROOT, 'scripts/check-migrations.mjs')],
    },
    {
      title: 'GraphQL contract (printed SDL, web operations, generated types)',
      command: 'node',
      args: [path.join(ROOT, 'scripts/check-schema.mjs')],
    },
    { title: 'Formatting (Prettier)', command: 'npm', args: ['run', '-s', 'format:check'] },
    { title: 'Lint', command: 'npm', args: ['run', '-s', 'lint'] },
    {
      title: 'Server tests (PGlite and a throwaway PostgreSQL server)',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'server', ...vitestReport(unitReports.server)],
    },
    {
      title: 'E-file tests',
      command: 'npx',
      args: ['vitest', 'run', '--project', 'efile', ...vitestReport(unitReports.efile)],
    },
  ]),
  runLane('b', [
    ...workspaces.map((workspace) => ({
      title: `Typecheck ${workspace}`,
      command: 'npm',
      args: ['run', '-s', 'typecheck', '--if-present', '-w', workspace],
    })),
    {
      title: 'Web build',
      command: 'node',
      args: ['-e', "import('./scripts/lib.mjs').then(async (m) => process.exit(await m.buildWebIfStale()))"],
    },
    // The form package's tests run once, measuring their branch coverage on the way.
    formsPackage.scripts?.coverage
      ? {
          title: 'Form package tests and branch coverage',
          command: 'npm',
          args: ['run', '-s', 'coverage', '-w', 'packages/forms', '--', ...vitestReport(unitReports.forms)],
        }
      : {
          title: 'Form package tests',
          command: 'npx',
          args: ['vitest', 'run', '--project', 'forms', ...vitestReport(unitReports.forms)],
        },
    {
      title: 'Web, shared, PDF and fake-service tests',
      command: 'npx',
      args: [
        'vitest',
        'run',
        ...['web', 'shared', 'pdf', 'fakes'].flatMap((project) => ['--project', project]),
        ...vitestReport(unitReports.rest),
      ],
    },
  ]),
]);

// One report of every unit and integration test, as one Vitest run would write it.
const unitParts = Object.values(unitReports).map(readReport);
fs.writeFileSync(
  unitReport,
  JSON.stringify({ testResults: unitParts.flatMap((report) => report?.testResults ?? []) }),
);
if (unitParts.some((report) => report === undefined)) failures.push('Unit test reports');

const e2eReport = path.join(REPORTS, 'e2e.json');
fs.rmSync(e2eReport, { force: true });
if (chromiumReady) {
  await check(
    'Browser tests (Chromium against the built app)',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${e2eReport}`,
    ],
    {
      env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    },
  );
}

await check('Log canary (no secret in any server log of this run)', 'node', [
  path.join(ROOT, 'scripts/log-canary.mjs'),
  LOGS,
]);

const unit = countTests(readReport(unitReport));
const postgres = countTests(readReport(unitReport), (test) => test.fullName.includes('[postgres]'));
const browser = countTests(readReport(e2eReport));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

step(`Summary (${minutes} min)`);
for (const { title, seconds } of timings)
  process.stdout.write(`  ${seconds.toFixed(0).padStart(5)} s  ${title}\n`);
process.stdout.write(
  `Unit and integration: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped\n`,
);
process.stdout.write(
  `  of which on a real PostgreSQL server: ${postgres.passed} passed, ${postgres.failed} failed\n`,
);
process.stdout.write(
  `Browser (Chromium): ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped\n`,
);
if (postgres.passed === 0) {
  process.stdout.write('*** NO TEST RAN ON A REAL POSTGRESQL SERVER ***\n');
  if (!process.env.TEST_POSTGRES) failures.push('PostgreSQL run');
}
if (browser.passed === 0) failures.push('Browser run');
if (failures.length > 0) process.stdout.write(`Failed steps: ${failures.join('; ')}\n`);
process.stdout.write(
  `Tests: ${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + (failures.length > 0 && unit.failed + browser.failed === 0 ? 1 : 0)} failed\n`,
);
process.exit(failures.length > 0 ? 1 : 0);
