import { describe, expect, it } from 'vitest';
import type { EfileReturn } from './model.ts';
import { formatCents as formatFormsCents, formatCentsAsDecimal, sumCentsExact } from '@file1099/forms';
import { parseDecimalCents, sumCentsExactly } from './numbers.ts';
import { listFixtures, toIrisInput, toPub1220Input } from './test-support/fixtures.ts';
import { validateIrisXmlWithSchema } from './iris/schema.ts';
import { createIrisTransmissions } from './iris/writer.ts';
import { validateIrisXml } from './iris/validate.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { validatePub1220 } from './pub1220/validate.ts';
import { readPub1220 } from './pub1220/reader.ts';
import { Pub1220WriteError, sliceRecord } from './pub1220/records.ts';
import { C_LAYOUT, K_LAYOUT } from './pub1220/layout-c-k-f.ts';
import { buildCRecord, buildKRecord, createControlTotals } from './pub1220/build-records.ts';
import { writeIrisCsvFiles } from './csv/writer.ts';
import { RECORD_LENGTH } from './pub1220/fields.ts';
import { getAmountBoxes } from './pub1220/build-b-record.ts';
import { getAmountCodeTable } from './pub1220/codes.ts';

/** $9,999,999,999.99: the largest amount a Pub 1220 B field holds. */
const LARGEST = 999_999_999_999;
const COUNT = 10_000;
/** 9,999,999,999,990,000 cents: past 2^53, where a float sum loses cents. */
const TOTAL = BigInt(LARGEST) * BigInt(COUNT);

function findFixture(year: number) {
  return listFixtures().find(
    (item) => item.year === year && item.form === '1099-nec' && item.kind === 'original',
  );
}

/** 10,000 NEC returns of the largest amount in every money box, all in California (one K record). */
function makeInput(year = 2025) {
  const fixture = findFixture(year);
  if (!fixture) throw new Error('fixture missing');
  const template = fixture.input.returns[0] as EfileReturn;
  const returns: EfileReturn[] = Array.from({ length: COUNT }, (_, index) => ({
    ...template,
    filingData: {
      ...template.filingData,
      nonEmployeeComp: LARGEST,
      federalTaxWithheld: LARGEST,
      state1TaxWithheld: LARGEST,
      state1Income: LARGEST,
      payeeAccountNumber: `BIG-${index}`,
    },
  }));
  return { ...fixture.input, returns };
}

describe('sums past 2^53 cents stay exact', () => {
  it('checks the premise: a float sum of these amounts is wrong', () => {
    expect(TOTAL > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    let float = 0;
    for (let index = 0; index < COUNT; index += 1) float += LARGEST;
    expect(BigInt(float)).not.toBe(TOTAL);
    expect(sumCentsExactly(Array.from({ length: COUNT }, () => LARGEST))).toBe(TOTAL);
  });

  it('IRIS: the totals elements are exact and the validator and the schema accept the file', async () => {
    let uuid = 0;
    const transmissions = createIrisTransmissions({
      ...toIrisInput(makeInput()),
      createUuid: () => `00000000-0000-4000-8000-${String((uuid += 1)).padStart(12, '0')}`,
    });
    expect(transmissions).toHaveLength(1);
    const xml = [...(transmissions[0]?.write() ?? [])].join('');
    // $99,999,999,999,900.00; a float sum would end in other digits.
    const total = '99999999999900.00';
    const amountTotals = /<Form1099NECTotalAmtGrp>([\s\S]*?)<\/Form1099NECTotalAmtGrp>/.exec(xml)?.[1] ?? '';
    expect(amountTotals).toContain(`<FederalIncomeTaxWithheldAmt>${total}</FederalIncomeTaxWithheldAmt>`);
    expect(amountTotals).toContain(`<NonemployeeCompensationAmt>${total}</NonemployeeCompensationAmt>`);
    const byState =
      /<Form1099NECTotalByStateGrp>([\s\S]*?)<\/Form1099NECTotalByStateGrp>/.exec(xml)?.[1] ?? '';
    expect(byState).toContain(`<TotalReportedRcpntFormCnt>${COUNT}</TotalReportedRcpntFormCnt>`);
    expect(byState).toContain(`<StateTaxWithheldAmt>${total}</StateTaxWithheldAmt>`);
    expect(xml).toContain(`<NonemployeeCompensationAmt>9999999999.99</NonemployeeCompensationAmt>`);

    const result = validateIrisXml(xml);
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(result.recordCount).toBe(COUNT);
    expect(await validateIrisXmlWithSchema(xml)).toEqual({ valid: true, errors: [] });
  });

  it('IRIS TY2024: TotalReportedAmt (box 1 of every record) is exact', () => {
    const [transmission] = createIrisTransmissions({
      ...toIrisInput(makeInput(2024)),
      createUuid: () => '00000000-0000-4000-8000-000000000001',
    });
    const xml = [...(transmission?.write() ?? [])].join('');
    expect(xml).toContain('<TotalReportedAmt>99999999999900.00</TotalReportedAmt>');
    expect(xml).toContain('<NonemployeeCompensationAmt>99999999999900.00</NonemployeeCompensationAmt>');
    expect(validateIrisXml(xml).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('IRIS: the validator finds a total one cent off past 2^53', () => {
    const [transmission] = createIrisTransmissions({
      ...toIrisInput(makeInput()),
      createUuid: () => '00000000-0000-4000-8000-000000000001',
    });
    const xml = [...(transmission?.write() ?? [])]
      .join('')
      .replace(
        '<NonemployeeCompensationAmt>99999999999900.00</NonemployeeCompensationAmt>',
        '<NonemployeeCompensationAmt>99999999999900.01</NonemployeeCompensationAmt>',
      );
    const mismatches = validateIrisXml(xml).problems.filter(
      (problem) => problem.code === 'SUBMISSION_TOTAL_MISMATCH',
    );
    expect(mismatches.map((problem) => problem.message)).toEqual([
      'The header total NonemployeeCompensationAmt is 99999999999900.01, but the records add up to 99999999999900.00.',
    ]);
  });

  it('Pub 1220: C and K totals are exact, records 750 long, and the validator and reader agree', () => {
    const text = writePub1220ToString(toPub1220Input(makeInput()));
    const records = text.split('\r\n').filter(Boolean);
    expect(records.every((record) => record.length === RECORD_LENGTH - 2)).toBe(true);
    expect(text.length).toBe(records.length * RECORD_LENGTH);
    // T, A, 10,000 B, C, K, F.
    expect(records.map((record) => record[0]).join('')).toBe(`TA${'B'.repeat(COUNT)}CKF`);

    const expected = String(TOTAL).padStart(18, '0');
    expect(expected).toBe('009999999999990000');
    const c = sliceRecord(records[COUNT + 2] ?? '', C_LAYOUT);
    expect(c.numberOfPayees).toBe('00010000');
    expect(c.amount1).toBe(expected); // NEC amount code 1: nonemployee compensation
    expect(c.amount4).toBe(expected); // amount code 4: federal income tax withheld
    expect(c.amount2).toBe('0'.repeat(18));
    const k = sliceRecord(records[COUNT + 3] ?? '', K_LAYOUT);
    expect(k.amount1).toBe(expected);
    expect(k.amount4).toBe(expected);
    expect(k.stateIncomeTaxWithheldTotal).toBe(expected);
    expect(k.combinedFederalStateCode).toBe('06');
    expect(records[2]?.slice(54, 66)).toBe('999999999999'); // B payment amount 1, positions 55-66

    const validation = validatePub1220(text);
    expect(validation.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(validation.payeeCount).toBe(COUNT);

    const read = readPub1220(text);
    if (!read.ok) throw new Error(read.message);
    const returns = read.file.groups.flatMap((group) => group.returns);
    expect(returns).toHaveLength(COUNT);
    const readBack = (box: string) => sumCentsExactly(returns.map((ret) => Number(ret.filingData[box] ?? 0)));
    expect(readBack('nonEmployeeComp')).toBe(TOTAL);
    expect(readBack('federalTaxWithheld')).toBe(TOTAL);
    expect(readBack('state1TaxWithheld')).toBe(TOTAL);
  });

  it('Pub 1220: the validator finds a C total one cent off past 2^53', () => {
    const text = writePub1220ToString(toPub1220Input(makeInput()));
    const records = text.split('\r\n').filter(Boolean);
    const cIndex = COUNT + 2;
    const c = records[cIndex] ?? '';
    records[cIndex] = `${c.slice(0, 15)}009999999999990001${c.slice(33)}`;
    const problems = validatePub1220(records.map((record) => `${record}\r\n`).join('')).problems;
    expect(problems.map((problem) => `${problem.recordNumber}:${problem.code}`)).toEqual([
      `${cIndex + 1}:C_TOTAL_MISMATCH`,
    ]);
    expect(problems[0]?.message).toContain('is 99,999,999,999,900.01,');
    expect(problems[0]?.message).toContain('adds up to 99,999,999,999,900.00.');
  });

  it('Pub 1220: an amount too large for its field is refused, naming the payee and box', () => {
    const input = makeInput();
    const [first, ...rest] = input.returns;
    if (!first) throw new Error('fixture has no return');
    const tooLarge = { ...first, filingData: { ...first.filingData, nonEmployeeComp: LARGEST + 1 } };
    const write = () =>
      writePub1220ToString(toPub1220Input({ ...input, returns: [...rest.slice(0, 2), tooLarge] }));
    expect(write).toThrow(Pub1220WriteError);
    expect(write).toThrow(
      'Form 1099-NEC for payee "ONEIL-PEREZ MARIA JOSE": box 1 (Nonemployee compensation) is $10000000000.00, but a Pub 1220 amount field holds at most $9999999999.99',
    );
    expect(write).not.toThrow(first.payee.tin);
  });

  it('Pub 1220: refused too after every amount code of the form is in use (read when written)', () => {
    const input = makeInput();
    const [first] = input.returns;
    if (!first) throw new Error('fixture has no return');
    const boxes = getAmountBoxes(getAmountCodeTable('Type_1099_NEC', 2025)).filter(Boolean);
    const everyBox = {
      ...first,
      filingData: { ...first.filingData, ...Object.fromEntries(boxes.map((box) => [box, 100])) },
    };
    const tooLarge = { ...first, filingData: { ...first.filingData, nonEmployeeComp: LARGEST + 1 } };
    expect(() =>
      writePub1220ToString(toPub1220Input({ ...input, returns: [everyBox, everyBox, tooLarge] })),
    ).toThrow(
      'Form 1099-NEC for payee "ONEIL-PEREZ MARIA JOSE": box 1 (Nonemployee compensation) is $10000000000.00, but a Pub 1220 amount field holds at most $9999999999.99',
    );
  });

  it('Pub 1220: a state tax too large for its field is refused too', () => {
    const input = makeInput();
    const [first] = input.returns;
    if (!first) throw new Error('fixture has no return');
    const tooLarge = { ...first, filingData: { ...first.filingData, state1TaxWithheld: LARGEST + 1 } };
    expect(() => writePub1220ToString(toPub1220Input({ ...input, returns: [tooLarge] }))).toThrow(
      'Form 1099-NEC for payee "ONEIL-PEREZ MARIA JOSE": the state income tax withheld is $10000000000.00',
    );
  });

  it('Pub 1220: a control total of more than 18 digits is refused, one of 18 digits written', () => {
    const totals = createControlTotals();
    totals.count = 1;
    totals.amounts[0]?.addBig(10n ** 18n - 1n);
    totals.stateTaxCents.addBig(10n ** 18n - 1n);
    const c = buildCRecord(totals, 3, '\r\n');
    expect(c).toHaveLength(RECORD_LENGTH);
    expect(sliceRecord(c, C_LAYOUT).amount1).toBe('9'.repeat(18));
    expect(sliceRecord(buildKRecord(totals, '06', 4, '\r\n'), K_LAYOUT).stateIncomeTaxWithheldTotal).toBe(
      '9'.repeat(18),
    );
    totals.amounts[0]?.add(1);
    expect(() => buildCRecord(totals, 3, '\r\n')).toThrow(
      'The payment amount 1 adds up to $10000000000000000.00, more than the 18 digits of a Pub 1220 control total hold',
    );
    totals.amounts[0]?.add(-1);
    totals.localTaxCents.addBig(10n ** 18n);
    expect(() => buildKRecord(totals, '06', 4, '\r\n')).toThrow('The local income tax withheld adds up to');
  });

  it('portal CSV writes 10,000 of them exactly, 100 rows a file', () => {
    const input = makeInput();
    const files = writeIrisCsvFiles({
      taxYear: 2025,
      formType: 'Type_1099_NEC',
      payer: input.payer,
      returns: input.returns,
    });
    expect(files).toHaveLength(COUNT / 100);
    const rows = files.flatMap((file) => file.text.split('\r\n').slice(1, -1));
    expect(rows).toHaveLength(COUNT);
    const header = files[0]?.text.split('\r\n')[0]?.split(',') ?? [];
    const box1 = header.indexOf('Box 1 - Nonemployee Compensation');
    const cents = rows.map((row) => parseDecimalCents(row.split(',')[box1] ?? '') ?? 0n);
    expect(cents.every((value) => value === BigInt(LARGEST))).toBe(true);
    expect(cents.reduce((total, value) => total + value, 0n)).toBe(TOTAL);
  });

  it('the forms package formats and sums them exactly too', () => {
    const amounts = Array.from({ length: COUNT }, () => LARGEST);
    expect(sumCentsExact(amounts)).toBe(TOTAL);
    expect(formatCentsAsDecimal(sumCentsExact(amounts))).toBe('99999999999900.00');
    expect(formatFormsCents(TOTAL)).toBe('$99,999,999,999,900.00');
  });

  it('portal CSV writes the largest amount exactly', () => {
    const input = makeInput();
    const [file] = writeIrisCsvFiles({
      taxYear: 2025,
      formType: 'Type_1099_NEC',
      payer: input.payer,
      returns: input.returns.slice(0, 1),
    });
    expect(file?.text).toContain(',9999999999.99,');
    expect(file?.text).not.toContain('10000000000.00');
  });
});
