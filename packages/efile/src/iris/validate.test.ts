import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IRIS_EXAMPLES_DIR } from '../test-support/paths.ts';
import { listFixtures, toIrisInput } from '../test-support/fixtures.ts';
import { validateIrisXml } from './validate.ts';
import { writeIrisXmlToStrings } from './writer.ts';

const fixtures = listFixtures();
const necOriginal = fixtures.find(
  (fixture) => fixture.year === 2025 && fixture.form === '1099-nec' && fixture.kind === 'original',
);

function writeNec(): string {
  if (!necOriginal) throw new Error('fixture missing');
  return writeIrisXmlToStrings(toIrisInput(necOriginal.input))[0] ?? '';
}

function getCodes(xml: string): string[] {
  return validateIrisXml(xml).problems.map((problem) => problem.code);
}

describe('validateIrisXml: business rules the schema cannot express', () => {
  it.each(fixtures.map((fixture) => [`${fixture.year}/${fixture.form}/${fixture.kind}`, fixture] as const))(
    '%s has no problems',
    (_name, fixture) => {
      const [xml = ''] = writeIrisXmlToStrings(toIrisInput(fixture.input));
      expect(validateIrisXml(xml).problems).toEqual([]);
    },
  );

  // The samples' own counts are placeholders (e.g. TotalRecipientFormCnt 0 with two records), so only parsing is checked.
  it('parses every official sample transmission', () => {
    const folder = IRIS_EXAMPLES_DIR;
    for (const name of fs.readdirSync(folder)) {
      const result = validateIrisXml(fs.readFileSync(path.join(folder, name), 'utf8'));
      expect(result.problems.filter((problem) => /XML_NOT|NOT_IRIS/.test(problem.code))).toEqual([]);
      expect(result.recordCount).toBeGreaterThanOrEqual(0);
    }
  });

  it('finds totals that do not add up', () => {
    const xml = writeNec().replace(
      '<NonemployeeCompensationAmt>75000.00</NonemployeeCompensationAmt>',
      '<NonemployeeCompensationAmt>75000.01</NonemployeeCompensationAmt>',
    );
    expect(validateIrisXml(xml).problems[0]?.message).toBe(
      'The header total NonemployeeCompensationAmt is 75000.01, but the records add up to 75000.00.',
    );
  });

  it('finds wrong counts, a missing issuer phone and duplicate TINs without account numbers', () => {
    const xml = writeNec()
      .replace(
        '<TotalRecipientFormCnt>3</TotalRecipientFormCnt>',
        '<TotalRecipientFormCnt>4</TotalRecipientFormCnt>',
      )
      .replace(
        '<TotalReportedRcpntFormCnt>3</TotalReportedRcpntFormCnt>',
        '<TotalReportedRcpntFormCnt>2</TotalReportedRcpntFormCnt>',
      )
      .replace(/<PhoneNum>\d+<\/PhoneNum>/, '')
      .replace('<TIN>271234567</TIN>', '<TIN>412345678</TIN>')
      .replace(/<RecipientAccountNum>[^<]*<\/RecipientAccountNum>/g, '');
    expect(getCodes(xml).sort()).toEqual([
      'DUPLICATE_TIN_WITHOUT_ACCOUNT',
      'ISSUER_PHONE_MISSING',
      'RECIPIENT_COUNT_MISMATCH',
      'SUBMISSION_COUNT_MISMATCH',
    ]);
  });

  it('checks corrections against the transmission type', () => {
    const xml = writeNec().replace(
      '<TransmissionTypeCd>O</TransmissionTypeCd>',
      '<TransmissionTypeCd>C</TransmissionTypeCd>',
    );
    // Each record lacks CorrectedInd 1 (FTMFST003_001) and the UniqueRecordId it corrects (FTMFST014).
    expect(getCodes(xml)).toEqual(
      Array<string[]>(3).fill(['CORRECTION_NOT_MARKED', 'CORRECTION_WITHOUT_PREVIOUS_RECORD']).flat(),
    );
    const marked = writeNec().replace('<CorrectedInd>0</CorrectedInd>', '<CorrectedInd>1</CorrectedInd>');
    expect(getCodes(marked)).toEqual(['CORRECTION_IN_ORIGINAL', 'CORRECTION_WITHOUT_PREVIOUS_RECORD']);
  });

  it('gives one clear message for XML in another namespace or broken XML', () => {
    expect(validateIrisXml('<Return xmlns="http://www.irs.gov/efile"><a/></Return>').problems).toEqual([
      expect.objectContaining({
        code: 'XML_NOT_WELL_FORMED',
        message: expect.stringContaining('not an IRIS transmission'),
      }),
    ]);
    expect(getCodes('<IRTransmission xmlns="urn:us:gov:treasury:irs:ir"><a></IRTransmission>')).toEqual([
      'XML_NOT_WELL_FORMED',
    ]);
  });
});
