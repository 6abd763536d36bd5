import { describe, expect, it } from 'vitest';
import { listFixtures, toPub1220Input } from './test-support/fixtures.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { convertPub1220FileToCsv, convertPub1220ToIris } from './convert.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import { validateIrisXml } from './iris/validate.ts';
import { validateIrisXmlDocumentsWithSchema } from './iris/schema.ts';
import { readPub1220 } from './pub1220/reader.ts';

const options = {
  tcc: 'IR123',
  softwareId: '25F1099SW',
  contact: { name: 'Pat Operator', phone: '6175550100', email: 'efile@file1099.example' },
  createUuid: () => '11111111-2222-3333-4444-555555555555',
};

describe('Pub 1220 → IRIS conversions', () => {
  it.each(
    listFixtures()
      .filter((fixture) => fixture.year === 2025 && fixture.kind !== 'replacement')
      .map((fixture) => [`${fixture.form}/${fixture.kind}`, fixture] as const),
  )('%s converts to IRIS XML that passes the TY2025 schema and our rules', async (_name, fixture) => {
    const text = writePub1220ToString(toPub1220Input(fixture.input));
    const converted = convertPub1220ToIris(text, options);
    if (!converted.ok) throw new Error(converted.message);
    const documents: string[] = [];
    for (const input of converted.result.inputs) {
      const withIds = {
        ...input,
        submissions: input.submissions.map((submission) => ({
          ...submission,
          returns: [...submission.returns].map((ret, index) =>
            ret.correction === 'G'
              ? { ...ret, previousUniqueRecordId: `2026-12345678901-a1b2c3d4e|1|${index + 1}` }
              : ret,
          ),
        })),
      };
      for (const xml of writeIrisXmlToStrings(withIds)) {
        expect(validateIrisXml(xml).problems).toEqual([]);
        documents.push(xml);
      }
    }
    // The official schema, for all the transmissions in one libxml2 run.
    expect(await validateIrisXmlDocumentsWithSchema(documents)).toEqual(
      documents.map(() => ({ valid: true, errors: [] })),
    );
    if (fixture.kind === 'correction')
      expect(converted.result.inputs.map((input) => input.transmissionType)).toEqual(['O', 'C']);
  });

  it('converts to portal CSV', () => {
    const fixture = listFixtures().find(
      (item) => item.year === 2024 && item.form === '1099-misc' && item.kind === 'original',
    );
    if (!fixture) throw new Error('fixture missing');
    const read = readPub1220(writePub1220ToString(toPub1220Input(fixture.input)));
    if (!read.ok) throw new Error(read.message);
    const [file] = convertPub1220FileToCsv(read.file);
    expect(file?.rowCount).toBe(3);
    expect(file?.text).toContain('Box 14 - Excess golden parachute payments');
  });

  it('explains a file it cannot read', () => {
    expect(convertPub1220ToIris('hello', options)).toEqual({
      ok: false,
      message: 'Record 1 starts with "h", which is not a Pub 1220 record type.',
    });
  });
});
