import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAgainstTy2025Schema } from '../test-support/xsd.ts';
import { IRIS_EXAMPLES_DIR, REFERENCE_SCHEMA_DIR, SHIPPED_SCHEMA_DIR } from '../test-support/paths.ts';
import { listFixtures, toIrisInput } from '../test-support/fixtures.ts';
import { writeIrisXmlToStrings } from './writer.ts';
import { UNVERIFIED_2026_ELEMENT_NAMES } from './elements.ts';

/** Remove the TY2026 elements we invented, to check that everything else matches the TY2025 schema. */
function stripUnverified2026(xml: string): string {
  return UNVERIFIED_2026_ELEMENT_NAMES.reduce(
    (text, name) => text.replace(new RegExp(`\\s*<${name}>[^<]*</${name}>`, 'g'), ''),
    xml,
  );
}

const fixtures = listFixtures();

describe('IRIS XML against the official TY2025 schema', () => {
  it('validates the official samples (the harness works)', async () => {
    const sample = fs.readFileSync(
      path.join(IRIS_EXAMPLES_DIR, 'XML Sample - 1099-MISC 2 states.xml'),
      'utf8',
    );
    expect(await validateAgainstTy2025Schema(sample)).toEqual([]);
  });

  it('rejects a broken file (the harness reports errors)', async () => {
    const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixtures[0]?.input ?? (undefined as never)));
    const broken = xml.replace('<TaxYr>', '<TaxYear>').replace('</TaxYr>', '</TaxYear>');
    expect((await validateAgainstTy2025Schema(broken)).length).toBeGreaterThan(0);
  });

  it.each(
    fixtures
      .filter((fixture) => fixture.year === 2025)
      .map((fixture) => [`${fixture.form}/${fixture.kind}`, fixture] as const),
  )('TY2025 %s validates', async (_name, fixture) => {
    const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixture.input));
    expect(await validateAgainstTy2025Schema(xml)).toEqual([]);
  });

  it.each(
    fixtures
      .filter((fixture) => fixture.year === 2026 && fixture.kind === 'original')
      .map((fixture) => [fixture.form, fixture] as const),
  )(
    'TY2026 %s: all but the listed unverified elements validate against the TY2025 schema',
    async (_name, fixture) => {
      const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixture.input));
      expect(await validateAgainstTy2025Schema(stripUnverified2026(xml))).toEqual([]);
    },
  );
});

/** `sha256sum` lines: hash, two spaces, the path below schemas/ty2025. */
function readChecksums(): Map<string, string> {
  const text = fs.readFileSync(path.join(SHIPPED_SCHEMA_DIR, 'SHA256SUMS'), 'utf8');
  return new Map(
    text
      .trim()
      .split('\n')
      .map((line) => {
        const [hash = '', name = ''] = line.split(/\s+/);
        return [name, hash] as const;
      }),
  );
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function listSchemas(root: string): string[] {
  return ['MSG', 'COMMON', 'FORM_TYPES'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => `${folder}/${name}`),
  );
}

describe('the shipped schemas', () => {
  it("are the IRS's TY2025 intake schemas: every file and no other, as their SHA-256 list says", () => {
    const checksums = readChecksums();
    expect(checksums.size).toBe(39);
    expect(listSchemas(SHIPPED_SCHEMA_DIR).sort()).toEqual([...checksums.keys()].sort());
    for (const [name, hash] of checksums)
      expect(sha256(path.join(SHIPPED_SCHEMA_DIR, name)), name).toBe(hash);
  });

  it.runIf(fs.existsSync(REFERENCE_SCHEMA_DIR))('match the IRS package beside the repository', () => {
    const reference = path.join(REFERENCE_SCHEMA_DIR, 'intake');
    const checksums = readChecksums();
    expect(listSchemas(reference).sort()).toEqual([...checksums.keys()].sort());
    for (const [name, hash] of checksums) expect(sha256(path.join(reference, name)), name).toBe(hash);
  });
});
