import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IRIS_EXAMPLES_DIR, IRIS_STATUS_DIR } from '../test-support/paths.ts';
import {
  readIrisIntakeResponse,
  readIrisStatusRequest,
  summarizeIrisTransmission,
  writeIrisAcknowledgement,
  writeIrisIntakeResponse,
  writeIrisStatusRequest,
} from './a2a-messages.ts';
import { readIrisAcknowledgement, type IrisTransmissionResult } from './acknowledgement.ts';
import { IRIS_STATUS_SCHEMA_DIR, validateIrisStatusXml } from './status-schema.ts';

const UTID = '550e8400-e29b-41d4-a716-446655440000:IRIS:BB002::A';
const RECEIPT = '2025-63385508791-4a6c57eda';

function sample(name: string): string {
  return fs.readFileSync(path.join(IRIS_STATUS_DIR, name), 'utf8');
}

describe('IRIS A2A status request', () => {
  it('is written in the official shape and passes the official request schema', async () => {
    const xml = writeIrisStatusRequest({
      tcc: '00AA0',
      searchType: 'A',
      parameterType: 'UTID',
      searchIds: [UTID],
    });
    expect(await validateIrisStatusXml(xml, 'request')).toEqual({ valid: true, errors: [] });
    expect(readIrisStatusRequest(xml)).toEqual({
      ok: true,
      request: { tcc: '00AA0', searchType: 'A', parameterType: 'UTID', searchIds: [UTID] },
    });
  });

  it('reads the official request samples', () => {
    expect(readIrisStatusRequest(sample('SampleAck_1_IRS-IR-StatusOrAckRequest_For_RID.xml'))).toMatchObject({
      ok: true,
      request: {
        searchType: 'A',
        parameterType: 'RID',
        searchIds: [RECEIPT.replace('2025', '2020'), expect.any(String)],
      },
    });
  });

  it('refuses ids of the wrong kind, a bad TCC and an empty search', () => {
    expect(() =>
      writeIrisStatusRequest({ tcc: '00AA0', searchType: 'S', parameterType: 'RID', searchIds: [UTID] }),
    ).toThrow('not a Receipt ID');
    expect(() =>
      writeIrisStatusRequest({ tcc: 'TOOLONG', searchType: 'S', parameterType: 'RID', searchIds: [RECEIPT] }),
    ).toThrow('TCC');
    expect(() =>
      writeIrisStatusRequest({ tcc: '00AA0', searchType: 'S', parameterType: 'RID', searchIds: [] }),
    ).toThrow('1 to 100');
    const bad = writeIrisStatusRequest({
      tcc: '00AA0',
      searchType: 'S',
      parameterType: 'RID',
      searchIds: [RECEIPT],
    }).replace('<SearchTypeCd>S', '<SearchTypeCd>X');
    expect(readIrisStatusRequest(bad)).toEqual({ ok: false, message: 'SearchTypeCd must be S or A.' });
  });
});

describe('IRIS A2A intake response', () => {
  it('round-trips the Receipt ID and refuses an answer without one', () => {
    expect(readIrisIntakeResponse(writeIrisIntakeResponse(RECEIPT))).toEqual({
      ok: true,
      receiptId: RECEIPT,
    });
    expect(readIrisIntakeResponse('<IntakeA2AResponse/>')).toEqual({
      ok: false,
      message: "The upload's answer has no Receipt ID.",
    });
    expect(readIrisIntakeResponse('<Oops/>')).toMatchObject({ ok: false });
    expect(
      readIrisIntakeResponse('<IntakeA2AResponse><receiptId>12</receiptId></IntakeA2AResponse>'),
    ).toMatchObject({ ok: false, message: expect.stringContaining('not a Receipt ID') });
  });
});

describe('writeIrisAcknowledgement', () => {
  const results: IrisTransmissionResult[] = [
    {
      searchId: RECEIPT,
      uniqueTransmissionId: UTID,
      receiptId: RECEIPT,
      status: 'Partially Accepted',
      errors: [],
      submissions: [
        {
          submissionId: '1',
          status: 'Accepted with Errors',
          errors: [],
          records: [
            {
              recordId: '2',
              uniqueRecordId: `${RECEIPT}|1|2`,
              errors: [
                { code: 'F1099NEC-001', message: 'Name & TIN <mismatch>', value: 'X', elementPath: '/a/b' },
              ],
            },
          ],
        },
        {
          submissionId: '2',
          status: 'Rejected',
          errors: [{ code: 'S-1', message: 'No', value: '', elementPath: '' }],
          records: [],
        },
      ],
    },
    {
      searchId: UTID,
      uniqueTransmissionId: null,
      receiptId: null,
      status: 'Not Found',
      errors: [],
      submissions: [],
    },
  ];

  it('writes what readIrisAcknowledgement reads back, valid under the official response schema', async () => {
    const xml = writeIrisAcknowledgement(results);
    expect(await validateIrisStatusXml(xml, 'response')).toEqual({ valid: true, errors: [] });
    expect(readIrisAcknowledgement(xml)).toEqual({ ok: true, results });
  });

  it.each(fs.readdirSync(IRIS_STATUS_DIR).filter((name) => name.includes('Response')))(
    'the official sample %s passes the shipped response schema',
    async (name) => {
      expect((await validateIrisStatusXml(sample(name), 'response')).valid).toBe(true);
    },
  );

  it('a response schema violation is reported', async () => {
    const xml = writeIrisAcknowledgement(results).replace('Not Found', 'Lost');
    const result = await validateIrisStatusXml(xml, 'response');
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toContain('Lost');
  });
});

describe('summarizeIrisTransmission', () => {
  it('reads the UTID, type, named originals, submissions and record ids of an official sample', () => {
    const xml = fs.readFileSync(path.join(IRIS_EXAMPLES_DIR, 'XML Sample - 1099A 2 Issuers.xml'), 'utf8');
    const result = summarizeIrisTransmission(xml);
    if (!result.ok) throw new Error(result.message);
    expect(result.summary.uniqueTransmissionId).toMatch(/:IRIS:/);
    expect(result.summary.submissions).toHaveLength(2);
    expect(result.summary.transmissionType).toBe('C');
    expect(result.summary.originalReceiptId).toBe('1000-00000000000-000000000');
    expect(result.summary.submissions[0]?.originalUniqueSubmissionId).toBe('1000-00000000000-000000000|1');
    expect(result.summary.submissions[0]?.records.length).toBeGreaterThan(0);
    expect(result.summary.submissions[0]?.records[0]?.recordId).toMatch(/^\d+$/);
  });
});

describe('the shipped status schemas', () => {
  it('are the IRS files their SHA-256 list names', () => {
    const lines = fs.readFileSync(path.join(IRIS_STATUS_SCHEMA_DIR, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const [hash, name = ''] = line.split(/\s+/);
      const bytes = fs.readFileSync(path.join(IRIS_STATUS_SCHEMA_DIR, name));
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(hash);
    }
  });
});
