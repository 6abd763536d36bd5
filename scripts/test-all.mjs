// npm test: every check and test of the project, the browser and the real-PostgreSQL runs included.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, ROOT, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = path.join(ROOT, '.tmp');
fs.mkdirSync(REPORTS, { recursive: true });
// Server logs and the secrets the tests used, written by the test harnesses for the log canary.
const LOGS = path.join(REPORTS, 'logs');
fs.rmSync(LOGS, { recursive: true, force: true });

const failures = [];
const started = Date.now();

function step(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

async function check(title, command, args, options) {
  step(title);
  const code = await run(command, args, options);
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

const chromiumReady = ensureChromium();
if (!chromiumReady) failures.push('Chromium install');

await check('Source checks (declared imports, file length, import cycles)', 'node', [
  path.join(ROOT, 'scripts/check-sources.mjs'),
]);
await check('Migration drift (the schema in code equals apps/server/drizzle)', 'node', [
  path.join(ROOT, 'scripts/check-migrations.mjs'),
]);
await check('Typecheck', 'npm', ['run', '-s', 'typecheck']);
await check('Lint', 'npm', ['run', '-s', 'lint']);

const unitReport = path.join(REPORTS, 'unit.json');
fs.rmSync(unitReport, { force: true });
await check('Unit and integration tests (PGlite and a throwaway PostgreSQL server)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);

const formsPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/forms/package.json'), 'utf8'));
if (formsPackage.scripts?.coverage)
  await check('Form package branch coverage', 'npm', ['run', '-s', 'coverage', '-w', 'packages/forms']);

step('Building the web app');
if ((await buildWebIfStale()) !== 0) failures.push('Web build');

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
