import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormType } from '@file1099/forms';
import { FIRE_SAMPLES_DIR } from '../test-support/paths.ts';
import { getLayout, isRecordType, sliceRecord, composeRecord } from './records.ts';
import { validatePub1220 } from './validate.ts';

/** reference/fire-samples/README.md: what each moov-io/irs fixture must give. */
function readSample(name: string): string {
  return fs.readFileSync(path.join(FIRE_SAMPLES_DIR, name), 'latin1');
}

const SAMPLE_FORMS: Readonly<Record<string, FormType>> = {
  'payeeRecordWith1099Misc.ascii': 'Type_1099_MISC',
  'payeeRecordWith1099Nec.ascii': 'Type_1099_NEC',
  'payeeRecordWith1099Int.ascii': 'Type_1099_INT',
  'payeeRecordWith1099Oid.ascii': 'Type_1099_OID',
  'payeeRecordWith1099S.ascii': 'Type_1099_S',
};

function getCodes(name: string): string[] {
  const formType = SAMPLE_FORMS[name];
  const fragment = name !== 'oneTransactionFile.ascii';
  const result = validatePub1220(readSample(name), formType ? { fragment, formType } : { fragment });
  return result.problems.map((problem) => `${problem.recordNumber}:${problem.code}`);
}

describe('fire-samples: parser round trip', () => {
  const files = fs.readdirSync(FIRE_SAMPLES_DIR).filter((name) => name.endsWith('.ascii'));

  it.each(files)('%s re-emits byte for byte after slicing by the layouts', (name) => {
    const text = readSample(name);
    expect(text.length % 750).toBe(0);
    let formType: FormType | null = SAMPLE_FORMS[name] ?? null;
    let rebuilt = '';
    for (let start = 0; start < text.length; start += 750) {
      const line = text.slice(start, start + 750);
      const type = line.charAt(0);
      if (!isRecordType(type)) throw new Error(`unexpected record ${type}`);
      if (type === 'A') formType = 'Type_1099_MISC';
      const layout = getLayout(type, formType);
      rebuilt += composeRecord(layout, sliceRecord(line, layout), '  ');
    }
    expect(rebuilt).toBe(text);
  });
});

describe('fire-samples: validator results from the README', () => {
  it('oneTransactionFile: obsolete code 7, agent name, duplicates, CF/SF and K problems; counts right', () => {
    const codes = getCodes('oneTransactionFile.ascii');
    expect(codes).toEqual(
      expect.arrayContaining([
        '1:PAYMENT_YEAR_UNSUPPORTED',
        '1:TEST_FILE',
        '1:FOREIGN_INDICATOR_WITH_US_ADDRESS',
        '2:AMOUNT_CODE_NOT_FOR_FORM',
        '2:TRANSFER_AGENT_NAME_MISSING',
        '2:FOREIGN_INDICATOR_WITH_US_ADDRESS',
        '3:AMOUNT_NOT_FOR_FORM',
        '3:CFSF_STATE_DIFFERS',
        '4:DUPLICATE_PAYEE_WITHOUT_ACCOUNT',
        '6:FIELD_NOT_NUMERIC',
        '6:K_CODE_IS_POSTAL',
        '6:K_TOTAL_MISMATCH',
      ]),
    );
    const countCodes = codes.filter((code) => /_COUNT_MISMATCH|SEQUENCE|C_TOTAL/.test(code));
    expect(countCodes).toEqual([]);
  });

  it('payer record: obsolete amount code 7 and a transfer agent with no name', () => {
    expect(getCodes('payerRecord.ascii')).toEqual(
      expect.arrayContaining(['1:AMOUNT_CODE_NOT_FOR_FORM', '1:TRANSFER_AGENT_NAME_MISSING']),
    );
  });

  it('MISC payee: amounts in fields 7, 9, B (2025), G, H and J', () => {
    const codes = getCodes('payeeRecordWith1099Misc.ascii').filter((code) =>
      code.endsWith('AMOUNT_NOT_FOR_FORM'),
    );
    expect(codes).toHaveLength(6);
  });

  it('NEC payee: 15 of 18 amounts are not NEC amounts', () => {
    const codes = getCodes('payeeRecordWith1099Nec.ascii').filter((code) =>
      code.endsWith('AMOUNT_NOT_FOR_FORM'),
    );
    expect(codes).toHaveLength(15);
  });

  it('INT payee: "US" as foreign country and unused amount fields 7, C, F, G, H, J', () => {
    const codes = getCodes('payeeRecordWith1099Int.ascii');
    expect(codes).toContain('1:INT_FOREIGN_COUNTRY_US');
    expect(codes.filter((code) => code.endsWith('AMOUNT_NOT_FOR_FORM'))).toHaveLength(6);
  });

  it('OID payee: the required description is blank', () => {
    expect(getCodes('payeeRecordWith1099Oid.ascii')).toContain('1:FIELD_REQUIRED');
  });

  it('1099-S payee: date of closing and address are blank; only codes 2 and 5 are 1099-S amounts', () => {
    const codes = getCodes('payeeRecordWith1099S.ascii');
    expect(codes).toEqual(expect.arrayContaining(['1:FIELD_NOT_NUMERIC', '1:FIELD_REQUIRED']));
    expect(codes.filter((code) => code.endsWith('AMOUNT_NOT_FOR_FORM'))).toHaveLength(16);
  });

  it('state record: left-justified totals and the letters AL as CF/SF code', () => {
    const codes = getCodes('stateRecord.ascii');
    expect(codes.filter((code) => code === '1:FIELD_NOT_NUMERIC')).toHaveLength(3);
  });

  it.each(['transmitterRecord.ascii', 'endPayerRecord.ascii', 'endTransmitterRecord.ascii'])(
    '%s has a correct layout (only content from 2017 is flagged)',
    (name) => {
      const codes = getCodes(name).filter(
        (code) => !/PAYMENT_YEAR_UNSUPPORTED|TEST_FILE|FOREIGN_INDICATOR/.test(code),
      );
      expect(codes).toEqual([]);
    },
  );
});
