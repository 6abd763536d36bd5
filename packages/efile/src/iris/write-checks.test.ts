import { describe, expect, it } from 'vitest';
import type { EfileReturn } from '../model.ts';
import { listFixtures, toIrisInput, type FixtureInput } from '../test-support/fixtures.ts';
import { writeIrisCsvFiles } from '../csv/writer.ts';
import { writePub1220ToString } from '../pub1220/writer.ts';
import { toPub1220Input } from '../test-support/fixtures.ts';
import { validateIrisXmlWithSchema } from './schema.ts';
import { validateIrisXml } from './validate.ts';
import { writeIrisXmlToStrings } from './writer.ts';
import { IrisWriteError, MAX_IRIS_AMOUNT_CENTS } from './write-checks.ts';

function getFixture(form: string, kind = 'original', year = 2025): FixtureInput {
  const fixture = listFixtures().find(
    (item) => item.year === year && item.form === form && item.kind === kind,
  );
  if (!fixture) throw new Error(`fixture ${year}/${form}/${kind} missing`);
  return fixture.input;
}

function withReturns(input: FixtureInput, returns: EfileReturn[]): FixtureInput {
  return { ...input, returns };
}

function firstReturn(input: FixtureInput): EfileReturn {
  const ret = input.returns[0];
  if (!ret) throw new Error('fixture has no return');
  return ret;
}

const writeIris = (input: FixtureInput) => () => writeIrisXmlToStrings(toIrisInput(input));
const writeCsv = (input: FixtureInput) => () =>
  writeIrisCsvFiles({ taxYear: 2025, formType: input.formType, payer: input.payer, returns: input.returns });

describe('IRIS and portal CSV refuse amounts the schema does not take', () => {
  const nec = getFixture('1099-nec');
  const first = firstReturn(nec);

  it.each([
    [-1, 'box 1 (Nonemployee compensation) is -$0.01, but amounts can not be negative'],
    [10.5, 'box 1 (Nonemployee compensation) is 10.5 cents, not a whole number of cents'],
    [2 ** 60, `box 1 (Nonemployee compensation) is ${2 ** 60} cents, not a whole number of cents`],
  ])('%d cents', (cents, message) => {
    const input = withReturns(nec, [
      { ...first, filingData: { ...first.filingData, nonEmployeeComp: cents } },
    ]);
    for (const write of [writeIris(input), writeCsv(input)]) {
      expect(write).toThrow(IrisWriteError);
      expect(write).toThrow(`Form 1099-NEC for payee "ONEIL-PEREZ MARIA JOSE": ${message}`);
      expect(write).not.toThrow(first.payee.tin);
    }
  });

  it('names state and local amounts too', () => {
    const state = withReturns(nec, [{ ...first, filingData: { ...first.filingData, state1Income: -500 } }]);
    expect(writeIris(state)).toThrow('box 7 (State income) is -$5.00');
    const local = withReturns(nec, [{ ...first, localTaxWithheldCents: 0.5 }]);
    expect(writeIris(local)).toThrow('the local income tax withheld is 0.5 cents');
    expect(writeCsv(local)).toThrow('an IRIS portal CSV amount holds $0.00 to $999,999,999,999,999.99');
  });

  /** 12 returns whose box 1 adds up to `total`: 11 of the largest safe amount and the rest. */
  function withBox1Total(total: bigint): FixtureInput {
    const big = Number.MAX_SAFE_INTEGER;
    const rest = Number(total - 11n * BigInt(big));
    const returns = Array.from({ length: 12 }, (_, index) => ({
      ...first,
      filingData: {
        nonEmployeeComp: index < 11 ? big : rest,
        secondTinNotice: false,
        payeeAccountNumber: `MAX-${index}`,
      },
    }));
    return withReturns(nec, returns);
  }

  it('writes a total of exactly $999,999,999,999,999.99, which the official schema accepts', async () => {
    const [xml = ''] = writeIris(withBox1Total(MAX_IRIS_AMOUNT_CENTS))();
    expect(xml).toContain('<NonemployeeCompensationAmt>999999999999999.99</NonemployeeCompensationAmt>');
    expect(validateIrisXml(xml).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(await validateIrisXmlWithSchema(xml)).toEqual({ valid: true, errors: [] });
  });

  it('refuses a total one cent over, naming the form, payer and box', () => {
    const write = writeIris(withBox1Total(MAX_IRIS_AMOUNT_CENTS + 1n));
    expect(write).toThrow(IrisWriteError);
    expect(write).toThrow(
      'Form 1099-NEC for payer "ACME WIDGETS & CO": the total of box 1 (Nonemployee compensation) adds up to $1,000,000,000,000,000.00, more than the $999,999,999,999,999.99 an IRIS total holds',
    );
    expect(write).not.toThrow(nec.payer.tin);
  });
});

describe('corrections need the record id of the return they correct', () => {
  const correction = getFixture('1099-misc', 'correction');
  const corrected = correction.returns.filter((ret) => ret.correction === 'G');

  it('writes the Unique Record ID of each G record', () => {
    const [xml = ''] = writeIris(correction)();
    for (const ret of corrected)
      expect(xml).toContain(`<UniqueRecordId>${ret.previousUniqueRecordId ?? 'missing'}</UniqueRecordId>`);
  });

  it.each([undefined, ''])('refuses a G record whose record id is %j, and writes nothing', (id) => {
    const [ret, ...rest] = correction.returns;
    if (!ret) throw new Error('fixture has no return');
    const missing: EfileReturn = { ...ret, correction: 'G' };
    if (id === undefined) delete missing.previousUniqueRecordId;
    else missing.previousUniqueRecordId = id;
    const write = writeIris(withReturns(correction, [...rest, missing]));
    expect(write).toThrow(IrisWriteError);
    expect(write).toThrow(
      /^Form 1099-MISC for payee "[^"]+" is a correction, but the Unique Record ID of the accepted return it corrects is missing/,
    );
    expect(write).not.toThrow(ret.payee.tin);
  });

  it('refuses a record id that is not an IRIS Unique Record ID', () => {
    const [ret] = corrected;
    if (!ret) throw new Error('fixture has no G record');
    const write = writeIris(withReturns(correction, [{ ...ret, previousUniqueRecordId: '12345' }]));
    expect(write).toThrow('but "12345" is not an IRIS Unique Record ID (ReceiptId|SubmissionId|RecordId)');
  });

  it('Pub 1220 and the portal CSV do not use record ids: they write the correction', () => {
    const returns = correction.returns.map((ret) => {
      const copy = { ...ret };
      delete copy.previousUniqueRecordId;
      return copy;
    });
    const input = withReturns(correction, returns);
    expect(
      writePub1220ToString(toPub1220Input(input))
        .split('\r\n')
        .filter((line) => line[0] === 'B'),
    ).toHaveLength(returns.length);
    expect(writeCsv(input)()[0]?.rowCount).toBe(returns.length);
  });
});

describe("the 1099-INT payer's RTN", () => {
  const int = getFixture('1099-int');
  const first = firstReturn(int);

  it('is written in IRIS (PayerRoutingTransitNum) and the portal CSV, and passes the official schema', async () => {
    const input = withReturns(int, [
      { ...first, filingData: { ...first.filingData, payerRtn: '021000021' } },
    ]);
    const [xml = ''] = writeIris(input)();
    const detail = xml.slice(xml.indexOf('<Form1099INTDetail>'));
    // Schema order: after FATCAFilingRequirementInd, before InterestIncomeAmt.
    expect(detail).toMatch(
      /<FATCAFilingRequirementInd>1<\/FATCAFilingRequirementInd>\s*<PayerRoutingTransitNum>021000021<\/PayerRoutingTransitNum>\s*<InterestIncomeAmt>/,
    );
    expect(await validateIrisXmlWithSchema(xml)).toEqual({ valid: true, errors: [] });
    expect(validateIrisXml(xml).problems).toEqual([]);
    const [file] = writeCsv(input)();
    const [header = '', row = ''] = file?.text.split('\r\n') ?? [];
    const column = header.split(',').indexOf("Payer's RTN");
    expect(column).toBeGreaterThan(0);
    expect(row.split(',')[column]).toBe('021000021');
  });

  it('refuses an RTN outside the IRS pattern in both', () => {
    const input = withReturns(int, [
      { ...first, filingData: { ...first.filingData, payerRtn: '991000021' } },
    ]);
    for (const write of [writeIris(input), writeCsv(input)])
      expect(write).toThrow(`the payer's RTN "991000021" is not a 9-digit routing transit number`);
  });
});
