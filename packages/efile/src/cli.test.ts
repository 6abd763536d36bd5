import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRE_SAMPLES_DIR, FIXTURES_DIR, PACKAGE_DIR } from './test-support/paths.ts';

/** The operator CLI (cli/efile.ts) run as operators run it. */
function runCli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(PACKAGE_DIR, 'cli/efile.ts'), ...args],
    { encoding: 'utf8', cwd: PACKAGE_DIR },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('efile CLI', () => {
  it('validates a good Pub 1220 file (exit 0) and a bad one (exit 1, every problem listed)', () => {
    const good = runCli('validate', path.join(FIXTURES_DIR, '2025/1099-nec/original.txt'));
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('no errors');
    const bad = runCli('validate', path.join(FIRE_SAMPLES_DIR, 'oneTransactionFile.ascii'));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('ERROR TRANSFER_AGENT_NAME_MISSING Record 2 (A), positions 93-132');
  });

  it('gives one line, never a stack trace, for files that are not e-file files', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'efile-cli-'));
    const files: Record<string, string | Buffer> = {
      'empty.txt': '',
      'binary.bin': Buffer.from([0, 1, 2, 3, 255, 254, 0, 7, 8]),
      'sheet.xlsx': Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]),
      'line.txt': 'T'.repeat(10_000_000),
      'other.xml': '<Return xmlns="http://www.irs.gov/efile"><ReturnHeader/></Return>',
    };
    for (const [name, contents] of Object.entries(files)) {
      fs.writeFileSync(path.join(folder, name), contents);
      const result = runCli('validate', path.join(folder, name));
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^efile: /);
    }
    fs.rmSync(folder, { recursive: true });
  });

  it('converts Pub 1220 to IRIS XML with the transmitter options', () => {
    const result = runCli(
      'convert', path.join(FIXTURES_DIR, '2024/1099-int/original.txt'), '--to', 'iris-xml',
      '--tcc', 'IR123', '--software-id', 'F1099SW01', '--contact-name', 'Pat Operator', '--contact-phone', '6175550100',
    ); // prettier-ignore
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<TransmitterControlCd>IR123</TransmitterControlCd>');
    expect(result.stdout).toContain('<Form1099INTDetail>');
    expect(
      runCli('convert', path.join(FIXTURES_DIR, '2024/1099-int/original.txt'), '--to', 'iris-xml').stderr,
    ).toBe('efile: IRIS needs an IRIS TCC (5 letters or digits): give --tcc or put it in --config.\n');
  });
});
