import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, scanLine, scanLogs, SecretIndex, secretVariants } from '../../../../scripts/log-canary.mjs';
import { createCapturingLogger } from './logger.ts';

const PASSWORD = 'purple monkey dishwasher 42';
const SESSION = 'sess_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const CODE = 'Xc83kQ0pLm27';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function makeRun(secrets: string[], logs: Record<string, string[]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-canary-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'secrets-1.txt'), secrets.map((line) => `${line}\n`).join(''));
  for (const [name, lines] of Object.entries(logs))
    fs.writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
  return dir;
}

/** Lines as the server writes them: real pino output through the production options. */
function cleanServerLines(): string[] {
  const { log, lines } = createCapturingLogger();
  log.info({ reqId: 'a1b2', req: { method: 'GET', url: '/rs/graphql' } }, 'incoming request');
  log.info({ password: PASSWORD, headers: { cookie: `f1099_session=${SESSION}` }, code: CODE }, 'signed in');
  log.info({ res: { statusCode: 200 }, responseTime: 12.123456789 }, 'request completed');
  log.error({ err: new Error('payee 123-45-6789 not found') }, 'lookup failed');
  return lines;
}

describe('the log canary', () => {
  it('passes a clean log: redacted fields, masked TINs, ordinary numbers and ids', () => {
    const lines = cleanServerLines();
    const all = lines.join('\n');
    expect(all).toContain('[redacted]');
    expect(all).toContain('[tin]');
    const dir = makeRun([`password\t${PASSWORD}`, `cookie\t${SESSION}`, `code\t${CODE}`], {
      'server-clean-1.log': [
        ...lines,
        '{"level":30,"reqId":"e24a39b8-235d-4eec-a971-708c29a5ef0d","mailId":123,"msg":"mail to outbox"}',
        'plain text: built in 1234 ms, 12345678 bytes',
      ],
    });
    const result = scanLogs(dir);
    expect(result.files).toBe(1);
    expect(result.lines).toBeGreaterThan(5);
    expect(result.findings).toEqual([]);
  });

  it('catches a planted secret in any spelling, and says where', () => {
    const dir = makeRun(
      [`password\t${PASSWORD}`, `cookie\t${SESSION}`, `code\t${CODE}`, 'tin\t987-65-4321'],
      {
        'a.log': ['{"msg":"fine"}', `{"msg":"login ${PASSWORD}"}`],
        'b.log': [
          `GET /confirmemail?c=${encodeURIComponent(PASSWORD)}`,
          `{"cookieHeader":"f1099_session=${SESSION}; other=1"}`,
          `{"msg":"code was ${CODE}"}`,
          `{"msg":"tin 9876x54321"}`,
          `{"msg":"tin TIN987654321"}`,
        ],
      },
    );
    const { findings } = scanLogs(dir);
    const recorded = findings.filter((finding) => finding.rule === 'recorded secret');
    expect(recorded.map((finding) => `${finding.file}:${finding.line}`)).toEqual([
      'a.log:2',
      'b.log:1',
      'b.log:2',
      'b.log:3',
      'b.log:5',
    ]);
    expect(recorded[0]?.detail).toBe('password pu… (27 chars)');
  });

  it('catches TIN-shaped values, unredacted secret fields and secret URL parameters', () => {
    expect(scanLine('{"msg":"payee 123-45-6789"}').map((f) => f.rule)).toEqual(['TIN-shaped value']);
    expect(scanLine('{"msg":"EIN 12-3456789"}').map((f) => f.rule)).toEqual(['TIN-shaped value']);
    expect(scanLine('{"tin":123456789}').map((f) => f.rule)).toEqual([
      'TIN-shaped value',
      'unredacted field',
    ]);
    expect(scanLine('{"req":{"headers":{"authorization":"Bearer abc"}}}').map((f) => f.rule)).toEqual([
      'unredacted field',
    ]);
    expect(scanLine('{"input":{"newPassword":"hunter22"}}')).toEqual([
      { rule: 'unredacted field', detail: '"newPassword": hu… (8 chars)' },
    ]);
    expect(scanLine('{"variables":{"a":1}}')).toEqual([
      { rule: 'unredacted field', detail: '"variables": (an object)' },
    ]);
    expect(scanLine('{"url":"/resetpassword?code=abcd1234&email=a@b.c"}').map((f) => f.rule)).toEqual([
      'secret parameter',
    ]);
    expect(
      scanLine('{"password":"[redacted]","tin":"[redacted]","msg":"tin [tin]","ms":0.123456789}'),
    ).toEqual([]);
  });

  it('never prints the secret itself, and fails the run from the command line', () => {
    const dir = makeRun([`password\t${PASSWORD}`], {
      'c.log': [`{"msg":"${PASSWORD}"}`, '{"ssn":"123-45-6789"}'],
    });
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/log-canary.mjs'), dir], { encoding: 'utf8' });
    } catch (error) {
      const failure = error as { status: number; stdout: string };
      status = failure.status;
      output = failure.stdout;
    }
    expect(status).toBe(1);
    expect(output).toContain('c.log:1: recorded secret: password pu… (27 chars)');
    expect(output).toContain('c.log:2: TIN-shaped value: 12… (11 chars)');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain('123-45-6789');

    const clean = makeRun([`password\t${PASSWORD}`], { 'd.log': ['{"msg":"ok"}'] });
    expect(
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/log-canary.mjs'), clean], {
        encoding: 'utf8',
      }),
    ).toContain('no secret found');
  });

  it('knows the spellings of a TIN and of a text secret', () => {
    expect(secretVariants('123456789')).toEqual(expect.arrayContaining(['123-45-6789', '12-3456789']));
    expect(secretVariants('a b"c&d')).toEqual(
      expect.arrayContaining(['a%20b%22c%26d', 'a+b%22c%26d', 'a b\\"c&d']),
    );
    const index = new SecretIndex([['tin', '12-3456789']]);
    expect(index.find('x 123456789 y')?.kind).toBe('tin');
    expect(index.find('nothing here')).toBeUndefined();
    const numbers = new SecretIndex([['tin', '100000001']]);
    expect(numbers.find('"responseTime":16.05100000001148')).toBeUndefined();
    expect(numbers.find('id 91000000012')).toBeUndefined();
    expect(numbers.find('TIN100000001.')?.kind).toBe('tin');
  });
});
