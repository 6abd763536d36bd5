import { describe, expect, it } from 'vitest';
import { parseCsv, readIrisCsvFile } from './csv/reader.ts';
import { writeIrisCsvFiles } from './csv/writer.ts';
import { readIrisXml } from './iris/reader.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import { listFixtures, toIrisInput } from './test-support/fixtures.ts';

const correction = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'correction',
);

describe('readIrisXml', () => {
  it('reads a correction transmission back: manifest, issuer and each corrected record', () => {
    if (!correction) throw new Error('fixture missing');
    const input = toIrisInput(correction.input);
    const [xml = ''] = writeIrisXmlToStrings(input);
    const read = readIrisXml(xml);
    if (!read.ok) throw new Error(read.message);
    expect(read.file).toMatchObject({
      taxYear: 2025,
      transmissionType: 'C',
      test: false,
      softwareId: input.softwareId,
      transmitter: { tcc: input.transmitter.tcc },
    });
    const [submission] = read.file.submissions;
    expect(submission?.formType).toBe('Type_1099_NEC');
    const written = correction.input.returns.filter((ret) => ret.correction === 'G');
    expect(submission?.returns.map((ret) => [ret.correction, ret.previousUniqueRecordId])).toEqual(
      written.map((ret) => ['G', ret.previousUniqueRecordId]),
    );
    expect(submission?.returns.map((ret) => ret.filingData.nonEmployeeComp)).toEqual(
      written.map((ret) => ret.filingData.nonEmployeeComp),
    );
  });

  it('says what is wrong with a document it cannot read', () => {
    expect(readIrisXml('<Other/>')).toEqual({
      ok: false,
      message: 'The document is not an IRIS intake transmission (IRTransmission).',
    });
    expect(readIrisXml('<IRTransmission>').ok).toBe(false);
  });
});

describe('readIrisCsvFile', () => {
  it('parses quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\r\nlines"\r\nx,,y\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['x', '', 'y'],
    ]);
  });

  it('refuses a file without the template header or without forms', () => {
    expect(readIrisCsvFile('Name,TIN\r\nA,1\r\n')).toEqual({
      ok: false,
      message: 'The file does not start with the IRIS portal template header row.',
    });
    if (!correction) throw new Error('fixture missing');
    const [file] = writeIrisCsvFiles({
      taxYear: 2025,
      formType: 'Type_1099_NEC',
      payer: correction.input.payer,
      returns: correction.input.returns,
    });
    const header = file?.text.split('\r\n')[0] ?? '';
    expect(readIrisCsvFile(`${header}\r\n`)).toEqual({ ok: false, message: 'The file has no forms.' });
  });
});
