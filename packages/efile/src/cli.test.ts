import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRE_SAMPLES_DIR, FIXTURES_DIR, PACKAGE_DIR, SHIPPED_SCHEMA_DIR } from './test-support/paths.ts';

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
      '--tcc', 'IR123', '--software-id', '25F1099SW', '--contact-name', 'Pat Operator', '--contact-phone', '6175550100',
    ); // prettier-ignore
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<TransmitterControlCd>IR123</TransmitterControlCd>');
    expect(result.stdout).toContain('<Form1099INTDetail>');
    expect(
      runCli('convert', path.join(FIXTURES_DIR, '2024/1099-int/original.txt'), '--to', 'iris-xml').stderr,
    ).toBe('efile: IRIS needs an IRIS TCC (5 letters or digits): give --tcc or put it in --config.\n');
  });

  it('checks a TY2025 IRIS file against the official schema as well as our rules', () => {
    const good = runCli('validate', path.join(FIXTURES_DIR, '2025/1099-nec/original.xml'));
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('no errors (official TY2025 schema checked)');

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'efile-cli-'));
    const broken = path.join(folder, 'broken.xml');
    fs.writeFileSync(
      broken,
      fs
        .readFileSync(path.join(FIXTURES_DIR, '2025/1099-nec/original.xml'), 'utf8')
        .replace('<TIN>412345678</TIN>', '<TIN>41234567X</TIN>'),
    );
    const bad = runCli('validate', broken);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(
      /^ERROR SCHEMA line 110: Element 'TIN': \[facet 'pattern'\] The value '\*{8}X' is not accepted/m,
    );
    expect(bad.stdout).not.toContain('41234567');
    expect(bad.stdout).toContain('1 error(s) (official TY2025 schema checked)');

    const otherYear = runCli('validate', path.join(FIXTURES_DIR, '2024/1099-nec/original.xml'));
    expect(otherYear.code).toBe(0);
    expect(otherYear.stdout).toContain('no errors (schema not checked: only the TY2025 schema is shipped)');

    const noSchema = runCli('validate', broken, '--schema', folder);
    expect(noSchema.code).toBe(2);
    expect(noSchema.stderr).toContain('has no MSG folder');
    fs.rmSync(folder, { recursive: true });
  });

  it('refuses to convert G corrections to IRIS: a Pub 1220 file has no Unique Record IDs', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'efile-cli-'));
    const out = path.join(folder, 'misc.xml');
    const result = runCli(
      'convert', path.join(FIXTURES_DIR, '2025/1099-misc/correction.txt'), '--to', 'iris-xml', '--out', out,
      '--tcc', 'IR123', '--software-id', '25F1099SW', '--contact-name', 'Pat Operator', '--contact-phone', '6175550100',
    ); // prettier-ignore
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /Form 1099-MISC for payee "[^"]+" is a correction, but the Unique Record ID of the accepted return it corrects is missing/,
    );
    expect(result.stderr).toContain('No IRIS file was written.');
    expect(fs.readdirSync(folder)).toEqual([]);
    fs.rmSync(folder, { recursive: true });
  });

  it('checks the IRIS files it converts to against the official schema before writing them', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'efile-cli-'));
    const out = path.join(folder, 'misc.xml');
    const result = runCli(
      'convert', path.join(FIXTURES_DIR, '2025/1099-misc/original.txt'), '--to', 'iris-xml', '--out', out,
      '--tcc', 'IR123', '--software-id', '25F1099SW', '--contact-name', 'Pat Operator', '--contact-phone', '6175550100',
    ); // prettier-ignore
    expect(result.code).toBe(0);
    expect(fs.readdirSync(folder).sort()).toEqual(['misc.xml']);
    fs.rmSync(out);

    // A copy of the schema whose SoftwareId allows digits only: the output no longer passes it.
    const schema = path.join(folder, 'schema');
    fs.cpSync(SHIPPED_SCHEMA_DIR, schema, { recursive: true });
    const types = path.join(schema, 'COMMON/IRS-IRefileTypes.xsd');
    fs.writeFileSync(
      types,
      fs
        .readFileSync(types, 'utf8')
        .replace('<xsd:pattern value="[a-zA-Z0-9]{0,10}"/>', '<xsd:pattern value="[0-9]{0,10}"/>'),
    );
    const args = [
      'convert', path.join(FIXTURES_DIR, '2025/1099-misc/original.txt'), '--to', 'iris-xml', '--out', out,
      '--tcc', 'IR123', '--software-id', '25F1099SW', '--contact-name', 'Pat Operator', '--contact-phone', '6175550100',
      '--schema', schema,
    ]; // prettier-ignore
    const refused = runCli(...args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^ERROR transmission 1, line \d+: official schema: Element 'SoftwareId': \[facet 'pattern'\] The value '25F1099SW'/m,
    );
    expect(refused.stderr).toContain('was not written; add --force to write it anyway.');
    expect(fs.readdirSync(folder)).toEqual(['schema']);

    const forced = runCli(...args, '--force');
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('written anyway (--force)');
    expect(fs.readdirSync(folder).sort()).toEqual(['misc.xml', 'schema']);
    fs.rmSync(folder, { recursive: true });
  });

  it('takes the contact phone and e-mail as people write them, and names the option it refuses', () => {
    const input = path.join(FIXTURES_DIR, '2025/1099-nec/original.txt');
    const convert = (...contact: string[]) =>
      runCli(
        'convert',
        input,
        '--to',
        'iris-xml',
        '--tcc',
        'IR123',
        '--software-id',
        'F1099SW01',
        ...contact,
      );
    const written = convert(
      '--contact-name',
      "Pat O'Brien",
      '--contact-phone',
      '+1 (617) 555-0100 ext. 12',
      '--contact-email',
      'pat@file1099.example',
    );
    expect(written.code).toBe(0);
    expect(written.stdout).toContain('<ContactPhoneNum>617555010012</ContactPhoneNum>');
    expect(written.stdout).toContain('<ContactEmailAddressTxt>pat@file1099.example</ContactEmailAddressTxt>');
    expect(convert('--contact-name', 'Pat', '--contact-phone', '555-0100').stderr).toBe(
      'efile: --contact-phone "555-0100": Phone number must have 10 to 30 digits, e.g. (555) 123-4567 or 555-123-4567 ext. 89.\n',
    );
    expect(
      convert('--contact-name', 'Pat', '--contact-phone', '617.555.0100', '--contact-email', 'pat@').stderr,
    ).toBe('efile: --contact-email "pat@": Must be a valid email.\n');
    expect(convert('--contact-phone', '617.555.0100').stderr).toBe(
      'efile: Contact name is required to e-file: give --contact-name or put it in --config.\n',
    );
  });

  it('refuses, naming form, payee and field, a Pub 1220 value IRIS cannot carry whole', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'efile-cli-'));
    const file = path.join(folder, 'city.txt');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(path.join(FIXTURES_DIR, '2025/1099-nec/original.txt'), 'latin1')
        .replace('LOS ANGELES     ', 'TWENTYNINE 29   '),
    );
    const result = runCli(
      'convert', file, '--to', 'iris-xml', '--tcc', 'IR123', '--software-id', 'F1099SW01',
      '--contact-name', 'Pat', '--contact-phone', '6175550100',
    ); // prettier-ignore
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /\nefile: could not finish: Form 1099-NEC for payee "[^"]+": the city "TWENTYNINE 29" has digits; IRIS takes only letters in a city\n$/,
    );
    fs.rmSync(folder, { recursive: true });
  });
});
