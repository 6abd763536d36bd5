import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPub1220TaxYear } from './pub1220/codes.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { validatePub1220 } from './pub1220/validate.ts';
import { formatPub1220Problem } from './pub1220/problems.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import { listFixtures, readGolden, toIrisInput, toPub1220Input } from './test-support/fixtures.ts';

const fixtures = listFixtures();

describe('golden Pub 1220 files: every form × tax year 2024-2025 × original/correction/replacement', () => {
  const pub1220 = fixtures.filter((fixture) => isPub1220TaxYear(fixture.year));

  it.each(pub1220.map((fixture) => [`${fixture.year}/${fixture.form}/${fixture.kind}`, fixture] as const))(
    '%s',
    (_name, fixture) => {
      const text = writePub1220ToString(toPub1220Input(fixture.input));
      expect(text).toBe(readGolden(fixture.jsonPath.replace(/\.json$/, '.txt'), text));
      const result = validatePub1220(text);
      const errors = result.problems
        .filter((problem) => problem.severity === 'error')
        .map(formatPub1220Problem);
      expect(errors).toEqual([]);
    },
  );
});

describe('golden IRIS XML files: every form × tax year 2024-2026 × original/correction/replacement', () => {
  it.each(fixtures.map((fixture) => [`${fixture.year}/${fixture.form}/${fixture.kind}`, fixture] as const))(
    '%s',
    (_name, fixture) => {
      const [xml = '', ...rest] = writeIrisXmlToStrings(toIrisInput(fixture.input));
      expect(rest).toEqual([]);
      expect(xml).toBe(
        readGolden(path.format({ ...path.parse(fixture.jsonPath), base: '', ext: '.xml' }), xml),
      );
    },
  );
});
