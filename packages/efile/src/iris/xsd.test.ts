import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IRIS_EXAMPLES_DIR, REFERENCE_SCHEMA_DIR, SHIPPED_SCHEMA_DIR } from '../test-support/paths.ts';
import { listFixtures, toIrisInput } from '../test-support/fixtures.ts';
import { writeIrisXmlToStrings } from './writer.ts';
import { UNVERIFIED_2026_ELEMENT_NAMES } from './elements.ts';
import {
  IRIS_SCHEMA_DIR,
  maskTins,
  validateIrisXmlDocumentsWithSchema,
  validateIrisXmlWithSchema,
  type IrisSchemaResult,
} from './schema.ts';

/** Remove the TY2026 elements we invented, to check that everything else matches the TY2025 schema. */
function stripUnverified2026(xml: string): string {
  return UNVERIFIED_2026_ELEMENT_NAMES.reduce(
    (text, name) => text.replace(new RegExp(`\\s*<${name}>[^<]*</${name}>`, 'g'), ''),
    xml,
  );
}

const fixtures = listFixtures();
const examples = fs
  .readdirSync(IRIS_EXAMPLES_DIR)
  .filter((name) => name.endsWith('.xml'))
  .sort();

/** Every IRIS document the tests write or read that the TY2025 schema must accept, by name. */
const documents = new Map<string, string>();
for (const name of examples) documents.set(name, fs.readFileSync(path.join(IRIS_EXAMPLES_DIR, name), 'utf8'));
for (const fixture of fixtures.filter((item) => item.year === 2025)) {
  const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixture.input));
  documents.set(`TY2025 ${fixture.form}/${fixture.kind} as written`, xml);
  const goldenPath = path.format({ ...path.parse(fixture.jsonPath), base: '', ext: '.xml' });
  documents.set(`TY2025 ${fixture.form}/${fixture.kind} golden file`, fs.readFileSync(goldenPath, 'utf8'));
}
for (const fixture of fixtures.filter((item) => item.year === 2026)) {
  const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixture.input));
  documents.set(
    `TY2026 ${fixture.form}/${fixture.kind} without the unverified elements`,
    stripUnverified2026(xml),
  );
}

describe('IRIS XML against the official TY2025 schema', () => {
  let results = new Map<string, IrisSchemaResult>();

  beforeAll(async () => {
    // One libxml2 run for all documents: the schema is compiled once.
    const names = [...documents.keys()];
    const checked = await validateIrisXmlDocumentsWithSchema([...documents.values()]);
    results = new Map(names.map((name, index) => [name, checked[index] ?? { valid: false, errors: [] }]));
  });

  it('checks every official sample and every TY2025 and TY2026 fixture', () => {
    expect(examples).toHaveLength(9);
    expect(results.size).toBe(9 + 2 * 15 + 15);
  });

  it.each([...documents.keys()])('%s validates', (name) => {
    expect(results.get(name)).toEqual({ valid: true, errors: [] });
  });
});

const nec = fixtures.find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
);
const [necXml = ''] = nec ? writeIrisXmlToStrings(toIrisInput(nec.input)) : [];

/** The document with the first match of `pattern` replaced (the test fails if there is none). */
function breakDocument(pattern: RegExp | string, replacement: string): string {
  const broken = necXml.replace(pattern, replacement);
  if (broken === necXml) throw new Error(`nothing to replace: ${String(pattern)}`);
  return broken;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('the official schema check on broken documents', () => {
  it('names the misplaced element and what the schema expects, with its line', async () => {
    const result = await validateIrisXmlWithSchema(
      breakDocument(
        /(<UniqueTransmissionId>[^<]*<\/UniqueTransmissionId>)(\s*)(<TaxYr>2025<\/TaxYr>)/,
        '$3$2$1',
      ),
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        line: lineOf(necXml, '<UniqueTransmissionId>'),
        message: "Element 'TaxYr': This element is not expected. Expected is ( UniqueTransmissionId ).",
      },
    ]);
  });

  it('refuses a name longer than the schema allows', async () => {
    const long = 'A'.repeat(80);
    const result = await validateIrisXmlWithSchema(
      breakDocument('<PersonLastNm>ONeil-Perez</PersonLastNm>', `<PersonLastNm>${long}</PersonLastNm>`),
    );
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.line).toBe(lineOf(necXml, '<PersonLastNm>'));
    expect(result.errors[0]?.message).toMatch(/^Element 'PersonLastNm': \[facet 'maxLength'\]/);
  });

  it('refuses a TIN that is not 9 digits, without repeating it', async () => {
    const result = await validateIrisXmlWithSchema(
      breakDocument('<TIN>412345678</TIN>', '<TIN>41234567X</TIN>'),
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.line).toBe(lineOf(necXml, '<TIN>412345678</TIN>'));
    expect(result.errors[0]?.message).toMatch(
      /^Element 'TIN': \[facet 'pattern'\] The value '\*{8}X' is not accepted/,
    );
    expect(JSON.stringify(result)).not.toContain('41234567');
  });

  it('masks a ten-digit TIN as well', async () => {
    const result = await validateIrisXmlWithSchema(
      breakDocument('<TIN>412345678</TIN>', '<TIN>4123456789</TIN>'),
    );
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result)).not.toMatch(/\d{5}/);
  });

  it('names a missing required element', async () => {
    const result = await validateIrisXmlWithSchema(
      breakDocument(/\s*<TransmissionTypeCd>O<\/TransmissionTypeCd>/, ''),
    );
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toBe(
      "Element 'TestCd': This element is not expected. Expected is ( TransmissionTypeCd ).",
    );
  });

  it('refuses XML that is not well formed', async () => {
    const result = await validateIrisXmlWithSchema(necXml.slice(0, 2000));
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('gives each document of a batch its own errors', async () => {
    const broken = breakDocument('<TIN>412345678</TIN>', '<TIN>12</TIN>');
    const [first, second, third] = await validateIrisXmlDocumentsWithSchema([necXml, broken, necXml]);
    expect(first).toEqual({ valid: true, errors: [] });
    expect(second?.valid).toBe(false);
    expect(second?.errors).toHaveLength(1);
    expect(third).toEqual({ valid: true, errors: [] });
    expect(await validateIrisXmlDocumentsWithSchema([])).toEqual([]);
  });

  it('says so when the schema folder is missing', async () => {
    await expect(
      validateIrisXmlWithSchema(necXml, { schemaDir: path.join(IRIS_SCHEMA_DIR, 'nowhere') }),
    ).rejects.toThrow(/has no MSG folder/);
  });
});

describe('maskTins', () => {
  it('hides 9-digit runs and hyphenated SSNs and EINs, and keeps other numbers', () => {
    expect(maskTins("value '123456789' or 123-45-6789 or 12-3456789; amount 12500.00, line 42")).toBe(
      "value '*********' or ***-**-**** or **-*******; amount 12500.00, line 42",
    );
  });
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
  it('are the folder the schema check reads', () => {
    expect(IRIS_SCHEMA_DIR).toBe(SHIPPED_SCHEMA_DIR);
  });

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
